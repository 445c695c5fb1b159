import { isApiError } from '../../../lib/api.ts';

/** The server's validation messages by field (`details` of a 400), for showing under each input. */
export function fieldErrors(e: unknown): Record<string, string> {
  if (!isApiError(e, 'request.invalid') || !Array.isArray(e.details)) return {};
  const out: Record<string, string> = {};
  for (const d of e.details as { path?: unknown; message?: unknown }[]) {
    if (typeof d.path === 'string' && typeof d.message === 'string' && !(d.path in out)) out[d.path] = d.message;
  }
  return out;
}
