import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initialSkillState } from './model.ts';
import { MAX_NUDGE, neighbourIndex, propagateEvidence } from './propagation.ts';

const graph = [
  { id: 'powers', prerequisites: [] },
  { id: 'roots', prerequisites: ['powers'] },
  { id: 'pythagoras', prerequisites: ['roots', 'powers'] },
  { id: 'circle', prerequisites: ['pythagoras'] },
];
const index = neighbourIndex(graph);

describe('prerequisite propagation', () => {
  it('a better-than-expected answer lifts the prerequisites only', () => {
    const out = propagateEvidence(index, 'pythagoras', 0.6, {});
    expect(Object.keys(out).sort()).toEqual(['powers', 'roots']);
    expect(out.roots!.ability).toBeGreaterThan(0);
  });

  it('a worse-than-expected answer lowers the dependents only', () => {
    const out = propagateEvidence(index, 'pythagoras', -0.6, { circle: { ...initialSkillState(), ability: 1 } });
    expect(Object.keys(out)).toEqual(['circle']);
    expect(out.circle!.ability).toBeLessThan(1);
    expect(out.circle!.attempts).toBe(0);
  });

  it('is small and bounded, and smaller for well-measured skills', () => {
    fc.assert(
      fc.property(fc.double({ min: -1, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), (r, u) => {
        const states = {
          roots: { ...initialSkillState(), uncertainty: u },
          circle: { ...initialSkillState(), uncertainty: u },
        };
        for (const s of Object.values(propagateEvidence(index, 'pythagoras', r, states))) {
          expect(Math.abs(s.ability)).toBeLessThanOrEqual(MAX_NUDGE + 1e-12);
        }
      }),
    );
    const sure = propagateEvidence(index, 'roots', 0.3, { powers: { ...initialSkillState(), uncertainty: 0 } });
    const unsure = propagateEvidence(index, 'roots', 0.3, { powers: { ...initialSkillState(), uncertainty: 1 } });
    expect(sure.powers!.ability).toBeLessThan(unsure.powers!.ability);
  });

  it('does nothing for skills outside the graph or without evidence', () => {
    expect(propagateEvidence(index, 'unknown', 0.5, {})).toEqual({});
    expect(propagateEvidence(index, 'roots', 0, {})).toEqual({});
  });
});
