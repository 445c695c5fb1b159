/**
 * index.html with a page's own files announced in its head: scripts as `modulepreload` (fetched
 * and parsed, run when the app imports them), stylesheets as `preload` (the app's loader then
 * applies them from the cache; a stylesheet link here would hold the first paint back), and the
 * API responses every page starts with as `preload` of a fetch (`crossorigin` without a value:
 * the credentials mode of the app's own same-origin fetch, so the browser hands the response over).
 */
export function routeShellHtml(indexHtml: string, files: readonly string[], data: readonly string[] = []): string {
  const links = [
    ...data.map((path) => `    <link rel="preload" as="fetch" crossorigin href="${path}">`),
    ...files.map((file) =>
      file.endsWith('.css')
        ? `    <link rel="preload" as="style" crossorigin href="/${file}">`
        : `    <link rel="modulepreload" crossorigin href="/${file}">`,
    ),
  ].join('\n');
  if (!indexHtml.includes('</head>')) throw new Error('index.html has no </head>');
  return indexHtml.replace('</head>', `${links}\n  </head>`);
}
