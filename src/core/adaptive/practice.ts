/**
 * Next practice item (design section 5). Candidates are skills due for review (kind `review`,
 * about REVIEW_SHARE of the questions while any are due) and frontier skills — not yet known,
 * every prerequisite known (kind `new`) — drawn by weights for the child's grade, goal and the
 * parent's difficulty areas among the skills that have an item in the target band; within the
 * chosen skill the item whose predicted success is closest to 75 % (Math Garden's target). Never
 * the template just asked, no item (template × level) from the last 20.
 *
 * A foundation the band shuts out — a frontier skill other skills of the grade build on, so weak
 * that even its easiest item left is below the band — gets up to FOUNDATION_SHARE of the new
 * items, at its easiest level; otherwise the child who most needs it would never practise it.
 *
 * After a wrong answer the next item is easier — predicted success above what the missed item
 * now has — of a prerequisite the miss casts doubt on, else of the same skill, else of another
 * prerequisite; only when the last 20 items used all of those up does it come from elsewhere.
 *
 * "Known" trusts the child's own answers over inference: a skill whose mastery is inferred high
 * (diagnostic, graph, general level) but whose recent answers are mostly wrong is not known.
 *
 * Topics the last diagnostic left open ("za mało odpowiedzi — sprawdzimy w ćwiczeniach") come
 * first: until each has MIN_TOPIC_ANSWERS practice answers, the next item checks the one with
 * the fewest (see openTopicCheck). The caller passes them; the learner model is left as the
 * diagnostic seeded it, so this changes the order of the questions, not what the model believes.
 *
 * A session opens with a warm-up (`opening`): an item the model expects the child to solve
 * (predicted success near WARM_UP_SUCCESS), so the first thing a child meets is a success, not
 * the hardest task of the day. A session focused on a topic (`focus`, see topicFocus) draws every
 * item from the topic's skills and their prerequisites, with the same policy inside them.
 */
import type { Goal, Grade } from '../curriculum/student-profile.ts';
import type { Rng } from '../math/random.ts';
import { gradeIndex, skillsForGrade, topicsOf, type DiagnosticSkill, type TopicId } from './diagnostic.ts';
import { MIN_TOPIC_ANSWERS } from './diagnostic-evidence.ts';
import {
  FEATURE_ROW_LENGTH,
  fillSkillRow,
  initialSkillCalibration,
  initialSkillState,
  predictInRow,
  type ItemCalibration,
  type LearnerSkillState,
  type ModelWeights,
  type SkillCalibration,
  type SkillFeatureRows,
  type StudentState,
} from './model.ts';
import { isDue } from './review.ts';

export const TARGET_SUCCESS = 0.75;
/** After a wrong answer: an easier item. */
export const REMEDIAL_SUCCESS = 0.85;
export const RECENT_WINDOW = 20;
/** A prerequisite counts as known from this mastery on (the spec's "know" bucket). */
export const KNOWN = 0.75;
/** Share of questions given to due reviews when there are any. */
export const REVIEW_SHARE = 0.35;
/**
 * A skill is eligible when its best item's predicted success lies in [target − below, target +
 * above]: wider below, so a weak skill whose easiest item is about a coin flip still gets its
 * turn, while items the child would surely solve do not crowd out real practice.
 */
export const TARGET_BAND = { below: 0.25, above: 0.15 } as const;
/**
 * Share of new items given to a foundation the band shuts out: a frontier skill other skills of
 * the grade build on, whose easiest item left is still below the band. Without it a child who
 * most needs that foundation would never practise it, and what builds on it stays out of reach.
 */
export const FOUNDATION_SHARE = 0.15;
/** Below this predicted success on its easiest item, a foundation's unverified prerequisites are checked first. */
export const FOUNDATION_FLOOR = 0.15;

/**
 * Practice answers after a diagnostic within which its open topics are checked. The checks come
 * first, so they need only a few; a topic with no item left to ask in that many (every one asked
 * recently) is left to the normal order rather than checked for ever.
 */
export const OPEN_CHECK_WINDOW = 2 * RECENT_WINDOW;

