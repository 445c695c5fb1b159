/**
 * What a parent says about a child (spec 5 "Child form"): the grade, the learning goal and up
 * to five areas that are hard. Defined once here; the database schema, the API's validation and
 * the client's form all take their values from these lists.
 */
import type { AreaId } from './skills.ts';

export const GRADES = ['5', '6', '7', '8', '1LO'] as const;
export type Grade = (typeof GRADES)[number];

export const GOALS = ['exam_70', 'catch_up', 'habit', 'other'] as const;
export type Goal = (typeof GOALS)[number];

/** The areas a parent may mark as hard are the curriculum's areas. */
export const DIFFICULTIES = [
  'proportions',
  'fractions_powers',
  'linear_equations',
  'functions',
  'geometry',
] as const satisfies readonly AreaId[];
export type Difficulty = (typeof DIFFICULTIES)[number];

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 32;
export const MAX_DIFFICULTIES = 5;
