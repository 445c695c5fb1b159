/**
 * SVG building blocks and ready-made figures for question templates. Figures are drawn from
 * the item's own numbers, are static (no scripts, no external fonts) and share one style.
 *
 * Size rule: the client scales every figure to the card's width (about 300 px on a phone,
 * at most 320 px high), so a viewBox much wider than ~340 shrinks the text. Figures here
 * are laid out for a width of 280–360; `figureTextScale` (tested for every template) keeps
 * labels readable.
 */

export const FIG_STROKE = '#334155';
export const FIG_FILL = '#e0f2fe';
export const FIG_ACCENT = '#0369a1';
export const FIG_ACCENT_2 = '#db2777';
export const FIG_FONT_SIZE = 15;

export interface Pt {
  x: number;
  y: number;
}

const r1 = (v: number): string => String(Math.round(v * 10) / 10);

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Wraps shapes into an SVG document with a viewBox. */
export function svgDoc(width: number, height: number, body: string, label = 'Rysunek do zadania'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${r1(width)} ${r1(height)}" width="${r1(width)}" height="${r1(height)}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

export function svgPolygon(points: readonly Pt[], fill = FIG_FILL): string {
  const pts = points.map((p) => `${r1(p.x)},${r1(p.y)}`).join(' ');
  return `<polygon points="${pts}" fill="${fill}" stroke="${FIG_STROKE}" stroke-width="2" stroke-linejoin="round"/>`;
}

export function svgLine(a: Pt, b: Pt, opts: { dashed?: boolean; width?: number; color?: string } = {}): string {
  const dash = opts.dashed ? ' stroke-dasharray="6 4"' : '';
  return `<line x1="${r1(a.x)}" y1="${r1(a.y)}" x2="${r1(b.x)}" y2="${r1(b.y)}" stroke="${opts.color ?? FIG_STROKE}" stroke-width="${opts.width ?? 2}"${dash}/>`;
}

/** Rough rendered width of a label in sans-serif (for placing it clear of lines). */
export function textWidth(text: string, size = FIG_FONT_SIZE): number {
  return [...text].length * size * 0.56;
}

/**
 * A label. Drawn twice — first as a white outline, then the text — so it stays readable
 * where it crosses a line (paint-order would be simpler, but the client's SVG sanitiser
 * does not pass it).
 */
export function svgText(
  p: Pt,
  text: string,
  opts: {
    anchor?: 'start' | 'middle' | 'end';
    italic?: boolean;
    color?: string;
    size?: number;
    bold?: boolean;
    halo?: boolean;
  } = {},
): string {
  const size = opts.size ?? FIG_FONT_SIZE;
  const attrs =
    `x="${r1(p.x)}" y="${r1(p.y)}" font-family="sans-serif" font-size="${size}" text-anchor="${opts.anchor ?? 'middle'}" dominant-baseline="central"` +
    (opts.italic ? ' font-style="italic"' : '') +
    (opts.bold ? ' font-weight="bold"' : '');
  const content = escapeXml(text);
  const halo =
    opts.halo === false
      ? ''
      : `<text ${attrs} fill="#ffffff" stroke="#ffffff" stroke-width="4" stroke-linejoin="round" aria-hidden="true">${content}</text>`;
  return `${halo}<text ${attrs} fill="${opts.color ?? FIG_STROKE}">${content}</text>`;
}

export function svgDot(p: Pt, color = FIG_ACCENT): string {
  return `<circle cx="${r1(p.x)}" cy="${r1(p.y)}" r="4" fill="${color}"/>`;
}

const unit = (a: Pt, b: Pt): Pt => {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.hypot(dx, dy) || 1;
  return { x: dx / len, y: dy / len };
};

/** Small square marking a right angle at `at` between rays towards p and q. */
export function svgRightAngle(at: Pt, p: Pt, q: Pt, size = 12): string {
  const u = unit(at, p);
  const v = unit(at, q);
  const a = { x: at.x + u.x * size, y: at.y + u.y * size };
  const c = { x: at.x + v.x * size, y: at.y + v.y * size };
  const b = { x: a.x + v.x * size, y: a.y + v.y * size };
  return `<polyline points="${r1(a.x)},${r1(a.y)} ${r1(b.x)},${r1(b.y)} ${r1(c.x)},${r1(c.y)}" fill="none" stroke="${FIG_STROKE}" stroke-width="1.5"/>`;
}

/**
 * Arc marking the angle at `at` between rays towards p and q (the smaller one), with an
 * optional label on the bisector — pushed further out in narrow angles so it clears the rays.
 */
export function svgAngle(at: Pt, p: Pt, q: Pt, label = '', radius = 22, color = FIG_ACCENT): string {
  const u = unit(at, p);
  const v = unit(at, q);
  const a = { x: at.x + u.x * radius, y: at.y + u.y * radius };
  const b = { x: at.x + v.x * radius, y: at.y + v.y * radius };
  const cross = u.x * v.y - u.y * v.x;
  const sweep = cross > 0 ? 1 : 0;
  let out = `<path d="M ${r1(a.x)} ${r1(a.y)} A ${radius} ${radius} 0 0 ${sweep} ${r1(b.x)} ${r1(b.y)}" fill="none" stroke="${color}" stroke-width="1.5"/>`;
  if (label) {
    const bis = unit({ x: 0, y: 0 }, { x: u.x + v.x, y: u.y + v.y });
    const half = Math.acos(Math.max(-1, Math.min(1, u.x * v.x + u.y * v.y))) / 2;
    // Distance at which a label of this width fits between the rays.
    const size = 14;
    const need = (textWidth(label, size) / 2 + 4) / Math.max(Math.sin(half), 0.2);
    const d = Math.min(Math.max(radius + 14, need), radius + 60);
    out += svgText({ x: at.x + bis.x * d, y: at.y + bis.y * d }, label, { color, size });
  }
  return out;
}

/**
 * Label beside segment ab, pushed outwards away from `inside`, at least `offset` px and far
 * enough that the text (its width counts for steep sides) does not touch the segment.
 */
export function svgSideLabel(a: Pt, b: Pt, inside: Pt, label: string, offset = 14): string {
  const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  // The side's own normal, turned away from `inside` (the direction centroid → midpoint is
  // far from perpendicular in thin triangles and put labels on the line).
  const t = unit(a, b);
  let n = { x: -t.y, y: t.x };
  const side = (mid.x - inside.x) * n.x + (mid.y - inside.y) * n.y;
  if (Math.abs(side) < 1e-9) n = unit(inside, mid);
  else if (side < 0) n = { x: -n.x, y: -n.y };
  const clear = 6 + (Math.abs(n.x) * textWidth(label)) / 2 + Math.abs(n.y) * (FIG_FONT_SIZE / 2);
  const d = Math.max(offset, clear);
  return svgText({ x: mid.x + n.x * d, y: mid.y + n.y * d }, label);
}

/** Vertex label pushed away from the centroid `center`. */
export function svgVertexLabel(p: Pt, center: Pt, label: string, offset = 15): string {
  const n = unit(center, p);
  return svgText({ x: p.x + n.x * offset, y: p.y + n.y * offset }, label);
}

export function centroid(points: readonly Pt[]): Pt {
  const n = points.length || 1;
  return { x: points.reduce((s, p) => s + p.x, 0) / n, y: points.reduce((s, p) => s + p.y, 0) / n };
}

/**
 * Uniform scale from maths coordinates (y up) into a box of at most maxW × maxH px with
 * `pad` px around, so a figure keeps the true proportions of its numbers.
 */
export function fitToBox(
  points: readonly Pt[],
  maxW: number,
  maxH: number,
  pad = 30,
): { map: (p: Pt) => Pt; width: number; height: number; scale: number } {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const spanX = Math.max(maxX - minX, 1e-9);
  const spanY = Math.max(maxY - minY, 1e-9);
  const scale = Math.min(maxW / spanX, maxH / spanY);
  return {
    map: (p) => ({ x: pad + (p.x - minX) * scale, y: pad + (maxY - p.y) * scale }),
    width: spanX * scale + 2 * pad,
    height: spanY * scale + 2 * pad,
    scale,
  };
}

/**
 * How large a figure's smallest label appears on a phone, relative to its font-size: the
 * client fits the figure into about 300 × 320 px. Used by the figure-readability test.
 */
export function figureTextScale(svg: string): { scale: number; minFont: number } {
  const vb = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  const w = Number(vb?.[1] ?? 300);
  const h = Number(vb?.[2] ?? 300);
  const scale = Math.min(1, 300 / w, 320 / h);
  const sizes = [...svg.matchAll(/<text[^>]*font-size="([\d.]+)"/g)].map((mt) => Number(mt[1]));
  return { scale, minFont: sizes.length ? Math.min(...sizes) * scale : Infinity };
}

/**
 * Coordinate plane with a unit grid over [xMin, xMax] × [yMin, yMax]. Returns the SVG body
 * (grid, axes, tick labels), a mapping from plane coordinates to SVG pixels and `label`,
 * which puts a point's name where it clears the axes, the tick labels and other points.
 * Without `cell` the grid is sized so the plane is about 320 px wide or high.
 */
export function coordinatePlane(
  xMin: number,
  xMax: number,
  yMin: number,
  yMax: number,
  cell?: number,
): {
  body: string;
  toPx: (x: number, y: number) => Pt;
  label: (x: number, y: number, text: string, avoid?: readonly (readonly [number, number])[]) => string;
  width: number;
  height: number;
} {
  const c = cell ?? Math.max(12, Math.min(30, Math.floor(300 / Math.max(xMax - xMin, yMax - yMin))));
  const pad = 22;
  const width = (xMax - xMin) * c + 2 * pad;
  const height = (yMax - yMin) * c + 2 * pad;
  const toPx = (x: number, y: number): Pt => ({ x: pad + (x - xMin) * c, y: pad + (yMax - y) * c });
  const tickEvery = xMax - xMin > 16 || yMax - yMin > 16 ? 4 : 2;
  const tick = 13;
  let body = '';
  for (let x = xMin; x <= xMax; x++) body += svgLine(toPx(x, yMin), toPx(x, yMax), { width: 0.5, color: '#cbd5e1' });
  for (let y = yMin; y <= yMax; y++) body += svgLine(toPx(xMin, y), toPx(xMax, y), { width: 0.5, color: '#cbd5e1' });
  const hasX = yMin <= 0 && yMax >= 0;
  const hasY = xMin <= 0 && xMax >= 0;
  if (hasX) body += svgLine(toPx(xMin, 0), toPx(xMax, 0), { width: 1.5 });
  if (hasY) body += svgLine(toPx(0, yMin), toPx(0, yMax), { width: 1.5 });
  // Occupied places (pixels) that point labels should avoid.
  const taken: Pt[] = [];
  if (hasX) {
    const end = toPx(xMax, 0);
    body += svgText({ x: end.x + 10, y: end.y - 10 }, 'x', { italic: true });
    for (let x = xMin; x <= xMax; x++) {
      if (x === 0 || x % tickEvery !== 0) continue;
      const p = { x: toPx(x, 0).x, y: toPx(x, 0).y + 11 };
      body += svgText(p, String(x).replace('-', '\u2212'), { size: tick });
      taken.push(p);
    }
  }
  if (hasY) {
    const end = toPx(0, yMax);
    body += svgText({ x: end.x + 12, y: end.y - 8 }, 'y', { italic: true });
    for (let y = yMin; y <= yMax; y++) {
      if (y === 0 || y % tickEvery !== 0) continue;
      const p = { x: toPx(0, y).x - 5, y: toPx(0, y).y };
      body += svgText(p, String(y).replace('-', '\u2212'), { size: tick, anchor: 'end' });
      taken.push({ x: p.x - 8, y: p.y });
    }
  }
  if (hasX && hasY) {
    const o = toPx(0, 0);
    body += svgText({ x: o.x - 8, y: o.y + 11 }, '0', { size: tick });
    taken.push({ x: o.x - 8, y: o.y + 11 });
  }
  const label = (x: number, y: number, text: string, avoid: readonly (readonly [number, number])[] = []): string => {
    const p = toPx(x, y);
    const others = avoid.map(([ax, ay]) => toPx(ax, ay));
    const d = 14;
    let best: Pt = { x: p.x + d, y: p.y - d };
    let bestScore = -Infinity;
    for (let k = 0; k < 8; k++) {
      const ang = (Math.PI / 4) * k + Math.PI / 4;
      const cand = { x: p.x + Math.cos(ang) * d * 1.1, y: p.y - Math.sin(ang) * d };
      let score = Math.min(...[...taken, ...others].map((q) => Math.hypot(q.x - cand.x, q.y - cand.y)), 60);
      // Segments to other points: stay off the line through them.
      for (const q of others) {
        const u = unit(p, q);
        const along = ((cand.x - p.x) * u.x + (cand.y - p.y) * u.y) / Math.hypot(cand.x - p.x, cand.y - p.y);
        score -= 45 * Math.max(0, along);
      }
      if (hasX) score = Math.min(score, Math.abs(cand.y - toPx(0, 0).y) * 1.5);
      if (hasY) score = Math.min(score, Math.abs(cand.x - toPx(0, 0).x) * 1.5);
      if (cand.x < 8 || cand.x > width - 8 || cand.y < 8 || cand.y > height - 8) score -= 40;
      if (score > bestScore) {
        bestScore = score;
        best = cand;
      }
    }
    return svgText(best, text);
  };
  return { body, toPx, label, width, height };
}

/* ------------------------------------------------------------------------------------------
 * Ready-made figures (first written for grade 5, used across grades).
 * ---------------------------------------------------------------------------------------- */

/** A rows × cols grid; cells listed in `shaded` (row-major indices) are filled. */
export function gridFigure(rows: number, cols: number, shaded: ReadonlySet<number>): string {
  const cell = Math.min(48, Math.floor(300 / cols));
  let body = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      body += `<rect x="${10 + c * cell}" y="${10 + r * cell}" width="${cell}" height="${cell}" fill="${shaded.has(i) ? '#93c5fd' : '#ffffff'}" stroke="${FIG_STROKE}" stroke-width="1.5"/>`;
    }
  }
  return svgDoc(
    cols * cell + 20,
    rows * cell + 20,
    body,
    'Prostokąt podzielony na równe części, część z nich zamalowana',
  );
}

