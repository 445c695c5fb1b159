/**
 * Simulated learners, shared by the policy tests (practice.sim.test.ts) and `npm run bench:sim`.
 * Pure: every random draw comes from the Rng passed in.
 *
 * World: every template has a true difficulty per level; the product only sees calibrated
 * (noisy) difficulties, as if a population had already answered the items.
 *
 * Child: a true ability per skill —
 *   general level + topic strengths + years since the skill was taught (a child-specific rate)
 *   + a skill effect that inherits from the skill's prerequisites (so related skills correlate)
 * — answering an item with P = guess + (1 − guess − slip)·σ(θ_s − d). The generating process
 * deliberately differs from the diagnostic's prior and from the practice model (different
 * spreads, prerequisite inheritance, per-child year rate, slip and guessing), so neither is
 * simply handed the truth.
 *
 * Practice: 20-minute sessions a few days apart. Each answer teaches a little: the true ability
 * rises by rate·4p(1 − p) (p the child's true chance on that item: most from items the child
 * can just about do, little from trivial or hopeless ones), scaled by how well the skill's
 * prerequisites are held (a skill built on missing foundations is hard to learn). What was
 * learned fades between sessions along a power forgetting curve whose stability grows with
 * spaced practice. Abilities the child brought from school do not fade.
 */
import type { Goal, Grade } from '../curriculum/student-profile.ts';
import type { Rng } from '../math/random.ts';
import {
  diagnosticPlan,
  diagnosticResult,
  gradeIndex,
  nextDiagnosticItem,
  skillsForGrade,
  topicsOf,
  typicalDifficulties,
  type DiagnosticAnswer,
  type DiagnosticItem,
  type DiagnosticSkill,
  type TopicId,
} from './diagnostic.ts';
import { recordAnswer } from './learner.ts';
import { bucketFor, toPercent, type Bucket } from './mastery.ts';
import {
  initialSkillCalibration,
  initialSkillState,
  initialStudentState,
  initialWeights,
  predict,
  type ItemCalibration,
  type LearnerSkillState,
  type ModelWeights,
  type SkillCalibration,
  type StudentState,
} from './model.ts';
import {
  OPEN_CHECK_WINDOW,
  nextPracticeItem,
  openTopicsAfterDiagnostic,
  type PracticeChoice,
  type PracticeItem,
} from './practice.ts';
import { neighbourIndex, type Neighbours } from './propagation.ts';

export const SIM = {
  meanAbility: 0.5,
  general: 1.0,
  topic: 0.6,
  skill: 0.55,
  inherit: 0.4,
  perYearMean: 0.3,
  perYearSd: 0.15,
  skillDifficultySd: 0.5,
  templateSd: 0.25,
  calibrationNoise: 0.2,
  guess: 0.1,
  slip: 0.05,
} as const;

const DAY_MS = 86_400_000;
/** Calibration count given to the simulated population's item estimates (well calibrated, still movable). */
const CALIBRATED_COUNT = 50;

export function gaussian(rng: Rng): number {
  const u = Math.max(1e-12, rng.next());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
}

const sigma = (z: number): number => 1 / (1 + Math.exp(-z));
const itemKeyOf = (templateId: string, level: number): string => `${templateId}#${level}`;

export interface World {
  skills: DiagnosticSkill[];
  /** True difficulty per item key `${templateId}#${level}`. */
  trueDifficulty: Map<string, number>;
  /** True typical (level 2) difficulty per skill. */
  trueTypical: Map<string, number>;
  /** What the diagnostic is given: calibrated (noisy) difficulties. */
  candidates: DiagnosticItem[];
  typical: Record<string, number>;
  /** Practice items (every template × level) and the calibrations the practice model is given. */
  items: PracticeItem[];
  itemCalibrations: Record<string, ItemCalibration>;
  skillCalibrations: Record<string, SkillCalibration>;
  /** Typical (level 2) item calibration per skill, for mastery. */
  typicalItems: Record<string, ItemCalibration>;
  neighbours: ReadonlyMap<string, Neighbours>;
}

