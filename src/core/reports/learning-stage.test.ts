import { describe, expect, it } from 'vitest';
import { familyStage, learningStage, showsTopicProgress } from './learning-stage.ts';

describe('learningStage', () => {
  it('a child with nothing yet starts with the diagnostic', () => {
    expect(learningStage({ diagnosticDone: false, sessions: 0, answered: 0 })).toBe('no_diagnostic');
  });

  it('after the diagnostic and before any practice the first session is next', () => {
    expect(learningStage({ diagnosticDone: true, sessions: 0, answered: 0 })).toBe('diagnostic_done');
  });

  it('any practice session or answer means practising, with or without a diagnostic', () => {
    expect(learningStage({ diagnosticDone: true, sessions: 1, answered: 0 })).toBe('practising');
    expect(learningStage({ diagnosticDone: false, sessions: 0, answered: 2 })).toBe('practising');
  });
});

describe('familyStage', () => {
  it('is the furthest child’s stage', () => {
    expect(familyStage([])).toBe('no_diagnostic');
    expect(familyStage(['no_diagnostic', 'diagnostic_done'])).toBe('diagnostic_done');
    expect(familyStage(['diagnostic_done', 'practising', 'no_diagnostic'])).toBe('practising');
  });
});

describe('showsTopicProgress', () => {
  it('only once the child practises', () => {
    expect(showsTopicProgress('no_diagnostic')).toBe(false);
    expect(showsTopicProgress('diagnostic_done')).toBe(false);
    expect(showsTopicProgress('practising')).toBe(true);
  });
});