/** The opening question's target: one the child is expected to solve. */
export const WARM_UP_SUCCESS = 0.9;
/** Opening questions are drawn among skills whose best item lies in [target − below, target + above]. */
export const WARM_UP_BAND = { below: 0.1, above: 0.1 } as const;

export type PracticeKind = 'new' | 'review';

/** A topic the last diagnostic could not place, to check in practice first. */
export interface OpenTopic {
  topicId: TopicId;
  /** Practice answers in the topic since the diagnostic. */
  answered: number;
}

export interface PracticeItem {
  templateId: string;
  level: number;
  skillId: string;
}

export interface PracticeInput {
  grade: Grade;
  goal: Goal;
  /** The parent's difficulty areas for the child. */
  difficultyAreas: readonly string[];
  /** Read-only, like candidates: views of both are cached per array (a changed list is a new array). */
  skills: readonly DiagnosticSkill[];
  /** Every askable item (template × level). */
  candidates: readonly PracticeItem[];
  weights: ModelWeights;
  student: StudentState;
  skillStates: Readonly<Record<string, LearnerSkillState | undefined>>;
  skillCalibrations: Readonly<Record<string, SkillCalibration | undefined>>;
  /** Calibration by item key `${templateId}#${level}`. */
  itemCalibrations: Readonly<Record<string, ItemCalibration | undefined>>;
  /** Topics the last diagnostic left open (see openTopicsAfterDiagnostic); none → the normal order. */
  openTopics?: readonly OpenTopic[];
  /** Items answered in this and earlier sessions, most recent last (only the last 20 matter). */
  recent: readonly { templateId: string; level: number; skillId: string; correct: boolean }[];
  /** Epoch ms. */
  at: number;
  rng: Rng;
  /** The session's first question (nothing answered in it yet): a warm-up the child can solve. */
  opening?: boolean;
  /** Only these skills (a topic's, see topicFocus); the same set object for the same focus. */
  focus?: ReadonlySet<string>;
}

export interface PracticeChoice {
  item: PracticeItem;
  kind: PracticeKind;
  /** Predicted probability of success. */
  predicted: number;
}

const key = (templateId: string, level: number): string => `${templateId}#${level}`;

/** Read only; stands in for a skill the learner or the calibrations have no row for. */
const NO_STATE: LearnerSkillState = initialSkillState();
const NO_CALIBRATION: SkillCalibration = initialSkillCalibration();

/**
 * What the policy needs of the skills of a grade, each skill by its row (position in inGrade).
 * The skills and candidates are static catalogues asked about on every request, so their views
 * are built once per array (the arrays and their elements are read-only inputs: a changed
 * catalogue is a new array).
 */
interface GradeView {
  inGrade: readonly DiagnosticSkill[];
  row: ReadonlyMap<string, number>;
  /** The rows of each skill's prerequisites in the grade. */
  prerequisiteRows: readonly (readonly number[])[];
  /** Whether other skills of the grade build on the skill. */
  builtOn: readonly boolean[];
  /** The rows of the skills in each topic, in order. */
  byTopic: ReadonlyMap<TopicId, readonly number[]>;
  /** Whether the skill counts for the exam goal (grades 7–8). */
  examSkill: readonly boolean[];
  /** [row, row of the same id in `row`] for a skill listed twice, which shares that row's items. */
  repeats: readonly (readonly [number, number])[];
}

/** The candidates of a grade's skills: positions in the candidates array, by skill row and by template. */
interface CandidateIndex {
  candidates: readonly PracticeItem[];
  /** Each row's candidates, in the array's order (undefined: none). */
  byRow: readonly (readonly number[] | undefined)[];
  /** The lowest level among each row's candidates. */
  lowestLevel: readonly number[];
  byTemplate: ReadonlyMap<string, readonly number[]>;
  /** Item keys, made the first time a prediction needs them. */
  keys: (string | undefined)[];
}

const gradeViews = new WeakMap<readonly DiagnosticSkill[], Map<Grade, GradeView>>();
const candidateIndexes = new WeakMap<readonly PracticeItem[], WeakMap<GradeView, CandidateIndex>>();

function gradeView(skills: readonly DiagnosticSkill[], grade: Grade): GradeView {
  let byGrade = gradeViews.get(skills);
  if (!byGrade) gradeViews.set(skills, (byGrade = new Map()));
  let view = byGrade.get(grade);
  if (!view) byGrade.set(grade, (view = buildGradeView(skills, grade)));
  return view;
}

