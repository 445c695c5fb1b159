/**
 * Property test over every template × level × many seeds (quality.md: every generated item is
 * answerable by its own key, its wrong options are wrong, its steps lead to the answer).
 *
 * Template authors: `npx vitest run src/core/questions` runs everything; to focus on your
 * templates set TEMPLATES to a comma-separated list of id prefixes, e.g.
 *   TEMPLATES=fraction_add_sub,percent_ npx vitest run src/core/questions/templates.property.test.ts
 * and TEMPLATE_SEEDS=1000 for a deeper run (default 120 seeds per level; text rules on the first 30). Failures name templateId / level / seed; rebuild
 * one item with generateQuestion(templateId, level, seed).
 */
import { describe, it, expect } from 'vitest';
import katex from 'katex';
import { allTemplates, generateQuestion } from './registry.ts';
import { SKILL_IDS } from '../curriculum/skill-ids.ts';
import { LEVELS, type QuestionInstance, type QuestionTemplate } from './types.ts';
import { auditQuestion, itemTexts, splitMath } from './audit.ts';
import { toPublicQuestion } from './public.ts';
import { correctResponses, modelResponses, scoreOpenTask } from './open-task.ts';

const SEEDS = Number(process.env.TEMPLATE_SEEDS ?? 120);
/** Text rules are slower; they run on the first TEXT_SEEDS seeds of each level, KaTeX rendering on fewer. */
const TEXT_SEEDS = Math.min(SEEDS, Number(process.env.TEMPLATE_TEXT_SEEDS ?? 30));
const KATEX_SEEDS = 8;
/** Open tasks: the scoring rules (reachability, public projection) run on the first seeds of each level. */
const OPEN_SEEDS = Math.min(SEEDS, 30);
const MIN_DISTINCT_STEMS = 4;
/**
 * Identical items within a template (issue 25: three of twelve seeds gave one item): over the
 * full 120 seeds each level gives at least a session's worth (12) of different items.
 */
const MIN_DISTINCT_ITEMS_FULL = 12;
/**
 * Template levels with fewer different items today (distinct items in 120 seeds): their
 * parameter space is to be widened; a template not listed here may not fall below the rule.
 */
const NARROW_LEVELS: Readonly<Record<string, number>> = {
  // Open justification tasks narrowed by the CKE scoring work (issue 24): few clean numbers fit.
  'roots.open-justify-compare L1': 11,
  'pythagoras.open-justify-right L1': 9,
  'angles.clock-hands L1': 5,
  'angles.clock-hands L2': 5,
  'polygons_properties.symmetry-axes L1': 4,
  'polygons_properties.symmetry-axes L2': 4,
  'polygons_properties.symmetry-axes L3': 4,
};

/** How many different items a level must give in SEEDS seeds. */
function minDistinct(templateId: string, level: number): number {
  if (SEEDS < 120) return Math.min(MIN_DISTINCT_STEMS, SEEDS);
  return NARROW_LEVELS[`${templateId} L${level}`] ?? MIN_DISTINCT_ITEMS_FULL;
}
const MAX_REPORTED = 12;