export function buildWorld(
  skills: readonly DiagnosticSkill[],
  templates: readonly { id: string; skillId: string }[],
  rng: Rng,
): World {
  const known = new Set(skills.map((s) => s.id));
  const base = new Map(skills.map((s) => [s.id, SIM.skillDifficultySd * gaussian(rng)]));
  const trueDifficulty = new Map<string, number>();
  const candidates: DiagnosticItem[] = [];
  const trueTypicalAcc = new Map<string, number[]>();
  for (const t of templates) {
    if (!known.has(t.skillId)) continue;
    const tOffset = SIM.templateSd * gaussian(rng);
    for (const level of [1, 2, 3]) {
      const d = base.get(t.skillId)! + tOffset + (level - 2);
      trueDifficulty.set(itemKeyOf(t.id, level), d);
      candidates.push({
        templateId: t.id,
        level,
        skillId: t.skillId,
        difficulty: d + SIM.calibrationNoise * gaussian(rng),
      });
      if (level === 2) trueTypicalAcc.set(t.skillId, [...(trueTypicalAcc.get(t.skillId) ?? []), d]);
    }
  }
  const trueTypical = new Map<string, number>();
  for (const s of skills) {
    const list = trueTypicalAcc.get(s.id);
    trueTypical.set(s.id, list ? list.reduce((a, b) => a + b, 0) / list.length : base.get(s.id)!);
  }
  // Skills without templates are still part of a topic; their typical item is the skill base.
  const typical = typicalDifficulties(candidates);
  for (const s of skills) if (typical[s.id] === undefined) typical[s.id] = base.get(s.id)!;

  const items: PracticeItem[] = candidates.map((c) => ({
    templateId: c.templateId,
    level: c.level,
    skillId: c.skillId,
  }));
  const itemCalibrations: Record<string, ItemCalibration> = {};
  for (const c of candidates)
    itemCalibrations[itemKeyOf(c.templateId, c.level)] = { difficulty: c.difficulty, count: CALIBRATED_COUNT };
  const skillCalibrations: Record<string, SkillCalibration> = {};
  const typicalItems: Record<string, ItemCalibration> = {};
  for (const s of skills) {
    skillCalibrations[s.id] = { ...initialSkillCalibration(), difficulty: typical[s.id]!, count: CALIBRATED_COUNT };
    typicalItems[s.id] = { difficulty: typical[s.id]!, count: CALIBRATED_COUNT };
  }
  return {
    skills: [...skills],
    trueDifficulty,
    trueTypical,
    candidates,
    typical,
    items,
    itemCalibrations,
    skillCalibrations,
    typicalItems,
    neighbours: neighbourIndex(skills),
  };
}

export interface Child {
  grade: Grade;
  /** True ability per skill (practice changes it). */
  ability: Map<string, number>;
}

export interface DrawChildOptions {
  /** Fix the child's general level (logits) instead of drawing it: weak / average / strong children. */
  general?: number;
}

export function drawChild(world: World, grade: Grade, rng: Rng, options: DrawChildOptions = {}): Child {
  const drawn = SIM.meanAbility + SIM.general * gaussian(rng);
  const g = options.general ?? drawn;
  const perYear = SIM.perYearMean + SIM.perYearSd * gaussian(rng);
  const topicEffect = new Map<string, number>();
  const effect = new Map<string, number>();
  const byId = new Map(world.skills.map((s) => [s.id, s]));
  const skillEffect = (id: string): number => {
    const have = effect.get(id);
    if (have !== undefined) return have;
    const s = byId.get(id)!;
    const pre = s.prerequisites.filter((p) => byId.has(p));
    const inherited = pre.length > 0 ? pre.reduce((a, p) => a + skillEffect(p), 0) / pre.length : 0;
    const e = SIM.inherit * inherited + SIM.skill * gaussian(rng);
    effect.set(id, e);
    return e;
  };
  const ability = new Map<string, number>();
  const gi = gradeIndex(grade);
  for (const s of world.skills) {
    const ts = topicsOf(s);
    let t = 0;
    for (const topic of ts) {
      if (!topicEffect.has(topic)) topicEffect.set(topic, SIM.topic * gaussian(rng));
      t += topicEffect.get(topic)! / ts.length;
    }
    ability.set(s.id, g + t + perYear * (gi - gradeIndex(s.grade)) + skillEffect(s.id));
  }
  return { grade, ability };
}

/** The child's true chance of answering an item correctly. */
export function successProbability(world: World, child: Child, item: PracticeItem): number {
  const d = world.trueDifficulty.get(itemKeyOf(item.templateId, item.level))!;
  return SIM.guess + (1 - SIM.guess - SIM.slip) * sigma(child.ability.get(item.skillId)! - d);
}

/** True chance on a typical (level 2) item of the skill — the quantity buckets and mastery describe. */
export function trueMastery(world: World, child: Child, skillId: string): number {
  return sigma(child.ability.get(skillId)! - world.trueTypical.get(skillId)!);
}

