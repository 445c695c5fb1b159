/**
 * Obliczenia zegarowe: how long something lasts between two clock times (also across midnight
 * and read from a timetable) and what the clock shows after a duration. Times of day are typed
 * as 21:05 (or 21.05), durations as "2 h 35 min" (or "2 godz. 35 min", "2 godziny 35 minut").
 * Common errors: subtracting clock times like decimals (an hour of 100 minutes), minutes taken
 * in the wrong order, the hour not carried, 26:15 instead of 2:15, the time before midnight only.
 */
import type { Level, QuestionStep, QuestionTemplate, CommonError } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import type { Rng } from '../../../math/random.ts';
import { type GeneratedBody, redraw, redrawItem } from '../../kit/draw.ts';
import { textError } from '../../kit/errors.ts';
import { CHOICE_INSTRUCTION, mcqFromErrors } from '../../kit/mcq.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { step, numberStep } from '../../kit/steps.ts';
import { rat } from '../../../math/rational.ts';
import { pluralForm } from '../../../text/plural.ts';

const pad = (x: number): string => String(x).padStart(2, '0');
/** "22 minuty", "45 minut". */
const minutesText = (n: number): string => `${n} ${pluralForm(n, { one: 'minuta', few: 'minuty', many: 'minut' })}`;

