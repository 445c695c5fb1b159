import type { QuestionInstance } from '#core/questions/types.ts';
import type { PublicQuestion } from '#core/questions/public.ts';
import { api } from '../../../lib/api.ts';
import type { Grade } from '../../../i18n/pl.ts';

/** Shapes of the admin content API (notes/contract.md, "Admin content"). */
export interface ContentSkill {
  id: string;
  name: string;
  grade: Grade;
  areas: string[];
  prerequisites: string[];
  templates: Array<{ id: string; title: string; examStyle: string }>;
}

export interface ContentSample {
  item: QuestionInstance;
  answerText: string;
  publicQuestion: PublicQuestion;
}

export type ContentLevel = 1 | 2 | 3;

export const contentApi = {
  skills: () => api.get<{ skills: ContentSkill[] }>('/api/admin/content/skills'),
  sample: (templateId: string, level: ContentLevel, seed: number) =>
    api.get<ContentSample>(
      `/api/admin/content/sample?${new URLSearchParams({ templateId, level: String(level), seed: String(seed) }).toString()}`,
    ),
};