const filters = (process.env.TEMPLATES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const templates = allTemplates().filter((t) => filters.length === 0 || filters.some((f) => t.id.startsWith(f)));

function katexProblems(q: QuestionInstance): string[] {
  const problems: string[] = [];
  for (const { where, text } of itemTexts(q)) {
    for (const tex of splitMath(text).math) {
      try {
        katex.renderToString(tex, { throwOnError: true, strict: 'error' });
      } catch (e) {
        problems.push(`${where}: KaTeX error in "$${tex}$": ${(e as Error).message.split('\n')[0]}`);
      }
    }
  }
  return problems;
}

function auditTemplate(t: QuestionTemplate): string[] {
  const failures: string[] = [];
  const report = (level: number, seed: number, problem: string) =>
    failures.push(`${t.id} L${level} seed ${seed}: ${problem}`);
  for (const level of LEVELS) {
    const stems = new Set<string>();
    for (let seed = 1; seed <= SEEDS; seed++) {
      let q: QuestionInstance;
      try {
        q = generateQuestion(t.id, level, seed);
      } catch (e) {
        report(level, seed, `generate throws: ${(e as Error).message}`);
        continue;
      }
      // Some templates keep the stem and vary the figure or options; any visible difference counts.
      stems.add(JSON.stringify([q.stem, q.figure, q.options, q.answer]));
      if (seed <= 20) {
        const again = generateQuestion(t.id, level, seed);
        if (JSON.stringify(again) !== JSON.stringify(q)) report(level, seed, 'generation is not deterministic');
      }
      let problems: string[];
      try {
        problems = auditQuestion(q, { lastStepIsAnswer: t.lastStepIsAnswer, texts: seed <= TEXT_SEEDS });
      } catch (e) {
        problems = [`audit throws: ${(e as Error).stack ?? String(e)}`];
      }
      if (seed <= KATEX_SEEDS) problems.push(...katexProblems(q));
      if ((t.open === true) !== (q.answer.kind === 'parts')) {
        problems.push(`template open flag ${t.open === true} but answer kind '${q.answer.kind}'`);
      } else if (t.open && seed <= OPEN_SEEDS) problems.push(...openTaskScoringProblems(q));
      for (const p of problems) report(level, seed, p);
      // One broken template should not drown the report: stop after enough evidence.
      if (failures.length > 200) return failures;
    }
    if (stems.size < minDistinct(t.id, level)) {
      failures.push(
        `${t.id} L${level}: only ${stems.size} distinct items in ${SEEDS} seeds (at least ${minDistinct(t.id, level)})`,
      );
    }
  }
  return failures;
}

/**
 * An open task's marking as a pupil meets it: the model solution and the right answers in every
 * accepted form earn full points, nothing earns nothing, each criterion is earned by writing
 * exactly its required parts as the model solution does (so every criterion is reachable; a
 * written calculation may also show earlier stages, so the score is at least the criteria's
 * points), scoring is deterministic, and the public item carries no answer, no marking scheme
 * and no misconception keys.
 */
function openTaskScoringProblems(q: QuestionInstance): string[] {
  if (q.answer.kind !== 'parts') return [];
  const problems: string[] = [];
  const answer = q.answer;
  const right = modelResponses(answer);
  const full = scoreOpenTask(q, right);
  if (full.points !== answer.points || full.maxPoints !== answer.points) {
    problems.push(`right answers score ${full.points}/${full.maxPoints}, expected ${answer.points}`);
  }
  // Every accepted way of writing each part's answer earns full points too.
  const lastForms = scoreOpenTask(
    q,
    correctResponses(answer, (inputs) => inputs.at(-1)!),
  );
  if (lastForms.points !== answer.points) problems.push(`other accepted forms score ${lastForms.points}`);
  if (JSON.stringify(scoreOpenTask(q, right)) !== JSON.stringify(full)) problems.push('scoring is not deterministic');
  if (scoreOpenTask(q, {}).points !== 0) problems.push('an empty answer earns points');
  for (const c of answer.scheme) {
    const only = Object.fromEntries(c.requires.map((id) => [id, right[id]!]));
    const score = scoreOpenTask(q, only);
    const earned = score.criteria.find((x) => x.id === c.id);
    if (!earned?.earned)
      problems.push(`criterion '${c.id}' is not earned by answering its parts ${c.requires.join(', ')}`);
    const expected = answer.scheme
      .filter((o) => o.requires.every((id) => c.requires.includes(id)))
      .reduce((sum, o) => sum + o.points, 0);
    if (score.points < expected)
      problems.push(`answering ${c.requires.join(', ')} scores ${score.points}, expected ${expected}`);
  }
  const pub = JSON.stringify(toPublicQuestion(q, 'x'));
  for (const secret of ['"answer"', '"scheme"', '"requires"', '"commonErrors"', '"errorKey"', '"solution"']) {
    if (pub.includes(secret)) problems.push(`public item contains ${secret}`);
  }
  for (const c of answer.scheme) {
    if (pub.includes(JSON.stringify(c.description).slice(1, -1))) {
      problems.push(`public item reveals criterion '${c.id}'`);
    }
  }
  const publicParts = toPublicQuestion(q, 'x').parts ?? [];
  if (publicParts.map((p) => p.id).join() !== answer.parts.map((p) => p.id).join()) {
    problems.push('public item does not list every part');
  }
  return problems;
}

/** Groups identical problems (ignoring the seed) so the message stays readable. */
function summarise(failures: string[]): string {
  const groups = new Map<string, string[]>();
  for (const f of failures) {
    const key = f.replace(/ seed \d+:/, ':').replace(/"[^"]*"/g, '"…"');
    const list = groups.get(key) ?? [];
    list.push(f);
    groups.set(key, list);
  }
  const lines = [...groups.values()]
    .slice(0, MAX_REPORTED)
    .map((list) => `${list[0]}${list.length > 1 ? `  (+${list.length - 1} similar)` : ''}`);
  return `${failures.length} problem(s):\n  ${lines.join('\n  ')}`;
}

describe('templates: every generated item is sound', () => {
  it('template ids are unique and prefixed by their skill id', () => {
    const ids = allTemplates().map((t) => t.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const badPrefix = allTemplates()
      .filter((t) => !t.id.startsWith(`${t.skillId}.`))
      .map((t) => t.id);
    expect(badPrefix).toEqual([]);
    const unknownSkill = allTemplates().filter((t) => !(SKILL_IDS as readonly string[]).includes(t.skillId));
    expect(unknownSkill.map((t) => t.id)).toEqual([]);
  });

  it('every skill has at least two templates', () => {
    const counts = new Map<string, number>(SKILL_IDS.map((s) => [s, 0]));
    for (const t of allTemplates()) counts.set(t.skillId, (counts.get(t.skillId) ?? 0) + 1);
    const missing = [...counts.entries()].filter(([, n]) => n < 2).map(([s, n]) => `${s} (${n})`);
    expect(missing, `skills with fewer than 2 templates: ${missing.join(', ')}`).toEqual([]);
  });

  it('has templates to test', () => {
    expect(templates.length, `no template matches TEMPLATES=${filters.join(',')}`).toBeGreaterThan(0);
  });

  for (const t of templates) {
    it(`${t.id}`, () => {
      const failures = auditTemplate(t);
      expect(failures.length, summarise(failures)).toBe(0);
    });
  }
});
