import { describe, it, expect } from 'vitest';
import { spawnSync } from 'node:child_process';
import { allTemplates } from '../src/core/questions/registry.ts';
import { SKILLS } from '../src/core/curriculum/skills.ts';

function run(args: string[]): { stdout: string; status: number | null } {
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', cwd: new URL('..', import.meta.url).pathname });
  return { stdout: r.stdout, status: r.status };
}

describe('content commands', () => {
  it('content:stats ends with a JSON summary counting every skill and template', () => {
    const { stdout, status } = run(['scripts/content-stats.ts']);
    expect(status).toBe(0);
    const last = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>;
    expect(last.skills).toBe(SKILLS.length);
    expect(last.templates).toBe(allTemplates().length);
    expect(last.levels).toBe(allTemplates().length * 3);
    const open = last.openTasks as {
      templates: number;
      points: number;
      bySkill: Record<string, { templates: number }>;
    };
    expect(open.templates).toBe(allTemplates().filter((t) => t.open).length);
    expect(open.points).toBeGreaterThanOrEqual(open.templates * 3 * 2);
    expect(Object.values(open.bySkill).reduce((n, s) => n + s.templates, 0)).toBe(open.templates);
    expect(Object.keys(last.byArea as object)).toEqual([
      'proportions',
      'fractions_powers',
      'linear_equations',
      'functions',
      'geometry',
      'other',
    ]);
  }, 120_000);

  it('content:sample prints N items per template as JSON lines with a public part free of answers', () => {
    const first = allTemplates()[0]!;
    const { stdout, status } = run([
      'scripts/content-sample.ts',
      '--per-template',
      '3',
      '--seed',
      '10',
      '--template',
      first.id,
    ]);
    expect(status).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map(
        (l) => JSON.parse(l) as { templateId: string; level: number; seed: number; public: Record<string, unknown> },
      );
    const mine = lines.filter((l) => l.templateId === first.id);
    expect(mine.map((l) => [l.level, l.seed])).toEqual([
      [1, 10],
      [2, 11],
      [3, 12],
    ]);
    for (const l of mine) expect(l.public).not.toHaveProperty('answer');
  }, 120_000);
});
