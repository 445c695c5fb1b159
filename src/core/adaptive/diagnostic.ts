/**
 * Adaptive diagnostic (computerised adaptive test) over the skill graph.
 *
 * Measurement model: a child's ability on skill s is
 *   θ_s = θ_g + mean(δ_a over the topics of s) + γ·(child grade − grade of s) + ε_s
 * with Gaussian priors on the general ability θ_g, the topic effects δ_a and the skill effects
 * ε_s, and P(correct on item i of s) = σ(θ_s − d_i). After each answer the posterior mode and
 * its covariance (Laplace) are found by Newton's method. The general ability's prior is centred
 * on the practice model's base rate, so a child neither model has seen answer yet is the average
 * child in both. The next item is the one with maximal Fisher information p(1 − p) at the
 * current estimate, within the topic furthest below its share of the test. Topic percentages
 * are the model's expected success on a typical (level 2) item of each skill, averaged over the
 * topic's skills — so one lucky answer does not make a topic "known", and topics shrink towards
 * the child's overall level while evidence is thin.
 *
 * "Nie wiem" is a wrong answer (outcome 0) and nothing else: no guessing credit.
 */
import { GRADES, type Goal, type Grade } from '../curriculum/student-profile.ts';
import type { Rng } from '../math/random.ts';
import { supportedLevel, supportedStatus, type TopicStatus } from './diagnostic-evidence.ts';
import { diagnosticRecommendations } from './diagnostic-recommendations.ts';
import { bucketFor, LEVEL_TEXT, toPercent, type DiagnosticLevel } from './mastery.ts';
import {
  initialSkillState,
  initialStudentState,
  initialWeights,
  type LearnerSkillState,
  type StudentState,
} from './model.ts';

export interface DiagnosticPlan {
  questionCount: number;
  timeLimitSeconds: number;
}

/** Spec section 9: default 14 questions / 15 min; grade 5: 12 / 12 min; 1LO: 16 / 18 min. */
export function diagnosticPlan(grade: Grade): DiagnosticPlan {
  if (grade === '5') return { questionCount: 12, timeLimitSeconds: 12 * 60 };
  if (grade === '1LO') return { questionCount: 16, timeLimitSeconds: 18 * 60 };
  return { questionCount: 14, timeLimitSeconds: 15 * 60 };
}

/** Parent-facing topics: the spec's difficulty areas plus numbers & operations for the rest. */
export type TopicId = 'numbers' | 'fractions_powers' | 'proportions' | 'linear_equations' | 'functions' | 'geometry';
export const TOPICS: readonly TopicId[] = [
  'numbers',
  'fractions_powers',
  'proportions',
  'linear_equations',
  'functions',
  'geometry',
];
export const TOPIC_NAMES: Readonly<Record<TopicId, string>> = {
  numbers: 'Liczby i działania',
  fractions_powers: 'Ułamki, potęgi i pierwiastki',
  proportions: 'Proporcje i procenty',
  linear_equations: 'Wyrażenia i równania',
  functions: 'Funkcje i wykresy',
  geometry: 'Geometria',
};

/** A skill as the diagnostic needs it (the server maps src/core/curriculum/skills.ts to this). */
export interface DiagnosticSkill {
  id: string;
  /** Polish name, used in recommendations. */
  name: string;
  grade: Grade;
  prerequisites: readonly string[];
  /** Spec difficulty areas of the skill; empty → 'numbers'. */
  areas: readonly string[];
}

/** One askable item: a template at a level, with its calibrated difficulty. */
export interface DiagnosticItem {
  templateId: string;
  level: number;
  skillId: string;
  difficulty: number;
}

export interface DiagnosticAnswer {
  item: DiagnosticItem;
  correct: boolean;
  /** "Nie wiem" — counted as a wrong answer. Items left unanswered at the time limit count the same. */
  dontKnow?: boolean;
}

