import type { ApiErrorCode } from '#server/contract.ts';
import { pl } from '../i18n/pl.ts';
import { registerMathMarkup } from './math-markup.ts';

/** Codes the client gives failures that never reached the API's error shape. */
type ClientErrorCode = 'network' | `http.${number}`;

/** An error from our API in the shared `{ error: { code, message, requestId } }` shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | ClientErrorCode;
  readonly requestId: string | undefined;
  readonly details: unknown;
  constructor(
    status: number,
    code: ApiErrorCode | ClientErrorCode,
    message: string,
    requestId?: string,
    details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.requestId = requestId;
    this.details = details;
  }
}

/** True when `e` is an API error with one of these codes; the client decides by codes, never by messages. */
export function isApiError<Code extends ApiErrorCode | ClientErrorCode>(
  e: unknown,
  ...codes: Code[]
): e is ApiError & { code: Code } {
  return e instanceof ApiError && (codes.length === 0 || (codes as string[]).includes(e.code));
}

interface ErrorShape {
  error?: { code?: unknown; message?: unknown; requestId?: unknown; details?: unknown };
}

async function toApiError(res: Response): Promise<ApiError> {
  const headerId = res.headers.get('x-request-id') ?? undefined;
  let body: ErrorShape | undefined;
  try {
    body = (await res.json()) as ErrorShape;
  } catch {
    body = undefined;
  }
  const e = body?.error;
  // The server's codes are its contract's; anything else is named by its HTTP status.
  const code = typeof e?.code === 'string' ? (e.code as ApiErrorCode) : (`http.${res.status}` as const);
  const message = typeof e?.message === 'string' && e.message ? e.message : pl.errors.generic;
  const requestId = typeof e?.requestId === 'string' ? e.requestId : headerId;
  return new ApiError(res.status, code, message, requestId, e?.details);
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network', pl.errors.network);
  }
  if (!res.ok) throw await toApiError(res);
  if (res.status === 204) return undefined as T;
  let data: unknown;
  try {
    data = await res.json();
  } catch (error) {
    // The connection broke while the body was arriving.
    if (error instanceof TypeError) throw new ApiError(0, 'network', pl.errors.network);
    throw error;
  }
  registerMathMarkup(data);
  return data as T;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body: unknown) => request<T>('POST', path, body),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
