/** Open tasks on means, probability, proportion and powers. */
import { type Rational, rat, add, sub, mul, div, gcd } from '../../../math/rational.ts';
import { texNumber as tn } from '../../../text/format.ts';
import { redraw, type GeneratedBody } from '../../kit/draw.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { moneyTex, texMoney, texValue } from '../../kit/format.ts';
import { isFiniteDecimal } from '../../../math/rational.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { EQUAL_PARTS, pluralForm, type NounForms } from '../../../text/plural.ts';
import {
  openItem,
  roundToGrosze,
  withUnit,
  ISTOTNY_POSTEP,
  ROZWIAZANIE_PELNE,
  ZASADNICZE_TRUDNOSCI,
  dot,
} from './parts.ts';

const t = texValue;
/** A fraction as counted, then reduced when it can be: \frac{11}{22} = \frac{1}{2}. */
const fracReduced = (a: number, b: number): string =>
  `\\frac{${a}}{${b}}${rat(a, b).d !== b ? ` = \\frac{${rat(a, b).n}}{${rat(a, b).d}}` : ''}`;
const sumOf = (xs: readonly Rational[]): Rational => xs.reduce((s, x) => add(s, x), rat(0));
const list = (xs: readonly Rational[]): string => xs.map(t).join(';\\ ');

/** Results so far and the mean wanted after one more: what must the next result be? */
const nextResult = defineTemplate({
  id: 'arithmetic_mean.open-next-result',
  title: 'Zadanie otwarte: jaki wynik podniesie średnią',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const n = level === 2 ? 5 : 4;
      const draw = (): Rational =>
        level === 1 ? rat(rng.int(2, 5)) : level === 2 ? rat(rng.int(12, 38)) : rat(rng.int(300, 480), 100);
      const xs = Array.from({ length: n }, draw);
      const next = level === 1 ? rat(rng.int(4, 6)) : level === 2 ? rat(rng.int(30, 40)) : rat(rng.int(420, 520), 100);
      const S = sumOf(xs);
      const mean = div(S, rat(n));
      const target = div(add(S, next), rat(n + 1));
      if (!isFiniteDecimal(mean) || !isFiniteDecimal(target) || target.n * mean.d <= mean.n * target.d) return null;
      if (level === 3 && target.d > 100) return null;
      return { n, xs, next, S, mean, target };
    });
    const { n, xs, next, S, mean, target } = d;
    const who = pickPerson(rng);
    const ctx =
      level === 1
        ? {
            intro: `${who.name} ${verb(who, 'dostał', 'dostała')} w tym semestrze z matematyki oceny:`,
            what: 'ocenę',
            unit: '',
            next: 'z ostatniego sprawdzianu',
          }
        : level === 2
          ? {
              intro: `${who.name} ${verb(who, 'zdobył', 'zdobyła')} w kolejnych testach punkty:`,
              what: 'liczbę punktów',
              unit: '',
              next: 'w ostatnim teście',
            }
          : {
              intro: `${who.name} ${verb(who, 'skakał', 'skakała')} w dal. Długości skoków (w metrach):`,
              what: 'długość skoku',
              unit: 'm',
              next: 'w ostatnim skoku',
            };
    const target2 = mul(target, rat(n + 1));
    return openItem(rng, {
      stem: `${ctx.intro} $${list(xs)}$. Jaką ${ctx.what} ${ctx.next} musi uzyskać ${who.name}, aby średnia wszystkich ${level === 1 ? 'ocen' : level === 2 ? 'wyników' : 'skoków'} była równa $${t(target)}$?`,
      parts: [
        {
          prompt: `Ile wynosi suma dotychczasowych ${level === 1 ? 'ocen' : level === 2 ? 'wyników' : 'skoków'}?`,
          value: S,
          ...(ctx.unit ? { unit: ctx.unit } : {}),
          calc: xs.map(dot).join('+'),
          hints: [
            'Dodaj wszystkie dotychczasowe wyniki.',
            `$${xs.map(t).join(' + ')}$`,
            `$${xs.map(t).join(' + ')} = ${t(S)}$`,
          ],
          mistakes: [
            {
              key: 'sum_not_mean',
              value: mean,
              feedback: `To średnia dotychczasowych wyników. Potrzebna jest ich suma.`,
            },
          ],
          work: `Suma dotychczasowych wyników: $${xs.map(t).join(' + ')} = ${t(S)}$.`,
        },
        {
          prompt: `Ile ma wynosić suma wszystkich $${n + 1}$ wyników, aby średnia była równa $${t(target)}$?`,
          value: target2,
          ...(ctx.unit ? { unit: ctx.unit } : {}),
          calc: `${n + 1}*${dot(target)}`,
          hints: [
            'Średnia to suma wyników podzielona przez ich liczbę.',
            `Suma to średnia razy liczba wyników: $${n + 1} \\cdot ${t(target)}$.`,
            `$${n + 1} \\cdot ${t(target)} = ${t(target2)}$`,
          ],
          mistakes: [
            {
              key: 'old_count',
              value: mul(rat(n), target),
              feedback: `Po dopisaniu nowego wyniku wyników jest $${n + 1}$, a nie $${n}$.`,
            },
          ],
          work: `Suma wszystkich $${n + 1}$ wyników: $${n + 1} \\cdot ${t(target)} = ${t(target2)}$.`,
        },
        {
          prompt: `Jaki wynik musi uzyskać ${who.name}?`,
          value: next,
          calc: 'b-a',
          ...(ctx.unit ? { unit: ctx.unit } : {}),
          hints: [
            `Suma ${n + 1} wyników ma być równa $${n + 1} \\cdot ${t(target)}$.`,
            `$${n + 1} \\cdot ${t(target)} = ${t(target2)}$`,
            `$${t(target2)} - ${t(S)} = ${t(next)}$`,
          ],
          mistakes: [
            {
              key: 'average_of_two_value',
              value: sub(mul(rat(2), target), mean),
              feedback: `Policzono tak, jakby nowa średnia była średnią dwóch liczb. Nowa średnia liczy się z $${n + 1}$ wyników.`,
            },
          ],
          work: `$x = ${t(target2)} - ${t(S)} = ${t(next)}$ (sprawdzenie: $${t(target2)} : ${n + 1} = ${t(target)}$).`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie sumy dotychczasowych wyników', ['a'], ISTOTNY_POSTEP],
        [
          1,
          'poprawna metoda obliczenia brakującego wyniku: suma wszystkich wyników to średnia razy ich liczba',
          ['b'],
          ZASADNICZE_TRUDNOSCI,
        ],
        [1, 'poprawne obliczenie brakującego wyniku', ['a', 'b', 'c'], ROZWIAZANIE_PELNE],
      ],
      conclusion: `Odpowiedź: ${who.name} musi uzyskać $${ctx.unit ? withUnit(next, ctx.unit) : t(next)}$.`,
      params: { xs: list(xs), next: t(next), target: t(target) },
    });
  },
});