/**
 * Number line from `start` to `start + units` with `parts` equal segments per unit, whole
 * numbers labelled, and point A at `pointIndex` segments from the start. Always the same
 * width, so labels keep their size however many segments there are.
 */
export function numberLineFigure(start: number, units: number, parts: number, pointIndex: number): string {
  const total = units * parts;
  const x0 = 24;
  const len = 270;
  const step = len / total;
  const y = 44;
  let body = svgLine({ x: x0 - 14, y }, { x: x0 + len + 16, y }, { width: 1.5 });
  body += `<path d="M ${x0 + len + 18} ${y} l -9 -4.5 v 9 z" fill="${FIG_STROKE}"/>`;
  for (let i = 0; i <= total; i++) {
    const x = x0 + i * step;
    const whole = i % parts === 0;
    body += svgLine({ x, y: y - (whole ? 10 : 6) }, { x, y: y + (whole ? 10 : 6) }, { width: whole ? 2 : 1.2 });
    if (whole) body += svgText({ x, y: y + 24 }, String(start + i / parts));
  }
  const px = x0 + pointIndex * step;
  body += svgDot({ x: px, y }, FIG_ACCENT) + `<circle cx="${px}" cy="${y}" r="6" fill="${FIG_ACCENT}"/>`;
  body += svgText({ x: px, y: y - 20 }, 'A', { bold: true, color: FIG_ACCENT });
  return svgDoc(x0 + len + 30, 80, body, 'Oś liczbowa z zaznaczonym punktem A');
}