function buildGradeView(skills: readonly DiagnosticSkill[], grade: Grade): GradeView {
  const inGrade = skillsForGrade(skills, grade);
  const row = new Map(inGrade.map((s, i) => [s.id, i]));
  const builtOn = new Set(inGrade.flatMap((s) => s.prerequisites));
  const byTopic = new Map<TopicId, number[]>();
  inGrade.forEach((s, r) => {
    for (const t of topicsOf(s)) pushTo(byTopic, t, r);
  });
  return {
    inGrade,
    row,
    prerequisiteRows: inGrade.map((s) => s.prerequisites.filter((p) => row.has(p)).map((p) => row.get(p)!)),
    builtOn: inGrade.map((s) => builtOn.has(s.id)),
    byTopic,
    examSkill: inGrade.map((s) => gradeIndex(s.grade) <= gradeIndex('8') && gradeIndex(s.grade) >= gradeIndex('7')),
    repeats: inGrade.flatMap((s, r) => (row.get(s.id) === r ? [] : [[r, row.get(s.id)!] as const])),
  };
}

function candidateIndex(candidates: readonly PracticeItem[], view: GradeView): CandidateIndex {
  let byView = candidateIndexes.get(candidates);
  if (!byView) candidateIndexes.set(candidates, (byView = new WeakMap()));
  let index = byView.get(view);
  if (!index) byView.set(view, (index = buildCandidateIndex(candidates, view)));
  return index;
}

/**
 * One pass, kept lean: a caller that filters its catalogue per request (the server leaves out a
 * diagnostic's items for a while) builds an index on every call.
 */
function buildCandidateIndex(candidates: readonly PracticeItem[], view: GradeView): CandidateIndex {
  const n = view.inGrade.length;
  const byRow = new Array<number[] | undefined>(n).fill(undefined);
  const lowestLevel = new Array<number>(n).fill(Infinity);
  const byTemplate = new Map<string, number[]>();
  for (let pos = 0; pos < candidates.length; pos++) {
    const c = candidates[pos]!;
    const r = view.row.get(c.skillId);
    if (r === undefined) continue;
    const list = byRow[r];
    if (list) list.push(pos);
    else byRow[r] = [pos];
    if (c.level < lowestLevel[r]!) lowestLevel[r] = c.level;
    pushTo(byTemplate, c.templateId, pos);
  }
  for (const [r, home] of view.repeats) {
    byRow[r] = byRow[home];
    lowestLevel[r] = lowestLevel[home]!;
  }
  return { candidates, byRow, lowestLevel, byTemplate, keys: [] };
}

function pushTo<K, V>(map: Map<K, V[]>, k: K, v: V): void {
  const list = map.get(k);
  if (list) list.push(v);
  else map.set(k, [v]);
}

/**
 * The candidates askable now, by row (undefined: none left): not of the template just asked, no
 * item of the recent window.
 */
function availableItems(
  index: CandidateIndex,
  view: GradeView,
  recent: PracticeInput['recent'],
  lastTemplate: string | undefined,
  focus: ReadonlySet<string> | undefined,
): (readonly number[] | undefined)[] {
  const { candidates, byTemplate } = index;
  const excluded = new Set<number>();
  for (const r of recent) {
    for (const pos of byTemplate.get(r.templateId) ?? []) if (candidates[pos]!.level === r.level) excluded.add(pos);
  }
  if (lastTemplate !== undefined) for (const pos of byTemplate.get(lastTemplate) ?? []) excluded.add(pos);
  const touched = new Set<number>();
  for (const pos of excluded) touched.add(view.row.get(candidates[pos]!.skillId)!);
  const out = index.byRow.slice();
  for (const r of touched) {
    const left = out[r]!.filter((pos) => !excluded.has(pos));
    out[r] = left.length > 0 ? left : undefined;
  }
  for (const [r, home] of view.repeats) out[r] = out[home];
  if (focus) for (let r = 0; r < out.length; r++) if (!focus.has(view.inGrade[r]!.id)) out[r] = undefined;
  return out;
}

