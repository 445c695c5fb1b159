import type { toast as sonnerToast } from 'sonner';

type Toast = typeof sonnerToast;

/**
 * sonner's toasts, as every page calls them: the library (9 kB) is fetched when a toast is first
 * shown, not with the page that may show one (issue 26: a page's first load carries only what it
 * paints). Calls keep their order; offline, before the library ever loaded, the toast is dropped.
 */
export const toast = {
  success: (...args: Parameters<Toast['success']>) => show((t) => t.success(...args)),
  error: (...args: Parameters<Toast['error']>) => show((t) => t.error(...args)),
  info: (...args: Parameters<Toast['info']>) => show((t) => t.info(...args)),
  dismiss: (...args: Parameters<Toast['dismiss']>) => show((t) => t.dismiss(...args)),
};

let library: Promise<Toast> | null = null;

function show(call: (t: Toast) => unknown): void {
  library ??= import('sonner').then((module) => module.toast);
  library.then(call, () => {
    // A failed fetch (offline) is not kept: the next toast tries again.
    library = null;
  });
}
