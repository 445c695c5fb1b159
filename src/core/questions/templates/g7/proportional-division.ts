import { rat, mul, div } from '../../../math/rational.ts';
import { numberAnswer } from '../../kit/numbers.ts';
import { type GeneratedBody, redraw } from '../../kit/draw.ts';
import { pickPeople, pickTwoPeople, verb } from '../../kit/people.ts';
import { type NumericMistake, mistakesDistinct, numberErrors, stepErrors } from '../../kit/errors.ts';
import { DOKONCZ_INSTRUCTION, mcqFromMistakes } from '../../kit/mcq.ts';
import { numberStep } from '../../kit/steps.ts';
import { texValue, qty } from '../../kit/format.ts';
import type { QuestionTemplate } from '../../types.ts';
import { defineTemplate } from '../../kit/define-template.ts';
import { EQUAL_PARTS_ACC } from '../../../text/plural.ts';

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Share a sum of money in a given ratio (two people, three at level 3). */
const splitRatio = defineTemplate({
  id: 'proportional_division.split-ratio',
  title: 'Podział kwoty w danym stosunku',
  generate({ rng, level }): GeneratedBody {
    const [p1, p2] = pickTwoPeople(rng);
    const d = redraw(() => {
      const ratio =
        level === 1
          ? [1, rng.int(2, 4)]
          : level === 2
            ? [rng.int(2, 7), rng.int(2, 9)]
            : [rng.int(1, 4), rng.int(2, 5), rng.int(3, 7)];
      if (level === 2 && (ratio[0] === ratio[1] || gcd(ratio[0]!, ratio[1]!) !== 1)) return null;
      if (level === 3 && new Set(ratio).size !== 3) return null;
      const parts = ratio.reduce((s, v) => s + v, 0);
      const unit = rng.int(2, level === 1 ? 20 : 40) * (level === 3 ? 5 : 1);
      const total = parts * unit;
      const askIndex = level === 3 ? ratio.indexOf(Math.max(...ratio)) : 1;
      const asked = ratio[askIndex]!;
      const answer = rat(asked * unit);
      const otherIndex = askIndex === 0 ? 1 : 0;
      const mistakes: NumericMistake[] = [
        {
          key: 'wrong_part',
          value: rat(ratio[otherIndex]! * unit),
          feedback: 'To część innej osoby. Sprawdź, której części dotyczy pytanie.',
        },
        {
          key: 'equal_split',
          value: div(rat(total), rat(ratio.length)),
          feedback: 'Podzielono kwotę po równo. Podział w stosunku oznacza, że części są różne.',
        },
        {
          key: 'divided_by_term',
          value: div(rat(total), rat(asked)),
          feedback: `Podzielono całość przez ${asked}. Najpierw dodaj wyrazy stosunku (${parts} części) i oblicz jedną część.`,
        },
      ];
      if (!mistakesDistinct(answer, mistakes)) return null;
      return { ratio, parts, unit, total, askIndex, answer, mistakes };
    });
    const { ratio, parts, unit, total, askIndex, answer } = d;
    // Three sharers at level 3, drawn after the numbers so the numbers of each seed stay as they were.
    const trio = level === 3 ? pickPeople(rng, 3) : [p1, p2];
    const names = trio.map((p) => p.name);
    const who = names[askIndex]!;
    const stem =
      level === 3
        ? `${names[0]}, ${names[1]} i ${names[2]} ${trio.every((p) => p.female) ? 'podzieliły' : 'podzielili'} się nagrodą $${total}\\text{ zł}$ w stosunku $${ratio.join(' : ')}$ (w tej kolejności). Ile złotych dostała osoba, która otrzymała najwięcej?`
        : `${names[0]} i ${names[1]} ${p1.female && p2.female ? 'podzieliły' : 'podzielili'} się kwotą $${total}\\text{ zł}$ w stosunku $${ratio.join(' : ')}$ (w tej kolejności). Ile złotych ${verb(p2, 'dostał', 'dostała')} ${who}?`;
    return {
      type: 'numeric',
      stem,
      answer: numberAnswer(answer),
      answerHint: 'Wpisz kwotę w złotych.',
      unitLabel: 'zł',
      steps: [
        numberStep({
          prompt: 'Na ile równych części trzeba podzielić kwotę?',
          value: rat(parts),
          hints: ['Dodaj wyrazy stosunku.', `$${ratio.join(' + ')}$`, `$${ratio.join(' + ')} = ${parts}$`],
        }),
        numberStep({
          prompt: 'Ile złotych to jedna część?',
          value: rat(unit),
          hints: [
            'Podziel całą kwotę przez liczbę części.',
            `$${total} : ${parts}$`,
            `$${total} : ${parts} = ${unit}$`,
          ],
        }),
        numberStep({
          prompt: `Ile złotych ${level === 3 ? 'dostała osoba z największą liczbą części' : 'przypada szukanej osobie'}?`,
          value: answer,
          hints: [
            `Ta osoba dostaje ${ratio[askIndex]} ${ratio[askIndex] === 1 ? 'część' : 'części'}.`,
            `$${ratio[askIndex]} \\cdot ${unit}$`,
            `$${ratio[askIndex]} \\cdot ${unit} = ${answer.n}$`,
          ],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors: numberErrors(answer, d.mistakes),
      solution: `Części: $${ratio.join(' + ')} = ${parts}$, jedna część: $${total} : ${parts} = ${unit}\\text{ zł}$, szukana kwota: $${ratio[askIndex]} \\cdot ${unit} = ${answer.n}\\text{ zł}$.`,
      params: { ratio: ratio.join(':'), total, ask: askIndex },
    };
  },
});

const MIXTURES = [
  {
    mix: 'zaprawy',
    first: 'cementu',
    second: 'piasku',
    unit: 'kg',
    text: 'Zaprawę murarską przygotowuje się z cementu i piasku',
  },
  { mix: 'napoju', first: 'soku', second: 'wody', unit: 'l', text: 'Napój przygotowuje się z soku i wody' },
  {
    mix: 'mieszanki',
    first: 'orzechów',
    second: 'rodzynek',
    unit: 'kg',
    text: 'Mieszankę bakaliową przygotowuje się z orzechów i rodzynek',
  },
  {
    mix: 'farby',
    first: 'farby białej',
    second: 'farby niebieskiej',
    unit: 'l',
    text: 'Jasnoniebieską farbę otrzymuje się, mieszając farbę białą z niebieską',
  },
  { mix: 'lemoniady', first: 'syropu', second: 'wody', unit: 'l', text: 'Lemoniadę przygotowuje się z syropu i wody' },
  {
    mix: 'ciasta',
    first: 'mąki',
    second: 'cukru',
    unit: 'kg',
    text: 'Ciasto kruche przygotowuje się z mąki i cukru (pozostałe składniki pomijamy)',
  },
  {
    mix: 'ziemi do kwiatów',
    first: 'torfu',
    second: 'piasku',
    unit: 'kg',
    text: 'Ziemię do kwiatów przygotowuje się z torfu i piasku',
  },
  {
    mix: 'stopu',
    first: 'miedzi',
    second: 'cynku',
    unit: 'kg',
    text: 'Mosiądz jest stopem miedzi i cynku; miesza się je',
  },
] as const;

/** E8 closed task: how much of the first ingredient is in a given amount of a mixture. */
const mixtureE8 = defineTemplate({
  id: 'proportional_division.e8-mixture',
  title: 'Mieszanina w danym stosunku (Dokończ zdanie)',
  examStyle: 'dokoncz_zdanie',
  generate({ rng, level }): GeneratedBody {
    const mx = rng.pick(MIXTURES);
    const unitName = mx.unit;
    const d = redraw(() => {
      const a = level === 1 ? 1 : rng.int(2, 5);
      const b = level === 1 ? rng.int(2, 5) : rng.int(a + 1, 9);
      if (gcd(a, b) !== 1) return null;
      const parts = a + b;
      const unit = level === 3 ? rat(rng.int(1, 9), 2) : rat(rng.int(2, 9));
      const total = mul(unit, rat(parts));
      const answer = mul(unit, rat(a));
      const mistakes: NumericMistake[] = [
        {
          key: 'wrong_part',
          value: mul(unit, rat(b)),
          feedback: `To ilość ${mx.second}. Pytanie dotyczy ${mx.first}.`,
        },
        {
          key: 'divided_by_term',
          value: div(total, rat(b)),
          feedback: `Stosunek $${a} : ${b}$ oznacza ${qty(a + b, EQUAL_PARTS_ACC)}, a nie podział całości przez ${b}.`,
        },
        {
          key: 'equal_split',
          value: div(total, rat(2)),
          feedback: 'Składników nie ma po równo: podziel całość na tyle części, ile wynosi suma wyrazów stosunku.',
        },
      ];
      if (a > 1)
        mistakes.push({
          key: 'one_part_only',
          value: unit,
          feedback: `To jedna część, a ${mx.first} jest ${a} części.`,
        });
      if (!mistakesDistinct(answer, mistakes)) return null;
      if (mistakes.some((mk) => 100 % mk.value.d !== 0) || 100 % total.d !== 0) return null;
      return { a, b, parts, unit, total, answer, mistakes };
    });
    const { a, b, parts, unit, total, answer } = d;
    const fmt = (v: typeof answer) => `$${texValue(v)}\\text{ ${unitName}}$ ${mx.first}`;
    const { options, answer: choice, commonErrors } = mcqFromMistakes(rng, answer, d.mistakes, fmt);
    return {
      type: 'mcq',
      stem: `${DOKONCZ_INSTRUCTION}\n\n${mx.text} w stosunku $${a} : ${b}$. Do przygotowania $${texValue(total)}\\text{ ${unitName}}$ ${mx.mix} potrzeba`,
      options,
      answer: choice,
      steps: [
        numberStep({
          prompt: 'Z ilu równych części składa się mieszanina?',
          value: rat(parts),
          hints: ['Dodaj wyrazy stosunku.', `$${a} + ${b}$`, `$${a} + ${b} = ${parts}$`],
        }),
        // With one part of the first ingredient, one part is already the answer: no separate step.
        ...(a === 1
          ? []
          : [
              numberStep({
                prompt: `Ile ${unitName === 'l' ? 'litrów' : 'kilogramów'} to jedna część?`,
                value: unit,
                hints: [
                  'Podziel całość przez liczbę części.',
                  `$${texValue(total)} : ${parts}$`,
                  `$${texValue(total)} : ${parts} = ${texValue(unit)}$`,
                ],
              }),
            ]),
        numberStep({
          prompt: `Ile ${unitName === 'l' ? 'litrów' : 'kilogramów'} ${mx.first} potrzeba?`,
          value: answer,
          hints:
            a === 1
              ? [
                  `Ilość ${mx.first} to jedna z ${parts} równych części.`,
                  `$${texValue(total)} : ${parts}$`,
                  `$${texValue(total)} : ${parts} = ${texValue(answer)}$`,
                ]
              : [`Ilość ${mx.first} to ${a} części.`, `$${a} \\cdot ${texValue(unit)}$`, `$${texValue(answer)}$`],
          errors: stepErrors(d.mistakes),
        }),
      ],
      commonErrors,
      solution: `$${a} + ${b} = ${parts}$ części, jedna część to $${texValue(total)} : ${parts} = ${texValue(unit)}\\text{ ${unitName}}$, więc ${mx.first} potrzeba $${a} \\cdot ${texValue(unit)} = ${texValue(answer)}\\text{ ${unitName}}$.`,
      params: { a, b, total: texValue(total), mixture: mx.mix },
    };
  },
});

export const proportionalDivisionTemplates: readonly QuestionTemplate[] = [splitRatio, mixtureE8];
