/**
 * Polish typography of generated text (issue 13, part 5): a number and its unit, and the groups
 * of a large number, are held together by a non-breaking space (U+00A0 in prose, `\,` or `~`
 * inside KaTeX); money is written with whole grosze (80,80 zł); 1·10^15 is written 10^15.
 * Each rule returns short English problems for template authors, like audit.ts.
 */
import { splitMath } from './audit.ts';
import type { CommonError, OpenTaskPart, QuestionInstance } from './types.ts';

const UNIT = String.raw`(?:mm|cm|dm|km|m|ha|ml|hl|l|dag|kg|g|t|min|s|h|zł|gr)(?:[²³]|\/h|\/s|\/min)?`;
/** A digit, a breaking space, a unit that is a whole word ("5 m", not "5 mandarynek"). */
const SPACE_BEFORE_UNIT = new RegExp(String.raw`\d ${UNIT}(?![\p{L}\d])`, 'u');
/** Groups of three digits joined by a breaking space: "12 500". */
const BREAKING_GROUP = /(?<![\d,])\d{1,3}(?: \d{3})+(?![\d,])/;
/** One digit of grosze before złoty: 80,8 zł (also in KaTeX: 80{,}8\text{ zł}). */
const ONE_DIGIT_GROSZE = /\d,\d(?!\d)\s*zł/;
const ONE_DIGIT_GROSZE_TEX = /\d\{,\}\d(?!\d)\s*(?:\\[,;: ]|~|\\quad)?\s*\\(?:text|mathrm)\{\s*zł/;
/** 1 \cdot 10^{15}: a mantissa of 1 is not written. */
const UNIT_MANTISSA_TEX = /(?<![\d,}])1\s*\\(?:cdot|times)\s*10\^/;
const UNIT_MANTISSA_PROSE = /(?<![\d,])1\s*[·×]\s*10/;

/** KaTeX segments that are only a number are read as the number ("$12$ cm" is "12 cm"). */
function proseWithNumbers(text: string): string {
  const numbersInlined = text.replace(/\$([^$]+)\$/g, (whole, tex: string) => {
    const t = tex.trim().replace(/\{,\}/g, ',');
    return /^-?\d[\d,]*$/.test(t) ? t : whole;
  });
  return splitMath(numbersInlined).prose;
}

function around(s: string, re: RegExp): string {
  const m = re.exec(s);
  return m ? JSON.stringify(s.slice(Math.max(0, m.index - 15), m.index + m[0].length + 10)) : '';
}

export function typographyProblems(text: string): string[] {
  const problems: string[] = [];
  const prose = proseWithNumbers(text);
  const { math } = splitMath(text);
  if (SPACE_BEFORE_UNIT.test(prose))
    problems.push(`breaking space between a number and its unit: ${around(prose, SPACE_BEFORE_UNIT)}`);
  if (BREAKING_GROUP.test(prose))
    problems.push(`breaking space as a thousands separator: ${around(prose, BREAKING_GROUP)}`);
  if (ONE_DIGIT_GROSZE.test(prose)) problems.push(`money without whole grosze: ${around(prose, ONE_DIGIT_GROSZE)}`);
  if (UNIT_MANTISSA_PROSE.test(prose)) problems.push(`"1 · 10^k" (write 10^k): ${around(prose, UNIT_MANTISSA_PROSE)}`);
  const oneLetter = ONE_LETTER_WORD.exec(splitMath(text).prose);
  if (oneLetter) {
    problems.push(
      `one-letter word "${oneLetter[1]}" followed by a breaking space: ${around(splitMath(text).prose, ONE_LETTER_WORD)}`,
    );
  }
  for (const tex of math) {
    if (/\d \d{3}(?!\d)/.test(tex)) problems.push(`space between digit groups in KaTeX (use \\,): "$${tex}$"`);
    if (ONE_DIGIT_GROSZE_TEX.test(tex)) problems.push(`money without whole grosze in KaTeX: "$${tex}$"`);
    if (UNIT_MANTISSA_TEX.test(tex)) problems.push(`"1 \\cdot 10^k" in KaTeX (write 10^k): "$${tex}$"`);
  }
  return problems;
}

/**
 * A one-letter word (a, i, o, u, w, z) followed by a breaking space: Polish typesetting never
 * leaves it at the end of a line ("w domu", "z $3$", "i $y$"), so the space becomes non-breaking.
 * The word starts the text or follows a space, a bracket, a quotation mark or a dash; at the
 * end of a stretch of prose it is followed by maths ("z $3$").
 */
