import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Every error the API returns: a stable dotted code, an HTTP status and a Polish message.
 * Feature modules define their own in `<feature>.errors.ts` with these helpers.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: ContentfulStatusCode;
  details?: unknown;
  constructor(code: string, status: ContentfulStatusCode, message: string) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
  }
  /** Field-level problems for forms (paths and zod messages); never internals. */
  withDetails(details: unknown): this {
    this.details = details;
    return this;
  }
}

export const defineError =
  (code: string, status: ContentfulStatusCode, message: string) =>
  (overrideMessage?: string): AppError =>
    new AppError(code, status, overrideMessage ?? message);

export const CommonErrors = {
  validation: defineError('request.invalid', 400, 'Nieprawidłowe dane w zapytaniu'),
  malformedJson: defineError('request.malformed_json', 400, 'Nieprawidłowy format JSON'),
  unauthorized: defineError('auth.unauthorized', 401, 'Nie jesteś zalogowany'),
  emailNotVerified: defineError('auth.email_not_verified', 403, 'Potwierdź adres e-mail, aby kontynuować'),
  consentRequired: defineError('auth.consent_required', 403, 'Wymagana jest zgoda rodzicielska'),
  forbidden: defineError('auth.forbidden', 403, 'Brak dostępu'),
  notFound: defineError('resource.not_found', 404, 'Nie znaleziono'),
  routeNotFound: defineError('route.not_found', 404, 'Nie ma takiego adresu API'),
  rateLimited: defineError('request.rate_limited', 429, 'Zbyt wiele prób. Spróbuj ponownie za chwilę.'),
  databaseUnavailable: defineError(
    'service.database_unavailable',
    503,
    'Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
  ),
  internal: defineError('internal', 500, 'Wystąpił nieoczekiwany błąd'),
} as const;

export interface ErrorBody {
  error: { code: string; message: string; requestId?: string; details?: unknown };
}
