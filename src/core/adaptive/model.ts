/**
 * Learner model: one logistic response model shared by the product and the knowledge-tracing
 * benchmark (bench/kt replays a public dataset through exactly these functions).
 *
 *   P(correct) = σ(w · x)
 *
 * where x holds Elo-style latent terms (student ability, student-skill ability, item and skill
 * difficulty — each updated with a K that shrinks as its uncertainty falls, Klinkenberg et al.
 * 2011) and observable history terms (PFA-like log win/fail counts, recency-weighted moving
 * averages of the learner's answers in the skill and overall, the current streak). The weights
 * w start as plain Elo (ability + skill ability − difficulty) and are learned online by AdaGrad
 * from every answer, so the history terms only count as much as data says they predict.
 *
 * Every function is pure over plain serialisable objects: the caller persists StudentState
 * (per student), LearnerSkillState (per student and skill), ItemCalibration (per
 * `${templateId}#${level}`, shared), SkillCalibration (per skill, shared) and ModelWeights
 * (one shared row).
 *
 * Hints count as partial evidence: a correct answer reached after h hints has outcome
 * max(0, 1 − HINT_PENALTY·h) (1 hint → 0,75, 4+ hints → 0, i.e. as good as wrong); a wrong answer
 * is 0 whatever the hints. "Nie wiem" is a plain wrong answer (outcome 0), no guessing credit.
 */

/** Feature slots of x (the order is part of the persisted ModelWeights format). */
export const FEATURES = [
  'bias',
  'studentAbility',
  'skillAbility',
  'itemEasiness',
  'skillEasiness',
  'skillWins',
  'skillFails',
  'totalWins',
  'totalFails',
  'skillRecentFast',
  'skillRecentSlow',
  'totalRecentFast',
  'totalRecentSlow',
  'skillLast',
  'skillStreak',
  'itemSeen',
] as const;
export type FeatureName = (typeof FEATURES)[number];
const NF = FEATURES.length;
const F_BIAS = 0;
const F_STUDENT = 1;
const F_SKILL = 2;
const F_ITEM = 3;
const F_SKILL_EASY = 4;
const F_SKILL_WINS = 5;
const F_SKILL_FAILS = 6;
const F_TOTAL_WINS = 7;
const F_TOTAL_FAILS = 8;
const F_SKILL_FAST = 9;
const F_SKILL_SLOW = 10;
const F_TOTAL_FAST = 11;
const F_TOTAL_SLOW = 12;
const F_SKILL_LAST = 13;
const F_SKILL_STREAK = 14;
const F_ITEM_SEEN = 15;

/** Features whose weight each skill adjusts for itself (SkillCalibration.w, same order). */
export const SKILL_FEATURES: readonly FeatureName[] = [
  'studentAbility',
  'itemEasiness',
  'totalRecentFast',
  'skillAbility',
  'skillWins',
  'skillFails',
  'skillRecentFast',
  'skillRecentSlow',
  'skillLast',
  'skillStreak',
];
const SKILL_FEATURE_SLOTS: readonly number[] = SKILL_FEATURES.map((f) => FEATURES.indexOf(f));

export const HINT_PENALTY = 0.25;
const DAY_MS = 86_400_000;

export interface ModelConfig {
  /** Student-level Elo K at full and at zero uncertainty. */
  studentKMax: number;
  studentKMin: number;
  /** Student-skill Elo K at full and at zero uncertainty. */
  skillKMax: number;
  skillKMin: number;
  /** Each answer multiplies a learner's uncertainty by this. */
  uncertaintyDecay: number;
  /** Uncertainty regained per day without practice (forgetting, changed knowledge). */
  uncertaintyGrowthPerDay: number;
  /** Item K = itemK / (1 + count / itemHalfCount): a new item moves fast, a calibrated one barely. */
  itemK: number;
  itemHalfCount: number;
  /** Skill-difficulty prior K (same form). */
  skillCalK: number;
  skillCalHalfCount: number;
  /** AdaGrad step size of the shared weights; 0 freezes them. */
  weightRate: number;
  /** AdaGrad step size of the skill-specific win/fail weights. */
  skillWeightRate: number;
  /** Smoothing factors of the recency-weighted answer averages. */
  fastDecay: number;
  slowDecay: number;
}

