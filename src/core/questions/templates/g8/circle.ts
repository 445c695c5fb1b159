import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { redraw } from '../../kit/draw.ts';
import { type NumericMistake, numberErrors, stepErrors } from '../../kit/errors.ts';
import { DOKONCZ_INSTRUCTION, mcqFromMistakes } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import { cmText } from '../../kit/format.ts';
import { rat, mul, type Rational } from '../../../math/rational.ts';
import { texRational } from '../../../text/format.ts';
import { FIG_ACCENT, FIG_FILL, FIG_STROKE, svgDoc, svgLine, svgText } from '../../figures.ts';

type Item = ReturnType<QuestionTemplate['generate']>;

/** A circle with its radius or diameter drawn and labelled; optional sector of `angle` degrees. */
function circleFigure(label: string, kind: 'r' | 'd', angle?: number): string {
  const c = { x: 110, y: 110 };
  const R = 80;
  let body = '';
  if (angle !== undefined) {
    body += `<circle cx="${c.x}" cy="${c.y}" r="${R}" fill="#f8fafc" stroke="${FIG_STROKE}" stroke-width="2"/>`;
    const rad = (angle * Math.PI) / 180;
    const end = { x: c.x + R * Math.cos(rad), y: c.y - R * Math.sin(rad) };
    const large = angle > 180 ? 1 : 0;
    body += `<path d="M ${c.x} ${c.y} L ${c.x + R} ${c.y} A ${R} ${R} 0 ${large} 0 ${Math.round(end.x * 10) / 10} ${Math.round(end.y * 10) / 10} Z" fill="${FIG_FILL}" stroke="${FIG_STROKE}" stroke-width="2"/>`;
    body += svgText({ x: c.x + 26 * Math.cos(rad / 2) + 4, y: c.y - 26 * Math.sin(rad / 2) }, `${angle}°`, {
      color: FIG_ACCENT,
      size: 12,
    });
    body += svgText({ x: c.x + R / 2, y: c.y + 14 }, label);
  } else {
    body += `<circle cx="${c.x}" cy="${c.y}" r="${R}" fill="${FIG_FILL}" stroke="${FIG_STROKE}" stroke-width="2"/>`;
    const start = kind === 'd' ? { x: c.x - R, y: c.y } : c;
    body += svgLine(start, { x: c.x + R, y: c.y }, { color: FIG_ACCENT });
    body += svgText({ x: kind === 'd' ? c.x : c.x + R / 2, y: c.y - 12 }, label, { color: FIG_ACCENT });
  }
  body += `<circle cx="${c.x}" cy="${c.y}" r="3" fill="${FIG_STROKE}"/>`;
  return svgDoc(220, 220, body, 'Koło');
}

const piTex = (k: Rational): string => (k.n === 1 && k.d === 1 ? '\\pi' : `${texRational(k)}\\pi`);