export function respond(world: World, child: Child, item: DiagnosticItem, rng: Rng): DiagnosticAnswer {
  const p = successProbability(world, child, item);
  const correct = rng.next() < p;
  // A child who is lost says "nie wiem" instead of guessing; it is scored as wrong either way.
  return { item, correct, dontKnow: !correct && p < 0.3 };
}

export function trueTopicBuckets(world: World, child: Child): Map<TopicId, Bucket> {
  const inGrade = skillsForGrade(world.skills, child.grade);
  const acc = new Map<TopicId, number[]>();
  for (const s of inGrade) {
    const p = trueMastery(world, child, s.id);
    for (const t of topicsOf(s)) acc.set(t, [...(acc.get(t) ?? []), p]);
  }
  const out = new Map<TopicId, Bucket>();
  for (const [t, ps] of acc) out.set(t, bucketFor(toPercent(ps.reduce((a, b) => a + b, 0) / ps.length)));
  return out;
}

export function runAdaptive(world: World, child: Child, rng: Rng): DiagnosticAnswer[] {
  const answers: DiagnosticAnswer[] = [];
  const { questionCount } = diagnosticPlan(child.grade);
  for (let k = 0; k < questionCount; k++) {
    const item = nextDiagnosticItem({
      grade: child.grade,
      skills: world.skills,
      answeredSoFar: answers,
      candidates: world.candidates,
      rng,
    });
    if (!item) break;
    answers.push(respond(world, child, item, rng));
  }
  return answers;
}

// ---------------------------------------------------------------------------------------------
// Practice sessions

export interface Learning {
  /** Logits gained from one answer at p = 0,5 with every prerequisite held. */
  rate: number;
  /** Memory stability (days) of freshly learned ability. */
  initialStability: number;
  /** Stability multiplier for a session that practises the skill a day or more after the last one. */
  stabilityGrowth: number;
}

export const DEFAULT_LEARNING: Readonly<Learning> = { rate: 0.05, initialStability: 3, stabilityGrowth: 1.6 };

/** A simulated child with the learning the sessions added on top of what it brought. */
export interface SimLearner {
  child: Child;
  /** Ability brought from school (does not fade). */
  start: Map<string, number>;
  /** Ability added by practice, fading between sessions. */
  learned: Map<string, number>;
  memory: Map<string, { stability: number; lastAt: number }>;
}

export function simLearner(child: Child): SimLearner {
  return { child, start: new Map(child.ability), learned: new Map(), memory: new Map() };
}

/** How well a skill's prerequisites are held: 1 when each is at "know" level (≥ 75 %) or the skill has none. */
export function readiness(world: World, child: Child, skillId: string): number {
  const s = world.skills.find((x) => x.id === skillId);
  let r = 1;
  for (const p of s?.prerequisites ?? []) {
    if (!child.ability.has(p)) continue;
    r = Math.min(r, trueMastery(world, child, p) / 0.75);
  }
  return Math.min(1, r);
}

/** The true effect of one practice answer (p = the child's chance before answering). */
export function learnFromAnswer(
  world: World,
  learner: SimLearner,
  item: PracticeItem,
  p: number,
  at: number,
  learning: Readonly<Learning>,
): void {
  const id = item.skillId;
  const gain = learning.rate * 4 * p * (1 - p) * readiness(world, learner.child, id);
  const mem = learner.memory.get(id);
  if (!mem) learner.memory.set(id, { stability: learning.initialStability, lastAt: at });
  else {
    // Spacing: coming back to a skill after a day or more makes what was learned last longer.
    if (at - mem.lastAt >= DAY_MS) mem.stability *= learning.stabilityGrowth;
    mem.lastAt = at;
  }
  const learned = (learner.learned.get(id) ?? 0) + gain;
  learner.learned.set(id, learned);
  learner.child.ability.set(id, learner.start.get(id)! + learned);
}

/** Forgetting over a gap: practised ability decays along R(t) = (1 + t / (9 S))⁻¹. */
export function forget(learner: SimLearner, days: number): void {
  for (const [id, learned] of learner.learned) {
    const s = learner.memory.get(id)?.stability ?? 1;
    const kept = learned / (1 + days / (9 * s));
    learner.learned.set(id, kept);
    learner.child.ability.set(id, learner.start.get(id)! + kept);
  }
}

export interface RecentAnswer {
  templateId: string;
  level: number;
  skillId: string;
  correct: boolean;
}

/** What the product stores per child (the shared calibrations are the world's). */
export interface ModelState {
  weights: ModelWeights;
  student: StudentState;
  skillStates: Record<string, LearnerSkillState>;
  recent: RecentAnswer[];
  /** The last diagnostic's open topics, and the skill of each practice answer since (the first few). */
  openTopics: TopicId[];
  answeredSinceDiagnostic: string[];
}

