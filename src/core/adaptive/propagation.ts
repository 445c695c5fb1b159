import { initialSkillState, type LearnerSkillState } from './model.ts';

/** The skill graph as data (the product passes src/core/curriculum/skills.ts). */
export interface SkillNode {
  id: string;
  prerequisites: readonly string[];
}

/** Fraction of the answer's residual passed to neighbouring skills. */
export const PROPAGATION_SHARE = 0.3;
/** Largest ability change one answer may cause on a neighbouring skill (logits). */
export const MAX_NUDGE = 0.1;

export interface Neighbours {
  prerequisites: readonly string[];
  dependents: readonly string[];
}

export function neighbourIndex(graph: readonly SkillNode[]): ReadonlyMap<string, Neighbours> {
  const deps = new Map<string, string[]>();
  for (const node of graph) {
    for (const p of node.prerequisites) {
      const list = deps.get(p) ?? [];
      list.push(node.id);
      deps.set(p, list);
    }
  }
  const out = new Map<string, Neighbours>();
  for (const node of graph) {
    out.set(node.id, { prerequisites: node.prerequisites, dependents: deps.get(node.id) ?? [] });
  }
  return out;
}

/**
 * Evidence on one skill moves its direct neighbours a little: a better-than-expected answer
 * (residual > 0) is evidence that the prerequisites are held, so they move up; a worse one
 * (residual < 0) is evidence against the skills built on it, so its dependents move down. The
 * step scales with the neighbour's own uncertainty (well-measured skills barely move) and is
 * bounded by MAX_NUDGE. Only ability changes: counts and history stay the skill's own.
 * Returns the changed neighbour states (created from the initial state where none existed).
 */
export function propagateEvidence(
  neighbours: ReadonlyMap<string, Neighbours>,
  skillId: string,
  residual: number,
  states: Readonly<Record<string, LearnerSkillState | undefined>>,
): Record<string, LearnerSkillState> {
  const out: Record<string, LearnerSkillState> = {};
  const n = neighbours.get(skillId);
  if (!n || residual === 0) return out;
  const targets = residual > 0 ? n.prerequisites : n.dependents;
  for (const id of targets) {
    if (id === skillId) continue;
    const s = states[id] ?? initialSkillState();
    const step = Math.max(
      -MAX_NUDGE,
      Math.min(MAX_NUDGE, PROPAGATION_SHARE * residual * (0.25 + 0.75 * s.uncertainty)),
    );
    out[id] = { ...s, ability: s.ability + step };
  }
  return out;
}
