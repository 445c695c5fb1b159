/**
 * Parsing numbers the way Polish pupils type them: decimal comma or point, a space as
 * thousands separator, fractions with `/` or `:`, mixed numbers `2 1/2`, periodic decimals
 * `0,(3)`, percent `250%`, scientific notation `3,2·10^5`, any of the minus and
 * multiplication signs a keyboard or phone produces, and an optional unit after the number.
 *
 * Decisions (documented because tests rely on them):
 * - `.5` and `,5` are accepted (0,5): unambiguous, and phones often drop the zero.
 * - A trailing separator (`2,`) or a grouped number with wrong groups (`12 50`) is garbage.
 * - A mixed number needs a proper fraction part (`2 5/2` is garbage, not 4 1/2).
 * - `x = 5` is accepted for a single number: pupils solving equations write it that way.
 */
import { type Rational, rat, add, mul, neg, gcd, div } from './rational.ts';
import { pluralForm } from '../text/plural.ts';

export type NumberForm = 'integer' | 'decimal' | 'fraction' | 'mixed' | 'percent' | 'scientific';

export interface ParsedNumber {
  value: Rational;
  form: NumberForm;
  /** A fraction (or mixed number's fraction part) that is not in lowest terms, e.g. 6/8. */
  unsimplified: boolean;
  /** Unit as typed after normalisation (`cm²`, `km/h`, `°`, `%`), or null. */
  unit: string | null;
  /** For scientific notation a·10^k: the factor a (with its sign). */
  mantissa?: Rational;
}

export type ParseResult<T> = { ok: true; value: T } | { ok: false; reason: string };

export const GARBAGE_REASON = 'Popraw zapis liczby, np. 2,5 albo 5/2.';

const SUPERSCRIPT_DIGITS: Record<string, string> = {
  '⁰': '0',
  '¹': '1',
  '²': '2',
  '³': '3',
  '⁴': '4',
  '⁵': '5',
  '⁶': '6',
  '⁷': '7',
  '⁸': '8',
  '⁹': '9',
  '⁻': '-',
};

const VULGAR_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
};

/**
 * Unifies the characters pupils' keyboards produce: all spaces → ' ', all minus/dash signs →
 * '-', all multiplication signs → '*', '÷' → ':', vulgar fractions → ' n/d'; trims and collapses spaces.
 * Spaces next to `* / : ^ =` are removed; the space in `2 1/2` and `12 500` is kept.
 */
export function cleanMathInput(input: string): string {
  let s = input.normalize('NFC');
  s = s.replace(/[\u00a0\u2007\u2009\u202f\u200a\t\r\n]/g, ' ');
  s = s.replace(/[\u2212\u2012\u2013\u2014\u2010\u2011\uFE63\uFF0D]/g, '-');
  s = s.replace(/[·×⋅∙•✕]/g, '*');
  // "2,3 x 10^7": a letter x between a number and a power of ten is a multiplication sign.
  s = s.replace(/(\d)\s*[xX]\s*(?=10(?:\^|[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]))/g, '$1*');
  s = s.replace(/÷/g, ':');
  s = s.replace(/[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]/g, (c) => ` ${VULGAR_FRACTIONS[c] ?? c}`);
  s = s.replace(/\s+/g, ' ').trim();
  s = s.replace(/\s*([*/:^=])\s*/g, '$1');
  // A sign separated from its number: "- 5" → "-5".
  s = s.replace(/^([+-])\s+/, '$1');
  return s;
}

function parseUnsignedDecimal(intPart: string, fracPart: string): Rational {
  const digits = `${intPart}${fracPart}`;
  const d = 10 ** fracPart.length;
  return rat(Number(digits === '' ? '0' : digits), d);
}

/** 0,1(6) → 1/6: the repeating block `p` of length k after the non-repeating `f`. */
function parsePeriodic(intPart: string, fracPart: string, period: string): Rational {
  const nonRepeating = parseUnsignedDecimal(intPart, fracPart);
  const p = Number(period);
  const scale = 10 ** fracPart.length * (10 ** period.length - 1);
  return add(nonRepeating, rat(p, scale));
}

const SAFE_DIGITS = 15;

/**
 * A bare number literal (no unit, no prefix) after cleanMathInput. Returns null for anything
 * that is not one of the accepted forms.
 */
