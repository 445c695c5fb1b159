import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { reactOnPreact } from './vite.config.ts';

export default defineConfig({
  resolve: {
    alias: [
      ...reactOnPreact,
      // Node's conditions pick the router's CommonJS build, whose require('react') no alias reaches;
      // its ES module build is the one the browser bundle uses.
      {
        find: /^react-router$/,
        replacement: fileURLToPath(import.meta.resolve('react-router').replace(/index\.js$/, 'index.mjs')),
      },
    ],
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share their worker's module graph instead of importing the server afresh each (the
    // PGlite run 254 → 163 s): every suite opens its own database and app, and the few
    // process-wide caches hold only what the code and content derive (math, question banks), which
    // the tests that count them reset themselves.
    isolate: false,
    // Every core: each suite file has its own database (PGlite in its process, or a PostgreSQL
    // database of its own), so files run side by side; on the 2-core machine this takes the
    // PGlite run from 270 to 186 s and the PostgreSQL run from 163 to 97 s (Vitest's default
    // leaves one core idle).
    maxWorkers: '100%',
    // Libraries that import React are transformed, so the alias above reaches them as it does in
    // the build; left to Node they would load React itself beside Preact.
    server: { deps: { inline: ['react-router', '@tanstack/react-query', 'sonner', 'recharts'] } },
  },
});