const GROUP_CONTEXTS = [
  {
    what: 'średni wzrost',
    whatAcc: 'średni wzrost',
    unit: 'cm',
    lo: 140,
    hi: 175,
    fmt: (v: Rational) => withUnit(v, 'cm'),
  },
  {
    what: 'średni wynik testu',
    whatAcc: 'średni wynik testu',
    unit: 'pkt',
    lo: 12,
    hi: 38,
    fmt: (v: Rational) => `${t(v)}\\text{ pkt}`,
  },
  {
    what: 'średnia liczba przeczytanych w roku książek',
    whatAcc: 'średnią liczbę przeczytanych w roku książek',
    unit: '',
    lo: 3,
    hi: 14,
    fmt: (v: Rational) => t(v),
  },
] as const;

/** Two groups with their means: the totals and the mean of the whole class (not the mean of the means). */
const twoGroups = defineTemplate({
  id: 'arithmetic_mean.open-two-groups',
  title: 'Zadanie otwarte: średnia dwóch grup',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const ctx = rng.pick(GROUP_CONTEXTS);
    const d = redraw(() => {
      const n1 = rng.int(8, 16);
      const n2 = rng.int(8, 16);
      if (n1 === n2) return null;
      const m1 = level === 3 ? rat(rng.int(ctx.lo * 2, ctx.hi * 2), 2) : rat(rng.int(ctx.lo, ctx.hi));
      const m2 = level === 3 ? rat(rng.int(ctx.lo * 2, ctx.hi * 2), 2) : rat(rng.int(ctx.lo, ctx.hi));
      const s1 = mul(rat(n1), m1);
      const s2 = mul(rat(n2), m2);
      const all = div(add(s1, s2), rat(n1 + n2));
      const naive = div(add(m1, m2), rat(2));
      if (m1.n === m2.n && m1.d === m2.d) return null;
      if (!isFiniteDecimal(all) || (level === 1 && all.d !== 1) || (level === 2 && all.d > 10) || all.d > 100)
        return null;
      if (all.n * naive.d === naive.n * all.d) return null;
      return { n1, n2, m1, m2, s1, s2, all, naive };
    });
    const { n1, n2, m1, m2, s1, s2, all, naive } = d;
    const klass = rng.pick(['7a', '7b', '8a', '8c']);
    const unitPart = ctx.unit ? { unit: ctx.unit } : {};
    return openItem(rng, {
      stem: `W klasie ${klass} jest $${n1}$ chłopców i $${n2}$ dziewcząt. ${ctx.what[0]!.toUpperCase()}${ctx.what.slice(1)} chłopców to $${ctx.fmt(m1)}$, a dziewcząt — $${ctx.fmt(m2)}$. Oblicz ${ctx.whatAcc} wszystkich uczniów tej klasy.`,
      parts: [
        {
          prompt: `Ile wynosi suma dla wszystkich chłopców (średnia razy liczba chłopców)?`,
          value: s1,
          calc: `${n1}*${dot(m1)}`,
          ...unitPart,
          hints: ['Suma = średnia · liczba osób.', `$${n1} \\cdot ${t(m1)}$`, `$${n1} \\cdot ${t(m1)} = ${t(s1)}$`],
          work: `Chłopcy: $${n1} \\cdot ${t(m1)} = ${t(s1)}$.`,
        },
        {
          prompt: 'Ile wynosi suma dla wszystkich dziewcząt?',
          value: s2,
          calc: `${n2}*${dot(m2)}`,
          ...unitPart,
          hints: ['Suma = średnia · liczba osób.', `$${n2} \\cdot ${t(m2)}$`, `$${n2} \\cdot ${t(m2)} = ${t(s2)}$`],
          work: `Dziewczęta: $${n2} \\cdot ${t(m2)} = ${t(s2)}$.`,
        },
        {
          prompt: `Ile wynosi ${ctx.what} całej klasy?`,
          value: all,
          calc: `(a+b)/${n1 + n2}`,
          ...unitPart,
          hints: [
            'Podziel sumę dla całej klasy przez liczbę wszystkich uczniów.',
            `$(${t(s1)} + ${t(s2)}) : (${n1} + ${n2})$`,
            `$${t(add(s1, s2))} : ${n1 + n2} = ${t(all)}$`,
          ],
          mistakes: [
            {
              key: 'mean_of_means',
              value: naive,
              feedback: `To średnia dwóch średnich. Grupy mają różną liczebność ($${n1}$ i $${n2}$), więc trzeba podzielić sumę wszystkich wyników przez $${n1 + n2}$.`,
            },
          ],
          work: `$(${t(s1)} + ${t(s2)}) : ${n1 + n2} = ${t(add(s1, s2))} : ${n1 + n2} = ${ctx.fmt(all)}$.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie sum dla obu grup', ['a', 'b']],
        [1, 'poprawna metoda obliczenia średniej całej klasy (suma przez liczbę uczniów)', ['a', 'b', 'c']],
      ],
      conclusion: `Odpowiedź: dla całej klasy to $${ctx.fmt(all)}$ (a nie $${ctx.fmt(naive)}$ — średnia średnich).`,
      params: { n1, n2, m1: t(m1), m2: t(m2) },
    });
  },
});

/** A colour agreeing with its count: 1 czerwona, 3 czerwone, 5 czerwonych (the genitive is `many`). */
const colour = (one: string, few: string, many: string): NounForms => ({ one, few, many });

const BAGS: readonly { container: string; items: readonly NounForms[]; one: string; what: string }[] = [
  {
    container: 'W worku są kule',
    items: [
      colour('czerwona', 'czerwone', 'czerwonych'),
      colour('zielona', 'zielone', 'zielonych'),
      colour('niebieska', 'niebieskie', 'niebieskich'),
    ],
    one: 'jedną kulę',
    what: 'kul',
  },
  {
    container: 'W torebce są cukierki',
    items: [
      colour('truskawkowy', 'truskawkowe', 'truskawkowych'),
      colour('cytrynowy', 'cytrynowe', 'cytrynowych'),
      colour('miętowy', 'miętowe', 'miętowych'),
    ],
    one: 'jeden cukierek',
    what: 'cukierków',
  },
  {
    container: 'W pudełku są kredki',
    items: [
      colour('żółta', 'żółte', 'żółtych'),
      colour('czarna', 'czarne', 'czarnych'),
      colour('biała', 'białe', 'białych'),
    ],
    one: 'jedną kredkę',
    what: 'kredek',
  },
];

/** Probability of drawing a colour, of not drawing one, and how many to add for a given probability. */
const bagDraw = defineTemplate({
  id: 'counting_probability.open-bag-draw',
  title: 'Zadanie otwarte: losowanie z worka',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const bag = rng.pick(BAGS);
    const d = redraw(() => {
      const r = rng.int(2, 12);
      const g = rng.int(1, 8);
      const b = rng.int(2, 10);
      const total = r + g + b;
      // Each level its own size of bag (the stem names only the bag): no level repeats another's.
      const [fewest, most] = level === 1 ? [5, 12] : level === 2 ? [13, 20] : [21, 30];
      if (total < fewest || total > most) return null;
      // Level 3 asks for probability 1/3, levels 1–2 for 1/2.
      const k = level === 3 ? 3 : 2;
      const add = (total - k * g) / (k - 1);
      if (!Number.isInteger(add) || add < 1 || add > 20) return null;
      return { r, g, b, total, k, add };
    });
    const { r, g, b, total, k, add: more } = d;
    const [rForms, gForms, bForms] = bag.items as [NounForms, NounForms, NounForms];
    // Genitive plural in "jednej z czerwonych", "ile zielonych kul"; the count agrees in the stem.
    const [rName, gName, bName] = [rForms.many, gForms.many, bForms.many];
    const unchangedTotal = sub(rat(total, k), rat(g));
    const stemList = `$${r}$ ${pluralForm(r, rForms)}, $${g}$ ${pluralForm(g, gForms)} i $${b}$ ${pluralForm(b, bForms)}`;
    return openItem(rng, {
      stem: `${bag.container}: ${stemList} — razem $${total}$. Losujemy ${bag.one}.`,
      parts: [
        {
          prompt: `Jakie jest prawdopodobieństwo wylosowania jednej z ${rName}?`,
          value: rat(r, total),
          calc: `${r}/${total}`,
          form: 'fraction',
          hints: [
            'Prawdopodobieństwo = liczba zdarzeń sprzyjających : liczba wszystkich zdarzeń.',
            `Sprzyjających: $${r}$, wszystkich: $${total}$.`,
            `$\\frac{${r}}{${total}}${rat(r, total).d !== total ? ` = ${t(rat(r, total))}` : ''}$`,
          ],
          mistakes: [
            {
              key: 'odds_not_probability',
              value: rat(r, total - r),
              feedback: `W mianowniku są wszystkie możliwości ($${total}$), a nie tylko pozostałe.`,
            },
          ],
          work: `$P = ${fracReduced(r, total)}$.`,
        },
        {
          prompt: `Jakie jest prawdopodobieństwo, że wylosowana nie będzie jedną z ${bName}?`,
          value: rat(total - b, total),
          calc: `${total - b}/${total}`,
          form: 'fraction',
          hints: [
            `Sprzyjające są wszystkie oprócz ${bName}.`,
            `$${total} - ${b} = ${total - b}$`,
            `$\\frac{${total - b}}{${total}}$`,
          ],
          mistakes: [
            {
              key: 'complement_missed',
              value: rat(b, total),
              feedback: `To prawdopodobieństwo wylosowania jednej z ${bName}. Pytanie jest o zdarzenie przeciwne.`,
            },
          ],
          work: `$P = ${fracReduced(total - b, total)}$.`,
        },
        {
          prompt: `Ile ${gName} ${bag.what} trzeba dołożyć, aby prawdopodobieństwo wylosowania jednej z ${gName} było równe $\\frac{1}{${k}}$?`,
          value: more,
          calc: `(${total}-${k}*${g})/${k - 1}`,
          hints: [
            `Po dołożeniu $x$ sztuk jest $${g} + x$ ${gName} i $${total} + x$ wszystkich.`,
            `$\\frac{${g} + x}{${total} + x} = \\frac{1}{${k}}$, czyli $${k}(${g} + x) = ${total} + x$.`,
            `$${k * g} + ${k}x = ${total} + x$, więc $${k === 2 ? 'x' : `${k - 1}x`} = ${total - k * g}$${k === 2 ? '' : `, $x = ${more}$`}.`,
          ],
          // Adding to the numerator only: g + x = total / k.
          mistakes:
            unchangedTotal.n > 0
              ? [
                  {
                    key: 'total_unchanged',
                    value: unchangedTotal,
                    feedback:
                      'Dołożone sztuki zwiększają też liczbę wszystkich możliwości — mianownik rośnie razem z licznikiem.',
                  },
                ]
              : [],
          work: `$\\frac{${g} + x}{${total} + x} = \\frac{1}{${k}}$, $${k}(${g} + x) = ${total} + x$, $x = ${more}$.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie obu prawdopodobieństw', ['a', 'b']],
        [1, 'poprawna metoda obliczenia liczby dokładanych sztuk', ['c']],
      ],
      conclusion: `Odpowiedź: a) $\\frac{${r}}{${total}}$, b) $\\frac{${total - b}}{${total}}$, c) trzeba dołożyć $${more}$.`,
      params: { r, g, b, k },
    });
  },
});

