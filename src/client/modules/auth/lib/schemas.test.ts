import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  authFailure,
  emailOnlySchema,
  commonAuthFailure,
  loginErrorMessage,
  loginSchema,
  passwordStrength,
  registerSchema,
  signupErrorMessage,
  signupSchema,
  strengthLabel,
} from './schemas.ts';

function messages(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string[] {
  return result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);
}

describe('login validation (spec 5)', () => {
  it('uses the spec messages', () => {
    expect(messages(loginSchema.safeParse({ email: 'nope', password: '123' }))).toEqual([
      'Nieprawidłowy adres e-mail',
      'Hasło musi mieć co najmniej 6 znaków',
    ]);
    expect(loginSchema.safeParse({ email: ' ala@example.com ', password: '123456' }).success).toBe(true);
  });
});

describe('register (older) validation', () => {
  it('reports name, password, mismatch and terms', () => {
    const r = registerSchema.safeParse({
      name: 'A',
      email: 'a@b.pl',
      password: 'short',
      confirmPassword: 'x',
      acceptTerms: false,
    });
    expect(messages(r)).toEqual(
      expect.arrayContaining([
        'Imię musi mieć co najmniej 2 znaki',
        'Hasło musi mieć co najmniej 8 znaków',
        'Musisz zaakceptować regulamin',
      ]),
    );
    const mismatch = registerSchema.safeParse({
      name: 'Ala',
      email: 'a@b.pl',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg2',
      acceptTerms: true,
    });
    expect(messages(mismatch)).toEqual(['Hasła nie są identyczne']);
  });
  it("applies the server's rules, so the form never sends a password the server refuses", () => {
    const weak = registerSchema.safeParse({
      name: 'Ala',
      email: 'a@b.pl',
      password: 'abcdefgh',
      confirmPassword: 'abcdefgh',
      acceptTerms: true,
    });
    expect(messages(weak)).toEqual(['Hasło musi zawierać wielką literę', 'Hasło musi zawierać cyfrę']);
  });
});

describe('signup (newer) validation', () => {
  const ok = {
    email: 'a@b.pl',
    password: 'Abcdefg1',
    confirmPassword: 'Abcdefg1',
    acceptTerms: true,
    acceptPrivacy: true,
  };
  it('accepts a valid form', () => {
    expect(signupSchema.safeParse(ok).success).toBe(true);
  });
  it('names each missing character class', () => {
    expect(messages(signupSchema.safeParse({ ...ok, password: 'ABCDEFG1', confirmPassword: 'ABCDEFG1' }))).toEqual([
      'Hasło musi zawierać małą literę',
    ]);
    expect(messages(signupSchema.safeParse({ ...ok, password: 'abcdefg1', confirmPassword: 'abcdefg1' }))).toEqual([
      'Hasło musi zawierać wielką literę',
    ]);
    expect(messages(signupSchema.safeParse({ ...ok, password: 'Abcdefgh', confirmPassword: 'Abcdefgh' }))).toEqual([
      'Hasło musi zawierać cyfrę',
    ]);
  });
  it('checks email, match, terms and privacy', () => {
    expect(messages(signupSchema.safeParse({ ...ok, email: 'x' }))).toEqual(['Podaj prawidłowy adres e-mail']);
    expect(messages(signupSchema.safeParse({ ...ok, confirmPassword: 'Abcdefg2' }))).toEqual([
      'Hasła muszą być identyczne',
    ]);
    expect(messages(signupSchema.safeParse({ ...ok, acceptTerms: false, acceptPrivacy: false }))).toEqual([
      'Musisz zaakceptować regulamin',
      'Musisz zaakceptować politykę prywatności',
    ]);
  });
});

describe('magic link form', () => {
  it('requires a valid email', () => {
    expect(messages(emailOnlySchema.safeParse({ email: '  ' }))[0]).toBe('Podaj adres e-mail');
    expect(messages(emailOnlySchema.safeParse({ email: 'ala@' }))).toEqual(['Nieprawidłowy adres e-mail']);
  });
});

