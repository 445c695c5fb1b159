/**
 * Obliczenia kalendarzowe: days between two dates of one year (month lengths, February in a
 * leap year, "włącznie"), and the weekday of a date from another date's weekday (a day count
 * divided by 7). Dates and weekdays are the real calendar of the year named in the stem.
 * Common errors: counting both ends (or not counting them when the stem says "włącznie"), every
 * month taken as 30 days, February with the wrong number of days, counting the wrong way.
 */
import type { CommonError, Level, QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw, redrawItem } from '../../kit/draw.ts';
import { DOKONCZ_INSTRUCTION, mcqFromErrors } from '../../kit/mcq.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, textError, stepErrors } from '../../kit/errors.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { numberStep, step } from '../../kit/steps.ts';
import { rat } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { pluralForm } from '../../../text/plural.ts';
import { MONTHS_GENITIVE } from '../../../text/months.ts';

/** Month names in the nominative: "Luty ma 29 dni". */
const MONTHS_NOMINATIVE = [
  'styczeń',
  'luty',
  'marzec',
  'kwiecień',
  'maj',
  'czerwiec',
  'lipiec',
  'sierpień',
  'wrzesień',
  'październik',
  'listopad',
  'grudzień',
] as const;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1–12) of a year. */
export function monthLength(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Day of the year (1 January = 1). */
function dayOfYear(year: number, month: number, day: number): number {
  let n = day;
  for (let m = 1; m < month; m++) n += monthLength(year, m);
  return n;
}

/** Weekday index, 0 = poniedziałek … 6 = niedziela (Date.UTC is pure: no clock, no time zone). */
export function weekdayIndex(year: number, month: number, day: number): number {
  return (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
}

const WEEKDAYS = [
  { nom: 'poniedziałek', acc: 'poniedziałek', ins: 'poniedziałkiem', prep: 'w' },
  { nom: 'wtorek', acc: 'wtorek', ins: 'wtorkiem', prep: 'we' },
  { nom: 'środa', acc: 'środę', ins: 'środą', prep: 'w' },
  { nom: 'czwartek', acc: 'czwartek', ins: 'czwartkiem', prep: 'w' },
  { nom: 'piątek', acc: 'piątek', ins: 'piątkiem', prep: 'w' },
  { nom: 'sobota', acc: 'sobotę', ins: 'sobotą', prep: 'w' },
  { nom: 'niedziela', acc: 'niedzielę', ins: 'niedzielą', prep: 'w' },
] as const;

const mod7 = (x: number): number => ((x % 7) + 7) % 7;

/** The ways a pupil may name a weekday: "środa", "środę", "w środę", "we środę", "środą". */
function weekdayTypings(i: number): string[] {
  const w = WEEKDAYS[mod7(i)]!;
  return [...new Set([w.nom, w.acc, w.ins, `w ${w.acc}`, `we ${w.acc}`])];
}

function weekdayPattern(i: number): string {
  const w = WEEKDAYS[mod7(i)]!;
  return `^(we? )?(${[...new Set([w.nom, w.acc, w.ins])].join('|')})$`;
}

const dateText = (day: number, month: number): string => `${day} ${MONTHS_GENITIVE[month - 1]}`;
const weeksText = (n: number): string =>
  `${n} ${pluralForm(n, { one: 'pełny tydzień', few: 'pełne tygodnie', many: 'pełnych tygodni' })}`;
/** "mija 8 dni", "mijają 22 dni": the verb agrees with the numeral. */
const passes = (n: number): string => pluralForm(n, { one: 'mija', few: 'mijają', many: 'mija' });
const capitalPasses = (n: number): string => passes(n).replace(/^./, (c) => c.toUpperCase());
const daysText = (n: number): string => `${n} ${pluralForm(n, { one: 'dzień', few: 'dni', many: 'dni' })}`;

const YEARS = [2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032] as const;
const LEAP_YEARS = YEARS.filter(isLeapYear);

interface DateSpan {
  year: number;
  m1: number;
  d1: number;
  m2: number;
  d2: number;
}

/** Days from the first date to the second (the first day not counted). */
const spanDays = (s: DateSpan): number => dayOfYear(s.year, s.m2, s.d2) - dayOfYear(s.year, s.m1, s.d1);

/** The same count with every month taken as 30 days. */
const spanDays30 = (s: DateSpan): number => (s.m2 - s.m1) * 30 + s.d2 - s.d1;

/** Steps that count the days month by month: rest of the first month, whole months, days of the last. */
function countingSteps(s: DateSpan): { steps: QuestionStep[]; parts: number[]; work: string } {
  const first = monthLength(s.year, s.m1) - s.d1;
  const middle: number[] = [];
  for (let m = s.m1 + 1; m < s.m2; m++) middle.push(monthLength(s.year, m));
  const parts = [first, ...middle, s.d2];
  const steps: QuestionStep[] = [
    numberStep({
      prompt: `Ile dni mija od ${dateText(s.d1, s.m1)} do końca ${MONTHS_GENITIVE[s.m1 - 1]}?`,
      value: rat(first),
      hints: [
        `${MONTHS_NOMINATIVE[s.m1 - 1]!.replace(/^./, (c) => c.toUpperCase())} ma ${monthLength(s.year, s.m1)} dni.`,
        `Od liczby dni miesiąca odejmij ${s.d1}.`,
        `$${monthLength(s.year, s.m1)} - ${s.d1} = ${first}$`,
      ],
      errors: [
        {
          code: 'wrong_month_length',
          value: rat(first + (monthLength(s.year, s.m1) === 31 ? -1 : 1)),
          feedback: `Sprawdź, ile dni ma ${MONTHS_NOMINATIVE[s.m1 - 1]}: ${monthLength(s.year, s.m1)}.`,
        },
      ],
    }),
  ];
  if (middle.length > 0) {
    const names = middle.map((_, i) => MONTHS_NOMINATIVE[s.m1 + i]!);
    const febLeap = s.m1 < 2 && s.m2 > 2;
    steps.push(
      numberStep({
        prompt:
          names.length === 1
            ? `Ile dni ma ${names[0]} (pełny miesiąc pomiędzy datami)?`
            : `Ile dni mają razem pełne miesiące pomiędzy datami (${names.join(', ')})?`,
        value: rat(middle.reduce((a, b) => a + b, 0)),
        hints: [
          febLeap
            ? `Rok ${s.year} ${isLeapYear(s.year) ? 'jest' : 'nie jest'} przestępny, więc luty ma ${monthLength(s.year, 2)} dni.`
            : 'Przypomnij sobie, które miesiące mają 30, a które 31 dni.',
          `Dodaj: $${middle.join(' + ')}$.`,
          `$${middle.join(' + ')} = ${middle.reduce((a, b) => a + b, 0)}$`,
        ],
        errors: febLeap
          ? [
              {
                code: 'february_wrong',
                value: rat(middle.reduce((a, b) => a + b, 0) + (isLeapYear(s.year) ? -1 : 1)),
                feedback: `W roku ${s.year} luty ma ${monthLength(s.year, 2)} dni (rok przestępny ma 29 dni w lutym; przestępne są lata podzielne przez 4).`,
              },
            ]
          : [],
      }),
    );
  }
  const work = `$${parts.join(' + ')} = ${parts.reduce((a, b) => a + b, 0)}$`;
  return { steps, parts, work };
}

const BETWEEN_STORIES: readonly ((p: ReturnType<typeof pickPerson>, from: string, to: string) => string)[] = [
  (p, f, t) =>
    `${p.name} ${verb(p, 'zaczął', 'zaczęła')} czytać książkę ${f}, a ${verb(p, 'skończył', 'skończyła')} ${t}. Ile dni minęło od rozpoczęcia do skończenia książki?`,
  (p, f, t) =>
    `${p.name} ${verb(p, 'posadził', 'posadziła')} fasolę ${f}, a pierwszy strąk ${verb(p, 'zerwał', 'zerwała')} ${t}. Ile dni minęło między tymi datami?`,
  (p, f, t) =>
    `${p.name} ${verb(p, 'zarezerwował', 'zarezerwowała')} z rodzicami wycieczkę ${f}, a ${verb(p, 'wyjechał', 'wyjechała')} ${t}. Ile dni minęło od rezerwacji do wyjazdu?`,
  (p, f, t) =>
    `${p.name} ${verb(p, 'oddał', 'oddała')} rower do naprawy ${f}, a ${verb(p, 'odebrał', 'odebrała')} go ${t}. Ile dni minęło?`,
];

const INCLUSIVE_STORIES: readonly ((from: string, to: string) => string)[] = [
  (f, t) => `Obóz harcerski trwał od ${f} do ${t} włącznie. Ile dni trwał obóz?`,
  (f, t) => `Wystawa w muzeum była otwarta codziennie od ${f} do ${t} włącznie. Przez ile dni była otwarta?`,
  (f, t) => `Szkolna zbiórka makulatury trwała od ${f} do ${t} włącznie. Ile dni trwała?`,
  (f, t) => `Turniej szachowy trwał od ${f} do ${t} włącznie. Ile dni trwał turniej?`,
];

function drawSpan(rng: Rng, level: number): DateSpan | null {
  if (level === 2) {
    // Across February: January → March or February → April in a named year.
    const year = rng.pick(YEARS);
    const m1 = rng.pick([1, 2]);
    const m2 = m1 + 2;
    return { year, m1, d1: rng.int(m1 === 2 ? 3 : 5, m1 === 2 ? 25 : 28), m2, d2: rng.int(3, 27) };
  }
  const year = rng.pick(YEARS);
  const m1 = rng.pick(level === 1 ? [3, 4, 5, 6, 7, 8, 9, 10, 11] : [5, 6, 7, 8, 9, 10]);
  const m2 = m1 + (level === 1 ? 1 : rng.int(1, 2));
  if (m2 > 12) return null;
  return { year, m1, d1: rng.int(8, 28), m2, d2: rng.int(2, 25) };
}

/** Days between two dates: adjacent months (1), across February (2), "włącznie" (3). */
const daysBetween = defineTemplate({
  id: 'calendar_calculations.days-between',
  title: 'Ile dni między dwiema datami',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const s = drawSpan(rng, level);
      if (!s) return null;
      const gap = spanDays(s);
      const inclusive = level === 3;
      const answer = inclusive ? gap + 1 : gap;
      const mistakes: NumericMistake[] = [
        inclusive
          ? {
              key: 'first_day_not_counted',
              value: rat(gap),
              feedback: `„Włącznie” znaczy, że liczy się także pierwszy dzień, ${dateText(s.d1, s.m1)}. Dodaj 1.`,
            }
          : {
              key: 'counted_both_ends',
              value: rat(gap + 1),
              feedback: `Policzono o jeden dzień za dużo. Od ${dateText(s.d1, s.m1)} do ${dateText(s.d2, s.m2)} mija tyle dni, ile trzeba „przeskoczyć” w kalendarzu — pierwszego dnia się nie liczy.`,
            },
        {
          key: 'months_of_30_days',
          value: rat(spanDays30(s) + (inclusive ? 1 : 0)),
          feedback:
            'Przyjęto, że każdy miesiąc ma 30 dni. Sprawdź długość każdego miesiąca: 31, 30, a luty 28 albo 29.',
        },
      ];
      if (level === 2) {
        // February first: with 28 days it gives the same count as counting both ends, and the
        // month length is what this level is about (numberErrors keeps the first of equal values).
        mistakes.unshift({
          key: 'february_wrong',
          value: rat(answer + (isLeapYear(s.year) ? -1 : 1)),
          feedback: `W roku ${s.year} luty ma ${monthLength(s.year, 2)} dni: ${s.year} ${isLeapYear(s.year) ? 'jest' : 'nie jest'} rokiem przestępnym (przestępne są lata podzielne przez 4).`,
        });
      }
      if (level !== 2 && !mistakesDistinct(rat(answer), mistakes)) return null;
      const from = dateText(s.d1, s.m1);
      const to = dateText(s.d2, s.m2);
      const yearNote = level === 2 ? ` ${s.year} roku` : '';
      const person = pickPerson(rng);
      const stem = inclusive
        ? rng.pick(INCLUSIVE_STORIES)(from + yearNote, to + yearNote)
        : rng.pick(BETWEEN_STORIES)(person, from + yearNote, to + yearNote);
      const { steps, parts, work } = countingSteps(s);
      const sumText = parts.join(' + ');
      steps.push(
        numberStep({
          prompt: inclusive
            ? `Ile dni mija od ${from} do ${to}? Dolicz też pierwszy dzień (${from}).`
            : `Dolicz jeszcze ${daysText(s.d2)} ${MONTHS_GENITIVE[s.m2 - 1]} (do ${to}). Ile dni minęło razem?`,
          value: rat(answer),
          hints: [
            inclusive ? '„Włącznie” znaczy: liczymy i pierwszy, i ostatni dzień.' : 'Dodaj wszystkie części.',
            `$${sumText}${inclusive ? ' + 1' : ''}$`,
            `$${sumText}${inclusive ? ' + 1' : ''} = ${answer}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      );
      return {
        type: 'numeric' as const,
        stem,
        answer: numberAnswer(answer),
        answerHint: 'Wpisz liczbę dni.',
        unitLabel: 'dni',
        steps,
        commonErrors: numberErrors(rat(answer), mistakes),
        solution: `Do końca ${MONTHS_GENITIVE[s.m1 - 1]}: $${monthLength(s.year, s.m1)} - ${s.d1} = ${parts[0]}$ dni${parts.length > 2 ? `, pełne miesiące: $${parts.slice(1, -1).join(' + ')}$ dni` : ''}, w ostatnim miesiącu ${daysText(s.d2)}. Razem ${work}${inclusive ? `, a z pierwszym dniem $${gap} + 1 = ${answer}$` : ''} — ${daysText(answer)}.`,
        params: { year: s.year, from: `${s.d1}.${s.m1}`, to: `${s.d2}.${s.m2}`, inclusive },
      };
    });
  },
});

/** Weekday of a date from another date's weekday: same month (1), next month (2), backwards across February (3). */
/**
 * The weekday of a date from another date's weekday (level 1 the same month, 2 the next month,
 * 3 backwards across a leap February): the dates, the weekday asked, the slips that give another
 * weekday (at least `minWrongs` different ones), the steps and the solution; null when the draw
 * does not fit.
 */
function drawWeekday(rng: Rng, level: Level, minWrongs: number) {
  let known: { m: number; d: number };
  let asked: { m: number; d: number };
  let year: number;
  if (level === 1) {
    year = rng.pick(YEARS);
    const m = rng.int(1, 12);
    const d1 = rng.int(1, 12);
    known = { m, d: d1 };
    asked = { m, d: rng.int(d1 + 8, Math.min(d1 + 27, monthLength(year, m))) };
  } else if (level === 2) {
    year = rng.pick(YEARS);
    const m = rng.pick([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    known = { m, d: rng.int(12, 28) };
    asked = { m: m + 1, d: rng.int(3, 26) };
  } else {
    // Backwards from March to February of a leap year.
    year = rng.pick(LEAP_YEARS);
    known = { m: 3, d: rng.int(1, 15) };
    asked = { m: 2, d: rng.int(3, 26) };
  }
  const backwards = level === 3;
  const a = dayOfYear(year, known.m, known.d);
  const b = dayOfYear(year, asked.m, asked.d);
  const gap = Math.abs(b - a);
  const rest = gap % 7;
  const knownDay = weekdayIndex(year, known.m, known.d);
  const target = weekdayIndex(year, asked.m, asked.d);
  if (rest === 0) return null;
  const sign = backwards ? -1 : 1;
  const monthSlip = level === 2 ? (monthLength(year, known.m) === 31 ? -1 : 1) : -1;
  const wrongs: { key: string; day: number; feedback: string }[] = [
    {
      key: 'counted_both_ends',
      day: knownDay + sign * (rest + 1),
      feedback: `Przesunięto o jeden dzień za dużo. Między tymi datami ${passes(gap)} ${daysText(gap)}, czyli ${weeksText(Math.floor(gap / 7))} i ${daysText(rest)}.`,
    },
    {
      key: 'wrong_direction',
      day: knownDay - sign * rest,
      feedback: backwards
        ? `${dateText(asked.d, asked.m)} jest wcześniej niż ${dateText(known.d, known.m)}, więc od znanego dnia tygodnia cofasz się o ${daysText(rest)}.`
        : `${dateText(asked.d, asked.m)} jest później, więc od znanego dnia tygodnia idziesz do przodu o ${daysText(rest)}, a nie do tyłu.`,
    },
    ...(level > 1
      ? [
          {
            key: level === 3 ? 'february_wrong' : 'wrong_month_length',
            day: knownDay + sign * (rest + monthSlip),
            feedback:
              level === 3
                ? `W roku ${year} (przestępnym) luty ma 29 dni, a nie 28.`
                : `Sprawdź, ile dni ma ${MONTHS_NOMINATIVE[known.m - 1]}: ${monthLength(year, known.m)}.`,
          },
        ]
      : []),
    {
      key: 'weeks_only',
      day: knownDay,
      feedback: `Między tymi datami nie mija pełna liczba tygodni: $${gap} = 7 \\cdot ${Math.floor(gap / 7)} + ${rest}$, więc dzień tygodnia przesuwa się o ${daysText(rest)}.`,
    },
  ];
  const seen = new Set([mod7(target)]);
  const kept = wrongs.filter((w) => {
    if (seen.has(mod7(w.day))) return false;
    seen.add(mod7(w.day));
    return true;
  });
  if (kept.length < minWrongs) return null;
  const commonErrors: CommonError[] = kept.map((w) => ({
    key: w.key,
    wrong: { kind: 'text', accepted: weekdayTypings(w.day) },
    feedback: w.feedback,
  }));
  const knownW = WEEKDAYS[knownDay]!;
  const targetW = WEEKDAYS[target]!;
  const knownDate = `${dateText(known.d, known.m)} ${year} roku`;
  const askedDate = `${dateText(asked.d, asked.m)} ${year} roku`;
  const stem = backwards
    ? `${knownDate.replace(/^./, (c) => c.toUpperCase())} ${rng.pick(['wypada', 'przypada'])} ${knownW.prep} ${knownW.acc}. Jakim dniem tygodnia był ${askedDate}?`
    : `${knownDate.replace(/^./, (c) => c.toUpperCase())} ${rng.pick(['wypada', 'przypada'])} ${knownW.prep} ${knownW.acc}. Jakim dniem tygodnia będzie ${askedDate}?`;
  const steps: QuestionStep[] = [];
  const earlier = backwards ? asked : known;
  const monthEndText =
    known.m !== asked.m
      ? `Od ${dateText(earlier.d, earlier.m)} do końca ${MONTHS_GENITIVE[earlier.m - 1]} ${passes(monthLength(year, earlier.m) - earlier.d)} $${monthLength(year, earlier.m)} - ${earlier.d} = ${monthLength(year, earlier.m) - earlier.d}$ dni. `
      : '';
  if (known.m !== asked.m) {
    const first = backwards ? known.d : monthLength(year, known.m) - known.d;
    steps.push(
      numberStep({
        prompt: backwards
          ? `Ile dni mija od ${dateText(asked.d, asked.m)} do końca lutego?`
          : `Ile dni mija od ${dateText(known.d, known.m)} do końca ${MONTHS_GENITIVE[known.m - 1]}?`,
        value: rat(backwards ? monthLength(year, 2) - asked.d : first),
        hints: [
          backwards
            ? `Rok ${year} jest przestępny, więc luty ma 29 dni.`
            : `${MONTHS_NOMINATIVE[known.m - 1]!.replace(/^./, (c) => c.toUpperCase())} ma ${monthLength(year, known.m)} dni.`,
          'Od liczby dni miesiąca odejmij numer dnia.',
          backwards ? `$29 - ${asked.d} = ${29 - asked.d}$` : `$${monthLength(year, known.m)} - ${known.d} = ${first}$`,
        ],
      }),
    );
  }
  steps.push(
    numberStep({
      prompt: `Ile dni mija od ${dateText(Math.min(a, b) === a ? known.d : asked.d, Math.min(a, b) === a ? known.m : asked.m)} do ${dateText(Math.min(a, b) === a ? asked.d : known.d, Math.min(a, b) === a ? asked.m : known.m)}?`,
      value: rat(gap),
      hints: [
        known.m === asked.m ? 'Odejmij numery dni.' : 'Dodaj dni do końca miesiąca i dni w następnym miesiącu.',
        known.m === asked.m
          ? `$${asked.d} - ${known.d}$`
          : backwards
            ? `$${monthLength(year, 2) - asked.d} + ${known.d}$`
            : `$${monthLength(year, known.m) - known.d} + ${asked.d}$`,
        `${capitalPasses(gap)} ${daysText(gap)}.`,
      ],
    }),
    numberStep({
      prompt: `Co 7 dni powtarza się ten sam dzień tygodnia. Jaka jest reszta z dzielenia ${gap} przez 7?`,
      value: rat(rest),
      hints: [
        'Pełne tygodnie nie zmieniają dnia tygodnia.',
        `$${gap} = 7 \\cdot ${Math.floor(gap / 7)} + \\ldots$`,
        `$${gap} = 7 \\cdot ${Math.floor(gap / 7)} + ${rest}$, reszta ${rest}.`,
      ],
    }),
    step({
      prompt: `Znany dzień to ${knownW.nom}. ${backwards ? 'Cofnij się' : 'Przesuń się do przodu'} o ${daysText(rest)}. Jaki to dzień tygodnia?`,
      expected: targetW.nom,
      patterns: [weekdayPattern(target)],
      hints: [
        'Wypisz kolejne dni tygodnia.',
        `${backwards ? 'Licz wstecz' : 'Licz do przodu'} od: ${knownW.nom}.`,
        `${knownW.nom} ${backwards ? '−' : '+'} ${daysText(rest)} → ${targetW.nom}`,
      ],
      errors: kept.map((w) => ({ code: w.key, patterns: [weekdayPattern(w.day)], feedback: w.feedback })),
    }),
  );
  return {
    stem,
    target,
    kept,
    commonErrors,
    steps,
    knownDate,
    askedDate,
    knownW,
    backwards,
    solution: `${monthEndText}Między tymi datami ${passes(gap)} ${daysText(gap)}, a $${gap} = 7 \\cdot ${Math.floor(gap / 7)} + ${rest}$. Pełne tygodnie nie zmieniają dnia tygodnia, więc ${backwards ? 'cofamy się' : 'przesuwamy się'} o ${daysText(rest)}: ${knownW.nom} → ${targetW.nom}. ${askedDate.replace(/^./, (c) => c.toUpperCase())} ${backwards ? 'był' : 'będzie'} ${targetW.ins}.`,
    params: { year, known: `${known.d}.${known.m}`, asked: `${asked.d}.${asked.m}` },
  };
}

const weekdayOfDate = defineTemplate({
  id: 'calendar_calculations.weekday',
  title: 'Jaki to dzień tygodnia',
  generate({ rng, level }) {
    const d = redraw(() => drawWeekday(rng, level, 2));
    return {
      type: 'text' as const,
      stem: d.stem,
      answer: { kind: 'text' as const, accepted: weekdayTypings(d.target) },
      answerHint: 'Wpisz nazwę dnia tygodnia, np. środa.',
      steps: d.steps,
      commonErrors: d.commonErrors,
      solution: d.solution,
      params: d.params,
    };
  },
});

/** "w środę", "we wtorek": the one-letter preposition held to its word by a non-breaking space. */
const onWeekday = (i: number): string => {
  const w = WEEKDAYS[mod7(i)]!;
  return `${w.prep}\u00a0${w.acc}`;
};

/**
 * E8 closed task "Dokończ zdanie": the weekday a date falls on, from another date's weekday; the
 * distractors are the weekdays the slips give (both ends counted, the wrong direction, a month's
 * length wrong, the remainder of the weeks forgotten).
 */
const examWeekday = defineTemplate({
  id: 'calendar_calculations.e8-weekday',
  title: 'Jaki to dzień tygodnia? (Dokończ zdanie)',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => drawWeekday(rng, level, 3));
    const kept = d.kept.slice(0, 3);
    const { options, answer } = mcqFromErrors(
      rng,
      onWeekday(d.target),
      kept.map((w) => ({ text: onWeekday(w.day), errorKey: w.key })),
    );
    const capital = (t: string) => t.replace(/^./, (c) => c.toUpperCase());
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\n${capital(d.knownDate)} przypada ${onWeekday(WEEKDAYS.indexOf(d.knownW))}. ${capital(d.askedDate)} ${d.backwards ? 'przypadł' : 'przypadnie'}`,
      options,
      answer,
      steps: d.steps,
      commonErrors: kept.map((w) => textError(w.key, onWeekday(w.day), w.feedback)),
      solution: d.solution,
      params: d.params,
    };
  },
});

export const calendarCalculationsTemplates: readonly QuestionTemplate[] = [daysBetween, weekdayOfDate, examWeekday];
