/** Open tasks on percent: two successive changes, the price before a discount, spending savings. */
import { type Rational, rat, mul, div, add, sub } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { redraw, type GeneratedBody } from '../../kit/draw.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { moneyTex, percentTex, texMoney, texValue } from '../../kit/format.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { type Thing, ISTOTNY_POSTEP, ROZWIAZANIE_PELNE, ZASADNICZE_TRUDNOSCI, dot, openItem } from './parts.ts';

const THINGS: readonly Thing[] = [
  { name: 'Kurtka', acc: 'kurtkę', female: true },
  { name: 'Rower', acc: 'rower', female: false },
  { name: 'Hulajnoga', acc: 'hulajnogę', female: true },
  { name: 'Plecak', acc: 'plecak', female: false },
  { name: 'Gra planszowa', acc: 'grę planszową', female: true },
  { name: 'Zegarek', acc: 'zegarek', female: false },
  { name: 'Lampa', acc: 'lampę', female: true },
  { name: 'Namiot', acc: 'namiot', female: false },
];

const pct = (x: Rational, p: number): Rational => div(mul(x, rat(p)), rat(100));
const isMoney = (r: Rational): boolean => 100 % r.d === 0;
const costs = (t: Thing): string => (t.female ? 'kosztowała' : 'kosztował');

/**
 * A price raised (lowered) by p%: by how many percent must the new price be lowered (raised) to
 * return to the old one? The classic trap is "by the same p%".
 */
// Plausible shop prices (issue 24): rises of at most 60 %, falls of at most 36 %, and the way
// back (p / (100 ± p)) a terminating percent of at most 60 %.
const BACK_TO_PRICE: Readonly<Record<1 | 2 | 3, readonly { up: boolean; p: number }[]>> = {
  1: [
    { up: true, p: 25 },
    { up: false, p: 20 },
  ],
  2: [
    { up: true, p: 60 },
    { up: false, p: 36 },
  ],
  3: [
    { up: false, p: 36 },
    { up: true, p: 28 },
    { up: true, p: 60 },
  ],
};

