import type { QuestionTemplate } from '../../types.ts';
import { isoscelesTriangleAreaTemplates } from './isosceles-triangle-area.ts';
import { consecutiveSumTemplates } from './consecutive-sum-divisible.ts';
import { twoPercentChangesTemplates } from './two-percent-changes.ts';
import { percentOpenTemplates } from './percent.ts';
import { equationsOpenTemplates } from './equations.ts';
import { justifyOpenTemplates } from './justify.ts';
import { geometryOpenTemplates } from './geometry.ts';
import { dataOpenTemplates } from './data.ts';
import { contextOpenTemplates } from './context.ts';
import { boxDiagonalTemplates } from './box-diagonal.ts';
import { chartReadingTemplates } from './chart-reading.ts';

/**
 * Open tasks ("zadania otwarte", answer kind 'parts'), grades 7–8. Each file holds the open
 * tasks of one skill or one task; add a file and one line here.
 */
export const openTemplates: readonly QuestionTemplate[] = [
  ...isoscelesTriangleAreaTemplates,
  ...consecutiveSumTemplates,
  ...twoPercentChangesTemplates,
  // — open-templates block (the open-task bank) —
  ...percentOpenTemplates,
  ...equationsOpenTemplates,
  ...justifyOpenTemplates,
  ...geometryOpenTemplates,
  ...dataOpenTemplates,
  ...contextOpenTemplates,
  ...boxDiagonalTemplates,
  ...chartReadingTemplates,
];
