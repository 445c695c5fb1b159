import type { QuestionTemplate } from '../../types.ts';
import { realNumbersIntervalsTemplates } from './real-numbers-intervals.ts';
import { percentAdvancedTemplates } from './percent-advanced.ts';
import { exponentsLogsTemplates } from './exponents-logs.ts';
import { shortMultiplicationTemplates } from './short-multiplication.ts';
import { linearInequalitiesTemplates } from './linear-inequalities.ts';
import { functionConceptTemplates } from './function-concept.ts';
import { linearFunctionTemplates } from './linear-function.ts';
import { linearSystemsTemplates } from './linear-systems.ts';
import { inverseProportionTemplates } from './inverse-proportion.ts';
import { similarityThalesTemplates } from './similarity-thales.ts';
import { rightTriangleTrigTemplates } from './right-triangle-trig.ts';
import { circleAnglesTemplates } from './circle-angles.ts';
import { setsLogicTemplates } from './sets-logic.ts';
import { absoluteValueEquationTemplates } from './absolute-value-equations.ts';
import { factorisingTemplates } from './factorising.ts';
import { graphTransformationsTemplates } from './graph-transformations.ts';
import { absoluteValueComputeTemplates } from './absolute-value-compute.ts';
import { percentPointsErrorsTemplates } from './percent-points-errors.ts';
import { similarityPracticeTemplates } from './similarity-practice.ts';
import { absoluteValueInequalityTemplates } from './absolute-value-inequality.ts';
import { intervalOperationsTemplates } from './interval-operations.ts';
import { shiftFormulaTemplates } from './shift-formula.ts';

export const loTemplates: readonly QuestionTemplate[] = [
  ...realNumbersIntervalsTemplates,
  ...percentAdvancedTemplates,
  ...exponentsLogsTemplates,
  ...shortMultiplicationTemplates,
  ...linearInequalitiesTemplates,
  ...functionConceptTemplates,
  ...linearFunctionTemplates,
  ...linearSystemsTemplates,
  ...inverseProportionTemplates,
  ...similarityThalesTemplates,
  ...rightTriangleTrigTemplates,
  ...circleAnglesTemplates,
  ...setsLogicTemplates,
  ...absoluteValueEquationTemplates,
  ...factorisingTemplates,
  ...graphTransformationsTemplates,
  ...absoluteValueComputeTemplates,
  ...percentPointsErrorsTemplates,
  ...similarityPracticeTemplates,
  ...absoluteValueInequalityTemplates,
  ...intervalOperationsTemplates,
  ...shiftFormulaTemplates,
];
