import type { ContentSampleResponse, ContentSkillsResponse } from '#server/contract.ts';
import { api } from '../../../lib/api.ts';

export type ContentSkill = ContentSkillsResponse['skills'][number];
export type ContentSample = ContentSampleResponse;

export type ContentLevel = 1 | 2 | 3;

export const contentApi = {
  skills: () => api.get<ContentSkillsResponse>('/api/admin/content/skills'),
  sample: (templateId: string, level: ContentLevel, seed: number) =>
    api.get<ContentSample>(
      `/api/admin/content/sample?${new URLSearchParams({ templateId, level: String(level), seed: String(seed) }).toString()}`,
    ),
};
