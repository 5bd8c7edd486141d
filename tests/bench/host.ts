// How busy the machine under the benchmark was: Linux's /proc/stat counts, per CPU state, the
// time since boot; "steal" is time a virtual machine's CPUs waited while the host ran others.
import { existsSync, readFileSync } from "node:fs";

export interface CpuSample {
  readonly total: number;
  readonly steal: number;
}

/** The machine-wide CPU counters now, or undefined where /proc/stat does not exist. */
export function cpuSample(): CpuSample | undefined {
  if (!existsSync("/proc/stat")) return undefined;
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  // cpu user nice system idle iowait irq softirq steal guest guest_nice (guest time is already in user).
  const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return undefined;
  return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
}

/** The share of CPU time stolen between two samples (0 to 1), or undefined if either is missing. */
export function stolenShare(before: CpuSample | undefined, after: CpuSample | undefined): number | undefined {
  if (!before || !after || after.total <= before.total) return undefined;
  return (after.steal - before.steal) / (after.total - before.total);
}