/** Rectangle with side labels, drawn to scale (a across, b down). */
export function rectangleFigure(
  a: number,
  b: number,
  labelA: string,
  labelB: string,
  opts: { square?: boolean } = {},
): string {
  const scale = Math.min(200 / a, 140 / b);
  const w = Math.max(60, a * scale);
  const h = Math.max(36, opts.square ? w : b * scale);
  const x0 = 16;
  const y0 = 12;
  const body =
    `<rect x="${x0}" y="${y0}" width="${r1(w)}" height="${r1(h)}" fill="${FIG_FILL}" stroke="${FIG_STROKE}" stroke-width="2"/>` +
    svgText({ x: x0 + w / 2, y: y0 + h + 16 }, labelA) +
    svgText({ x: x0 + w + 8, y: y0 + h / 2 }, labelB, { anchor: 'start' });
  return svgDoc(
    Math.ceil(x0 + w + 16 + textWidth(labelB)),
    Math.ceil(y0 + h + 32),
    body,
    'Prostokąt z długościami boków',
  );
}

function polar(c: Pt, r: number, deg: number): Pt {
  const rad = (deg * Math.PI) / 180;
  return { x: c.x + r * Math.cos(rad), y: c.y - r * Math.sin(rad) };
}

/** Arc between directions `from` and `to` (degrees, counter-clockwise, y up) with a label. */
function arcFromTo(c: Pt, r: number, from: number, to: number, label: string, color = FIG_ACCENT): string {
  if (label === '') return '';
  const a = polar(c, r, from);
  const b = polar(c, r, to);
  const large = to - from > 180 ? 1 : 0;
  const half = (((to - from) / 2) * Math.PI) / 180;
  const need = (textWidth(label, 14) / 2 + 4) / Math.max(Math.sin(Math.min(half, Math.PI / 2)), 0.2);
  const d = Math.min(Math.max(r + 16, need), r + 75);
  return (
    `<path d="M ${r1(a.x)} ${r1(a.y)} A ${r} ${r} 0 ${large} 0 ${r1(b.x)} ${r1(b.y)}" fill="none" stroke="${color}" stroke-width="1.8"/>` +
    svgText(polar(c, d, (from + to) / 2), label, { color, size: 14 })
  );
}

