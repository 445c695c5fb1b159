import type { QuestionStep, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer, typed } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { pickPerson, pickTwoPeople, verb } from '../../kit/people.ts';
import { numberErrors } from '../../kit/errors.ts';
import { numberPattern, step, numberStep } from '../../kit/steps.ts';
import { moneyText, texMoney } from '../../kit/format.ts';
import { type Rational, add, rat, sub, toNumber } from '../../../math/rational.ts';
import { texNumber } from '../../../text/format.ts';
import { pluralForm, type NounForms } from '../../../text/plural.ts';

const SUCH_PARTS: NounForms = { one: 'taką część', few: 'takie części', many: 'takich części' };

/** A step about money: the worked answer keeps grosze as a pupil writes them (4,80, not 4,8). */
const moneyStep = (spec: Parameters<typeof numberStep>[0]): QuestionStep => {
  const base = numberStep(spec);
  const x = toNumber(spec.value);
  return Number.isInteger(x) ? base : { ...base, expected: x.toFixed(2).replace('.', ',') };
};

interface Item {
  forms: NounForms;
  /** "Jeden zeszyt kosztuje" / "Jedna książka kosztuje". */
  single: string;
  /** Accusative plural after a count ("kupiła 4 zeszyty"), by count category. */
  prices: readonly number[];
}
const ITEMS: readonly Item[] = [
  {
    forms: { one: 'zeszyt', few: 'zeszyty', many: 'zeszytów' },
    single: 'Jeden zeszyt',
    prices: [250, 320, 350, 450, 480],
  },
  {
    forms: { one: 'długopis', few: 'długopisy', many: 'długopisów' },
    single: 'Jeden długopis',
    prices: [180, 240, 290, 350],
  },
  { forms: { one: 'ołówek', few: 'ołówki', many: 'ołówków' }, single: 'Jeden ołówek', prices: [120, 150, 190, 240] },
  {
    forms: { one: 'książkę', few: 'książki', many: 'książek' },
    single: 'Jedna książka',
    prices: [1290, 1550, 1890, 2450],
  },
];
const count = (n: number, item: Item): string => `${n} ${pluralForm(n, item.forms)}`;
const costs = (n: number): string => pluralForm(n, { one: 'kosztuje', few: 'kosztują', many: 'kosztuje' });

