/**
 * Pins what nextPracticeItem returns — item, kind and predicted success, to the last bit — over
 * many learners of a synthetic curriculum, so that a change made for speed cannot change a
 * choice unnoticed. The digests were recorded with the policy as it stood before its hot path
 * was rewritten. A deliberate change of the policy or the model changes them: print the new ones
 * with `PRINT_DIGESTS=1 npx vitest run src/core/adaptive/practice.digest.test.ts` and paste them.
 */
import { describe, expect, it } from 'vitest';
import { GOALS, GRADES } from '../curriculum/student-profile.ts';
import { createRng, hashString, type Rng } from '../math/random.ts';
import { TOPICS, type DiagnosticSkill } from './diagnostic.ts';
import { recordAnswer } from './learner.ts';
import {
  initialStudentState,
  initialWeights,
  type ItemCalibration,
  type ModelWeights,
  type SkillCalibration,
} from './model.ts';
import { neighbourIndex } from './propagation.ts';
import { nextPracticeItem, type PracticeChoice, type PracticeInput, type PracticeItem } from './practice.ts';

const DAY_MS = 86_400_000;
const SCENARIOS = 48;
const SEEDS_PER_SCENARIO = 12;

/** A curriculum of 36 skills over the grades, each building on up to two earlier ones. */
function syntheticSkills(rng: Rng): DiagnosticSkill[] {
  const skills: DiagnosticSkill[] = [];
  for (let i = 0; i < 36; i++) {
    const earlier = skills.map((s) => s.id);
    const prerequisites =
      i === 0 ? [] : [...new Set([rng.pick(earlier), ...(rng.chance(0.4) ? [rng.pick(earlier)] : [])])];
    const areas = rng.chance(0.15) ? [] : [rng.pick(TOPICS), ...(rng.chance(0.3) ? ['word_problems'] : [])];
    skills.push({
      id: `s${i}`,
      name: `S${i}`,
      grade: GRADES[Math.floor((i * GRADES.length) / 36)]!,
      prerequisites,
      areas,
    });
  }
  return skills;
}

function syntheticItems(skills: readonly DiagnosticSkill[], rng: Rng): PracticeItem[] {
  return skills.flatMap((s) =>
    Array.from({ length: rng.int(1, 3) }, (_, t) => `${s.id}.t${t}`).flatMap((templateId) =>
      [1, 2, 3].map((level) => ({ templateId, level, skillId: s.id })),
    ),
  );
}

/** Shared calibrations as a live app holds them: some items answered often, most never. */
function syntheticCalibrations(items: readonly PracticeItem[], rng: Rng): Record<string, ItemCalibration> {
  const out: Record<string, ItemCalibration> = {};
  for (const c of items) {
    if (rng.chance(0.4))
      out[`${c.templateId}#${c.level}`] = { difficulty: c.level - 2 + rng.next() - 0.5, count: rng.int(1, 200) };
  }
  return out;
}

interface World {
  skills: DiagnosticSkill[];
  items: PracticeItem[];
  calibrated: Record<string, ItemCalibration>;
}

function world(): World {
  const rng = createRng('practice-digest');
  const skills = syntheticSkills(rng);
  const items = syntheticItems(skills, rng);
  return { skills, items, calibrated: syntheticCalibrations(items, rng) };
}

/**
 * A learner after some practice driven by the policy itself (answers right with a per-learner
 * rate, hints now and then, gaps of minutes to days so that reviews fall due), asking at a time
 * after the last answer; the grade, goal, difficulty areas, open topics and askable items vary.
 */
