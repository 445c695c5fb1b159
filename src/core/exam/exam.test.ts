import { describe, expect, it } from 'vitest';
import { allTemplates, generateQuestion } from '../questions/registry.ts';
import { examTemplates } from './bank.ts';
import { examItem } from './exam-item.ts';
import { SKILLS } from '../curriculum/skills.ts';
import { CLOSED_STYLES, EXAM_AREAS, MIN_PER_STYLE, MOCK_EXAM_FORMAT, areaPointShares, examAreaOf } from './format.ts';
import { assemblePaper, TARGET_SUCCESS, type ExamTemplate } from './paper.ts';
import type { ScoredTask } from './prediction.ts';
import { areaResults } from './result.ts';
import { correctResponses } from '../questions/open-task.ts';
import { scoreClosedTask, scoreTask } from './scoring.ts';

// The bank as the app builds it: typed-answer items asked as choice tasks where they can be.
const bank = examTemplates(allTemplates(), (id, level, seed) => examItem(generateQuestion(id, level, seed)));
/** A pupil for whom level 1 is easy, level 3 hard; skill ids shift it a little. */
const predicted = (templateId: string, level: number) => [0.85, 0.55, 0.3][level - 1]! - (templateId.length % 3) * 0.02;

describe('the format', () => {
  it('adds up to 15 closed and 6 open tasks, 30 points, 125 minutes', () => {
    expect(EXAM_AREAS.reduce((s, a) => s + a.closed, 0)).toBe(MOCK_EXAM_FORMAT.closedCount);
    expect(EXAM_AREAS.reduce((s, a) => s + a.open, 0)).toBe(MOCK_EXAM_FORMAT.openCount);
    expect(MOCK_EXAM_FORMAT.closedCount * MOCK_EXAM_FORMAT.closedPoints + MOCK_EXAM_FORMAT.openPoints).toBe(30);
    expect(MOCK_EXAM_FORMAT.timeLimitSeconds).toBe(125 * 60);
  });

  it('maps e8 skills to areas and leaves liceum skills out', () => {
    expect(examAreaOf('prisms_pyramids')).toBe('solids');
    expect(examAreaOf('percent_changes')).toBe('percent');
    expect(examAreaOf('counting_probability')).toBe('data');
    expect(examAreaOf('pythagoras')).toBe('plane');
    expect(examAreaOf('linear_function')).toBeNull();
    expect(examAreaOf('no_such_skill')).toBeNull();
  });
});

describe('the bank', () => {
  it('classifies choice items as closed tasks in the four styles', () => {
    const styles = new Set(bank.flatMap((t) => (t.task.kind === 'closed' ? [t.task.style] : [])));
    expect([...styles].sort()).toEqual([...CLOSED_STYLES].sort());
    for (const t of bank) expect(examAreaOf(t.skillId)).toBe(t.area);
    expect(bank.some((t) => t.templateId === 'power_laws.prawda-falsz')).toBe(true);
  });

  it('takes open tasks with their points', () => {
    const open = bank.find((t) => t.templateId === 'pythagoras.open-isosceles-area')!;
    expect(open).toMatchObject({ area: 'plane', task: { kind: 'open' } });
    for (const l of open.levels) expect([2, 3, 4]).toContain(open.points[l]);
  });
});