const backToPrice = defineTemplate({
  id: 'percent_changes.open-back-to-price',
  title: 'Zadanie otwarte: powrót do ceny początkowej',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const { up, p } = rng.pick(BACK_TO_PRICE[level]);
    const x = redraw(() => {
      // Level 3 prices are odd multiples of 25 zł, never a multiple of 20 zł as on levels 1–2, so
      // a level never repeats another's item (levels 1 and 2 share no percent).
      const v = rat(
        level === 3 ? (2 * rng.int(2, 45) + 1) * 25 : rng.int(level === 1 ? 4 : 5, level === 1 ? 40 : 90) * 20,
      );
      return isMoney(pct(v, p)) ? v : null;
    });
    const change = pct(x, p);
    const after = up ? add(x, change) : sub(x, change);
    const back = div(mul(change, rat(100)), after);
    const thing = rng.pick(THINGS);
    const fwd = up ? 'podwyższono' : 'obniżono';
    const rev = up ? 'obniżyć' : 'podwyższyć';
    return openItem(rng, {
      stem: `${thing.name} ${costs(thing)} $${moneyTex(x)}$. ${thing.female ? 'Jej' : 'Jego'} cenę ${fwd} o $${percentTex(p)}$. Po miesiącu sklep postanowił wrócić do ceny początkowej. O ile procent trzeba ${rev} nową cenę?`,
      parts: [
        {
          prompt: `Ile ${costs(thing)} ${thing.name.toLowerCase()} po zmianie ceny?`,
          value: after,
          calc: `${dot(x)}*${dot(rat(100 + (up ? p : -p), 100))}`,
          unit: 'zł',
          hints: [
            `Oblicz $${percentTex(p)}$ ceny $${moneyTex(x)}$.`,
            `$${percentTex(p)}$ z $${texMoney(x)}$ to $${texMoney(change)}$; ${up ? 'dodaj to do ceny' : 'odejmij to od ceny'}.`,
            `$${texMoney(x)} ${up ? '+' : '-'} ${texMoney(change)} = ${texMoney(after)}$`,
          ],
          mistakes: [
            {
              key: 'change_only',
              value: change,
              feedback: `To jest tylko zmiana ceny ($${percentTex(p)}$ ceny). Trzeba ją jeszcze ${up ? 'dodać do ceny' : 'odjąć od ceny'}.`,
            },
          ],
          work: `$${percentTex(p)}$ z $${moneyTex(x)}$ to $${moneyTex(change)}$, więc nowa cena: $${texMoney(x)} ${up ? '+' : '-'} ${texMoney(change)} = ${moneyTex(after)}$.`,
        },
        {
          prompt: `O ile złotych trzeba ${rev} nową cenę, aby wrócić do ceny początkowej?`,
          value: change,
          calc: up ? `a-${dot(x)}` : `${dot(x)}-a`,
          unit: 'zł',
          hints: [
            'Porównaj nową cenę z ceną początkową.',
            `$${texMoney(after)} ${up ? '-' : '+'} ? = ${texMoney(x)}$`,
            `Różnica cen: $${texMoney(change)}$.`,
          ],
          work: `Różnica cen: $${up ? `${texMoney(after)} - ${texMoney(x)}` : `${texMoney(x)} - ${texMoney(after)}`} = ${moneyTex(change)}$.`,
        },
        {
          prompt: `O ile procent trzeba ${rev} nową cenę?`,
          value: back,
          calc: 'b/a*100',
          unit: '%',
          hints: [
            'Procent liczymy teraz od nowej ceny, a nie od początkowej.',
            `Jaką częścią kwoty $${moneyTex(after)}$ jest $${moneyTex(change)}$?`,
            `$\\frac{${texMoney(change)}}{${texMoney(after)}} \\cdot 100\\% = ${percentTex(back.n / back.d)}$`,
          ],
          mistakes: [
            {
              key: 'same_percent_back',
              value: p,
              feedback: `To ten sam procent, ale liczony od innej kwoty. $${percentTex(p)}$ nowej ceny to $${moneyTex(pct(after, p))}$, a nie $${moneyTex(change)}$.`,
            },
            {
              key: 'amount_not_percent',
              value: change,
              feedback: 'To zmiana ceny w złotych. Pytanie jest o procent nowej ceny.',
            },
          ],
          work: `$\\frac{${texMoney(change)}}{${texMoney(after)}} \\cdot 100\\% = ${percentTex(back.n / back.d)}$ — procent liczony od nowej ceny.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie ceny po zmianie', ['a'], ISTOTNY_POSTEP],
        [1, 'poprawne obliczenie kwoty, o jaką trzeba zmienić nową cenę', ['b'], ZASADNICZE_TRUDNOSCI],
        [
          1,
          `poprawne obliczenie, o ile procent trzeba ${rev} nową cenę (procent liczony od nowej ceny)`,
          ['a', 'c'],
          ROZWIAZANIE_PELNE,
        ],
      ],
      conclusion: `Odpowiedź: nową cenę trzeba ${rev} o $${percentTex(back.n / back.d)}$ (a nie o $${percentTex(p)}$).`,
      params: { x: texMoney(x), p, up },
    });
  },
});

/** The price before a discount: choose the method, compute the old price and the saving. */
const priceBeforeDiscount = defineTemplate({
  id: 'percent_reverse.open-price-before-discount',
  title: 'Zadanie otwarte: cena przed obniżką',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const p = rng.pick(level === 1 ? [10, 20, 25, 50] : level === 2 ? [15, 30, 35, 40] : [12, 15, 24, 35]);
      const x = rat(level === 1 ? rng.int(2, 40) * 20 : level === 2 ? rng.int(10, 120) * 20 : rng.int(40, 400) * 5);
      const y = sub(x, pct(x, p));
      if (!isMoney(y) || (level < 3 && y.d !== 1)) return null;
      return { p, x, y };
    });
    const { p, x, y } = d;
    const thing = rng.pick(THINGS);
    const buyer = pickPerson(rng);
    const keep = texValue(rat(100 - p, 100));
    return openItem(rng, {
      stem: `${buyer.name} ${verb(buyer, 'kupił', 'kupiła')} ${thing.acc} w promocji za $${moneyTex(y)}$. Cena była obniżona o $${percentTex(p)}$. Ile ${costs(thing)} ${thing.name.toLowerCase()} przed obniżką i ile ${verb(buyer, 'zaoszczędził', 'zaoszczędziła')} ${buyer.name}?`,
      parts: [
        {
          prompt: `Ile ${costs(thing)} ${thing.name.toLowerCase()} przed obniżką?`,
          value: x,
          calc: `${dot(y)}/${dot(rat(100 - p, 100))}`,
          unit: 'zł',
          hints: [
            `Cena po obniżce to $${percentTex(100 - p)}$ ceny początkowej.`,
            `Podziel $${texMoney(y)}$ przez $${keep}$.`,
            `$${texMoney(y)} : ${keep} = ${texMoney(x)}$`,
          ],
          mistakes: [
            {
              key: 'percent_of_new_price_value',
              value: add(y, pct(y, p)),
              feedback: `Dodano $${percentTex(p)}$ ceny po obniżce. Procent obniżki liczy się od ceny początkowej, więc podziel przez $${keep}$.`,
            },
          ],
          work: `$x = ${texMoney(y)} : ${keep} = ${moneyTex(x)}$.`,
        },
        {
          prompt: `Ile ${verb(buyer, 'zaoszczędził', 'zaoszczędziła')} ${buyer.name} dzięki obniżce?`,
          value: sub(x, y),
          calc: `a-${dot(y)}`,
          unit: 'zł',
          hints: [
            'Oszczędność to różnica ceny przed obniżką i po niej.',
            `Odejmij $${texMoney(y)}$ od ceny przed obniżką.`,
            `$${texMoney(x)} - ${texMoney(y)} = ${texMoney(sub(x, y))}$`,
          ],
          mistakes: [
            {
              key: 'saving_from_new_price',
              value: pct(y, p),
              feedback: `Obliczono $${percentTex(p)}$ ceny po obniżce. Obniżka to $${percentTex(p)}$ ceny początkowej.`,
            },
          ],
          work: `Oszczędność: $${texMoney(x)} - ${texMoney(y)} = ${moneyTex(sub(x, y))}$.`,
        },
      ],
      scheme: [
        [
          1,
          `poprawna metoda obliczenia ceny przed obniżką: cena po obniżce to $${percentTex(100 - p)}$ ceny początkowej`,
          ['a'],
          ISTOTNY_POSTEP,
        ],
        [1, 'poprawne obliczenie ceny przed obniżką', ['a'], ZASADNICZE_TRUDNOSCI],
        [1, 'poprawne obliczenie kwoty oszczędności', ['a', 'b'], ROZWIAZANIE_PELNE],
      ],
      conclusion: `Odpowiedź: przed obniżką ${thing.name.toLowerCase()} ${costs(thing)} $${moneyTex(x)}$, a oszczędność wyniosła $${moneyTex(sub(x, y))}$.`,
      params: { p, y: texMoney(y) },
    });
  },
});

const PURCHASES: readonly [string, string][] = [
  ['książki', 'bilety do kina'],
  ['prezent dla mamy', 'słodycze'],
  ['buty sportowe', 'piłkę'],
  ['słuchawki', 'etui na telefon'],
  ['farby i pędzle', 'szkicownik'],
];

/** Savings spent in two goes: p% on one thing, then q% of what was left on another. */
function spendSavings(rng: Rng, level: 1 | 2 | 3): GeneratedBody {
  const d = redraw(() => {
    const p = rng.pick(level === 1 ? [10, 20, 25, 50] : [15, 30, 35, 40, 60]);
    const q = rng.pick(level === 1 ? [10, 20, 50] : level === 2 ? [20, 25, 40] : [15, 35, 45]);
    const x = rat(level === 1 ? rng.int(2, 20) * 100 : rng.int(20, 150) * 20);
    const first = pct(x, p);
    const rest = sub(x, first);
    const second = pct(rest, q);
    const left = sub(rest, second);
    if (![first, second, left].every(isMoney) || (level < 3 && second.d !== 1)) return null;
    if (p + q === 100) return null;
    return { p, q, x, first, rest, second, left };
  });
  const { p, q, x, first, rest, second, left } = d;
  const who = pickPerson(rng);
  const [a, b] = rng.pick(PURCHASES);
  return openItem(rng, {
    stem: `${who.name} ${verb(who, 'miał', 'miała')} $${moneyTex(x)}$ oszczędności. Na ${a} ${verb(who, 'wydał', 'wydała')} $${percentTex(p)}$ tej kwoty, a na ${b} — $${percentTex(q)}$ kwoty, która ${verb(who, 'mu', 'jej')} pozostała. Ile pieniędzy ${verb(who, 'mu', 'jej')} zostało?`,
    parts: [
      {
        prompt: `Ile złotych ${who.name} ${verb(who, 'wydał', 'wydała')} na ${a}?`,
        value: first,
        calc: `${dot(x)}*${dot(rat(p, 100))}`,
        unit: 'zł',
        hints: [
          `Oblicz $${percentTex(p)}$ z $${moneyTex(x)}$.`,
          `$${percentTex(p)} = ${texValue(rat(p, 100))}$, więc pomnóż $${texValue(rat(p, 100))} \\cdot ${texMoney(x)}$.`,
          `$${texValue(rat(p, 100))} \\cdot ${texMoney(x)} = ${texMoney(first)}$`,
        ],
        work: `$${percentTex(p)}$ z $${moneyTex(x)}$: $${texValue(rat(p, 100))} \\cdot ${texMoney(x)} = ${moneyTex(first)}$; zostało $${texMoney(x)} - ${texMoney(first)} = ${moneyTex(rest)}$.`,
      },
      {
        prompt: `Ile złotych ${who.name} ${verb(who, 'wydał', 'wydała')} na ${b}?`,
        value: second,
        calc: `(${dot(x)}-a)*${dot(rat(q, 100))}`,
        unit: 'zł',
        hints: [
          'Ten procent liczymy od kwoty, która została po pierwszym zakupie.',
          `Po pierwszym zakupie zostało $${moneyTex(rest)}$. Oblicz $${percentTex(q)}$ tej kwoty.`,
          `$${texValue(rat(q, 100))} \\cdot ${texMoney(rest)} = ${texMoney(second)}$`,
        ],
        mistakes: [
          {
            key: 'percent_of_whole',
            value: pct(x, q),
            feedback: `Obliczono $${percentTex(q)}$ całych oszczędności. Procent dotyczy kwoty, która została: $${moneyTex(rest)}$.`,
          },
        ],
        work: `$${percentTex(q)}$ z $${moneyTex(rest)}$: $${texValue(rat(q, 100))} \\cdot ${texMoney(rest)} = ${moneyTex(second)}$.`,
      },
      {
        prompt: `Ile złotych ${verb(who, 'mu', 'jej')} zostało?`,
        value: left,
        calc: `${dot(x)}-a-b`,
        unit: 'zł',
        hints: [
          'Od kwoty, która została po pierwszym zakupie, odejmij drugi wydatek.',
          `$${texMoney(rest)} - ${texMoney(second)}$`,
          `$${texMoney(rest)} - ${texMoney(second)} = ${texMoney(left)}$`,
        ],
        mistakes: [
          {
            key: 'percents_added',
            value: sub(x, pct(x, p + q)),
            feedback: `Dodano procenty ($${p} + ${q}$) i odjęto je od całej kwoty. Drugi procent liczy się od kwoty, która została po pierwszym zakupie.`,
          },
        ],
        work: `Zostało $${texMoney(rest)} - ${texMoney(second)} = ${moneyTex(left)}$.`,
      },
    ],
    scheme: [
      [1, 'poprawne obliczenie pierwszego wydatku', ['a'], ISTOTNY_POSTEP],
      [1, 'poprawna metoda obliczenia drugiego wydatku (procent pozostałej kwoty)', ['b'], ZASADNICZE_TRUDNOSCI],
      [1, 'poprawne obliczenie kwoty, która została', ['a', 'b', 'c'], ROZWIAZANIE_PELNE],
    ],
    conclusion: `Odpowiedź: ${who.name} ${verb(who, 'miał', 'miała')} jeszcze $${moneyTex(left)}$.`,
    params: { x: texMoney(x), p, q },
  });
}

const savings = defineTemplate({
  id: 'percent_of_number.open-savings',
  title: 'Zadanie otwarte: wydatki z oszczędności',
  open: true,
  generate: ({ rng, level }) => spendSavings(rng, level),
});

export const percentOpenTemplates: readonly QuestionTemplate[] = [backToPrice, priceBeforeDiscount, savings];