/** Difficulty of a never-answered item at a level, relative to its skill's typical item. */
export function defaultLevelOffset(level: number): number {
  return level <= 1 ? -1 : level >= 3 ? 1 : 0;
}

/**
 * Candidates from the template registry: every template at levels 1–3, difficulty from the
 * item's calibration, else its skill's calibrated difficulty shifted by the level.
 */
export function diagnosticCandidates(
  templates: readonly { id: string; skillId: string }[],
  itemDifficulty: (templateId: string, level: number) => number | undefined,
  skillDifficulty: (skillId: string) => number | undefined,
  levels: readonly number[] = [1, 2, 3],
): DiagnosticItem[] {
  const out: DiagnosticItem[] = [];
  for (const t of templates) {
    for (const level of levels) {
      const d = itemDifficulty(t.id, level) ?? (skillDifficulty(t.skillId) ?? 0) + defaultLevelOffset(level);
      out.push({ templateId: t.id, level, skillId: t.skillId, difficulty: d });
    }
  }
  return out;
}

/** Per skill, the mean difficulty of its medium (level 2) items, else of all its items. */
export function typicalDifficulties(candidates: readonly DiagnosticItem[]): Record<string, number> {
  const acc = new Map<string, { mid: number; midN: number; all: number; allN: number }>();
  for (const c of candidates) {
    const a = acc.get(c.skillId) ?? { mid: 0, midN: 0, all: 0, allN: 0 };
    a.all += c.difficulty;
    a.allN++;
    if (c.level === 2) {
      a.mid += c.difficulty;
      a.midN++;
    }
    acc.set(c.skillId, a);
  }
  const out: Record<string, number> = {};
  for (const [id, a] of acc) out[id] = a.midN > 0 ? a.mid / a.midN : a.all / a.allN;
  return out;
}

/** The practice model predicts σ(bias + student + skill − d); the diagnostic's θ_s absorbs the bias. */
const PRACTICE_BIAS = initialWeights().w[0] ?? 0;

export const PRIOR = {
  /**
   * Prior mean of the general ability: the practice model's bias. Item difficulties are
   * calibrated against that model, so on their scale the average child sits at the bias, not at
   * 0. Centring here keeps both models agreeing on a child neither has seen answer yet: the
   * seeded student ability of an empty test is 0, the practice model's own prior.
   */
  generalMean: PRACTICE_BIAS,
  /** Prior sd of the general ability. */
  general: 1.2,
  /** Prior sd of a topic's deviation from the general ability. */
  topic: 0.7,
  /** Prior sd of a skill's deviation from its topics. */
  skill: 0.5,
  /** Logits of extra ability per school year since the skill was introduced. */
  perYear: 0.3,
} as const;

export function gradeIndex(grade: Grade): number {
  return GRADES.indexOf(grade);
}

export function topicsOf(skill: DiagnosticSkill): TopicId[] {
  const t = skill.areas.filter((a): a is TopicId => (TOPICS as readonly string[]).includes(a));
  return t.length > 0 ? t : ['numbers'];
}

/** Skills introduced at or before the grade. */
export function skillsForGrade(skills: readonly DiagnosticSkill[], grade: Grade): DiagnosticSkill[] {
  const g = gradeIndex(grade);
  return skills.filter((s) => gradeIndex(s.grade) <= g);
}

/** How many skills of the grade build on each skill, directly or not (its weight in the curriculum). */
export function dependentCounts(skills: readonly DiagnosticSkill[]): Map<string, number> {
  const children = new Map<string, string[]>();
  for (const s of skills) for (const p of s.prerequisites) children.set(p, [...(children.get(p) ?? []), s.id]);
  const out = new Map<string, number>();
  for (const s of skills) {
    const seen = new Set<string>();
    const stack = [...(children.get(s.id) ?? [])];
    while (stack.length > 0) {
      const c = stack.pop()!;
      if (seen.has(c)) continue;
      seen.add(c);
      stack.push(...(children.get(c) ?? []));
    }
    out.set(s.id, seen.size);
  }
  return out;
}

