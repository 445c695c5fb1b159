/**
 * Content rules a maths teacher checks by hand (issue 25), as audit rules: money written with
 * whole grosze in the worked steps, an input hint that names only forms the key is written in,
 * fractions in exponents in lowest terms. Each returns short English problems, like audit.ts.
 */
import { gcd } from '../math/rational.ts';
import { splitMath } from './audit.ts';
import type { QuestionInstance } from './types.ts';

/** A step about an amount of money: its prompt asks for a price, a cost, change… */
const MONEY_PROMPT =
  /zł|złot|\bcen[aęy]\b|kwot|koszt|reszt|zapłac|zarobi|oszczędz|odset|kapitał|brutto|netto|rat[aęy]\b|pieniędz|podat|wypłac|wpłat/i;
/** A step about a rate, not an amount ("Jakim procentem wpłaty…"). */
const RATE_PROMPT = /procent/i;

/** The item's answer is an amount in złote. */
export function isMoneyItem(q: Pick<QuestionInstance, 'answer' | 'unitLabel'>): boolean {
  const a = q.answer;
  if (a.kind !== 'number') return false;
  return (a.unit?.accepted[0] ?? q.unitLabel) === 'zł';
}

/** "33,6" or "$33{,}6$": an amount with one digit of grosze. */
const ONE_DECIMAL = /^-?\d[\d\s\u00a0]*,\d$/;
const ONE_DECIMAL_TEX_RESULT = /=\s*(-?\d[\d\\,]*\{,\}\d)\s*(?:\\text\{\s*zł\s*\})?\s*$/;

/**
 * Money in a money item's worked steps is written with whole grosze: the pupil sees the step's
 * expected answer and its worked hint ("33,60", not "33,6"), like the answer itself.
 */
export function moneyStepProblems(q: QuestionInstance): string[] {
  if (!isMoneyItem(q)) return [];
  const problems: string[] = [];
  q.steps.forEach((s, i) => {
    const last = i === q.steps.length - 1;
    if (!last && (!MONEY_PROMPT.test(s.prompt) || RATE_PROMPT.test(s.prompt))) return;
    if (ONE_DECIMAL.test(s.expected.trim())) {
      problems.push(
        `steps[${i}] expected "${s.expected}" is money with one decimal (write whole grosze: "${s.expected}0")`,
      );
    }
    const worked = splitMath(s.hints[2]).math.at(-1) ?? '';
    const m = ONE_DECIMAL_TEX_RESULT.exec(worked);
    if (m) {
      problems.push(`steps[${i}] worked hint ends in money with one decimal: "$${worked}$"`);
    }
  });
  return problems;
}

/**
 * An input hint names only forms the key is in: "ułamek zwykły lub liczba mieszana" while the
 * key is a decimal (12,5) and decimals are accepted misleads the pupil.
 */
export function hintFormProblems(q: QuestionInstance): string[] {
  const h = q.answerHint;
  const a = q.answer;
  if (h === undefined || a.kind !== 'number') return [];
  const namesFraction = /zwykł|mieszan/i.test(h);
  const namesDecimal = /dziesiętn|\d,\d|\bliczb[ęa]\b(?! mieszan)/i.test(h);
  if (!namesFraction || namesDecimal) return [];
  const decimalAccepted = (a.forms?.decimal ?? true) && a.requiredForm !== 'fraction' && a.requiredForm !== 'mixed';
  const terminates = (() => {
    let d = a.value.d;
    for (const p of [2, 5]) while (d % p === 0) d /= p;
    return d === 1;
  })();
  if (decimalAccepted && (a.value.d === 1 || terminates)) {
    return [
      `answerHint "${h}" asks for a common fraction or a mixed number, but the key is a decimal and decimals are accepted`,
    ];
  }
  return [];
}

/** A fraction in an exponent: 81^{-\frac{2}{4}}, x^{\frac{6}{9}}. */
const EXPONENT_FRACTION = /\^\{?\s*-?\s*\\[dt]?frac\{(\d+)\}\{(\d+)\}/g;

/** Fractions in exponents are in lowest terms (81^{-2/4} is 81^{-1/2} written unreduced). */
export function exponentProblems(text: string): string[] {
  const problems: string[] = [];
  for (const tex of splitMath(text).math) {
    for (const m of tex.matchAll(EXPONENT_FRACTION)) {
      const n = Number(m[1]);
      const d = Number(m[2]);
      if (gcd(n, d) > 1 || d === 1) problems.push(`exponent \\frac{${n}}{${d}} not in lowest terms: "$${tex}$"`);
    }
  }
  return problems;
}

/** A ratio "a : b" in prose written in the stem not in lowest terms ("w stosunku 4 : 6"). */
const RATIO = /stosunku\s+\$?(\d+)\s*(?::|\\colon)\s*(\d+)(?:\s*(?::|\\colon)\s*(\d+))?/g;

export function ratioProblems(text: string): string[] {
  const problems: string[] = [];
  for (const m of text.matchAll(RATIO)) {
    const parts = [m[1], m[2], m[3]].filter((x): x is string => x !== undefined).map(Number);
    if (parts.reduce((g, x) => gcd(g, x)) > 1)
      problems.push(`ratio ${parts.join(' : ')} not in lowest terms: "${m[0]}"`);
  }
  return problems;
}
