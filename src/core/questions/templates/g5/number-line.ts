/**
 * A number line with equal segments where only some ticks carry numbers, so the pupil has to
 * work out what one segment is worth (the shared `numberLineFigure` labels every whole number,
 * which gives the answer away for integers and for scales other than 1). Used by the decimal
 * (grade 5) and integer (grade 6) number-line templates.
 */
import { FIG_ACCENT, FIG_STROKE, svgDoc, svgLine, svgText } from '../../figures.ts';

export interface NumberLinePoint {
  /** Tick index (0 = the left end). */
  index: number;
  name: string;
}

export function tickedNumberLineFigure(spec: {
  segments: number;
  /** Tick index → text written under the tick (numbers in Polish notation, minus as U+2212). */
  labels: ReadonlyMap<number, string>;
  points: readonly NumberLinePoint[];
  /** Every n-th tick is drawn longer (whole numbers on a decimal line); default: none. */
  majorEvery?: number;
  ariaLabel: string;
}): string {
  const x0 = 26;
  const len = 272;
  const gap = len / spec.segments;
  const y = 46;
  let body = svgLine({ x: x0 - 14, y }, { x: x0 + len + 16, y }, { width: 1.5 });
  body += `<path d="M ${x0 + len + 18} ${y} l -9 -4.5 v 9 z" fill="${FIG_STROKE}"/>`;
  for (let i = 0; i <= spec.segments; i++) {
    const x = x0 + i * gap;
    const major = spec.majorEvery !== undefined && i % spec.majorEvery === 0;
    const half = major || spec.labels.has(i) ? 9 : 6;
    body += svgLine({ x, y: y - half }, { x, y: y + half }, { width: major ? 2 : 1.3 });
    const label = spec.labels.get(i);
    if (label !== undefined) body += svgText({ x, y: y + 23 }, label, { size: 14 });
  }
  for (const p of spec.points) {
    const x = x0 + p.index * gap;
    body += `<circle cx="${Math.round(x * 10) / 10}" cy="${y}" r="5.5" fill="${FIG_ACCENT}"/>`;
    body += svgText({ x, y: y - 20 }, p.name, { bold: true, color: FIG_ACCENT });
  }
  return svgDoc(x0 + len + 30, 82, body, spec.ariaLabel);
}
