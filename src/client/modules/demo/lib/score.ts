import { levelFor, LEVEL_TEXT, type DiagnosticLevel } from '#core/adaptive/mastery.ts';

/** One demo answer: checked by the server, or "Nie wiem". */
export type DemoOutcome = 'correct' | 'incorrect' | 'dontKnow';

export interface DemoScore {
  correct: number;
  total: number;
  percent: number;
  level: DiagnosticLevel;
  levelName: string;
  levelMessage: string;
}

/** Spec 5: level from the percentage — 80+ zaawansowany, 60+ średni, below podstawowy. */
export function demoScore(outcomes: readonly DemoOutcome[], total: number): DemoScore {
  const correct = outcomes.filter((o) => o === 'correct').length;
  const percent = total > 0 ? Math.round((correct / total) * 100) : 0;
  const level = levelFor(percent);
  return { correct, total, percent, level, levelName: LEVEL_TEXT[level].name, levelMessage: LEVEL_TEXT[level].message };
}

/** Spec 9: 50 XP per correct answer in the demo session. */
export function sessionXp(correctCount: number, xpPerCorrect: number): number {
  return correctCount * xpPerCorrect;
}
