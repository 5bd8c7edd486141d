/**
 * Runs `task` once the page has painted: requestAnimationFrame fires just before the next frame
 * is drawn, and a task queued from it runs after that frame. In a tab opened in the background
 * no frame is drawn until it is shown, so the task waits until then.
 */
export function afterFirstPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
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
