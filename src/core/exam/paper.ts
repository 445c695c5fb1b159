/**
 * Assembling a mock paper (pure, deterministic from the seed): the blueprint's tasks per area
 * (format.ts), the four closed styles each at least MIN_PER_STYLE times, open tasks whose points
 * add up to the format's 15 as nearly as the bank allows, and for every task the level whose
 * predicted success is closest to TARGET_SUCCESS — where a task tells most about the pupil
 * (Fisher information p(1 − p) is largest at p = ½), so the predicted score is informative.
 * One template at most once per paper; a skill twice only when its area has nothing else.
 */
import type { Rng } from '../math/random.ts';
import { createRng } from '../math/random.ts';
import {
  CLOSED_STYLES,
  EXAM_AREAS,
  MIN_PER_STYLE,
  MOCK_EXAM_FORMAT,
  type ClosedStyle,
  type ExamAreaId,
} from './format.ts';

export const TARGET_SUCCESS = 0.5;

/** One askable template of the bank, classified for the exam. */
export interface ExamTemplate {
  templateId: string;
  skillId: string;
  area: ExamAreaId;
  /** Levels at which the template makes an exam task of this kind. */
  levels: readonly number[];
  /** The task's points at each level. */
  points: Readonly<Record<number, number>>;
  task: { kind: 'closed'; style: ClosedStyle } | { kind: 'open' };
}

export interface PaperTask {
  /** 1-based. */
  position: number;
  templateId: string;
  skillId: string;
  level: number;
  /** Seed of the generated item. */
  seed: number;
  area: ExamAreaId;
  kind: 'closed' | 'open';
  style: ClosedStyle | 'open';
  maxPoints: number;
  /** The learner model's predicted success when the paper was made. */
  predicted: number;
}

export interface PaperInput {
  templates: readonly ExamTemplate[];
  /** The learner model's predicted success of the pupil on a template at a level. */
  predicted: (templateId: string, level: number, skillId: string) => number;
  seed: number;
}

interface Pick {
  template: ExamTemplate;
  level: number;
  predicted: number;
}

/** The level at which the template gives this pupil the task closest to TARGET_SUCCESS, and the success there. */
export function bestLevel(t: ExamTemplate, predicted: PaperInput['predicted']): { level: number; predicted: number } {
  let best = { level: t.levels[0]!, predicted: predicted(t.templateId, t.levels[0]!, t.skillId) };
  for (const level of t.levels.slice(1)) {
    const p = predicted(t.templateId, level, t.skillId);
    if (Math.abs(p - TARGET_SUCCESS) < Math.abs(best.predicted - TARGET_SUCCESS) - 1e-12)
      best = { level, predicted: p };
  }
  return best;
}

class Chooser {
  readonly usedTemplates = new Set<string>();
  readonly usedSkills = new Set<string>();
  private readonly rng: Rng;
  private readonly predicted: PaperInput['predicted'];
  constructor(rng: Rng, predicted: PaperInput['predicted']) {
    this.rng = rng;
    this.predicted = predicted;
  }

  /** The level this pupil would get the template at. */
  levelOf(t: ExamTemplate): number {
    return bestLevel(t, this.predicted).level;
  }

  /**
   * A random unused template among `pool`, preferring skills not on the paper yet: a skill is
   * drawn first, each as likely as another (a skill with many templates is not asked more often,
   * as each requirement of the informator weighs the same), then one of its templates.
   */
  take(pool: readonly ExamTemplate[]): Pick | null {
    const free = pool.filter((t) => !this.usedTemplates.has(t.templateId));
    if (free.length === 0) return null;
    const rank = (t: ExamTemplate) => (this.usedSkills.has(t.skillId) ? 0 : 1);
    const top = Math.max(...free.map(rank));
    const best = free.filter((t) => rank(t) === top);
    const skill = this.rng.pick([...new Set(best.map((t) => t.skillId))]);
    const chosen = this.rng.pick(best.filter((t) => t.skillId === skill));
    this.usedTemplates.add(chosen.templateId);
    this.usedSkills.add(chosen.skillId);
    return { template: chosen, ...bestLevel(chosen, this.predicted) };
  }

  /** One of `items`, each as likely. */
  pick<T>(items: readonly T[]): T {
    return this.rng.pick(items);
  }

  /** One of `items`, each as likely as its weight (positive weights only). */
  weighted<T>(items: readonly T[], weight: (item: T) => number): T | null {
    const total = items.reduce((s, x) => s + Math.max(0, weight(x)), 0);
    if (total <= 0) return null;
    let r = this.rng.int(1, total);
    for (const x of items) {
      r -= Math.max(0, weight(x));
      if (r <= 0) return x;
    }
    return null;
  }
}

