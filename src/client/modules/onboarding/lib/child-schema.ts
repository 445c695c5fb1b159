import { z } from 'zod';
import { visibleText } from '#core/text/visible-text.ts';
import {
  DIFFICULTIES,
  GOALS,
  GRADES,
  MAX_DIFFICULTIES,
  NICKNAME_MAX,
  NICKNAME_MIN,
} from '#core/curriculum/student-profile.ts';
import { pl } from '../../../i18n/pl.ts';

const t = pl.onboarding.child;

/** Spec 5 "Child form". */
export const childSchema = z.object({
  nickname: z.string().overwrite(visibleText).min(NICKNAME_MIN, t.nicknameMin).max(NICKNAME_MAX, t.nicknameMax),
  grade: z.enum(GRADES, { error: t.gradeRequired }),
  goal: z.enum(GOALS, { error: t.goalRequired }),
  difficulties: z.array(z.enum(DIFFICULTIES)).max(MAX_DIFFICULTIES, t.difficultiesMax),
});
export type ChildInput = z.input<typeof childSchema>;
export type ChildValues = z.output<typeof childSchema>;