describe('assemblePaper', () => {
  const paper = assemblePaper({ templates: bank, predicted, seed: 42 });

  it('is deterministic from the seed and differs between seeds', () => {
    expect(assemblePaper({ templates: bank, predicted, seed: 42 })).toEqual(paper);
    const other = assemblePaper({ templates: bank, predicted, seed: 43 });
    expect(other.map((t) => t.templateId)).not.toEqual(paper.map((t) => t.templateId));
  });

  it('puts the bank’s open tasks after the closed ones', () => {
    const open = paper.filter((t) => t.kind === 'open');
    expect(open.length).toBeGreaterThan(0);
    expect(paper.slice(0, MOCK_EXAM_FORMAT.closedCount).every((t) => t.kind === 'closed')).toBe(true);
    for (const t of open) expect(t.maxPoints).toBeGreaterThanOrEqual(2);
  });

  it('is the CKE 2025 paper every time: 21 tasks, 15 closed and 6 open (three of 3 points, three of 2), 30 points, an open task on data', () => {
    const pupils = [
      predicted,
      (_: string, l: number) => [0.97, 0.9, 0.6][l - 1]!,
      (_: string, l: number) => [0.4, 0.2, 0.1][l - 1]!,
    ];
    for (const who of pupils) {
      for (let seed = 1; seed <= 150; seed++) {
        const p = assemblePaper({ templates: bank, predicted: who, seed });
        const where = `seed ${seed}`;
        expect(p, where).toHaveLength(21);
        expect(
          p.filter((t) => t.kind === 'closed').every((t) => t.maxPoints === 1),
          where,
        ).toBe(true);
        const open = p.filter((t) => t.kind === 'open');
        expect(open.map((t) => t.maxPoints).sort(), where).toEqual([2, 2, 2, 3, 3, 3]);
        expect(
          p.reduce((s, t) => s + t.maxPoints, 0),
          where,
        ).toBe(30);
        expect(
          open.some((t) => t.area === 'data'),
          where,
        ).toBe(true);
      }
    }
  });

  it('varies every slot: over many seeds no position is always the same template, the solids slot included', () => {
    const papers = Array.from({ length: 200 }, (_, i) => assemblePaper({ templates: bank, predicted, seed: i + 1 }));
    for (let pos = 0; pos < 21; pos++) {
      const seen = new Set(papers.map((p) => p[pos]!.templateId));
      expect(seen.size, `position ${pos + 1}`).toBeGreaterThan(1);
    }
    const solidsClosed = new Set(papers.flatMap((p) => p.filter((t) => t.area === 'solids' && t.kind === 'closed')));
    expect(new Set([...solidsClosed].map((t) => t.templateId)).size).toBeGreaterThanOrEqual(4);
    // A skill with many templates is not asked on (nearly) every paper: skills weigh alike within
    // an area. (Solids has three skills for its two tasks, so each of them is on most papers.)
    const onPapers = new Map<string, number>();
    for (const p of papers)
      for (const id of new Set(p.map((t) => t.skillId))) onPapers.set(id, (onPapers.get(id) ?? 0) + 1);
    const skillsOf = (area: string) => new Set(bank.filter((t) => t.area === area).map((t) => t.skillId)).size;
    for (const [skill, n] of onPapers) {
      const area = bank.find((t) => t.skillId === skill)!.area;
      if (skillsOf(area) >= 5) expect(n / papers.length, skill).toBeLessThan(0.9);
    }
  });

  it('draws the solids and the data open task from several templates, the box diagonal and the chart read among them', () => {
    const open = (area: string) =>
      new Set(
        Array.from({ length: 200 }, (_, i) => assemblePaper({ templates: bank, predicted, seed: i + 1 })).flatMap((p) =>
          p.filter((t) => t.kind === 'open' && t.area === area).map((t) => t.templateId),
        ),
      );
    const [solids, data] = [open('solids'), open('data')];
    expect(solids).toContain('cuboid_prisms.open-box-diagonal');
    expect(data).toContain('data_graphs.open-chart-percent');
    expect(solids.size).toBeGreaterThanOrEqual(3);
    expect(data.size).toBeGreaterThanOrEqual(4);
  });

  it('can ask every skill of the egzamin ósmoklasisty: each is on some of 300 papers', () => {
    const asked = new Set<string>();
    for (let seed = 1; seed <= 300; seed++)
      for (const t of assemblePaper({ templates: bank, predicted, seed })) asked.add(t.skillId);
    expect(SKILLS.filter((s) => s.e8 && !asked.has(s.id)).map((s) => s.id)).toEqual([]);
  });

  it('keeps every area’s open task on every paper, so the points per area follow the blueprint', () => {
    const want = areaPointShares();
    const points = new Map<string, number>();
    const papers = 200;
    for (let seed = 1; seed <= papers; seed++) {
      const p = assemblePaper({ templates: bank, predicted, seed });
      expect(
        EXAM_AREAS.map((a) => p.filter((t) => t.kind === 'open' && t.area === a.id).length),
        `seed ${seed}`,
      ).toEqual(EXAM_AREAS.map((a) => a.open));
      for (const t of p) points.set(t.area, (points.get(t.area) ?? 0) + t.maxPoints);
    }
    // Open tasks are worth 2 or 3 points where the blueprint counts 2,5: within 2,5 points in a hundred.
    for (const a of EXAM_AREAS)
      expect(Math.abs((points.get(a.id) ?? 0) / (30 * papers) - want[a.id]), a.id).toBeLessThan(0.025);
  });

  it('has the blueprint’s closed tasks per area, every style, no template twice', () => {
    const closed = paper.filter((t) => t.kind === 'closed');
    expect(closed).toHaveLength(MOCK_EXAM_FORMAT.closedCount);
    for (const a of EXAM_AREAS) expect(closed.filter((t) => t.area === a.id)).toHaveLength(a.closed);
    for (const s of CLOSED_STYLES) {
      expect(closed.filter((t) => t.style === s).length).toBeGreaterThanOrEqual(MIN_PER_STYLE[s]);
    }
    expect(new Set(paper.map((t) => t.templateId)).size).toBe(paper.length);
    expect(paper.map((t) => t.position)).toEqual(paper.map((_, i) => i + 1));
    for (const t of closed) expect(t.maxPoints).toBe(1);
  });

  it('takes the level whose predicted success is nearest the target', () => {
    for (const t of paper) {
      const entry = bank.find((b) => b.templateId === t.templateId)!;
      const best = Math.min(...entry.levels.map((l) => Math.abs(predicted(t.templateId, l) - TARGET_SUCCESS)));
      expect(Math.abs(t.predicted - TARGET_SUCCESS)).toBeCloseTo(best, 9);
      expect(t.predicted).toBe(predicted(t.templateId, t.level));
    }
  });

  it('a strong pupil gets harder levels than a weak one', () => {
    const strong = assemblePaper({ templates: bank, predicted: (_, l) => [0.97, 0.9, 0.6][l - 1]!, seed: 1 });
    const weak = assemblePaper({ templates: bank, predicted: (_, l) => [0.4, 0.2, 0.1][l - 1]!, seed: 1 });
    const mean = (p: typeof strong) => p.reduce((s, t) => s + t.level, 0) / p.length;
    expect(mean(strong)).toBeGreaterThan(mean(weak));
  });

  it('aims the open tasks at the format’s 15 points', () => {
    const open: ExamTemplate[] = EXAM_AREAS.flatMap((a) =>
      [2, 3, 4].map((points) => ({
        templateId: `${a.id}.open-${points}`,
        skillId: `${a.id}-skill-${points}`,
        area: a.id,
        levels: [1, 2, 3],
        points: { 1: points, 2: points, 3: points },
        task: { kind: 'open' as const },
      })),
    );
    const p = assemblePaper({ templates: [...bank, ...open], predicted, seed: 7 });
    const openTasks = p.filter((t) => t.kind === 'open');
    expect(openTasks).toHaveLength(MOCK_EXAM_FORMAT.openCount);
    expect(openTasks.reduce((s, t) => s + t.maxPoints, 0)).toBe(MOCK_EXAM_FORMAT.openPoints);
    expect(p.slice(0, 15).every((t) => t.kind === 'closed')).toBe(true);
  });
});