/**
 * Defaults chosen on a user-level 80/20 split of the ASSISTments09 TRAIN file only
 * (`npm run bench:kt -- --data <dir> --validate`); the test file was never used for tuning.
 */
export const DEFAULT_CONFIG: Readonly<ModelConfig> = {
  studentKMax: 0.4,
  studentKMin: 0.05,
  skillKMax: 0.6,
  skillKMin: 0.1,
  uncertaintyDecay: 0.95,
  uncertaintyGrowthPerDay: 1 / 30,
  itemK: 0.4,
  itemHalfCount: 30,
  skillCalK: 0.1,
  skillCalHalfCount: 50,
  weightRate: 0.05,
  skillWeightRate: 0.1,
  fastDecay: 0.5,
  slowDecay: 0.85,
};

/** Shared logistic weights plus AdaGrad accumulators (persist as one jsonb row). */
export interface ModelWeights {
  version: 1;
  w: number[];
  /** Sum of squared gradients per weight (AdaGrad). */
  g2: number[];
  updates: number;
}

/** Per item (`${templateId}#${level}` in the product), shared by all learners. */
export interface ItemCalibration {
  difficulty: number;
  count: number;
}

/** Per skill: the typical difficulty of its items — the prior for unseen items. */
export interface SkillCalibration {
  difficulty: number;
  count: number;
  /**
   * Skill-specific additions to the shared weights of the within-skill history features
   * (SKILL_FEATURES; as in PFA, some skills are learned from practice faster than others),
   * learned by AdaGrad with accumulators g2.
   */
  w: number[];
  g2: number[];
}

/** The ability estimate and the answer history behind it, kept per student and per student and skill. */
interface AnswerHistory {
  ability: number;
  /** 1 = nothing known, 0 = fully known. */
  uncertainty: number;
  attempts: number;
  /** Outcome-weighted (hints make partial wins). */
  wins: number;
  fails: number;
  /** Recency-weighted mean of (2·outcome − 1), 0 before any answer. */
  recentFast: number;
  recentSlow: number;
  /** Epoch ms of the last answer, null before any. */
  lastAnswerAt: number | null;
}

/** Per student, across skills. */
export type StudentState = AnswerHistory;

/** Per student and skill (table learner_skill_state). */
export interface LearnerSkillState extends AnswerHistory {
  /** 2·outcome − 1 of the last answer, 0 before any. */
  last: number;
  /** Consecutive correct answers (no hints) up to now. */
  streak: number;
  /** Review scheduling (see review.ts): memory stability in days, next due date (epoch ms). */
  stability: number;
  dueAt: number | null;
  reviews: number;
  lapses: number;
}

export interface Observation {
  /** Fully right (an open task: every point of its marking scheme). */
  correct: boolean;
  /**
   * Partial credit in [0, 1] for an answer that is not fully right: an open task's points /
   * maxPoints (1 of 3 points → 1/3). The model learns from a continuous outcome, so a pupil who
   * earns the method point but not the result moves less than one who earns nothing.
   */
  partialCredit?: number;
  /** Hints opened before answering (0 when none). */
  hintsUsed?: number;
  /** Epoch ms. */
  at: number;
  /** The learner has already answered this exact item before. */
  itemSeen?: boolean;
}

export function initialWeights(): ModelWeights {
  const w = new Array<number>(NF).fill(0);
  // Start as plain Elo: ability + skill ability − item difficulty, base rate ≈ 62 %.
  w[F_BIAS] = 0.5;
  w[F_STUDENT] = 1;
  w[F_SKILL] = 1;
  w[F_ITEM] = 1;
  return { version: 1, w, g2: new Array<number>(NF).fill(1), updates: 0 };
}