function scenario(w: World, index: number): PracticeInput {
  const rng = createRng(`scenario-${index}`);
  const answers = [0, 1, 4, 12, 30][index % 5]!;
  const skillCalibrations: Record<string, SkillCalibration> = {};
  let weights: ModelWeights = initialWeights();
  if (rng.chance(0.3)) weights = { ...weights, w: weights.w.map((v) => v + (rng.next() - 0.5) * 0.4) };
  const input: PracticeInput = {
    grade: rng.pick(GRADES),
    goal: rng.pick(GOALS),
    difficultyAreas: rng.chance(0.5) ? [rng.pick(TOPICS)] : [],
    skills: w.skills,
    candidates: rng.chance(0.3) ? w.items.filter(() => rng.chance(0.8)) : w.items,
    weights,
    student: { ...initialStudentState(), ability: (rng.next() - 0.5) * 3 },
    skillStates: {},
    skillCalibrations,
    itemCalibrations: rng.chance(0.7) ? { ...w.calibrated } : {},
    recent: [],
    at: Date.UTC(2026, 0, 1),
    rng: createRng(index),
  };
  const rightRate = 0.3 + rng.next() * 0.65;
  const neighbours = neighbourIndex(w.skills);
  for (let i = 0; i < answers; i++) {
    const choice = nextPracticeItem(input);
    if (!choice) break;
    const correct = rng.chance(rightRate);
    const itemKey = `${choice.item.templateId}#${choice.item.level}`;
    const result = recordAnswer({
      weights: input.weights,
      student: input.student,
      skillId: choice.item.skillId,
      skillStates: input.skillStates,
      skillCalibrations: input.skillCalibrations,
      item: input.itemCalibrations[itemKey],
      neighbours,
      observation: { correct, hintsUsed: rng.chance(0.2) ? rng.int(1, 3) : 0, at: input.at },
    });
    input.weights = result.weights;
    input.student = result.student;
    input.skillStates = { ...input.skillStates, ...result.skillStates };
    input.itemCalibrations = { ...input.itemCalibrations, [itemKey]: result.item };
    skillCalibrations[choice.item.skillId] = result.skillCalibration;
    input.recent = [...input.recent, { ...choice.item, correct }];
    input.at += rng.chance(0.2) ? rng.int(1, 6) * DAY_MS : rng.int(1, 10) * 60_000;
  }
  input.at += rng.chance(0.5) ? rng.int(1, 20) * DAY_MS : 60_000;
  if (rng.chance(0.3))
    input.openTopics = TOPICS.filter(() => rng.chance(0.3)).map((topicId) => ({ topicId, answered: rng.int(0, 3) }));
  return input;
}

function describeChoice(c: PracticeChoice | undefined): string {
  return c ? `${c.item.templateId}#${c.item.level}/${c.kind}/${c.predicted}` : '-';
}

/** Every seed's choice for the scenario, hashed (and the kinds seen, to show the paths covered). */
function digest(input: PracticeInput): { hash: string; kinds: string[] } {
  const choices = Array.from({ length: SEEDS_PER_SCENARIO }, (_, seed) =>
    nextPracticeItem({ ...input, rng: createRng(1000 + seed) }),
  );
  return {
    hash: hashString(choices.map(describeChoice).join('|')).toString(16).padStart(8, '0'),
    kinds: choices.map((c) => c?.kind ?? 'none'),
  };
}

/** One digest per scenario, in order. */
const EXPECTED: readonly string[] = `
  072165a5 fe711173 b836db77 dd5d1bfb bd2c01c1 205a8343 6cd05d29 3f58d593 2db424bb 7b8399e6 2c97eeb5 80941a7c
  21eeafde f7d4f924 d0946be8 6ee824e5 60f18586 c71bab5e df6ac321 ddd8c8eb 902d57f6 5bd5e1f0 6ad9477d b9410e1b
  eeb60cd3 d9ba242e 0a51af65 b460d5eb b0f3d4ab b6000429 cb3c6797 065e39f9 a1151907 9beae827 2015eec3 1a370ca9
  f0ba07e4 f2a539d9 9f265eeb 15646ac6 5a8a05a3 75a34897 31b77144 32e6930b eadb5adc 48a906c5 e0289c04 1f52eae6
`
  .trim()
  .split(/\s+/);

describe('nextPracticeItem digest', () => {
  it('chooses exactly what it chose before, scenario by scenario', () => {
    const w = world();
    const results = Array.from({ length: SCENARIOS }, (_, i) => digest(scenario(w, i)));
    const hashes = results.map((r) => r.hash);
    if (process.env['PRINT_DIGESTS']) process.stdout.write(`${hashes.join(' ')}\n`);
    // The scenarios reach the due reviews as well as new items.
    expect(new Set(results.flatMap((r) => r.kinds))).toEqual(new Set(['new', 'review']));
    expect(hashes).toEqual(EXPECTED);
  });
});