/** The learner in each skill of the grade, by row: model features, mastery, known. */
interface LearnerView {
  features: SkillFeatureRows;
  states: LearnerSkillState[];
  calibrations: SkillCalibration[];
  mastery: number[];
  known: boolean[];
}

// Typed arrays reused by every call (as model.ts's feature buffer): a call runs synchronously from
// start to end, and fresh typed arrays this large (outside the JS heap) cost more than filling them.
const buffers = { features: new Float64Array(0), predicted: new Float64Array(0) };

function buffer(name: keyof typeof buffers, length: number): Float64Array {
  if (buffers[name].length < length) buffers[name] = new Float64Array(length);
  return buffers[name];
}

function learnerView(input: PracticeInput, view: GradeView): LearnerView {
  const n = view.inGrade.length;
  const out: LearnerView = {
    features: buffer('features', n * FEATURE_ROW_LENGTH),
    states: new Array<LearnerSkillState>(n),
    calibrations: new Array<SkillCalibration>(n),
    mastery: new Array<number>(n),
    known: new Array<boolean>(n),
  };
  for (let row = 0; row < n; row++) {
    const id = view.inGrade[row]!.id;
    const skill = input.skillStates[id] ?? NO_STATE;
    const skillCalibration = input.skillCalibrations[id] ?? NO_CALIBRATION;
    fillSkillRow(out.features, row, { student: input.student, skill, skillCalibration });
    out.states[row] = skill;
    out.calibrations[row] = skillCalibration;
    // Mastery is the prediction for the skill's typical unseen item (skillMastery without one).
    const mastery = predictInRow(out.features, row, input.weights, skillCalibration, undefined);
    out.mastery[row] = mastery;
    out.known[row] = isKnown(mastery, skill);
  }
  return out;
}

/** An item with its predicted success. */
interface Found {
  item: PracticeItem;
  p: number;
}

