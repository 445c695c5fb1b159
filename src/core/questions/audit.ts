/**
 * Quality audit of one generated item: everything a reviewer would check by hand, turned
 * into rules (used by the template property test and `npm run content:stats`).
 * Returns human-readable problems; an empty list means the item is fine.
 */
import { eq } from '../math/rational.ts';
import { parseNumberInput, parseNumberList } from '../math/parse-number.ts';
import { equivalent, parseExpression } from '../math/expression.ts';
import { pluralForm } from '../text/plural.ts';
import { checkAnswer, expressionFormIssue, normaliseText, wrongEqualsAnswer } from './check-answer.ts';
import { checkStep, matchesAny, normaliseStepInput } from './check-step.ts';
import { acceptedInputs, answerText } from './answer-forms.ts';
import { modelResponses, openTaskCommonErrors, partAsQuestion, type PartQuestion } from './open-task.ts';
import {
  OPEN_TASK_POINTS,
  type AnswerSpec,
  type PartsAnswerSpec,
  type QuestionInstance,
  type WrongValue,
} from './types.ts';
import { figureTextScale, textWidth } from './figures.ts';
import { exponentProblems, hintFormProblems, moneyStepProblems, ratioProblems } from './content-rules.ts';

export const MAX_STEM_LENGTH = 900;
/** Shorter stems or solutions than this are not a task or a worked solution (a template bug). */
export const MIN_STEM_LENGTH = 11;
export const MIN_SOLUTION_LENGTH = 6;
/** More anticipated mistakes than this make the feedback list unreadable. */
export const MAX_COMMON_ERRORS = 4;

/** All user-visible texts of an item with a label saying where each one comes from. */
export function itemTexts(q: QuestionInstance): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [{ where: 'stem', text: q.stem }];
  q.options?.forEach((o, i) => out.push({ where: `options[${i}]`, text: o.text }));
  if (q.answerHint !== undefined) out.push({ where: 'answerHint', text: q.answerHint });
  if (q.unitLabel !== undefined) out.push({ where: 'unitLabel', text: q.unitLabel });
  q.steps.forEach((s, i) => {
    out.push({ where: `steps[${i}].prompt`, text: s.prompt });
    s.hints.forEach((h, j) => out.push({ where: `steps[${i}].hints[${j}]`, text: h }));
    for (const [code, f] of Object.entries(s.feedbackByError)) {
      out.push({ where: `steps[${i}].feedbackByError.${code}`, text: f });
    }
  });
  q.commonErrors.forEach((e) => out.push({ where: `commonErrors.${e.key}.feedback`, text: e.feedback }));
  if (q.answer.kind === 'parts') {
    for (const part of q.answer.parts) {
      out.push({ where: `parts.${part.id}.prompt`, text: part.prompt });
      part.options?.forEach((o, i) => out.push({ where: `parts.${part.id}.options[${i}]`, text: o.text }));
      if (part.answerHint !== undefined) out.push({ where: `parts.${part.id}.answerHint`, text: part.answerHint });
      if (part.unitLabel !== undefined) out.push({ where: `parts.${part.id}.unitLabel`, text: part.unitLabel });
    }
    for (const c of q.answer.scheme) out.push({ where: `scheme.${c.id}`, text: c.description });
  }
  out.push({ where: 'solution', text: q.solution });
  return out;
}

/** Splits text into prose and KaTeX segments ($…$ and $$…$$). */
export function splitMath(text: string): { prose: string; math: string[] } {
  const math: string[] = [];
  const prose = text.replace(
    /\$\$([\s\S]+?)\$\$|\$([^$]+?)\$/g,
    (_, display: string | undefined, inline: string | undefined) => {
      math.push(display ?? inline ?? '');
      return ' $…$ ';
    },
  );
  return { prose, math };
}

/** A KaTeX segment that is just a number, rewritten as Polish prose text (for the plural check). */
function mathNumberAsText(tex: string): string | null {
  const t = tex
    .trim()
    .replace(/\\[,;: ]|\\!|~/g, ' ')
    .replace(/\{,\}/g, ',');
  return /^-?\d[\d ]*(,\d+)?$/.test(t) ? t.replace(/ /g, '') : null;
}

interface CountedNoun {
  one: readonly string[];
  few: readonly string[];
  many: readonly string[];
}

/**
 * Counted nouns whose three forms we check after an integer ("5 jabłek"). Personal
 * masculine nouns accept both "2 uczniów" and "2 uczniowie".
 */
