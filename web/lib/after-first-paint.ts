/** The longest the app waits to hear that the first frame has reached the screen. */
export const FIRST_PAINT_WAIT_MAX_MS = 3000;

/**
 * Runs `task` once the page's first contentful frame has been presented, in a task of its own.
 * The paint timing entry arrives only when that frame is on screen, later than a frame callback
 * when the browser is slow to show it: Chrome on a busy two-core machine sometimes held the
 * first frame for a second or two, and scripts requested in that gap were counted by Lighthouse
 * as part of the first paint (simulated FCP 1.7 s instead of 1.2 s on an article). Browsers
 * without paint timing fall back to a frame callback; a page that never reports the paint (a
 * tab kept in the background) starts after `maxWaitMs`.
 */
export function afterFirstPaint(task: () => void, maxWaitMs = FIRST_PAINT_WAIT_MAX_MS): void {
  if (typeof PerformanceObserver === "undefined" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(task, 0));
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(timer);
    setTimeout(task, 0);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) run();
  });
  const timer = setTimeout(run, maxWaitMs);
  observer.observe({ type: "paint", buffered: true });
}

/**
 * The longest the app waits for the page's entrance animations before it starts anyway: they
 * take under a second once they have started, and a tab in the background never finishes them.
 */
export const ENTRANCE_WAIT_MAX_MS = 3000;

/** A running animation that will end by itself: an entrance, not a looping status pulse. */
function isEntrance(animation: Animation): boolean {
  if (animation.playState === "finished" || animation.playState === "idle") return false;
  const end = animation.effect?.getComputedTiming().endTime;
  return typeof end === "number" && Number.isFinite(end);
}

/**
 * Runs `task` once the animations that bring the page in (the home hero's headline and the
 * suggestion cards) have finished, or after `maxWaitMs` at the latest. Without a GPU every
 * frame of those animations is composited on the CPU, and loading and hydrating the app at the
 * same time stretched hydration's tasks on a two-core machine: Lighthouse's trace showed them
 * running for a third of their wall time, with the display compositor busiest in those very
 * moments. Pages without entrance animations, and visitors who prefer reduced motion, do not
 * wait at all; links work before then, as plain links.
 */
export function afterEntranceAnimations(task: () => void, maxWaitMs = ENTRANCE_WAIT_MAX_MS, doc: Document = document): void {
  const entrances = typeof doc.getAnimations === "function" ? doc.getAnimations().filter(isEntrance) : [];
  if (entrances.length === 0) {
    task();
    return;
  }
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    task();
  };
  const timer = setTimeout(run, maxWaitMs);
  // A cancelled animation rejects its promise; it is over either way.
  void Promise.allSettled(entrances.map((animation) => animation.finished)).then(run);
}
