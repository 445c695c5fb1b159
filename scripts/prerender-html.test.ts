import { describe, expect, it } from 'vitest';
import { pageHtml } from './prerender-html.ts';

const spa = `<!doctype html>
<html lang="pl">
  <head>
    <title>Celujący</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest = {
  'page-entry.ts': { file: 'assets/page-entry-4.js', imports: ['_helper.js'] },
  '_helper.js': { file: 'assets/helper-5.js' },
};

describe('pageHtml', () => {
  it("swaps the SPA's scripts for the page entry, keeps the stylesheet and fills #root verbatim", () => {
    const html = pageHtml(spa, '<h1>Cena: 10 $&amp; więcej $1</h1>', manifest);
    expect(html).not.toContain('index-1.js');
    expect(html).not.toContain('react-2.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-3.css">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/page-entry-4.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/helper-5.js">');
    expect(html).toContain('<div id="root"><h1>Cena: 10 $&amp; więcej $1</h1></div>');
    expect(html.indexOf('page-entry-4.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('refuses a build without the page entry', () => {
    expect(() => pageHtml(spa, '<p></p>', {})).toThrow(/page-entry\.ts/);
  });
});
