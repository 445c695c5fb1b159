import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { operatorFromEnv } from './src/core/operator.ts';

// The operator named on /contact, /terms and /privacy (src/core/operator.ts): part of the build,
// since those pages are pre-rendered (scripts/check-build-env.ts refuses a production build without it).
const { operator } = operatorFromEnv(process.env);

const client = (file: string) => fileURLToPath(new URL(`src/client/${file}`, import.meta.url));

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  define: { __OPERATOR__: JSON.stringify(operator) },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // Fonts stay files, fetched only when a glyph needs them; inlined into the CSS as base64 they
    // would not compress and every page with maths would download KaTeX's small fonts up front.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf)$/.test(file) ? false : undefined),
    // bench/web and scripts/prerender.ts read it (dist/client/.vite is not served).
    manifest: true,
    rolldownOptions: {
      // page-entry.ts: the script of the pre-rendered pages (scripts/prerender.ts).
      input: { index: client('index.html'), 'page-entry': client('page-entry.ts') },
      output: {
        codeSplitting: {
          // What every page runs, in one chunk: split up by the two entries it would be
          // several, which gzip 2 kB worse together.
          groups: [
            { name: 'app', test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack)\// },
            // Toasts load after the first render (app.tsx); left to itself the bundler merges them into the app.
            { name: 'sonner', test: /node_modules\/sonner\// },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/health': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
});
