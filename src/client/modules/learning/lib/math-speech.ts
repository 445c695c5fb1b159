import { parseMathText } from '#core/text/math-segments.ts';

/**
 * A plain-text reading of question text with `$…$` maths, for accessible names: a radio option
 * whose label is pure KaTeX otherwise has no name (assistive tech does not name a button from
 * MathML). Covers the notation the templates use; anything else loses only its backslash.
 */
export function mathToSpeech(text: string): string {
  return parseMathText(text)
    .map((para) =>
      para.map((seg) => (seg.kind === 'text' ? seg.text : seg.kind === 'break' ? ' ' : texToPlain(seg.tex))).join(''),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const SYMBOLS: Record<string, string> = {
  cdot: '·',
  times: '×',
  div: ':',
  pm: '±',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  approx: '≈',
  pi: 'π',
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  circ: '°',
  degree: '°',
  infty: '∞',
  left: '',
  right: '',
  quad: ' ',
  qquad: ' ',
};

function texToPlain(tex: string): string {
  let s = tex;
  // Innermost first, so nested fractions and roots unwind.
  for (let i = 0; i < 5; i++) {
    const before = s;
    s = s
      .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)')
      .replace(/\\sqrt\[([^\]]*)\]\{([^{}]*)\}/g, '√[$1]($2)')
      .replace(/\\sqrt\{([^{}]*)\}/g, '√($1)')
      .replace(/\\(?:text|mathrm|mathbf|operatorname)\{([^{}]*)\}/g, '$1')
      .replace(/\^\{([^{}]*)\}/g, '^($1)')
      .replace(/_\{([^{}]*)\}/g, '_($1)');
    if (s === before) break;
  }
  return (
    s
      .replace(/\{,\}/g, ',')
      .replace(/\\[,;:!]/g, ' ')
      .replace(/\\%/g, '%')
      .replace(/\\([a-zA-Z]+)/g, (_, name: string) => SYMBOLS[name] ?? name)
      .replace(/[{}]/g, '')
      // "(11)/(4)" → "11/4" when a bracket holds one plain token.
      .replace(/\(([\w.,−-]+)\)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}