function ray(c: Pt, len: number, deg: number): string {
  return svgLine(c, polar(c, len, deg));
}

/** Adjacent angles on a straight line: ray at `alpha` degrees; labels for both angles. */
export function adjacentAnglesFigure(alpha: number, labelAlpha: string, labelBeta: string): string {
  const c = { x: 160, y: 128 };
  const body =
    ray(c, 145, 0) +
    ray(c, 145, 180) +
    ray(c, 115, alpha) +
    arcFromTo(c, 30, 0, alpha, labelAlpha) +
    arcFromTo(c, 40, alpha, 180, labelBeta, FIG_ACCENT_2);
  return svgDoc(320, 145, body, 'Kąty przyległe');
}

/** Two intersecting lines; the angle `alpha` and the labels of the four angles around the vertex. */
export function intersectingLinesFigure(alpha: number, labels: readonly [string, string, string, string]): string {
  const half = Math.max(45, 105 * Math.sin((alpha * Math.PI) / 180)) + 12;
  const c = { x: 160, y: half };
  const body =
    ray(c, 145, 0) +
    ray(c, 145, 180) +
    ray(c, 110, alpha) +
    ray(c, 110, alpha + 180) +
    arcFromTo(c, 28, 0, alpha, labels[0]) +
    arcFromTo(c, 36, alpha, 180, labels[1], FIG_ACCENT_2) +
    arcFromTo(c, 28, 180, 180 + alpha, labels[2]) +
    arcFromTo(c, 36, 180 + alpha, 360, labels[3], FIG_ACCENT_2);
  return svgDoc(320, 2 * half, body, 'Dwie przecinające się proste');
}