/** Codes from given digits: how many, how many even, the probability that a random one is even. */
const digitCodes = defineTemplate({
  id: 'counting_probability.open-digit-codes',
  title: 'Zadanie otwarte: kody z cyfr',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const pool = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const k = level === 1 ? rng.int(4, 5) : rng.int(5, 7);
    const digits = rng
      .shuffle(pool)
      .slice(0, k)
      .sort((x, y) => x - y);
    const even = digits.filter((x) => x % 2 === 0).length;
    if (even === 0 || even === k) digits[0] = digits[0]! % 2 === 0 ? 1 : 2;
    const digs = [...new Set(digits)].sort((x, y) => x - y);
    const kk = digs.length;
    const e = digs.filter((x) => x % 2 === 0).length;
    const length = level === 1 ? 2 : 3;
    const repeat = level === 3;
    const all = repeat ? kk ** length : length === 2 ? kk * (kk - 1) : kk * (kk - 1) * (kk - 2);
    const evenCount = repeat ? e * kk ** (length - 1) : length === 2 ? e * (kk - 1) : e * (kk - 1) * (kk - 2);
    const p = rat(evenCount, all);
    const lenWord = length === 2 ? 'dwucyfrowe' : 'trzycyfrowe';
    const rule = repeat ? 'cyfry mogą się powtarzać' : 'cyfry nie mogą się powtarzać';
    const allExpr = repeat
      ? `${kk}^${length}`
      : length === 2
        ? `${kk} \\cdot ${kk - 1}`
        : `${kk} \\cdot ${kk - 1} \\cdot ${kk - 2}`;
    const evenExpr = repeat
      ? `${kk}^${length - 1} \\cdot ${e}`
      : length === 2
        ? `${kk - 1} \\cdot ${e}`
        : `${kk - 1} \\cdot ${kk - 2} \\cdot ${e}`;
    const wrongAll = repeat ? kk * (kk - 1) * (kk - 2) : kk ** length;
    const who = pickPerson(rng);
    return openItem(rng, {
      stem: `${who.name} tworzy kody ${lenWord} z cyfr: $${digs.join(',\\ ')}$ (${rule}). Ile jest takich kodów, ile z nich to liczby parzyste i jakie jest prawdopodobieństwo, że losowo wybrany kod jest liczbą parzystą?`,
      parts: [
        {
          prompt: 'Ile jest wszystkich kodów?',
          value: all,
          calc: repeat ? `${kk}^${length}` : length === 2 ? `${kk}*${kk - 1}` : `${kk}*${kk - 1}*${kk - 2}`,
          hints: [
            'Policz, na ile sposobów można wybrać cyfrę na każde miejsce, i pomnóż te liczby (reguła mnożenia).',
            repeat
              ? `Na każde z $${length}$ miejsc: $${kk}$ możliwości.`
              : `Na pierwsze miejsce: $${kk}$, na drugie: $${kk - 1}$${length === 3 ? `, na trzecie: $${kk - 2}$` : ''}.`,
            `$${allExpr} = ${all}$`,
          ],
          mistakes: [
            {
              key: repeat ? 'repetition_ignored' : 'repetition_counted',
              value: wrongAll,
              feedback: repeat
                ? 'Cyfry mogą się powtarzać, więc na każde miejsce jest tyle samo możliwości.'
                : 'Cyfry nie mogą się powtarzać: na każde kolejne miejsce jest o jedną możliwość mniej.',
            },
          ],
          work: `$${allExpr} = ${all}$.`,
        },
        {
          prompt: 'Ile kodów jest liczbami parzystymi?',
          value: evenCount,
          calc: repeat ? `${e}*${kk}^${length - 1}` : length === 2 ? `${e}*${kk - 1}` : `${e}*${kk - 1}*${kk - 2}`,
          hints: [
            `Kod jest parzysty, gdy ostatnia cyfra jest parzysta: tu $${e}$ możliwości.`,
            'Zacznij od ostatniego miejsca, potem wypełnij pozostałe.',
            `$${evenExpr} = ${evenCount}$`,
          ],
          work: `Ostatnia cyfra parzysta ($${e}$ możliwości): $${evenExpr} = ${evenCount}$.`,
        },
        {
          prompt: 'Jakie jest prawdopodobieństwo, że losowo wybrany kod jest liczbą parzystą?',
          value: p,
          calc: 'b/a',
          form: 'fraction',
          hints: [
            'Podziel liczbę kodów parzystych przez liczbę wszystkich kodów.',
            `$\\frac{${evenCount}}{${all}}$`,
            `$\\frac{${evenCount}}{${all}} = ${t(p)}$`,
          ],
          mistakes: [
            {
              key: 'count_not_probability',
              value: evenCount,
              feedback:
                'To liczba kodów parzystych. Prawdopodobieństwo to ta liczba podzielona przez liczbę wszystkich kodów.',
            },
          ],
          work: `$P = \\frac{${evenCount}}{${all}} = ${t(p)}$.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie liczby wszystkich kodów', ['a']],
        [1, 'poprawne obliczenie liczby kodów parzystych', ['b']],
        [1, 'poprawne obliczenie prawdopodobieństwa', ['a', 'b', 'c']],
      ],
      conclusion: `Odpowiedź: kodów jest $${all}$, parzystych $${evenCount}$, a prawdopodobieństwo wynosi $${t(p)}$.`,
      params: { digits: digs.join(''), length, repeat },
    });
  },
});

/** Fuel use per 100 km: fuel for a trip, its cost, how far a full tank goes. */
const fuel = defineTemplate({
  id: 'direct_proportion.open-fuel',
  title: 'Zadanie otwarte: spalanie paliwa',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const use = level === 1 ? rat(rng.int(5, 8)) : rat(rng.int(48, 85), 10);
      const dist = level === 1 ? rng.int(2, 9) * 100 : rng.int(12, 60) * 10;
      const litres = div(mul(use, rat(dist)), rat(100));
      const price = level === 1 ? rat(rng.int(6, 7)) : rat(rng.int(589, 699), 100);
      const cost = mul(litres, price);
      const tank = rng.int(35, 60);
      const range = div(mul(rat(tank), rat(100)), use);
      if (!isFiniteDecimal(litres) || litres.d > 100 || (cost.d > 100 && !isFiniteDecimal(cost))) return null;
      if (!isFiniteDecimal(range) || range.d > 10 || (level === 1 && range.d !== 1)) return null;
      return { use, dist, litres, price, cost, tank, range };
    });
    const { use, dist, litres, price, cost, tank, range } = d;
    const costRounded = roundToGrosze(cost);
    const exactMoney = cost.n * costRounded.d === costRounded.n * cost.d;
    const family = rng.pick(['Rodzina Kowalskich', 'Pani Ewa', 'Pan Marek', 'Rodzina Nowaków']);
    return openItem(rng, {
      stem: `${family} jedzie samochodem, który spala średnio $${withUnit(use, 'l')}$ benzyny na $${withUnit(100, 'km')}$. Trasa ma $${withUnit(dist, 'km')}$, a litr benzyny kosztuje $${moneyTex(price)}$.${exactMoney ? '' : ' Koszt zaokrąglij do pełnych groszy.'}`,
      parts: [
        {
          prompt: 'Ile litrów benzyny zużyje samochód na tej trasie?',
          value: litres,
          calc: `${dot(use)}*${dist}/100`,
          unit: 'l',
          hints: [
            `Na $${withUnit(100, 'km')}$ — $${withUnit(use, 'l')}$. Ile razy dłuższa jest trasa?`,
            `$${dist} : 100 = ${t(rat(dist, 100))}$`,
            `$${t(rat(dist, 100))} \\cdot ${t(use)} = ${t(litres)}$`,
          ],
          mistakes: [
            {
              key: 'per_km_confused',
              value: mul(use, rat(dist)),
              feedback: `Spalanie jest podane na $${withUnit(100, 'km')}$, a nie na $1\\text{ km}$: podziel przez $100$.`,
            },
          ],
          work: `$\\frac{${dist}}{100} \\cdot ${t(use)} = ${withUnit(litres, 'l')}$.`,
        },
        {
          prompt: 'Ile złotych będzie kosztować paliwo na tę trasę?',
          value: costRounded,
          calc: `a*${dot(price)}`,
          unit: 'zł',
          ...(exactMoney ? {} : { tolerance: 0.005 }),
          hints: [
            'Pomnóż liczbę litrów przez cenę litra.',
            `$${t(litres)} \\cdot ${texMoney(price)}$`,
            `$${t(litres)} \\cdot ${texMoney(price)} ${exactMoney ? '=' : '\\approx'} ${texMoney(costRounded)}$`,
          ],
          work: `$${t(litres)} \\cdot ${texMoney(price)} ${exactMoney ? '=' : '\\approx'} ${moneyTex(costRounded)}$.`,
        },
        {
          prompt: `Ile kilometrów przejedzie samochód na pełnym baku ($${withUnit(tank, 'l')}$)?`,
          value: range,
          calc: `${tank}*100/${dot(use)}`,
          unit: 'km',
          hints: [
            `Na każde $${withUnit(use, 'l')}$ przypada $${withUnit(100, 'km')}$.`,
            `$${tank} : ${t(use)} = ${t(div(rat(tank), use))}$ — tyle razy po $${withUnit(100, 'km')}$.`,
            `$${t(div(rat(tank), use))} \\cdot 100 = ${t(range)}$`,
          ],
          mistakes: [
            {
              key: 'proportion_inverted',
              value: div(mul(use, rat(100)), rat(tank)),
              feedback:
                'Odwrócono proporcję. Więcej paliwa to dłuższa trasa: $\\frac{x}{100} = \\frac{' +
                `${tank}}{${t(use)}}$.`,
            },
          ],
          work: `$\\frac{${tank}}{${t(use)}} \\cdot 100 = ${withUnit(range, 'km')}$.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie zużycia paliwa na trasie', ['a']],
        [1, 'poprawne obliczenie kosztu paliwa', ['a', 'b']],
        [1, 'poprawne obliczenie zasięgu na pełnym baku', ['c']],
      ],
      conclusion: `Odpowiedź: samochód zużyje $${withUnit(litres, 'l')}$ benzyny za $${moneyTex(costRounded)}$, a na pełnym baku przejedzie $${withUnit(range, 'km')}$.`,
      params: { use: t(use), dist, price: texMoney(price), tank },
    });
  },
});

