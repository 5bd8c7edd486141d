// The benchmark's measure of how much a page's main thread waited for a CPU (tests/bench/host.ts).
import { describe, expect, it } from "vitest";
import { mainThreadCpuShare } from "../bench/host.ts";

const PAGE = 7;
const MAIN = 1;
const start = 1_000_000;
const navigation = {
  name: "navigationStart",
  ph: "R",
  pid: PAGE,
  tid: MAIN,
  ts: start,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: "http://127.0.0.1:8796/" } },
};
const threadName = { name: "thread_name", ph: "M", pid: PAGE, tid: MAIN, ts: 0, args: { name: "CrRendererMain" } };
const task = (ts: number, durMs: number, cpuMs: number, where: { pid?: number; tid?: number } = {}) => ({
  name: "RunTask",
  ph: "X",
  pid: where.pid ?? PAGE,
  tid: where.tid ?? MAIN,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe("mainThreadCpuShare", () => {
  it("divides the CPU time of the page's long main-thread tasks by their wall time", () => {
    const events = [threadName, navigation, task(start + 10_000, 40, 10), task(start + 90_000, 20, 20)];
    expect(mainThreadCpuShare(events)).toBeCloseTo(30 / 60);
  });

  it("leaves out short tasks, tasks before the navigation and other threads and processes", () => {
    const events = [
      threadName,
      navigation,
      task(start + 10_000, 40, 10),
      task(start + 60_000, 5, 0.1),
      task(start - 50_000, 100, 1),
      task(start + 70_000, 100, 1, { tid: 99 }),
      task(start + 80_000, 100, 1, { pid: 3 }),
    ];
    expect(mainThreadCpuShare(events)).toBeCloseTo(10 / 40);
  });

  it("is undefined for a trace without a page load or without long tasks", () => {
    expect(mainThreadCpuShare([threadName, task(start, 40, 10)])).toBeUndefined();
    expect(mainThreadCpuShare([threadName, navigation, task(start + 1000, 5, 5)])).toBeUndefined();
  });
});