/** Triangle with interior angles A, B (degrees) at the base, drawn true; arcs with labels. */
export function triangleAnglesFigure(
  angleA: number,
  angleB: number,
  labels: readonly [string, string, string],
): string {
  const rad = (d: number) => (d * Math.PI) / 180;
  // Law of sines: |AC| = |AB| · sin B / sin(A + B), with |AB| = 1.
  const ac = Math.sin(rad(angleB)) / Math.sin(rad(angleA + angleB));
  const fit = fitToBox(
    [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: ac * Math.cos(rad(angleA)), y: ac * Math.sin(rad(angleA)) },
    ],
    270,
    190,
    16,
  );
  const P = [
    fit.map({ x: 0, y: 0 }),
    fit.map({ x: 1, y: 0 }),
    fit.map({ x: ac * Math.cos(rad(angleA)), y: ac * Math.sin(rad(angleA)) }),
  ];
  let body = svgPolygon(P);
  P.forEach((p, k) => {
    if (labels[k]) body += svgAngle(p, P[(k + 1) % 3]!, P[(k + 2) % 3]!, labels[k], 20);
  });
  return svgDoc(Math.ceil(fit.width), Math.ceil(fit.height), body, 'Trójkąt z zaznaczonymi kątami');
}

/** Cuboid in oblique projection with edge labels (length, width/depth, height). */
export function cuboidFigure(a: number, b: number, c: number, labels: readonly [string, string, string]): string {
  const s = Math.min(170 / a, 150 / c, 150 / Math.max(a, b, c));
  const W = a * s;
  const H = c * s;
  const D = Math.max(18, b * s * 0.5);
  const x0 = 14 + Math.max(textWidth(labels[2]), 10);
  const dx = D * 0.75;
  const dy = -D * 0.7;
  const y0 = 12 - dy;
  const p = (x: number, y: number): Pt => ({ x, y });
  const pts = (list: Pt[]): string => list.map((q) => `${r1(q.x)},${r1(q.y)}`).join(' ');
  const front = pts([p(x0, y0), p(x0 + W, y0), p(x0 + W, y0 + H), p(x0, y0 + H)]);
  const top = pts([p(x0, y0), p(x0 + dx, y0 + dy), p(x0 + W + dx, y0 + dy), p(x0 + W, y0)]);
  const side = pts([p(x0 + W, y0), p(x0 + W + dx, y0 + dy), p(x0 + W + dx, y0 + H + dy), p(x0 + W, y0 + H)]);
  const back = p(x0 + dx, y0 + H + dy);
  const hidden =
    svgLine(back, p(x0, y0 + H), { dashed: true, width: 1.2 }) +
    svgLine(back, p(x0 + W + dx, y0 + H + dy), { dashed: true, width: 1.2 }) +
    svgLine(back, p(x0 + dx, y0 + dy), { dashed: true, width: 1.2 });
  const body =
    hidden +
    `<polygon points="${front}" fill="${FIG_FILL}" fill-opacity="0.6" stroke="${FIG_STROKE}" stroke-width="2"/>` +
    `<polygon points="${top}" fill="${FIG_FILL}" fill-opacity="0.4" stroke="${FIG_STROKE}" stroke-width="2"/>` +
    `<polygon points="${side}" fill="#bae6fd" fill-opacity="0.7" stroke="${FIG_STROKE}" stroke-width="2"/>` +
    (labels[0] ? svgText({ x: x0 + W / 2, y: y0 + H + 16 }, labels[0]) : '') +
    (labels[1] ? svgText({ x: x0 + W + dx / 2 + 8, y: y0 + H + dy / 2 + 10 }, labels[1], { anchor: 'start' }) : '') +
    (labels[2] ? svgText({ x: x0 - 6, y: y0 + H / 2 }, labels[2], { anchor: 'end' }) : '');
  return svgDoc(
    Math.ceil(x0 + W + dx + 16 + textWidth(labels[1])),
    Math.ceil(y0 + H + 32),
    body,
    'Prostopadłościan z długościami krawędzi',
  );
}

