/** Open tasks in geometry: a shortcut across a park, a plot to sow, an aquarium, a prism, a tent, a wheel, a path round a flowerbed. */
import { type Rational, rat, add, sub, mul, div } from '../../../math/rational.ts';
import { redraw, type GeneratedBody } from '../../kit/draw.ts';
import { PYTHAGOREAN_TRIPLES } from '../../kit/numbers.ts';
import { pickPerson, verb } from '../../kit/people.ts';
import { moneyTex, texMoney, texValue } from '../../kit/format.ts';
import { texNumber as tn } from '../../../text/format.ts';
import type { Level, QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import {
  ISTOTNY_POSTEP,
  ROZWIAZANIE_PELNE,
  ZASADNICZE_TRUDNOSCI,
  dot,
  openItem,
  roundToGrosze,
  withUnit,
} from './parts.ts';

/** Legs up to 16: lengths that stay small in a word problem. */
const TRIPLES = PYTHAGOREAN_TRIPLES.slice(0, 6);

const sq = (r: Rational): Rational => mul(r, r);
const t = texValue;
const PI = rat(314, 100);

/** Legs and hypotenuse scaled for the level: tens of metres (1, 2), or with a decimal factor (3). */
function scaledTriple(rng: { pick<T>(a: readonly T[]): T; int(a: number, b: number): number }, level: Level) {
  const [x, y, z] = rng.pick(level === 1 ? TRIPLES.slice(0, 3) : TRIPLES);
  const k = level === 3 ? rat(rng.pick([15, 25, 35, 45]), 10) : rat(rng.int(1, level === 1 ? 3 : 6) * 10);
  return [mul(rat(x), k), mul(rat(y), k), mul(rat(z), k)] as [Rational, Rational, Rational];
}

/** A rectangular park: walking along two sides or straight across the diagonal path. */
const parkShortcut = defineTemplate({
  id: 'pythagoras.open-park-shortcut',
  title: 'Zadanie otwarte: skrót po przekątnej prostokąta',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const [a, b, c] = scaledTriple(rng, level);
    const who = pickPerson(rng);
    // The adjective agrees with the noun: "Prostokątny park", "Prostokątne boisko".
    const place = rng.pick(['Prostokątny park', 'Prostokątny plac zabaw', 'Prostokątny skwer', 'Prostokątne boisko']);
    const m = (r: Rational) => withUnit(r, 'm');
    const saved = sub(add(a, b), c);
    return openItem(rng, {
      stem: `${place} ma wymiary $${m(a)}$ na $${m(b)}$. ${who.name} zwykle ${verb(who, 'chodził', 'chodziła')} z jednego rogu do przeciwległego wzdłuż dwóch boków, a teraz idzie prostą ścieżką po przekątnej. O ile metrów krótsza jest droga po przekątnej?`,
      parts: [
        {
          prompt: 'Ile metrów ma przekątna?',
          value: c,
          calc: `sqrt(${dot(a)}^2+${dot(b)}^2)`,
          unit: 'm',
          hints: [
            'Zastosuj twierdzenie Pitagorasa.',
            `$d^2 = ${t(sq(a))} + ${t(sq(b))} = ${t(add(sq(a), sq(b)))}$`,
            `$d = \\sqrt{${t(add(sq(a), sq(b)))}} = ${t(c)}$`,
          ],
          mistakes: [
            {
              key: 'no_root',
              value: add(sq(a), sq(b)),
              feedback: 'To jest kwadrat długości przekątnej. Oblicz jeszcze pierwiastek.',
            },
          ],
          work: `$d^2 = ${t(a)}^2 + ${t(b)}^2 = ${t(sq(a))} + ${t(sq(b))} = ${t(add(sq(a), sq(b)))}$, $d = ${m(c)}$.`,
        },
        {
          prompt: 'O ile metrów droga po przekątnej jest krótsza od drogi wzdłuż dwóch boków?',
          value: saved,
          calc: `${dot(a)}+${dot(b)}-a`,
          unit: 'm',
          hints: [
            'Droga wzdłuż boków to suma dwóch boków prostokąta.',
            `Droga wzdłuż boków: $${t(a)} + ${t(b)} = ${t(add(a, b))}$.`,
            `$${t(add(a, b))} - ${t(c)} = ${t(saved)}$`,
          ],
          mistakes: [
            {
              key: 'perimeter_used',
              value: sub(mul(rat(2), add(a, b)), c),
              feedback:
                'Droga z rogu do przeciwległego rogu biegnie wzdłuż dwóch boków, a nie dookoła całego prostokąta.',
            },
          ],
          work: `Wzdłuż boków: $${t(a)} + ${t(b)} = ${m(add(a, b))}$; różnica: $${t(add(a, b))} - ${t(c)} = ${m(saved)}$.`,
        },
      ],
      scheme: [
        [1, 'poprawna metoda obliczenia długości przekątnej (twierdzenie Pitagorasa)', ['a'], ISTOTNY_POSTEP],
        [1, 'poprawne obliczenie długości przekątnej', ['a'], ZASADNICZE_TRUDNOSCI],
        [1, 'poprawne obliczenie, o ile droga jest krótsza', ['a', 'b'], ROZWIAZANIE_PELNE],
      ],
      conclusion: `Odpowiedź: droga po przekątnej jest krótsza o $${m(saved)}$.`,
      params: { a: t(a), b: t(b) },
    });
  },
});

