import { z } from 'zod';
import { pl, type Difficulty, type Goal, type Grade } from '../../../i18n/pl.ts';

const t = pl.onboarding.child;

export const GRADES = ['5', '6', '7', '8', '1LO'] as const satisfies readonly Grade[];
export const GOALS = ['exam_70', 'catch_up', 'habit', 'other'] as const satisfies readonly Goal[];
export const DIFFICULTIES = [
  'proportions',
  'fractions_powers',
  'linear_equations',
  'functions',
  'geometry',
] as const satisfies readonly Difficulty[];
export const MAX_DIFFICULTIES = 5;

/** Spec 5 "Child form". */
export const childSchema = z.object({
  nickname: z.string().trim().min(2, t.nicknameMin).max(32, t.nicknameMax),
  grade: z.enum(GRADES, { error: t.gradeRequired }),
  goal: z.enum(GOALS, { error: t.goalRequired }),
  difficulties: z.array(z.enum(DIFFICULTIES)).max(MAX_DIFFICULTIES, t.difficultiesMax),
});
export type ChildInput = z.input<typeof childSchema>;
export type ChildValues = z.output<typeof childSchema>;
