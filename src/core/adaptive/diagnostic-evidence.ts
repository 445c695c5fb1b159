/**
 * What a short diagnostic may claim. Every percentage the result shows is a posterior estimate
 * with a standard error (the delta method on the model's Laplace posterior); a label is shown
 * only when the evidence supports it:
 * - a topic's bucket is the bucket of its estimate, shown when (1) the probability that the
 *   topic's true percentage lies in that bucket is at least the bucket's confidence, and (2) the
 *   child's own answers in the topic point the same way: "Opanowane" needs more than half of
 *   them correct, "Do nauki" fewer than half, any label at least two answers. Otherwise the topic
 *   is "open" (too few answers to tell) and practice checks it. (2) keeps the prior and the
 *   other topics from labelling a topic its own answers contradict, e.g. 1 of 2 as "Opanowane";
 * - the overall level is the highest level whose threshold the overall percentage exceeds with
 *   probability at least LEVEL_CONFIDENCE (a one-sided lower bound), so it never claims more.
 * With a calibrated posterior, labelling at probability τ gives a precision of at least τ: the
 * benchmark (bench/sim) measures it on simulated children.
 */
import { BUCKET_IN_PROGRESS, BUCKET_KNOW, levelFor, type Bucket, type DiagnosticLevel } from './mastery.ts';

/** A topic's status on the result: a bucket the evidence supports, or "open". */
export type TopicStatus = Bucket | 'open';

/**
 * Probability a label needs. "Opanowane" lets practice move on and "Do nauki" alarms a parent:
 * both must be right at least 85 % of the time. The benchmark (bench:sim) finds the posterior
 * calibrated for strong topics but overconfident for weak ones (labelled at 0.85, "Do nauki" is
 * right about 82 % of the time), so "Do nauki" asks for 0.95. "W trakcie" is the middle band
 * (1.5 logits wide), which a dozen answers rarely pin down surely; "more likely than not"
 * suffices for it, since practice treats it like an open topic anyway.
 */
export const BUCKET_CONFIDENCE: Readonly<Record<Bucket, number>> = { know: 0.85, in_progress: 0.5, to_learn: 0.95 };
export const LEVEL_CONFIDENCE = 0.85;

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 erf, |error| < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Inverse of normalCdf by bisection (only for a handful of constants). */
export function normalQuantile(p: number): number {
  let lo = -10;
  let hi = 10;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (normalCdf(mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

// Bucket edges on the probability scale: the shown percentage is rounded, so 74,5 % is "know".
const EDGE_KNOW = (BUCKET_KNOW - 0.5) / 100;
const EDGE_IN_PROGRESS = (BUCKET_IN_PROGRESS - 0.5) / 100;

/** P(true value in the bucket) for an estimate `p` (probability) with standard error `se`. */
export function bucketProbability(bucket: Bucket, p: number, se: number): number {
  const below = (edge: number): number => (se > 0 ? normalCdf((edge - p) / se) : p < edge ? 1 : 0);
  if (bucket === 'know') return 1 - below(EDGE_KNOW);
  if (bucket === 'to_learn') return below(EDGE_IN_PROGRESS);
  return below(EDGE_KNOW) - below(EDGE_IN_PROGRESS);
}

/**
 * Answers of the child's own a topic needs before it is labelled: one answer is a single
 * observation, and a parent reading "1 z 1 — Opanowane" next to "3 z 4 — za mało danych" would
 * rightly not trust either.
 */
export const MIN_TOPIC_ANSWERS = 2;

/** Whether the child's own answers in the topic point the same way as the bucket. */
function answersAgree(bucket: Bucket, answers: { correct: number; total: number }): boolean {
  if (answers.total < MIN_TOPIC_ANSWERS) return false;
  if (bucket === 'know') return 2 * answers.correct > answers.total;
  if (bucket === 'to_learn') return 2 * answers.correct < answers.total;
  return true;
}

/**
 * The bucket of the estimate `p` (standard error `se`) when the evidence supports it, else
 * "open"; `answers` are the child's own answers in the topic.
 */
export function supportedStatus(
  bucket: Bucket,
  p: number,
  se: number,
  answers: { correct: number; total: number },
): TopicStatus {
  return bucketProbability(bucket, p, se) >= BUCKET_CONFIDENCE[bucket] && answersAgree(bucket, answers)
    ? bucket
    : 'open';
}

const LEVEL_Z = normalQuantile(LEVEL_CONFIDENCE);

/** The highest level the overall estimate `p` (standard error `se`) reaches with LEVEL_CONFIDENCE. */
export function supportedLevel(p: number, se: number): DiagnosticLevel {
  return levelFor((p - LEVEL_Z * se) * 100);
}