/** Questions per topic: proportional to the topic's skills in the grade, at least one each. */
export function topicQuotas(skills: readonly DiagnosticSkill[], questionCount: number): Map<TopicId, number> {
  const weight = new Map<TopicId, number>();
  for (const s of skills) {
    const ts = topicsOf(s);
    for (const t of ts) weight.set(t, (weight.get(t) ?? 0) + 1 / ts.length);
  }
  const total = [...weight.values()].reduce((a, b) => a + b, 0);
  const quotas = new Map<TopicId, number>();
  for (const [t, w] of weight) quotas.set(t, Math.max(1, (questionCount * w) / total));
  return quotas;
}

// ---------------------------------------------------------------------------------------------
// Estimation

interface Model {
  skills: Map<string, DiagnosticSkill>;
  topics: TopicId[];
  childGrade: number;
}

interface GradeModel extends Model {
  quotas: Map<TopicId, number>;
  dependents: Map<string, number>;
}

// The skill list is static data; derived per-grade structures are memoised by its identity.
const modelCache = new WeakMap<readonly DiagnosticSkill[], Map<Grade, GradeModel>>();

function buildModel(skills: readonly DiagnosticSkill[], grade: Grade): GradeModel {
  let byGrade = modelCache.get(skills);
  if (!byGrade) {
    byGrade = new Map();
    modelCache.set(skills, byGrade);
  }
  const cached = byGrade.get(grade);
  if (cached) return cached;
  const model = buildModelUncached(skills, grade);
  byGrade.set(grade, model);
  return model;
}

function buildModelUncached(skills: readonly DiagnosticSkill[], grade: Grade): GradeModel {
  const inGrade = skillsForGrade(skills, grade);
  const topicSet = new Set<TopicId>();
  for (const s of inGrade) for (const t of topicsOf(s)) topicSet.add(t);
  return {
    skills: new Map(inGrade.map((s) => [s.id, s])),
    topics: TOPICS.filter((t) => topicSet.has(t)),
    childGrade: gradeIndex(grade),
    quotas: topicQuotas(inGrade, diagnosticPlan(grade).questionCount),
    dependents: dependentCounts(inGrade),
  };
}

export interface AbilityEstimate {
  /** Posterior mean and variance of each in-grade skill's ability θ_s. */
  skills: Map<string, { mean: number; variance: number }>;
  general: { mean: number; variance: number };
}

function solve(a: number[][], b: number[]): number[] {
  // Gauss–Jordan on a small symmetric positive definite system.
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[piv]![c]!)) piv = r;
    [m[c], m[piv]] = [m[piv]!, m[c]!];
    const d = m[c]![c]!;
    for (let k = c; k <= n; k++) m[c]![k]! /= d;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]!;
      if (f === 0) continue;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row) => row[n]!);
}

function invert(a: number[][]): number[][] {
  // Gauss–Jordan on [A | I].
  const n = a.length;
  const m = a.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[piv]![c]!)) piv = r;
    [m[c], m[piv]] = [m[piv]!, m[c]!];
    const d = m[c]![c]!;
    for (let k = c; k < 2 * n; k++) m[c]![k]! /= d;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]!;
      if (f === 0) continue;
      for (let k = c; k < 2 * n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row) => row.slice(n));
}

const sigma = (z: number): number => 1 / (1 + Math.exp(-z));

interface Posterior extends AbilityEstimate {
  /** Posterior covariance of the parameters (general, topics, asked skills). */
  cov: number[][] | undefined;
  /** How a skill's ability loads on the parameters; `own` when its skill effect is a parameter. */
  loading: (skillId: string) => { idx: number[]; w: number[]; offset: number; own: boolean };
}

