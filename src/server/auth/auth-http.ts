import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { PASSWORD_MESSAGES, passwordProblems } from '#core/accounts/password.ts';
import { USER_NAME_MAX, USER_NAME_MIN } from '#core/accounts/user-name.ts';
import { visibleText } from '#core/text/visible-text.ts';
import type { Config } from '../config.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { AppError, CommonErrors } from '../errors.ts';
import { clientIp } from '../http/client-ip.ts';
import { crossSiteError } from '../http/csrf.ts';
import type { AppEnv } from '../http/env.ts';
import { assertStorableText, readRequestBodyText } from '../http/request-input.ts';
import { parseWith } from '../http/validate.ts';
import { AccountRateLimited, type AccountLimits } from './account-limits.ts';
import { CLIENT_IP_HEADER, type Auth } from './auth.ts';
import { AuthErrors } from './auth.errors.ts';

const NAME_MIN_MESSAGE = 'Imię musi mieć co najmniej 2 znaki';
const userName = z
  .string()
  .max(USER_NAME_MAX, 'Imię może mieć maksymalnie 100 znaków')
  // Measured as seen: zero-width characters alone are not a name (Better Auth stores the raw text).
  .refine((raw) => visibleText(raw).length >= USER_NAME_MIN, NAME_MIN_MESSAGE);
/** The newer sign-up form asks no name: blank is allowed there (the dashboard greets "Rodzicu"). */
const optionalUserName = z
  .string()
  .max(USER_NAME_MAX, 'Imię może mieć maksymalnie 100 znaków')
  .refine((raw) => raw.trim() === '' || visibleText(raw).length >= USER_NAME_MIN, NAME_MIN_MESSAGE);

/** RFC 5321 caps an address at 254 characters; Better Auth checks only its shape. */
const EMAIL_MAX = 254;
const emailAddress = z
  .string()
  .trim()
  .max(EMAIL_MAX, 'Adres e-mail może mieć najwyżej 254 znaki')
  .pipe(z.email('Podaj prawidłowy adres e-mail'));

/** Spec 5's signup rules, with its messages, for every password a person sets. */
const newPassword = z.string().superRefine((password, ctx) => {
  for (const problem of passwordProblems(password))
    ctx.addIssue({ code: 'custom', message: PASSWORD_MESSAGES[problem] });
});

/**
 * What we check in front of Better Auth, by its path: it stores `name` as given (any JSON value,
 * any length), so the spec's rule is enforced here. Sign-up may leave the name blank (the newer
 * form asks none; the dashboard then greets "Rodzicu").
 */
const AUTH_BODY_RULES: Record<string, z.ZodType> = {
  '/api/auth/sign-up/email': z.looseObject({
    email: emailAddress,
    name: optionalUserName,
    password: newPassword,
  }),
  '/api/auth/sign-in/email': z.looseObject({ email: emailAddress }),
  '/api/auth/sign-in/magic-link': z.looseObject({ email: emailAddress }),
  '/api/auth/request-password-reset': z.looseObject({ email: emailAddress }),
  '/api/auth/send-verification-email': z.looseObject({ email: emailAddress }),
  '/api/auth/change-email': z.looseObject({ newEmail: emailAddress }),
  '/api/auth/update-user': z.looseObject({ name: userName.optional() }),
  '/api/auth/change-password': z.looseObject({ newPassword }),
  '/api/auth/reset-password': z.looseObject({ newPassword }),
};

/** Polish messages for the Better Auth codes a user can meet; others fall back by status. */
const AUTH_MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'Nieprawidłowy e-mail lub hasło',
  INVALID_PASSWORD: 'Nieprawidłowy e-mail lub hasło',
  USER_NOT_FOUND: 'Nieprawidłowy e-mail lub hasło',
  INVALID_EMAIL: 'Nieprawidłowy adres e-mail',
  EMAIL_NOT_VERIFIED: 'Potwierdź adres e-mail, aby się zalogować',
  USER_ALREADY_EXISTS: 'Ten adres e-mail jest już zarejestrowany',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Ten adres e-mail jest już zarejestrowany',
  PASSWORD_TOO_SHORT: 'Hasło jest za krótkie',
  PASSWORD_TOO_LONG: 'Hasło jest za długie',
  INVALID_TOKEN: 'Link jest nieprawidłowy lub wygasł',
  TOKEN_EXPIRED: 'Link wygasł',
  SESSION_EXPIRED: 'Sesja wygasła. Zaloguj się ponownie.',
  EMAIL_ALREADY_VERIFIED: 'Adres e-mail jest już potwierdzony',
  VALIDATION_ERROR: 'Nieprawidłowe dane w zapytaniu',
  MISSING_FIELD: 'Brakuje wymaganego pola',
  FIELD_NOT_ALLOWED: 'Tego pola nie można zmienić',
  // Two-factor (Better Auth's plugin) and our rules around it (auth.errors.ts).
  INVALID_CODE: 'Nieprawidłowy kod. Sprawdź aplikację i spróbuj ponownie.',
  INVALID_BACKUP_CODE: 'Nieprawidłowy kod zapasowy',
  TOTP_ALREADY_ENABLED: 'Weryfikacja dwuetapowa jest już włączona',
  TOTP_NOT_ENABLED: 'Weryfikacja dwuetapowa nie jest włączona',
  TWO_FACTOR_NOT_ENABLED: 'Weryfikacja dwuetapowa nie jest włączona',
  BACKUP_CODES_NOT_ENABLED: 'Weryfikacja dwuetapowa nie jest włączona',
  INVALID_TWO_FACTOR_COOKIE: 'Czas na podanie kodu minął. Zaloguj się ponownie.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'Zbyt wiele błędnych kodów. Zaloguj się ponownie.',
  SECOND_FACTOR_REQUIRED: AuthErrors.secondFactorRequired.message,
  TWO_FACTOR_ADMINS_ONLY: AuthErrors.twoFactorAdminsOnly.message,
  TOTP_CODE_REUSED: AuthErrors.totpCodeReused.message,
};

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Nieprawidłowe dane w zapytaniu',
  401: 'Nie jesteś zalogowany',
  403: 'Brak dostępu',
  404: 'Nie znaleziono',
  422: 'Nie można wykonać tej operacji',
};

