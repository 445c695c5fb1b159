import type { OpenTaskMarking } from '#core/questions/open-task.ts';
import { partsRecord } from '../lib/answer.ts';
import type { QuestionView } from '../lib/types.ts';
import { AnswerInput, type AnswerInputProps } from './answer-input.tsx';
import { OpenTaskInput } from './open-task-input.tsx';

/**
 * The answer control of a question: an open task's parts (one widget per part, the draft's
 * `values` holding each part's answer) or the closed item's widget.
 */
export function QuestionInput(props: AnswerInputProps & { question: QuestionView; marking?: OpenTaskMarking | null }) {
  const { question, draft, onDraftChange } = props;
  if (question.inputKind !== 'parts') return <AnswerInput {...props} />;
  const ids = (question.parts ?? []).map((p) => p.id);
  return (
    <OpenTaskInput
      key={question.id}
      question={question}
      value={partsRecord(draft.values, ids)}
      onChange={(record) => onDraftChange({ ...draft, values: ids.map((id) => record[id] ?? '') })}
      disabled={props.disabled}
      marking={props.marking}
      keypadOpen={props.keypadOpen}
      suppressNativeKeyboard={props.suppressNativeKeyboard}
      onSubmitRequest={props.onSubmitRequest}
      registerFirstField={props.registerFirstField}
    />
  );
}
