/** Runs `task` once the browser is idle (after the page painted); where there is no idle callback, soon. */
export function whenIdle(task: () => void): void {
  if (typeof window === 'undefined') return;
  if (window.requestIdleCallback) window.requestIdleCallback(task);
  else window.setTimeout(task, 200);
}