export function initialStudentState(): StudentState {
  return {
    ability: 0,
    uncertainty: 1,
    attempts: 0,
    wins: 0,
    fails: 0,
    recentFast: 0,
    recentSlow: 0,
    lastAnswerAt: null,
  };
}

export function initialSkillState(): LearnerSkillState {
  return {
    ability: 0,
    uncertainty: 1,
    attempts: 0,
    wins: 0,
    fails: 0,
    recentFast: 0,
    recentSlow: 0,
    last: 0,
    streak: 0,
    lastAnswerAt: null,
    stability: 0,
    dueAt: null,
    reviews: 0,
    lapses: 0,
  };
}

export function initialSkillCalibration(): SkillCalibration {
  return {
    difficulty: 0,
    count: 0,
    w: new Array<number>(SKILL_FEATURE_SLOTS.length).fill(0),
    g2: new Array<number>(SKILL_FEATURE_SLOTS.length).fill(1),
  };
}

export function sigmoid(z: number): number {
  return 1 / (1 + Math.exp(-z));
}

/**
 * Outcome in [0, 1] credited for an answer: 1 when right, the partial credit (open tasks) or 0
 * otherwise; hints reduce it in proportion.
 */
export function outcomeOf(correct: boolean, hintsUsed = 0, partialCredit = 0): number {
  const credit = correct ? 1 : Math.min(1, Math.max(0, partialCredit));
  return credit * Math.max(0, 1 - HINT_PENALTY * Math.max(0, hintsUsed));
}

/** Everything predict/update needs about one learner facing one item. */
export interface ModelInput {
  weights: ModelWeights;
  student: StudentState;
  skill: LearnerSkillState;
  skillCalibration: SkillCalibration;
  /** Undefined for an item nobody has answered yet: its skill's typical difficulty stands in. */
  item: ItemCalibration | undefined;
}

// Reused scratch buffer: predict and update run synchronously, so one buffer is safe and keeps
// the hot path free of allocations.
const x = new Float64Array(NF);

/** What a learner's features in a skill depend on, apart from the item. */
export type SkillFeatureInput = Pick<ModelInput, 'student' | 'skill' | 'skillCalibration'>;

function fillFeatures(
  input: SkillFeatureInput,
  item: ItemCalibration | undefined,
  itemSeen: boolean,
  out: Float64Array = x,
  at = 0,
): void {
  const { student, skill, skillCalibration } = input;
  out[at + F_BIAS] = 1;
  out[at + F_STUDENT] = student.ability;
  out[at + F_SKILL] = skill.ability;
  out[at + F_ITEM] = -(item ? item.difficulty : skillCalibration.difficulty);
  out[at + F_SKILL_EASY] = -skillCalibration.difficulty;
  out[at + F_SKILL_WINS] = Math.log1p(skill.wins);
  out[at + F_SKILL_FAILS] = Math.log1p(skill.fails);
  out[at + F_TOTAL_WINS] = Math.log1p(student.wins);
  out[at + F_TOTAL_FAILS] = Math.log1p(student.fails);
  out[at + F_SKILL_FAST] = skill.recentFast;
  out[at + F_SKILL_SLOW] = skill.recentSlow;
  out[at + F_TOTAL_FAST] = student.recentFast;
  out[at + F_TOTAL_SLOW] = student.recentSlow;
  out[at + F_SKILL_LAST] = skill.last;
  out[at + F_SKILL_STREAK] = Math.log1p(skill.streak);
  out[at + F_ITEM_SEEN] = itemSeen ? 1 : 0;
}