export function nextPracticeItem(input: PracticeInput): PracticeChoice | undefined {
  const view = gradeView(input.skills, input.grade);
  const index = candidateIndex(input.candidates, view);
  const { inGrade, row, prerequisiteRows, builtOn } = view;
  const { features, states, calibrations, mastery, known } = learnerView(input, view);
  const recent = input.recent.slice(-RECENT_WINDOW);
  const last = recent[recent.length - 1];
  const available = availableItems(index, view, recent, last?.templateId, input.focus);
  const predictAt = (r: number, item: ItemCalibration | undefined): number =>
    predictInRow(features, r, input.weights, calibrations[r]!, item);
  // Every askable item's prediction once a call: NaN until needed.
  const predictedCache = buffer('predicted', index.candidates.length).fill(NaN, 0, index.candidates.length);
  const predicted = (r: number, pos: number): number => {
    const have = predictedCache[pos]!;
    if (!Number.isNaN(have)) return have;
    const c = index.candidates[pos]!;
    const itemKey = (index.keys[pos] ??= key(c.templateId, c.level));
    return (predictedCache[pos] = predictAt(r, input.itemCalibrations[itemKey]));
  };
  /** The skill's available item closest to the target, above `floor` (the first in shuffled order on a tie). */
  const bestInSkill = (
    r: number,
    target: number,
    floor = -Infinity,
    accept?: (c: PracticeItem) => boolean,
  ): Found | undefined => {
    const positions = available[r];
    if (!positions) return undefined;
    let best = -1;
    let bestP = 0;
    for (const pos of input.rng.shuffle(positions)) {
      if (accept && !accept(index.candidates[pos]!)) continue;
      const p = predicted(r, pos);
      if (p <= floor) continue;
      if (best < 0 || Math.abs(p - target) < Math.abs(bestP - target)) {
        best = pos;
        bestP = p;
      }
    }
    return best < 0 ? undefined : { item: index.candidates[best]!, p: bestP };
  };
  /** The item closest to the target success among the skills' available items. */
  const bestItem = (rows: readonly number[], target: number): Found | undefined => {
    let best: Found | undefined;
    for (const r of rows) {
      const found = bestInSkill(r, target);
      if (found && (!best || Math.abs(found.p - target) < Math.abs(best.p - target))) best = found;
    }
    return best;
  };

  const weight = (r: number): number => {
    let w = 1;
    if (inGrade[r]!.areas.some((a) => input.difficultyAreas.includes(a))) w += 1;
    if (input.goal === 'exam_70' && view.examSkill[r]) w += 1;
    if (inGrade[r]!.grade === input.grade) w += 0.5;
    return w;
  };
  /**
   * Among the skills, those with an item in the target band (any item for a due review: recalling
   * it is the point) drawn by their weight; and the item closest to the target, band or not.
   */
  const draw = (
    rows: readonly number[],
    target: number,
    floor: number,
    anyDifficulty = false,
    band: { below: number; above: number } = TARGET_BAND,
  ): { chosen?: Found; closest?: Found } => {
    const near: { r: number; found: Found }[] = [];
    let closest: Found | undefined;
    for (const r of rows) {
      const found = bestInSkill(r, target, floor);
      if (!found) continue;
      const inBand = found.p >= target - band.below && found.p <= target + band.above;
      if (inBand || anyDifficulty) near.push({ r, found });
      if (!closest || Math.abs(found.p - target) < Math.abs(closest.p - target) - 1e-9) closest = found;
    }
    if (near.length === 0) return { closest };
    const total = near.reduce((a, n) => a + weight(n.r), 0);
    let left = input.rng.next() * total;
    let chosen = near[near.length - 1]!;
    for (const n of near) {
      left -= weight(n.r);
      if (left <= 0) {
        chosen = n;
        break;
      }
    }
    return { chosen: chosen.found, closest };
  };

  const withItems: number[] = [];
  for (let r = 0; r < inGrade.length; r++) if (available[r]) withItems.push(r);
  if (input.opening) {
    const d = draw(withItems, WARM_UP_SUCCESS, -Infinity, false, WARM_UP_BAND);
    const pick = d.chosen ?? d.closest;
    if (pick) return { item: pick.item, kind: 'new', predicted: pick.p };
  }

  const lastRow = last && row.get(last.skillId);
  const missed =
    last && !last.correct && lastRow !== undefined
      ? predictAt(lastRow, input.itemCalibrations[key(last.templateId, last.level)])
      : undefined;

  // An open topic's check: an item in the band, else the closest one — after a miss, as in the
  // remediation below, an easier one than the item missed.
  const check = openTopicCheck(
    input.openTopics ?? [],
    (topic) => view.byTopic.get(topic) ?? [],
    (topicRows) => {
      const d =
        missed === undefined ? draw(topicRows, TARGET_SUCCESS, -Infinity) : draw(topicRows, REMEDIAL_SUCCESS, missed);
      return d.chosen ?? d.closest;
    },
  );
  if (check) return { item: check.item, kind: 'new', predicted: check.p };

  // Remediation: an easier item — higher predicted success than the one just missed, judged
  // after the miss lowered the estimate — of a prerequisite or of the same skill.
  let target = TARGET_SUCCESS;
  let floor = -Infinity;
  if (missed !== undefined) {
    const failed = missed;
    for (const r of remedialSkills(lastRow!, prerequisiteRows[lastRow!]!, available, mastery, known, states)) {
      const found = bestInSkill(r, REMEDIAL_SUCCESS, failed);
      if (found) return { item: found.item, kind: 'new', predicted: found.p };
    }
    // The last 20 items used up everything easier there: an easier item of another skill.
    target = REMEDIAL_SUCCESS;
    floor = failed;
  }

  const due = withItems.filter((r) => isDue(states[r]!, input.at));
  const inFrontier = (r: number): boolean => !known[r] && prerequisiteRows[r]!.every((p) => known[p]);
  const frontier = withItems.filter(inFrontier);
  // When the frontier has nothing in the band (its items used up for now, or all too hard): the
  // unknown skills closest to being unlocked (weakest prerequisite strongest), then known skills
  // kept fresh — first the foundations known only by inference, which the child has never
  // answered (a hidden gap there holds back all that builds on it) — then anything; failing the
  // band everywhere, the item closest to the target.
  const readiness = (r: number): number => {
    let min = 1;
    for (const p of prerequisiteRows[r]!) min = Math.min(min, mastery[p]!);
    return min;
  };
  // Each skill's readiness once, not in every comparison.
  const nearFrontier = firstInOrder(
    withItems.filter((r) => !known[r] && !inFrontier(r)).map((r) => ({ r, ready: readiness(r), mastery: mastery[r]! })),
    3,
    (a, b) => b.ready - a.ready || b.mastery - a.mastery,
  ).map((n) => n.r);
  const knownSkills = withItems.filter((r) => known[r]);
  const unchecked = knownSkills.filter((r) => builtOn[r] && states[r]!.attempts === 0);
  const useReview = due.length > 0 && input.rng.next() < REVIEW_SHARE;
  // Not right after a miss: the remediation above has the easier item.
  if (!useReview && floor === -Infinity && input.rng.next() < FOUNDATION_SHARE) {
    const step = foundationStep(
      frontier
        .filter((r) => builtOn[r] && (bestInSkill(r, target)?.p ?? 1) < target - TARGET_BAND.below)
        .map((r) => inGrade[r]!),
      (id) => input.skillStates[id] ?? NO_STATE,
      (id) => {
        const lowest = index.lowestLevel[row.get(id)!]!;
        return bestInSkill(row.get(id)!, 1, -Infinity, (c) => c.level === lowest);
      },
      (ids) =>
        bestItem(
          ids.flatMap((id) => (row.has(id) ? [row.get(id)!] : [])),
          target,
        ),
    );
    if (step) return { item: step.item, kind: 'new', predicted: step.p };
  }
  const tiers: { rows: number[]; kind: PracticeKind }[] = [
    ...(useReview ? [{ rows: due, kind: 'review' as const }] : []),
    { rows: frontier, kind: 'new' },
    { rows: nearFrontier, kind: 'new' },
    { rows: unchecked, kind: 'new' },
    { rows: knownSkills, kind: 'new' },
    { rows: withItems, kind: 'new' },
  ];
  let closest: (Found & { kind: PracticeKind }) | undefined;
  for (const tier of tiers) {
    const d = draw(tier.rows, target, floor, tier.kind === 'review');
    if (d.closest && (!closest || Math.abs(d.closest.p - target) < Math.abs(closest.p - target) - 1e-9))
      closest = { ...d.closest, kind: tier.kind };
    if (d.chosen) return { item: d.chosen.item, kind: tier.kind, predicted: d.chosen.p };
  }
  if (closest) return { item: closest.item, kind: closest.kind, predicted: closest.p };
  // Nothing easier than the miss is left anywhere: the easiest item there is.
  if (floor > -Infinity) {
    const easiest = bestItem(withItems, 1);
    if (easiest) return { item: easiest.item, kind: 'new', predicted: easiest.p };
  }
  return undefined;
}

