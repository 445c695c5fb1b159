/** Public API of the learner model, the practice policy and the adaptive diagnostic. */
export * from './model.ts';
export * from './mastery.ts';
export * from './review.ts';
export * from './propagation.ts';
export * from './learner.ts';
export * from './practice.ts';
export * from './diagnostic.ts';
export * from './diagnostic-calibration.ts';
export * from './diagnostic-evidence.ts';
export * from './diagnostic-recommendations.ts';
