import { describe, expect, it } from 'vitest';
import { routeShellHtml } from './route-shell-html.ts';

describe('routeShellHtml', () => {
  it('announces scripts as module preloads and stylesheets as preloads, in the head', () => {
    const html = routeShellHtml('<html><head><title>x</title>\n  </head><body></body></html>', [
      'assets/page-a1.js',
      'assets/katex-b2.css',
    ]);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/page-a1.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/katex-b2.css">');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('preloads the data every page starts with as a same-origin fetch', () => {
    const html = routeShellHtml('<head></head>', [], ['/api/onboarding/status']);
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/onboarding/status">');
  });

  it('refuses an index.html without a head to put them in', () => {
    expect(() => routeShellHtml('<body></body>', ['assets/a.js'])).toThrow(/no <\/head>/);
  });
});
