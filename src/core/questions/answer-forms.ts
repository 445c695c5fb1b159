/**
 * The correct answer of an item written out: as Polish display text (shown after answering)
 * and as the many ways a pupil may type it (the template property test feeds each one to the
 * checker, so "forgiving about form" is tested for every item, not only for examples).
 */
import { type Rational, isFiniteDecimal, rat, mul, toNumber } from '../math/rational.ts';
import { formatNumber } from '../text/format.ts';
import type { AnswerSpec, McqOption, QuestionInstance } from './types.ts';

/** Plain decimal string with a point for a rational with a terminating expansion. */
function decimalString(r: Rational): string {
  const negative = r.n < 0;
  let n = Math.abs(r.n);
  let d = r.d;
  let scale = 0;
  while (d !== 1) {
    // Multiply up to a power of ten exactly: d has only factors 2 and 5.
    if (d % 10 === 0) {
      d /= 10;
    } else if (d % 2 === 0) {
      n *= 5;
      d /= 2;
    } else {
      n *= 2;
      d /= 5;
    }
    scale++;
  }
  let digits = String(n).padStart(scale + 1, '0');
  if (scale > 0) digits = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`.replace(/\.?0+$/, '');
  return `${negative ? '-' : ''}${digits}`;
}

function groupThousands(intDigits: string): string {
  return intDigits.length > 4 ? intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ') : intDigits;
}

/** Polish display of a rational: integer, decimal comma when terminating, else a fraction. */
export function displayRational(r: Rational, preferFraction = false): string {
  if (r.d === 1) return formatNumber(r.n);
  if (!preferFraction && isFiniteDecimal(r)) {
    const [int = '', frac] = decimalString(r).replace('-', '').split('.');
    return `${r.n < 0 ? '\u2212' : ''}${groupThousands(int)}${frac ? `,${frac}` : ''}`;
  }
  const sign = r.n < 0 ? '\u2212' : '';
  return `${sign}${Math.abs(r.n)}/${r.d}`;
}

/** The answer written in the one form the item demands ("zamień na liczbę mieszaną" → 4 3/5). */
function requiredFormText(answer: Extract<AnswerSpec, { kind: 'number' }>): string | null {
  const v = answer.value;
  const sign = v.n < 0 ? '\u2212' : '';
  const absN = Math.abs(v.n);
  switch (answer.requiredForm) {
    case 'mixed':
      if (v.d === 1 || absN < v.d) return null;
      return absN % v.d === 0 ? `${sign}${absN / v.d}` : `${sign}${Math.floor(absN / v.d)} ${absN % v.d}/${v.d}`;
    case 'fraction':
      return v.d === 1 ? null : `${sign}${absN}/${v.d}`;
    case 'scientific': {
      const forms = scientificForms(v);
      return forms[3] ?? null;
    }
    default:
      return null;
  }
}

/** A decimal written with at least `places` digits after the comma (3,6 → 3,60; 3 → 3,00). */
export function withPlaces(text: string, places: number): string {
  const comma = text.indexOf(',');
  if (comma < 0) return places > 0 && /\d$/.test(text) ? `${text},${'0'.repeat(places)}` : text;
  const have = text.length - comma - 1;
  return have < places ? text + '0'.repeat(places - have) : text;
}

/** Amounts of money are written with whole grosze: 31,20 zł, never 31,2 zł (but 7 zł stays 7 zł). */
function asMoney(text: string): string {
  return text.includes(',') ? withPlaces(text, 2) : text;
}

/** A number with its unit: "45°", "12%", "8π cm" are written together, "12 cm" with a space. */
export function withUnit(text: string, unit: string | undefined): string {
  if (!unit || text.endsWith(unit)) return text;
  return /^(?:°|%|π)/.test(unit) ? `${text}${unit}` : `${text} ${unit}`;
}

/**
 * Polish text of the correct answer, e.g. "2,5 cm²", "x = 2; y = 3", "B". `unitLabel` is the
 * item's unit shown beside the input: a number answer is written with it (money with grosze).
 */
export function answerText(answer: AnswerSpec, options?: readonly McqOption[], unitLabel?: string): string {
  switch (answer.kind) {
    case 'number': {
      // "Lowest terms" items are fraction items: show 3/2 rather than 1,5.
      let text =
        requiredFormText(answer) ??
        displayRational(
          answer.value,
          answer.forms?.decimal === false || answer.requireSimplest === true || answer.preferFraction === true,
        );
      const unit = answer.unit?.accepted[0] ?? unitLabel;
      if (answer.places !== undefined && !answer.requiredForm) text = withPlaces(text, answer.places);
      else if (unit === 'zł') text = asMoney(text);
      return withUnit(text, unit);
    }
    case 'numbers':
      if (answer.point) return `(${answer.values.map((v) => displayRational(v)).join('; ')})`;
      return answer.values
        .map((v, i) => (answer.labels?.[i] ? `${answer.labels[i]} = ${displayRational(v)}` : displayRational(v)))
        .join('; ');
    case 'expression':
      // Written as in a textbook: 13x + 8, 5√3, 2(x − 1).
      return answer.expr
        .replace(/\*?sqrt\((\d+)\)/g, '√$1')
        .replace(/\*?sqrt\(/g, '√(')
        .replace(/\bpi\b/g, 'π')
        .replace(/(\d)\*(?=[a-zA-Z(√π])/g, '$1')
        .replace(/([a-zA-Z)π])\*(?=[a-zA-Z(√π])/g, '$1')
        .replace(/\^2(?!\d)/g, '²')
        .replace(/\^3(?!\d)/g, '³')
        .replace(/\*/g, '·')
        .replace(/(?<=[\w)²³√])([+-])/g, ' $1 ')
        .replace(/-/g, '\u2212');
    case 'text':
      return answer.accepted[0] ?? '';
    case 'choice':
      return options?.[answer.index]?.text ?? String.fromCharCode(65 + answer.index);
    case 'parts':
      return answer.parts.map((p) => `${p.id}) ${answerText(p.answer, p.options, p.unitLabel)}`).join('; ');
  }
}

/**
 * Polish text of an item's correct answer: answerText, except that the P/F verdicts, typed as
 * letters in sentence order ("PF"), are written per sentence ("1. P, 2. F"), as the child marked
 * them. (A TAK/NIE task's key already reads as words: "TAK, ponieważ 2".)
 */
export function itemAnswerText(
  item: Pick<QuestionInstance, 'answer' | 'options' | 'unitLabel' | 'truthCount' | 'verdictRows'>,
): string {
  const { answer } = item;
  if (answer.kind !== 'text' || !item.truthCount || item.verdictRows) {
    return answerText(answer, item.options, item.unitLabel);
  }
  return [...(answer.accepted[0] ?? '')].map((letter, i) => `${i + 1}. ${letter}`).join(', ');
}

const SUPERSCRIPT = '⁰¹²³⁴⁵⁶⁷⁸⁹';

function scientificForms(value: Rational): string[] {
  if (value.n === 0) return [];
  let k = 0;
  let m = value;
  const abs = (r: Rational) => Math.abs(toNumber(r));
  while (abs(m) >= 10) {
    m = mul(m, rat(1, 10));
    k++;
  }
  while (abs(m) < 1) {
    m = mul(m, rat(10));
    k--;
  }
  if (!isFiniteDecimal(m)) return [];
  const dec = decimalString(m);
  const sup = [...String(Math.abs(k))].map((c) => SUPERSCRIPT[Number(c)]).join('');
  const power = `10${k < 0 ? '⁻' : ''}${sup}`;
  // 10¹⁵, not 1·10¹⁵: a mantissa of 1 is not written (the [3] entry is the displayed one).
  if (dec === '1') return [`10^${k}`, `1*10^${k}`, `1 × 10^(${k})`, power, `1·${power}`];
  if (dec === '-1') return [`-10^${k}`, `-1*10^${k}`, `-1 × 10^(${k})`, `\u2212${power}`];
  return [
    `${dec.replace('.', ',')}·10^${k}`,
    `${dec}*10^${k}`,
    `${dec.replace('.', ',')} × 10^(${k})`,
    `${dec.replace('.', ',')}·${power}`,
  ];
}

/** Number forms a pupil may type for `value`, given what the item allows. */
function numberForms(answer: Extract<AnswerSpec, { kind: 'number' }>): string[] {
  const v = answer.value;
  const forms = answer.forms ?? {};
  const decimalOk = forms.decimal ?? true;
  const allow = {
    decimal: decimalOk,
    fraction: forms.fraction ?? true,
    mixed: forms.mixed ?? true,
    percent: forms.percent ?? false,
    scientific: forms.scientific ?? decimalOk,
  };
  const required = answer.requiredForm;
  const want = (f: keyof typeof allow) => (required ? required === f : allow[f]);
  const out: string[] = [];
  const negative = v.n < 0;
  const absN = Math.abs(v.n);
  const sign = negative ? '-' : '';
  if (v.d === 1 && (!required || required === 'decimal' || required === 'fraction')) {
    out.push(String(v.n));
    if (absN >= 10_000) {
      out.push(`${sign}${groupThousands(String(absN))}`);
      out.push(`${sign}${groupThousands(String(absN)).replace(/ /g, '\u00a0')}`);
    }
    if (negative) out.push(`\u2212${absN}`);
  }
  if (v.d !== 1 && isFiniteDecimal(v) && want('decimal')) {
    const dec = decimalString(v);
    out.push(dec.replace('.', ','), dec, dec.replace('-', '\u2212').replace('.', ','));
    if (!negative && dec.startsWith('0.')) out.push(dec.slice(1).replace('.', ','));
  }
  if (v.d !== 1 && want('fraction')) {
    out.push(`${v.n}/${v.d}`, `${sign}${absN}:${v.d}`, ` ${sign}${absN} / ${v.d} `);
    if (negative) out.push(`\u2212${absN}/${v.d}`);
  }
  if (v.d !== 1 && absN > v.d && want('mixed')) {
    out.push(`${sign}${Math.floor(absN / v.d)} ${absN % v.d}/${v.d}`);
  }
  if (want('percent') && !answer.unit) {
    const pct = mul(v, rat(100));
    if (isFiniteDecimal(pct)) {
      const p = decimalString(pct).replace('.', ',');
      out.push(`${p}%`, `${p} %`);
    }
  }
  if (want('scientific') && (required === 'scientific' || Math.abs(toNumber(v)) >= 1000)) {
    out.push(...scientificForms(v));
  }
  if (!answer.unit) return out;
  const units = answer.unit.accepted;
  const canonical = units[0]!;
  const withUnits = out.flatMap((s) => [
    `${s} ${canonical}`,
    `${s}${canonical}`,
    ...units.slice(1).map((u) => `${s} ${u}`),
  ]);
  return answer.unit.required ? withUnits : [...out, ...withUnits];
}

function listItem(r: Rational): string[] {
  if (r.d === 1) return [String(r.n)];
  const out = [`${r.n}/${r.d}`];
  if (isFiniteDecimal(r)) out.push(decimalString(r).replace('.', ','));
  return out;
}

/**
 * Inputs that must all check `correct` (for choice: the correct index as a string).
 * Expressions: the template's own string plus variants with other multiplication signs.
 */
export function acceptedInputs(answer: AnswerSpec): string[] {
  switch (answer.kind) {
    case 'number':
      return [...new Set(numberForms(answer))];
    case 'numbers': {
      const plain = answer.values.map((v) => listItem(v));
      const first = plain.map((p) => p[0]!);
      const last = plain.map((p) => p.at(-1)!);
      const out = [first.join('; '), `(${first.join('; ')})`, last.join(';'), last.join('; ')];
      if (answer.values.every((v) => v.d === 1)) out.push(`(${first.join(', ')})`, first.join(', '));
      if (answer.labels) {
        out.push(answer.labels.map((l, i) => `${l} = ${last[i]}`).join(', '));
        out.push(answer.labels.map((l, i) => `${l}=${first[i]}`).join('; '));
      }
      return [...new Set(out)];
    }
    case 'expression':
      return [...new Set([answer.expr, answer.expr.replace(/\*/g, '·'), ` ${answer.expr.replace(/-/g, '\u2212')} `])];
    case 'text':
      return [...answer.accepted, ...answer.accepted.map((a) => ` ${a.toUpperCase()} `)];
    case 'choice':
      return [String(answer.index)];
    case 'parts': {
      // Whole answers (the JSON responses record) built from every part's k-th accepted form.
      const perPart = answer.parts.map((p) => acceptedInputs(p.answer));
      const variants = Math.max(...perPart.map((inputs) => inputs.length));
      const out: string[] = [];
      for (let k = 0; k < variants; k++) {
        out.push(
          JSON.stringify(Object.fromEntries(answer.parts.map((p, i) => [p.id, perPart[i]![k % perPart[i]!.length]]))),
        );
      }
      return out;
    }
  }
}