const SHARE_STORIES = [
  {
    intro: (names: string) =>
      `${names} upiekli ciasta na kiermasz. Zysk ze sprzedaży podzielili w stosunku liczby upieczonych ciast`,
    unit: 'zł',
  },
  {
    intro: (names: string) =>
      `${names} pracowali w ogrodzie sąsiadki. Zapłatę podzielili w stosunku liczby przepracowanych godzin`,
    unit: 'zł',
  },
  {
    intro: (names: string) =>
      `${names} złożyli się na nagrodę w konkursie. Wygraną podzielili w stosunku wpłaconych kwot`,
    unit: 'zł',
  },
] as const;

/** An amount shared in a ratio: the value of one part, the largest share, the difference. */
const ratioShare = defineTemplate({
  id: 'proportional_division.open-ratio-share',
  title: 'Zadanie otwarte: podział w danym stosunku',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const parts = level === 1 ? 2 : 3;
    const d = redraw(() => {
      const ratio = Array.from({ length: parts }, () => rng.int(1, level === 3 ? 9 : 6));
      if (new Set(ratio).size !== parts) return null;
      // A ratio is given in lowest terms ("2 : 4" is written 1 : 2).
      if (ratio.reduce((g, r) => gcd(g, r)) !== 1) return null;
      const sumR = ratio.reduce((x, y) => x + y, 0);
      const one = level === 3 ? rat(rng.int(500, 4000), 100) : rat(rng.int(4, 30) * 5);
      if (level === 3 && one.d === 1) return null;
      return { ratio, sumR, one, total: mul(one, rat(sumR)) };
    });
    const { ratio, sumR, one, total } = d;
    const people = [pickPerson(rng)];
    while (people.length < parts) {
      const p = pickPerson(rng);
      if (!people.some((q) => q.name === p.name)) people.push(p);
    }
    const allFemale = people.every((p) => p.female);
    const names =
      people.length === 2
        ? `${people[0]!.name} i ${people[1]!.name}`
        : `${people[0]!.name}, ${people[1]!.name} i ${people[2]!.name}`;
    const story = rng.pick(SHARE_STORIES);
    const intro = story
      .intro(names)
      .replace(/upiekli|pracowali|złożyli|podzielili/g, (w) => (allFemale ? w.replace(/li$/, 'ły') : w));
    const maxI = ratio.indexOf(Math.max(...ratio));
    const minI = ratio.indexOf(Math.min(...ratio));
    const max = mul(one, rat(ratio[maxI]!));
    const min = mul(one, rat(ratio[minI]!));
    return openItem(rng, {
      stem: `${intro} $${ratio.join(' : ')}$ (w kolejności imion). Do podziału było $${moneyTex(total)}$.`,
      parts: [
        {
          prompt: 'Ile złotych przypada na jedną część?',
          value: one,
          calc: `${dot(total)}/${sumR}`,
          unit: 'zł',
          hints: [
            'Dodaj liczby ze stosunku — tyle jest równych części.',
            `$${ratio.join(' + ')} = ${sumR}$`,
            `$${texMoney(total)} : ${sumR} = ${texMoney(one)}$`,
          ],
          mistakes: [
            {
              key: 'equal_split',
              value: div(total, rat(parts)),
              feedback: `Kwotę podzielono na ${parts === 2 ? 'dwie' : 'trzy'} równe części. W stosunku $${ratio.join(' : ')}$ ${pluralForm(sumR, { one: 'jest', few: 'są', many: 'jest' })} $${sumR}$ ${pluralForm(sumR, EQUAL_PARTS)}.`,
            },
          ],
          work: `Części: $${ratio.join(' + ')} = ${sumR}$; jedna część: $${texMoney(total)} : ${sumR} = ${moneyTex(one)}$.`,
        },
        {
          prompt: `Ile złotych ${people[maxI]!.female ? 'dostała' : 'dostał'} ${people[maxI]!.name}?`,
          value: max,
          calc: `a*${ratio[maxI]}`,
          unit: 'zł',
          hints: [
            `${people[maxI]!.name} ma $${ratio[maxI]}$ części.`,
            `$${ratio[maxI]} \\cdot ${texMoney(one)}$`,
            `$${ratio[maxI]} \\cdot ${texMoney(one)} = ${texMoney(max)}$`,
          ],
          work: `${people[maxI]!.name}: $${ratio[maxI]} \\cdot ${texMoney(one)} = ${moneyTex(max)}$.`,
        },
        {
          prompt: `O ile złotych więcej ${people[maxI]!.female ? 'dostała' : 'dostał'} ${people[maxI]!.name} niż ${people[minI]!.name}?`,
          value: sub(max, min),
          calc: `a*${ratio[maxI]! - ratio[minI]!}`,
          unit: 'zł',
          hints: [
            `Różnica to $${ratio[maxI]} - ${ratio[minI]} = ${ratio[maxI]! - ratio[minI]!}$ części.`,
            `$${ratio[maxI]! - ratio[minI]!} \\cdot ${texMoney(one)}$`,
            `$${ratio[maxI]! - ratio[minI]!} \\cdot ${texMoney(one)} = ${texMoney(sub(max, min))}$`,
          ],
          mistakes: [
            {
              key: 'parts_not_money',
              value: ratio[maxI]! - ratio[minI]!,
              feedback: `To różnica liczby części. Jedna część to $${moneyTex(one)}$: pomnóż.`,
            },
          ],
          work: `$${ratio[maxI]! - ratio[minI]!} \\cdot ${texMoney(one)} = ${moneyTex(sub(max, min))}$.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie wartości jednej części', ['a']],
        [1, 'poprawne obliczenie największego udziału', ['a', 'b']],
        [1, 'poprawne obliczenie różnicy udziałów', ['a', 'c']],
      ],
      conclusion: `Odpowiedź: ${people[maxI]!.name} ${people[maxI]!.female ? 'dostała' : 'dostał'} $${moneyTex(max)}$, czyli o $${moneyTex(sub(max, min))}$ więcej niż ${people[minI]!.name}.`,
      params: { ratio: ratio.join(':'), total: texMoney(total) },
    });
  },
});

/** How many times is one power larger than another: both as powers of one base. */
const howManyTimes = defineTemplate({
  id: 'power_laws.open-how-many-times',
  title: 'Zadanie otwarte: ile razy jedna potęga jest większa od drugiej',
  open: true,
  generate({ rng, level }): GeneratedBody {
    // 4^k on level 1, 9^k on level 2, 8^k or 27^k on level 3: no level repeats another's task.
    const base = level === 1 ? 2 : level === 2 ? 3 : rng.pick([2, 3]);
    const pw = level === 3 ? 3 : 2;
    const big = base ** pw;
    const d = redraw(() => {
      const k = rng.int(5, 20);
      const diff = rng.int(2, base === 2 ? 7 : 4);
      const m = pw * k + diff;
      return m <= 80 ? { k, diff, m } : null;
    });
    const { k, diff, m } = d;
    const ratio = base ** diff;
    return openItem(rng, {
      stem: `Ile razy liczba $${base}^{${m}}$ jest większa od liczby $${big}^{${k}}$?`,
      parts: [
        {
          prompt: `Zapisz $${big}^{${k}}$ jako potęgę liczby $${base}$. Jaki jest wykładnik?`,
          value: pw * k,
          calc: `${pw}*${k}`,
          hints: [
            `$${big} = ${base}^${pw}$`,
            `$${big}^{${k}} = (${base}^${pw})^{${k}}$ — potęgę potęgi liczymy, mnożąc wykładniki.`,
            `$(${base}^${pw})^{${k}} = ${base}^{${pw * k}}$`,
          ],
          mistakes: [
            {
              key: 'exponents_added',
              value: pw + k,
              feedback: `Potęgując potęgę, wykładniki się mnoży: $(${base}^${pw})^{${k}} = ${base}^{${pw} \\cdot ${k}}$.`,
            },
          ],
          work: `$${big}^{${k}} = (${base}^${pw})^{${k}} = ${base}^{${pw * k}}$.`,
        },
        {
          prompt: `Ile wynosi wykładnik ilorazu $${base}^{${m}} : ${base}^{${pw * k}}$ (jako potęgi liczby $${base}$)?`,
          value: diff,
          calc: `${m}-a`,
          hints: [
            'Dzieląc potęgi o tej samej podstawie, odejmujemy wykładniki.',
            `$${m} - ${pw * k}$`,
            `$${m} - ${pw * k} = ${diff}$`,
          ],
          mistakes: [
            {
              key: 'exponents_divided',
              value: rat(m, pw * k),
              feedback: 'Przy dzieleniu potęg o tej samej podstawie wykładniki się odejmuje, a nie dzieli.',
            },
          ],
          work: `$${base}^{${m}} : ${base}^{${pw * k}} = ${base}^{${diff}}$.`,
        },
        {
          prompt: 'Ile razy pierwsza liczba jest większa od drugiej?',
          value: ratio,
          calc: `${base}^b`,
          hints: [
            `Iloraz to $${base}^{${diff}}$.`,
            `$${base}^{${diff}} = ${Array.from({ length: diff }, () => base).join(' \\cdot ')}$`,
            `$${base}^{${diff}} = ${ratio}$`,
          ],
          mistakes: [
            {
              key: 'exponent_as_answer',
              value: diff,
              feedback: `To wykładnik. Liczba jest większa $${base}^{${diff}}$ razy — oblicz tę potęgę.`,
            },
            {
              key: 'base_times_exponent',
              value: base * diff,
              feedback: `$${base}^{${diff}}$ to iloczyn $${diff}$ czynników równych $${base}$, a nie $${base} \\cdot ${diff}$.`,
            },
          ],
          work: `$${base}^{${diff}} = ${tn(ratio)}$.`,
        },
      ],
      scheme: [
        [1, `zapisanie obu liczb jako potęg liczby ${base}`, ['a']],
        [1, 'poprawne obliczenie ilorazu potęg', ['a', 'b', 'c']],
      ],
      conclusion: `Odpowiedź: liczba $${base}^{${m}}$ jest $${tn(ratio)}$ razy większa od $${big}^{${k}}$.`,
      params: { base, m, k },
    });
  },
});

export const dataOpenTemplates: readonly QuestionTemplate[] = [
  nextResult,
  twoGroups,
  bagDraw,
  digitCodes,
  fuel,
  ratioShare,
  howManyTimes,
];