export function parseNumberLiteral(
  cleaned: string,
): { value: Rational; form: NumberForm; unsimplified: boolean; mantissa?: Rational } | null {
  let s = cleaned;
  let negative = false;
  if (s.startsWith('-') || s.startsWith('+')) {
    negative = s.startsWith('-');
    s = s.slice(1);
  }
  if (s.length === 0 || /\d{16,}/.test(s)) return null;
  const sign = (r: Rational): Rational => (negative ? neg(r) : r);

  // 12 500 or 12 500,75: groups of exactly three after the first group of 1–3 digits.
  let m = /^(\d{1,3}(?: \d{3})+)(?:[.,](\d+))?$/.exec(s);
  if (m) {
    const intPart = m[1]!.replace(/ /g, '');
    if (intPart.length > SAFE_DIGITS) return null;
    const frac = m[2] ?? '';
    return {
      value: sign(parseUnsignedDecimal(intPart, frac)),
      form: frac ? 'decimal' : 'integer',
      unsimplified: false,
    };
  }
  m = /^(\d*)[.,](\d*)\((\d+)\)$/.exec(s);
  if (m) {
    return { value: sign(parsePeriodic(m[1]!, m[2]!, m[3]!)), form: 'decimal', unsimplified: false };
  }
  m = /^(\d+)$/.exec(s);
  if (m) return { value: sign(rat(Number(m[1]))), form: 'integer', unsimplified: false };
  m = /^(\d*)[.,](\d+)$/.exec(s);
  if (m) {
    if (m[1]!.length + m[2]!.length > SAFE_DIGITS) return null;
    return { value: sign(parseUnsignedDecimal(m[1]!, m[2]!)), form: 'decimal', unsimplified: false };
  }
  m = /^(\d+)[/:](\d+)$/.exec(s);
  if (m) {
    const n = Number(m[1]);
    const d = Number(m[2]);
    if (d === 0) return null;
    return { value: sign(rat(n, d)), form: 'fraction', unsimplified: gcd(n, d) > 1 || d === 1 };
  }
  m = /^(\d+) (\d+)\/(\d+)$/.exec(s);
  if (m) {
    const w = Number(m[1]);
    const n = Number(m[2]);
    const d = Number(m[3]);
    if (d === 0 || n === 0 || n >= d) return null;
    return { value: sign(add(rat(w), rat(n, d))), form: 'mixed', unsimplified: gcd(n, d) > 1 };
  }
  // Scientific notation: a·10^k, 10^k, a·10⁵.
  const sup = s.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+$/, (t) => '^' + [...t].map((c) => SUPERSCRIPT_DIGITS[c] ?? c).join(''));
  m = /^(?:(\d+(?:[.,]\d+)?)\*)?10\^\(?(-?\d{1,3})\)?$/.exec(sup);
  if (m) {
    const mantissa = m[1] ? parseNumberLiteral(m[1]) : { value: rat(1) };
    if (!mantissa) return null;
    const k = Number(m[2]);
    if (Math.abs(k) > 15) return null;
    const power = k >= 0 ? rat(10 ** k) : rat(1, 10 ** -k);
    return {
      value: sign(mul(mantissa.value, power)),
      form: 'scientific',
      unsimplified: false,
      mantissa: sign(mantissa.value),
    };
  }
  return null;
}

/** Canonical spellings for units pupils write in many ways. */
const UNIT_ALIASES: Record<string, string> = {
  stopni: '°',
  stopnie: '°',
  stopień: '°',
  stopnia: '°',
  st: '°',
  godz: 'h',
  godzina: 'h',
  godziny: 'h',
  godzin: 'h',
  'km/godz': 'km/h',
  zl: 'zł',
  złotych: 'zł',
  złote: 'zł',
  złoty: 'zł',
  groszy: 'gr',
  grosze: 'gr',
  litr: 'l',
  litry: 'l',
  litrów: 'l',
  litra: 'l',
  minut: 'min',
  minuty: 'min',
  minuta: 'min',
  sekund: 's',
  sek: 's',
  sekundy: 's',
  dzień: 'dni',
  dnia: 'dni',
  procent: '%',
  procentów: '%',
  procenty: '%',
};

/** Normalises a unit: lowercase, no trailing dot, `cm2`/`cm^2` → `cm²`, aliases (`stopni` → `°`). */
export function normaliseUnit(unit: string): string {
  let u = unit.trim().toLowerCase().replace(/\s+/g, '');
  u = u.replace(/\.(?=\/|$)/g, '');
  u = u.replace(/\^?2(?=\/|$)/g, '²').replace(/\^?3(?=\/|$)/g, '³');
  return UNIT_ALIASES[u] ?? u;
}

const UNIT_DIMENSIONS: Record<string, string> = {
  mm: 'length',
  cm: 'length',
  dm: 'length',
  m: 'length',
  km: 'length',
  'mm²': 'area',
  'cm²': 'area',
  'dm²': 'area',
  'm²': 'area',
  'km²': 'area',
  a: 'area',
  ha: 'area',
  'mm³': 'volume',
  'cm³': 'volume',
  'dm³': 'volume',
  'm³': 'volume',
  l: 'volume',
  ml: 'volume',
  hl: 'volume',
  mg: 'mass',
  g: 'mass',
  dag: 'mass',
  kg: 'mass',
  t: 'mass',
  s: 'time',
  min: 'time',
  h: 'time',
  doba: 'time',
  dni: 'time',
  zł: 'money',
  gr: 'money',
  '°': 'angle',
  '°c': 'temperature',
  '°f': 'temperature',
  'km/h': 'speed',
  'm/s': 'speed',
  'm/min': 'speed',
  '%': 'percent',
};

