/**
 * Reading and writing large numbers (podstawa 4-6.I.1–2: odczytywanie i zapisywanie liczb
 * wielocyfrowych): a number given in words (levels 1–2) or with the school abbreviations tys.,
 * mln, mld (level 3) written in digits, where a group of three digits starts with zeros.
 */
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { formatNumber } from '../../../text/format.ts';
import { qty } from '../../kit/format.ts';
import { type NounForms, pluralForm } from '../../../text/plural.ts';
import { rat } from '../../../math/rational.ts';

const UNITS = ['', 'jeden', 'dwa', 'trzy', 'cztery', 'pięć', 'sześć', 'siedem', 'osiem', 'dziewięć'];
const TEENS = [
  'dziesięć',
  'jedenaście',
  'dwanaście',
  'trzynaście',
  'czternaście',
  'piętnaście',
  'szesnaście',
  'siedemnaście',
  'osiemnaście',
  'dziewiętnaście',
];
const TENS = [
  '',
  '',
  'dwadzieścia',
  'trzydzieści',
  'czterdzieści',
  'pięćdziesiąt',
  'sześćdziesiąt',
  'siedemdziesiąt',
  'osiemdziesiąt',
  'dziewięćdziesiąt',
];
const HUNDREDS = [
  '',
  'sto',
  'dwieście',
  'trzysta',
  'czterysta',
  'pięćset',
  'sześćset',
  'siedemset',
  'osiemset',
  'dziewięćset',
];

/** Group names from the thousands up, with the forms after a number. */
const GROUPS: readonly NounForms[] = [
  { one: 'tysiąc', few: 'tysiące', many: 'tysięcy' },
  { one: 'milion', few: 'miliony', many: 'milionów' },
  { one: 'miliard', few: 'miliardy', many: 'miliardów' },
];
const GROUP_ABBREVIATIONS = ['tys.', 'mln', 'mld'];

/** 1–999 in words: 305 → "trzysta pięć". */
function hundredsInWords(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const words = [HUNDREDS[h]!];
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10]!);
  else words.push(TENS[Math.floor(rest / 10)]!, UNITS[rest % 10]!);
  return words.filter((w) => w !== '').join(' ');
}

/** The groups of three digits, lowest first: 7 030 405 000 → [0, 405, 30, 7]. */
function groupsOf(n: number): number[] {
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  return groups;
}

/** A whole number below 10¹² in Polish words: 2 021 005 → "dwa miliony dwadzieścia jeden tysięcy pięć". */
export function numberInWords(n: number): string {
  const groups = groupsOf(n);
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i]!;
    if (g === 0) continue;
    if (i === 0) words.push(hundredsInWords(g));
    // "tysiąc", "milion": one of a group is said without "jeden".
    else if (g === 1) words.push(GROUPS[i - 1]!.one);
    else words.push(`${hundredsInWords(g)} ${pluralForm(g, GROUPS[i - 1]!)}`);
  }
  return words.join(' ');
}

/** The same number with the school abbreviations: 7 mld 30 mln 405 tys. */
function numberAbbreviated(n: number): string {
  const groups = groupsOf(n);
  const parts: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i]!;
    if (g !== 0) parts.push(i === 0 ? String(g) : `${g} ${GROUP_ABBREVIATIONS[i - 1]}`);
  }
  return parts.join(' ');
}

/** The slip of writing each group without its leading zeros: 305 020 → 30 520. */
function zerosDropped(n: number): number {
  const groups = groupsOf(n);
  let digits = '';
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i]!;
    digits += i === groups.length - 1 ? String(g) : g === 0 ? '000' : String(g);
  }
  return Number(digits);
}

/** The groups' names as a heading, from the units up. */
const GROUP_LABELS = ['jedności', 'tysiące', 'miliony', 'miliardy'];
const capitalised = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

const GROUP_HINT = 'Liczbę zapisujemy w grupach po trzy cyfry: miliony, tysiące, jedności.';

