/** Open tasks on equations and expressions: sharing an amount, tickets sold, a rectangle's sides. */
import { rat, sub } from '../../../math/rational.ts';
import { redraw, type GeneratedBody } from '../../kit/draw.ts';
import { pickTwoPeople, pickPerson, verb } from '../../kit/people.ts';
import { moneyTex, polyText, qty, texMoney } from '../../kit/format.ts';

const BILET = { one: 'bilet', few: 'bilety', many: 'biletów' };
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { ISTOTNY_POSTEP, ROZWIAZANIE_PELNE, ZASADNICZE_TRUDNOSCI, dot, openItem, withUnit } from './parts.ts';

interface ShareContext {
  /** "{a}, {b} i {c} podzielili się kwotą S zł" — the whole sentence from the three names and S. */
  intro: (names: string, total: string, allFemale: boolean) => string;
  unit: string;
  /** Tex of an amount with its unit. */
  amount: (v: number) => string;
  /** "dostał" / "przejechał" for person 2 and 3 in the third person. */
  more: string;
  question: (name: string) => string;
}

const SHARE_CONTEXTS: readonly ShareContext[] = [
  {
    intro: (names, total, f) => `${names} ${f ? 'podzieliły' : 'podzielili'} się nagrodą w wysokości $${total}$.`,
    unit: 'zł',
    amount: (v) => moneyTex(rat(v)),
    more: 'dostał(a)',
    question: (name) => `Ile złotych dostał(a) ${name}?`,
  },
  {
    intro: (names, total, f) => `${names} ${f ? 'zebrały' : 'zebrali'} razem $${total}$ makulatury.`,
    unit: 'kg',
    amount: (v) => withUnit(v, 'kg'),
    more: 'zebrał(a)',
    question: (name) => `Ile kilogramów makulatury zebrał(a) ${name}?`,
  },
  {
    intro: (names, total, f) =>
      `${names} ${f ? 'przejechały' : 'przejechali'} w sztafecie rowerowej łącznie $${total}$.`,
    unit: 'km',
    amount: (v) => withUnit(v, 'km'),
    more: 'przejechał(a)',
    question: (name) => `Ile kilometrów przejechał(a) ${name}?`,
  },
];

