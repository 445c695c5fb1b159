/**
 * Pages rendered to HTML at build time (scripts/prerender.ts): their content shows without
 * JavaScript, and the app hydrates them after the first paint (page-entry.ts). They need no
 * session: the signed-out header is what every visitor sees before the app has loaded.
 */
export const PRERENDERED_PATHS = ['/', '/privacy', '/terms', '/about', '/contact'] as const;