/** Clock face with hour and minute hands at h:mm (hands drawn from the true positions). */
export function clockFigure(h: number, mm: number): string {
  const c = { x: 90, y: 90 };
  const r = 78;
  let body = `<circle cx="${c.x}" cy="${c.y}" r="${r}" fill="#ffffff" stroke="${FIG_STROKE}" stroke-width="2.5"/>`;
  for (let i = 1; i <= 12; i++) {
    const a = 90 - i * 30;
    body += svgLine(polar(c, r - 7, a), polar(c, r, a));
    body += svgText(polar(c, r - 19, a), String(i), { size: 14, halo: false });
  }
  // Hands stay inside the ring of numerals so no numeral is covered.
  body += svgLine(c, polar(c, 34, 90 - ((h % 12) * 30 + mm * 0.5)), { width: 5.5 }).replace(
    '/>',
    ' stroke-linecap="round"/>',
  );
  body += svgLine(c, polar(c, 50, 90 - mm * 6), { width: 3, color: FIG_ACCENT }).replace(
    '/>',
    ' stroke-linecap="round"/>',
  );
  body += `<circle cx="${c.x}" cy="${c.y}" r="4.5" fill="${FIG_STROKE}"/>`;
  return svgDoc(180, 180, body, `Zegar wskazujący godzinę ${h}:${String(mm).padStart(2, '0')}`);
}

