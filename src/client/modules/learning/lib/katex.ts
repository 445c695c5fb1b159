import { useEffect, useState } from 'react';

import type KatexModule from 'katex';

type Katex = typeof KatexModule;

let katexPromise: Promise<Katex> | null = null;
let katexLoaded: Katex | null = null;

/**
 * KaTeX and its stylesheet (with fonts) are loaded on first use only, so pages without maths
 * never download them. The promise is shared by every MathText on the page.
 */
export function loadKatex(): Promise<Katex> {
  katexPromise ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([mod]) => {
    katexLoaded = mod.default;
    return mod.default;
  });
  return katexPromise;
}

/** KaTeX once loaded (null meanwhile, or forever when `needed` is false). */
export function useKatex(needed: boolean): Katex | null {
  const [katex, setKatex] = useState<Katex | null>(katexLoaded);
  useEffect(() => {
    if (!needed || katexLoaded) return;
    let live = true;
    loadKatex().then(
      (k) => {
        if (live) setKatex(k);
      },
      () => {
        // Offline or a failed chunk: the TeX source stays visible as text.
        katexPromise = null;
      },
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return katex ?? katexLoaded;
}

const cache = new Map<string, string>();

/** KaTeX HTML (+ MathML for screen readers). KaTeX escapes its input; `trust` stays off. */
export function renderTex(katex: Katex, tex: string, display: boolean): string {
  const key = `${display ? 'D' : 'I'}${tex}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = katex.renderToString(tex, {
      displayMode: display,
      throwOnError: false,
      strict: 'ignore',
      trust: false,
      output: 'htmlAndMathml',
      maxExpand: 500,
    });
    if (cache.size > 2000) cache.clear();
    cache.set(key, html);
  }
  return html;
}
