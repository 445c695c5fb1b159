/**
 * The operator of the service: /contact, /terms and /privacy all show these. They come from the
 * build's configuration (OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_PHONE; .env.example), read once
 * by vite.config.ts: the legal pages are pre-rendered, so the details are part of the build.
 * A production build refuses to run without them; any other build shows the spec's placeholders.
 */
export interface Operator {
  name: string;
  address: string;
  phone: string;
}

/** What the spec shows until the company's details are known (product-spec section 2, /terms). */
export const PLACEHOLDER_OPERATOR: Operator = {
  name: '[Nazwa firmy]',
  address: '[Adres]',
  phone: '[Telefon]',
};

const VARIABLES = { name: 'OPERATOR_NAME', address: 'OPERATOR_ADDRESS', phone: 'OPERATOR_PHONE' } as const;

/**
 * The operator named by the environment: every detail given (trimmed, one line), or the
 * placeholders with the names of the variables that are missing.
 */
export function operatorFromEnv(env: Readonly<Record<string, string | undefined>>): {
  operator: Operator;
  missing: string[];
} {
  const value = (key: keyof Operator) => env[VARIABLES[key]]?.replace(/\s+/g, ' ').trim() ?? '';
  const keys = Object.keys(VARIABLES) as (keyof Operator)[];
  const missing = keys.filter((key) => value(key) === '').map((key) => VARIABLES[key]);
  if (missing.length > 0) return { operator: PLACEHOLDER_OPERATOR, missing };
  return { operator: { name: value('name'), address: value('address'), phone: value('phone') }, missing };
}

/** "Firma, adres, tel. …" on one line, for running text. */
export function operatorLine(operator: Operator): string {
  return `${operator.name}, ${operator.address}, tel. ${operator.phone}`;
}