export const COUNTED_NOUNS: readonly CountedNoun[] = [
  { one: ['jabłko'], few: ['jabłka'], many: ['jabłek'] },
  { one: ['gruszka'], few: ['gruszki'], many: ['gruszek'] },
  { one: ['cukierek'], few: ['cukierki'], many: ['cukierków'] },
  { one: ['zeszyt'], few: ['zeszyty'], many: ['zeszytów'] },
  { one: ['książka'], few: ['książki'], many: ['książek'] },
  { one: ['długopis'], few: ['długopisy'], many: ['długopisów'] },
  { one: ['ołówek'], few: ['ołówki'], many: ['ołówków'] },
  { one: ['osoba'], few: ['osoby'], many: ['osób'] },
  { one: ['uczeń'], few: ['uczniowie', 'uczniów'], many: ['uczniów'] },
  { one: ['uczennica'], few: ['uczennice'], many: ['uczennic'] },
  { one: ['kilometr'], few: ['kilometry'], many: ['kilometrów'] },
  { one: ['metr'], few: ['metry'], many: ['metrów'] },
  { one: ['centymetr'], few: ['centymetry'], many: ['centymetrów'] },
  { one: ['litr'], few: ['litry'], many: ['litrów'] },
  { one: ['kilogram'], few: ['kilogramy'], many: ['kilogramów'] },
  { one: ['gram'], few: ['gramy'], many: ['gramów'] },
  { one: ['złoty'], few: ['złote'], many: ['złotych'] },
  { one: ['grosz'], few: ['grosze'], many: ['groszy'] },
  { one: ['minuta', 'minutę'], few: ['minuty'], many: ['minut'] },
  { one: ['godzina', 'godzinę'], few: ['godziny'], many: ['godzin'] },
  { one: ['sekunda', 'sekundę'], few: ['sekundy'], many: ['sekund'] },
  { one: ['rok'], few: ['lata'], many: ['lat'] },
  { one: ['tydzień'], few: ['tygodnie'], many: ['tygodni'] },
  { one: ['miesiąc'], few: ['miesiące'], many: ['miesięcy'] },
  { one: ['punkt'], few: ['punkty'], many: ['punktów'] },
  { one: ['bok'], few: ['boki'], many: ['boków'] },
  { one: ['kąt'], few: ['kąty'], many: ['kątów'] },
  { one: ['wierzchołek'], few: ['wierzchołki'], many: ['wierzchołków'] },
  { one: ['krawędź'], few: ['krawędzie'], many: ['krawędzi'] },
  { one: ['ściana', 'ścianę'], few: ['ściany'], many: ['ścian'] },
  { one: ['kula', 'kulę'], few: ['kule'], many: ['kul'] },
  { one: ['kulka', 'kulkę'], few: ['kulki'], many: ['kulek'] },
  { one: ['pytanie'], few: ['pytania'], many: ['pytań'] },
  { one: ['zadanie'], few: ['zadania'], many: ['zadań'] },
  { one: ['strona', 'stronę'], few: ['strony'], many: ['stron'] },
  { one: ['bilet'], few: ['bilety'], many: ['biletów'] },
  { one: ['samochód'], few: ['samochody'], many: ['samochodów'] },
  { one: ['sztuka', 'sztukę'], few: ['sztuki'], many: ['sztuk'] },
  { one: ['pudełko'], few: ['pudełka'], many: ['pudełek'] },
  { one: ['liczba', 'liczbę'], few: ['liczby'], many: ['liczb'] },
  { one: ['cyfra', 'cyfrę'], few: ['cyfry'], many: ['cyfr'] },
  { one: ['dzielnik'], few: ['dzielniki'], many: ['dzielników'] },
  { one: ['kostka', 'kostkę'], few: ['kostki'], many: ['kostek'] },
  { one: ['moneta', 'monetę'], few: ['monety'], many: ['monet'] },
  { one: ['klasa', 'klasę'], few: ['klasy'], many: ['klas'] },
  { one: ['dzień'], few: ['dni'], many: ['dni'] },
  { one: ['stopień'], few: ['stopnie'], many: ['stopni'] },
  { one: ['procent'], few: ['procent', 'procenty'], many: ['procent'] },
  { one: ['ciastko'], few: ['ciastka'], many: ['ciastek'] },
  { one: ['butelka', 'butelkę'], few: ['butelki'], many: ['butelek'] },
  { one: ['kwadrat'], few: ['kwadraty'], many: ['kwadratów'] },
  { one: ['trójkąt'], few: ['trójkąty'], many: ['trójkątów'] },
  { one: ['odcinek'], few: ['odcinki'], many: ['odcinków'] },
  { one: ['chłopiec'], few: ['chłopców', 'chłopcy'], many: ['chłopców'] },
  { one: ['dziewczyna', 'dziewczynę'], few: ['dziewczyny'], many: ['dziewczyn'] },
  { one: ['drzewo'], few: ['drzewa'], many: ['drzew'] },
  { one: ['kartka', 'kartkę'], few: ['kartki'], many: ['kartek'] },
  { one: ['kasztan'], few: ['kasztany'], many: ['kasztanów'] },
  { one: ['mecz'], few: ['mecze'], many: ['meczów'] },
  { one: ['urządzenie'], few: ['urządzenia'], many: ['urządzeń'] },
  { one: ['część', 'częścią'], few: ['części'], many: ['części'] },
  { one: ['setna', 'setną'], few: ['setne'], many: ['setnych'] },
  { one: ['paczka', 'paczkę'], few: ['paczki'], many: ['paczek'] },
  { one: ['drużyna', 'drużynę'], few: ['drużyny'], many: ['drużyn'] },
];

