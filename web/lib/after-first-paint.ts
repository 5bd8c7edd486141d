/**
 * Runs `task` once the page has painted: requestAnimationFrame fires just before the next frame
 * is drawn, and a task queued from it runs after that frame. In a tab opened in the background
 * no frame is drawn until it is shown, so the task waits until then.
 */
export function afterFirstPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
