import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { operatorFromEnv } from './src/core/operator.ts';

// The operator named on /contact, /terms and /privacy (src/core/operator.ts): part of the build,
// since those pages are pre-rendered (scripts/check-build-env.ts refuses a production build without it).
const { operator } = operatorFromEnv(process.env);

/**
 * React's API served by Preact's compatibility layer (docs/decisions/0029-preact-compat.md): every
 * page's first load is ~40 kB lighter. Shared with vitest.config.ts so tests run what ships.
 * Longest first: an alias matches by prefix.
 */
export const reactOnPreact = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * React Router's package exports name its development build for every condition (its own Vite
 * plugin switches to the production one); a plain Vite build must ask for it, or the app ships
 * the router's developer warnings.
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    import.meta
      .resolve('react-router')
      .replace('/development/', '/production/')
      .replace(/index\.js$/, 'index.mjs'),
  ),
};

const client = (file: string) => fileURLToPath(new URL(`src/client/${file}`, import.meta.url));

export default defineConfig(({ command }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [tailwindcss()],
  define: { __OPERATOR__: JSON.stringify(operator) },
  resolve: { alias: command === 'build' ? [...reactOnPreact, reactRouterProduction] : reactOnPreact },
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
            { name: 'app', test: /node_modules\/(preact|react-router|@tanstack)\// },
            // Toasts load after the first render (app.tsx); left to itself the bundler merges them into the app.
            { name: 'sonner', test: /node_modules\/sonner\// },
            // The app's own start-up modules every page shares, in one chunk instead of nine of
            // 0,1–5 kB each: fewer requests on a cold load, fewer modules to fetch and link on a warm one.
            {
              name: 'start',
              test: /src\/(client\/(lib\/(api|query-client|session|cn|status-path|math-markup)|ui\/(button|toast-later)|i18n\/pl)|core\/(text\/(plural|math-segment-key)|brand))\.tsx?$/,
              includeDependenciesRecursively: false,
            },
            // What the pre-rendered pages' entry (page-entry.ts) runs before the app: kept out of
            // 'start', which imports the framework those pages load only after their first paint.
            { name: 'boot', test: /src\/client\/lib\/service-worker\.ts$|vite\/preload-helper/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/health': 'http://localhost:3000', '/dev': 'http://localhost:3000' },
  },
}));
