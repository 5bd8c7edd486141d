/**
 * Runs `task` in its own task when the main thread is idle, or after `timeoutMs` at the latest;
 * returns a function that cancels it. Work that can wait (registering the service worker,
 * loading TENFOLD's panel, starting the hero video) then never lengthens the task that hydrates
 * the page. Browsers without requestIdleCallback (Safari) wait a fixed `fallbackMs` instead.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs = Math.min(timeoutMs, 2000)): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(handle);
}