const areaCircumference = defineTemplate({
  id: 'circle.area-circumference',
  title: 'Pole koła i długość okręgu',
  generate({ rng, level }): Item {
    const askArea = rng.chance(0.5);
    let stem: string;
    let figure: string | undefined;
    let r: number;
    let correct: number;
    let mistakes: NumericMistake[];
    const steps = [];
    if (level === 1) {
      r = rng.int(3, 12);
      stem = askArea ? `Oblicz pole koła o promieniu ${cmText(r)}.` : `Oblicz długość okręgu o promieniu ${cmText(r)}.`;
      figure = circleFigure(`r = ${cmText(r)}`, 'r');
      correct = askArea ? r * r : 2 * r;
      steps.push(
        askArea
          ? numberStep({
              prompt: 'Oblicz kwadrat promienia $r^2$.',
              value: rat(r * r),
              hints: [
                'Kwadrat liczby to ta liczba pomnożona przez siebie.',
                `$r^2 = ${r} \\cdot ${r}$`,
                `$${r}^2 = ${r * r}$`,
              ],
              errors: [
                {
                  code: 'radius_not_squared',
                  value: rat(2 * r),
                  feedback: 'Podnoszenie do kwadratu to mnożenie liczby przez siebie, a nie przez 2.',
                },
              ],
            })
          : numberStep({
              prompt: 'Oblicz długość średnicy (w cm).',
              value: rat(2 * r),
              hints: [
                'Średnica jest dwa razy dłuższa niż promień.',
                `Pomnóż ${r} przez 2.`,
                `$d = 2 \\cdot ${r} = ${2 * r}$`,
              ],
            }),
      );
      mistakes = askArea
        ? [
            {
              key: 'area_perimeter_confused',
              value: rat(2 * r),
              feedback: 'Obliczono długość okręgu ($2\\pi r$), a pytanie jest o pole koła ($\\pi r^2$).',
            },
            {
              key: 'radius_not_squared',
              value: rat(r),
              feedback: 'Promień trzeba podnieść do kwadratu: $r^2 = r \\cdot r$.',
            },
          ]
        : [
            {
              key: 'area_perimeter_confused',
              value: rat(r * r),
              feedback: 'Obliczono pole koła ($\\pi r^2$), a pytanie jest o długość okręgu ($2\\pi r$).',
            },
            {
              key: 'forgot_two',
              value: rat(r),
              feedback: 'Długość okręgu to $2\\pi r$ — zapomniano pomnożyć przez 2.',
            },
          ];
    } else if (level === 2) {
      const d = 2 * rng.int(3, 12);
      r = d / 2;
      stem = askArea
        ? `Średnica koła ma długość ${cmText(d)}. Oblicz pole tego koła.`
        : `Średnica okręgu ma długość ${cmText(d)}. Oblicz długość tego okręgu.`;
      figure = circleFigure(`d = ${cmText(d)}`, 'd');
      correct = askArea ? r * r : d;
      mistakes = askArea
        ? [
            {
              key: 'diameter_as_radius',
              value: rat(d * d),
              feedback: 'Podstawiono średnicę zamiast promienia. Promień to połowa średnicy.',
            },
            {
              key: 'area_perimeter_confused',
              value: rat(d),
              feedback: 'Obliczono długość okręgu, a pytanie jest o pole koła ($\\pi r^2$).',
            },
            {
              key: 'halved_after_squaring',
              value: rat(d * d, 2),
              feedback: 'Najpierw oblicz promień ($d : 2$), a dopiero potem podnieś go do kwadratu.',
            },
          ]
        : [
            {
              key: 'diameter_as_radius',
              value: rat(2 * d),
              feedback: 'Podstawiono średnicę zamiast promienia do wzoru $2\\pi r$. Długość okręgu to $\\pi d$.',
            },
            {
              key: 'area_perimeter_confused',
              value: rat(r * r),
              feedback: 'Obliczono pole koła, a pytanie jest o długość okręgu.',
            },
            {
              key: 'forgot_two',
              value: rat(r),
              feedback: 'Długość okręgu to $2\\pi r$ — zapomniano pomnożyć przez 2.',
            },
          ];
    } else {
      r = rng.int(3, 15);
      if (askArea) {
        stem = `Długość okręgu jest równa $${2 * r}\\pi$ cm. Oblicz pole koła ograniczonego tym okręgiem.`;
        correct = r * r;
        mistakes = [
          {
            key: 'diameter_as_radius',
            value: rat(4 * r * r),
            feedback: `Liczba ${2 * r} to średnica, a nie promień. Z równania $2\\pi r = ${2 * r}\\pi$ wynika $r = ${r}$.`,
          },
          {
            key: 'area_perimeter_confused',
            value: rat(2 * r),
            feedback: 'Podano długość okręgu. Oblicz promień i wstaw go do wzoru $\\pi r^2$.',
          },
          {
            key: 'radius_not_squared',
            value: rat(r),
            feedback: 'Promień trzeba podnieść do kwadratu: $r^2 = r \\cdot r$.',
          },
        ];
      } else {
        stem = `Pole koła jest równe $${r * r}\\pi$ cm². Oblicz długość okręgu, który ogranicza to koło.`;
        correct = 2 * r;
        mistakes = [
          {
            key: 'no_root',
            value: rat(2 * r * r),
            feedback: `Z równania $\\pi r^2 = ${r * r}\\pi$ wynika $r^2 = ${r * r}$, więc trzeba jeszcze wyciągnąć pierwiastek: $r = ${r}$.`,
          },
          { key: 'forgot_two', value: rat(r), feedback: 'To jest promień. Długość okręgu to $2\\pi r$.' },
          {
            key: 'area_perimeter_confused',
            value: rat(r * r),
            feedback: 'Przepisano pole koła. Oblicz promień i wstaw go do wzoru $2\\pi r$.',
          },
        ];
      }
      steps.push(
        numberStep({
          prompt: 'Oblicz promień (w cm).',
          value: rat(r),
          hints: askArea
            ? [
                'Wzór na długość okręgu to $2\\pi r$.',
                `Rozwiąż równanie $2\\pi r = ${2 * r}\\pi$.`,
                `$r = ${2 * r} : 2 = ${r}$`,
              ]
            : [
                'Wzór na pole koła to $\\pi r^2$.',
                `Rozwiąż równanie $\\pi r^2 = ${r * r}\\pi$.`,
                `$r^2 = ${r * r}$, więc $r = ${r}$.`,
              ],
          errors: askArea
            ? [
                {
                  code: 'diameter_as_radius',
                  value: rat(2 * r),
                  feedback: 'To średnica. Promień jest dwa razy krótszy.',
                },
              ]
            : [{ code: 'no_root', value: rat(r * r), feedback: 'To jest $r^2$. Wyciągnij pierwiastek.' }],
        }),
      );
    }
    if (level === 2) {
      steps.push(
        numberStep({
          prompt: 'Oblicz promień (w cm).',
          value: rat(r),
          hints: ['Promień to połowa średnicy.', 'Podziel średnicę przez 2.', `$r = ${2 * r} : 2 = ${r}$`],
          errors: [
            { code: 'diameter_as_radius', value: rat(2 * r), feedback: 'To średnica. Promień jest dwa razy krótszy.' },
          ],
        }),
      );
    }
    const answerValue = rat(correct);
    steps.push(
      numberStep({
        prompt: askArea ? 'Ile razy $\\pi$ wynosi pole (w cm²)?' : 'Ile razy $\\pi$ wynosi długość okręgu (w cm)?',
        value: answerValue,
        hints: askArea
          ? [
              'Pole koła to $\\pi r^2$.',
              `Podnieś promień ${cmText(r)} do kwadratu.`,
              `$\\pi \\cdot ${r}^2 = ${r * r}\\pi$`,
            ]
          : [
              'Długość okręgu to $2\\pi r$.',
              `Pomnóż promień ${cmText(r)} przez 2.`,
              `$2\\pi \\cdot ${r} = ${2 * r}\\pi$`,
            ],
        errors: stepErrors(mistakes),
      }),
    );
    const solution = askArea
      ? `${level === 1 ? '' : `Promień $r = ${r}$ cm. `}$P = \\pi r^2 = \\pi \\cdot ${r}^2 = ${r * r}\\pi$ cm².`
      : `${level === 1 ? '' : `Promień $r = ${r}$ cm. `}$L = 2\\pi r = 2\\pi \\cdot ${r} = ${2 * r}\\pi$ cm.`;
    return {
      type: 'numeric',
      stem: `${stem} Wynik zapisz z użyciem $\\pi$.`,
      figure,
      answer: numberAnswer(answerValue),
      answerHint: 'Wpisz liczbę, która stoi przed $\\pi$.',
      unitLabel: askArea ? 'π cm²' : 'π cm',
      steps,
      commonErrors: numberErrors(answerValue, mistakes),
      solution,
      params: { r, askArea },
    };
  },
});