/** Three people share a total: B has k more than A, C has m times as much as A. */
const sharing = defineTemplate({
  id: 'equation_word_problems.open-sharing',
  title: 'Zadanie otwarte: podział na trzy osoby (równanie)',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const x = level === 1 ? rng.int(5, 30) : level === 2 ? rng.int(12, 60) : rng.int(20, 90);
      const k = level === 1 ? rng.int(2, 10) : rng.int(5, 40);
      const m = rng.pick(level === 1 ? [2, 3] : [2, 3, 4]);
      // Level 3: the second person has k less than the first.
      const kSigned = level === 3 ? -k : k;
      if (x + kSigned <= 0) return null;
      const total = x + (x + kSigned) + m * x;
      return { x, k, kSigned, m, total };
    });
    const { x, k, kSigned, m, total } = d;
    const ctx = rng.pick(SHARE_CONTEXTS);
    const [p1, p2] = pickTwoPeople(rng);
    let p3 = pickPerson(rng);
    for (let i = 0; i < 20 && (p3.name === p1.name || p3.name === p2.name); i++) p3 = pickPerson(rng);
    if (p3.name === p1.name || p3.name === p2.name) p3 = { name: 'Janek', female: false };
    const names = `${p1.name}, ${p2.name} i ${p3.name}`;
    const fewer = kSigned < 0;
    const did = (who: typeof p1) => ctx.more.replace('(a)', verb(who, '', 'a'));
    const moreWord = fewer ? 'mniej' : 'więcej';
    const eq = `x + (x ${fewer ? '-' : '+'} ${k}) + ${m}x = ${total}`;
    const lhs = polyText([
      [m + 2, 'x'],
      [kSigned, ''],
    ]);
    return openItem(rng, {
      stem: `${ctx.intro(names, ctx.amount(total), p1.female && p2.female && p3.female)} ${p2.name} ${did(p2)} o $${ctx.amount(k)}$ ${moreWord} niż ${p1.name}, a ${p3.name} ${did(p3)} ${m === 2 ? 'dwa' : m === 3 ? 'trzy' : 'cztery'} razy więcej niż ${p1.name}. Oznacz przez $x$ to, co ${did(p1)} ${p1.name}, ułóż równanie i rozwiąż zadanie.`,
      parts: [
        {
          role: 'method',
          prompt: `Zapisz równanie, które opisuje sytuację z zadania ($x$ — to, co ${did(p1)} ${p1.name}).`,
          written: { kind: 'equation', model: `x+(x${fewer ? '-' : '+'}${k})+${m}*x=${total}`, variables: ['x'] },
          answerHint: 'Wpisz równanie z niewiadomą x, np. x + (x + 5) + 2x = 45.',
          work: `${p1.name}: $x$, ${p2.name}: $x ${fewer ? '-' : '+'} ${k}$, ${p3.name}: $${m}x$, więc $${eq}$.`,
        },
        {
          prompt: `Rozwiąż równanie. Ile wynosi $x$ (${ctx.unit})?`,
          value: x,
          unit: ctx.unit,
          hints: [
            'Uporządkuj lewą stronę: dodaj wyrazy z $x$ i liczby osobno.',
            `$${lhs} = ${total}$`,
            `$${m + 2}x = ${total - kSigned}$, więc $x = ${x}$.`,
          ],
          mistakes: [
            {
              key: 'wrong_side_sign',
              value: rat(total + kSigned, m + 2),
              feedback: `Przenosząc $${Math.abs(kSigned)}$ na drugą stronę, trzeba zmienić znak: $${m + 2}x = ${total} ${fewer ? '+' : '-'} ${k}$.`,
            },
            {
              key: 'forgot_m',
              value: rat(total - kSigned, 2),
              feedback: `Po lewej stronie jest $x + x + ${m}x = ${m + 2}x$, a nie $2x$.`,
            },
          ],
          work: `$${lhs} = ${total}$, $${m + 2}x = ${total - kSigned}$, $x = ${x}$.`,
        },
        {
          prompt: ctx.question(p3.name).replace('(a)', verb(p3, '', 'a')),
          value: m * x,
          calc: `${m}*b`,
          unit: ctx.unit,
          hints: [
            `${p3.name} ${did(p3)} $${m}$ razy tyle, co ${p1.name}.`,
            `Pomnóż $${m} \\cdot ${x}$.`,
            `$${m} \\cdot ${x} = ${m * x}$`,
          ],
          mistakes: [
            {
              key: 'answered_x',
              value: rat(x),
              feedback: `To jest wynik, który oznaczono przez $x$ (${p1.name}). Pytanie dotyczy osoby, która ${did(p3)} $${m}x$.`,
            },
          ],
          work: `${p3.name}: $${m} \\cdot ${x} = ${ctx.amount(m * x)}$ (sprawdzenie: $${x} + ${x + kSigned} + ${m * x} = ${total}$).`,
        },
      ],
      scheme: [
        [1, 'poprawne ułożenie równania', ['a'], ISTOTNY_POSTEP],
        [1, 'poprawne rozwiązanie równania', ['a', 'b'], ZASADNICZE_TRUDNOSCI],
        [1, 'poprawne obliczenie szukanej wielkości', ['a', 'b', 'c'], ROZWIAZANIE_PELNE],
      ],
      conclusion: `Odpowiedź: ${p3.name} ${did(p3)} $${ctx.amount(m * x)}$.`,
      params: { x, k: kSigned, m, total },
    });
  },
});

