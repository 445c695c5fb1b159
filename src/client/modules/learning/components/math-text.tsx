import 'katex/dist/katex.min.css';
import './learning.css';
import { memo, useEffect, useMemo, useRef, useState, type ElementType, type ReactNode } from 'react';
import { gluedTail, parseMathText, type Paragraph } from '#core/text/math-segments.ts';
import { learningPl } from '../../../i18n/learning.ts';
import { cn } from '../../../lib/cn.ts';
import { mathMarkupFor } from '../../../lib/math-markup.ts';

interface MathTextProps {
  /** Polish text with `$…$` / `$$…$$` maths; everything outside maths is shown as plain text. */
  text: string;
  className?: string;
  /** Wrapper element; paragraphs become <p> inside a block wrapper, <span>s inside an inline one. */
  as?: ElementType;
  inline?: boolean;
  id?: string;
}

/**
 * Renders question text with maths the server typeset with KaTeX (lib/math-markup.ts). Plain text
 * goes through React (escaped); only KaTeX's output, from a response's `math` record, is injected
 * as HTML. A formula without markup shows its TeX source in place.
 */
export const MathText = memo(function MathText({ text, className, as, inline = false, id }: MathTextProps) {
  const paragraphs = useMemo(() => parseMathText(text), [text]);
  const Wrapper = as ?? (inline ? 'span' : 'div');
  const Para = inline ? 'span' : 'p';

  return (
    <Wrapper id={id} className={cn(inline ? undefined : 'space-y-3', className)}>
      {paragraphs.map((para, i) => (
        <Para key={i} className={inline ? undefined : 'break-words'}>
          <ParagraphContent para={para} />
        </Para>
      ))}
    </Wrapper>
  );
});

function ParagraphContent({ para }: { para: Paragraph }) {
  const nodes: ReactNode[] = [];
  for (let j = 0; j < para.length; j++) {
    const seg = para[j]!;
    if (seg.kind === 'text') {
      nodes.push(<span key={j}>{seg.text}</span>);
      continue;
    }
    if (seg.kind === 'break') {
      nodes.push(<br key={j} />);
      continue;
    }
    const math = <MathSegment tex={seg.tex} display={seg.display} />;
    const next = para[j + 1];
    const glued = !seg.display && next?.kind === 'text' ? gluedTail(next.text) : undefined;
    if (!glued || next?.kind !== 'text') {
      nodes.push(<span key={j}>{math}</span>);
      continue;
    }
    nodes.push(
      <span key={j} className="math-glued">
        {math}
        {glued.shown}
      </span>,
    );
    const rest = next.text.slice(glued.length);
    if (rest) nodes.push(<span key={`${j}r`}>{rest}</span>);
    j++;
  }
  return <>{nodes}</>;
}

function MathSegment({ tex, display }: { tex: string; display: boolean }) {
  const html = mathMarkupFor(tex, display) ?? null;
  if (display) return <DisplayMath tex={tex} html={html} />;
  if (html === null) return <span className="math-inline font-mono text-[0.95em] text-slate-700">{tex}</span>;
  return <span className="math-inline" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A display formula scrolls sideways when it is wider than a phone screen; only then does it
 * become a named, focusable region, so keyboard users can scroll it too (and nobody gets a tab
 * stop on formulas that fit).
 */
function DisplayMath({ tex, html }: { tex: string; html: string | null }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setScrolls(el.scrollWidth > el.clientWidth + 1);
    check();
    // The box resizes with the screen; the formula widens when KaTeX's web fonts arrive.
    const observer = new ResizeObserver(check);
    observer.observe(el);
    const fonts = typeof document !== 'undefined' ? document.fonts : undefined;
    fonts?.addEventListener('loadingdone', check);
    void fonts?.ready.then(check);
    return () => {
      observer.disconnect();
      fonts?.removeEventListener('loadingdone', check);
    };
  }, [html, tex]);
  const region = scrolls ? { tabIndex: 0, role: 'group', 'aria-label': learningPl.question.wideFormula } : {};
  const cls =
    'math-display my-2 block overflow-x-auto overflow-y-hidden rounded py-1 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500';
  if (html === null)
    return (
      <span ref={ref} className={cn(cls, 'font-mono text-[0.95em] text-slate-700')} {...region}>
        {tex}
      </span>
    );
  return <span ref={ref} className={cls} {...region} dangerouslySetInnerHTML={{ __html: html }} />;
}
