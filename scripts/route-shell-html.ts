/**
 * index.html with a page's own files announced in its head: scripts as `modulepreload` (fetched
 * and parsed, run when the app imports them), stylesheets as `preload` (the app's loader then
 * applies them from the cache; a stylesheet link here would hold the first paint back).
 */
export function routeShellHtml(indexHtml: string, files: readonly string[]): string {
  const links = files
    .map((file) =>
      file.endsWith('.css')
        ? `    <link rel="preload" as="style" crossorigin href="/${file}">`
        : `    <link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('\n');
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  return indexHtml.replace('</head>', `${links}\n  </head>`);
}