/** Ticket kinds: the singular for a price ("bilet ulgowy") and the plural genitive for counts ("biletów ulgowych"). */
const VENUES: readonly { place: string; normal: string; reduced: string; normalGen: string; reducedGen: string }[] = [
  { place: 'Do kina', normal: 'normalny', reduced: 'ulgowy', normalGen: 'normalnych', reducedGen: 'ulgowych' },
  { place: 'Do muzeum', normal: 'normalny', reduced: 'ulgowy', normalGen: 'normalnych', reducedGen: 'ulgowych' },
  { place: 'Na basen', normal: 'normalny', reduced: 'szkolny', normalGen: 'normalnych', reducedGen: 'szkolnych' },
  {
    place: 'Do zoo',
    normal: 'dla dorosłego',
    reduced: 'dla dziecka',
    normalGen: 'dla dorosłych',
    reducedGen: 'dla dzieci',
  },
];

/** n tickets at two prices for a total: how many of each. */
const tickets = defineTemplate({
  id: 'equation_word_problems.open-tickets',
  title: 'Zadanie otwarte: bilety w dwóch cenach (równanie)',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const n = level === 1 ? rng.int(8, 20) : rng.int(20, 60);
      const y = rng.int(2, n - 2);
      if (2 * y === n) return null;
      const a = level === 3 ? rng.int(24, 60) + rng.pick([0, 0.5]) : rng.int(15, 40);
      const b = level === 1 ? a - rng.pick([5, 10]) : level === 2 ? a - rng.int(3, 12) : a / 2;
      if (b <= 4 || !Number.isInteger(b * 2)) return null;
      const total = rat(Math.round((a * (n - y) + b * y) * 100), 100);
      return { n, y, a: rat(Math.round(a * 100), 100), b: rat(Math.round(b * 100), 100), total };
    });
    const { n, y, a, b, total } = d;
    const venue = rng.pick(VENUES);
    const m = (r: typeof a) => texMoney(r);
    const eq = `${m(a)}(${n} - x) + ${m(b)}x = ${m(total)}`;
    const diff = sub(a, b);
    const aNum = a.n / a.d;
    const totalNum = total.n / total.d;
    return openItem(rng, {
      stem: `${venue.place} wybrała się grupa, która kupiła ${qty(n, BILET)}. Bilet ${venue.normal} kosztował $${moneyTex(a)}$, a bilet ${venue.reduced} — $${moneyTex(b)}$. Za wszystkie bilety zapłacono $${moneyTex(total)}$. Ile kupiono biletów każdego rodzaju? Oznacz przez $x$ liczbę biletów ${venue.reducedGen}.`,
      parts: [
        {
          role: 'method',
          prompt: `Zapisz równanie, które opisuje sytuację z zadania ($x$ — liczba biletów ${venue.reducedGen}).`,
          written: { kind: 'equation', model: `${dot(a)}*(${n}-x)+${dot(b)}*x=${dot(total)}`, variables: ['x'] },
          answerHint: 'Wpisz równanie z niewiadomą x.',
          work: `Biletów ${venue.reducedGen}: $x$, ${venue.normalGen}: $${n} - x$, więc $${eq}$.`,
        },
        {
          prompt: `Ile kupiono biletów ${venue.reducedGen}?`,
          value: y,
          hints: [
            'Wymnóż nawias i uporządkuj równanie.',
            `$${texMoney(rat(Math.round(aNum * n * 100), 100))} - ${m(diff)}x = ${m(total)}$`,
            `$${m(diff)}x = ${texMoney(rat(Math.round((aNum * n - totalNum) * 100), 100))}$, więc $x = ${y}$.`,
          ],
          mistakes: [
            {
              key: 'answered_other_kind',
              value: rat(n - y),
              feedback: `To liczba biletów ${venue.normalGen}. Przez $x$ oznaczono liczbę biletów ${venue.reducedGen}.`,
            },
          ],
          work: `$${texMoney(rat(Math.round(aNum * n * 100), 100))} - ${m(a)}x + ${m(b)}x = ${m(total)}$, $${m(diff)}x = ${texMoney(rat(Math.round((aNum * n - totalNum) * 100), 100))}$, $x = ${y}$.`,
        },
        {
          prompt: `Ile kupiono biletów ${venue.normalGen}?`,
          value: n - y,
          calc: `${n}-b`,
          hints: [
            `Razem kupiono ${qty(n, BILET)}.`,
            `Od $${n}$ odejmij liczbę biletów ${venue.reducedGen}.`,
            `$${n} - ${y} = ${n - y}$`,
          ],
          work: `$${n} - ${y} = ${n - y}$ (sprawdzenie: $${m(a)} \\cdot ${n - y} + ${m(b)} \\cdot ${y} = ${m(total)}$).`,
        },
      ],
      scheme: [
        [1, 'poprawne ułożenie równania z jedną niewiadomą', ['a'], ISTOTNY_POSTEP],
        [1, 'poprawne rozwiązanie równania', ['a', 'b'], ZASADNICZE_TRUDNOSCI],
        [1, 'poprawne podanie liczby biletów każdego rodzaju', ['b', 'c'], ROZWIAZANIE_PELNE],
      ],
      conclusion: `Odpowiedź: biletów ${venue.normalGen} kupiono $${n - y}$, a biletów ${venue.reducedGen} — $${y}$.`,
      params: { n, y, a: m(a), b: m(b) },
    });
  },
});