/**
 * Better Auth under /api/auth/*, behind the same input rules as our routes (size limit, read
 * timeout, storable text, the name rule) and answering errors in our one shape.
 */
export function authHandler(deps: {
  auth: Auth;
  config: Config;
  /** Whether the database answers with this build's schema (app.ts: it starts migrating again when lost). */
  databaseServing: () => Promise<boolean>;
  /** Limits per account besides Better Auth's per address; absent when rate limits are off. */
  accountLimits?: AccountLimits | undefined;
}) {
  const { auth, config, databaseServing, accountLimits } = deps;
  /** Better Auth reports driver failures as a bare 500: a lost schema or an outage is a 503. */
  const temporarilyDown = async () => !(await databaseServing());
  return async (c: Context<AppEnv>) => {
    const headers = new Headers(c.req.raw.headers);
    // The body is passed on as read; its declared length may have been a lie.
    headers.delete('content-length');
    headers.delete('transfer-encoding');
    // Only we say who the client is: a caller-supplied value would let anyone dodge rate limits.
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, config.trustProxy);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const body = c.req.method === 'GET' ? undefined : await readRequestBodyText(c);
    const parsed = body ? checkAuthBody(c.req.path, body) : undefined;
    const attempt = await countAgainstAccount(c, parsed, accountLimits);
    const request = new Request(c.req.url, { method: c.req.method, headers, body });
    let res: Response;
    try {
      res = await auth.handler(request);
    } catch (err) {
      // Unsettled the attempt would count; the failure itself is what the client must hear of.
      await attempt?.settle(500).catch(() => undefined);
      if (isDatabaseUnavailable(err) || (await temporarilyDown())) throw CommonErrors.databaseUnavailable();
      throw err;
    }
    await attempt?.settle(res.status);
    // Better Auth reports driver failures as its own 500; tell the client it is temporary.
    if (res.status >= 500 && (await temporarilyDown())) throw CommonErrors.databaseUnavailable();
    if (res.status < 400) return res;
    for (const cookie of res.headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
    const retryAfter = res.headers.get('x-retry-after') ?? res.headers.get('retry-after');
    if (retryAfter) c.header('retry-after', retryAfter);
    throw await toAppError(res, config);
  };
}

/** Counts the request against the account in its (checked) body, or refuses it with 429. */
async function countAgainstAccount(c: Context<AppEnv>, parsed: unknown, accountLimits: AccountLimits | undefined) {
  if (!accountLimits || c.req.method !== 'POST' || typeof parsed !== 'object' || parsed === null) return null;
  try {
    return await accountLimits.begin(c.req.path, (parsed as { email?: unknown }).email);
  } catch (err) {
    if (!(err instanceof AccountRateLimited)) throw err;
    c.header('retry-after', String(err.retryAfterSeconds));
    throw err.error;
  }
}

/** Checks the body by the route's rule; returns it parsed. */
function checkAuthBody(path: string, text: string): unknown {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Better Auth also takes form bodies; their decoded values must be storable too.
    parsed = [text, ...new URLSearchParams(text).entries()];
  }
  assertStorableText(parsed);
  const rule = AUTH_BODY_RULES[path];
  if (rule) parseWith(rule, parsed);
  return parsed;
}

/**
 * Better Auth answers `{ code, message }` in English, its rate limiter `{ message }` and some
 * failures an empty 500; the client gets `auth.<code>` (Better Auth's code, lower-cased) with a
 * Polish message, like every other API error.
 */
export async function toAppError(res: Response, config: Config): Promise<AppError> {
  if (res.status === 429) return CommonErrors.rateLimited();
  if (res.status >= 500) return CommonErrors.internal();
  const original = (await res.json().catch(() => ({}))) as { code?: unknown };
  const code = typeof original.code === 'string' ? original.code : undefined;
  if (code === 'INVALID_ORIGIN' || code === 'MISSING_OR_NULL_ORIGIN') return crossSiteError(config);
  const message = (code && AUTH_MESSAGES[code]) ?? STATUS_MESSAGES[res.status] ?? CommonErrors.rejected.message;
  const status = res.status as ContentfulStatusCode;
  return new AppError(code ? `auth.${code.toLowerCase()}` : CommonErrors.rejected.code, status, message);
}