/** A time of day from minutes after midnight: 21:05, 0:40. */
export function clockText(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`;
}

/** The ways a pupil may type a time of day (hours may exceed 23 for the "26:15" slip). */
function clockTypings(hours: number, mins: number): string[] {
  return [`${hours}:${pad(mins)}`, `${pad(hours)}:${pad(mins)}`, `${hours}.${pad(mins)}`, `${pad(hours)}.${pad(mins)}`];
}

/** Step pattern (step input is lowercased, comma → dot) for a time of day. */
function clockPattern(hours: number, mins: number): string {
  return `^0?${hours}[:. ]${pad(mins)}$`;
}

/** A duration as text: 2 h 35 min. */
export function durationText(total: number): string {
  return `${Math.floor(total / 60)}\u00a0h ${total % 60}\u00a0min`;
}

function durationTypings(h: number, m: number): string[] {
  const hourWord = pluralForm(h, { one: 'godzina', few: 'godziny', many: 'godzin' });
  const minuteWord = pluralForm(m, { one: 'minuta', few: 'minuty', many: 'minut' });
  return [
    `${h} h ${m} min`,
    `${h}h ${m}min`,
    `${h}h${m}min`,
    `${h} h i ${m} min`,
    `${h} godz. ${m} min`,
    `${h} godz ${m} min`,
    `${h} ${hourWord} ${m} ${minuteWord}`,
    `${h} ${hourWord} i ${m} ${minuteWord}`,
  ];
}

function durationPattern(h: number, m: number): string {
  return `^${h} ?(h|godz\\.?|godzin[ay]?|godzinę) ?(i )?${m} ?(min\\.?|minut[ay]?|minutę)$`;
}

/** A wrong duration or clock time a misconception gives, with its feedback. */
interface WrongTime {
  key: string;
  h: number;
  m: number;
  feedback: string;
}

function timeErrors(
  correct: { h: number; m: number },
  wrongs: readonly WrongTime[],
  typings: (h: number, m: number) => string[],
): { commonErrors: CommonError[]; kept: WrongTime[] } {
  const seen = new Set([`${correct.h}:${correct.m}`]);
  const kept = wrongs.filter((w) => {
    const k = `${w.h}:${w.m}`;
    if (seen.has(k) || w.h < 0 || w.m < 0) return false;
    seen.add(k);
    return true;
  });
  return {
    kept,
    commonErrors: kept.map((w) => ({
      key: w.key,
      wrong: { kind: 'text' as const, accepted: typings(w.h, w.m) },
      feedback: w.feedback,
    })),
  };
}

/** The steps from minutes to "h min": total minutes → the duration typed as text. */
function durationSteps(
  parts: readonly { from: number; to: number }[],
  total: number,
  wrongs: readonly WrongTime[],
): QuestionStep[] {
  const h = Math.floor(total / 60);
  const m = total % 60;
  const partSteps = parts.map(({ from, to }) => {
    const len = to - from;
    const toLabel = to === 1440 ? '24:00' : clockText(to);
    return numberStep({
      prompt: `Ile minut mija od ${clockText(from)} do ${toLabel}?`,
      value: rat(len),
      hints: [
        'Policz minuty do najbliższej pełnej godziny, potem pełne godziny po 60 minut i pozostałe minuty.',
        from % 60 === 0
          ? `Pełne godziny zamień na minuty (po 60) i dodaj pozostałe minuty.`
          : `Od ${clockText(from)} do pełnej godziny brakuje $60 - ${from % 60} = ${60 - (from % 60)}$\u00a0min.`,
        `Razem ${minutesText(len)}.`,
      ],
      errors: [
        {
          code: 'time_base_100',
          value: rat(Math.floor(to / 60) * 100 + (to % 60) - (Math.floor(from / 60) * 100 + (from % 60))),
          feedback: 'Godziny nie odejmuje się jak zwykłych liczb: godzina ma 60 minut, a nie 100.',
        },
      ],
    });
  });
  const sumStep =
    parts.length > 1
      ? [
          numberStep({
            prompt: 'Ile minut to razem?',
            value: rat(total),
            hints: [
              'Dodaj oba odcinki czasu.',
              `$${parts.map((p) => p.to - p.from).join(' + ')}$`,
              `$${parts.map((p) => p.to - p.from).join(' + ')} = ${total}$\u00a0min`,
            ],
          }),
        ]
      : [];
  return [
    ...partSteps,
    ...sumStep,
    step({
      prompt: `Zamień ${minutesText(total)} na godziny i minuty.`,
      expected: durationText(total),
      patterns: [durationPattern(h, m)],
      hints: [
        '1\u00a0h = 60\u00a0min.',
        `Ile razy 60 mieści się w ${total}? Reszta to minuty.`,
        `$${total} = ${h} \\cdot 60 + ${m}$, więc to ${durationText(total)}.`,
      ],
      errors: wrongs.map((w) => ({ code: w.key, patterns: [durationPattern(w.h, w.m)], feedback: w.feedback })),
    }),
  ];
}

interface Activity {
  /** "Film zaczął się" */
  started: string;
  /** "skończył się" */
  ended: string;
  /** "trwał" */
  lasted: string;
}

const DAY_ACTIVITIES: readonly Activity[] = [
  { started: 'Film zaczął się', ended: 'skończył się', lasted: 'trwał' },
  { started: 'Wycieczka rowerowa zaczęła się', ended: 'skończyła się', lasted: 'trwała' },
  { started: 'Mecz siatkówki zaczął się', ended: 'skończył się', lasted: 'trwał' },
  { started: 'Próba chóru zaczęła się', ended: 'skończyła się', lasted: 'trwała' },
  { started: 'Festyn szkolny zaczął się', ended: 'skończył się', lasted: 'trwał' },
];

const NIGHT_ACTIVITIES: readonly Activity[] = [
  { started: 'Dyżur ratownika zaczął się', ended: 'skończył się', lasted: 'trwał' },
  { started: 'Nocne obserwacje nieba zaczęły się', ended: 'skończyły się', lasted: 'trwały' },
  { started: 'Lot z Warszawy do Nowego Jorku zaczął się', ended: 'skończył się', lasted: 'trwał' },
  { started: 'Maraton filmowy zaczął się', ended: 'skończył się', lasted: 'trwał' },
  { started: 'Nocna zmiana w piekarni zaczęła się', ended: 'skończyła się', lasted: 'trwała' },
];

const NIGHT_ROUTES: readonly {
  vehicle: string;
  stop: string;
  stations: readonly [string, string, string];
  /** Genitive after "z": z Krakowa */
  from: readonly [string, string];
  /** Genitive after "do": do Gdyni */
  to: string;
}[] = [
  {
    vehicle: 'pociągu nocnego',
    stop: 'stacja',
    stations: ['Kraków Główny', 'Warszawa Centralna', 'Gdynia Główna'],
    from: ['Krakowa', 'Warszawy'],
    to: 'Gdyni',
  },
  {
    vehicle: 'autobusu nocnego',
    stop: 'przystanek',
    stations: ['Wrocław', 'Poznań', 'Szczecin'],
    from: ['Wrocławia', 'Poznania'],
    to: 'Szczecina',
  },
  {
    vehicle: 'pociągu nocnego',
    stop: 'stacja',
    stations: ['Przemyśl', 'Lublin', 'Olsztyn'],
    from: ['Przemyśla', 'Lublina'],
    to: 'Olsztyna',
  },
  {
    vehicle: 'autobusu nocnego',
    stop: 'przystanek',
    stations: ['Białystok', 'Warszawa', 'Wrocław'],
    from: ['Białegostoku', 'Warszawy'],
    to: 'Wrocławia',
  },
];

/** Time between two clock times: same day (1), across midnight (2), from a night timetable (3). */
const elapsedTime = defineTemplate({
  id: 'clock_calculations.elapsed-time',
  title: 'Upływ czasu między dwiema godzinami',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const across = level > 1;
      const start = across
        ? rng.int(19 * 12, 23 * 12 + 9) * 5 + (level === 3 ? rng.int(0, 4) : 0)
        : rng.int(7 * 12 + 1, 16 * 12 + 11) * 5;
      const total = across ? rng.int(4 * 12, 9 * 12) * 5 + (level === 3 ? rng.int(1, 4) : 0) : rng.int(13, 50) * 5;
      const end = (start + total) % 1440;
      if (start % 60 === 0 || end % 60 === 0 || total % 60 === 0) return null;
      if (!across && (end <= start || end % 60 >= start % 60)) return null;
      if (across && start + total <= 1440) return null;
      const h = Math.floor(total / 60);
      const m = total % 60;
      const sh = Math.floor(start / 60);
      const eh = Math.floor(end / 60);
      const wrongs: WrongTime[] = across
        ? [
            {
              key: 'reversed_order',
              h: Math.floor((1440 - total) / 60),
              m: (1440 - total) % 60,
              feedback: `Odjęto godziny w odwrotnej kolejności (od ${clockText(end)} do ${clockText(start)} tego samego dnia). Licz od ${clockText(start)} do północy, a potem od północy do ${clockText(end)}.`,
            },
            {
              key: 'only_before_midnight',
              h: Math.floor((1440 - start) / 60),
              m: (1440 - start) % 60,
              feedback: `To tylko czas do północy. Dolicz jeszcze czas od 0:00 do ${clockText(end)}.`,
            },
          ]
        : [
            {
              key: 'time_base_100',
              h: Math.floor((eh * 100 + (end % 60) - (sh * 100 + (start % 60))) / 100),
              m: (eh * 100 + (end % 60) - (sh * 100 + (start % 60))) % 100,
              feedback: `Godziny odjęto jak zwykłe liczby ($${eh}{,}${pad(end % 60)} - ${sh}{,}${pad(start % 60)}$). Godzina ma 60 minut, a nie 100.`,
            },
            {
              key: 'minutes_reversed',
              h: eh - sh,
              m: (start % 60) - (end % 60),
              feedback: `Odjęto minuty w odwrotnej kolejności ($${start % 60} - ${end % 60}$). Policz, ile minut brakuje od ${clockText(start)} do pełnej godziny.`,
            },
          ];
      const { commonErrors, kept } = timeErrors({ h, m }, wrongs, durationTypings);
      if (kept.length < 2) return null;
      const firstFull = Math.ceil(start / 60) * 60;
      const parts = across
        ? [
            { from: start, to: 1440 },
            { from: 0, to: end },
          ]
        : [
            { from: start, to: firstFull },
            { from: firstFull, to: start + total },
          ];
      let stem: string;
      let context: string;
      if (level === 3) {
        const route = rng.pick(NIGHT_ROUTES);
        // Asked either from the first stop or from the middle one (then an earlier stop comes first).
        const fromMiddle = rng.chance(0.5);
        const latest = Math.min(total - 60, 1440 - start - 5);
        if (!fromMiddle && latest < 40) return null;
        const times = fromMiddle ? [start - rng.int(35, 150), start, end] : [start, start + rng.int(40, latest), end];
        const from = fromMiddle ? 1 : 0;
        const rows = route.stations.map((st, i) => `\\text{${st}} & \\text{${clockText(times[i]!)}}`);
        stem = `Fragment rozkładu jazdy ${route.vehicle} (wszystkie godziny dotyczą jednej nocy):\n$$\\begin{array}{|l|c|}\\hline \\text{${route.stop}} & \\text{godzina} \\\\ \\hline ${rows.join(' \\\\ ')} \\\\ \\hline\\end{array}$$\nIle trwa przejazd z ${route.from[from]} do ${route.to}?`;
        context = route.stations[from];
      } else {
        const act = rng.pick(across ? NIGHT_ACTIVITIES : DAY_ACTIVITIES);
        stem = `${act.started} o ${clockText(start)}, a ${act.ended} o ${clockText(end)}${across ? ' następnego dnia' : ''}. Ile godzin i minut ${act.lasted}?`;
        context = act.started;
      }
      return {
        type: 'text' as const,
        stem,
        answer: { kind: 'text' as const, accepted: durationTypings(h, m) },
        answerHint: 'Wpisz czas w godzinach i minutach, np. 2\u00a0h 35\u00a0min.',
        steps: durationSteps(parts, total, kept),
        commonErrors,
        solution: `${parts
          .map(
            (p) =>
              `od ${clockText(p.from)} do ${p.to === 1440 ? '24:00' : clockText(p.to)} ${pluralForm(p.to - p.from, { one: 'mija', few: 'mijają', many: 'mija' })} ${p.to - p.from}\u00a0min`,
          )
          .join(', ')
          .replace(
            /^o/,
            'O',
          )}. Razem $${parts.map((p) => p.to - p.from).join(' + ')} = ${total}$\u00a0min, czyli ${durationText(total)}.`,
        params: { start: clockText(start), end: clockText(end), context },
      };
    });
  },
});

interface DurationContext {
  /** Longest plausible duration in whole hours. */
  maxHours: number;
  /** Fits a start late in the evening that ends after midnight. */
  night: boolean;
  text: (p: ReturnType<typeof pickPerson>, start: string, dur: string) => string;
}

const DURATION_CONTEXTS: readonly DurationContext[] = [
  {
    maxHours: 0,
    night: false,
    text: (p, s, d) =>
      `${p.name} ${verb(p, 'wstawił', 'wstawiła')} ciasto do piekarnika o ${s}. Ciasto piecze się ${d}. O której godzinie trzeba je wyjąć?`,
  },
  {
    maxHours: 6,
    night: false,
    text: (p, s, d) =>
      `${p.name} ${verb(p, 'wyruszył', 'wyruszyła')} na wycieczkę o ${s}. Wędrówka trwała ${d}. O której godzinie ${verb(p, 'wrócił', 'wróciła')}?`,
  },
  {
    maxHours: 9,
    night: true,
    text: (p, s, d) =>
      `Pociąg, którym ${verb(p, 'jechał', 'jechała')} ${p.name}, odjechał o ${s}. Podróż trwała ${d}. O której godzinie pociąg dojechał na miejsce?`,
  },
  {
    maxHours: 2,
    night: false,
    text: (p, s, d) =>
      `${p.name} ${verb(p, 'zaczął', 'zaczęła')} oglądać film o ${s}. Film trwa ${d}. O której godzinie się skończy?`,
  },
  {
    maxHours: 9,
    night: true,
    text: (p, s, d) =>
      `Samolot, którym ${verb(p, 'leciał', 'leciała')} ${p.name}, wystartował o ${s} czasu polskiego. Lot trwał ${d}. O której godzinie czasu polskiego samolot wylądował?`,
  },
  {
    maxHours: 8,
    night: true,
    text: (_p, s, d) =>
      `Autokar z uczniami jadącymi na zieloną szkołę wyjechał o ${s}. Jazda trwała ${d}. O której godzinie autokar dojechał na miejsce?`,
  },
];

/** Accusative duration for "trwa 2 godziny 35 minut". */
function durationWords(h: number, m: number): string {
  const hours =
    h === 0 ? '' : `${h === 1 ? '1' : h} ${pluralForm(h, { one: 'godzinę', few: 'godziny', many: 'godzin' })}`;
  const minutes = `${m} ${pluralForm(m, { one: 'minutę', few: 'minuty', many: 'minut' })}`;
  return hours ? `${hours} i ${minutes}` : minutes;
}

/**
 * The clock after a duration (level 1 minutes only — or `minHours` whole hours and minutes —, 2
 * hours and minutes, 3 past midnight): the story, the clock it shows, the slips (hour not carried,
 * the minutes written past 59 or the hour past 24, the duration taken away, the minutes left out),
 * the steps and the solution; null when the draw does not fit.
 */
function drawAddDuration(rng: Rng, level: Level, minHours = 0) {
  const start = level === 3 ? rng.int(20 * 12, 23 * 12 + 11) * 5 : rng.int(8 * 12, 15 * 12 + 11) * 5 + rng.int(0, 4);
  const durH = level === 1 ? (minHours > 0 ? minHours : 0) : level === 2 ? rng.int(1, 4) : rng.int(2, 7);
  const durM = rng.int(level === 1 ? 25 : 15, 55);
  const sh = Math.floor(start / 60);
  const sm = start % 60;
  const minuteSum = sm + durM;
  if (minuteSum < 60 || minuteSum === 60) return null;
  const rawHour = sh + durH + 1;
  const endM = minuteSum - 60;
  if (level === 3 ? rawHour < 24 || rawHour - 24 === 0 : rawHour >= 24) return null;
  const endH = rawHour % 24;
  const wrongs: WrongTime[] = [
    {
      key: 'hour_not_carried',
      h: (sh + durH) % 24,
      m: endM,
      feedback: `Z minut powstała pełna godzina ($${sm} + ${durM} = ${minuteSum}$\u00a0min $= 1$\u00a0h ${endM}\u00a0min), a nie dodano jej do godzin.`,
    },
    level === 3
      ? {
          key: 'past_24',
          h: rawHour,
          m: endM,
          feedback: `Zegar nie pokazuje godziny ${rawHour}:${pad(endM)}. Po północy liczy się od nowa: $${rawHour} - 24 = ${endH}$.`,
        }
      : {
          key: 'time_base_100',
          h: sh + durH,
          m: minuteSum,
          feedback: `Zegar nie pokazuje ${minutesText(minuteSum)}: 60 minut to pełna godzina, więc $${minuteSum}$\u00a0min $= 1$\u00a0h ${endM}\u00a0min.`,
        },
  ];
  // Taken away instead of added, and only the whole hours added: two more slips (the exam's distractors).
  const back = (start - durH * 60 - durM + 1440) % 1440;
  wrongs.push({
    key: 'duration_subtracted',
    h: Math.floor(back / 60),
    m: back % 60,
    feedback: `Czas trwania odjęto od godziny początkowej. ${clockText(start)} to początek, więc czas trwania trzeba dodać.`,
  });
  if (durH > 0)
    wrongs.push({
      key: 'minutes_left_out',
      h: (sh + durH) % 24,
      m: sm,
      feedback: `Dodano tylko pełne godziny, a pominięto $${durM}$\u00a0min czasu trwania.`,
    });
  const person = pickPerson(rng);
  const fitting = DURATION_CONTEXTS.filter((c) => durH <= c.maxHours && (level < 3 || c.night));
  const stem = rng.pick(fitting).text(person, clockText(start), durationWords(durH, durM));
  const steps: QuestionStep[] = [
    numberStep({
      prompt: `Dodaj minuty: $${sm} + ${durM}$.`,
      value: rat(minuteSum),
      hints: ['Dodaj minuty osobno, godziny osobno.', `$${sm} + ${durM}$`, `$${sm} + ${durM} = ${minuteSum}$`],
    }),
    numberStep({
      prompt: `${minutesText(minuteSum)} to 1 godzina i ile minut?`,
      value: rat(endM),
      hints: [
        '1\u00a0h = 60\u00a0min.',
        `Odejmij 60 od ${minuteSum}.`,
        `$${minuteSum} - 60 = ${endM}$, czyli 1\u00a0h ${endM}\u00a0min.`,
      ],
    }),
    numberStep({
      prompt: `Dodaj godziny: ${sh}${durH ? ` + ${durH}` : ''} + 1 (godzina z minut). Ile wychodzi?`,
      value: rat(rawHour),
      hints: [
        'Do godziny początkowej dodaj pełne godziny trwania i godzinę, która powstała z minut.',
        `$${sh}${durH ? ` + ${durH}` : ''} + 1$`,
        `$${sh}${durH ? ` + ${durH}` : ''} + 1 = ${rawHour}$`,
      ],
      errors: [
        {
          code: 'hour_not_carried',
          value: rat(sh + durH),
          feedback: 'Nie zapomnij o godzinie, która powstała z minut.',
        },
      ],
    }),
    ...(rawHour >= 24
      ? [
          numberStep({
            prompt: `Zegar po 23:59 pokazuje 0:00. Która to godzina na zegarze: ${rawHour} − 24?`,
            value: rat(endH),
            hints: [
              'O północy zegar zaczyna liczyć od zera.',
              `Odejmij 24 od ${rawHour}.`,
              `$${rawHour} - 24 = ${endH}$`,
            ],
          }),
        ]
      : []),
    step({
      prompt: 'Którą godzinę pokaże zegar? Wpisz ją w postaci gg:mm.',
      expected: clockText(endH * 60 + endM),
      patterns: [clockPattern(endH, endM)],
      hints: [
        'Połącz godzinę i minuty.',
        `Godzina: ${endH}, minuty: ${endM}.`,
        `Zegar pokaże ${clockText(endH * 60 + endM)}.`,
      ],
      errors: wrongs.map((w) => ({ code: w.key, patterns: [clockPattern(w.h, w.m)], feedback: w.feedback })),
    }),
  ];
  return {
    stem,
    endH,
    endM,
    wrongs,
    steps,
    solution: `Minuty: $${sm} + ${durM} = ${minuteSum}$\u00a0min $= 1$\u00a0h ${endM}\u00a0min. Godziny: $${sh}${durH ? ` + ${durH}` : ''} + 1 = ${rawHour}$${rawHour >= 24 ? `, a po północy $${rawHour} - 24 = ${endH}$` : ''}. Zegar pokaże ${clockText(endH * 60 + endM)}.`,
    params: { start: clockText(start), durH, durM },
  };
}

/** The clock after a duration: minutes only (1), hours and minutes (2), past midnight (3). */
const addDuration = defineTemplate({
  id: 'clock_calculations.add-duration',
  title: 'Która godzina będzie po upływie danego czasu',
  generate({ rng, level }) {
    const d = redraw(() => {
      const x = drawAddDuration(rng, level);
      if (!x) return null;
      // Practice names the two slips of carrying; the others are the exam's distractors.
      const practice = x.wrongs.filter((w) => w.key !== 'duration_subtracted' && w.key !== 'minutes_left_out');
      const { commonErrors, kept } = timeErrors({ h: x.endH, m: x.endM }, practice, clockTypings);
      return kept.length < 2 ? null : { ...x, commonErrors };
    });
    return {
      type: 'text' as const,
      stem: d.stem,
      answer: { kind: 'text' as const, accepted: clockTypings(d.endH, d.endM) },
      answerHint: 'Wpisz godzinę w postaci gg:mm, np. 7:05.',
      steps: d.steps,
      commonErrors: d.commonErrors,
      solution: d.solution,
      params: d.params,
    };
  },
});

/**
 * E8 closed task "Wybierz właściwą odpowiedź": the clock after a duration of at least an hour;
 * the distractors are clock times a slip gives (the hour from the minutes not carried, the
 * duration taken away, the minutes left out) — never an impossible one such as 9:85 or 26:05.
 */
const examAddDuration = defineTemplate({
  id: 'clock_calculations.e8-end-time',
  title: 'O której godzinie? Upływ czasu (wybór odpowiedzi)',
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const x = drawAddDuration(rng, level, 1);
      if (!x) return null;
      const possible = x.wrongs.filter((w) => w.h < 24 && w.m < 60);
      const { kept } = timeErrors({ h: x.endH, m: x.endM }, possible, clockTypings);
      return kept.length < 3 ? null : { ...x, kept: kept.slice(0, 3) };
    });
    const { options, answer } = mcqFromErrors(
      rng,
      clockText(d.endH * 60 + d.endM),
      d.kept.map((w) => ({ text: clockText(w.h * 60 + w.m), errorKey: w.key })),
    );
    return {
      type: 'mcq',
      stem: `${d.stem}\n\n${CHOICE_INSTRUCTION}`,
      options,
      answer,
      steps: d.steps,
      commonErrors: d.kept.map((w) => textError(w.key, clockText(w.h * 60 + w.m), w.feedback)),
      solution: d.solution,
      params: d.params,
    };
  },
});

export const clockCalculationsTemplates: readonly QuestionTemplate[] = [elapsedTime, addDuration, examAddDuration];
