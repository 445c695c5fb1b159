/**
 * A finished mock's result (pure): points and percent, in all and per area. The predicted result
 * of the real exam is prediction.ts.
 */
import { EXAM_AREAS, type ExamAreaId } from './format.ts';
import type { ScoredTask } from './prediction.ts';

export interface AreaResult {
  area: ExamAreaId;
  points: number;
  maxPoints: number;
  percent: number;
}

export const percentOf = (points: number, max: number) => (max > 0 ? Math.round((100 * points) / max) : 0);

export function areaResults(tasks: readonly ScoredTask[]): AreaResult[] {
  const out: AreaResult[] = [];
  for (const a of EXAM_AREAS) {
    const inArea = tasks.filter((t) => t.area === a.id);
    if (inArea.length === 0) continue;
    const points = inArea.reduce((s, t) => s + t.points, 0);
    const maxPoints = inArea.reduce((s, t) => s + t.maxPoints, 0);
    out.push({ area: a.id, points, maxPoints, percent: percentOf(points, maxPoints) });
  }
  return out;
}
