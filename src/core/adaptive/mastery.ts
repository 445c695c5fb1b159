import {
  predict,
  type ItemCalibration,
  type LearnerSkillState,
  type ModelWeights,
  type SkillCalibration,
  type StudentState,
} from './model.ts';

/** Spec buckets: know ≥ 75 %, in_progress 40–74 %, to_learn < 40 %. */
export type Bucket = 'know' | 'in_progress' | 'to_learn';
export const BUCKET_KNOW = 75;
export const BUCKET_IN_PROGRESS = 40;

/**
 * Bucket of a percentage. The percentage is first rounded to a whole percent (what the parent
 * sees), so 74,5 % shows as 75 % and is "know", and 74,4 % shows as 74 % and is "in_progress".
 */
export function bucketFor(percent: number): Bucket {
  const shown = Math.round(percent);
  if (shown >= BUCKET_KNOW) return 'know';
  if (shown >= BUCKET_IN_PROGRESS) return 'in_progress';
  return 'to_learn';
}

/** Mastery as a percentage rounded to a whole number (0–100). */
export function toPercent(probability: number): number {
  return Math.round(Math.min(1, Math.max(0, probability)) * 100);
}

export interface MasteryInput {
  weights: ModelWeights;
  student: StudentState;
  skill: LearnerSkillState;
  skillCalibration: SkillCalibration;
  /**
   * The skill's typical item — the product passes the calibration of its medium (level 2) items;
   * without one the skill's typical difficulty is used.
   */
  typicalItem?: ItemCalibration;
}

/** Mastery of a skill: predicted P(correct) on a typical, not yet seen item of the skill. */
export function skillMastery(input: MasteryInput): number {
  return predict({
    weights: input.weights,
    student: input.student,
    skill: input.skill,
    skillCalibration: input.skillCalibration,
    item: input.typicalItem,
  });
}

/** Diagnostic level from the overall percentage (spec: 80+ zaawansowany, 60+ średni). */
export type DiagnosticLevel = 'zaawansowany' | 'sredni' | 'podstawowy';

export function levelFor(percent: number): DiagnosticLevel {
  const shown = Math.round(percent);
  if (shown >= 80) return 'zaawansowany';
  if (shown >= 60) return 'sredni';
  return 'podstawowy';
}

export const LEVEL_TEXT: Readonly<Record<DiagnosticLevel, { name: string; message: string }>> = {
  zaawansowany: {
    name: 'Zaawansowany',
    message: 'Świetny wynik! Większość tematów jest już opanowana — będziemy utrwalać i sięgać po trudniejsze zadania.',
  },
  sredni: {
    name: 'Średni',
    message: 'Dobry wynik. Podstawy są, a kilka tematów wymaga jeszcze ćwiczeń — od nich zaczniemy.',
  },
  podstawowy: {
    name: 'Podstawowy',
    message: 'Dobrze, że zaczynamy. Przejdziemy krok po kroku od podstaw, zaczynając od najważniejszych tematów.',
  },
};
