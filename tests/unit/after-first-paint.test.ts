import { afterEach, describe, expect, it, vi } from "vitest";
import {
  afterEntranceAnimations,
  afterFirstPaint,
  ENTRANCE_WAIT_MAX_MS,
  FIRST_PAINT_WAIT_MAX_MS,
} from "../../web/lib/after-first-paint.ts";

/** An animation as the page's document reports it, whose end the test controls. */
function fakeAnimation(endTime: number, playState: AnimationPlayState = "running") {
  let finish!: () => void;
  let cancel!: () => void;
  const finished = new Promise<void>((resolve, reject) => {
    finish = resolve;
    cancel = () => reject(new DOMException("The animation was cancelled", "AbortError"));
  });
  // A cancelled animation's rejected promise is handled by the code under test; this keeps an
  // unobserved one (an ignored animation) from being reported as unhandled.
  finished.catch(() => undefined);
  const animation = { playState, finished, effect: { getComputedTiming: () => ({ endTime }) } } as unknown as Animation;
  return { animation, finish, cancel };
}

function documentWith(...animations: Animation[]): Document {
  return { getAnimations: () => animations } as unknown as Document;
}

/** Lets promise callbacks (animation.finished) run. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("afterEntranceAnimations", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts at once on a page without animations, or where the browser cannot list them", () => {
    const task = vi.fn();
    afterEntranceAnimations(task, 1000, documentWith());
    expect(task).toHaveBeenCalledTimes(1);
    afterEntranceAnimations(task, 1000, {} as Document);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it("does not wait for an animation that never ends, such as the status dot's pulse, or for finished ones", () => {
    const task = vi.fn();
    const pulse = fakeAnimation(Number.POSITIVE_INFINITY);
    const done = fakeAnimation(600, "finished");
    afterEntranceAnimations(task, 1000, documentWith(pulse.animation, done.animation));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits until every entrance animation is over, a cancelled one included, then starts once", async () => {
    const task = vi.fn();
    const headline = fakeAnimation(800);
    const card = fakeAnimation(900);
    const pulse = fakeAnimation(Number.POSITIVE_INFINITY);
    afterEntranceAnimations(task, 5000, documentWith(headline.animation, card.animation, pulse.animation));
    await settle();
    expect(task).not.toHaveBeenCalled();
    headline.finish();
    await settle();
    expect(task).not.toHaveBeenCalled();
    card.cancel();
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("starts anyway after the longest wait when an animation does not finish (a hidden tab), and only once", async () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const stuck = fakeAnimation(800);
    afterEntranceAnimations(task, ENTRANCE_WAIT_MAX_MS, documentWith(stuck.animation));
    vi.advanceTimersByTime(ENTRANCE_WAIT_MAX_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    stuck.finish();
    await vi.runAllTimersAsync();
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe("afterFirstPaint", () => {
  type Listener = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
  let observers: { listener: Listener; disconnected: boolean }[];

  /** A paint timing observer the test can feed entries to, as the browser does after presenting a frame. */
  function stubPaintTiming() {
    observers = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint", "resource"];
      private readonly record: { listener: Listener; disconnected: boolean };
      constructor(listener: Listener) {
        this.record = { listener, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
  }
  const report = (...names: string[]) => {
    for (const observer of observers)
      observer.listener({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
  };

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("waits until the first contentful frame is on screen, then runs in a task of its own, once", () => {
    vi.useFakeTimers();
    stubPaintTiming();
    const task = vi.fn();
    afterFirstPaint(task);
    report("first-paint");
    vi.advanceTimersByTime(10);
    expect(task).not.toHaveBeenCalled();
    report("first-contentful-paint");
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MAX_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("starts anyway when no paint is reported in time (a tab kept in the background)", () => {
    vi.useFakeTimers();
    stubPaintTiming();
    const task = vi.fn();
    afterFirstPaint(task, 1000);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    // The deadline passes; the task then runs in a task of its own.
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    report("first-contentful-paint");
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("falls back to a frame callback where the browser has no paint timing", () => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", undefined);
    const frames: (() => void)[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
    const task = vi.fn();
    afterFirstPaint(task);
    expect(task).not.toHaveBeenCalled();
    frames.forEach((frame) => frame());
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
