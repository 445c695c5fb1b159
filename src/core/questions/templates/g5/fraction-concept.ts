import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { add, gcd, rat } from '../../../math/rational.ts';
import { numberAnswer, FRACTION_ONLY, distinct } from '../../kit/numbers.ts';
import { type GeneratedBody, redrawItem } from '../../kit/draw.ts';
import { numberError } from '../../kit/errors.ts';
import { step, expectFraction, expectNumber } from '../../kit/steps.ts';
import { qty, texMixed, tf, tmix } from '../../kit/format.ts';
import { gridFigure, numberLineFigure } from '../../figures.ts';

const KRATKA = { one: 'kratka', few: 'kratki', many: 'kratek' };
const EQUAL_PARTS = { one: 'równą część', few: 'równe części', many: 'równych części' };
const ODCINEK = { one: 'odcinek', few: 'odcinki', many: 'odcinków' };

const shadedPart = defineTemplate({
  id: 'fraction_concept.shaded-part',
  title: 'Jaka część figury jest zamalowana?',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const rows = level === 1 ? 1 : level === 2 ? rng.int(2, 3) : rng.int(2, 4);
      const cols = level === 1 ? rng.int(3, 8) : rng.int(3, level === 2 ? 5 : 6);
      const d = rows * cols;
      const k = rng.int(1, d - 1);
      if (2 * k === d) return null;
      // Level 3 asks for the simplest form, so the count must share a factor with the whole.
      const g = gcd(k, d);
      if (level === 3 && g === 1) return null;
      if (level < 3 && g !== 1 && rng.chance(0.5)) return null;
      const cells = rng.shuffle(Array.from({ length: d }, (_, i) => i));
      const shaded = new Set(level === 1 ? cells.slice(0, k).sort((p, q) => p - q) : cells.slice(0, k));
      const ans = rat(k, d);
      const unshaded = rat(d - k, d);
      const partToPart = rat(k, d - k);
      const inverted = rat(d, k);
      if (!distinct(ans, [unshaded, partToPart, inverted])) return null;
      const simple = `${ans.n}/${ans.d}`;
      const steps = [
        step({
          prompt: 'Na ile równych części podzielono prostokąt?',
          ...expectNumber(d),
          hints: [
            'Policz wszystkie kratki, także te niezamalowane.',
            rows === 1 ? `Jest 1 rząd: ${qty(cols, KRATKA)}.` : `Są ${rows} rzędy po ${qty(cols, KRATKA)}.`,
            `$${rows} \\cdot ${cols} = ${d}$`,
          ],
        }),
        step({
          prompt: 'Ile części zamalowano?',
          ...expectNumber(k),
          hints: ['Policz tylko zamalowane kratki.', 'Licz rzędami, żeby żadnej nie pominąć.', `Zamalowano ${k}.`],
          errors: [{ code: 'unshaded_part', patterns: [`^${d - k}$`], feedback: 'To liczba kratek niezamalowanych.' }],
        }),
        step({
          prompt: level === 3 ? 'Zapisz tę część jako ułamek nieskracalny.' : 'Jaka część prostokąta jest zamalowana?',
          ...(level === 3
            ? expectFraction(ans.n, ans.d)
            : { expected: `${k}/${d}`, patterns: [`^${k}/${d}$`, `^${simple}$`] }),
          hints: [
            'W liczniku zamalowane części, w mianowniku wszystkie części.',
            level === 3 ? `Skróć ułamek $${tf(k, d)}$ przez ${g}.` : `Licznik ${k}, mianownik ${d}.`,
            level === 3 ? `$${tf(k, d)} = ${tf(ans.n, ans.d)}$` : `$${tf(k, d)}$`,
          ],
          errors: [
            {
              code: 'part_to_part',
              patterns: [`^${k}/${d - k}$`],
              feedback: 'W mianowniku ma być liczba wszystkich części, a nie tylko niezamalowanych.',
            },
            { code: 'inverted', patterns: [`^${d}/${k}$`], feedback: 'Licznik i mianownik są zamienione.' },
          ],
        }),
      ];
      return {
        type: 'fraction' as const,
        stem: `Jaka część prostokąta jest zamalowana? ${level === 3 ? 'Podaj ułamek nieskracalny.' : 'Zapisz ją jako ułamek.'}`,
        figure: gridFigure(rows, cols, shaded),
        answer: numberAnswer(ans, { forms: FRACTION_ONLY, requireSimplest: level === 3 }),
        answerHint: level === 3 ? 'Podaj ułamek nieskracalny, np. 2/3.' : 'Wpisz ułamek, np. 2/5.',
        steps,
        commonErrors: [
          numberError('unshaded_part', unshaded, 'Podano część niezamalowaną. Policz kratki zamalowane.'),
          numberError(
            'part_to_part',
            partToPart,
            'W mianowniku ma być liczba wszystkich części, a nie tylko niezamalowanych.',
          ),
          numberError(
            'inverted',
            inverted,
            'Licznik i mianownik są zamienione: w mianowniku wszystkie części, w liczniku zamalowane.',
          ),
        ],
        solution: `Prostokąt podzielono na ${qty(d, EQUAL_PARTS)}, zamalowano ${k}, więc zamalowana część to $${tf(k, d)}${level === 3 ? ` = ${tf(ans.n, ans.d)}` : ''}$.`,
        params: { rows, cols, shaded: k },
      };
    });
  },
});

