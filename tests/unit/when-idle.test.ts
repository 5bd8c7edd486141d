import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUIET_PERIOD_MS, whenIdle, whenSettled } from "../../web/lib/when-idle.ts";

describe("whenIdle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs the task in an idle callback with the given deadline, never at once", () => {
    const callbacks: (() => void)[] = [];
    const requestIdleCallback = vi.fn((callback: () => void, _options: { timeout: number }) =>
      callbacks.push(callback),
    );
    vi.stubGlobal("requestIdleCallback", requestIdleCallback);
    vi.stubGlobal("cancelIdleCallback", vi.fn());
    const task = vi.fn();
    whenIdle(task, 5000);
    expect(task).not.toHaveBeenCalled();
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 5000 });
    callbacks.forEach((callback) => callback());
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("cancels the idle callback it asked for", () => {
    vi.stubGlobal("requestIdleCallback", () => 42);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal("cancelIdleCallback", cancelIdleCallback);
    whenIdle(() => undefined, 1000)();
    expect(cancelIdleCallback).toHaveBeenCalledWith(42);
  });

  it("falls back to a timer where there is no requestIdleCallback, and can be cancelled", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestIdleCallback", undefined);
    const ran = vi.fn();
    const cancelled = vi.fn();
    whenIdle(ran, 8000, 4000);
    const cancel = whenIdle(cancelled, 8000, 4000);
    vi.advanceTimersByTime(3999);
    expect(ran).not.toHaveBeenCalled();
    cancel();
    vi.advanceTimersByTime(1);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe("whenSettled", () => {
  type IdleCallback = (deadline: { didTimeout: boolean; timeRemaining: () => number }) => void;
  let idle: { callback: IdleCallback; timeout: number }[];

  beforeEach(() => {
    idle = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleCallback, options: { timeout: number }) =>
      idle.push({ callback, timeout: options.timeout }),
    );
    vi.stubGlobal("cancelIdleCallback", vi.fn());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const idlePeriod = (remaining: number, didTimeout = false) => {
    const next = idle.shift();
    if (!next) throw new Error("no idle callback was requested");
    next.callback({ didTimeout, timeRemaining: () => remaining });
  };

  it("waits for the page's load event before looking for idle time", () => {
    vi.spyOn(document, "readyState", "get").mockReturnValue("interactive");
    const task = vi.fn();
    whenSettled(task, 5000);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    expect(idle).toHaveLength(1);
    idlePeriod(QUIET_PERIOD_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("skips the short gaps between a busy page's tasks and runs in the first quiet period", () => {
    const task = vi.fn();
    whenSettled(task, 5000);
    idlePeriod(3);
    idlePeriod(QUIET_PERIOD_MS - 1);
    expect(task).not.toHaveBeenCalled();
    idlePeriod(49.9);
    expect(task).toHaveBeenCalledTimes(1);
    expect(idle).toHaveLength(0);
  });

  it("starts looking for quiet only a set time after the load event, when asked to", () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenSettled(task, 5000, 3000);
    vi.advanceTimersByTime(2999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    idlePeriod(QUIET_PERIOD_MS);
    expect(task).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("can be cancelled while it waits out the time after the load event", () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenSettled(task, 5000, 3000)();
    vi.advanceTimersByTime(10_000);
    expect(idle).toHaveLength(0);
    expect(task).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it("runs anyway when the deadline passes on a page that never goes quiet", () => {
    const task = vi.fn();
    whenSettled(task, 5000);
    expect(idle[0]?.timeout).toBeCloseTo(5000, 0);
    idlePeriod(1, true);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("keeps a deadline when it asks again just before the timeout (a timeout of 0 would mean none)", () => {
    const now = vi.spyOn(performance, "now").mockReturnValue(1000);
    const task = vi.fn();
    whenSettled(task, 5000);
    now.mockReturnValue(5999.6);
    idlePeriod(2);
    expect(task).not.toHaveBeenCalled();
    expect(idle[0]?.timeout).toBeGreaterThanOrEqual(1);
  });

  it("can be cancelled before the page has loaded and while waiting for quiet", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const early = vi.fn();
    whenSettled(early, 5000)();
    window.dispatchEvent(new Event("load"));
    expect(idle).toHaveLength(0);

    readyState.mockReturnValue("complete");
    const late = vi.fn();
    const cancel = whenSettled(late, 5000);
    idlePeriod(2);
    cancel();
    expect(window.cancelIdleCallback).toHaveBeenCalled();
    idle.forEach(({ callback }) => callback({ didTimeout: true, timeRemaining: () => 50 }));
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
