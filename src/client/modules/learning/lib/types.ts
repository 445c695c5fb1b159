import type { OpenTaskMarking } from '#core/questions/open-task.ts';
import type { PublicQuestion } from '#core/questions/public.ts';

/** A question as the learning API sends it (PublicQuestion plus the skill's Polish name). */
export type QuestionView = PublicQuestion & { skillName?: string };

export type AnswerResult = 'correct' | 'incorrect' | 'invalid';

/** What the card shows after checking (POST /api/session/answer, /api/tutor/final, /api/demo/check). */
export interface AnswerFeedback {
  result: AnswerResult;
  feedback?: string;
  solution?: string;
  correctAnswer?: string;
  /** An open task's marking: points, criteria earned or lost, each part's correct answer. */
  marking?: OpenTaskMarking;
}