function estimate(model: Model, answers: readonly DiagnosticAnswer[], withVariance = true): Posterior {
  const answeredSkills = [...new Set(answers.map((a) => a.item.skillId))].filter((id) => model.skills.has(id));
  const nT = model.topics.length;
  const n = 1 + nT + answeredSkills.length;
  const topicIndex = new Map(model.topics.map((t, i) => [t, 1 + i]));
  const skillParam = new Map(answeredSkills.map((id, i) => [id, 1 + nT + i]));
  const priorPrecision = [
    1 / PRIOR.general ** 2,
    ...model.topics.map(() => 1 / PRIOR.topic ** 2),
    ...answeredSkills.map(() => 1 / PRIOR.skill ** 2),
  ];
  const priorMean = new Array<number>(n).fill(0);
  priorMean[0] = PRIOR.generalMean;
  const loading = (skillId: string): { idx: number[]; w: number[]; offset: number; own: boolean } => {
    const s = model.skills.get(skillId)!;
    const ts = topicsOf(s).filter((t) => topicIndex.has(t));
    const idx = [0, ...ts.map((t) => topicIndex.get(t)!)];
    const w = [1, ...ts.map(() => 1 / ts.length)];
    const sp = skillParam.get(skillId);
    if (sp !== undefined) {
      idx.push(sp);
      w.push(1);
    }
    return { idx, w, offset: PRIOR.perYear * (model.childGrade - gradeIndex(s.grade)), own: sp !== undefined };
  };
  const obs = answers
    .filter((a) => model.skills.has(a.item.skillId))
    .map((a) => ({ ...loading(a.item.skillId), d: a.item.difficulty, y: a.correct && !a.dontKnow ? 1 : 0 }));

  const theta = [...priorMean];
  let hessian: number[][] = [];
  for (let iter = 0; iter < 25; iter++) {
    const grad = theta.map((t, i) => -priorPrecision[i]! * (t - priorMean[i]!));
    hessian = Array.from({ length: n }, (_, i) =>
      Array.from({ length: n }, (_, j) => (i === j ? priorPrecision[i]! : 0)),
    );
    for (const o of obs) {
      let z = o.offset - o.d;
      for (let k = 0; k < o.idx.length; k++) z += o.w[k]! * theta[o.idx[k]!]!;
      const p = sigma(z);
      const info = p * (1 - p);
      for (let a = 0; a < o.idx.length; a++) {
        grad[o.idx[a]!]! += (o.y - p) * o.w[a]!;
        for (let b = 0; b < o.idx.length; b++) hessian[o.idx[a]!]![o.idx[b]!]! += info * o.w[a]! * o.w[b]!;
      }
    }
    const step = solve(hessian, grad);
    let size = 0;
    for (let i = 0; i < n; i++) {
      theta[i]! += step[i]!;
      size = Math.max(size, Math.abs(step[i]!));
    }
    if (size < 1e-6) break;
  }
  const cov = withVariance ? invert(hessian) : undefined;
  const skills = new Map<string, { mean: number; variance: number }>();
  for (const id of model.skills.keys()) {
    const l = loading(id);
    let mean = l.offset;
    let variance = skillParam.has(id) ? 0 : PRIOR.skill ** 2;
    for (let a = 0; a < l.idx.length; a++) {
      mean += l.w[a]! * theta[l.idx[a]!]!;
      if (cov) for (let b = 0; b < l.idx.length; b++) variance += l.w[a]! * l.w[b]! * cov[l.idx[a]!]![l.idx[b]!]!;
    }
    skills.set(id, { mean, variance });
  }
  return { skills, general: { mean: theta[0]!, variance: cov ? cov[0]![0]! : Number.NaN }, cov, loading };
}

/** Posterior abilities given the answers so far (exported for tests and the simulation). */
export function estimateAbilities(
  skills: readonly DiagnosticSkill[],
  grade: Grade,
  answers: readonly DiagnosticAnswer[],
): AbilityEstimate {
  const { skills: bySkill, general } = estimate(buildModel(skills, grade), answers);
  return { skills: bySkill, general };
}

/** Expected success probability under a normal posterior (probit approximation). */
function expectedSuccess(mean: number, variance: number, difficulty: number): number {
  return sigma((mean - difficulty) / Math.sqrt(1 + (Math.PI * variance) / 8));
}

