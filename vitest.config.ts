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
    // Libraries that import React are transformed, so the alias above reaches them as it does in
    // the build; left to Node they would load React itself beside Preact.
    server: { deps: { inline: ['react-router', '@tanstack/react-query', 'sonner', 'recharts'] } },
  },
});
