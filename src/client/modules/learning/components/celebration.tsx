import type { CSSProperties } from 'react';
import './learning.css';

const COLORS = ['#f59e0b', '#10b981', '#6366f1', '#ec4899', '#0ea5e9', '#84cc16'];

/** A one-off burst of coloured dots around its parent (which must be `relative`). Decorative. */
export function Celebration({ seed = 0 }: { seed?: number }) {
  const dots = Array.from({ length: 14 }, (_, i) => {
    const angle = (i / 14) * Math.PI * 2 + seed;
    const dist = 70 + ((i * 37 + seed * 13) % 50);
    return {
      left: '2rem',
      top: '50%',
      background: COLORS[i % COLORS.length],
      '--dx': `${Math.cos(angle) * dist}px`,
      '--dy': `${Math.sin(angle) * dist * 0.6}px`,
      animationDelay: `${(i % 4) * 40}ms`,
    } as CSSProperties;
  });
  return (
    <span aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-visible">
      {dots.map((style, i) => (
        <span key={i} className="celujacy-burst-dot absolute size-2.5 rounded-full" style={style} />
      ))}
    </span>
  );
}
