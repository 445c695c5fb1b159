import type { QuestionTemplate } from '../../types.ts';
import { pythagorasTemplates } from './pythagoras.ts';
import { geometricReasoningTemplates } from './geometric-reasoning.ts';
import { polygonProblemsTemplates } from './polygon-problems.ts';
import { coordinatePlaneTemplates } from './coordinate-plane.ts';
import { prismsPyramidsTemplates } from './prisms-pyramids.ts';
import { circleTemplates } from './circle.ts';
import { circleRadiusChordTemplates } from './circle-radius-chord.ts';
import { countingProbabilityTemplates } from './counting-probability.ts';
import { formulaRearrangingTemplates } from './formula-rearranging.ts';
import { symmetryTemplates } from './symmetry.ts';
import { angleBisectorTemplates } from './angle-bisector.ts';
// — topics-figures block —
import { functionGraphsTemplates } from './function-graphs.ts';
import { solidNetsSectionsTemplates } from './solid-nets-sections.ts';
import { prismPyramidNetsTemplates } from './prism-pyramid-nets.ts';
import { specialRightTrianglesTemplates } from './special-right-triangles.ts';
// — topics-everyday block —
import { bankDepositsTemplates } from './bank-deposits.ts';
// — curriculum-gaps block —
import { pyramidSectionTemplates } from './pyramid-section.ts';

export const g8Templates: readonly QuestionTemplate[] = [
  ...pythagorasTemplates,
  ...geometricReasoningTemplates,
  ...polygonProblemsTemplates,
  ...coordinatePlaneTemplates,
  ...prismsPyramidsTemplates,
  ...circleTemplates,
  ...circleRadiusChordTemplates,
  ...countingProbabilityTemplates,
  ...formulaRearrangingTemplates,
  ...symmetryTemplates,
  ...angleBisectorTemplates,
  // — topics-figures block —
  ...functionGraphsTemplates,
  ...solidNetsSectionsTemplates,
  ...prismPyramidNetsTemplates,
  ...specialRightTrianglesTemplates,
  // — topics-everyday block —
  ...bankDepositsTemplates,
  // — curriculum-gaps block —
  ...pyramidSectionTemplates,
];
