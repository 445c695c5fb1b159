/**
 * The CKE's closed task "TAK/NIE and its justification": a question answered TAK or NIE and one of
 * three reasons ("ponieważ 1., 2. albo 3."), one point only when both are right. The answer is
 * two letters, "T2" or "N1": the app marks two verdict rows (TAK/NIE, then 1/2/3) and shows a
 * toggle row for each, the same widget as the P/F task; a typed "TAK, ponieważ 2" is checked
 * the same way. Every other pair is a common error naming what was chosen wrongly.
 */
import type { AnswerSpec, CommonError, QuestionStep, VerdictRow } from '../types.ts';
import { step } from './steps.ts';

export const TAK_NIE_INSTRUCTION = 'Wybierz odpowiedź TAK albo NIE i jej uzasadnienie spośród 1., 2. albo 3.';
export const TAK_NIE_HINT = 'Wybierz TAK albo NIE, a potem numer uzasadnienia.';

export const TAK_NIE_ROWS: readonly VerdictRow[] = [
  {
    label: 'Odpowiedź',
    choices: [
      { letter: 'T', text: 'TAK', name: 'tak' },
      { letter: 'N', text: 'NIE', name: 'nie' },
    ],
  },
  {
    label: 'Uzasadnienie',
    choices: [1, 2, 3].map((i) => ({ letter: String(i), text: String(i), name: `ponieważ ${i}.` })),
  },
];

export interface TakNieReason {
  /** The reason as it follows "ponieważ" (lower case, no final full stop). */
  text: string;
  /** Why this reason does not justify the answer (false, or true but beside the point); unused for the right one. */
  whyNot: string;
}

export interface TakNieTask {
  /** The situation and the question ("Czy trójkąt o bokach … jest prostokątny?"). */
  question: string;
  yes: boolean;
  /** The three reasons in the order shown, and which one justifies the answer. */
  reasons: readonly [TakNieReason, TakNieReason, TakNieReason];
  right: 0 | 1 | 2;
  /** Why the answer is what it is (a whole sentence), shown when the answer is chosen wrongly and in the solution. */
  why: string;
  /** Worked steps that decide the question (the final choice step is added here). */
  steps: readonly QuestionStep[];
}

const word = (yes: boolean) => (yes ? 'TAK' : 'NIE');
const letters = (yes: boolean, reason: number) => `${yes ? 'T' : 'N'}${reason + 1}`;

/**
 * The ways a pupil may type one pair; the first is how the answer is shown ("TAK, ponieważ 2"),
 * the second what the toggles send ("T2").
 */
function typings(yes: boolean, reason: number): string[] {
  const n = reason + 1;
  return [
    `${word(yes)}, ponieważ ${n}`,
    letters(yes, reason),
    `${yes ? 'T' : 'N'} ${n}`,
    `${word(yes)} ${n}`,
    `${word(yes)}, ${n}`,
  ];
}

/** Stem, answer, verdict rows, steps, common errors and solution of a TAK/NIE task. */
export function takNieBody(task: TakNieTask): {
  type: 'text';
  stem: string;
  answer: Extract<AnswerSpec, { kind: 'text' }>;
  truthCount: number;
  verdictRows: readonly VerdictRow[];
  answerHint: string;
  steps: QuestionStep[];
  commonErrors: CommonError[];
  solution: string;
} {
  const { yes, right, reasons } = task;
  // The wrong answer is one error whatever the reason (the answer decides first); a right answer
  // with a wrong reason is one error per reason, naming why that reason does not justify it.
  const wrongs: { pairs: [boolean, number][]; key: string; feedback: string }[] = [
    {
      pairs: [0, 1, 2].map((r): [boolean, number] => [!yes, r]),
      key: 'wrong_answer',
      feedback: `Odpowiedź to ${word(yes)}. ${task.why}`,
    },
    ...[0, 1, 2]
      .filter((r) => r !== right)
      .map((r) => ({
        pairs: [[yes, r]] as [boolean, number][],
        key: `wrong_reason_${r + 1}`,
        feedback: `Odpowiedź ${word(yes)} jest dobra, ale uzasadnienie ${r + 1} nie pasuje: ${reasons[r]!.whyNot}`,
      })),
  ];
  const pattern = (y: boolean, r: number) => `^${y ? '(t|tak)' : '(n|nie)'}[ ,.;]*(poniewaz |ponieważ )?${r + 1}\\.?$`;
  const answerLetters = letters(yes, right);
  const choiceStep = step({
    prompt: 'Wybierz odpowiedź i uzasadnienie: wpisz T (tak) albo N (nie) i numer uzasadnienia, np. T1.',
    expected: answerLetters,
    patterns: [pattern(yes, right)],
    hints: [
      'Najpierw rozstrzygnij pytanie, korzystając z wyników poprzednich kroków.',
      'Uzasadnienie ma wyjaśniać właśnie tę odpowiedź: sprawdź, które zdanie jest prawdziwe i o niej przesądza.',
      `${task.why} Uzasadnienie ${right + 1}: ${reasons[right]!.text}. Odpowiedź: ${answerLetters}.`,
    ],
    errors: wrongs.map((w) => ({
      code: w.key,
      patterns: w.pairs.map(([y, r]) => pattern(y, r)),
      feedback: w.feedback,
    })),
  });
  const list = reasons.map((r, i) => `${i + 1}. ${r.text}`).join('\n');
  return {
    type: 'text',
    stem: `${task.question}\n\n${TAK_NIE_INSTRUCTION}\n\nTAK / NIE, ponieważ\n${list}`,
    answer: { kind: 'text', accepted: typings(yes, right) },
    truthCount: TAK_NIE_ROWS.length,
    verdictRows: TAK_NIE_ROWS,
    answerHint: TAK_NIE_HINT,
    steps: [...task.steps, choiceStep],
    commonErrors: wrongs.map((w) => ({
      key: w.key,
      wrong: { kind: 'text' as const, accepted: w.pairs.flatMap(([y, r]) => typings(y, r)) },
      feedback: w.feedback,
    })),
    solution: `${task.why} Uzasadnienie: ${reasons[right]!.text}.\n\nOdpowiedź: ${word(yes)}, ponieważ ${right + 1} (${answerLetters}).`,
  };
}
