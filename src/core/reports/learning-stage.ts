/**
 * Where a child stands on the way into learning, so the parent panel offers the right next step:
 * the diagnostic first, then the first practice session, then the practice figures.
 */
export type LearningStage = 'no_diagnostic' | 'diagnostic_done' | 'practising';

/** What a child's stage is decided from. */
export interface LearningFacts {
  /** A finished diagnostic with a result exists. */
  diagnosticDone: boolean;
  /** Practice sessions started. */
  sessions: number;
  /** Practice questions answered (diagnostic answers are not practice). */
  answered: number;
}

/** Practising once any practice session or answer exists; else the diagnostic decides. */
export function learningStage(f: LearningFacts): LearningStage {
  if (f.sessions > 0 || f.answered > 0) return 'practising';
  return f.diagnosticDone ? 'diagnostic_done' : 'no_diagnostic';
}

const ORDER: readonly LearningStage[] = ['no_diagnostic', 'diagnostic_done', 'practising'];

/** The family's stage is its furthest child's: the panel shows practice figures once anyone practises. */
export function familyStage(stages: readonly LearningStage[]): LearningStage {
  return stages.reduce<LearningStage>((a, s) => (ORDER.indexOf(s) > ORDER.indexOf(a) ? s : a), 'no_diagnostic');
}

/**
 * Topic progress (the learner model's mastery) is shown for a child who has practised: before
 * that it is only the diagnostic's estimate, which its result page presents with its evidence.
 */
export function showsTopicProgress(stage: LearningStage): boolean {
  return stage === 'practising';
}
