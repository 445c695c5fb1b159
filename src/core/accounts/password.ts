/**
 * A parent's password (spec 5 "Signup (newer)"): at least 8 characters with a lower-case letter,
 * a capital and a digit. The sign-up form, the older register form, the password reset and the
 * server (sign-up, reset, change) all apply these rules, with the spec's messages.
 */
export const PASSWORD_MIN = 8;
/** Better Auth's own cap; a longer password is refused before hashing. */
export const PASSWORD_MAX = 128;

export const PASSWORD_MESSAGES = {
  min: 'Hasło musi mieć co najmniej 8 znaków',
  max: 'Hasło może mieć najwyżej 128 znaków',
  lower: 'Hasło musi zawierać małą literę',
  upper: 'Hasło musi zawierać wielką literę',
  digit: 'Hasło musi zawierać cyfrę',
} as const;

export type PasswordProblem = keyof typeof PASSWORD_MESSAGES;

/** Letters of any alphabet count (Polish "ż", "Ł"); characters are counted, not UTF-16 units. */
const RULES: readonly [PasswordProblem, (password: string) => boolean][] = [
  ['min', (p) => [...p].length >= PASSWORD_MIN],
  ['max', (p) => [...p].length <= PASSWORD_MAX],
  ['lower', (p) => /\p{Ll}/u.test(p)],
  ['upper', (p) => /\p{Lu}/u.test(p)],
  ['digit', (p) => /[0-9]/.test(p)],
];

/** Every rule the password breaks, in the order the form shows them; empty when it is accepted. */
export function passwordProblems(password: string): PasswordProblem[] {
  return RULES.filter(([, holds]) => !holds(password)).map(([problem]) => problem);
}