const shopping = defineTemplate({
  id: 'word_problems.shopping',
  title: 'Zakupy i reszta',
  generate({ rng, level }): GeneratedBody {
    const p = pickPerson(rng);
    const bought = verb(p, 'kupił', 'kupiła');
    if (level === 1) {
      const item = rng.pick(ITEMS.slice(0, 3));
      const { n, price, note } = redraw(() => {
        const n = rng.int(2, 6);
        const price = rng.int(2, 9);
        const note = rng.pick([20, 50, 100]);
        return n * price >= note || n * price < note / 3 || note - price === n * price || 2 * n * price === note
          ? null
          : { n, price, note };
      });
      const change = note - n * price;
      const errors = numberErrors(rat(change), [
        {
          key: 'forgot_quantity',
          value: rat(note - price),
          feedback: `Odjęto cenę jednej sztuki. ${p.name} ${bought} ${count(n, item)}, więc najpierw pomnóż cenę przez ${n}.`,
        },
        {
          key: 'no_subtraction',
          value: rat(n * price),
          feedback: 'To koszt zakupów. Pytanie dotyczy reszty, więc odejmij koszt od kwoty, którą zapłacono.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `${p.name} ${bought} ${count(n, item)} po ${price} zł i ${verb(p, 'zapłacił', 'zapłaciła')} banknotem ${note}-złotowym. Ile reszty ${verb(p, 'otrzymał', 'otrzymała')}?`,
        answer: numberAnswer(change),
        answerHint: 'Podaj kwotę w złotych.',
        unitLabel: 'zł',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: 'Ile kosztowały wszystkie zakupy?',
            value: rat(n * price),
            hints: [
              'Cenę jednej sztuki pomnóż przez liczbę sztuk.',
              `$${n} \\cdot ${price}$`,
              `$${n} \\cdot ${price} = ${n * price}$ zł`,
            ],
          }),
          numberStep({
            prompt: 'Ile wynosi reszta?',
            value: rat(change),
            hints: [
              'Od kwoty, którą zapłacono, odejmij koszt zakupów.',
              `$${note} - ${n * price}$`,
              `$${note} - ${n * price} = ${change}$ zł`,
            ],
          }),
        ],
        solution: `Koszt: $${n} \\cdot ${price} = ${n * price}$ zł. Reszta: $${note} - ${n * price} = ${change}$ zł.`,
        params: { n, price, note },
      };
    }
    if (level === 2) {
      const [i1, i2] = rng.shuffle([0, 1, 2]);
      const it1 = ITEMS[i1!]!;
      const it2 = ITEMS[i2!]!;
      const { n1, n2, p1, p2, note } = redraw(() => {
        const n1 = rng.int(2, 5);
        const n2 = rng.int(2, 5);
        const p1 = rng.pick(it1.prices);
        const p2 = rng.pick(it2.prices);
        const note = rng.pick([2000, 5000]);
        const cost = n1 * p1 + n2 * p2;
        return cost >= note || cost < note / 3 ? null : { n1, n2, p1, p2, note };
      });
      const c1 = rat(n1 * p1, 100);
      const c2 = rat(n2 * p2, 100);
      const cost = add(c1, c2);
      const change = sub(rat(note, 100), cost);
      const errors = numberErrors(change, [
        {
          key: 'forgot_quantity',
          value: sub(rat(note, 100), rat(p1 + p2, 100)),
          feedback: 'Odjęto ceny pojedynczych sztuk. Każdą cenę pomnóż najpierw przez liczbę kupionych sztuk.',
        },
        { key: 'no_subtraction', value: cost, feedback: 'To koszt zakupów. Pytanie dotyczy reszty.' },
        { key: 'one_item_type', value: sub(rat(note, 100), c1), feedback: 'Uwzględniono tylko jeden rodzaj towaru.' },
      ]);
      return {
        type: 'numeric',
        stem: `${p.name} ${bought} ${count(n1, it1)} po ${moneyText(rat(p1, 100))} i ${count(n2, it2)} po ${moneyText(rat(p2, 100))}. ${verb(p, 'Zapłacił', 'Zapłaciła')} banknotem ${note / 100}-złotowym. Ile reszty ${verb(p, 'otrzymał', 'otrzymała')}?`,
        answer: numberAnswer(change),
        answerHint: 'Podaj kwotę w złotych, np. 3,45.',
        unitLabel: 'zł',
        commonErrors: errors,
        steps: [
          moneyStep({
            prompt: `Ile kosztowały ${pluralForm(n1, it1.forms)}?`,
            value: c1,
            hints: [
              'Pomnóż cenę przez liczbę sztuk.',
              `$${n1} \\cdot ${texMoney(rat(p1, 100))}$`,
              `$${texMoney(c1)}$ zł`,
            ],
          }),
          moneyStep({
            prompt: `Ile kosztowały ${pluralForm(n2, it2.forms)}?`,
            value: c2,
            hints: [
              'Pomnóż cenę przez liczbę sztuk.',
              `$${n2} \\cdot ${texMoney(rat(p2, 100))}$`,
              `$${texMoney(c2)}$ zł`,
            ],
          }),
          moneyStep({
            prompt: 'Ile reszty otrzymano?',
            value: change,
            hints: [
              'Dodaj koszty i odejmij od kwoty zapłaconej.',
              `$${note / 100} - (${texMoney(c1)} + ${texMoney(c2)})$`,
              `$${texMoney(change)}$ zł`,
            ],
          }),
        ],
        solution: `Koszt: $${texMoney(c1)} + ${texMoney(c2)} = ${texMoney(cost)}$ zł. Reszta: $${note / 100} - ${texMoney(cost)} = ${texMoney(change)}$ zł.`,
        params: { n1, n2, p1: p1 / 100, p2: p2 / 100, note: note / 100 },
      };
    }
    const item = rng.pick(ITEMS);
    const { money, price } = redraw(() => {
      const price = rng.pick(item.prices);
      const money = rng.int(3, 12) * 500 + rng.pick([0, 250, 700]);
      const n = Math.floor(money / price);
      return n < 2 || n > 25 || money % price === 0 ? null : { money, price };
    });
    const n = Math.floor(money / price);
    const rest = rat(money - n * price, 100);
    const tenthsDown = rat(Math.floor((money * 10) / price), 10);
    const tenthsRound = rat(Math.round((money * 10) / price), 10);
    const errors = numberErrors(rat(n), [
      {
        key: 'rounded_up',
        value: rat(n + 1),
        feedback: `Na ${count(n + 1, item)} zabrakłoby pieniędzy. Zaokrąglamy w dół — liczy się tylko pełna liczba sztuk, na które wystarczy pieniędzy.`,
      },
      { key: 'remainder_as_answer', value: rest, feedback: 'To reszta pieniędzy, a nie liczba sztuk.' },
      { key: 'exact_quotient', value: rat(money, price), feedback: 'Liczba sztuk musi być liczbą całkowitą.' },
    ]);
    const buyWord = pluralForm(5, item.forms);
    return {
      type: 'numeric',
      stem: `${p.name} ma ${moneyText(rat(money, 100))}. ${item.single} kosztuje ${moneyText(rat(price, 100))}. Ile najwięcej ${buyWord} może kupić ${p.name}?`,
      answer: numberAnswer(n),
      answerHint: 'Wpisz liczbę całkowitą.',
      commonErrors: errors,
      steps: [
        // Asking for the cost of n items here would give the answer away; the quotient to
        // tenths is the textbook route and still leaves the "whole items only" decision.
        step({
          prompt: `Oblicz iloraz $${texMoney(rat(money, 100))} : ${texMoney(rat(price, 100))}$. Wystarczą całości i jedna cyfra po przecinku.`,
          expected: typed(tenthsDown, 'decimal'),
          patterns: [numberPattern(tenthsDown), numberPattern(tenthsRound)],
          hints: [
            'Pomnóż dzielną i dzielnik przez 100, żeby dzielić przez liczbę naturalną.',
            `$${texMoney(rat(money, 100))} : ${texMoney(rat(price, 100))} = ${money} : ${price}$`,
            `$${money} : ${price} \\approx ${texNumber(toNumber(tenthsDown))}$`,
          ],
        }),
        numberStep({
          prompt: 'Kupić można tylko całe sztuki. Na ile najwięcej sztuk wystarczy pieniędzy?',
          value: rat(n),
          hints: [
            `${count(n + 1, item)} ${pluralForm(n + 1, { one: 'kosztowałby', few: 'kosztowałyby', many: 'kosztowałoby' })} $${texMoney(rat((n + 1) * price, 100))}$ zł.`,
            `Porównaj z kwotą ${moneyText(rat(money, 100))}.`,
            `Najwięcej: ${n}.`,
          ],
          errors: [{ code: 'rounded_up', value: rat(n + 1), feedback: 'Na tyle sztuk nie wystarczy pieniędzy.' }],
        }),
      ],
      solution: `$${texMoney(rat(money, 100))} : ${texMoney(rat(price, 100))} \\approx ${texNumber(Math.floor((money / price) * 100) / 100)}$, więc ${p.name} może kupić najwyżej ${n} (${count(n, item)} ${costs(n)} $${texMoney(rat(n * price, 100))}$ zł, a ${count(n + 1, item)} już $${texMoney(rat((n + 1) * price, 100))}$ zł).`,
      params: { money: money / 100, price: price / 100 },
    };
  },
});

