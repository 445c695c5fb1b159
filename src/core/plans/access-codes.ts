/** Access codes (spec sections 5 and 9): what a parent types and what an admin generates. */
export const CODE_MAX_LENGTH = 20;
export const CODE_PREFIX_MAX = 6;
export const CODE_SUFFIX_LENGTH = 6;
export const DEFAULT_CODE_PREFIX = 'CEL';
export const DEFAULT_CODE_MAX_USES = 10;
export const DEFAULT_CODE_VALID_DAYS = 30;
/** How long the plan a code gives runs from its redemption, unless the admin chose otherwise. */
export const DEFAULT_PLAN_DAYS = 30;

/** No 0/O, 1/I/L: a code read aloud or copied from paper is typed right. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Codes are compared trimmed and upper-cased, as the form sends them. */
export function normalizeCode(input: string): string {
  return input.trim().toUpperCase();
}

export function normalizePrefix(input: string): string {
  return input.trim().toUpperCase();
}

/** `PREFIX-XXXXXX` with a suffix from the unambiguous alphabet; `random` returns [0, 1). */
export function generateCode(prefix: string, random: () => number): string {
  let suffix = '';
  for (let i = 0; i < CODE_SUFFIX_LENGTH; i++) {
    suffix += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)];
  }
  const p = normalizePrefix(prefix);
  return p ? `${p}-${suffix}` : suffix;
}