export function emptyModelState(): ModelState {
  return {
    weights: initialWeights(),
    student: initialStudentState(),
    skillStates: {},
    recent: [],
    openTopics: [],
    answeredSinceDiagnostic: [],
  };
}

/** The adaptive diagnostic at `at`, seeding the model as the product does (no learning happens in it). */
export function diagnosticSeed(world: World, child: Child, rng: Rng, at: number): ModelState {
  const answers = runAdaptive(world, child, rng);
  const res = diagnosticResult({
    grade: child.grade,
    skills: world.skills,
    answers,
    typicalDifficulty: world.typical,
    at,
  });
  return {
    weights: initialWeights(),
    student: res.seed.student,
    skillStates: { ...res.seed.skills },
    recent: [],
    openTopics: res.topics.filter((t) => t.bucket === 'open').map((t) => t.topicId),
    answeredSinceDiagnostic: [],
  };
}

export interface PolicyInput {
  world: World;
  grade: Grade;
  goal: Goal;
  difficultyAreas: readonly string[];
  model: ModelState;
  at: number;
  rng: Rng;
}

export type SimPolicy = (input: PolicyInput) => PracticeChoice | undefined;

/** The product's policy. */
export const adaptivePolicy: SimPolicy = (input) =>
  nextPracticeItem({
    grade: input.grade,
    goal: input.goal,
    difficultyAreas: input.difficultyAreas,
    skills: input.world.skills,
    candidates: input.world.items,
    weights: input.model.weights,
    student: input.model.student,
    skillStates: input.model.skillStates,
    skillCalibrations: input.world.skillCalibrations,
    itemCalibrations: input.world.itemCalibrations,
    recent: input.model.recent,
    openTopics: openTopicsAfterDiagnostic(
      input.world.skills,
      input.model.openTopics,
      input.model.answeredSinceDiagnostic,
    ),
    at: input.at,
    rng: input.rng,
  });

function modelPrediction(input: PolicyInput, item: PracticeItem): number {
  return predict({
    weights: input.model.weights,
    student: input.model.student,
    skill: input.model.skillStates[item.skillId] ?? initialSkillState(),
    skillCalibration: input.world.skillCalibrations[item.skillId] ?? initialSkillCalibration(),
    item: input.world.itemCalibrations[itemKeyOf(item.templateId, item.level)],
  });
}

/**
 * A workbook: every skill of the grade in curriculum order (prerequisites first), each skill's
 * items easy to hard, carried on from session to session and started over at the end.
 */
export function fixedOrderPolicy(world: World, grade: Grade): SimPolicy {
  const order = skillsForGrade(world.skills, grade).map((s) => s.id);
  const sequence = order.flatMap((id) =>
    world.items
      .filter((i) => i.skillId === id)
      .sort((a, b) => a.level - b.level || a.templateId.localeCompare(b.templateId)),
  );
  let cursor = 0;
  return (input) => {
    const item = sequence[cursor % sequence.length];
    cursor++;
    return item ? { item, kind: 'new', predicted: modelPrediction(input, item) } : undefined;
  };
}

/** Any item of the grade, uniformly at random. */
export function randomPolicy(world: World, grade: Grade): SimPolicy {
  const inGrade = new Set(skillsForGrade(world.skills, grade).map((s) => s.id));
  const pool = world.items.filter((i) => inGrade.has(i.skillId));
  return (input) => {
    if (pool.length === 0) return undefined;
    const item = input.rng.pick(pool);
    return { item, kind: 'new', predicted: modelPrediction(input, item) };
  };
}

export interface SimAnswer {
  item: PracticeItem;
  kind: PracticeChoice['kind'];
  /** The model's prediction when the item was chosen. */
  predicted: number;
  /** The model's prediction for the same item right after the answer was recorded. */
  predictedAfter: number;
  /** The child's true chance. */
  trueP: number;
  correct: boolean;
  at: number;
}

export interface SessionOptions {
  policy: SimPolicy;
  goal?: Goal;
  difficultyAreas?: readonly string[];
  /** null: abilities stay fixed (policy tests that need a stationary child). */
  learning?: Readonly<Learning> | null;
  sessionSeconds?: number;
  /** Seconds an answer takes, drawn uniformly from this range. */
  answerSeconds?: readonly [number, number];
  /** Record answers in the model (off for baselines, which do not look at it). */
  updateModel?: boolean;
}

/**
 * One practice session from `start` (epoch ms): answers until the time is up. Mutates the
 * learner (learning) and the model state (the product's per-child rows); returns the answers.
 */