const STICKERS: NounForms = { one: 'naklejkę', few: 'naklejki', many: 'naklejek' };

const sumAndDifference = defineTemplate({
  id: 'word_problems.sum-and-difference',
  title: 'Suma i różnica (ilorazy) dwóch wielkości',
  generate({ rng, level }): GeneratedBody {
    const [a, b] = pickTwoPeople(rng);
    if (level === 1) {
      const { x, d } = redraw(() => {
        const x = rng.int(5, 40);
        const d = rng.int(2, 15);
        return { x, d };
      });
      const S = 2 * x + d;
      const errors = numberErrors(rat(x), [
        {
          key: 'halved_total',
          value: rat(S, 2),
          feedback: `Podzielono sumę na pół, ale ${a.name} ma o ${d} więcej. Najpierw odejmij ${d} od sumy.`,
        },
        {
          key: 'found_other_person',
          value: rat(x + d),
          feedback: `To liczba naklejek, którą ma ${a.name}. Pytanie dotyczy osoby, która ma mniej.`,
        },
        {
          key: 'subtract_only',
          value: rat(S - d),
          feedback: 'Po odjęciu różnicy zostają dwie równe części — podziel wynik przez 2.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `${a.name} i ${b.name} mają razem ${S} ${pluralForm(S, { one: 'naklejkę', few: 'naklejki', many: 'naklejek' })}. ${a.name} ma o ${d} ${pluralForm(d, STICKERS)} więcej niż ${b.name}. Ile naklejek ma ${b.name}?`,
        answer: numberAnswer(x),
        answerHint: 'Wpisz liczbę naklejek.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Gdyby ${a.name} ${verb(a, 'oddał', 'oddała')} nadwyżkę ${d}, ${a.female === b.female ? (a.female ? 'obie miałyby' : 'obaj mieliby') : 'oboje mieliby'} po tyle samo. Ile naklejek zostałoby razem?`,
            value: rat(S - d),
            hints: ['Odejmij różnicę od sumy.', `$${S} - ${d}$`, `$${S - d}$`],
          }),
          numberStep({
            prompt: `Ile naklejek ma ${b.name}?`,
            value: rat(x),
            hints: ['Zostały dwie równe części.', `$${S - d} : 2$`, `$${x}$`],
            errors: [{ code: 'halved_total', value: rat(S, 2), feedback: 'Dziel przez 2 dopiero po odjęciu różnicy.' }],
          }),
        ],
        solution: `$(${S} - ${d}) : 2 = ${S - d} : 2 = ${x}$. Sprawdzenie: ${b.name} ma ${x}, ${a.name} ma $${x} + ${d} = ${x + d}$, razem $${S}$.`,
        params: { S, d },
      };
    }
    if (level === 2) {
      const k = rng.int(2, 5);
      const x = rng.int(3, 20);
      const S = x * (k + 1);
      const errors = numberErrors(rat(x), [
        {
          key: 'divided_by_k',
          value: rat(S, k),
          feedback: `Podzielono przez ${k}, ale wszystkich równych części jest ${k + 1}: ${k} części ma ${a.name} i 1 część ${b.name}.`,
        },
        { key: 'halved_total', value: rat(S, 2), feedback: 'Podzielono na pół, a przecież nie mają po tyle samo.' },
        { key: 'found_other_person', value: rat(k * x), feedback: `To liczba kulek, którą ma ${a.name}.` },
      ]);
      return {
        type: 'numeric',
        stem: `${a.name} ma ${k} razy więcej kulek niż ${b.name}. Razem mają ${S} ${pluralForm(S, { one: 'kulkę', few: 'kulki', many: 'kulek' })}. Ile kulek ma ${b.name}?`,
        answer: numberAnswer(x),
        answerHint: 'Wpisz liczbę kulek.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Jeśli ${b.name} ma 1 część, to ${a.name} ma ${k} ${pluralForm(k, SUCH_PARTS)}. Ile jest równych części razem?`,
            value: rat(k + 1),
            hints: ['Dodaj części obu osób.', `$1 + ${k}$`, `$${k + 1}$`],
            errors: [{ code: 'divided_by_k', value: rat(k), feedback: 'Dolicz też część drugiej osoby.' }],
          }),
          numberStep({
            prompt: `Ile kulek ma ${b.name}?`,
            value: rat(x),
            hints: ['Podziel sumę przez liczbę części.', `$${S} : ${k + 1}$`, `$${x}$`],
          }),
        ],
        solution: `Wszystkich równych części jest $1 + ${k} = ${k + 1}$, więc ${b.name} ma $${S} : ${k + 1} = ${x}$ ${pluralForm(x, { one: 'kulkę', few: 'kulki', many: 'kulek' })}.`,
        params: { k, S },
      };
    }
    const c = pickPerson(rng);
    const names = new Set([a.name, b.name]);
    const third = names.has(c.name)
      ? a.female
        ? { name: 'Igor', female: false }
        : { name: 'Hania', female: true }
      : c;
    const { x, d } = redraw(() => {
      const x = rng.int(4, 30);
      const d = rng.int(2, 12);
      return { x, d };
    });
    const S = x + (x + d) + 2 * x;
    const errors = numberErrors(rat(x), [
      {
        key: 'divided_by_people',
        value: rat(S, 3),
        feedback: 'Podzielono na trzy równe części, ale każda osoba ma inną kwotę.',
      },
      {
        key: 'ignored_difference',
        value: rat(S, 4),
        feedback: `Pominięto to, że ${b.name} ma o ${d} zł więcej. Najpierw odejmij ${d} od sumy.`,
      },
      {
        key: 'sign_not_changed',
        value: rat(S + d, 4),
        feedback: `Nadwyżkę ${d} zł trzeba odjąć od sumy, a nie dodać.`,
      },
    ]);
    return {
      type: 'numeric',
      stem: `${a.name}, ${b.name} i ${third.name} mają razem ${S} zł. ${b.name} ma o ${d} zł więcej niż ${a.name}, a ${third.name} ma dwa razy więcej niż ${a.name}. Ile złotych ma ${a.name}?`,
      answer: numberAnswer(x),
      answerHint: 'Podaj kwotę w złotych.',
      unitLabel: 'zł',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Oznacz kwotę, którą ma ${a.name}, jako $x$. Wtedy razem mają $x + (x + ${d}) + 2x = 4x + ${d}$. Ile wynosi $4x$?`,
          value: rat(S - d),
          hints: ['Od sumy odejmij nadwyżkę.', `$4x = ${S} - ${d}$`, `$4x = ${S - d}$`],
        }),
        numberStep({
          prompt: `Ile złotych ma ${a.name}?`,
          value: rat(x),
          hints: ['Podziel przez 4.', `$x = ${S - d} : 4$`, `$x = ${x}$`],
        }),
      ],
      solution: `$x + (x + ${d}) + 2x = ${S}$, czyli $4x + ${d} = ${S}$, $4x = ${S - d}$, $x = ${x}$. ${a.name} ma ${x} zł, ${b.name} ${x + d} zł, ${third.name} ${2 * x} zł.`,
      params: { S, d },
    };
  },
});

/** Books of the pages story: "Lektura ma 120 stron … 1/4 tej lektury". */
const BOOKS = [
  { nom: 'Książka', gen: 'książki', thisGen: 'tej książki', wholeGen: 'całej książki' },
  { nom: 'Lektura', gen: 'lektury', thisGen: 'tej lektury', wholeGen: 'całej lektury' },
  { nom: 'Powieść', gen: 'powieści', thisGen: 'tej powieści', wholeGen: 'całej powieści' },
  { nom: 'Przewodnik po górach', gen: 'przewodnika', thisGen: 'tego przewodnika', wholeGen: 'całego przewodnika' },
  { nom: 'Atlas ptaków', gen: 'atlasu', thisGen: 'tego atlasu', wholeGen: 'całego atlasu' },
] as const;

const PAGES: NounForms = { one: 'stronę', few: 'strony', many: 'stron' };
const PAGES_NOM: NounForms = { one: 'strona', few: 'strony', many: 'stron' };
const pages = (n: number): string => `${n} ${pluralForm(n, PAGES_NOM)}`;

/**
 * Reading a book in stages: a fraction of the whole, then pages or a fraction of what is
 * left. The classic trap is taking the second fraction of the whole book.
 */
const bookPages = defineTemplate({
  id: 'word_problems.book-pages',
  title: 'Części całości w kilku krokach (strony książki)',
  generate({ rng, level }): GeneratedBody {
    const p = pickPerson(rng);
    const read = verb(p, 'przeczytał', 'przeczytała');
    const q = rng.pick([3, 4, 5, 6]);
    const s2 = level === 3 ? rng.pick([2, 3, 4]) : 0;
    const { N, r } = redraw(() => {
      const N = q * (s2 || 1) * rng.int(level === 1 ? 12 : 20, level === 1 ? 40 : 60);
      if (N < 60 || N > 480) return null;
      const rest = N - N / q;
      const r = level === 2 ? rng.int(10, Math.floor(rest / 2)) : 0;
      if (level === 3 && (rest % s2 !== 0 || (N / s2) % 1 !== 0)) return null;
      return { N, r };
    });
    // The book is drawn after the numbers, so each seed keeps its numbers.
    const book = rng.pick(BOOKS);
    const first = N / q;
    const afterFirst = N - first;
    let stem: string;
    let second: number;
    let errs: { key: string; value: Rational; feedback: string }[];
    if (level === 1) {
      second = 0;
      stem = `${book.nom} ma ${N} ${pluralForm(N, PAGES)}. ${p.name} ${read} $\\frac{1}{${q}}$ ${book.thisGen}. Ile stron zostało ${verb(p, 'mu', 'jej')} do przeczytania?`;
      errs = [
        {
          key: 'gave_part_read',
          value: rat(first),
          feedback: `${first} to liczba stron już przeczytanych. Pytanie dotyczy stron, które zostały.`,
        },
        {
          key: 'subtracted_denominator',
          value: rat(N - q),
          feedback: `Odjęto ${q}, a $\\frac{1}{${q}}$ ${book.gen} to ${N} : ${q} = ${pages(first)}.`,
        },
        {
          key: 'added_instead',
          value: rat(N + first),
          feedback: `Przeczytane strony dodano do liczby stron ${book.gen}, a trzeba je odjąć.`,
        },
      ];
    } else if (level === 2) {
      second = r;
      stem = `${book.nom} ma ${N} ${pluralForm(N, PAGES)}. Pierwszego dnia ${p.name} ${read} $\\frac{1}{${q}}$ ${book.gen}, a drugiego dnia — ${r} ${pluralForm(r, PAGES)}. Ile stron zostało ${verb(p, 'mu', 'jej')} do przeczytania?`;
      errs = [
        {
          key: 'forgot_second_day',
          value: rat(afterFirst),
          feedback: `Odjęto tylko strony z pierwszego dnia. Odejmij jeszcze ${r} ${pluralForm(r, PAGES)} z drugiego dnia.`,
        },
        {
          key: 'gave_part_read',
          value: rat(first + r),
          feedback: `${first + r} to strony już przeczytane. Pytanie dotyczy stron, które zostały.`,
        },
        {
          key: 'subtracted_denominator',
          value: rat(N - q - r),
          feedback: `$\\frac{1}{${q}}$ ${book.gen} to ${N} : ${q} = ${pages(first)}, a nie ${q}.`,
        },
      ];
    } else {
      second = afterFirst / s2;
      stem = `${book.nom} ma ${N} ${pluralForm(N, PAGES)}. Pierwszego dnia ${p.name} ${read} $\\frac{1}{${q}}$ ${book.gen}, a drugiego dnia — $\\frac{1}{${s2}}$ pozostałej części. Ile stron zostało ${verb(p, 'mu', 'jej')} do przeczytania?`;
      errs = [
        {
          key: 'fraction_of_whole',
          value: rat(N - first - N / s2),
          feedback: `Drugiego dnia ${p.name} ${read} $\\frac{1}{${s2}}$ POZOSTAŁEJ części (${pages(afterFirst)}), a nie ${book.wholeGen}.`,
        },
        {
          key: 'forgot_second_day',
          value: rat(afterFirst),
          feedback: 'Odjęto tylko strony z pierwszego dnia. Uwzględnij też drugi dzień.',
        },
        {
          key: 'gave_part_read',
          value: rat(first + second),
          feedback: `${first + second} to strony już przeczytane. Pytanie dotyczy stron, które zostały.`,
        },
      ];
    }
    const left = afterFirst - second;
    const errors = numberErrors(rat(left), errs);
    const steps = [
      numberStep({
        prompt: `Ile stron ${p.name} ${read} ${level === 1 ? '' : 'pierwszego dnia'}?`.replace(' ?', '?'),
        value: rat(first),
        hints: [
          `$\\frac{1}{${q}}$ ${book.gen} to jedna z ${q} równych części.`,
          `$${N} : ${q}$`,
          `$${N} : ${q} = ${first}$`,
        ],
        errors: [{ code: 'subtracted_denominator', value: rat(q), feedback: `Podziel liczbę stron przez ${q}.` }],
      }),
      numberStep({
        prompt: level === 1 ? 'Ile stron zostało do przeczytania?' : 'Ile stron zostało po pierwszym dniu?',
        value: rat(afterFirst),
        hints: ['Od wszystkich stron odejmij przeczytane.', `$${N} - ${first}$`, `$${N} - ${first} = ${afterFirst}$`],
      }),
    ];
    if (level === 3) {
      steps.push(
        numberStep({
          prompt: 'Ile stron przeczytano drugiego dnia?',
          value: rat(second),
          hints: [
            'Drugiego dnia liczy się część tego, co zostało po pierwszym dniu.',
            `$\\frac{1}{${s2}}$ z ${afterFirst}, czyli $${afterFirst} : ${s2}$`,
            `$${afterFirst} : ${s2} = ${second}$`,
          ],
          errors: [
            {
              code: 'fraction_of_whole',
              value: rat(N / s2),
              feedback: `To część ${book.wholeGen}, a nie pozostałej części.`,
            },
          ],
        }),
      );
    }
    if (level >= 2) {
      steps.push(
        numberStep({
          prompt: 'Ile stron zostało do przeczytania?',
          value: rat(left),
          hints: [
            'Odejmij strony z drugiego dnia.',
            `$${afterFirst} - ${second}$`,
            `$${afterFirst} - ${second} = ${left}$`,
          ],
        }),
      );
    }
    const solution =
      level === 1
        ? `$${N} : ${q} = ${first}$, więc do przeczytania zostało $${N} - ${first} = ${left}$.`
        : level === 2
          ? `Pierwszego dnia: $${N} : ${q} = ${first}$, zostało $${N} - ${first} = ${afterFirst}$. Po drugim dniu do przeczytania zostało $${afterFirst} - ${r} = ${left}$.`
          : `Pierwszego dnia: $${N} : ${q} = ${first}$, zostało $${afterFirst}$. Drugiego dnia: $${afterFirst} : ${s2} = ${second}$. Do przeczytania zostało $${afterFirst} - ${second} = ${left}$.`;
    return {
      type: 'numeric',
      stem,
      answer: numberAnswer(left),
      answerHint: 'Wpisz liczbę stron.',
      commonErrors: errors,
      steps,
      solution,
      params: { N, q, r, s2 },
    };
  },
});

export const wordProblemsTemplates: readonly QuestionTemplate[] = [shopping, sumAndDifference, bookPages];