function logit(w: readonly number[], cal: SkillCalibration, features: Float64Array = x, at = 0): number {
  let z = 0;
  for (let j = 0; j < SKILL_FEATURE_SLOTS.length; j++) z += (cal.w[j] ?? 0) * features[at + SKILL_FEATURE_SLOTS[j]!]!;
  for (let i = 0; i < NF; i++) z += (w[i] ?? 0) * features[at + i]!;
  return z;
}

/** Predicted probability that the learner answers the item correctly. */
export function predict(input: ModelInput, itemSeen = false): number {
  fillFeatures(input, input.item, itemSeen);
  return sigmoid(logit(input.weights.w, input.skillCalibration));
}

/** Slots of one row of a SkillFeatureRows. */
export const FEATURE_ROW_LENGTH = NF;

/**
 * The features of one learner in several skills, a row of FEATURE_ROW_LENGTH per skill: a policy
 * that weighs many items of a skill takes the history terms (logarithms) once per skill, not once
 * per item. Allocate with `new Float64Array(skills * FEATURE_ROW_LENGTH)`.
 */
export type SkillFeatureRows = Float64Array;

/** Fills row `row` with the learner's features in the skill of `input` (its item comes with predictInRow). */
export function fillSkillRow(rows: SkillFeatureRows, row: number, input: SkillFeatureInput): void {
  fillFeatures(input, undefined, false, rows, row * NF);
}

/**
 * predict for an item of the row's skill, equal to it to the bit: the same features summed in
 * the same order. `skillCalibration` must be the one the row was filled with.
 */
export function predictInRow(
  rows: SkillFeatureRows,
  row: number,
  weights: ModelWeights,
  skillCalibration: SkillCalibration,
  item: ItemCalibration | undefined,
): number {
  const at = row * NF;
  rows[at + F_ITEM] = -(item ? item.difficulty : skillCalibration.difficulty);
  return sigmoid(logit(weights.w, skillCalibration, rows, at));
}

/**
 * The logistic slope of the prediction with respect to the learner's skill ability — the
 * discrimination that Fisher information uses (I = a² p (1 − p)).
 */
export function abilitySlope(weights: ModelWeights): number {
  return (weights.w[F_STUDENT] ?? 0) + (weights.w[F_SKILL] ?? 0);
}

export interface UpdateOptions {
  config?: Readonly<ModelConfig>;
  /** Learn the shared weights from this answer (default true). */
  learnWeights?: boolean;
  /** Move the shared item and skill difficulties (default true; off for e.g. a replayed answer). */
  learnItems?: boolean;
}

export interface UpdateResult {
  /** The prediction made before seeing the answer. */
  p: number;
  /** The outcome credited (hints reduce it). */
  outcome: number;
  weights: ModelWeights;
  student: StudentState;
  skill: LearnerSkillState;
  item: ItemCalibration;
  skillCalibration: SkillCalibration;
}

function regainUncertainty(u: number, lastAt: number | null, at: number, perDay: number): number {
  if (lastAt === null || perDay <= 0 || at <= lastAt) return u;
  return Math.min(1, u + ((at - lastAt) / DAY_MS) * perDay);
}

/**
 * One answer: predicts first, then returns the updated states (inputs are not mutated).
 * Review scheduling fields of the skill state are carried over unchanged; review.ts updates them.
 */