const ONE_LETTER_WORD = /(?<=^|[\s(„"'«—–-])([aiouwzAIOUWZ]) (?=\S|$)/;
const ONE_LETTER_WORD_GLOBAL = new RegExp(ONE_LETTER_WORD.source, 'g');

/** A unit after a number in prose: "12 cm". */
const GLUE_UNIT = new RegExp(String.raw`(\d) (${UNIT})(?![\p{L}\d])`, 'gu');
/** A unit at the start of prose that follows maths ending in a number: "$12$ cm". */
const LEADING_UNIT = new RegExp(String.raw`^ (?=${UNIT}(?![\p{L}\d]))`, 'u');

/**
 * A unit after a digit or after maths, anywhere: every unit GLUE_UNIT or LEADING_UNIT would glue
 * in a stretch of prose matches here too, so a text without one has nothing to typeset.
 */
const UNIT_AFTER_NUMBER_OR_MATHS = new RegExp(String.raw`[\d$] ${UNIT}(?![\p{L}\d])`, 'u');

/**
 * Typesets one text: in prose, the space between a number and its unit becomes non-breaking
 * ("12 cm", "$12$ cm"). Maths is left alone (KaTeX never breaks inside "12\text{ cm}").
 */
export function typeset(text: string): string {
  // Most texts have no unit after a number and no one-letter word: they come back unscanned.
  if (!UNIT_AFTER_NUMBER_OR_MATHS.test(text) && !ONE_LETTER_WORD.test(text)) return text;
  let out = '';
  let last = 0;
  // Inline or display maths; the text between is prose.
  for (const m of text.matchAll(/\$\$[\s\S]+?\$\$|\$[^$]+?\$/g)) {
    out += typesetProse(text.slice(last, m.index), out) + m[0];
    last = m.index + m[0].length;
  }
  return out + typesetProse(text.slice(last), out);
}

function typesetProse(prose: string, before: string): string {
  // The maths before ends with a number: a digit, or a fraction's closing brace.
  // Only its last characters matter; a test of all of it would rescan the text for every segment.
  const glued = /\d\}?\$$/.test(before.slice(-3)) ? prose.replace(LEADING_UNIT, '\u00a0') : prose;
  return glued.replace(GLUE_UNIT, '$1\u00a0$2').replace(ONE_LETTER_WORD_GLOBAL, '$1\u00a0');
}

type ItemBody = Omit<QuestionInstance, 'templateId' | 'skillId' | 'level' | 'seed' | 'examStyle'>;

const typesetErrors = (errors: readonly CommonError[]): CommonError[] =>
  errors.map((e) => ({ ...e, feedback: typeset(e.feedback) }));

/** An open task's part is read like an item: its prompt, options, hint and feedback typeset too. */
function typesetPart(part: OpenTaskPart): OpenTaskPart {
  return {
    ...part,
    prompt: typeset(part.prompt),
    ...(part.options ? { options: part.options.map((o) => ({ ...o, text: typeset(o.text) })) } : {}),
    ...(part.answerHint !== undefined ? { answerHint: typeset(part.answerHint) } : {}),
    ...(part.commonErrors ? { commonErrors: typesetErrors(part.commonErrors) } : {}),
  };
}

/** Every text a pupil reads, typeset; answers, expected step inputs and patterns are untouched. */
export function typesetItem<T extends ItemBody>(q: T): T {
  return {
    ...q,
    stem: typeset(q.stem),
    ...(q.options ? { options: q.options.map((o) => ({ ...o, text: typeset(o.text) })) } : {}),
    ...(q.answerHint !== undefined ? { answerHint: typeset(q.answerHint) } : {}),
    steps: q.steps.map((s) => ({
      ...s,
      prompt: typeset(s.prompt),
      hints: s.hints.map(typeset) as unknown as typeof s.hints,
      feedbackByError: Object.fromEntries(Object.entries(s.feedbackByError).map(([k, v]) => [k, typeset(v)])),
    })),
    ...(q.answer.kind === 'parts'
      ? {
          answer: {
            ...q.answer,
            parts: q.answer.parts.map(typesetPart),
            scheme: q.answer.scheme.map((c) => ({ ...c, description: typeset(c.description) })),
          },
        }
      : {}),
    commonErrors: typesetErrors(q.commonErrors),
    solution: typeset(q.solution),
  };
}