// ---------------------------------------------------------------------------------------------
// Item selection

export interface NextItemInput {
  grade: Grade;
  skills: readonly DiagnosticSkill[];
  answeredSoFar: readonly DiagnosticAnswer[];
  /** All askable items (every template × level of the registry with its calibrated difficulty). */
  candidates: readonly DiagnosticItem[];
  rng: Rng;
  /** Precomputed estimate for answeredSoFar (optional; computed when absent). */
  abilities?: AbilityEstimate;
}

/**
 * The next item: in the topic furthest below its share of the test, among items of skills
 * not asked yet (or asked least), the one with the most Fisher information at the current
 * estimate, slightly favouring skills much of the grade builds on. Never repeats a template.
 * Returns undefined when nothing askable is left.
 */
export function nextDiagnosticItem(input: NextItemInput): DiagnosticItem | undefined {
  const model = buildModel(input.skills, input.grade);
  const usedTemplates = new Set(input.answeredSoFar.map((a) => a.item.templateId));
  const pool = input.candidates.filter((c) => model.skills.has(c.skillId) && !usedTemplates.has(c.templateId));
  if (pool.length === 0) return undefined;
  const quotas = model.quotas;
  const asked = new Map<TopicId, number>();
  const askedSkills = new Map<string, number>();
  for (const a of input.answeredSoFar) {
    const s = model.skills.get(a.item.skillId);
    if (!s) continue;
    askedSkills.set(s.id, (askedSkills.get(s.id) ?? 0) + 1);
    const ts = topicsOf(s);
    for (const t of ts) asked.set(t, (asked.get(t) ?? 0) + 1 / ts.length);
  }
  const poolTopics = new Set<TopicId>();
  for (const c of pool) for (const t of topicsOf(model.skills.get(c.skillId)!)) poolTopics.add(t);
  // Topic furthest below its quota; random among ties so children see different orders.
  let best: TopicId[] = [];
  let bestDeficit = -Infinity;
  for (const [t, q] of quotas) {
    if (!poolTopics.has(t)) continue;
    const deficit = (q - (asked.get(t) ?? 0)) / q;
    if (deficit > bestDeficit + 1e-9) {
      best = [t];
      bestDeficit = deficit;
    } else if (Math.abs(deficit - bestDeficit) <= 1e-9) best.push(t);
  }
  const topic = best.length > 0 ? input.rng.pick(best) : undefined;
  const inTopic = topic ? pool.filter((c) => topicsOf(model.skills.get(c.skillId)!).includes(topic)) : pool;
  const fewest = Math.min(...inTopic.map((c) => askedSkills.get(c.skillId) ?? 0));
  const fresh = inTopic.filter((c) => (askedSkills.get(c.skillId) ?? 0) === fewest);

  const est = input.abilities ?? estimate(model, input.answeredSoFar, false);
  const deps = model.dependents;
  let choice: DiagnosticItem | undefined;
  let bestScore = -Infinity;
  for (const c of input.rng.shuffle(fresh)) {
    const s = est.skills.get(c.skillId)!;
    const p = sigma(s.mean - c.difficulty);
    const score = p * (1 - p) * (1 + 0.05 * Math.log1p(deps.get(c.skillId) ?? 0));
    if (score > bestScore) {
      bestScore = score;
      choice = c;
    }
  }
  return choice;
}

/** Fisher information of an item at an ability (the selection criterion, exported for tests). */
export function itemInformation(ability: number, difficulty: number): number {
  const p = sigma(ability - difficulty);
  return p * (1 - p);
}

// ---------------------------------------------------------------------------------------------
// Result

export interface TopicResult {
  topicId: TopicId;
  name: string;
  /** Answers in this topic (a skill in two topics counts in both). */
  correct: number;
  total: number;
  /** Model estimate, whole percent. */
  percentage: number;
  /** The estimate's bucket where the answers support it, else "open" (see diagnostic-evidence.ts). */
  bucket: TopicStatus;
}