const numberLine = defineTemplate({
  id: 'fraction_concept.number-line',
  title: 'Ułamek na osi liczbowej',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const parts = rng.int(3, level === 3 ? 6 : 8);
      const start = level === 3 ? rng.int(1, 4) : 0;
      const units = level === 1 ? 1 : 2;
      const idx = level === 1 ? rng.int(1, parts - 1) : rng.int(parts + 1, 2 * parts - 1);
      if (idx % parts === 0) return null;
      const frac = rat(idx, parts);
      const ans = add(rat(start), frac);
      const whole = Math.floor(idx / parts);
      const rem = idx % parts;
      const errors =
        level === 1
          ? [
              numberError(
                'counted_ticks',
                rat(idx, parts + 1),
                `Mianownik to liczba równych odcinków między 0 a 1, a nie liczba kresek. Odcinków jest ${parts}.`,
              ),
              numberError(
                'counted_from_one',
                rat(idx + 1, parts),
                'Kreskę przy zerze policzono jako pierwszą. Licz odcinki od zera do punktu A.',
              ),
            ]
          : level === 2
            ? [
                numberError(
                  'denominator_whole_range',
                  rat(idx, parts * units),
                  `Każdą jedność podzielono na ${parts} części, więc mianownik to ${parts}, a nie liczba wszystkich odcinków na rysunku.`,
                ),
                numberError(
                  'counted_ticks',
                  rat(idx, parts + 1),
                  `Mianownik to liczba odcinków w jednej jedności, a nie liczba kresek. Odcinków jest ${parts}.`,
                ),
                numberError(
                  'fraction_part_only',
                  rat(rem, parts),
                  `Punkt A leży za liczbą ${whole}. Nie zapomnij o całościach.`,
                ),
              ]
            : [
                numberError('ignored_start', frac, `Oś nie zaczyna się od zera, tylko od ${start}. Dodaj ${start}.`),
                numberError(
                  'fraction_part_only',
                  add(rat(start), rat(rem, parts)),
                  `Punkt A leży za liczbą ${start + whole}. Policz całości od ${start}.`,
                ),
                numberError(
                  'denominator_whole_range',
                  add(rat(start), rat(idx, parts * units)),
                  `Mianownik to liczba części jednej jedności, czyli ${parts}.`,
                ),
              ];
      const wrongs = errors.map((e) => (e.wrong.kind === 'number' ? e.wrong.value : rat(0)));
      if (!distinct(ans, wrongs)) return null;
      const ansTex = tmix(start + whole, rem, parts);
      // 6/4 is read off the line as 1 2/4; the typed answer is the simplest 1 1/2.
      const ansFull = ansTex === texMixed(ans) ? ansTex : `${ansTex} = ${texMixed(ans)}`;
      return {
        type: 'fraction' as const,
        stem: `Jaką liczbę zaznaczono na osi liczbowej punktem A?${level === 1 ? ' Zapisz ją jako ułamek.' : ' Zapisz ją jako liczbę mieszaną lub ułamek.'}`,
        figure: numberLineFigure(start, units, parts, idx),
        answer: numberAnswer(ans, { forms: FRACTION_ONLY }),
        answerHint: level === 1 ? 'Wpisz ułamek, np. 3/5.' : 'Wpisz np. 1 2/3 albo 5/3.',
        steps: [
          step({
            prompt: `Na ile równych części podzielono odcinek od ${start} do ${start + 1}?`,
            ...expectNumber(parts),
            hints: [
              'Policz odcinki, a nie kreski.',
              `Między liczbą ${start} a ${start + 1} są mniejsze kreski.`,
              `${parts >= 5 ? 'Jest' : 'Są'} ${parts} ${parts >= 5 ? 'równych odcinków' : 'równe odcinki'}.`,
            ],
            errors: [
              {
                code: 'counted_ticks',
                patterns: [`^${parts + 1}$`],
                feedback: 'To liczba kresek. Policz odcinki między nimi.',
              },
            ],
          }),
          step({
            prompt: `O ile takich odcinków punkt A jest oddalony od liczby ${start}?`,
            ...expectNumber(idx),
            hints: [
              `Licz odcinki od liczby ${start} do punktu A.`,
              'Pierwszy odcinek zaczyna się przy liczbie, a nie kończy.',
              `${qty(idx, ODCINEK)}.`,
            ],
          }),
          step({
            prompt: 'Jaką liczbę zaznaczono punktem A?',
            ...expectNumber(ans, 'mixed'),
            hints: [
              `Jeden odcinek to $${tf(1, parts)}$.`,
              start === 0 ? `${qty(idx, ODCINEK)} to $${tf(idx, parts)}$.` : `Do ${start} dodaj $${tf(idx, parts)}$.`,
              `A = $${ansFull}$`,
            ],
          }),
        ],
        commonErrors: errors,
        solution: `Jedność podzielono na ${qty(parts, EQUAL_PARTS)}, więc jeden odcinek to $${tf(1, parts)}$. Punkt A jest oddalony od ${start} o ${qty(idx, ODCINEK)}, czyli leży w punkcie $${start > 0 ? `${start} + ${tf(idx, parts)} = ` : tf(idx, parts) === ansTex ? '' : `${tf(idx, parts)} = `}${ansFull}$.`,
        params: { start, parts, idx },
      };
    });
  },
});

