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

/** An error factory that also names what it makes, so tests and the contract can refer to its code. */
export type ErrorFactory<Code extends string = string> = ((overrideMessage?: string) => AppError) & {
  readonly code: Code;
  readonly status: ContentfulStatusCode;
  readonly message: string;
};

export function defineError<const Code extends string>(
  code: Code,
  status: ContentfulStatusCode,
  message: string,
): ErrorFactory<Code> {
  const create = (overrideMessage?: string) => new AppError(code, status, overrideMessage ?? message);
  return Object.assign(create, { code, status, message });
}

/** The codes of a group of error factories, as a union of string literals. */
export type ErrorCodesOf<Group> = {
  [K in keyof Group]: Group[K] extends ErrorFactory<infer Code> ? Code : never;
}[keyof Group];

export const CommonErrors = {
  validation: defineError('request.invalid', 400, 'Nieprawidłowe dane w zapytaniu'),
  malformedJson: defineError('request.malformed_json', 400, 'Nieprawidłowy format JSON'),
  tooLarge: defineError('request.too_large', 413, 'Zbyt duże zapytanie'),
  bodyTimeout: defineError('request.timeout', 408, 'Zapytanie przychodziło zbyt długo. Spróbuj ponownie.'),
  unstorableText: defineError('request.invalid_text', 400, 'Tekst zawiera niedozwolone znaki'),
  unsupportedMediaType: defineError('request.unsupported_media_type', 415, 'Dane muszą być wysłane jako JSON'),
  rejected: defineError('request.rejected', 400, 'Nieprawidłowe zapytanie'),
  crossSite: defineError('request.cross_site', 403, 'Zapytanie z innej witryny zostało odrzucone'),
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