export interface DiagnosticResult {
  /** Model estimate over all skills of the grade, whole percent. */
  score: number;
  /** Plain share of correct answers, whole percent. */
  rawPercent: number;
  /** The highest level the answers support (a lower bound, not the estimate's level). */
  level: DiagnosticLevel;
  levelName: string;
  levelMessage: string;
  topics: TopicResult[];
  counts: Record<TopicStatus, number>;
  /** Up to 4 Polish recommendations, each naming what to do next. */
  recommendations: string[];
  /** Model estimate per skill of the grade, whole percent. */
  skillPercent: Record<string, number>;
  /** Learner-model states to store, so the first practice starts at the right place. */
  seed: {
    student: StudentState;
    skills: Record<string, LearnerSkillState>;
    /** Mastery to store per skill (probability); an open topic's skills stay below "know". */
    mastery: Record<string, number>;
  };
}

export interface DiagnosticResultInput {
  grade: Grade;
  /** The parent's goal for the child (recommendations name it); none → no goal sentence. */
  goal?: Goal;
  skills: readonly DiagnosticSkill[];
  answers: readonly DiagnosticAnswer[];
  /** Typical (level 2) item difficulty per skill (see typicalDifficulties); 0 where missing. */
  typicalDifficulty: Readonly<Record<string, number | undefined>>;
  /** Epoch ms at the end of the test (stamps the seeded states). */
  at: number;
}

/** Mastery an open topic's skills are stored with at most: below "know", so none shows as mastered. */
export const OPEN_TOPIC_SEED_MASTERY = 0.7;

/**
 * Standard error of the mean true success over `ids` (probability scale), by the delta method on
 * the Laplace posterior: the gradient of the mean of σ(θ_s − d_s) at the posterior mode, through
 * the parameters' covariance, plus the prior variance of the skill effects no answer touched.
 */
function meanSuccessStdError(
  post: Posterior,
  ids: readonly string[],
  typical: Readonly<Record<string, number | undefined>>,
): number {
  const cov = post.cov ?? [];
  const grad = new Array<number>(cov.length).fill(0);
  let variance = 0;
  for (const id of ids) {
    const p = sigma(post.skills.get(id)!.mean - (typical[id] ?? 0));
    const g = (p * (1 - p)) / ids.length;
    const l = post.loading(id);
    for (let a = 0; a < l.idx.length; a++) grad[l.idx[a]!]! += g * l.w[a]!;
    if (!l.own) variance += (g * PRIOR.skill) ** 2;
  }
  for (let i = 0; i < grad.length; i++)
    for (let j = 0; j < grad.length; j++) variance += grad[i]! * cov[i]![j]! * grad[j]!;
  return Math.sqrt(Math.max(0, variance));
}