/**
 * A skill is known when the model's mastery reaches the "know" bucket and the child's own recent
 * answers on it do not say otherwise: a mastery inferred from the diagnostic, the graph or the
 * child's general level gives way to more misses than successes on the skill itself.
 */
export function isKnown(mastery: number, state: LearnerSkillState): boolean {
  return mastery >= KNOWN && !(state.attempts > 0 && state.recentSlow < 0);
}

/**
 * Where to go after a miss on `skill`, in order: prerequisites not known (weakest first); then
 * a prerequisite the model has never seen the child answer (its "known" is only inferred from
 * the diagnostic or the graph, and a miss on what builds on it is the moment to check); then the
 * skill itself; then the other prerequisites, a step back to firmer ground.
 */
function remedialSkills(
  skill: number,
  prerequisites: readonly number[],
  available: readonly (readonly number[] | undefined)[],
  mastery: readonly number[],
  known: readonly boolean[],
  states: readonly LearnerSkillState[],
): number[] {
  const pre = prerequisites.filter((p) => available[p] !== undefined).sort((a, b) => mastery[a]! - mastery[b]!);
  const weak = pre.filter((p) => !known[p]);
  const unseen = pre.filter((p) => known[p] && states[p]!.attempts === 0).slice(0, 1);
  const first = [...weak, ...unseen];
  return [...first, skill, ...pre.filter((p) => !first.includes(p))];
}

