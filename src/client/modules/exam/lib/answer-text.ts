import { learningPl } from '../../../i18n/learning.ts';
import type { QuestionView } from '../../learning/lib/types.ts';

/**
 * A closed task's stored answer as the result page shows it: the chosen option's text, the P/F
 * verdicts as words, TAK/NIE and its reason as "tak, ponieważ 2.", anything else as typed; null
 * when there is none.
 */
export function answerText(
  q: Pick<QuestionView, 'inputKind' | 'options' | 'verdictRows'>,
  raw: string | null,
): string | null {
  if (raw === null || raw.trim() === '') return null;
  if (q.inputKind === 'choice') {
    const option = q.options?.[Number(raw)];
    return option ? option.text : raw;
  }
  if (q.inputKind === 'truths' && q.verdictRows) {
    const rows = q.verdictRows;
    return [...raw.toUpperCase()].map((c, i) => rows[i]?.choices.find((x) => x.letter === c)?.name ?? c).join(', ');
  }
  if (q.inputKind === 'truths') {
    const words: Record<string, string> = { P: learningPl.question.truthTrue, F: learningPl.question.truthFalse };
    return [...raw.toUpperCase()].map((c, i) => `${i + 1}. ${words[c] ?? c}`).join(', ');
  }
  return raw;
}