describe('password strength meter (0–5)', () => {
  it('scores each criterion once', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('abcdefgh')).toBe(2);
    expect(passwordStrength('Abcdefgh')).toBe(3);
    expect(passwordStrength('Abcdefg1')).toBe(4);
    expect(passwordStrength('Abcdef1!')).toBe(5);
    expect(passwordStrength('Żółć1!xy')).toBe(5);
  });
  it('always stays within 0–5 and never drops when a character is appended', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 1, maxLength: 1 }), (s, c) => {
        const before = passwordStrength(s);
        expect(before).toBeGreaterThanOrEqual(0);
        expect(before).toBeLessThanOrEqual(5);
        expect(passwordStrength(s + c)).toBeGreaterThanOrEqual(before);
      }),
    );
  });
  it('maps scores to the five Polish labels', () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthLabel)).toEqual([
      'Bardzo słabe',
      'Bardzo słabe',
      'Słabe',
      'Średnie',
      'Silne',
      'Bardzo silne',
    ]);
  });
});

describe('auth failures from the server', () => {
  it("give the forms Better Auth's code from our error shape", () => {
    const body = (code: string) => ({ error: { code, message: 'Polski komunikat', requestId: 'r' } });
    expect(authFailure({ status: 403, ...body('auth.email_not_verified') })).toEqual({
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Polski komunikat',
    });
    expect(authFailure({ status: 429, ...body('request.rate_limited') })?.code).toBe('request.rate_limited');
    expect(authFailure({ status: 500 })).toEqual({ status: 500, code: undefined, message: undefined });
    expect(authFailure(null)).toBeUndefined();
  });
  it('keep every form message: already registered, wrong password, not verified, bad token', () => {
    const failure = (status: number, code: string) => authFailure({ status, error: { code, message: 'x' } });
    expect(signupErrorMessage(failure(422, 'auth.user_already_exists'))).toBe(
      'Ten adres e-mail jest już zarejestrowany',
    );
    expect(loginErrorMessage(failure(401, 'auth.invalid_email_or_password')!)).toBe(
      'Nieprawidłowy adres e-mail lub hasło',
    );
    expect(loginErrorMessage(failure(403, 'auth.email_not_verified')!)).toBe(
      loginErrorMessage({ code: 'EMAIL_NOT_VERIFIED' }),
    );
    expect(loginErrorMessage(failure(429, 'request.rate_limited')!)).toBe(
      'Zbyt wiele prób. Spróbuj ponownie za chwilę.',
    );
    expect(failure(400, 'auth.invalid_token')?.code).toMatch(/TOKEN/);
  });
});

describe('auth error messages (spec 8)', () => {
  it('turns any "already" into the Polish already-registered message', () => {
    expect(signupErrorMessage({ message: 'User already exists. Use another email.' })).toBe(
      'Ten adres e-mail jest już zarejestrowany',
    );
    expect(signupErrorMessage({ code: 'USER_ALREADY_EXISTS', message: '' })).toBe(
      'Ten adres e-mail jest już zarejestrowany',
    );
    expect(signupErrorMessage(null)).toBe('Wystąpił błąd podczas rejestracji');
    expect(signupErrorMessage({ message: 'Something odd' })).toBe('Spróbuj ponownie');
  });
  it('maps login failures', () => {
    expect(loginErrorMessage({ code: 'INVALID_EMAIL_OR_PASSWORD', status: 401 })).toBe(
      'Nieprawidłowy adres e-mail lub hasło',
    );
    expect(loginErrorMessage({ code: 'SOMETHING', status: 400 })).toBe('Sprawdź swoje dane i spróbuj ponownie');
  });
  it('explains rate limits and outages by status, never by the text of a message', () => {
    for (const explain of [loginErrorMessage, signupErrorMessage]) {
      expect(explain({ status: 429, message: 'Too many requests' })).toBe(
        'Zbyt wiele prób. Spróbuj ponownie za chwilę.',
      );
      expect(explain({ status: 503, message: 'x' })).toBe(
        'Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
      );
    }
    expect(signupErrorMessage({ status: 400, message: 'Hasło jest za krótkie' })).toBe('Spróbuj ponownie');
    expect(commonAuthFailure({ status: 400 })).toBeUndefined();
  });
});