export function diagnosticResult(input: DiagnosticResultInput): DiagnosticResult {
  const model = buildModel(input.skills, input.grade);
  const post = estimate(model, input.answers);
  const skillP = new Map<string, number>();
  for (const [id, e] of post.skills)
    skillP.set(id, expectedSuccess(e.mean, e.variance, input.typicalDifficulty[id] ?? 0));
  const meanP = (ids: readonly string[]): number =>
    ids.reduce((acc, id) => acc + skillP.get(id)!, 0) / Math.max(1, ids.length);
  const correctOf = (answers: readonly DiagnosticAnswer[]): number =>
    answers.filter((a) => a.correct && !a.dontKnow).length;

  const topics: TopicResult[] = [];
  for (const t of model.topics) {
    const ids = [...model.skills.values()].filter((s) => topicsOf(s).includes(t)).map((s) => s.id);
    const mean = meanP(ids);
    const inTopic = input.answers.filter((a) => {
      const s = model.skills.get(a.item.skillId);
      return s !== undefined && topicsOf(s).includes(t);
    });
    const percentage = toPercent(mean);
    const se = meanSuccessStdError(post, ids, input.typicalDifficulty);
    const answers = { correct: correctOf(inTopic), total: inTopic.length };
    topics.push({
      topicId: t,
      name: TOPIC_NAMES[t],
      ...answers,
      percentage,
      bucket: supportedStatus(bucketFor(percentage), mean, se, answers),
    });
  }
  const counts: Record<TopicStatus, number> = { know: 0, in_progress: 0, to_learn: 0, open: 0 };
  for (const t of topics) counts[t.bucket]++;
  const allIds = [...skillP.keys()];
  const overall = meanP(allIds);
  const answered = input.answers.length;
  const rawPercent = toPercent(answered === 0 ? 0 : correctOf(input.answers) / answered);
  const level = supportedLevel(overall, meanSuccessStdError(post, allIds, input.typicalDifficulty));

  const skillPercent: Record<string, number> = {};
  for (const [id, p] of skillP) skillPercent[id] = toPercent(p);
  const openTopics = new Set(topics.filter((t) => t.bucket === 'open').map((t) => t.topicId));
  const inOpenTopic = (id: string): boolean => topicsOf(model.skills.get(id)!).some((t) => openTopics.has(t));

  return {
    score: toPercent(overall),
    rawPercent,
    level,
    levelName: LEVEL_TEXT[level].name,
    levelMessage: LEVEL_TEXT[level].message,
    topics,
    counts,
    recommendations: diagnosticRecommendations({
      grade: input.grade,
      goal: input.goal,
      skills: [...model.skills.values()].map((s) => ({ ...s, topics: topicsOf(s) })),
      topics,
      mastery: skillP,
    }),
    skillPercent,
    seed: seedStates(post, input, skillP, inOpenTopic),
  };
}

function seedStates(
  est: AbilityEstimate,
  input: DiagnosticResultInput,
  skillP: ReadonlyMap<string, number>,
  inOpenTopic: (skillId: string) => boolean,
): DiagnosticResult['seed'] {
  const { answers, at } = input;
  // The practice model predicts σ(bias + student + skill − d); the diagnostic σ(θ_s − d).
  const bias = PRACTICE_BIAS;
  const general = est.general.mean - bias;
  const wins = answers.filter((a) => a.correct && !a.dontKnow).length;
  const student: StudentState = {
    ...initialStudentState(),
    ability: general,
    uncertainty: Math.min(1, est.general.variance / PRIOR.general ** 2),
    attempts: answers.length,
    wins,
    fails: answers.length - wins,
    lastAnswerAt: answers.length > 0 ? at : null,
  };
  const skills: Record<string, LearnerSkillState> = {};
  const mastery: Record<string, number> = {};
  for (const [id, e] of est.skills) {
    const own = answers.filter((a) => a.item.skillId === id);
    const w = own.filter((a) => a.correct && !a.dontKnow).length;
    // A topic the answers could not place is not stored as known (the mastery parents see).
    // The model state keeps the posterior with its uncertainty, which practice answers correct.
    const capped = inOpenTopic(id) && skillP.get(id)! > OPEN_TOPIC_SEED_MASTERY;
    // The practice model keeps the general level in the student state and the skill's deviation
    // from it in the skill state, so the skill's uncertainty is measured against the deviation's
    // prior: after a short test a skill's own level is still largely open, and practice answers
    // should correct what the diagnostic only inferred from the topic and the general level.
    const priorVar = PRIOR.topic ** 2 + PRIOR.skill ** 2;
    skills[id] = {
      ...initialSkillState(),
      ability: e.mean - bias - general,
      uncertainty: Math.min(1, e.variance / priorVar),
      attempts: own.length,
      wins: w,
      fails: own.length - w,
      lastAnswerAt: own.length > 0 ? at : null,
    };
    mastery[id] = capped ? Math.min(skillP.get(id)!, OPEN_TOPIC_SEED_MASTERY) : skillP.get(id)!;
  }
  return { student, skills, mastery };
}
