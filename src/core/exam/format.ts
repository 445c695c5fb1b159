/**
 * The mock egzamin ósmoklasisty's format and content areas (docs/decisions/0011-mock-exam.md):
 * mathematics, 125 minutes, 15 closed tasks worth 1 point each and 6 open tasks worth 2–3 points
 * each (15 points), 30 points in all — about half from closed and half from open tasks.
 */
import { getSkill, isSkillId, type AreaId } from '../curriculum/skills.ts';
import type { SkillId } from '../curriculum/skill-ids.ts';

/**
 * Who writes the mock egzamin ósmoklasisty: pupils of grades 7 and 8 (the exam ends grade 8 and
 * covers grades 4–8; a grade 5 or 6 pupil has not met half of it, a secondary-school pupil has
 * written it already).
 */
export const EXAM_GRADES: readonly string[] = ['7', '8'];
export function takesEighthGradeExam(grade: string): boolean {
  return EXAM_GRADES.includes(grade);
}

export const MOCK_EXAM_FORMAT = {
  /** CKE 2025: 125 minutes (100 until 2024). */
  timeLimitSeconds: 125 * 60,
  closedCount: 15,
  closedPoints: 1,
  openCount: 6,
  /** Points of the open tasks together (6 tasks of 2–3 points). */
  openPoints: 15,
  /** The most one open task is worth on the paper (the informator allows 4; recent papers use 2–3). */
  maxOpenTaskPoints: 3,
  /** CKE 2025: three open tasks worth 3 points and three worth 2 (always 30 points in all). */
  openTasksByPoints: { 3: 3, 2: 3 } as Readonly<Record<number, number>>,
} as const;

/**
 * The closed-task styles of the CKE papers ('wybor': choose one of four; 'tak_nie': TAK or NIE and
 * its justification 1, 2 or 3, one point only when both are right).
 */
export const CLOSED_STYLES = ['wybor', 'prawda_falsz', 'dobieranie', 'dokoncz_zdanie', 'tak_nie'] as const;
export type ClosedStyle = (typeof CLOSED_STYLES)[number];

/** Every paper has each style at least this many times (the rest follows the areas). */
export const MIN_PER_STYLE: Readonly<Record<ClosedStyle, number>> = {
  wybor: 1,
  prawda_falsz: 2,
  dobieranie: 1,
  dokoncz_zdanie: 2,
  tak_nie: 1,
};

export const EXAM_AREA_IDS = ['numbers', 'percent', 'algebra', 'plane', 'solids', 'data'] as const;
export type ExamAreaId = (typeof EXAM_AREA_IDS)[number];

export interface ExamArea {
  id: ExamAreaId;
  name: string;
  /** Closed and open tasks of the area on one paper. */
  closed: number;
  open: number;
}

/**
 * The exam's content areas and the tasks each gets on a paper — our reading of the CKE
 * informator's requirements and of recent papers (the record gives the reasoning).
 */
export const EXAM_AREAS: readonly ExamArea[] = [
  { id: 'numbers', name: 'Liczby i działania', closed: 4, open: 1 },
  { id: 'percent', name: 'Procenty i proporcjonalność', closed: 3, open: 1 },
  { id: 'algebra', name: 'Wyrażenia algebraiczne i równania', closed: 2, open: 1 },
  { id: 'plane', name: 'Geometria na płaszczyźnie', closed: 3, open: 1 },
  { id: 'solids', name: 'Bryły', closed: 1, open: 1 },
  // The CKE papers have an open task about data, statistics or probability.
  { id: 'data', name: 'Dane, statystyka i prawdopodobieństwo', closed: 2, open: 1 },
];

export const EXAM_AREA_NAMES: Readonly<Record<ExamAreaId, string>> = Object.fromEntries(
  EXAM_AREAS.map((a) => [a.id, a.name]),
) as Record<ExamAreaId, string>;

/** Skills whose exam area is not the one their parent-facing area suggests. */
const AREA_OF_SKILL: Partial<Record<SkillId, ExamAreaId>> = {
  units_conversion: 'percent',
  scale_maps: 'percent',
  speed_distance_time: 'percent',
  word_problems: 'algebra',
  cuboid_prisms: 'solids',
  prisms_pyramids: 'solids',
  // Nets and sections of solids are asked in the CKE's solids tasks, not in plane geometry.
  solid_nets_sections: 'solids',
  data_graphs: 'data',
  arithmetic_mean: 'data',
  counting_probability: 'data',
  coordinate_plane: 'plane',
};

const FROM_PARENT_AREA: Readonly<Record<AreaId, ExamAreaId>> = {
  fractions_powers: 'numbers',
  proportions: 'percent',
  linear_equations: 'algebra',
  functions: 'data',
  geometry: 'plane',
};

/** The exam area of an e8 skill; null for a skill the exam does not test (liceum). */
export function examAreaOf(skillId: string): ExamAreaId | null {
  if (!isSkillId(skillId)) return null;
  const skill = getSkill(skillId);
  if (!skill.e8) return null;
  const own = AREA_OF_SKILL[skillId];
  if (own) return own;
  const first = skill.areas[0];
  return first ? FROM_PARENT_AREA[first] : 'numbers';
}

/** Points of each area on the blueprint (closed 1 point each, open at their mean of 2,5). */
export function areaPointShares(): Record<ExamAreaId, number> {
  const openMean = MOCK_EXAM_FORMAT.openPoints / MOCK_EXAM_FORMAT.openCount;
  const total = MOCK_EXAM_FORMAT.closedCount * MOCK_EXAM_FORMAT.closedPoints + MOCK_EXAM_FORMAT.openPoints;
  const out = {} as Record<ExamAreaId, number>;
  for (const a of EXAM_AREAS) out[a.id] = (a.closed * MOCK_EXAM_FORMAT.closedPoints + a.open * openMean) / total;
  return out;
}