/**
 * Adjectives that may stand between a number and its noun ("3882 jednakowe zeszyty", "4 równe
 * części"), each with its forms after one, few and many.
 */
const COUNTED_ADJECTIVES: readonly CountedNoun[] = [
  { one: ['jednakowy', 'jednakowa', 'jednakowe', 'jednakową'], few: ['jednakowe'], many: ['jednakowych'] },
  { one: ['równy', 'równa', 'równe', 'równą'], few: ['równe'], many: ['równych'] },
];

/** Prepositions after which a numeral phrase is in the genitive ("z 3 jabłek" is correct). */
const GENITIVE_CONTEXT = new Set([
  'z',
  'ze',
  'od',
  'do',
  'bez',
  'dla',
  'około',
  'u',
  'ponad',
  'spośród',
  'wśród',
  'obok',
  'koło',
  'według',
  'zamiast',
  'oprócz',
  'sprzed',
  'spod',
  'powyżej',
  'poniżej',
  'wokół',
  'podczas',
  'ciągu',
  'trakcie',
]);

/** Words after which a number is a label, not a count ("cyfrą 6 liczba…", "linii 3 co…"). */
const LABEL_CONTEXT = new Set([
  'cyfra',
  'cyfrą',
  'cyfrę',
  'cyfry',
  'cyfrze',
  'liczba',
  'liczbą',
  'liczbę',
  'liczby',
  'liczbie',
  'numer',
  'numerem',
  'nr',
  'linia',
  'linii',
  'klasa',
  'klasie',
  'klasy',
  'strona',
  'stronie',
  'punkt',
  'punkcie',
  'dzień',
  'dnia',
  'roku',
  'rok',
]);

const NOUN_INDEX = new Map<string, CountedNoun>();
for (const noun of COUNTED_NOUNS) for (const f of [...noun.one, ...noun.few, ...noun.many]) NOUN_INDEX.set(f, noun);
const ADJECTIVE_INDEX = new Map<string, CountedNoun>();
for (const adj of COUNTED_ADJECTIVES)
  for (const f of [...adj.one, ...adj.few, ...adj.many]) ADJECTIVE_INDEX.set(f, adj);

/** Wrong "<integer> <noun>" agreements in a Polish text ("5 jabłka", "2 jabłko"). */
export function pluralProblems(text: string): string[] {
  if (!/\d/.test(text)) return [];
  const { prose } = splitMath(text.replace(/\$([^$]+)\$/g, (whole, tex: string) => mathNumberAsText(tex) ?? whole));
  const problems: string[] = [];
  const re =
    /(?<![\d,./:]|\d\u00a0|\d )((?:\d{1,3}(?:[ \u00a0]\d{3})+)|\d+)(?![,.]\d)[ \u00a0]+(\p{L}+)(?:[ \u00a0]+(\p{L}+))?/gu;
  for (const m of prose.matchAll(re)) {
    let word = m[2]!.toLowerCase();
    let noun = NOUN_INDEX.get(word);
    // "3882 jednakowych zeszytów": the adjective agrees with the number like its noun does.
    const adjective = ADJECTIVE_INDEX.get(word);
    if (!noun && adjective && m[3] && NOUN_INDEX.has(m[3].toLowerCase())) {
      noun = adjective;
      word = m[2]!.toLowerCase();
    }
    if (!noun) continue;
    const n = Number(m[1]!.replace(/[ \u00a0]/g, ''));
    const before = /(\p{L}+)\P{L}*$/u.exec(prose.slice(Math.max(0, m.index - 24), m.index))?.[1]?.toLowerCase() ?? '';
    if (LABEL_CONTEXT.has(before)) continue;
    const genitive = GENITIVE_CONTEXT.has(before);
    const category = pluralForm(n, { one: 'one', few: 'few', many: 'many' });
    const allowed = new Set<string>(noun[category as 'one' | 'few' | 'many']);
    // In genitive context every count takes the genitive plural (or genitive singular for 1).
    if (genitive) {
      noun.many.forEach((f) => allowed.add(f));
      if (n === 1) noun.few.forEach((f) => allowed.add(f));
    }
    if (!allowed.has(word)) {
      problems.push(`"${m[0]}" should be "${m[1]} ${[...noun[category as 'one' | 'few' | 'many']][0]}"`);
    }
  }
  return problems;
}