/** A plot shaped like a right trapezoid to be sown with grass: area, packets (rounded up), cost. */
const trapezoidPlot = defineTemplate({
  id: 'polygon_problems.open-trapezoid-plot',
  title: 'Zadanie otwarte: działka w kształcie trapezu',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const a = rng.int(level === 1 ? 10 : 14, level === 1 ? 30 : 60);
      const b = rng.int(6, a - 3);
      const h = level === 3 ? rng.int(15, 45) + 0.5 : rng.int(6, 30);
      const area = div(mul(rat(a + b), ratHalf(h)), rat(2));
      const cover = rng.pick(level === 1 ? [50, 100] : [25, 40, 50, 80]);
      const packets = Math.ceil(area.n / area.d / cover);
      if ((area.n / area.d) % cover === 0 || packets < 2) return null;
      const price = level === 1 ? rat(rng.int(15, 40)) : rat(rng.int(1500, 4500), 100);
      return { a, b, h: ratHalf(h), area, cover, packets, price };
    });
    const { a, b, h, area, cover, packets, price } = d;
    const cost = mul(price, rat(packets));
    const owner = rng.pick(['Państwo Nowakowie', 'Państwo Zielińscy', 'Państwo Wiśniewscy', 'Państwo Kaczmarkowie']);
    const exactPackets = div(area, rat(cover));
    return openItem(rng, {
      stem: `${owner} mają działkę w kształcie trapezu prostokątnego o podstawach $${withUnit(a, 'm')}$ i $${withUnit(b, 'm')}$ oraz wysokości $${withUnit(h, 'm')}$. Chcą obsiać całą działkę trawą. Jedno opakowanie nasion wystarcza na $${withUnit(cover, 'm²')}$ i kosztuje $${moneyTex(price)}$. Ile zapłacą za nasiona, jeśli kupią najmniejszą potrzebną liczbę opakowań?`,
      parts: [
        {
          prompt: 'Ile metrów kwadratowych ma działka?',
          value: area,
          calc: `(${a}+${b})*${dot(h)}/2`,
          unit: 'm²',
          hints: [
            'Pole trapezu: $P = \\frac{(a + b) \\cdot h}{2}$.',
            `$P = \\frac{(${a} + ${b}) \\cdot ${t(h)}}{2}$`,
            `$P = \\frac{${a + b} \\cdot ${t(h)}}{2} = ${t(area)}$`,
          ],
          mistakes: [
            {
              key: 'trapezoid_no_half',
              value: mul(rat(a + b), h),
              feedback: 'We wzorze na pole trapezu iloczyn $(a + b) \\cdot h$ dzieli się przez $2$.',
            },
          ],
          work: `$P = \\frac{(${a} + ${b}) \\cdot ${t(h)}}{2} = ${withUnit(area, 'm²')}$.`,
        },
        {
          prompt: 'Ile opakowań nasion trzeba kupić?',
          value: packets,
          hints: [
            `Podziel pole działki przez $${cover}$.`,
            `$${t(area)} : ${cover} = ${t(exactPackets)}$ — opakowań nie kupuje się w częściach.`,
            `Trzeba zaokrąglić w górę: $${packets}$.`,
          ],
          mistakes: [
            {
              key: 'rounded_down',
              value: packets - 1,
              feedback: `$${packets - 1}$ opakowań wystarczy tylko na $${withUnit((packets - 1) * cover, 'm²')}$, a działka ma $${withUnit(area, 'm²')}$. Zaokrąglij w górę.`,
            },
          ],
          work: `$${t(area)} : ${cover} = ${t(exactPackets)}$, więc potrzeba $${packets}$ opakowań (zaokrąglamy w górę).`,
        },
        {
          prompt: 'Ile złotych zapłacą za nasiona?',
          value: cost,
          calc: `b*${dot(price)}`,
          unit: 'zł',
          hints: [
            'Pomnóż liczbę opakowań przez cenę jednego.',
            `$${packets} \\cdot ${texMoney(price)}$`,
            `$${packets} \\cdot ${texMoney(price)} = ${texMoney(cost)}$`,
          ],
          mistakes: [
            {
              key: 'too_few_packets',
              value: mul(price, rat(packets - 1)),
              feedback:
                'Policzono koszt za za małą liczbę opakowań. Kup tyle opakowań, żeby starczyło na całą działkę.',
            },
          ],
          work: `$${packets} \\cdot ${texMoney(price)} = ${moneyTex(cost)}$.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie pola trapezu', ['a'], ISTOTNY_POSTEP],
        [1, 'poprawne obliczenie liczby opakowań (zaokrąglenie w górę)', ['a', 'b'], ZASADNICZE_TRUDNOSCI],
        [1, 'poprawne obliczenie kosztu', ['b', 'c'], ROZWIAZANIE_PELNE],
      ],
      conclusion: `Odpowiedź: zapłacą $${moneyTex(cost)}$.`,
      params: { a, b, h: t(h), cover, price: texMoney(price) },
    });
  },
});

/** A number like 12 or 12.5 as an exact rational. */
function ratHalf(x: number): Rational {
  return rat(Math.round(x * 2), 2);
}

/** An aquarium (cuboid): water in litres, what is missing to the top, how far the level rises. */
const aquarium = defineTemplate({
  id: 'cuboid_prisms.open-aquarium',
  title: 'Zadanie otwarte: woda w akwarium',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const d = redraw(() => {
      const a = rng.pick(level === 1 ? [40, 50, 60, 80] : [40, 50, 60, 70, 80, 100]);
      const b = rng.pick([20, 25, 30, 40]);
      const c = rng.pick([30, 40, 50]);
      const h = rng.int(10, c - 10);
      const water = rat(a * b * h, 1000);
      const full = rat(a * b * c, 1000);
      const added = level === 3 ? rat(rng.int(2, 12)) : rat(rng.pick([4, 5, 6, 8, 10, 12]));
      const rise = div(mul(added, rat(1000)), rat(a * b));
      if (!isTerminating(water) || !isTerminating(rise) || (level === 1 && rise.d !== 1)) return null;
      if (rat(h).n + rise.n / rise.d > c) return null;
      return { a, b, c, h, water, full, added, rise };
    });
    const { a, b, c, h, water, full, added, rise } = d;
    const who = pickPerson(rng);
    const missing = sub(full, water);
    return openItem(rng, {
      stem: `Akwarium ${genitive(who.name)} ma kształt prostopadłościanu o wymiarach dna $${withUnit(a, 'cm')}$ na $${withUnit(b, 'cm')}$ i wysokości $${withUnit(c, 'cm')}$. Woda sięga do wysokości $${withUnit(h, 'cm')}$.`,
      parts: [
        {
          prompt: 'Ile litrów wody jest w akwarium?',
          value: water,
          calc: `${a}*${b}*${h}/1000`,
          unit: 'l',
          hints: [
            'Woda ma kształt prostopadłościanu o wysokości równej poziomowi wody. $1\\text{ l} = 1000\\text{ cm}^3$.',
            `$V = ${a} \\cdot ${b} \\cdot ${h} = ${tn(a * b * h)}\\text{ cm}^3$`,
            `$${tn(a * b * h)}\\text{ cm}^3 = ${t(water)}\\text{ l}$`,
          ],
          mistakes: [
            {
              key: 'cm3_not_litres',
              value: a * b * h,
              feedback: 'To objętość w $\\text{cm}^3$. Zamień ją na litry: $1\\text{ l} = 1000\\text{ cm}^3$.',
            },
            {
              key: 'full_tank',
              value: full,
              feedback: 'To pojemność całego akwarium. Woda sięga tylko do wysokości $' + `${withUnit(h, 'cm')}` + '$.',
            },
          ],
          work: `$V = ${a} \\cdot ${b} \\cdot ${h} = ${tn(a * b * h)}\\text{ cm}^3 = ${t(water)}\\text{ l}$.`,
        },
        {
          prompt: 'Ile litrów wody trzeba dolać, aby napełnić akwarium do pełna?',
          value: missing,
          calc: `${dot(full)}-a`,
          unit: 'l',
          hints: [
            'Oblicz pojemność całego akwarium i odejmij wodę, która już jest.',
            `Pojemność: $${a} \\cdot ${b} \\cdot ${c} = ${tn(a * b * c)}\\text{ cm}^3 = ${t(full)}\\text{ l}$.`,
            `$${t(full)} - ${t(water)} = ${t(missing)}$`,
          ],
          work: `Pojemność: $${a} \\cdot ${b} \\cdot ${c} = ${tn(a * b * c)}\\text{ cm}^3 = ${t(full)}\\text{ l}$; brakuje $${t(full)} - ${t(water)} = ${t(missing)}\\text{ l}$.`,
        },
        {
          prompt: `O ile centymetrów podniesie się poziom wody po dolaniu $${withUnit(added, 'l')}$?`,
          value: rise,
          calc: `${dot(added)}*1000/(${a}*${b})`,
          unit: 'cm',
          hints: [
            `Zamień litry na centymetry sześcienne: $${t(added)}\\text{ l} = ${t(mul(added, rat(1000)))}\\text{ cm}^3$.`,
            `Ta woda tworzy prostopadłościan o dnie $${a} \\cdot ${b} = ${tn(a * b)}\\text{ cm}^2$: podziel objętość przez pole dna.`,
            `$${t(mul(added, rat(1000)))} : ${tn(a * b)} = ${t(rise)}$`,
          ],
          mistakes: [
            {
              key: 'litres_not_converted',
              value: div(added, rat(a * b)),
              feedback:
                'Litry trzeba zamienić na $\\text{cm}^3$ ($1\\text{ l} = 1000\\text{ cm}^3$) przed dzieleniem przez pole dna w $\\text{cm}^2$.',
            },
          ],
          work: `$${t(added)}\\text{ l} = ${t(mul(added, rat(1000)))}\\text{ cm}^3$, pole dna: $${tn(a * b)}\\text{ cm}^2$, więc poziom podniesie się o $${t(mul(added, rat(1000)))} : ${tn(a * b)} = ${withUnit(rise, 'cm')}$.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie objętości wody w litrach', ['a']],
        [1, 'poprawne obliczenie, ile wody brakuje do pełna', ['a', 'b']],
        [1, 'poprawne obliczenie wzrostu poziomu wody', ['c']],
      ],
      conclusion: `Odpowiedź: w akwarium jest $${withUnit(water, 'l')}$ wody, do pełna brakuje $${withUnit(missing, 'l')}$, a po dolaniu $${withUnit(added, 'l')}$ poziom podniesie się o $${withUnit(rise, 'cm')}$.`,
      params: { a, b, c, h, added: t(added) },
    });
  },
});

