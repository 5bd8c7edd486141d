/** The longest the app waits to hear that the first frame has reached the screen. */
export const FIRST_PAINT_WAIT_MAX_MS = 3000;

/**
 * Runs `task` once the page's first contentful frame has been presented, in a task of its own.
 * The paint timing entry arrives only when that frame is on screen, later than a frame callback
 * when the browser is slow to show it, and scripts requested before then count as part of the
 * first paint (docs/decisions/0010-first-paint-measurements.md). Browsers without paint timing
 * fall back to a frame callback; a page that never reports the paint (a tab kept in the
 * background) starts after `maxWaitMs`.
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
 * suggestion cards) have finished, or after `maxWaitMs` at the latest. Without a GPU those
 * frames are composited on the CPU, and hydrating alongside them stretched hydration's tasks
 * (docs/decisions/0010-first-paint-measurements.md). Pages without entrance animations, and
 * visitors who prefer reduced motion, do not wait at all; links work before then, as plain links.
 */
export function afterEntranceAnimations(
  task: () => void,
  maxWaitMs = ENTRANCE_WAIT_MAX_MS,
  doc: Document = document,
): void {
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
