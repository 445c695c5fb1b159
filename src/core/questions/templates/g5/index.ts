import type { QuestionTemplate } from '../../types.ts';
import { natArithmeticTemplates } from './nat-arithmetic.ts';
import { romanNumeralsTemplates } from './roman-numerals.ts';
import { largeNumbersTemplates } from './large-numbers.ts';
import { estimatingTemplates } from './estimating.ts';
import { pointLineDistanceTemplates } from './point-line-distance.ts';
import { perpendicularParallelTemplates } from './perpendicular-parallel.ts';
import { divisibilityPrimesTemplates } from './divisibility-primes.ts';
import { gcdLcmTemplates } from './gcd-lcm.ts';
import { fractionConceptTemplates } from './fraction-concept.ts';
import { fractionSimplifyExpandTemplates } from './fraction-simplify-expand.ts';
import { mixedNumbersTemplates } from './mixed-numbers.ts';
import { commonDenominatorTemplates } from './common-denominator.ts';
import { fractionAddSubTemplates } from './fraction-add-sub.ts';
import { fractionMulDivTemplates } from './fraction-mul-div.ts';
import { fractionOfNumberTemplates } from './fraction-of-number.ts';
import { decimalsNotationTemplates } from './decimals-notation.ts';
import { decimalOperationsTemplates } from './decimal-operations.ts';
import { anglesTemplates } from './angles.ts';
import { polygonsPropertiesTemplates } from './polygons-properties.ts';
import { perimeterAreaBasicTemplates } from './perimeter-area-basic.ts';
import { unitsConversionTemplates } from './units-conversion.ts';
import { cuboidPrismsTemplates } from './cuboid-prisms.ts';
// — topics-everyday block —
import { writtenAddSubTemplates } from './written-add-sub.ts';
import { writtenMulDivTemplates } from './written-mul-div.ts';
import { clockCalculationsTemplates } from './clock-calculations.ts';
import { calendarCalculationsTemplates } from './calendar-calculations.ts';
// — curriculum-gaps block —
import { remainderProblemsTemplates } from './remainder-problems.ts';
import { divisibilityRulesTemplates } from './divisibility-rules.ts';

export const g5Templates: readonly QuestionTemplate[] = [
  ...natArithmeticTemplates,
  ...romanNumeralsTemplates,
  ...largeNumbersTemplates,
  ...estimatingTemplates,
  ...pointLineDistanceTemplates,
  ...perpendicularParallelTemplates,
  ...divisibilityPrimesTemplates,
  ...gcdLcmTemplates,
  ...fractionConceptTemplates,
  ...fractionSimplifyExpandTemplates,
  ...mixedNumbersTemplates,
  ...commonDenominatorTemplates,
  ...fractionAddSubTemplates,
  ...fractionMulDivTemplates,
  ...fractionOfNumberTemplates,
  ...decimalsNotationTemplates,
  ...decimalOperationsTemplates,
  ...anglesTemplates,
  ...polygonsPropertiesTemplates,
  ...perimeterAreaBasicTemplates,
  ...unitsConversionTemplates,
  ...cuboidPrismsTemplates,
  // — topics-everyday block —
  ...writtenAddSubTemplates,
  ...writtenMulDivTemplates,
  ...clockCalculationsTemplates,
  ...calendarCalculationsTemplates,
  // — curriculum-gaps block —
  ...remainderProblemsTemplates,
  ...divisibilityRulesTemplates,
];
