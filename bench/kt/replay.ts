/**
 * Replays knowledge-tracing logs (format of Gervet et al. 2020: tab-separated
 * `user_id item_id timestamp correct skill_id`, rows in each learner's order) through the
 * product's learner model (src/core/adaptive/model.ts). Dataset items stand in for
 * `${templateId}#${level}` and dataset skills for skill ids; the dataset has no skill graph,
 * so no prerequisite propagation happens here.
 */
import {
  initialSkillCalibration,
  initialSkillState,
  initialStudentState,
  initialWeights,
  update,
  type ItemCalibration,
  type LearnerSkillState,
  type ModelConfig,
  type ModelWeights,
  type SkillCalibration,
  type StudentState,
} from '#core/adaptive/model.ts';

export interface Answers {
  n: number;
  user: Int32Array;
  item: Int32Array;
  skill: Int32Array;
  correct: Uint8Array;
  /** Epoch ms (0 when the dataset has no time). */
  time: Float64Array;
}

/** Maps raw id strings to dense integers, shared between the train and test file. */
export class Vocabulary {
  readonly ids = new Map<string, number>();
  get(raw: string): number {
    let id = this.ids.get(raw);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(raw, id);
    }
    return id;
  }
  get size(): number {
    return this.ids.size;
  }
}

export interface Vocabularies {
  users: Vocabulary;
  items: Vocabulary;
  skills: Vocabulary;
}

export function newVocabularies(): Vocabularies {
  return { users: new Vocabulary(), items: new Vocabulary(), skills: new Vocabulary() };
}

export function parseAnswers(text: string, vocab: Vocabularies): Answers {
  const lines = text.split('\n');
  const header = (lines[0] ?? '').trim().split('\t');
  const col = (name: string): number => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`missing column ${name} (header: ${header.join(', ')})`);
    return i;
  };
  const cu = col('user_id');
  const ci = col('item_id');
  const ct = header.indexOf('timestamp');
  const cc = col('correct');
  const cs = col('skill_id');
  const max = lines.length;
  const user = new Int32Array(max);
  const item = new Int32Array(max);
  const skill = new Int32Array(max);
  const correct = new Uint8Array(max);
  const time = new Float64Array(max);
  let n = 0;
  for (let li = 1; li < lines.length; li++) {
    const line = lines[li]!;
    if (line.length === 0 || line === '\r') continue;
    const f = line.trimEnd().split('\t');
    user[n] = vocab.users.get(f[cu]!);
    item[n] = vocab.items.get(f[ci]!);
    skill[n] = vocab.skills.get(f[cs]!);
    correct[n] = Number(f[cc]) > 0.5 ? 1 : 0;
    // Timestamps in these files are seconds; the model wants epoch ms.
    time[n] = ct >= 0 ? Number(f[ct]) * 1000 || 0 : 0;
    n++;
  }
  return {
    n,
    user: user.subarray(0, n),
    item: item.subarray(0, n),
    skill: skill.subarray(0, n),
    correct: correct.subarray(0, n),
    time: time.subarray(0, n),
  };
}

/** Shared, learned-from-everyone state: what the product keeps in item_calibration etc. */
export interface SharedState {
  weights: ModelWeights;
  items: (ItemCalibration | undefined)[];
  skills: SkillCalibration[];
}

export function newSharedState(vocab: Vocabularies): SharedState {
  return {
    weights: initialWeights(),
    items: new Array<ItemCalibration | undefined>(vocab.items.size).fill(undefined),
    skills: Array.from({ length: vocab.skills.size }, () => initialSkillCalibration()),
  };
}

export interface ReplayResult {
  /** Predictions made before each answer was revealed. */
  probs: Float64Array;
  labels: Uint8Array;
  /** Wall time spent in predict-and-update (including state look-ups), ms. */
  updateMs: number;
}

/**
 * Plays answers in order. Learner states start fresh for every call (learners in a test
 * file are new to the model); shared state carries over and keeps learning.
 */
export function replay(
  data: Answers,
  shared: SharedState,
  config: Readonly<ModelConfig>,
  now: () => number,
  rows?: ArrayLike<number>,
): ReplayResult {
  const students = new Map<number, StudentState>();
  const skillStates = new Map<number, LearnerSkillState>();
  const seen = new Set<number>();
  const nSkills = Math.max(1, shared.skills.length);
  const nItems = Math.max(1, shared.items.length);
  const count = rows ? rows.length : data.n;
  const probs = new Float64Array(count);
  const labels = new Uint8Array(count);
  const options = { config };
  const t0 = now();
  for (let k = 0; k < count; k++) {
    const r = rows ? rows[k]! : k;
    const u = data.user[r]!;
    const it = data.item[r]!;
    const s = data.skill[r]!;
    const skillKey = u * nSkills + s;
    const seenKey = u * nItems + it;
    const itemSeen = seen.has(seenKey);
    const res = update(
      {
        weights: shared.weights,
        student: students.get(u) ?? initialStudentState(),
        skill: skillStates.get(skillKey) ?? initialSkillState(),
        skillCalibration: shared.skills[s]!,
        item: shared.items[it],
      },
      { correct: data.correct[r] === 1, at: data.time[r]!, itemSeen },
      options,
    );
    shared.weights = res.weights;
    shared.items[it] = res.item;
    shared.skills[s] = res.skillCalibration;
    students.set(u, res.student);
    skillStates.set(skillKey, res.skill);
    if (!itemSeen) seen.add(seenKey);
    probs[k] = res.p;
    labels[k] = data.correct[r]!;
  }
  return { probs, labels, updateMs: now() - t0 };
}