export function runSession(
  world: World,
  learner: SimLearner,
  model: ModelState,
  start: number,
  rng: Rng,
  options: SessionOptions,
): SimAnswer[] {
  const seconds = options.sessionSeconds ?? 20 * 60;
  const [minAnswer, maxAnswer] = options.answerSeconds ?? [30, 90];
  const learning = options.learning === undefined ? DEFAULT_LEARNING : options.learning;
  const updateModel = options.updateModel !== false;
  const child = learner.child;
  const out: SimAnswer[] = [];
  let at = start;
  while (at < start + seconds * 1000) {
    const choice = options.policy({
      world,
      grade: child.grade,
      goal: options.goal ?? 'habit',
      difficultyAreas: options.difficultyAreas ?? [],
      model,
      at,
      rng,
    });
    if (!choice) break;
    at += (minAnswer + (maxAnswer - minAnswer) * rng.next()) * 1000;
    const item = choice.item;
    const trueP = successProbability(world, child, item);
    const correct = rng.next() < trueP;
    let predictedAfter = choice.predicted;
    if (updateModel) {
      const key = itemKeyOf(item.templateId, item.level);
      const res = recordAnswer({
        weights: model.weights,
        student: model.student,
        skillId: item.skillId,
        skillStates: model.skillStates,
        skillCalibrations: world.skillCalibrations,
        item: world.itemCalibrations[key],
        neighbours: world.neighbours,
        typicalItems: world.typicalItems,
        observation: { correct, at },
        // The world's calibrations stand for a population already measured: one child does not move them.
        options: { learnWeights: false, learnItems: false },
      });
      model.student = res.student;
      model.skillStates = { ...model.skillStates, ...res.skillStates };
      model.recent = [...model.recent.slice(-40), { ...item, correct }];
      predictedAfter = predict({
        weights: model.weights,
        student: model.student,
        skill: model.skillStates[item.skillId]!,
        skillCalibration: world.skillCalibrations[item.skillId]!,
        item: world.itemCalibrations[key],
      });
    } else {
      model.recent = [...model.recent.slice(-40), { ...item, correct }];
    }
    if (model.answeredSinceDiagnostic.length < OPEN_CHECK_WINDOW)
      model.answeredSinceDiagnostic = [...model.answeredSinceDiagnostic, item.skillId];
    if (learning) learnFromAnswer(world, learner, item, trueP, at, learning);
    out.push({ item, kind: choice.kind, predicted: choice.predicted, predictedAfter, trueP, correct, at });
  }
  return out;
}

export interface PracticeRunOptions extends SessionOptions {
  sessions: number;
  /** Whole days between sessions, drawn uniformly from this range. */
  gapDays?: readonly [number, number];
  /** Epoch ms of the first session. */
  startAt?: number;
  /** Model state at the start (e.g. the diagnostic's seed); default an empty model. */
  model?: ModelState;
}

export interface PracticeRun {
  sessions: SimAnswer[][];
  model: ModelState;
  /** Epoch ms after the last gap: when the next session would start (forgetting applied up to it). */
  endAt: number;
}

/** Several sessions with forgetting in the gaps; the last gap is applied too, so gains are what lasts. */
export function runPractice(world: World, learner: SimLearner, rng: Rng, options: PracticeRunOptions): PracticeRun {
  const [minGap, maxGap] = options.gapDays ?? [1, 3];
  const learning = options.learning === undefined ? DEFAULT_LEARNING : options.learning;
  const model = options.model ?? emptyModelState();
  const sessions: SimAnswer[][] = [];
  let at = options.startAt ?? 0;
  for (let k = 0; k < options.sessions; k++) {
    sessions.push(runSession(world, learner, model, at, rng, options));
    const gap = rng.int(minGap, maxGap);
    if (learning) forget(learner, gap);
    at += gap * DAY_MS;
  }
  return { sessions, model, endAt: at };
}

/** Sum over the grade's skills of the true ability gained (logits) since the learner's start. */
export function abilityGain(world: World, learner: SimLearner): number {
  let sum = 0;
  for (const s of skillsForGrade(world.skills, learner.child.grade))
    sum += learner.child.ability.get(s.id)! - learner.start.get(s.id)!;
  return sum;
}

/** Mean over the grade's skills of the true mastery (0–1). */
export function meanMastery(world: World, child: Child): number {
  const inGrade = skillsForGrade(world.skills, child.grade);
  return inGrade.reduce((a, s) => a + trueMastery(world, child, s.id), 0) / Math.max(1, inGrade.length);
}