/**
 * Quadrilateral ABCD from its corners (maths coordinates, y up, true proportions), with the
 * given angle labels marked by arcs.
 */
export function quadrilateralFigure(points: readonly (readonly [number, number])[], labels: readonly string[]): string {
  const fit = fitToBox(
    points.map(([x, y]) => ({ x, y })),
    270,
    170,
    22,
  );
  const P = points.map(([x, y]) => fit.map({ x, y }));
  let body = svgPolygon(P);
  P.forEach((p, i) => {
    const label = labels[i];
    if (label) body += svgAngle(p, P[(i + 1) % P.length]!, P[(i + P.length - 1) % P.length]!, label, 18);
  });
  return svgDoc(Math.ceil(fit.width), Math.ceil(fit.height), body, 'Czworokąt z zaznaczonymi kątami');
}

/** Corners of a parallelogram with the given angle at the first corner. */
export function parallelogramPoints(acute: number): [number, number][] {
  const t = (acute * Math.PI) / 180;
  const base = 1.6;
  // A flat parallelogram leaves no room for the angle labels: keep its height ≥ 0.55 · base.
  const side = Math.max(1, (0.55 * base) / Math.sin(t));
  return [
    [0, 0],
    [base, 0],
    [base + side * Math.cos(t), side * Math.sin(t)],
    [side * Math.cos(t), side * Math.sin(t)],
  ];
}

/**
 * Corners of a convex quadrilateral with interior angles A, B, C, D (degrees, sum 360), in
 * true proportions, so the drawing matches the given angles.
 */