function isTerminating(r: Rational): boolean {
  let d = r.d;
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  return d === 1;
}

/** Genitive of the pupils' names in kit/people (for "akwarium Kuby"). */
function genitive(name: string): string {
  const special: Record<string, string> = {
    Kuba: 'Kuby',
    Antek: 'Antka',
    Tomek: 'Tomka',
    Bartek: 'Bartka',
    Wojtek: 'Wojtka',
    Michał: 'Michała',
    Szymon: 'Szymona',
    Igor: 'Igora',
    Filip: 'Filipa',
    Adam: 'Adama',
    Ala: 'Ali',
    Ola: 'Oli',
    Zosia: 'Zosi',
    Maja: 'Mai',
    Hania: 'Hani',
    Ewa: 'Ewy',
    Julia: 'Julii',
    Lena: 'Leny',
    Natalia: 'Natalii',
    Basia: 'Basi',
  };
  return special[name] ?? name;
}

/** A prism whose base is a right triangle: base area, lateral area, whole surface. */
const triangularPrism = defineTemplate({
  id: 'prisms_pyramids.open-prism-surface',
  title: 'Zadanie otwarte: pole powierzchni graniastosłupa trójkątnego',
  open: true,
  generate({ rng, level }): GeneratedBody {
    // Level 1 the 3-4-5 family, level 2 the others (no prism repeats a level-1 one), level 3 in tenths.
    const [x, y, z] = rng.pick(level === 1 ? TRIPLES.slice(0, 2) : level === 2 ? TRIPLES.slice(2) : TRIPLES);
    const k = level === 3 ? rat(rng.pick([5, 15, 25]), 10) : rat(1);
    const [p, q, r] = [x, y, z].map((s) => mul(rat(s), k)) as [Rational, Rational, Rational];
    const H = level === 3 ? rat(rng.int(4, 20)) : rat(rng.int(5, 30));
    const base = div(mul(p, q), rat(2));
    const lateral = mul(add(add(p, q), r), H);
    const total = add(mul(rat(2), base), lateral);
    const unit = level === 3 ? 'dm' : 'cm';
    const thing = rng.pick(['Drewniany klocek', 'Pudełko na czekoladki', 'Bryła ze szkła', 'Karton na prezent']);
    const u = (v: Rational, sup = '') => withUnit(v, unit + sup);
    return openItem(rng, {
      stem: `${thing} ma kształt graniastosłupa prostego, którego podstawą jest trójkąt prostokątny o przyprostokątnych $${u(p)}$ i $${u(q)}$ oraz przeciwprostokątnej $${u(r)}$. Wysokość graniastosłupa jest równa $${u(H)}$. Oblicz pole powierzchni całkowitej tej bryły.`,
      parts: [
        {
          prompt: `Ile wynosi pole jednej podstawy (w $\\text{${unit}}^2$)?`,
          value: base,
          calc: `${dot(p)}*${dot(q)}/2`,
          unit: `${unit}²`,
          hints: [
            'Pole trójkąta prostokątnego to połowa iloczynu przyprostokątnych.',
            `$\\frac{${t(p)} \\cdot ${t(q)}}{2}$`,
            `$\\frac{${t(mul(p, q))}}{2} = ${t(base)}$`,
          ],
          mistakes: [
            {
              key: 'triangle_no_half',
              value: mul(p, q),
              feedback: 'Pole trójkąta to połowa iloczynu przyprostokątnych: nie zapomnij podzielić przez $2$.',
            },
          ],
          work: `$P_p = \\frac{${t(p)} \\cdot ${t(q)}}{2} = ${u(base, '²')}$.`,
        },
        {
          prompt: `Ile wynosi pole powierzchni bocznej (w $\\text{${unit}}^2$)?`,
          value: lateral,
          calc: `(${dot(p)}+${dot(q)}+${dot(r)})*${dot(H)}`,
          unit: `${unit}²`,
          hints: [
            'Ściany boczne to trzy prostokąty o wysokości równej wysokości graniastosłupa.',
            `Obwód podstawy razy wysokość: $(${t(p)} + ${t(q)} + ${t(r)}) \\cdot ${t(H)}$.`,
            `$${t(add(add(p, q), r))} \\cdot ${t(H)} = ${t(lateral)}$`,
          ],
          mistakes: [
            {
              key: 'hypotenuse_face_missing',
              value: mul(add(p, q), H),
              feedback:
                'Pominięto ścianę przy przeciwprostokątnej. Ściany boczne są trzy — po jednej przy każdym boku podstawy.',
            },
          ],
          work: `$P_b = (${t(p)} + ${t(q)} + ${t(r)}) \\cdot ${t(H)} = ${u(lateral, '²')}$.`,
        },
        {
          prompt: `Ile wynosi pole powierzchni całkowitej (w $\\text{${unit}}^2$)?`,
          value: total,
          calc: '2*a+b',
          unit: `${unit}²`,
          hints: [
            'Graniastosłup ma dwie podstawy i powierzchnię boczną.',
            `$2 \\cdot ${t(base)} + ${t(lateral)}$`,
            `$${t(mul(rat(2), base))} + ${t(lateral)} = ${t(total)}$`,
          ],
          mistakes: [
            {
              key: 'one_base_only',
              value: add(base, lateral),
              feedback: 'Graniastosłup ma dwie podstawy: dodaj pole podstawy dwa razy.',
            },
          ],
          work: `$P_c = 2 \\cdot ${t(base)} + ${t(lateral)} = ${u(total, '²')}$.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie pola podstawy', ['a'], ISTOTNY_POSTEP],
        [1, 'poprawne obliczenie pola powierzchni bocznej', ['b'], ZASADNICZE_TRUDNOSCI],
        [1, 'poprawne obliczenie pola powierzchni całkowitej', ['a', 'b', 'c'], ROZWIAZANIE_PELNE],
      ],
      conclusion: `Odpowiedź: pole powierzchni całkowitej wynosi $${u(total, '²')}$.`,
      params: { p: t(p), q: t(q), H: t(H) },
    });
  },
});

/** A tent shaped like a square pyramid: slant height, fabric for the sides, the volume. */
const tentPyramid = defineTemplate({
  id: 'prisms_pyramids.open-tent-pyramid',
  title: 'Zadanie otwarte: namiot w kształcie ostrosłupa',
  open: true,
  generate({ rng, level }): GeneratedBody {
    // Half the base edge and the height are the legs of a triple, the slant height its hypotenuse,
    // all in tenths of a metre: every tent a class can stand in (1–3 m high, its base 1,5–6 m wide;
    // issue 24: not 0,4 m high), each on one level only, so no level repeats another's tent.
    const TENTS: Readonly<Record<Level, readonly (readonly [number, number, number, number])[]>> = {
      1: [
        [3, 4, 5, 3],
        [3, 4, 5, 4],
        [4, 3, 5, 4],
        [3, 4, 5, 5],
      ],
      2: [
        [3, 4, 5, 6],
        [4, 3, 5, 6],
        [5, 12, 13, 2],
        [12, 5, 13, 2],
      ],
      3: [
        [8, 15, 17, 1],
        [8, 15, 17, 2],
        [20, 21, 29, 1],
        [21, 20, 29, 1],
      ],
    };
    const [x, y, z, tenths] = rng.pick(TENTS[level]);
    const k = rat(tenths, 10);
    const half = mul(rat(x), k);
    const H = mul(rat(y), k);
    const slant = mul(rat(z), k);
    const a = mul(half, rat(2));
    const lateral = mul(rat(2), mul(a, slant));
    const volume = div(mul(sq(a), H), rat(3));
    const m = (v: Rational, unit = 'm') => withUnit(v, unit);
    const who = rng.pick([
      'Harcerze rozbili',
      'Rodzina Malinowskich rozbiła',
      'Uczestnicy obozu rozbili',
      'Klasa 8b rozbiła',
    ]);
    return openItem(rng, {
      stem: `${who} namiot w kształcie ostrosłupa prawidłowego czworokątnego. Krawędź podstawy namiotu ma $${m(a)}$, a wysokość namiotu to $${m(H)}$. Oblicz, ile metrów kwadratowych materiału potrzeba na ściany boczne namiotu, i oblicz objętość namiotu.`,
      parts: [
        {
          prompt: 'Ile metrów ma wysokość ściany bocznej namiotu?',
          value: slant,
          calc: `sqrt(${dot(half)}^2+${dot(H)}^2)`,
          unit: 'm',
          hints: [
            'Wysokość namiotu, połowa krawędzi podstawy i wysokość ściany bocznej tworzą trójkąt prostokątny.',
            `$h^2 = ${t(H)}^2 + ${t(half)}^2 = ${t(sq(H))} + ${t(sq(half))}$`,
            `$h = \\sqrt{${t(add(sq(H), sq(half)))}} = ${t(slant)}$`,
          ],
          mistakes: [
            {
              key: 'no_root',
              value: add(sq(H), sq(half)),
              feedback: 'To jest kwadrat wysokości ściany bocznej. Oblicz jeszcze pierwiastek.',
            },
          ],
          work: `$h^2 = ${t(H)}^2 + ${t(half)}^2 = ${t(add(sq(H), sq(half)))}$, $h = ${m(slant)}$.`,
        },
        {
          prompt: 'Ile metrów kwadratowych materiału potrzeba na ściany boczne?',
          value: lateral,
          calc: `2*${dot(a)}*a`,
          unit: 'm²',
          hints: [
            'Ściany boczne to cztery jednakowe trójkąty o podstawie $a$ i wysokości $h$.',
            `$4 \\cdot \\frac{${t(a)} \\cdot ${t(slant)}}{2}$`,
            `$4 \\cdot ${t(div(mul(a, slant), rat(2)))} = ${t(lateral)}$`,
          ],
          mistakes: [
            {
              key: 'triangle_no_half',
              value: mul(rat(4), mul(a, slant)),
              feedback: 'Pole trójkąta to połowa iloczynu podstawy i wysokości.',
            },
            {
              key: 'height_instead_of_slant',
              value: mul(rat(2), mul(a, H)),
              feedback: 'W polu ściany bocznej występuje wysokość ściany, a nie wysokość namiotu.',
            },
          ],
          work: `$P_b = 4 \\cdot \\frac{${t(a)} \\cdot ${t(slant)}}{2} = ${withUnit(lateral, 'm²')}$.`,
        },
        {
          prompt: 'Ile metrów sześciennych wynosi objętość namiotu?',
          value: volume,
          calc: `${dot(a)}^2*${dot(H)}/3`,
          unit: 'm³',
          hints: [
            `Pole podstawy: $${t(a)}^2 = ${t(sq(a))}$.`,
            `$\\frac{1}{3} \\cdot ${t(sq(a))} \\cdot ${t(H)}$`,
            `$\\frac{${t(mul(sq(a), H))}}{3} = ${t(volume)}$`,
          ],
          work: `$V = \\frac{1}{3} \\cdot ${t(sq(a))} \\cdot ${t(H)} = ${withUnit(volume, 'm³')}$.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie wysokości ściany bocznej', ['a']],
        [1, 'poprawne obliczenie pola powierzchni bocznej', ['a', 'b']],
        [1, 'poprawna metoda obliczenia objętości ostrosłupa', ['c']],
        [1, 'poprawne obliczenie objętości', ['c']],
      ],
      conclusion: `Odpowiedź: na ściany boczne potrzeba $${withUnit(lateral, 'm²')}$ materiału, a objętość namiotu to $${withUnit(volume, 'm³')}$.`,
      params: { a: t(a), H: t(H) },
    });
  },
});

/** A bicycle wheel: circumference, distance after n turns, turns on a route (π ≈ 3,14). */
const wheel = defineTemplate({
  id: 'circle.open-wheel',
  title: 'Zadanie otwarte: obroty koła roweru',
  open: true,
  generate({ rng, level }): GeneratedBody {
    // Each level its own wheels (the stem names only the wheel), level 3 with more turns.
    const diameter = rng.pick(level === 1 ? [50, 60, 70] : level === 2 ? [40, 55, 65, 75] : [45, 52, 68, 85]);
    const circ = mul(PI, rat(diameter));
    const turns = level === 1 ? rng.int(2, 9) * 100 : level === 2 ? rng.int(120, 990) : rng.int(1010, 2490);
    const dist = div(mul(circ, rat(turns)), rat(100));
    const routeTurns = rng.int(3, 20) * 500;
    const routeM = div(mul(circ, rat(routeTurns)), rat(100));
    const vehicle = rng.pick(['roweru', 'hulajnogi', 'wózka', 'taczki']);
    const who = pickPerson(rng);
    const circText = t(circ);
    return openItem(rng, {
      stem: `Koło ${vehicle} ${genitive(who.name)} ma średnicę $${withUnit(diameter, 'cm')}$. Przyjmij $\\pi \\approx 3{,}14$.`,
      parts: [
        {
          prompt: 'Ile centymetrów ma obwód koła?',
          value: circ,
          calc: `3.14*${diameter}`,
          unit: 'cm',
          hints: [
            'Obwód koła: $L = \\pi \\cdot d$ (albo $2\\pi r$).',
            `$L = 3{,}14 \\cdot ${diameter}$`,
            `$3{,}14 \\cdot ${diameter} = ${circText}$`,
          ],
          mistakes: [
            {
              key: 'diameter_as_radius',
              value: mul(rat(2), circ),
              feedback: `Średnica to $${diameter}\\text{ cm}$, więc promień ma $${withUnit(rat(diameter, 2), 'cm')}$: $L = 2\\pi r = \\pi d$.`,
            },
            {
              key: 'area_formula',
              value: mul(PI, sq(rat(diameter, 2))),
              feedback: 'Wzór $\\pi r^2$ daje pole koła, a nie obwód.',
            },
          ],
          work: `$L = \\pi d \\approx 3{,}14 \\cdot ${diameter} = ${withUnit(circ, 'cm')}$.`,
        },
        {
          prompt: `Ile metrów przejedzie ${vehicle === 'roweru' ? 'rower' : vehicle === 'hulajnogi' ? 'hulajnoga' : vehicle === 'wózka' ? 'wózek' : 'taczka'}, gdy koło obróci się $${turns}$ razy?`,
          value: dist,
          calc: `a*${turns}/100`,
          unit: 'm',
          hints: [
            'W czasie jednego obrotu koło przejeżdża drogę równą swojemu obwodowi.',
            `$${turns} \\cdot ${circText}\\text{ cm} = ${t(mul(circ, rat(turns)))}\\text{ cm}$`,
            `$${t(mul(circ, rat(turns)))}\\text{ cm} = ${t(dist)}\\text{ m}$`,
          ],
          mistakes: [
            {
              key: 'cm_not_converted',
              value: mul(circ, rat(turns)),
              feedback: 'To wynik w centymetrach. Zamień go na metry: $1\\text{ m} = 100\\text{ cm}$.',
            },
          ],
          work: `$${turns} \\cdot ${circText} = ${t(mul(circ, rat(turns)))}\\text{ cm} = ${withUnit(dist, 'm')}$.`,
        },
        {
          prompt: `Ile obrotów wykona koło na trasie długości $${withUnit(routeM, 'm')}$?`,
          value: routeTurns,
          calc: `${dot(routeM)}*100/a`,
          hints: [
            'Podziel długość trasy przez obwód koła — w tych samych jednostkach.',
            `$${t(routeM)}\\text{ m} = ${t(mul(routeM, rat(100)))}\\text{ cm}$`,
            `$${t(mul(routeM, rat(100)))} : ${circText} = ${tn(routeTurns)}$`,
          ],
          mistakes: [
            {
              key: 'units_mixed',
              value: div(routeM, circ),
              feedback: 'Metrów nie dzieli się przez centymetry. Zamień długość trasy na centymetry.',
            },
          ],
          work: `$${t(routeM)}\\text{ m} = ${t(mul(routeM, rat(100)))}\\text{ cm}$, $${t(mul(routeM, rat(100)))} : ${circText} = ${tn(routeTurns)}$ obrotów.`,
        },
      ],
      scheme: [
        [1, 'poprawne obliczenie obwodu koła', ['a'], ISTOTNY_POSTEP],
        [1, 'poprawne obliczenie przejechanej drogi w metrach', ['a', 'b'], ZASADNICZE_TRUDNOSCI],
        [1, 'poprawne obliczenie liczby obrotów', ['a', 'c'], ROZWIAZANIE_PELNE],
      ],
      conclusion: `Odpowiedź: obwód koła to $${withUnit(circ, 'cm')}$, po $${turns}$ obrotach koło przejedzie $${withUnit(dist, 'm')}$, a na trasie $${withUnit(routeM, 'm')}$ wykona $${tn(routeTurns)}$ obrotów.`,
      params: { diameter, turns, routeTurns },
    });
  },
});

/** A round flowerbed with a path of width w around it: the method, the path's area, the cost of paving. */
const flowerbedPath = defineTemplate({
  id: 'circle.open-flowerbed-path',
  title: 'Zadanie otwarte: ścieżka wokół okrągłego klombu',
  open: true,
  generate({ rng, level }): GeneratedBody {
    const r = level === 3 ? rat(rng.int(5, 25), 2) : rat(rng.int(2, level === 1 ? 6 : 10));
    const w = level === 1 ? rat(1) : rat(rng.pick([1, 2, 3]), 2);
    const R = add(r, w);
    const ringCoef = sub(sq(R), sq(r));
    const area = mul(PI, ringCoef);
    const price = level === 1 ? rat(rng.pick([50, 60, 80, 100])) : rat(rng.int(45, 120));
    const exactCost = mul(area, price);
    const cost = roundToGrosze(exactCost);
    const exactMoney = exactCost.n * cost.d === cost.n * exactCost.d;
    const costWork = exactMoney ? texMoney(cost) : `${t(exactCost)} \\approx ${texMoney(cost)}`;
    const m = (v: Rational) => withUnit(v, 'm');
    const place = rng.pick(['W parku', 'Przed szkołą', 'W ogrodzie botanicznym', 'Na rynku']);
    return openItem(rng, {
      stem: `${place} jest okrągły klomb o promieniu $${m(r)}$. Wokół klombu wyłożono ścieżkę szerokości $${m(w)}$. Koszt ułożenia $1\\text{ m}^2$ ścieżki to $${moneyTex(price)}$. Oblicz koszt ułożenia całej ścieżki. Przyjmij $\\pi \\approx 3{,}14$.${exactMoney ? '' : ' Koszt zaokrąglij do pełnych groszy.'}`,
      parts: [
        {
          prompt: 'Ile metrów kwadratowych ma ścieżka?',
          value: area,
          calc: `3.14*(${dot(R)}^2-${dot(r)}^2)`,
          unit: 'm²',
          hints: [
            `Promień dużego koła to $${t(r)} + ${t(w)} = ${t(R)}$.`,
            `$3{,}14 \\cdot (${t(sq(R))} - ${t(sq(r))}) = 3{,}14 \\cdot ${t(ringCoef)}$`,
            `$3{,}14 \\cdot ${t(ringCoef)} = ${t(area)}$`,
          ],
          mistakes: [
            {
              key: 'radius_difference_squared',
              value: mul(PI, sq(w)),
              feedback: `Nie wolno odejmować promieni przed podniesieniem do kwadratu: $${t(R)}^2 - ${t(r)}^2 \\ne (${t(R)} - ${t(r)})^2$.`,
            },
          ],
          work: `$P = 3{,}14 \\cdot (${t(sq(R))} - ${t(sq(r))}) = 3{,}14 \\cdot ${t(ringCoef)} = ${withUnit(area, 'm²')}$.`,
        },
        {
          prompt: 'Ile kosztuje ułożenie całej ścieżki?',
          value: cost,
          calc: `a*${dot(price)}`,
          unit: 'zł',
          ...(exactMoney ? {} : { tolerance: 0.005 }),
          hints: [
            'Pomnóż pole ścieżki przez koszt ułożenia $1\\text{ m}^2$.',
            `$${t(area)} \\cdot ${texMoney(price)}$`,
            `$${t(area)} \\cdot ${texMoney(price)} = ${costWork}$`,
          ],
          work: `$${t(area)} \\cdot ${texMoney(price)} = ${costWork}\\text{ zł}$.`,
        },
      ],
      scheme: [
        [1, 'poprawna metoda obliczenia pola ścieżki (różnica pól dwóch kół)', ['a'], ISTOTNY_POSTEP],
        [1, 'poprawne obliczenie pola ścieżki', ['a'], ZASADNICZE_TRUDNOSCI],
        [1, 'poprawne obliczenie kosztu', ['a', 'b'], ROZWIAZANIE_PELNE],
      ],
      conclusion: `Odpowiedź: ułożenie ścieżki kosztuje $${moneyTex(cost)}$.`,
      params: { r: t(r), w: t(w), price: texMoney(price) },
    });
  },
});

export const geometryOpenTemplates: readonly QuestionTemplate[] = [
  parkShortcut,
  trapezoidPlot,
  aquarium,
  triangularPrism,
  tentPyramid,
  wheel,
  flowerbedPath,
];
