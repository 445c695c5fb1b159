/**
 * Points (XP) a child earns in practice (docs/decisions/0021-child-home-points.md). The signed-out
 * demo's rule, 50 per correct answer, kept for real practice with what makes a point honest: a
 * point is for a task the child solved. Pure: the server counts the answers by these facts.
 */

/** Points for a practice question solved alone (the demo's 50 XP per correct answer). */
export const POINTS_PER_SOLVED = 50;
/** Points for one solved with the tutor's hints (nudges or strategy, never a worked step). */
export const POINTS_WITH_HINTS = 25;
/**
 * A multiple-choice or true/false answer given this soon after the question was served is taken
 * for a rapid guess (too fast to have read it): right by chance, not solved.
 */
export const RAPID_GUESS_MS = 4000;
/** The hint level that shows the step worked out (the tutor's third: nudge → strategy → worked step). */
export const WORKED_STEP_HINT_LEVEL = 3;

/** What decides an answered practice question's points. */
export interface AnswerFacts {
  correct: boolean;
  /** Hints taken on the question (any level). */
  hinted: boolean;
  /** A step of its solution was shown worked out before the answer. */
  solutionShown: boolean;
  /** Multiple choice or true/false, answered faster than RAPID_GUESS_MS after it was served. */
  rapidGuess: boolean;
}

/**
 * 50 for a question solved alone, 25 with hints; nothing for a wrong, skipped or "nie wiem"
 * answer, an answer after its solution was shown, or a rapid guess on a choice question.
 */
export function answerPoints(a: AnswerFacts): number {
  if (!a.correct || a.solutionShown || a.rapidGuess) return 0;
  return a.hinted ? POINTS_WITH_HINTS : POINTS_PER_SOLVED;
}

/** Points of answers counted by their facts (the server counts each kind once). */
export function totalPoints(groups: readonly (AnswerFacts & { count: number })[]): number {
  return groups.reduce((sum, g) => sum + g.count * answerPoints(g), 0);
}

/** Minutes of practice a day the child's home sets as its goal (one full session). */
export const DAILY_GOAL_MINUTES = 20;