function largeNumber(n: number, level: number): GeneratedBody | null {
  const groups = groupsOf(n);
  // Only numbers in which a lower group needs a leading zero: writing them is the skill.
  if (!groups.slice(0, -1).some((g) => g > 0 && g < 100)) return null;
  const dropped = zerosDropped(n);
  const mistakes: NumericMistake[] = [
    {
      key: 'zeros_dropped',
      value: rat(dropped),
      feedback:
        'Pominięto zera. Każda grupa po tysiącach i milionach ma trzy cyfry: „pięć tysięcy dwadzieścia” to 5020, a nie 520.',
    },
  ];
  const top = groups.length - 1;
  const named = level === 3 ? numberAbbreviated(n) : numberInWords(n);
  const stem =
    level === 3
      ? `W gazecie napisano, że pewna kwota wynosi ${named} zł. Zapisz tę kwotę cyframi (w złotych).`
      : `Zapisz cyframi liczbę: ${named}.`;
  const groupName = (i: number): string => (i === 1 ? 'tysięcy' : i === 2 ? 'milionów' : 'miliardów');
  const groupSteps = groups
    .map((g, i) => ({ g, i }))
    .filter(({ i }) => i > 0)
    .reverse()
    .slice(0, 2)
    .map(({ g, i }) =>
      numberStep({
        prompt: `Ile ${groupName(i)} wymieniono w podanym zapisie?`,
        value: rat(g),
        hints: [
          GROUP_HINT,
          i === top ? 'To pierwsza liczba w zapisie.' : 'Jeśli tej grupy nie wymieniono, wpisz 0.',
          g === 0
            ? `${capitalised(groupName(i))} nie wymieniono, więc jest ich 0.`
            : `Wymieniono ${qty(g, GROUPS[i - 1]!)}.`,
        ],
      }),
    );
  const groupsText = groups
    .slice()
    .reverse()
    .map((g, idx) => (idx === 0 ? String(g) : String(g).padStart(3, '0')))
    .join('\u00a0');
  const solutionGroups = groups
    .map((g, i) => {
      const padded = String(g).padStart(3, '0');
      return `${GROUP_LABELS[i]}: ${g}${i < top && g < 100 ? ` (grupa ${padded})` : ''}`;
    })
    .reverse()
    .join(', ');
  return {
    type: 'numeric',
    stem,
    answer: numberAnswer(n),
    answerHint: 'Wpisz liczbę cyframi.',
    ...(level === 3 ? { unitLabel: 'zł' } : {}),
    steps: [
      ...groupSteps,
      numberStep({
        prompt: 'Zapisz całą liczbę cyframi.',
        value: rat(n),
        hints: [
          GROUP_HINT,
          'Każda grupa poza pierwszą ma dokładnie trzy cyfry — brakujące miejsca uzupełnij zerami.',
          `${groupsText}`,
        ],
        errors: stepErrors(mistakes),
      }),
    ],
    commonErrors: numberErrors(n, mistakes),
    solution: `${capitalised(solutionGroups)}, więc liczba to ${formatNumber(n)}.`,
    params: { n },
  };
}

const largeNumbers = defineTemplate({
  id: 'nat_arithmetic.large-numbers',
  title: 'Odczytywanie i zapisywanie dużych liczb',
  generate({ rng, level }) {
    return redrawItem(() => {
      const group = (): number => rng.pick([rng.int(1, 9), rng.int(10, 99), rng.int(100, 999), 0]);
      if (level === 1) return largeNumber(rng.int(10, 999) * 1000 + group(), 1);
      if (level === 2) return largeNumber(rng.int(1, 99) * 1_000_000 + group() * 1000 + group(), 2);
      return largeNumber(rng.int(1, 20) * 1_000_000_000 + group() * 1_000_000 + group() * 1000, 3);
    });
  },
});

export const largeNumbersTemplates: readonly QuestionTemplate[] = [largeNumbers];