/** Polish notation problems in a text: decimal points, unbraced commas in KaTeX, ungrouped thousands, `*`. */
export function notationProblems(text: string): string[] {
  const problems: string[] = [];
  const { prose, math } = splitMath(text);
  if (/\d\.\d/.test(prose)) problems.push(`decimal point in prose (use a comma): "${excerpt(prose, /\d\.\d/)}"`);
  if (/(?<![\d,.(])\d{5,}(?![\d)])/.test(withoutDigitBlocks(prose))) {
    problems.push(`number ≥ 10 000 without a thousands space: "${excerpt(prose, /\d{5,}/)}"`);
  }
  if (/\\[a-zA-Z]+/.test(prose)) problems.push(`KaTeX command outside $…$: "${excerpt(prose, /\\[a-zA-Z]+/)}"`);
  if (/\d\s*\*\s*\d/.test(prose)) problems.push(`"*" used for multiplication (use ·): "${excerpt(prose, /\d\s*\*/)}"`);
  for (const tex of math) {
    if (/\d\.\d/.test(tex)) problems.push(`decimal point in KaTeX (use {,}): "$${tex}$"`);
    if (/\d,\d/.test(tex)) problems.push(`bare comma between digits in KaTeX (use {,}): "$${tex}$"`);
    const withoutDecimals = tex.replace(/\d+\{,\}\d*(\(\d+\))?/g, '0');
    if (/(?<![\d.])\d{5,}/.test(withoutDecimals))
      problems.push(`number ≥ 10 000 without \\, grouping in KaTeX: "$${tex}$"`);
    if (/\d\s*\*\s*\d/.test(tex)) problems.push(`"*" in KaTeX (use \\cdot): "$${tex}$"`);
  }
  return problems;
}

/**
 * Drops decimal fractions (2,125 or 0,(142857)) and digit strings that are not quantities
 * (the repeating block of a periodic decimal: "okres 142857", "cyfry 142857").
 */
function withoutDigitBlocks(prose: string): string {
  return prose
    .replace(/\d*[,.]\d*(\(\d+\))?(…)?/g, '0')
    .replace(/(okres\p{L}*|powtarza\p{L}*(?: się)?|cyfr\p{L}*|blok\p{L}*):?\s+\d+/giu, '$1 0');
}

function excerpt(s: string, re: RegExp): string {
  const m = re.exec(s);
  if (!m) return '';
  return s.slice(Math.max(0, m.index - 20), m.index + 25).trim();
}