describe('scoring and the result', () => {
  it('scores a closed task 1 for the right choice, 0 for a wrong, empty or invalid one', () => {
    const item = generateQuestion('power_laws.prawda-falsz', 2, 5);
    const right = item.answer.kind === 'text' ? item.answer.accepted[0]! : '';
    expect(scoreClosedTask(item, right, 1).points).toBe(1);
    const wrong = right.replace(/./, (c) => (c === 'P' ? 'F' : 'P'));
    expect(scoreClosedTask(item, wrong, 1).points).toBe(0);
    expect(scoreClosedTask(item, null, 1).points).toBe(0);
    expect(scoreClosedTask(item, 'xyz', 1)).toMatchObject({
      points: 0,
      marking: { correctAnswer: expect.any(String) },
    });
  });

  it('scores a TAK/NIE task 1 only when both the answer and its justification are right', () => {
    const entry = bank.find((t) => t.templateId === 'pythagoras.e8-tak-nie-right-triangle')!;
    expect(entry.task).toEqual({ kind: 'closed', style: 'tak_nie' });
    const item = generateQuestion(entry.templateId, 2, 7);
    // What the toggles send: TAK or NIE, then the reason ("T2").
    const right = item.answer.kind === 'text' ? item.answer.accepted[1]! : '';
    expect(right).toMatch(/^[TN][123]$/);
    const otherAnswer = `${right[0] === 'T' ? 'N' : 'T'}${right[1]}`;
    const otherReason = `${right[0]}${right[1] === '1' ? '2' : '1'}`;
    expect(scoreClosedTask(item, right, 1).points).toBe(1);
    expect(scoreClosedTask(item, otherAnswer, 1).points).toBe(0);
    expect(scoreClosedTask(item, otherReason, 1).points).toBe(0);
  });

  it('scores an open task by its marking scheme and shows the marking', () => {
    const item = generateQuestion('percent_changes.open-two-changes', 2, 3);
    if (item.answer.kind !== 'parts') throw new Error('not an open task');
    const full = scoreTask(item, JSON.stringify(correctResponses(item.answer)), 1);
    expect(full.points).toBe(item.answer.points);
    expect(full.maxPoints).toBe(item.answer.points);
    expect(full.marking.open?.criteria.every((c) => c.earned)).toBe(true);
    for (const answer of [null, '', 'not json', '{}']) {
      const none = scoreTask(item, answer, 1);
      expect(none.points).toBe(0);
      expect(none.marking.open?.criteria.some((c) => c.earned)).toBe(false);
    }
  });

  const tasks = (earned: number): ScoredTask[] =>
    Array.from({ length: 20 }, (_, i) => ({
      area: EXAM_AREAS[i % EXAM_AREAS.length]!.id,
      points: i < earned ? 1 : 0,
      maxPoints: 1,
      predicted: 0.5,
    }));

  it('sums points per area', () => {
    const r = areaResults(tasks(6));
    expect(r.reduce((s, a) => s + a.maxPoints, 0)).toBe(20);
    expect(r.reduce((s, a) => s + a.points, 0)).toBe(6);
    expect(r[0]).toMatchObject({ area: 'numbers', points: 1, maxPoints: 4, percent: 25 });
  });
});