/** A rectangle whose length is k more (or m times) its width: the perimeter as an expression, then the sides and the area. */
const rectangle = defineTemplate({
  id: 'algebraic_expressions.open-rectangle',
  title: 'Zadanie otwarte: obwód prostokąta jako wyrażenie',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const x = level === 1 ? rng.int(3, 15) : rng.int(6, 40);
    const k = level === 3 ? rng.int(2, 9) : rng.int(2, 12);
    // Level 3: length is 2x + k ("o k więcej niż dwa razy szerokość").
    const mult = level === 3 ? 2 : 1;
    const length = mult * x + k;
    const perimeter = 2 * (x + length);
    const unit = level === 1 ? 'cm' : 'm';
    const coefP = 2 * (1 + mult);
    const exprP = `${coefP}*x+${2 * k}`;
    // The possessive agrees with the noun: "działka … jej szerokości", "boisko … jego szerokości".
    const { place, its } =
      level === 1
        ? { place: 'Prostokąt', its: 'jego' }
        : rng.pick([
            { place: 'Prostokątna działka', its: 'jej' },
            { place: 'Prostokątne boisko', its: 'jego' },
            { place: 'Prostokątny ogródek', its: 'jego' },
          ]);
    const lengthText =
      level === 3
        ? `o $${withUnit(k, unit)}$ dłuższa niż dwukrotność ${its} szerokości`
        : `o $${withUnit(k, unit)}$ dłuższa od ${its} szerokości`;
    return openItem(rng, {
      stem: `${place} ma szerokość $x\\text{ ${unit}}$, a długość ${lengthText}. Obwód tego prostokąta jest równy $${withUnit(perimeter, unit)}$. Zapisz obwód za pomocą $x$, oblicz wymiary prostokąta i jego pole.`,
      parts: [
        {
          prompt: `Zapisz obwód prostokąta jako wyrażenie z $x$ (w ${unit === 'cm' ? 'centymetrach' : 'metrach'}), w najprostszej postaci.`,
          expr: exprP,
          variables: ['x'],
          form: 'simplified',
          answerHint: 'Wpisz wyrażenie, np. 4x + 6.',
          expected: `${coefP}x+${2 * k}`,
          variants: [`${coefP}*x+${2 * k}`, `${2 * k}+${coefP}*x`],
          hints: [
            `Długość to $${mult === 1 ? 'x' : '2x'} + ${k}$. Obwód to suma długości wszystkich czterech boków.`,
            `$2 \\cdot x + 2 \\cdot (${mult === 1 ? 'x' : '2x'} + ${k})$`,
            `$2x + ${2 * mult}x + ${2 * k} = ${coefP}x + ${2 * k}$`,
          ],
          mistakes: [
            {
              key: 'half_perimeter',
              expr: `${1 + mult}*x+${k}`,
              variants: [`${1 + mult}*x+${k}`],
              feedback: 'To suma tylko dwóch boków (połowa obwodu). Prostokąt ma cztery boki: po dwa równe.',
            },
            {
              key: 'bracket_not_doubled',
              expr: `${coefP}*x+${k}`,
              variants: [`${coefP}*x+${k}`],
              feedback: `Mnożąc nawias przez 2, pomnóż oba wyrazy: $2(${mult === 1 ? 'x' : '2x'} + ${k}) = ${2 * mult}x + ${2 * k}$.`,
            },
          ],
          work: `Długość: $${mult === 1 ? 'x' : '2x'} + ${k}$, obwód: $2x + 2(${mult === 1 ? 'x' : '2x'} + ${k}) = ${coefP}x + ${2 * k}$.`,
        },
        {
          prompt: `Ile wynosi szerokość prostokąta?`,
          value: x,
          unit,
          hints: [
            `Przyrównaj obwód do $${perimeter}$: $${coefP}x + ${2 * k} = ${perimeter}$.`,
            `$${coefP}x = ${perimeter - 2 * k}$`,
            `$x = ${perimeter - 2 * k} : ${coefP} = ${x}$`,
          ],
          mistakes: [
            {
              key: 'perimeter_divided_by_4',
              value: rat(perimeter, 4),
              feedback: 'Obwód podzielono przez 4, jakby to był kwadrat. Boki prostokąta są różne: rozwiąż równanie.',
            },
          ],
          work: `$${coefP}x + ${2 * k} = ${perimeter}$, $${coefP}x = ${perimeter - 2 * k}$, $x = ${withUnit(x, unit)}$; długość: $${mult === 1 ? '' : `2 \\cdot ${x} + `}${mult === 1 ? `${x} + ` : ''}${k} = ${withUnit(length, unit)}$.`,
        },
        {
          prompt: 'Ile wynosi pole prostokąta?',
          value: x * length,
          calc: `b*(${mult}*b+${k})`,
          unit: `${unit}²`,
          hints: [
            `Najpierw oblicz długość: $${mult === 1 ? 'x' : '2x'} + ${k}$ dla $x = ${x}$.`,
            `Długość to $${length}$. Pole to iloczyn długości i szerokości.`,
            `$${x} \\cdot ${length} = ${x * length}$`,
          ],
          mistakes: [
            {
              key: 'area_with_k',
              value: rat(x * k),
              feedback: `Pomnożono szerokość przez $${k}$. $${k}$ to różnica${mult === 2 ? ' (względem dwukrotności szerokości)' : ''}, a długość to $${length}$.`,
            },
          ],
          work: `Pole: $${x} \\cdot ${length} = ${withUnit(x * length, `${unit}²`)}$.`,
        },
      ],
      scheme: [
        [1, 'poprawne zapisanie obwodu w postaci wyrażenia algebraicznego', ['a'], ISTOTNY_POSTEP],
        [1, 'poprawne obliczenie szerokości prostokąta', ['b'], ZASADNICZE_TRUDNOSCI],
        [1, 'poprawne obliczenie pola prostokąta', ['b', 'c'], ROZWIAZANIE_PELNE],
      ],
      conclusion: `Odpowiedź: prostokąt ma wymiary $${withUnit(x, unit)}$ i $${withUnit(length, unit)}$, a jego pole to $${withUnit(x * length, `${unit}²`)}$.`,
      params: { x, k, mult },
    });
  },
});

export const equationsOpenTemplates: readonly QuestionTemplate[] = [sharing, tickets, rectangle];