/**
 * Each unit in a base unit of its kind (mm, mm², cm³, mg, s, gr, m/s), exact: a right value in
 * another unit of the same kind (0,0012 m² for 12 cm²) is converted.
 */
const UNIT_FACTORS: Record<string, Rational> = {
  mm: rat(1),
  cm: rat(10),
  dm: rat(100),
  m: rat(1000),
  km: rat(1_000_000),
  'mm²': rat(1),
  'cm²': rat(100),
  'dm²': rat(10_000),
  'm²': rat(1_000_000),
  a: rat(100_000_000),
  ha: rat(10_000_000_000),
  'km²': rat(1_000_000_000_000),
  'mm³': rat(1, 1000),
  'cm³': rat(1),
  ml: rat(1),
  'dm³': rat(1000),
  l: rat(1000),
  hl: rat(100_000),
  'm³': rat(1_000_000),
  mg: rat(1),
  g: rat(1000),
  dag: rat(10_000),
  kg: rat(1_000_000),
  t: rat(1_000_000_000),
  s: rat(1),
  min: rat(60),
  h: rat(3600),
  dni: rat(86_400),
  doba: rat(86_400),
  gr: rat(1),
  zł: rat(100),
  'm/s': rat(1),
  'km/h': rat(5, 18),
  'm/min': rat(1, 60),
};

/** `value` given in unit `from` expressed in unit `to` (same kind), or null when either is not convertible. */
export function convertUnit(value: Rational, from: string, to: string): Rational | null {
  const f = UNIT_FACTORS[normaliseUnit(from)];
  const t = UNIT_FACTORS[normaliseUnit(to)];
  if (!f || !t || unitDimension(from) !== unitDimension(to)) return null;
  return div(mul(value, f), t);
}

/** Physical dimension of a known unit (`cm²` → 'area'), or undefined for unknown units. */
export function unitDimension(unit: string): string | undefined {
  return UNIT_DIMENSIONS[normaliseUnit(unit)];
}

const UNIT_SUFFIX =
  /^(.*?)\s*(° ?[CF](?![a-z])|°|%|[a-ząćęłńóśźżµ]+\.?(?:\^?[23²³])?(?:\/[a-ząćęłńóśźż]+\.?(?:\^?[23²³])?)?)$/i;

/** Splits "9 cm²" into ["9", "cm²"]; returns unit null when there is none. */
export function splitUnit(cleaned: string): { number: string; unit: string | null } {
  const m = UNIT_SUFFIX.exec(cleaned);
  if (!m || m[1] === '' || !/[\d)⁰¹²³⁴⁵⁶⁷⁸⁹½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]$/.test(m[1]!)) return { number: cleaned, unit: null };
  return { number: m[1]!.trim(), unit: normaliseUnit(m[2]!) };
}

/** Strips a leading "x =" (pupils write the solution of an equation that way). */
export function stripVariablePrefix(cleaned: string): string {
  return cleaned.replace(/^[a-ząćęłńóśźż]{1,2}(?:_?\d)?=(?=[^=]*$)/i, '');
}

/**
 * One number with an optional unit: "2,5", "-5/2", "2 1/2", "12 500 zł", "9cm", "x = 4",
 * "3,2·10^5". The percent sign is returned as unit '%' (the caller decides what it means).
 */
/**
 * An amount in two units, as written on a receipt or a clock: "176 zł 40 gr" → "176,40 zł",
 * "3 h 30 min" → "210 min"; anything else is returned as it is.
 */
function compoundAmount(s: string): string {
  const money = /^(\d+) ?(?:zł|zl|złot\p{L}*) ?(\d{1,2}) ?(?:gr|grosz\p{L}*)$/iu.exec(s);
  if (money) return `${money[1]},${money[2]!.padStart(2, '0')} zł`;
  const time = /^(\d+) ?(?:h|godz\.?|godzin\p{L}*) ?(?:i )?(\d{1,2}) ?(?:min\.?|minut\p{L}*)$/iu.exec(s);
  if (time) return `${Number(time[1]) * 60 + Number(time[2])} min`;
  return s;
}

/** "11%." / "6." / "(2; 3).": the full stop that ends a sentence is not part of the answer. */
export function withoutFinalStop(input: string): string {
  return input.replace(/(?<=[\p{L}\d%°)\]²³])\s*\.\s*$/u, '');
}