const sector = defineTemplate({
  id: 'circle.sector-arc',
  title: 'Pole wycinka koła i długość łuku',
  generate({ rng, level }): Item {
    const angles = level === 1 ? [90, 180] : level === 2 ? [60, 120, 45, 270] : [30, 60, 120, 150, 40, 72, 135];
    const { angle, r } = redraw(() => {
      const angle = rng.pick(angles);
      const r = rng.int(3, 12);
      return { angle, r };
    });
    const askArc = level === 3 && rng.chance(0.5);
    const part = rat(angle, 360);
    const full = askArc ? rat(2 * r) : rat(r * r);
    const correct = mul(part, full);
    const mistakes: NumericMistake[] = askArc
      ? [
          {
            key: 'whole_circle',
            value: full,
            feedback: `To długość całego okręgu. Łuk wyznaczony przez kąt ${angle}° to $\\frac{${angle}}{360}$ okręgu.`,
          },
          {
            key: 'area_perimeter_confused',
            value: mul(part, rat(r * r)),
            feedback: 'Obliczono pole wycinka, a pytanie jest o długość łuku ($2\\pi r$).',
          },
          {
            key: 'forgot_two',
            value: mul(part, rat(r)),
            feedback: 'Długość całego okręgu to $2\\pi r$ — zabrakło mnożenia przez 2.',
          },
        ]
      : [
          {
            key: 'whole_circle',
            value: full,
            feedback: `To pole całego koła. Wycinek o kącie ${angle}° to $\\frac{${angle}}{360}$ koła.`,
          },
          {
            key: 'area_perimeter_confused',
            value: mul(part, rat(2 * r)),
            feedback: 'Obliczono długość łuku, a pytanie jest o pole wycinka ($\\pi r^2$).',
          },
          {
            key: 'angle_over_180',
            value: mul(rat(angle, 180), full),
            feedback: 'Pełny kąt ma 360°, a nie 180°. Wycinek to $\\frac{\\alpha}{360°}$ koła.',
          },
        ];
    const what = askArc ? 'długość łuku' : 'pole wycinka koła';
    const stem = askArc
      ? `Okrąg ma promień ${cmText(r)}. Oblicz długość łuku tego okręgu wyznaczonego przez kąt środkowy o mierze ${angle}°. Wynik zapisz z użyciem $\\pi$.`
      : `Koło ma promień ${cmText(r)}. Oblicz pole wycinka tego koła wyznaczonego przez kąt środkowy o mierze ${angle}°. Wynik zapisz z użyciem $\\pi$.`;
    const fullTex = piTex(full);
    const solution = `Wycinek to $\\frac{${angle}}{360} = ${texRational(part)}$ ${askArc ? 'okręgu' : 'koła'}. ${
      askArc ? `$L = 2\\pi \\cdot ${r} = ${fullTex}$` : `$P = \\pi \\cdot ${r}^2 = ${fullTex}$`
    }, więc ${what} to $${texRational(part)} \\cdot ${fullTex} = ${piTex(correct)}$ ${askArc ? 'cm' : 'cm²'}.`;
    return {
      type: 'numeric',
      stem,
      figure: circleFigure(`r = ${cmText(r)}`, 'r', angle),
      answer: numberAnswer(correct),
      answerHint: 'Wpisz liczbę, która stoi przed $\\pi$ (może być ułamkiem).',
      unitLabel: askArc ? 'π cm' : 'π cm²',
      steps: [
        numberStep({
          prompt: `Jaką częścią pełnego kąta jest kąt ${angle}°? Podaj ułamek.`,
          value: part,
          form: 'fraction',
          hints: [
            'Pełny kąt ma 360°.',
            `Podziel ${angle} przez 360 i skróć ułamek.`,
            `$\\frac{${angle}}{360} = ${texRational(part)}$`,
          ],
        }),
        numberStep({
          prompt: askArc
            ? 'Ile razy $\\pi$ wynosi długość całego okręgu (w cm)?'
            : 'Ile razy $\\pi$ wynosi pole całego koła (w cm²)?',
          value: full,
          hints: askArc
            ? ['$L = 2\\pi r$', `Pomnóż ${r} przez 2.`, `$L = ${fullTex}$`]
            : ['$P = \\pi r^2$', `Podnieś ${r} do kwadratu.`, `$P = ${fullTex}$`],
        }),
        numberStep({
          prompt: `Ile razy $\\pi$ wynosi ${what}?`,
          value: correct,
          hints: [
            'Pomnóż obie liczby z poprzednich kroków.',
            `${what[0]!.toUpperCase()}${what.slice(1)} to ułamek z pierwszego kroku razy wynik z drugiego.`,
            `$${texRational(part)} \\cdot ${fullTex} = ${piTex(correct)}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ],
      commonErrors: numberErrors(correct, mistakes),
      solution,
      params: { angle, r, askArc },
    };
  },
});

const scaleCircle = defineTemplate({
  id: 'circle.closed-task',
  title: 'Koło i okrąg — zadanie zamknięte',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): Item {
    let stem: string;
    let correct: Rational;
    let mistakes: NumericMistake[];
    let solution: string;
    let fmt: (r: Rational) => string;
    let steps;
    let params: Record<string, number>;
    if (level === 3) {
      const k = rng.int(3, 6);
      stem = `${DOKONCZ_INSTRUCTION}\n\nPromień koła zwiększono ${k} razy. Pole tego koła zwiększyło się`;
      correct = rat(k * k);
      mistakes = [
        {
          key: 'linear_scale_for_area',
          value: rat(k),
          feedback: 'Pole zależy od kwadratu promienia: gdy promień rośnie $k$ razy, pole rośnie $k^2$ razy.',
        },
        {
          key: 'doubled_instead_of_squared',
          value: rat(2 * k),
          feedback: `Podniesienie do kwadratu to nie mnożenie przez 2: $${k}^2 = ${k * k}$.`,
        },
        { key: 'cubed', value: rat(k * k * k), feedback: 'Pole zależy od kwadratu promienia, a nie od sześcianu.' },
      ];
      fmt = (r) => `${r.n} razy`;
      solution = `$P = \\pi r^2$. Po zmianie: $\\pi (${k}r)^2 = ${k * k}\\pi r^2$, więc pole jest ${k * k} razy większe.`;
      steps = [
        numberStep({
          prompt: `Przyjmij promień 1 cm. Ile razy $\\pi$ wynosi pole koła o promieniu ${k} cm?`,
          value: rat(k * k),
          hints: ['Pole koła to $\\pi r^2$.', `Podnieś ${k} do kwadratu.`, `$\\pi \\cdot ${k}^2 = ${k * k}\\pi$`],
        }),
        numberStep({
          prompt: 'Ile razy zwiększyło się pole?',
          value: correct,
          hints: [
            'Porównaj pole $\\pi$ (dla promienia 1) z nowym polem.',
            'Podziel nowe pole przez stare.',
            `$${k * k}\\pi : \\pi = ${k * k}$`,
          ],
          errors: stepErrors(mistakes),
        }),
      ];
      params = { k, asArea: 1 };
    } else {
      const areaAsked = level === 2;
      // r = 4 would make the area distractor (16π) equal to the doubled-diameter one.
      const r = redraw(() => {
        const v = rng.int(3, 10);
        return areaAsked || v !== 4 ? v : null;
      });
      const d = 2 * r;
      stem = areaAsked
        ? `${DOKONCZ_INSTRUCTION}\n\nŚrednica koła jest równa ${cmText(d)}. Pole tego koła jest równe`
        : `${DOKONCZ_INSTRUCTION}\n\nPromień okręgu jest równy ${cmText(r)}. Długość tego okręgu jest równa`;
      correct = areaAsked ? rat(r * r) : rat(2 * r);
      const unit = areaAsked ? 'cm²' : 'cm';
      fmt = (v) => `$${piTex(v)}$ ${unit}`;
      mistakes = areaAsked
        ? [
            { key: 'diameter_as_radius', value: rat(d * d), feedback: 'Podstawiono średnicę zamiast promienia.' },
            { key: 'area_perimeter_confused', value: rat(d), feedback: 'To długość okręgu, a nie pole koła.' },
            {
              key: 'square_as_double',
              value: rat(2 * r),
              feedback: 'Promień trzeba podnieść do kwadratu, a nie pomnożyć przez 2.',
            },
            {
              key: 'halved_after_squaring',
              value: rat(d * d, 2),
              feedback: 'Najpierw oblicz promień, dopiero potem podnieś go do kwadratu.',
            },
          ]
        : [
            { key: 'area_perimeter_confused', value: rat(r * r), feedback: 'To pole koła, a nie długość okręgu.' },
            { key: 'forgot_two', value: rat(r), feedback: 'Długość okręgu to $2\\pi r$ — zabrakło mnożenia przez 2.' },
            {
              key: 'diameter_as_radius',
              value: rat(4 * r),
              feedback: 'Pomnożono przez 2 dwa razy: $2\\pi r = \\pi d$.',
            },
          ];
      solution = areaAsked
        ? `$r = ${d} : 2 = ${r}$ cm, $P = \\pi \\cdot ${r}^2 = ${r * r}\\pi$ cm².`
        : `$L = 2\\pi r = 2\\pi \\cdot ${r} = ${2 * r}\\pi$ cm.`;
      steps = [
        numberStep({
          prompt: 'Jaki jest promień (w cm)?',
          value: rat(r),
          hints: areaAsked
            ? ['Promień to połowa średnicy.', 'Podziel średnicę przez 2.', `$${d} : 2 = ${r}$`]
            : ['Promień jest podany w treści.', 'Przeczytaj treść jeszcze raz.', `$r = ${r}$`],
        }),
        numberStep({
          prompt: areaAsked ? 'Ile razy $\\pi$ wynosi pole koła?' : 'Ile razy $\\pi$ wynosi długość okręgu?',
          value: correct,
          hints: areaAsked
            ? ['$P = \\pi r^2$', `Podnieś ${r} do kwadratu.`, solution]
            : ['$L = 2\\pi r$', `Pomnóż ${r} przez 2.`, solution],
          errors: stepErrors(mistakes),
        }),
      ];
      params = { r, areaAsked: areaAsked ? 1 : 0 };
    }
    const { options, answer, commonErrors } = mcqFromMistakes(rng, correct, mistakes, fmt);
    return { type: 'mcq', stem, options, answer, steps, commonErrors, solution, params };
  },
});

export const circleTemplates: readonly QuestionTemplate[] = [areaCircumference, sector, scaleCircle];