export function quadrilateralFromAngles(a: number, b: number, c: number, d: number): [number, number][] {
  const rad = (x: number) => (x * Math.PI) / 180;
  const dirs = [0, 180 - b, 360 - b - c, 540 - b - c - d].map((t) => [Math.cos(rad(t)), Math.sin(rad(t))] as const);
  void a;
  for (const l1 of [1, 0.8, 1.2, 0.6, 1.5, 0.4, 2]) {
    // Solve l2·u2 + l3·u3 = −(u0 + l1·u1) for the last two sides.
    const rx = -(dirs[0]![0] + l1 * dirs[1]![0]);
    const ry = -(dirs[0]![1] + l1 * dirs[1]![1]);
    const det = dirs[2]![0] * dirs[3]![1] - dirs[3]![0] * dirs[2]![1];
    if (Math.abs(det) < 1e-9) continue;
    const l2 = (rx * dirs[3]![1] - dirs[3]![0] * ry) / det;
    const l3 = (dirs[2]![0] * ry - rx * dirs[2]![1]) / det;
    if (l2 <= 0.35 || l3 <= 0.35) continue;
    const pts: [number, number][] = [[0, 0]];
    for (const [i, l] of [1, l1, l2].entries()) {
      const [px, py] = pts[i]!;
      pts.push([px + l * dirs[i]![0], py + l * dirs[i]![1]]);
    }
    return pts;
  }
  return [
    [0, 0],
    [1, 0],
    [1.1, 0.9],
    [0.2, 1],
  ];
}

export interface NumberLinePoint {
  /** Tick index (0 = the left end). */
  index: number;
  name: string;
}

/**
 * A number line with equal segments where only some ticks carry numbers, so the pupil has to
 * work out what one segment is worth (numberLineFigure labels every whole number, which gives
 * the answer away for integers and for scales other than 1).
 */
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

/**
 * A circle with centre O and named points on it at the given polar angles (degrees, counter-
 * clockwise from the right), the chords and radii listed in `segments` and angle arcs with
 * labels. Angles in the text are drawn at their true size, so the figure agrees with the data.
 */
export function circlePointsFigure(spec: {
  points: readonly { name: string; deg: number }[];
  /** Pairs of point names; 'O' is the centre. */
  segments: readonly (readonly [string, string])[];
  /** The angle at `at` between the rays to `from` and `to` (the smaller one), with its label. */
  angles: readonly { at: string; from: string; to: string; label: string }[];
  ariaLabel: string;
  /** Draw and name the centre O (default true). */
  centre?: boolean;
}): string {
  const c: Pt = { x: 150, y: 145 };
  const r = 105;
  const pos = new Map<string, Pt>([['O', c]]);
  for (const p of spec.points) {
    const t = (p.deg * Math.PI) / 180;
    pos.set(p.name, { x: c.x + r * Math.cos(t), y: c.y - r * Math.sin(t) });
  }
  const at = (name: string): Pt => {
    const p = pos.get(name);
    if (!p) throw new Error(`circlePointsFigure: unknown point ${name}`);
    return p;
  };
  let body = `<circle cx="${r1(c.x)}" cy="${r1(c.y)}" r="${r}" fill="none" stroke="${FIG_STROKE}" stroke-width="2"/>`;
  for (const [a, b] of spec.segments) body += svgLine(at(a), at(b));
  for (const a of spec.angles) body += svgAngle(at(a.at), at(a.from), at(a.to), a.label, 20);
  if (spec.centre !== false) {
    // The centre's label goes opposite the segments drawn from it, clear of them.
    const rays = spec.segments.flatMap(([a, b]) => (a === 'O' ? [at(b)] : b === 'O' ? [at(a)] : []));
    const sum = rays.reduce((acc, p) => ({ x: acc.x + (p.x - c.x) / r, y: acc.y + (p.y - c.y) / r }), { x: 0, y: 0 });
    const len = Math.hypot(sum.x, sum.y);
    const dir = len > 0.2 ? { x: -sum.x / len, y: -sum.y / len } : { x: 0.7, y: 0.7 };
    body += svgDot(c, FIG_STROKE) + svgText({ x: c.x + dir.x * 16, y: c.y + dir.y * 16 }, 'O');
  }
  for (const p of spec.points) body += svgDot(at(p.name)) + svgVertexLabel(at(p.name), c, p.name, 16);
  return svgDoc(300, 290, body, spec.ariaLabel);
}
