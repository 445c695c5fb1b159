import { useMemo } from 'react';
import { cn } from '../../../lib/cn.ts';
import { sanitizeSvg } from '../lib/sanitize-svg.ts';

/** An SVG figure from the server, sanitised and scaled to the card's width. */
export function QuestionFigure({ svg, label, className }: { svg: string; label: string; className?: string }) {
  const clean = useMemo(() => sanitizeSvg(svg), [svg]);
  if (!clean) return null;
  const hasOwnLabel = /aria-label=/.test(clean);
  return (
    <figure
      className={cn(
        'mx-auto flex max-w-md justify-center rounded-2xl bg-sky-50/60 p-3 ring-1 ring-sky-100 [&_svg]:h-auto [&_svg]:max-h-56 [&_svg]:w-full sm:[&_svg]:max-h-80 [&_svg]:max-w-full',
        className,
      )}
      aria-label={hasOwnLabel ? undefined : label}
      role={hasOwnLabel ? undefined : 'img'}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
