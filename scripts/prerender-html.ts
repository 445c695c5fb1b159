/** The parts of Vite's build manifest the pre-render reads. */
export type Manifest = Record<string, { file: string; imports?: string[] }>;

/** The manifest key of the pre-rendered pages' entry (vite.config.ts builds it beside index.html). */
export const PAGE_ENTRY = 'page-entry.ts';

/**
 * A pre-rendered page from the built SPA shell: the same head and stylesheet, the page's markup
 * in #root, and the page entry (with its static imports preloaded) instead of the SPA's scripts.
 */
export function pageHtml(spaHtml: string, markup: string, manifest: Manifest): string {
  const entry = manifest[PAGE_ENTRY];
  if (!entry) throw new Error(`${PAGE_ENTRY} is not in the build manifest`);
  const preloads = (entry.imports ?? []).map((key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    return `<link rel="modulepreload" crossorigin href="/${chunk.file}">`;
  });
  const withoutSpaScripts = spaHtml
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const scripts = [`<script type="module" crossorigin src="/${entry.file}"></script>`, ...preloads]
    .map((tag) => `\n    ${tag}`)
    .join('');
  if (!withoutSpaScripts.includes('</head>') || !withoutSpaScripts.includes('<div id="root"></div>')) {
    throw new Error('index.html has no </head> or empty #root to fill');
  }
  return withoutSpaScripts
    .replace(/\s*<\/head>/, () => `${scripts}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}
