import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { FRACTION_OR_DECIMAL_HINT, numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { numberErrors } from '../../kit/errors.ts';
import { numberStep } from '../../kit/steps.ts';
import { type Rational, add, sub, mul, neg, rat, lcm, toNumber, eq } from '../../../math/rational.ts';
import type { Rng } from '../../../math/random.ts';
import { texNumber, texRational } from '../../../text/format.ts';

/** Rational in KaTeX, bracketed when negative so it can follow an operator. */
const tfp = (r: Rational): string => (r.n < 0 ? `\\left(${texRational(r)}\\right)` : texRational(r));
/** Finite decimal in KaTeX with a decimal comma, bracketed when negative. */
const td = (r: Rational): string => texNumber(toNumber(r));
const tdp = (r: Rational): string => (r.n < 0 ? `(${td(r)})` : td(r));
const signed = (rng: Rng, min: number, max: number): number => (rng.chance(0.5) ? -1 : 1) * rng.int(min, max);
const isProper = (r: Rational): boolean => r.d > 1;

const fractionsSigned = defineTemplate({
  id: 'rational_arith.fractions-signed',
  title: 'Działania na ułamkach zwykłych ze znakiem',
  generate({ rng, level }): GeneratedBody {
    const hint = FRACTION_OR_DECIMAL_HINT;
    if (level === 1) {
      const { n, a, b } = redraw(() => {
        const n = rng.int(3, 12);
        const a = rng.int(1, n - 1);
        const b = rng.int(1, n - 1);
        const r = rat(b - a, n);
        return a === b || !isProper(r) ? null : { n, a, b };
      });
      const x = rat(-a, n);
      const y = rat(b, n);
      const r = add(x, y);
      const errors = numberErrors(r, [
        {
          key: 'add_across',
          value: rat(b - a, 2 * n),
          feedback:
            'Dodano mianowniki. Przy wspólnym mianowniku dodajemy tylko liczniki, a mianownik zostaje bez zmian.',
        },
        {
          key: 'wrong_sign',
          value: neg(r),
          feedback: 'Zły znak wyniku. Sprawdź, który ułamek ma większą wartość bezwzględną.',
        },
        {
          key: 'abs_added',
          value: rat(a + b, n),
          feedback: 'Liczniki mają różne znaki: trzeba je odjąć, a nie dodać.',
        },
      ]);
      return {
        type: 'fraction',
        stem: `Oblicz: $-\\frac{${a}}{${n}} + \\frac{${b}}{${n}}$.`,
        answer: numberAnswer(r, { preferFraction: true }),
        answerHint: hint,
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Mianowniki są równe. Oblicz licznik wyniku: $-${a} + ${b}$.`,
            value: rat(b - a),
            hints: [
              'Mianownik zostaje bez zmian, liczymy tylko liczniki.',
              'Liczby mają różne znaki — odejmij wartości bezwzględne.',
              `$-${a} + ${b} = ${b - a}$`,
            ],
            errors: [{ code: 'abs_added', value: rat(a + b), feedback: 'Liczniki mają różne znaki: trzeba je odjąć.' }],
          }),
          numberStep({
            prompt: 'Zapisz wynik jako ułamek nieskracalny.',
            value: r,
            form: 'fraction',
            hints: [
              `Licznik to $${b - a}$, mianownik to $${n}$.`,
              'Sprawdź, czy ułamek da się skrócić.',
              `$\\frac{${b - a}}{${n}} = ${texRational(r)}$`,
            ],
            errors: [{ code: 'add_across', value: rat(b - a, 2 * n), feedback: 'Mianownika nie dodajemy.' }],
          }),
        ],
        solution: `Ułamki mają wspólny mianownik, więc dodajemy liczniki: $-\\frac{${a}}{${n}} + \\frac{${b}}{${n}} = \\frac{-${a} + ${b}}{${n}} = \\frac{${b - a}}{${n}}${texRational(r) === `\\frac{${b - a}}{${n}}` ? '' : ` = ${texRational(r)}`}$.`,
        params: { a, b, n },
      };
    }
    if (level === 2) {
      const { x, y } = redraw(() => {
        const b = rng.pick([2, 3, 4, 5, 6, 8, 10, 12]);
        const d = rng.pick([3, 4, 5, 6, 8, 9, 10]);
        const x = rat(rng.int(1, b - 1), b);
        const y = rat(rng.int(1, d - 1), d);
        if (x.d === y.d || x.d === 1 || y.d === 1) return null;
        const r = sub(x, y);
        return r.n >= 0 || !isProper(r) || r.d > 40 ? null : { x, y };
      });
      const r = sub(x, y);
      const common = lcm(x.d, y.d);
      const xn = (x.n * common) / x.d;
      const yn = (y.n * common) / y.d;
      const errors = numberErrors(r, [
        {
          key: 'add_across',
          value: rat(x.n - y.n, x.d - y.d),
          feedback: 'Odjęto osobno liczniki i mianowniki. Najpierw sprowadź ułamki do wspólnego mianownika.',
        },
        {
          key: 'wrong_sign',
          value: neg(r),
          feedback: 'Zły znak. Odejmujesz większą liczbę od mniejszej, więc wynik jest ujemny.',
        },
        {
          key: 'numerators_not_expanded',
          value: rat(x.n - y.n, common),
          feedback:
            'Zmieniono mianowniki, ale nie rozszerzono liczników. Licznik i mianownik mnożymy przez tę samą liczbę.',
        },
      ]);
      return {
        type: 'fraction',
        stem: `Oblicz: $${texRational(x)} - ${texRational(y)}$.`,
        answer: numberAnswer(r, { preferFraction: true }),
        answerHint: hint,
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: 'Jaki jest najmniejszy wspólny mianownik obu ułamków?',
            value: rat(common),
            hints: [
              'Szukamy najmniejszej liczby podzielnej przez oba mianowniki.',
              `To NWW liczb $${x.d}$ i $${y.d}$.`,
              `NWW$(${x.d}, ${y.d}) = ${common}$`,
            ],
          }),
          numberStep({
            prompt: `Po rozszerzeniu: $\\frac{${xn}}{${common}} - \\frac{${yn}}{${common}}$. Oblicz licznik wyniku: $${xn} - ${yn}$.`,
            value: rat(xn - yn),
            hints: ['Odejmujesz większą liczbę od mniejszej.', 'Wynik będzie ujemny.', `$${xn} - ${yn} = ${xn - yn}$`],
            errors: [{ code: 'wrong_sign', value: rat(yn - xn), feedback: 'Wynik jest ujemny.' }],
          }),
          numberStep({
            prompt: 'Zapisz wynik jako ułamek nieskracalny.',
            value: r,
            form: 'fraction',
            hints: [`Wynik to $\\frac{${xn - yn}}{${common}}$.`, 'Sprawdź, czy można skrócić.', `$${texRational(r)}$`],
          }),
        ],
        solution: `Najmniejszy wspólny mianownik to $${common}$. Rozszerzamy ułamki i odejmujemy liczniki: $${texRational(x)} - ${texRational(y)} = \\frac{${xn}}{${common}} - \\frac{${yn}}{${common}} = \\frac{${xn - yn}}{${common}} = ${texRational(r)}$.`,
        params: { x: `${x.n}/${x.d}`, y: `${y.n}/${y.d}` },
      };
    }
    const { p, q, s } = redraw(() => {
      const p = rat(signed(rng, 1, 9), rng.int(2, 9));
      const q = rat(signed(rng, 1, 9), rng.int(2, 9));
      const s = rat(signed(rng, 1, 7), rng.pick([2, 3, 4, 6]));
      if (p.d === 1 || q.d === 1 || s.d === 1 || (p.n > 0 && q.n > 0)) return null;
      const r = add(mul(p, q), s);
      const wrongOrder = mul(p, add(q, s));
      if (!isProper(r) || r.d > 60 || Math.abs(r.n) > 80 || eq(r, wrongOrder) || r.n === 0) return null;
      return { p, q, s };
    });
    const prod = mul(p, q);
    const r = add(prod, s);
    const errors = numberErrors(r, [
      {
        key: 'order_of_ops',
        value: mul(p, add(q, s)),
        feedback: 'Najpierw wykonuje się mnożenie, a dopiero potem dodawanie.',
      },
      {
        key: 'product_sign',
        value: add(neg(prod), s),
        feedback: 'Zły znak iloczynu. Sprawdź, ile czynników jest ujemnych.',
      },
      { key: 'wrong_sign', value: neg(r), feedback: 'Zły znak wyniku.' },
    ]);
    return {
      type: 'fraction',
      stem: `Oblicz: $${texRational(p)} \\cdot ${tfp(q)} + ${tfp(s)}$.`,
      answer: numberAnswer(r, { preferFraction: true }),
      answerHint: hint,
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Najpierw mnożenie: oblicz $${texRational(p)} \\cdot ${tfp(q)}$.`,
          value: prod,
          form: 'fraction',
          hints: [
            'Mnożenie wykonujemy przed dodawaniem.',
            'Pomnóż liczniki i mianowniki, a znak ustal jak dla liczb całkowitych.',
            `$${texRational(p)} \\cdot ${tfp(q)} = ${texRational(prod)}$`,
          ],
          errors: [{ code: 'product_sign', value: neg(prod), feedback: 'Sprawdź znak iloczynu.' }],
        }),
        numberStep({
          prompt: `Teraz oblicz $${texRational(prod)} + ${tfp(s)}$ i podaj ułamek nieskracalny.`,
          value: r,
          form: 'fraction',
          hints: [
            'Sprowadź ułamki do wspólnego mianownika.',
            `Wspólny mianownik to $${lcm(prod.d, s.d)}$.`,
            `$${texRational(prod)} + ${tfp(s)} = ${texRational(r)}$`,
          ],
        }),
      ],
      solution: `$${texRational(p)} \\cdot ${tfp(q)} + ${tfp(s)} = ${texRational(prod)} + ${tfp(s)} = ${texRational(r)}$`,
      params: { p: `${p.n}/${p.d}`, q: `${q.n}/${q.d}`, s: `${s.n}/${s.d}` },
    };
  },
});

