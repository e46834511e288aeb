/**
 * Runs `task` when the browser's main thread is idle (or after `timeoutMs` at the latest), so
 * work a page can wait for does not lengthen the long task in which React hydrates it. Returns
 * a function that cancels it. Where requestIdleCallback is missing (Safari), a zero timeout.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}
