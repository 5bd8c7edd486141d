/**
 * Runs `task` in its own task when the main thread is idle, or after `timeoutMs` at the latest;
 * returns a function that cancels it. Work that can wait (starting the hero video) then never
 * lengthens the task that hydrates the page. Browsers without requestIdleCallback (Safari) wait
 * a fixed `fallbackMs` instead.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs = Math.min(timeoutMs, 2000)): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(handle);
}

/**
 * An idle period at least this long means nothing else is queued: the browser grants up to
 * 50 ms when it has no frame or task waiting, and only a sliver between the tasks of a busy load.
 */
export const QUIET_PERIOD_MS = 40;

/**
 * Runs `task` once the page has finished loading and the main thread is genuinely quiet (an idle
 * period of QUIET_PERIOD_MS or more), or `timeoutMs` after it starts waiting for quiet at the
 * latest; returns a function that cancels it. With `afterLoadMs`, that wait starts so long after
 * the load event, behind other work that waits for the page to settle. For work that competes
 * with the page for the CPU even off the main thread, such as the service worker precaching about
 * 2 MB (docs/decisions/0010-first-paint-measurements.md).
 */
export function whenSettled(task: () => void, timeoutMs: number, afterLoadMs = 0): () => void {
  let done = false;
  let waitStartedAt = 0;
  let cancelWait: () => void = () => undefined;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  const waitForQuiet = () => {
    if (typeof window.requestIdleCallback !== "function") {
      cancelWait = whenIdle(run, timeoutMs);
      return;
    }
    // At least 1 ms: a timeout of 0 would mean no deadline at all.
    const remaining = Math.max(1, timeoutMs - (performance.now() - waitStartedAt));
    const handle = window.requestIdleCallback(
      (deadline) => {
        if (
          deadline.didTimeout ||
          deadline.timeRemaining() >= QUIET_PERIOD_MS ||
          performance.now() - waitStartedAt >= timeoutMs
        )
          run();
        else waitForQuiet();
      },
      { timeout: remaining },
    );
    cancelWait = () => window.cancelIdleCallback(handle);
  };
  const onLoad = () => {
    const start = () => {
      waitStartedAt = performance.now();
      waitForQuiet();
    };
    if (afterLoadMs <= 0) return start();
    const timer = window.setTimeout(start, afterLoadMs);
    cancelWait = () => window.clearTimeout(timer);
  };
  if (document.readyState === "complete") onLoad();
  else window.addEventListener("load", onLoad, { once: true });
  return () => {
    done = true;
    window.removeEventListener("load", onLoad);
    cancelWait();
  };
}