function closedPicks(closed: readonly ExamTemplate[], chooser: Chooser): Pick[] {
  const quota = new Map(EXAM_AREAS.map((a) => [a.id, a.closed]));
  const picks: Pick[] = [];
  const place = (p: Pick | null) => {
    if (!p) return;
    picks.push(p);
    quota.set(p.template.area, (quota.get(p.template.area) ?? 0) - 1);
  };
  // Styles first (the rarest style has the fewest templates), each from the areas with most room.
  const rarestFirst = [...CLOSED_STYLES].sort(
    (a, b) =>
      closed.filter((t) => t.task.kind === 'closed' && t.task.style === a).length -
      closed.filter((t) => t.task.kind === 'closed' && t.task.style === b).length,
  );
  for (const style of rarestFirst) {
    for (let i = 0; i < MIN_PER_STYLE[style]; i++) {
      const pool = closed.filter(
        (t) =>
          t.task.kind === 'closed' &&
          t.task.style === style &&
          (quota.get(t.area) ?? 0) > 0 &&
          !chooser.usedTemplates.has(t.templateId),
      );
      // The area is drawn in proportion to the room it has left (not always the largest one),
      // so a rare style does not always land on the same area's only template of that style.
      const area = chooser.weighted([...new Set(pool.map((t) => t.area))], (a) => quota.get(a) ?? 0);
      if (area) place(chooser.take(pool.filter((t) => t.area === area)));
    }
  }
  for (const area of EXAM_AREAS) {
    while ((quota.get(area.id) ?? 0) > 0) {
      const p = chooser.take(closed.filter((t) => t.area === area.id));
      if (!p) break;
      place(p);
    }
  }
  // Areas the bank could not fill give their tasks to any area.
  let missing = MOCK_EXAM_FORMAT.closedCount - picks.length;
  while (missing > 0) {
    const p = chooser.take(closed);
    if (!p) break;
    place(p);
    missing--;
  }
  return picks;
}

/** Every distinct order of a multiset of worths (e.g. 3, 3, 3, 2, 2, 2: twenty orders). */
function arrangements(counts: ReadonlyMap<number, number>): number[][] {
  const left = [...counts].filter(([, n]) => n > 0);
  if (left.length === 0) return [[]];
  return left.flatMap(([w, n]) => arrangements(new Map(counts).set(w, n - 1)).map((rest) => [w, ...rest]));
}

/**
 * The six open tasks, one per slot of the blueprint, exactly as many of each worth as the CKE
 * paper has (three of 3 points, three of 2, at the level this pupil gets): the paper is always
 * 30 points. The worths are dealt to the slots first, at random among the deals every slot's area
 * can fill, so each area keeps its open task (a greedy fill left the last areas without a task of
 * the worth still needed). A slot its area cannot fill takes a task of a worth still needed from any area.
 */
function openPicks(open: readonly ExamTemplate[], chooser: Chooser): Pick[] {
  const slots = EXAM_AREAS.flatMap((a) => Array.from({ length: a.open }, () => a.id));
  const counts = new Map(Object.entries(MOCK_EXAM_FORMAT.openTasksByPoints).map(([p, n]) => [Number(p), n]));
  const worth = (t: ExamTemplate) => t.points[chooser.levelOf(t)] ?? 0;
  const fillable = (area: ExamAreaId, w: number) => open.some((t) => t.area === area && worth(t) === w);
  const deals = arrangements(counts).filter((deal) => deal.every((w, i) => fillable(slots[i]!, w)));
  const deal = deals.length > 0 ? chooser.pick(deals) : null;
  const need = new Map(counts);
  const fits = (t: ExamTemplate) => (need.get(worth(t)) ?? 0) > 0;
  const picks: Pick[] = [];
  slots.forEach((slot, i) => {
    const own = open.filter((t) => t.area === slot && (deal ? worth(t) === deal[i] : fits(t)));
    const p = chooser.take(own.filter(fits)) ?? chooser.take(open.filter(fits));
    if (!p) return;
    picks.push(p);
    const points = p.template.points[p.level] ?? 0;
    need.set(points, (need.get(points) ?? 0) - 1);
  });
  return picks;
}

/** The paper: closed tasks first, then open tasks, as on the CKE papers. */
export function assemblePaper(input: PaperInput): PaperTask[] {
  const rng = createRng(input.seed);
  const chooser = new Chooser(rng, input.predicted);
  const closed = input.templates.filter((t) => t.task.kind === 'closed');
  const open = input.templates.filter((t) => t.task.kind === 'open');
  const picks = [...byArea(closedPicks(closed, chooser)), ...openPicks(open, chooser)];
  return picks.map((p, i) => ({
    position: i + 1,
    templateId: p.template.templateId,
    skillId: p.template.skillId,
    level: p.level,
    seed: rng.int(1, 2 ** 31 - 2),
    area: p.template.area,
    kind: p.template.task.kind,
    style: p.template.task.kind === 'closed' ? p.template.task.style : 'open',
    maxPoints: p.template.points[p.level] ?? MOCK_EXAM_FORMAT.closedPoints,
    predicted: p.predicted,
  }));
}

/** Closed tasks in area order (as a paper reads: numbers first, data last). */
function byArea(picks: readonly Pick[]): Pick[] {
  const order = new Map(EXAM_AREAS.map((a, i) => [a.id, i]));
  return [...picks].sort((a, b) => order.get(a.template.area)! - order.get(b.template.area)!);
}
