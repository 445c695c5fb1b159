import type { toast } from 'sonner';

type Toast = typeof toast;

/**
 * sonner's toasts for the shell (header, footer, sign-out), which every page loads first: the
 * library is fetched when a toast is shown, not with the page. Offline, the toast is dropped.
 */
export const toastLater = {
  success: (...args: Parameters<Toast['success']>) => show((t) => t.success(...args)),
  error: (...args: Parameters<Toast['error']>) => show((t) => t.error(...args)),
};

function show(call: (t: Toast) => unknown): void {
  import('sonner').then(
    ({ toast: t }) => call(t),
    () => undefined,
  );
}