/**
 * `shut`: frontier skills other skills build on whose every item left is below the band. The one
 * nearest to the band gets its easiest item (the lowest level, where the step tutor and hints
 * help most; a harder item of a skill this weak would only frustrate). When even that is nearly
 * hopeless the gap may lie lower: a prerequisite whose "known" was only inferred — never
 * answered by the child — is checked at the target first. The skill itself is never given up
 * on: every miss lowers its estimate further, and a cut-off would shut it out for good.
 */
function foundationStep(
  shut: readonly DiagnosticSkill[],
  stateOf: (id: string) => LearnerSkillState,
  easiest: (id: string) => Found | undefined,
  atTarget: (ids: readonly string[]) => Found | undefined,
): Found | undefined {
  const picks = shut
    .flatMap((skill) => {
      const pick = easiest(skill.id);
      return pick ? [{ skill, pick }] : [];
    })
    .sort((a, b) => b.pick.p - a.pick.p);
  const first = picks[0];
  if (!first) return undefined;
  const doubt =
    first.pick.p < FOUNDATION_FLOOR ? first.skill.prerequisites.filter((p) => stateOf(p).attempts === 0) : [];
  return atTarget(doubt) ?? first.pick;
}

/**
 * The first open topic short of evidence, fewest practice answers first (so the checks take
 * turns), that `pick` finds an item in among the topic's skills of the grade.
 */
function openTopicCheck<Skill>(
  open: readonly OpenTopic[],
  skillsOf: (topic: TopicId) => readonly Skill[],
  pick: (skills: readonly Skill[]) => Found | undefined,
): Found | undefined {
  const pending = open.filter((t) => t.answered < MIN_TOPIC_ANSWERS).sort((a, b) => a.answered - b.answered);
  for (const topic of pending) {
    const found = pick(skillsOf(topic.topicId));
    if (found) return found;
  }
  return undefined;
}

/**
 * The open topics of a diagnostic with the practice answers given in each since: `openTopicIds`
 * from its result, `answeredSkills` the skill of each practice answer after it, in order (the
 * first OPEN_CHECK_WINDOW are enough). A skill in two topics counts for both.
 */
export function openTopicsAfterDiagnostic(
  skills: readonly DiagnosticSkill[],
  openTopicIds: readonly TopicId[],
  answeredSkills: readonly string[],
): OpenTopic[] {
  if (answeredSkills.length >= OPEN_CHECK_WINDOW) return [];
  const byId = new Map(skills.map((s) => [s.id, s]));
  return openTopicIds.map((topicId) => ({
    topicId,
    answered: answeredSkills.filter((id) => {
      const s = byId.get(id);
      return s !== undefined && topicsOf(s).includes(topicId);
    }).length,
  }));
}

/**
 * The first `count` of `items` as a stable sort by `compare` would order them, without sorting
 * them all: each item goes after every kept one it does not strictly precede.
 */
export function firstInOrder<T>(items: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  const kept: T[] = [];
  for (const item of items) {
    let at = kept.length;
    while (at > 0 && compare(item, kept[at - 1]!) < 0) at--;
    if (at < count) {
      kept.splice(at, 0, item);
      if (kept.length > count) kept.pop();
    }
  }
  return kept;
}

const topicFocuses = new WeakMap<readonly DiagnosticSkill[], Map<string, ReadonlySet<string>>>();

/**
 * The skills a session focused on `topic` practises at the grade: the topic's skills and their
 * direct prerequisites (where a miss in the topic sends the child back to), as one set object per
 * skills array, grade and topic (the policy may key its caches on it).
 */
export function topicFocus(skills: readonly DiagnosticSkill[], grade: Grade, topic: TopicId): ReadonlySet<string> {
  let byKey = topicFocuses.get(skills);
  if (!byKey) topicFocuses.set(skills, (byKey = new Map()));
  const cacheKey = `${grade}|${topic}`;
  let focus = byKey.get(cacheKey);
  if (!focus) {
    const inGrade = skillsForGrade(skills, grade);
    const ids = new Set(inGrade.map((s) => s.id));
    const inTopic = inGrade.filter((s) => topicsOf(s).includes(topic));
    focus = new Set([
      ...inTopic.map((s) => s.id),
      ...inTopic.flatMap((s) => s.prerequisites.filter((p) => ids.has(p))),
    ]);
    byKey.set(cacheKey, focus);
  }
  return focus;
}