/** Leaked programming values in user-visible text. */
export function leakProblems(text: string): string[] {
  const m = /\b(NaN|undefined|Infinity|null)\b|\[object/.exec(text);
  return m ? [`contains "${m[0]}"`] : [];
}

/**
 * Masculine second-person past forms ("Dodałeś", "Pomyliłeś się", "zrobiłbyś") address only
 * boys; feedback must be gender-neutral ("Dodajesz…", "Tu dodano…", "Sprawdź, czy…").
 */
export function genderedProblems(text: string): string[] {
  const m = /(?<![\p{L}])\p{L}*(łeś|łaś|łbyś|łabyś)(?![\p{L}])/iu.exec(text);
  return m ? [`addresses the pupil with a gendered form "${m[0]}"`] : [];
}

/**
 * The input hint must promise what the checker accepts: "ułamek nieskracalny" → lowest terms
 * required; a fraction-only hint → decimals not accepted (and the shown answer is a fraction);
 * a decimal-only hint → fractions not accepted; a required form is named in the hint.
 */
export function answerHintProblems(q: QuestionInstance): string[] {
  const h = q.answerHint;
  const a = q.answer;
  // Labelled values get one box each ("x =", "y ="): the hint must not ask for one typed pair.
  if (h !== undefined && a.kind === 'numbers' && a.labels?.length && /średnik|\(|w postaci/i.test(h)) {
    return [`answerHint "${h}" describes a typed pair, but the answer has a box per value (${a.labels.join(', ')})`];
  }
  if (h === undefined || a.kind !== 'number') return [];
  const problems: string[] = [];
  const forms = a.forms ?? {};
  if (/nieskracaln/i.test(h) && !a.requireSimplest)
    problems.push(`answerHint "${h}" asks for lowest terms but requireSimplest is off`);
  const fractionOnly = /\bułam(ek|ka)\b/i.test(h) && !/dziesiętn|liczb[ęa](?!\p{L})|ułamkiem/iu.test(h);
  if (fractionOnly && (forms.decimal ?? true) && a.requiredForm !== 'fraction' && a.requiredForm !== 'mixed') {
    problems.push(`answerHint "${h}" asks for a fraction but decimals are accepted (set forms: FRACTION_ONLY)`);
  }
  if (/dziesiętn/i.test(h) && !/zwykł/i.test(h) && (forms.fraction ?? true) && a.requiredForm !== 'decimal') {
    problems.push(`answerHint "${h}" asks for a decimal but fractions are accepted`);
  }
  if (a.requiredForm === 'mixed' && !/mieszan|\d \d\/\d/i.test(h))
    problems.push(`requiredForm mixed but answerHint "${h}" does not say so`);
  if (a.requiredForm === 'scientific' && !/10\^|wykładnicz/i.test(h)) {
    problems.push(`requiredForm scientific but answerHint "${h}" does not say so`);
  }
  return problems;
}

/** Labels a phone shows below this size (px) are hard to read. */
export const MIN_FIGURE_FONT_PX = 11;

export function figureProblems(svg: string): string[] {
  const problems: string[] = [];
  const t = svg.trim();
  if (!t.startsWith('<svg')) problems.push('figure does not start with <svg');
  if (!/<svg[^>]*\sviewBox="[-\d.\s]+"/.test(t)) problems.push('figure has no viewBox');
  if (!t.endsWith('</svg>')) problems.push('figure does not end with </svg>');
  if (/<script|\son\w+\s*=|javascript:|<foreignObject|href\s*=\s*["']?https?:/i.test(t)) {
    problems.push('figure contains script, event handlers or external links');
  }
  const m = /\b(NaN|undefined|Infinity|null)\b|\[object/.exec(t);
  if (m) problems.push(`figure contains "${m[0]}"`);
  const { minFont } = figureTextScale(t);
  if (minFont < MIN_FIGURE_FONT_PX) {
    problems.push(
      `figure text shows at ${minFont.toFixed(1)} px on a phone (min ${MIN_FIGURE_FONT_PX}): narrow the viewBox`,
    );
  }
  problems.push(...clippedLabels(t));
  return problems;
}

/** Labels whose estimated box reaches outside the viewBox (they would be cut off). */
function clippedLabels(svg: string): string[] {
  const vb = /viewBox="([-\d.]+) ([-\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!vb) return [];
  const [x0, y0, w, h] = vb.slice(1).map(Number) as [number, number, number, number];
  const out: string[] = [];
  for (const mt of svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)) {
    const attrs = mt[1]!;
    const num = (name: string) => Number(new RegExp(`\\b${name}="([-\\d.]+)"`).exec(attrs)?.[1] ?? NaN);
    const x = num('x');
    const y = num('y');
    const size = num('font-size') || 14;
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    const text = mt[2]!.replace(/&\w+;/g, '&');
    const width = textWidth(text, size);
    const anchor = /text-anchor="(start|middle|end)"/.exec(attrs)?.[1] ?? 'start';
    const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width;
    const central = /dominant-baseline="(central|middle)"/.test(attrs);
    const top = central ? y - size / 2 : y - size * 0.8;
    const bottom = central ? y + size / 2 : y + size * 0.2;
    const slack = 2;
    if (left < x0 - slack || left + width > x0 + w + slack || top < y0 - slack || bottom > y0 + h + slack) {
      out.push(`figure label "${text}" is cut off by the viewBox`);
      break;
    }
  }
  return out;
}

/** How a pupil would type a common error's wrong value (in a form the item accepts). */
export function typedWrongValue(answer: AnswerSpec, wrong: WrongValue): string | null {
  if (answer.kind === 'number' && wrong.kind === 'number') {
    return acceptedInputs({ ...answer, value: wrong.value })[0] ?? null;
  }
  if (answer.kind === 'numbers' && wrong.kind === 'numbers') {
    return acceptedInputs({ ...answer, values: wrong.values, labels: undefined })[0] ?? null;
  }
  if (answer.kind === 'expression' && wrong.kind === 'expression') return wrong.expr;
  if (answer.kind === 'text' && wrong.kind === 'text') return wrong.accepted[0] ?? null;
  return null;
}

function lastStepMatchesAnswer(answer: AnswerSpec, expected: string): boolean {
  switch (answer.kind) {
    case 'number': {
      const p = parseNumberInput(expected);
      return p.ok && eq(p.value.value, answer.value);
    }
    case 'numbers': {
      const p = parseNumberList(expected, answer.values.length);
      return p.ok && checkAnswer({ answer }, expected).result === 'correct';
    }
    case 'expression': {
      const a = parseExpression(expected, answer.variables);
      const b = parseExpression(answer.expr, answer.variables);
      return a.ok && b.ok && equivalent(a.value, b.value, answer.variables);
    }
    case 'text':
      return answer.accepted.some((t) => normaliseText(t, true) === normaliseText(expected, true));
    case 'choice':
      return true;
    case 'parts': {
      // An open task's steps end with its last computed part (a written justification ends in a
      // form no single step can give: the steps lead to it).
      const last = answer.parts.at(-1);
      return last !== undefined && (last.written !== undefined || lastStepMatchesAnswer(last.answer, expected));
    }
  }
}

const TYPE_FOR_KIND: Record<AnswerSpec['kind'], readonly string[]> = {
  choice: ['mcq'],
  number: ['numeric', 'fraction'],
  numbers: ['numeric', 'fraction'],
  expression: ['expression'],
  text: ['text'],
  parts: ['open'],
};

/** The answer, the options and the common errors of a closed item (or part) agree with the checker. */
function auditAnswer(q: PartQuestion, add: (p: string) => void, optionCounts: readonly number[]): void {
  const a = q.answer;
  // The item's own answer, in every accepted form.
  try {
    if (a.kind === 'expression') {
      const own = parseExpression(a.expr, a.variables);
      if (!own.ok) add(`answer expr "${a.expr}" does not parse: ${own.reason}`);
      else {
        const issue = expressionFormIssue(own.value, a.form);
        if (issue) add(`answer expr "${a.expr}" breaks its own form rule '${a.form}': ${issue}`);
      }
    }
    if (a.kind === 'number' && a.requiredForm === 'scientific' && a.forms?.scientific === false) {
      add('requiredForm scientific but forms.scientific false');
    }
    for (const input of acceptedInputs(a)) {
      const r = checkAnswer(q, input);
      if (r.result !== 'correct') add(`own answer typed as "${input}" checks ${JSON.stringify(r)}`);
    }
    // The answer as shown to the pupil (and typed by the e2e tests) must itself be accepted.
    if (a.kind === 'number' || a.kind === 'expression' || a.kind === 'text') {
      let shown = answerText(a, q.options, q.unitLabel);
      if (q.unitLabel && shown.endsWith(q.unitLabel)) shown = shown.slice(0, -q.unitLabel.length).trim();
      const r = checkAnswer(q, shown);
      if (r.result !== 'correct') add(`displayed answer "${shown}" checks ${JSON.stringify(r)}`);
    }
  } catch (e) {
    add(`checking the own answer throws: ${(e as Error).message}`);
  }

  // Multiple choice.
  if (a.kind === 'choice') {
    const options = q.options ?? [];
    if (!optionCounts.includes(options.length))
      add(`${options.length} options (expected ${optionCounts.join(' or ')})`);
    const texts = options.map((o) => normaliseText(o.text));
    if (new Set(texts).size !== texts.length) add(`option texts are not distinct: ${JSON.stringify(texts)}`);
    if (!Number.isInteger(a.index) || a.index < 0 || a.index >= options.length)
      add(`answer index ${a.index} out of range`);
    options.forEach((o, i) => {
      const r = checkAnswer(q, i);
      if (i === a.index) {
        if (o.errorKey) add(`correct option ${i} carries errorKey '${o.errorKey}'`);
        if (r.result !== 'correct') add(`correct option ${i} checks ${r.result}`);
      } else {
        if (!o.errorKey) add(`distractor ${i} ("${o.text}") has no errorKey`);
        else if (!q.commonErrors.some((e) => e.key === o.errorKey)) {
          add(`distractor ${i} errorKey '${o.errorKey}' has no commonError (no feedback to show)`);
        }
        if (r.result !== 'incorrect' || r.errorKey !== o.errorKey) {
          add(`distractor ${i} checks ${JSON.stringify(r)}, expected incorrect with '${o.errorKey}'`);
        }
      }
    });
  } else if (q.options && q.options.length > 0) {
    add(`options present but answer kind is '${a.kind}'`);
  }

  // Common errors: each is wrong, and typing it is recognised with its key.
  if (q.commonErrors.length > MAX_COMMON_ERRORS) {
    add(`${q.commonErrors.length} common errors (at most ${MAX_COMMON_ERRORS})`);
  }
  const seenKeys = new Set<string>();
  q.commonErrors.forEach((e) => {
    if (seenKeys.has(e.key)) add(`commonError key '${e.key}' appears twice`);
    seenKeys.add(e.key);
    if (!e.feedback.trim()) add(`commonError '${e.key}' has empty feedback`);
    if (a.kind === 'choice') return;
    try {
      if (wrongEqualsAnswer(a, e.wrong)) {
        add(`commonError '${e.key}' wrong value equals the correct answer`);
        return;
      }
      const typed = typedWrongValue(a, e.wrong);
      if (typed === null) {
        add(`commonError '${e.key}' has wrong kind '${e.wrong.kind}' for answer kind '${a.kind}'`);
        return;
      }
      const r = checkAnswer(q, typed);
      if (r.result !== 'incorrect' || r.errorKey !== e.key) {
        add(
          `commonError '${e.key}' typed as "${typed}" checks ${JSON.stringify(r)} (same wrong value as an earlier error?)`,
        );
      }
    } catch (err) {
      add(`commonError '${e.key}' throws: ${(err as Error).message}`);
    }
  });
}

/**
 * An open task: parts 'a', 'b', … each sound as a closed item (choice parts with 2–4 options),
 * a marking scheme whose points sum to the task's points, criteria requiring existing parts,
 * every part counted by some criterion, and the item's common errors those of its parts.
 */
function auditOpenTask(q: QuestionInstance, a: PartsAnswerSpec, add: (p: string) => void): void {
  if (!OPEN_TASK_POINTS.includes(a.points)) add(`open task worth ${a.points} points (2–4)`);
  if (q.options !== undefined) add('open task has item-level options (options belong to parts)');
  if (a.parts.length === 0) add('open task has no parts');
  a.parts.forEach((part, i) => {
    const want = String.fromCharCode(97 + i);
    if (part.id !== want) add(`part ${i} has id '${part.id}' (expected '${want}')`);
    if (!part.prompt.trim()) add(`part ${part.id} has an empty prompt`);
    // The CKE gives nothing for a method that is not written: a method or a justification is
    // written by the pupil, never chosen among options.
    if ((part.role === 'method' || part.role === 'reasoning') && part.written === undefined) {
      add(`part ${part.id} (${part.role}) is chosen, not written`);
    }
    auditAnswer(partAsQuestion(part), (p) => add(`part ${part.id}: ${p}`), [2, 3, 4]);
    const needs = part.calc?.match(/\b[a-z]\b/g) ?? [];
    if (needs.some((id) => id >= part.id)) add(`part ${part.id}: calc ${part.calc} uses a later part`);
  });
  const sum = a.scheme.reduce((s, c) => s + c.points, 0);
  if (sum !== a.points) add(`marking scheme sums to ${sum} points, the task is worth ${a.points}`);
  const ids = new Set(a.parts.map((p) => p.id));
  const criterionIds = new Set<string>();
  for (const c of a.scheme) {
    if (criterionIds.has(c.id)) add(`criterion '${c.id}' appears twice`);
    criterionIds.add(c.id);
    if (!Number.isInteger(c.points) || c.points < 1) add(`criterion '${c.id}' is worth ${c.points} points`);
    if (!c.description.trim()) add(`criterion '${c.id}' has no description`);
    if (c.requires.length === 0) add(`criterion '${c.id}' requires no part (earned for nothing)`);
    for (const id of c.requires) if (!ids.has(id)) add(`criterion '${c.id}' requires unknown part '${id}'`);
  }
  for (const id of ids) {
    if (!a.scheme.some((c) => c.requires.includes(id))) add(`part ${id} counts for no criterion`);
  }
  if (JSON.stringify(q.commonErrors) !== JSON.stringify(openTaskCommonErrors(a.parts))) {
    add("the item's commonErrors are not the union of its parts' (build the item with kit openTask)");
  }
  const full = checkAnswer(q, JSON.stringify(modelResponses(a)));
  if (full.result !== 'correct') add(`the model solution checks ${JSON.stringify(full)}`);
}

export interface AuditOptions {
  /** The template's `lastStepIsAnswer` flag (default true). */
  lastStepIsAnswer?: boolean;
  /** Run the (slower) text rules: notation, plurals, leaks, KaTeX balance, figure. Default true. */
  texts?: boolean;
}

/** Every rule for one item; problems are short English sentences for template authors. */
export function auditQuestion(q: QuestionInstance, opts: AuditOptions = {}): string[] {
  const problems: string[] = [];
  const add = (p: string) => problems.push(p);
  const a = q.answer;

  if (!TYPE_FOR_KIND[a.kind].includes(q.type)) add(`type '${q.type}' does not fit answer kind '${a.kind}'`);

  if (a.kind === 'parts') auditOpenTask(q, a, add);
  else auditAnswer({ ...q, answer: a }, add, q.examStyle === 'prawda_falsz' ? [2] : [4]);

  // Steps.
  if (q.steps.length === 0) add('no steps');
  q.steps.forEach((s, i) => {
    if (!s.prompt.trim()) add(`steps[${i}] has an empty prompt`);
    if (!s.expected.trim()) add(`steps[${i}] has an empty expected answer`);
    if (s.hints.length !== 3 || s.hints.some((h) => !h.trim())) add(`steps[${i}] needs three non-empty hints`);
    for (const p of [...s.patterns, ...(s.errorPatterns ?? []).flatMap((e) => e.patterns)]) {
      try {
        new RegExp(p, 'i');
      } catch {
        add(`steps[${i}] has an invalid regex: ${p}`);
      }
    }
    const r = checkStep(q, i, s.expected);
    if (r.status !== 'correct') add(`steps[${i}] expected "${s.expected}" checks ${r.status} against its own patterns`);
    else if (!matchesAny(s.patterns, normaliseStepInput(s.expected))) {
      add(
        `steps[${i}] patterns do not match the expected "${s.expected}" (normalised "${normaliseStepInput(s.expected)}")`,
      );
    }
    for (const detector of s.errorPatterns ?? []) {
      if (!(detector.code in s.feedbackByError)) add(`steps[${i}] error code '${detector.code}' has no feedback`);
      // The checker accepts a pattern match first, so this detector could never fire on it.
      if (matchesAny(detector.patterns, normaliseStepInput(s.expected))) {
        add(`steps[${i}] error code '${detector.code}' matches the expected "${s.expected}"`);
      }
    }
    for (const p of leakProblems(s.expected)) add(`steps[${i}] expected ${p}`);
  });
  const last = q.steps.at(-1);
  if (last && opts.lastStepIsAnswer !== false && !lastStepMatchesAnswer(a, last.expected)) {
    add(`last step expected "${last.expected}" is not the final answer`);
  }

  // Texts.
  if (!q.solution.trim()) add('empty solution');
  else if (q.solution.trim().length < MIN_SOLUTION_LENGTH) add(`solution "${q.solution}" is too short`);
  if (q.stem.trim().length < MIN_STEM_LENGTH) add(`stem "${q.stem}" is too short to be a task`);
  if (opts.texts === false) return problems;
  if (q.stem.length > MAX_STEM_LENGTH) add(`stem is ${q.stem.length} characters (max ${MAX_STEM_LENGTH})`);
  for (const { where, text } of itemTexts(q)) {
    if (typeof text !== 'string') {
      add(`${where} is not a string`);
      continue;
    }
    for (const p of leakProblems(text)) add(`${where} ${p}`);
    for (const p of notationProblems(text)) add(`${where}: ${p}`);
    // Only the input hint may name "*" (how to type a product); elsewhere it is a leaked code sign.
    if (where !== 'answerHint' && !/\d\s*\*\s*\d/.test(text) && splitMath(text).prose.includes('*')) {
      add(`${where}: "*" in prose (use · inside $…$)`);
    }
    for (const p of pluralProblems(text)) add(`${where}: plural ${p}`);
    if ((text.match(/\$/g) ?? []).length % 2 !== 0) add(`${where} has an odd number of $ (unbalanced KaTeX)`);
    for (const p of genderedProblems(text)) add(`${where} ${p}`);
  }
  for (const p of answerHintProblems(q)) add(p);
  for (const p of hintFormProblems(q)) add(p);
  for (const p of moneyStepProblems(q)) add(p);
  for (const { where, text } of itemTexts(q)) for (const p of exponentProblems(text)) add(`${where}: ${p}`);
  for (const p of ratioProblems(q.stem)) add(`stem: ${p}`);
  if (q.figure !== undefined) for (const p of figureProblems(q.figure)) add(p);
  for (const [k, v] of Object.entries(q.params)) {
    if (typeof v === 'number' && !Number.isFinite(v)) add(`params.${k} is ${v}`);
  }
  return problems;
}
