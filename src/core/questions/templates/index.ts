import type { QuestionTemplate } from '../types.ts';
import { g5Templates } from './g5/index.ts';
import { g6Templates } from './g6/index.ts';
import { g7Templates } from './g7/index.ts';
import { g8Templates } from './g8/index.ts';
import { loTemplates } from './lo/index.ts';
import { openTemplates } from './open/index.ts';

/** Every question template, grouped by the grade that introduces the skill; open tasks last. */
export const ALL_TEMPLATES: readonly QuestionTemplate[] = [
  ...g5Templates,
  ...g6Templates,
  ...g7Templates,
  ...g8Templates,
  ...loTemplates,
  ...openTemplates,
];
