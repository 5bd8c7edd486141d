import { afterEach, describe, expect, it, vi } from "vitest";
import { whenIdle } from "../../web/lib/when-idle.ts";

describe("whenIdle", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("runs the task in an idle callback with the given deadline, never at once", () => {
    const callbacks: (() => void)[] = [];
    const requestIdleCallback = vi.fn((callback: () => void, _options: { timeout: number }) => callbacks.push(callback));
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