export function update(input: ModelInput, obs: Observation, options: UpdateOptions = {}): UpdateResult {
  const cfg = options.config ?? DEFAULT_CONFIG;
  const { weights, student, skill, skillCalibration, item } = input;
  const seen = obs.itemSeen === true;
  fillFeatures(input, item, seen);
  const w = weights.w;
  const p = sigmoid(logit(w, skillCalibration));
  const y = outcomeOf(obs.correct, obs.hintsUsed, obs.partialCredit);
  const r = y - p;

  let nextWeights = weights;
  if (options.learnWeights !== false && cfg.weightRate > 0) {
    const nw = w.slice();
    const g2 = weights.g2.slice();
    for (let i = 0; i < NF; i++) {
      const g = r * x[i]!;
      const acc = (g2[i] ?? 1) + g * g;
      g2[i] = acc;
      nw[i] = (nw[i] ?? 0) + (cfg.weightRate * g) / Math.sqrt(acc);
    }
    nextWeights = { version: 1, w: nw, g2, updates: weights.updates + 1 };
  }

  const learnItems = options.learnItems !== false;
  const prior = skillCalibration.difficulty;
  const itemNow = item ?? { difficulty: prior, count: 0 };
  // Paired updates (Math Garden): the item moves against the learner by the same residual.
  const kItem = learnItems ? cfg.itemK / (1 + itemNow.count / cfg.itemHalfCount) : 0;
  const nextItem: ItemCalibration = {
    difficulty: itemNow.difficulty - kItem * r,
    count: itemNow.count + (learnItems ? 1 : 0),
  };
  const kSkillCal = learnItems ? cfg.skillCalK / (1 + skillCalibration.count / cfg.skillCalHalfCount) : 0;
  let sw = skillCalibration.w;
  let sg2 = skillCalibration.g2;
  if (learnItems && cfg.skillWeightRate > 0) {
    sw = sw.slice();
    sg2 = sg2.slice();
    for (let j = 0; j < SKILL_FEATURE_SLOTS.length; j++) {
      const g = r * x[SKILL_FEATURE_SLOTS[j]!]!;
      const acc = (sg2[j] ?? 1) + g * g;
      sg2[j] = acc;
      sw[j] = (sw[j] ?? 0) + (cfg.skillWeightRate * g) / Math.sqrt(acc);
    }
  }
  const nextSkillCal: SkillCalibration = {
    difficulty: prior - kSkillCal * r,
    count: skillCalibration.count + (learnItems ? 1 : 0),
    w: sw,
    g2: sg2,
  };

  const su = regainUncertainty(student.uncertainty, student.lastAnswerAt, obs.at, cfg.uncertaintyGrowthPerDay);
  const kStudent = cfg.studentKMin + (cfg.studentKMax - cfg.studentKMin) * su;
  const signed = 2 * y - 1;
  const nextStudent: StudentState = {
    ability: student.ability + kStudent * r,
    uncertainty: su * cfg.uncertaintyDecay,
    attempts: student.attempts + 1,
    wins: student.wins + y,
    fails: student.fails + (1 - y),
    recentFast: student.recentFast + cfg.fastDecay * (signed - student.recentFast),
    recentSlow: student.recentSlow + (1 - cfg.slowDecay) * (signed - student.recentSlow),
    lastAnswerAt: obs.at,
  };

  const ku = regainUncertainty(skill.uncertainty, skill.lastAnswerAt, obs.at, cfg.uncertaintyGrowthPerDay);
  const kSkill = cfg.skillKMin + (cfg.skillKMax - cfg.skillKMin) * ku;
  const nextSkill: LearnerSkillState = {
    ability: skill.ability + kSkill * r,
    uncertainty: ku * cfg.uncertaintyDecay,
    attempts: skill.attempts + 1,
    wins: skill.wins + y,
    fails: skill.fails + (1 - y),
    recentFast: skill.recentFast + cfg.fastDecay * (signed - skill.recentFast),
    recentSlow: skill.recentSlow + (1 - cfg.slowDecay) * (signed - skill.recentSlow),
    last: signed,
    streak: y >= 1 ? skill.streak + 1 : 0,
    lastAnswerAt: obs.at,
    stability: skill.stability,
    dueAt: skill.dueAt,
    reviews: skill.reviews,
    lapses: skill.lapses,
  };

  return {
    p,
    outcome: y,
    weights: nextWeights,
    student: nextStudent,
    skill: nextSkill,
    item: nextItem,
    skillCalibration: nextSkillCal,
  };
}

/** Item key used by the product for item calibration rows. */
export function itemKey(templateId: string, level: number): string {
  return `${templateId}#${level}`;
}
