import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Every core: each suite file has its own database (PGlite in its process, or a PostgreSQL
    // database of its own), so files run side by side; on the 2-core machine this takes the
    // PGlite run from 270 to 186 s and the PostgreSQL run from 163 to 97 s (Vitest's default
    // leaves one core idle).
    maxWorkers: '100%',
  },
});