const sharing = defineTemplate({
  id: 'fraction_concept.sharing',
  title: 'Ułamek jako wynik dzielenia',
  generate({ rng, level }) {
    return redrawItem((): GeneratedBody | null => {
      const things = rng.pick([
        { what: 'pizze', one: 'jednej pizzy', many: 'pizzy' },
        { what: 'placki', one: 'jednego placka', many: 'placka' },
        { what: 'czekolady', one: 'jednej czekolady', many: 'czekolady' },
        { what: 'arbuzy', one: 'jednego arbuza', many: 'arbuza' },
      ]);
      const a = level === 1 ? rng.int(1, 4) : level === 2 ? rng.int(2, 7) : rng.int(4, 11);
      const n = level === 1 ? rng.int(a + 1, 8) : level === 2 ? rng.int(3, 9) : rng.int(3, 6);
      if (a === n || gcd(a, n) !== 1) return null;
      if (level === 1 && a === 1) return null;
      // Level 3 gives each child more than one whole, but not a silly pile (17 pizzas for 6).
      if (level === 3 && (a < n || a > 3 * n)) return null;
      const ans = rat(a, n);
      const inv = rat(n, a);
      const unit = rat(1, n);
      if (!distinct(ans, [inv, unit])) return null;
      const noun =
        a >= 5
          ? { pizze: 'pizz', placki: 'placków', czekolady: 'czekolad', arbuzy: 'arbuzów' }[things.what]!
          : things.what;
      const kids = n >= 5 ? 'dzieci' : n === 2 ? 'dwoje dzieci' : n === 3 ? 'troje dzieci' : 'czworo dzieci';
      const kidsText = n >= 5 ? `${n} ${kids}` : kids;
      return {
        type: 'fraction' as const,
        stem:
          level === 3
            ? `${a} ${noun} podzielono po równo między ${kidsText}. Ile ${things.many} dostało każde dziecko? Podaj wynik jako liczbę mieszaną.`
            : a > n
              ? // More than one whole each: "what part of one melon" would be the wrong question.
                `${a} ${noun} podzielono po równo między ${kidsText}. Ile ${things.many} dostało każde dziecko? Zapisz wynik jako ułamek.`
              : `${a} ${noun} podzielono po równo między ${kidsText}. Jaką część ${things.one} dostało każde dziecko? Zapisz ją jako ułamek.`,
        answer: numberAnswer(ans, { forms: FRACTION_ONLY }),
        answerHint: level === 3 ? 'Wpisz liczbę mieszaną, np. 2 1/3.' : 'Wpisz ułamek, np. 2/3.',
        steps: [
          step({
            prompt: 'Jakie dzielenie trzeba wykonać?',
            expected: `${a}:${n}`,
            patterns: [`^${a}[:/]${n}$`],
            hints: [
              'Dzielimy liczbę rzeczy przez liczbę dzieci.',
              `Dzielna to ${a}, dzielnik to ${n}.`,
              `$${a} : ${n}$`,
            ],
            errors: [
              {
                code: 'inverted',
                patterns: [`^${n}[:/]${a}$`],
                feedback: 'Dzielimy rzeczy między dzieci, więc liczba rzeczy jest dzielną.',
              },
            ],
          }),
          step({
            prompt: `Zapisz wynik dzielenia $${a} : ${n}$ jako ${level === 3 ? 'liczbę mieszaną' : 'ułamek'}.`,
            ...expectNumber(ans, 'mixed'),
            hints: [
              'Iloraz można zapisać kreską ułamkową.',
              `$${a} : ${n} = ${tf(a, n)}$`,
              `$${a} : ${n} = ${level === 3 ? `${tf(a, n)} = ${tmix(Math.floor(a / n), a % n, n)}` : tf(a, n)}$`,
            ],
          }),
        ],
        commonErrors: [
          numberError(
            'inverted',
            inv,
            `Liczba dzieci trafiła do licznika. Każde dziecko dostaje $${a} : ${n} = ${tf(a, n)}$.`,
          ),
          numberError(
            'unit_fraction',
            unit,
            `$${tf(1, n)}$ to część jednej rzeczy. Do podziału jest ${a}, więc każde dziecko dostaje ${a} razy więcej.`,
          ),
        ],
        solution: `$${a} : ${n} = ${tf(a, n)}${level === 3 ? ` = ${tmix(Math.floor(a / n), a % n, n)}` : ''}$`,
        params: { a, n },
      };
    });
  },
});

export const fractionConceptTemplates: readonly QuestionTemplate[] = [shadedPart, numberLine, sharing];
