import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOG } from './error-catalog.ts';
import type { ErrorFactory } from './errors.ts';

const factories: ErrorFactory[] = Object.values(ERROR_CATALOG).flatMap((group) => Object.values(group));

function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('error catalogue', () => {
  it('gives every error a unique dotted code, an error status and a message', () => {
    const codes = factories.map((f) => f.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const f of factories) {
      expect(f.code).toMatch(/^[a-z]+(_[a-z]+)*(\.[a-z]+(_[a-z]+)*)*$/);
      expect(f.status).toBeGreaterThanOrEqual(400);
      expect(f.message.length).toBeGreaterThan(0);
      expect(f().code).toBe(f.code);
    }
  });

  it('holds every error the server defines, so the client contract knows every code', () => {
    const known = new Set(factories.map((f) => f.code));
    const defined = serverSources(join(import.meta.dirname)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/defineError\(\s*'([^']+)'/g)].map((m) => ({ file, code: m[1] })),
    );
    expect(defined.length).toBeGreaterThanOrEqual(known.size);
    expect(defined.filter((d) => !known.has(d.code!))).toEqual([]);
  });
});
