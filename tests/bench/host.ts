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

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly args?: {
    readonly name?: string;
    readonly data?: { readonly documentLoaderURL?: string; readonly isLoadingMainFrame?: boolean };
  };
}

/**
 * The share of its long tasks' wall time during which the page's main thread actually ran (0 to
 * 1), from a Chrome trace. Lighthouse multiplies the wall time of those tasks by four to get TBT,
 * so time the thread spent waiting for a CPU (the browser's other processes, the server, other
 * machines on the host) counts as blocking; a low share marks a run that measured the machine
 * more than the page. Undefined when the trace holds no long task.
 */
export function mainThreadCpuShare(events: readonly TraceEvent[], minTaskMs = 10): number | undefined {
  const navigation = events.find(
    (e) =>
      e.name === "navigationStart" &&
      e.args?.data?.isLoadingMainFrame &&
      e.args.data.documentLoaderURL?.startsWith("http"),
  );
  if (!navigation) return undefined;
  const mainThread = events.find(
    (e) => e.name === "thread_name" && e.pid === navigation.pid && e.args?.name === "CrRendererMain",
  );
  let wall = 0;
  let cpu = 0;
  for (const e of events) {
    if (
      e.ph !== "X" ||
      e.name !== "RunTask" ||
      e.pid !== navigation.pid ||
      e.tid !== mainThread?.tid ||
      e.ts < navigation.ts
    )
      continue;
    if ((e.dur ?? 0) < minTaskMs * 1000 || e.tdur === undefined) continue;
    wall += e.dur ?? 0;
    cpu += e.tdur;
  }
  return wall > 0 ? cpu / wall : undefined;
}
