import type { QuestionTemplate } from '../../types.ts';
import { powersTemplates } from './powers.ts';
import { powerLawsTemplates } from './power-laws.ts';
import { scientificNotationTemplates } from './scientific-notation.ts';
import { rootsTemplates } from './roots.ts';
import { rootOperationsTemplates } from './root-operations.ts';
import { percentOfNumberTemplates } from './percent-of-number.ts';
import { percentReverseTemplates } from './percent-reverse.ts';
import { percentChangesTemplates } from './percent-changes.ts';
import { algebraicExpressionsTemplates } from './algebraic-expressions.ts';
import { likeTermsTemplates } from './like-terms.ts';
import { multiplySumsTemplates } from './multiply-sums.ts';
import { linearEquationsTemplates } from './linear-equations.ts';
import { proportionEquationsTemplates } from './proportion-equations.ts';
import { equationWordProblemsTemplates } from './equation-word-problems.ts';
import { directProportionTemplates } from './direct-proportion.ts';
import { proportionalDivisionTemplates } from './proportional-division.ts';
import { trianglePropertiesTemplates } from './triangle-properties.ts';
import { triangleCongruenceTemplates } from './triangle-congruence.ts';
import { arithmeticMeanTemplates } from './arithmetic-mean.ts';
// — topics-figures block —
import { distanceTimeGraphsTemplates } from './distance-time-graphs.ts';
// — topics-everyday block —
import { percentVatDiscountsTemplates } from './percent-vat-discounts.ts';
// — curriculum-gaps block —
import { triangleThirdSideTemplates } from './triangle-third-side.ts';
import { triangleAngleRatioTemplates } from './triangle-angle-ratio.ts';

export const g7Templates: readonly QuestionTemplate[] = [
  ...powersTemplates,
  ...powerLawsTemplates,
  ...scientificNotationTemplates,
  ...rootsTemplates,
  ...rootOperationsTemplates,
  ...percentOfNumberTemplates,
  ...percentReverseTemplates,
  ...percentChangesTemplates,
  ...algebraicExpressionsTemplates,
  ...likeTermsTemplates,
  ...multiplySumsTemplates,
  ...linearEquationsTemplates,
  ...proportionEquationsTemplates,
  ...equationWordProblemsTemplates,
  ...directProportionTemplates,
  ...proportionalDivisionTemplates,
  ...trianglePropertiesTemplates,
  ...triangleCongruenceTemplates,
  ...arithmeticMeanTemplates,
  // — topics-figures block —
  ...distanceTimeGraphsTemplates,
  // — topics-everyday block —
  ...percentVatDiscountsTemplates,
  // — curriculum-gaps block —
  ...triangleThirdSideTemplates,
  ...triangleAngleRatioTemplates,
];