export function parseNumberInput(input: string): ParseResult<ParsedNumber> {
  // "= 5" and "(−5)" are the same number to a pupil.
  const cleaned = stripVariablePrefix(compoundAmount(cleanMathInput(withoutFinalStop(input))))
    .replace(/^=/, '')
    .replace(/^\(([^()]*)\)$/, '$1')
    .trim();
  if (cleaned === '') return { ok: false, reason: 'Wpisz odpowiedź.' };
  const { number, unit } = splitUnit(cleaned);
  const literal = parseNumberLiteral(number);
  if (!literal) {
    if (/[/:]0+$/.test(number)) return { ok: false, reason: 'Mianownik nie może być zerem.' };
    if (/^[+-]?\d+ \d+\/\d+$/.test(number)) {
      return { ok: false, reason: 'W liczbie mieszanej ułamek musi być właściwy, np. 2 1/2.' };
    }
    if (/[*+]|\d-\d|\)\(/.test(number) && !/^[+-]?[\d.,]+$/.test(number)) {
      return { ok: false, reason: 'Podaj wynik jako jedną liczbę, bez działań.' };
    }
    return { ok: false, reason: GARBAGE_REASON };
  }
  return { ok: true, value: { ...literal, unit } };
}

/**
 * Several numbers in order: "(2, 3)", "2; 3", "x = 2, y = 3", "2,5; 3", "2 i 3".
 * `count` is the expected number of values: "2,5" is one decimal when one value is expected
 * and the pair (2, 5) when two are (only then may a bare comma separate numbers).
 * Returns values with their labels when the pupil wrote "x = …".
 */
export function parseNumberList(
  input: string,
  count: number,
): ParseResult<{ values: Rational[]; labels: (string | null)[]; forms: NumberForm[]; unsimplified: boolean[] }> {
  let s = cleanMathInput(withoutFinalStop(input));
  if (s === '') return { ok: false, reason: 'Wpisz odpowiedź.' };
  // A named point: "S=(5,5;0)", "S(5,5; 0)".
  s = s.replace(/^[A-Z][′']?=?(?=\()/, '');
  // Quotient and remainder: "608 r. 1", "608 r 1", "608 reszta 1".
  if (count === 2) s = s.replace(/^(\S+)\s*(?:r\.?|reszt[aya]?)\s*(?=[\d-])/i, '$1; ');
  s = s.replace(/^[([{]\s*(.*?)\s*[)\]}]$/, '$1').trim();
  // Semicolons, "i"/"oraz", a comma followed by a space, or (failing those) a bare comma.
  const splitters: RegExp[] = [/\s*;\s*/, /\s+(?:i|oraz)\s+/i, /\s*\|\s*/, /\s*,\s+(?=[^\s])/, /,/, /\s+/];
  let parts: string[] | null = null;
  const labelled = /^[a-z]{1,2}(?:_?\d)?=/i.test(s);
  if (labelled) {
    const byLabel = s.split(/[;,]?\s*(?=\b[a-z]{1,2}(?:_?\d)?=)/i).map((p) => p.trim().replace(/[;,]$/, '').trim());
    const nonEmpty = byLabel.filter((p) => p !== '');
    if (nonEmpty.length === count) parts = nonEmpty;
  }
  if (!parts) {
    for (const splitter of splitters) {
      const candidate = s
        .split(splitter)
        .map((p) => p.trim())
        .filter((p) => p !== '');
      if (candidate.length === count && candidate.every((p) => parseNumberLiteral(stripVariablePrefix(p)))) {
        parts = candidate;
        break;
      }
      if (splitter.source.includes(';') && s.includes(';')) break;
    }
  }
  if (!parts) {
    if (count > 1 && !s.includes(';')) {
      const noun = pluralForm(count, { one: 'liczbę', few: 'liczby', many: 'liczb' });
      const separated = pluralForm(count, { one: 'oddzieloną', few: 'oddzielone', many: 'oddzielonych' });
      return { ok: false, reason: `Podaj ${count} ${noun} ${separated} średnikiem, np. 2,5; 3.` };
    }
    return { ok: false, reason: GARBAGE_REASON };
  }
  const values: Rational[] = [];
  const labels: (string | null)[] = [];
  const forms: NumberForm[] = [];
  const unsimplified: boolean[] = [];
  for (const part of parts) {
    const label = /^([a-z]{1,2}(?:_?\d)?)=/i.exec(part);
    const literal = parseNumberLiteral(label ? part.slice(label[0].length) : part);
    if (!literal) return { ok: false, reason: GARBAGE_REASON };
    values.push(literal.value);
    labels.push(label ? label[1]!.toLowerCase() : null);
    forms.push(literal.form);
    unsimplified.push(literal.unsimplified);
  }
  return { ok: true, value: { values, labels, forms, unsimplified } };
}