const decimalsSigned = defineTemplate({
  id: 'rational_arith.decimals-signed',
  title: 'Działania na ułamkach dziesiętnych ze znakiem',
  generate({ rng, level }): GeneratedBody {
    if (level === 1) {
      const { x, y } = redraw(() => {
        const x = rat(-rng.int(11, 99), 10);
        const y = rat(rng.int(11, 99), 10);
        const r = add(x, y);
        return r.n === 0 || x.d === 1 || y.d === 1 ? null : { x, y };
      });
      const r = add(x, y);
      const errors = numberErrors(r, [
        {
          key: 'wrong_sign',
          value: neg(r),
          feedback: 'Zły znak. Wynik ma znak liczby o większej wartości bezwzględnej.',
        },
        {
          key: 'abs_added',
          value: r.n < 0 ? sub(x, y) : sub(y, x),
          feedback:
            'Dodano wartości bezwzględne. Liczby mają różne znaki, więc odejmij mniejszą wartość bezwzględną od większej.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `Oblicz: $${td(x)} + ${td(y)}$.`,
        answer: numberAnswer(r),
        answerHint: 'Wpisz liczbę, np. 2,5 lub -1,3.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: 'Od większej wartości bezwzględnej odejmij mniejszą. Ile wychodzi?',
            value: rat(Math.abs(Math.abs(x.n) * y.d - Math.abs(y.n) * x.d), x.d * y.d),
            hints: [
              'Pomiń na chwilę znaki.',
              `Porównaj $${td(neg(x))}$ i $${td(y)}$.`,
              `Różnica wartości bezwzględnych wynosi $${td(rat(Math.abs(r.n), r.d))}$.`,
            ],
          }),
          numberStep({
            prompt: 'Dopisz właściwy znak i podaj wynik.',
            value: r,
            hints: [
              'Która liczba jest dalej od zera?',
              'Wynik ma znak tej liczby.',
              `$${td(x)} + ${td(y)} = ${td(r)}$`,
            ],
            errors: [{ code: 'wrong_sign', value: neg(r), feedback: 'Sprawdź znak.' }],
          }),
        ],
        solution: `$${td(x)} + ${td(y)} = ${td(r)}$ — odejmujemy wartości bezwzględne, a wynik ma znak liczby ${r.n < 0 ? `$${td(x)}$` : `$${td(y)}$`}.`,
        params: { x: toNumber(x), y: toNumber(y) },
      };
    }
    if (level === 2) {
      const { x, y } = redraw(() => {
        const x = rat(signed(rng, 2, 25), 10);
        const y = rat(-rng.int(2, 9), rng.pick([1, 10]));
        if (x.d === 1 && y.d === 1) return null;
        const r = mul(x, y);
        return Math.abs(r.n) < 2 || r.d > 100 ? null : { x, y };
      });
      const r = mul(x, y);
      const errors = numberErrors(r, [
        {
          key: 'wrong_sign',
          value: neg(r),
          feedback: 'Zły znak iloczynu. Takie same znaki — wynik dodatni, różne — ujemny.',
        },
        {
          key: 'decimal_places',
          value: mul(r, rat(10)),
          feedback: 'Źle postawiony przecinek. W iloczynie jest tyle cyfr po przecinku, ile łącznie mają oba czynniki.',
        },
        {
          key: 'decimal_places_small',
          value: mul(r, rat(1, 10)),
          feedback: 'Źle postawiony przecinek. Policz cyfry po przecinku w obu czynnikach.',
        },
      ]);
      const absProduct = rat(Math.abs(r.n), r.d);
      return {
        type: 'numeric',
        stem: `Oblicz: $${td(x)} \\cdot ${tdp(y)}$.`,
        answer: numberAnswer(r),
        answerHint: 'Wpisz liczbę.',
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: 'Pomnóż liczby bez znaków.',
            value: absProduct,
            hints: [
              'Pomnóż jak liczby naturalne, potem postaw przecinek.',
              'Po przecinku ma być tyle cyfr, ile łącznie mają oba czynniki.',
              `$${td(rat(Math.abs(x.n), x.d))} \\cdot ${td(rat(Math.abs(y.n), y.d))} = ${td(absProduct)}$`,
            ],
            errors: [
              { code: 'decimal_places', value: mul(absProduct, rat(10)), feedback: 'Sprawdź miejsce przecinka.' },
              {
                code: 'decimal_places_small',
                value: mul(absProduct, rat(1, 10)),
                feedback: 'Sprawdź miejsce przecinka.',
              },
            ],
          }),
          numberStep({
            prompt: 'Dopisz znak i podaj wynik.',
            value: r,
            hints: [
              'Czy czynniki mają takie same znaki?',
              'Takie same znaki — wynik dodatni, różne — ujemny.',
              `$${td(x)} \\cdot ${tdp(y)} = ${td(r)}$`,
            ],
            errors: [{ code: 'wrong_sign', value: neg(r), feedback: 'Sprawdź znak.' }],
          }),
        ],
        solution: `$${td(x)} \\cdot ${tdp(y)} = ${td(r)}$`,
        params: { x: toNumber(x), y: toNumber(y) },
      };
    }
    const { a, b, c } = redraw(() => {
      const a = rat(signed(rng, 5, 40), 10);
      const b = rat(-rng.int(2, 9), 10);
      const c = rat(signed(rng, 2, 9));
      const r = sub(a, mul(b, c));
      if (a.d === 1 || r.n === 0) return null;
      const wrong = mul(sub(a, b), c);
      return eq(wrong, r) ? null : { a, b, c };
    });
    const prod = mul(b, c);
    const r = sub(a, prod);
    const errors = numberErrors(r, [
      {
        key: 'order_of_ops',
        value: mul(sub(a, b), c),
        feedback: 'Najpierw wykonuje się mnożenie, a dopiero potem odejmowanie.',
      },
      {
        key: 'minus_minus_as_minus',
        value: add(a, prod),
        feedback:
          'Odjęcie liczby ujemnej to dodanie liczby przeciwnej (i odwrotnie) — sprawdź znak przy odejmowaniu iloczynu.',
      },
      { key: 'wrong_sign', value: neg(r), feedback: 'Zły znak wyniku.' },
    ]);
    return {
      type: 'numeric',
      stem: `Oblicz: $${td(a)} - ${tdp(b)} \\cdot ${tdp(c)}$.`,
      answer: numberAnswer(r),
      answerHint: 'Wpisz liczbę.',
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Najpierw mnożenie: oblicz $${tdp(b)} \\cdot ${tdp(c)}$.`,
          value: prod,
          hints: [
            'Mnożenie ma pierwszeństwo przed odejmowaniem.',
            'Pomnóż bez znaków, potem ustal znak.',
            `$${tdp(b)} \\cdot ${tdp(c)} = ${td(prod)}$`,
          ],
          errors: [{ code: 'wrong_sign', value: neg(prod), feedback: 'Sprawdź znak iloczynu.' }],
        }),
        numberStep({
          prompt: `Teraz oblicz $${td(a)} - ${tdp(prod)}$.`,
          value: r,
          hints: [
            'Odejmowanie liczby to dodawanie liczby przeciwnej.',
            `$${td(a)} - ${tdp(prod)} = ${td(a)} + ${tdp(neg(prod))}$`,
            `Wynik: $${td(r)}$`,
          ],
          errors: [
            {
              code: 'minus_minus_as_minus',
              value: add(a, prod),
              feedback: 'Odejmując liczbę, dodajesz liczbę do niej przeciwną.',
            },
          ],
        }),
      ],
      solution: `$${td(a)} - ${tdp(b)} \\cdot ${tdp(c)} = ${td(a)} - ${tdp(prod)} = ${td(r)}$`,
      params: { a: toNumber(a), b: toNumber(b), c: toNumber(c) },
    };
  },
});

/** A fraction that has a short decimal form, shown as a common fraction. */
const niceFraction = (rng: Rng): Rational =>
  rng.pick([
    rat(1, 2),
    rat(1, 4),
    rat(3, 4),
    rat(1, 5),
    rat(2, 5),
    rat(3, 5),
    rat(4, 5),
    rat(1, 8),
    rat(3, 8),
    rat(3, 2),
    rat(5, 4),
  ]);

const mixedForms = defineTemplate({
  id: 'rational_arith.fractions-and-decimals',
  title: 'Ułamki zwykłe i dziesiętne w jednym wyrażeniu',
  generate({ rng, level }): GeneratedBody {
    const answerHint = 'Wpisz wynik jako ułamek zwykły lub dziesiętny.';
    if (level === 1) {
      const { d, f } = redraw(() => {
        const d = rat(rng.int(1, 9), 10);
        const f = niceFraction(rng);
        return d.d === 1 || toNumber(f) > 1 ? null : { d, f };
      });
      const r = add(d, f);
      const dAsF = rat(d.n, d.d);
      const errors = numberErrors(r, [
        {
          key: 'decimal_digits_as_denominator',
          value: add(rat(1, Math.round(toNumber(d) * 10)), f),
          feedback: `$${td(d)}$ to $\\frac{${Math.round(toNumber(d) * 10)}}{10}$, a nie $\\frac{1}{${Math.round(toNumber(d) * 10)}}$.`,
        },
        {
          key: 'add_across',
          value: rat(dAsF.n + f.n, dAsF.d + f.d),
          feedback:
            'Dodano osobno liczniki i mianowniki. Zamień ułamek zwykły na dziesiętny (albo odwrotnie) i dopiero dodaj.',
        },
      ]);
      return {
        type: 'numeric',
        stem: `Oblicz: $${td(d)} + ${texRational(f)}$.`,
        answer: numberAnswer(r),
        answerHint,
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Zamień $${texRational(f)}$ na ułamek dziesiętny.`,
            value: f,
            hints: ['Podziel licznik przez mianownik.', `$${f.n} : ${f.d}$`, `$${texRational(f)} = ${td(f)}$`],
          }),
          numberStep({
            prompt: `Oblicz $${td(d)} + ${td(f)}$.`,
            value: r,
            hints: ['Dodaj ułamki dziesiętne — przecinek pod przecinkiem.', `$${td(d)} + ${td(f)}$`, `$${td(r)}$`],
          }),
        ],
        solution: `$${td(d)} + ${texRational(f)} = ${td(d)} + ${td(f)} = ${td(r)}$`,
        params: { d: toNumber(d), f: `${f.n}/${f.d}` },
      };
    }
    if (level === 2) {
      const { w, f, d } = redraw(() => {
        const w = rng.int(1, 4);
        const f = niceFraction(rng);
        const d = rat(rng.int(w * 10 + 11, w * 10 + 59), 10);
        if (toNumber(f) >= 1 || d.d === 1) return null;
        const r = sub(add(rat(w), f), d);
        return r.n >= 0 || r.n === 0 ? null : { w, f, d };
      });
      const mixed = add(rat(w), f);
      const r = sub(mixed, d);
      const errors = numberErrors(r, [
        {
          key: 'wrong_sign',
          value: neg(r),
          feedback: 'Odejmujesz większą liczbę od mniejszej, więc wynik jest ujemny.',
        },
        {
          key: 'mixed_whole_only',
          value: sub(rat(w), d),
          feedback: `Pominięto część ułamkową liczby mieszanej: $${w}${texRational(f)} = ${w} + ${texRational(f)}$.`,
        },
        {
          key: 'mixed_as_product',
          value: sub(mul(rat(w), f), d),
          feedback: `Liczba mieszana to suma części całkowitej i ułamka, a nie ich iloczyn.`,
        },
      ]);
      return {
        type: 'numeric',
        stem: `Oblicz: $${w}${texRational(f)} - ${td(d)}$.`,
        answer: numberAnswer(r),
        answerHint,
        commonErrors: errors,
        steps: [
          numberStep({
            prompt: `Zapisz $${w}${texRational(f)}$ w postaci ułamka dziesiętnego.`,
            value: mixed,
            hints: [
              'Liczba mieszana to część całkowita plus ułamek.',
              `$${texRational(f)} = ${td(f)}$`,
              `$${w}${texRational(f)} = ${td(mixed)}$`,
            ],
            errors: [
              { code: 'mixed_as_product', value: mul(rat(w), f), feedback: 'Część całkowitą i ułamek dodajemy.' },
            ],
          }),
          numberStep({
            prompt: `Oblicz $${td(mixed)} - ${td(d)}$.`,
            value: r,
            hints: [
              'Odejmujesz większą liczbę od mniejszej.',
              `Oblicz $${td(d)} - ${td(mixed)}$ i dopisz minus.`,
              `$${td(r)}$`,
            ],
            errors: [{ code: 'wrong_sign', value: neg(r), feedback: 'Wynik jest ujemny.' }],
          }),
        ],
        solution: `$${w}${texRational(f)} - ${td(d)} = ${td(mixed)} - ${td(d)} = ${td(r)}$`,
        params: { w, f: `${f.n}/${f.d}`, d: toNumber(d) },
      };
    }
    const { m, d, s } = redraw(() => {
      const m = add(rat(-rng.int(1, 3)), neg(niceFraction(rng)));
      const d = rat(rng.pick([2, 4, 5, 6, 8]), 10);
      const s = niceFraction(rng);
      if (m.d === 1 || d.d === 1) return null;
      const r = sub(mul(m, d), s);
      // Keep the decimals short enough for written calculation (at most hundredths).
      if (mul(m, d).d > 100 || r.d > 100 || m.d > 4) return null;
      return eq(mul(m, sub(d, s)), r) ? null : { m, d, s };
    });
    const prod = mul(m, d);
    const r = sub(prod, s);
    const whole = Math.trunc(toNumber(m));
    const fracPart = rat(Math.abs(m.n) % m.d, m.d);
    const errors = numberErrors(r, [
      { key: 'order_of_ops', value: mul(m, sub(d, s)), feedback: 'Najpierw mnożenie, potem odejmowanie.' },
      {
        key: 'whole_part_only',
        value: sub(mul(rat(whole), d), s),
        feedback:
          'Pomnożono tylko część całkowitą liczby mieszanej. Zamień ją najpierw na ułamek niewłaściwy lub dziesiętny.',
      },
      { key: 'minus_minus_as_minus', value: add(prod, s), feedback: 'Sprawdź znak przy odejmowaniu.' },
    ]);
    const mTex = `-${Math.abs(whole)}${texRational(fracPart)}`;
    return {
      type: 'numeric',
      stem: `Oblicz: $\\left(${mTex}\\right) \\cdot ${td(d)} - ${texRational(s)}$.`,
      answer: numberAnswer(r),
      answerHint,
      commonErrors: errors,
      steps: [
        numberStep({
          prompt: `Zapisz $${mTex}$ w postaci ułamka dziesiętnego.`,
          value: m,
          hints: [
            'Część całkowita plus ułamek, ze znakiem minus przed całością.',
            `$${texRational(fracPart)} = ${td(fracPart)}$`,
            `$${mTex} = ${td(m)}$`,
          ],
        }),
        numberStep({
          prompt: `Oblicz iloczyn $${tdp(m)} \\cdot ${td(d)}$.`,
          value: prod,
          hints: [
            'Mnożenie wykonujemy przed odejmowaniem.',
            'Liczba ujemna razy dodatnia daje wynik ujemny.',
            `$${tdp(m)} \\cdot ${td(d)} = ${td(prod)}$`,
          ],
          errors: [
            {
              code: 'whole_part_only',
              value: mul(rat(whole), d),
              feedback: 'Pomnóż całą liczbę mieszaną, nie tylko część całkowitą.',
            },
          ],
        }),
        numberStep({
          prompt: `Oblicz $${td(prod)} - ${texRational(s)}$.`,
          value: r,
          hints: [`$${texRational(s)} = ${td(s)}$`, `$${td(prod)} - ${td(s)}$`, `$${td(r)}$`],
        }),
      ],
      solution: `$\\left(${mTex}\\right) \\cdot ${td(d)} - ${texRational(s)} = ${tdp(m)} \\cdot ${td(d)} - ${td(s)} = ${td(prod)} - ${td(s)} = ${td(r)}$`,
      params: { m: `${m.n}/${m.d}`, d: toNumber(d), s: `${s.n}/${s.d}` },
    };
  },
});

export const rationalArithTemplates: readonly QuestionTemplate[] = [fractionsSigned, decimalsSigned, mixedForms];
