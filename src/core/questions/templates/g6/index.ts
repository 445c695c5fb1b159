import type { QuestionTemplate } from '../../types.ts';
import { integersTemplates } from './integers.ts';
import { rationalArithTemplates } from './rational-arith.ts';
import { roundingExpansionsTemplates } from './rounding-expansions.ts';
import { areaPolygonsTemplates } from './area-polygons.ts';
import { scaleMapsTemplates } from './scale-maps.ts';
import { speedDistanceTimeTemplates } from './speed-distance-time.ts';
import { percentBasicsTemplates } from './percent-basics.ts';
import { letterExpressionsTemplates } from './letter-expressions.ts';
import { simpleEquationsTemplates } from './simple-equations.ts';
import { dataGraphsTemplates } from './data-graphs.ts';
import { wordProblemsTemplates } from './word-problems.ts';
// — topics-figures block —
import { pieBarChartsTemplates } from './pie-bar-charts.ts';
// — topics-everyday block —
import { speedUnitsTemplates } from './speed-units.ts';
// — curriculum-gaps block —
import { solidsOfRevolutionTemplates } from './solids-of-revolution.ts';

export const g6Templates: readonly QuestionTemplate[] = [
  ...integersTemplates,
  ...rationalArithTemplates,
  ...roundingExpansionsTemplates,
  ...areaPolygonsTemplates,
  ...scaleMapsTemplates,
  ...speedDistanceTimeTemplates,
  ...percentBasicsTemplates,
  ...letterExpressionsTemplates,
  ...simpleEquationsTemplates,
  ...dataGraphsTemplates,
  ...wordProblemsTemplates,
  // — topics-figures block —
  ...pieBarChartsTemplates,
  // — topics-everyday block —
  ...speedUnitsTemplates,
  // — curriculum-gaps block —
  ...solidsOfRevolutionTemplates,
];
