/**
 * Answers as a simulated pupil types them into the learning API (end-to-end tests, the API
 * benchmark): the right one, or a wrong one the checker reads as "incorrect" — never "invalid",
 * which would keep the pupil on the question and store nothing.
 */
import { acceptedInputs } from './answer-forms.ts';
import { typedWrongValue } from './audit.ts';
import { checkAnswer, type CheckableQuestion } from './check-answer.ts';
import { correctResponses } from './open-task.ts';

/** Plain guesses of an answer's form: a number, a word, a relation, P/F verdicts, a duration, a time, a weekday. */
function formGuesses(item: CheckableQuestion): string[] {
  return ['987654', 'nie wiem', '<', '>', 'P'.repeat(item.truthCount ?? 1), '9 h', '3:17', 'niedziela', '0', '1'];
}

/**
 * A wrong answer the checker can read: a named mistake's value when the item has one, else a
 * plain guess of the answer's form. Throws when no candidate reads as incorrect.
 */
export function wrongTyping(item: CheckableQuestion): string {
  const named = (item.commonErrors ?? []).map((e) => typedWrongValue(item.answer, e.wrong));
  const readable = [...named, ...formGuesses(item)].find(
    (t): t is string => t !== null && checkAnswer(item, t).result === 'incorrect',
  );
  if (readable === undefined) throw new Error(`no readable wrong answer for ${JSON.stringify(item.answer)}`);
  return readable;
}

/**
 * The answer the learning API takes for an item: right, or wrong in a readable form. An open
 * task is answered with its parts record as JSON; its wrong answer gets every part right but the
 * last, so the marking shows partial points.
 */
export function typedAnswer(item: CheckableQuestion, correct: boolean): string {
  const { answer } = item;
  if (answer.kind === 'parts') {
    const responses = correctResponses(answer);
    const last = answer.parts.at(-1);
    if (!correct && last) responses[last.id] = wrongTyping(last);
    return JSON.stringify(responses);
  }
  if (!correct) return wrongTyping(item);
  const right = acceptedInputs(answer)[0];
  if (right === undefined) throw new Error(`no accepted input for ${JSON.stringify(answer)}`);
  return right;
}
