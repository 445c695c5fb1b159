/**
 * Figures for graph and chart reading (line graphs, bar and pie charts, graphs of functions) and
 * for solids (cube nets, sections of a cuboid). Drawn from the item's numbers in the style of
 * figures.ts; every figure carries an aria-label that states the data it shows, so a pupil using
 * a screen reader can answer from the description.
 */
import { formatNumber } from '../text/format.ts';
import {
  FIG_ACCENT,
  FIG_ACCENT_2,
  FIG_FILL,
  FIG_STROKE,
  type Pt,
  coordinatePlane,
  svgDoc,
  svgDot,
  svgLine,
  svgPolygon,
  svgText,
  textWidth,
} from './figures.ts';

const r1 = (v: number): string => String(Math.round(v * 10) / 10);
const GRID = '#cbd5e1';
const TICK = 13;

/** Colours of several series or sectors, told apart also by the labels written on them. */
export const SERIES_COLOURS = [FIG_ACCENT, FIG_ACCENT_2, '#15803d', '#b45309', '#7c3aed', '#0f766e'] as const;
const SECTOR_FILLS = ['#bae6fd', '#fbcfe8', '#bbf7d0', '#fde68a', '#ddd6fe', '#99f6e4'] as const;

export interface AxesSpec {
  xMax: number;
  /** Grid spacing along x (in x units) and how often a grid line is numbered. */
  xGrid: number;
  xLabelEvery: number;
  yMax: number;
  yGrid: number;
  yLabelEvery: number;
  /** Axis titles, e.g. 't [h]', 's [km]'. */
  xTitle: string;
  yTitle: string;
}

/** First-quadrant axes with a grid, numbered ticks and axis titles, about 320 px wide. */
export function firstQuadrantAxes(spec: AxesSpec): {
  body: string;
  toPx: (x: number, y: number) => Pt;
  width: number;
  height: number;
} {
  const left = 16 + textWidth(formatNumber(spec.yMax), TICK);
  const top = 28;
  const plotW = 250;
  const plotH = 190;
  const toPx = (x: number, y: number): Pt => ({
    x: left + (x / spec.xMax) * plotW,
    y: top + plotH - (y / spec.yMax) * plotH,
  });
  let body = '';
  const xs = Math.round(spec.xMax / spec.xGrid);
  for (let i = 0; i <= xs; i++) {
    const x = i * spec.xGrid;
    body += svgLine(toPx(x, 0), toPx(x, spec.yMax), { width: 0.6, color: GRID });
    if (i % spec.xLabelEvery === 0)
      body += svgText({ x: toPx(x, 0).x, y: toPx(x, 0).y + 12 }, formatNumber(x), { size: TICK });
  }
  const ys = Math.round(spec.yMax / spec.yGrid);
  for (let j = 0; j <= ys; j++) {
    const y = j * spec.yGrid;
    body += svgLine(toPx(0, y), toPx(spec.xMax, y), { width: 0.6, color: GRID });
    if (j % spec.yLabelEvery === 0 && j > 0)
      body += svgText({ x: toPx(0, y).x - 5, y: toPx(0, y).y }, formatNumber(y), { size: TICK, anchor: 'end' });
  }
  body += svgLine(toPx(0, 0), { x: toPx(spec.xMax, 0).x + 14, y: toPx(0, 0).y }, { width: 1.6 });
  body += svgLine(toPx(0, 0), { x: toPx(0, 0).x, y: toPx(0, spec.yMax).y - 14 }, { width: 1.6 });
  const end = toPx(spec.xMax, 0);
  body += svgText({ x: end.x + 14, y: end.y + 26 }, spec.xTitle, { size: TICK, anchor: 'end' });
  body += svgText({ x: toPx(0, 0).x + 6, y: top - 18 }, spec.yTitle, { size: TICK, anchor: 'start' });
  return { body, toPx, width: left + plotW + 24, height: top + plotH + 34 };
}

export interface Series {
  name: string;
  points: readonly (readonly [number, number])[];
}

/** Line graphs (one or more broken lines) on first-quadrant axes; named when there are several. */
export function lineGraphFigure(axes: AxesSpec, series: readonly Series[], ariaLabel: string): string {
  const a = firstQuadrantAxes(axes);
  let body = a.body;
  series.forEach((s, k) => {
    const colour = SERIES_COLOURS[k % SERIES_COLOURS.length]!;
    const pts = s.points.map(([x, y]) => a.toPx(x, y));
    const dash = k === 1 ? ' stroke-dasharray="8 4"' : '';
    body += `<polyline points="${pts.map((p) => `${r1(p.x)},${r1(p.y)}`).join(' ')}" fill="none" stroke="${colour}" stroke-width="3" stroke-linejoin="round"${dash}/>`;
    for (const p of pts) body += svgDot(p, colour);
    if (series.length > 1) {
      // A legend under the axes: a sample of the line (solid or dashed) and the name.
      const x = 24 + k * 150;
      const y = a.height + 10;
      body += `<line x1="${x}" y1="${y}" x2="${x + 30}" y2="${y}" stroke="${colour}" stroke-width="3"${dash}/>`;
      body += svgText({ x: x + 38, y }, s.name, { size: 14, anchor: 'start', color: colour, bold: true });
    }
  });
  return svgDoc(a.width, a.height + (series.length > 1 ? 24 : 0), body, ariaLabel);
}

/**
 * Vertical bar chart: one bar per category on a grid of whole units (every value sits on a grid
 * line), numbered every `labelEvery` units; the values are written on no bar.
 */
export function barChartFigure(
  categories: readonly string[],
  values: readonly number[],
  labelEvery: number,
  yTitle: string,
  ariaLabel: string,
): string {
  const yMax = Math.ceil(Math.max(...values) / labelEvery) * labelEvery + labelEvery;
  const left = 14 + textWidth(String(yMax), TICK);
  const top = 26;
  const plotH = 190;
  const slot = Math.min(64, 260 / categories.length);
  const y = (v: number): number => top + plotH - (v / yMax) * plotH;
  let body = '';
  for (let v = 0; v <= yMax; v++) {
    const labelled = v % labelEvery === 0;
    body += svgLine(
      { x: labelled ? left - 3 : left, y: y(v) },
      { x: left + slot * categories.length + 6, y: y(v) },
      { width: labelled ? 0.9 : 0.5, color: GRID },
    );
    if (labelled) body += svgText({ x: left - 6, y: y(v) }, formatNumber(v), { size: TICK, anchor: 'end' });
  }
  body += svgLine({ x: left, y: y(0) }, { x: left, y: top - 8 }, { width: 1.6 });
  body += svgLine({ x: left, y: y(0) }, { x: left + slot * categories.length + 8, y: y(0) }, { width: 1.6 });
  body += svgText({ x: left + 4, y: top - 16 }, yTitle, { size: TICK, anchor: 'start' });
  categories.forEach((c, i) => {
    const x0 = left + i * slot + slot * 0.2;
    const w = slot * 0.6;
    body += svgPolygon(
      [
        { x: x0, y: y(0) },
        { x: x0 + w, y: y(0) },
        { x: x0 + w, y: y(values[i]!) },
        { x: x0, y: y(values[i]!) },
      ],
      SECTOR_FILLS[i % SECTOR_FILLS.length],
    );
    body += svgText({ x: x0 + w / 2, y: y(0) + 13 }, c, { size: TICK });
  });
  return svgDoc(left + slot * categories.length + 16, top + plotH + 26, body, ariaLabel);
}

export interface Sector {
  /** Short name written in the legend. */
  name: string;
  /** Percent of the whole (the sectors sum to 100). */
  percent: number;
  /** Text written in the sector, e.g. '25%' or '?'. */
  label: string;
}

/** Pie chart with labels in (or beside) the sectors and a legend under it. */
export function pieChartFigure(sectors: readonly Sector[], ariaLabel: string): string {
  const c = { x: 160, y: 128 };
  const r = 92;
  let body = '';
  let start = 90;
  const point = (deg: number, rad: number): Pt => ({
    x: c.x + rad * Math.cos((deg * Math.PI) / 180),
    y: c.y - rad * Math.sin((deg * Math.PI) / 180),
  });
  sectors.forEach((s, i) => {
    const sweep = (s.percent / 100) * 360;
    const end = start - sweep;
    const a = point(start, r);
    const b = point(end, r);
    const large = sweep > 180 ? 1 : 0;
    body += `<path d="M ${r1(c.x)} ${r1(c.y)} L ${r1(a.x)} ${r1(a.y)} A ${r} ${r} 0 ${large} 1 ${r1(b.x)} ${r1(b.y)} Z" fill="${SECTOR_FILLS[i % SECTOR_FILLS.length]}" stroke="${FIG_STROKE}" stroke-width="1.5" stroke-linejoin="round"/>`;
    const mid = start - sweep / 2;
    // Narrow sectors get their label outside the circle.
    const inside = sweep >= 40;
    body += svgText(point(mid, inside ? r * 0.62 : r + 18), s.label, { size: 14, bold: true });
    start = end;
  });
  // Legend: two columns of coloured squares with names.
  const legendTop = c.y + r + 30;
  sectors.forEach((s, i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    const x = 22 + col * 150;
    const y = legendTop + row * 22;
    body += `<rect x="${x}" y="${y - 7}" width="14" height="14" fill="${SECTOR_FILLS[i % SECTOR_FILLS.length]}" stroke="${FIG_STROKE}" stroke-width="1"/>`;
    body += svgText({ x: x + 20, y }, s.name, { size: 14, anchor: 'start' });
  });
  const rows = Math.ceil(sectors.length / 2);
  return svgDoc(320, legendTop + rows * 22, body, ariaLabel);
}

/**
 * Graph of a function given by its vertices (a broken line through integer points) on a
 * coordinate grid, with the end points of the domain marked as filled dots.
 */
export function brokenLineGraphFigure(vertices: readonly (readonly [number, number])[], ariaLabel: string): string {
  const { plane, pts, body } = brokenLineOnPlane(vertices);
  return svgDoc(plane.width, plane.height, body + svgDot(pts[0]!) + svgDot(pts[pts.length - 1]!), ariaLabel);
}

/**
 * A coordinate grid one unit wider than the vertices (and the origin) with the broken line through
 * them drawn; the plane and the vertices in pixels, for what a figure adds to it.
 */
export function brokenLineOnPlane(vertices: readonly (readonly [number, number])[]): {
  plane: ReturnType<typeof coordinatePlane>;
  pts: { x: number; y: number }[];
  body: string;
} {
  const xs = vertices.map((v) => v[0]);
  const ys = vertices.map((v) => v[1]);
  const plane = coordinatePlane(
    Math.min(0, ...xs) - 1,
    Math.max(0, ...xs) + 1,
    Math.min(0, ...ys) - 1,
    Math.max(0, ...ys) + 1,
  );
  const pts = vertices.map(([x, y]) => plane.toPx(x, y));
  const body =
    plane.body +
    `<polyline points="${pts.map((p) => `${r1(p.x)},${r1(p.y)}`).join(' ')}" fill="none" stroke="${FIG_ACCENT}" stroke-width="3" stroke-linejoin="round"/>`;
  return { plane, pts, body };
}

/* ------------------------------------------------------------------------------------------
 * Solids.
 * ---------------------------------------------------------------------------------------- */

/** A net as unit squares [column, row] (row grows downwards). */
export type NetCells = readonly (readonly [number, number])[];

/** Several nets side by side (two per row), each with its letter and optional numbers in the squares. */
export function netsFigure(
  nets: readonly { cells: NetCells; name: string; numbers?: readonly string[] }[],
  ariaLabel: string,
): string {
  const perRow = nets.length === 1 ? 1 : 2;
  const boxW = nets.length === 1 ? 300 : 150;
  const cell = nets.length === 1 ? 44 : 26;
  const boxH = nets.length === 1 ? 4 * cell + 30 : 4 * cell + 36;
  let body = '';
  nets.forEach((net, i) => {
    const cols = Math.max(...net.cells.map((c) => c[0])) + 1;
    const rows = Math.max(...net.cells.map((c) => c[1])) + 1;
    const ox = (i % perRow) * boxW + (boxW - cols * cell) / 2;
    const oy = Math.floor(i / perRow) * boxH + 26 + ((4 - rows) * cell) / 2;
    if (net.name)
      body += svgText({ x: (i % perRow) * boxW + 14, y: Math.floor(i / perRow) * boxH + 14 }, net.name, {
        bold: true,
        size: 15,
      });
    net.cells.forEach(([cx, cy], k) => {
      body += `<rect x="${r1(ox + cx * cell)}" y="${r1(oy + cy * cell)}" width="${cell}" height="${cell}" fill="${FIG_FILL}" stroke="${FIG_STROKE}" stroke-width="1.5"/>`;
      const num = net.numbers?.[k];
      if (num)
        body += svgText({ x: ox + cx * cell + cell / 2, y: oy + cy * cell + cell / 2 }, num, {
          size: 18,
          bold: true,
          halo: false,
        });
    });
  });
  const rowsOfBoxes = Math.ceil(nets.length / perRow);
  return svgDoc(perRow * boxW, rowsOfBoxes * boxH, body, ariaLabel);
}

/** Vertices of a cuboid ABCDEFGH in oblique projection: ABCD the bottom (A front left), EFGH above. */
function cuboidVertices(
  a: number,
  b: number,
  c: number,
  leftRoom: number,
): { P: Record<string, Pt>; width: number; height: number } {
  const s = Math.min(190 / (a + 0.6 * b), 170 / (c + 0.5 * b));
  // True proportions, except that a very thin box is widened so its labels do not collide.
  const W = Math.max(a * s, 100);
  const H = c * s;
  const D = Math.max(b * s * 0.55, 56);
  const dx = D * 0.8;
  const dy = -D * 0.6;
  const x0 = 30 + leftRoom;
  const y0 = 24 - dy;
  const A = { x: x0, y: y0 + H };
  const B = { x: x0 + W, y: y0 + H };
  const C = { x: x0 + W + dx, y: y0 + H + dy };
  const Dp = { x: x0 + dx, y: y0 + H + dy };
  const up = (p: Pt): Pt => ({ x: p.x, y: p.y - H });
  return {
    P: { A, B, C, D: Dp, E: up(A), F: up(B), G: up(C), H: up(Dp) },
    width: x0 + W + dx + 80,
    height: y0 + H + 34,
  };
}

const CUBOID_EDGES = ['AB', 'BC', 'CD', 'DA', 'EF', 'FG', 'GH', 'HE', 'AE', 'BF', 'CG', 'DH'] as const;
const VERTEX_LABEL_OFFSET: Record<string, readonly [number, number]> = {
  A: [-12, 10],
  B: [10, 12],
  C: [13, 3],
  D: [-12, -10],
  E: [-14, -2],
  F: [-12, 13],
  G: [12, -8],
  H: [-9, -12],
};
/** Edges hidden behind the front faces in this projection (all meet at D). */
const HIDDEN = new Set(['CD', 'DA', 'DH']);

/**
 * Cuboid ABCDEFGH with a section (a polygon through named vertices) shaded and edge labels for
 * the length AB, the depth BC and the height AE.
 */
export function cuboidSectionFigure(
  dims: readonly [number, number, number],
  section: string,
  labels: { ab: string; bc: string; ae: string },
  ariaLabel: string,
): string {
  const { P, width, height } = cuboidVertices(dims[0], dims[1], dims[2], textWidth(labels.ae, 14));
  const p = (n: string): Pt => P[n]!;
  let body = '';
  body += `<polygon points="${[...section].map((n) => `${r1(p(n).x)},${r1(p(n).y)}`).join(' ')}" fill="#fbcfe8" fill-opacity="0.6" stroke="${FIG_ACCENT_2}" stroke-width="2.2" stroke-linejoin="round"/>`;
  for (const e of CUBOID_EDGES)
    body += svgLine(p(e[0]!), p(e[1]!), { dashed: HIDDEN.has(e), width: HIDDEN.has(e) ? 1.3 : 2 });
  // Each vertex label sits in the gap between the edges meeting there (F inside the front face).
  for (const [n, q] of Object.entries(P)) {
    const [dx, dy] = VERTEX_LABEL_OFFSET[n]!;
    body += svgText({ x: q.x + dx, y: q.y + dy }, n, { size: 14, italic: true });
  }
  body += svgText({ x: (p('A').x + p('B').x) / 2, y: p('A').y + 24 }, labels.ab, { size: 14 });
  body += svgText({ x: (p('B').x + p('C').x) / 2 + 14, y: (p('B').y + p('C').y) / 2 + 10 }, labels.bc, {
    size: 14,
    anchor: 'start',
  });
  body += svgText({ x: p('A').x - 20, y: (p('A').y + p('E').y) / 2 }, labels.ae, { size: 14, anchor: 'end' });
  return svgDoc(width, height, body, ariaLabel);
}

/** A solid a pupil recognises by its shape (klasy IV–VI: walec, stożek, kula, ostrosłup). */
export type RoundSolid = 'walec' | 'stozek' | 'kula' | 'ostroslup';

/**
 * One solid in a simple oblique view: hidden edges and the hidden half of a base dashed.
 * `r` and `h` (any unit) set its proportions: the base radius (half the base's side for the
 * pyramid) and the height; a sphere uses only `r`.
 */
export function solidFigure(kind: RoundSolid, r: number, h: number, ariaLabel: string): string {
  const W = 260;
  const H = 240;
  const cx = W / 2;
  // Scale so the solid fills about 200 × 180 px whatever its proportions.
  const s = kind === 'kula' ? 85 / r : Math.min(100 / r, 170 / h);
  const rx = r * s;
  const ry = rx * 0.3;
  const height = h * s;
  const bottom = kind === 'kula' ? H / 2 : (H + height) / 2;
  const top = bottom - height;
  const fill = `fill="${FIG_FILL}" stroke="none"`;
  const arc = (y: number, front: boolean, dashed = false) =>
    `<path d="M ${r1(cx - rx)} ${r1(y)} A ${r1(rx)} ${r1(ry)} 0 0 ${front ? 0 : 1} ${r1(cx + rx)} ${r1(y)}" fill="none" stroke="${FIG_STROKE}" stroke-width="${dashed ? 1.3 : 2}"${dashed ? ' stroke-dasharray="6 4"' : ''}/>`;
  let body = '';
  if (kind === 'walec') {
    body += `<path d="M ${r1(cx - rx)} ${r1(top)} L ${r1(cx - rx)} ${r1(bottom)} A ${r1(rx)} ${r1(ry)} 0 0 0 ${r1(cx + rx)} ${r1(bottom)} L ${r1(cx + rx)} ${r1(top)} Z" ${fill}/>`;
    body += `<ellipse cx="${r1(cx)}" cy="${r1(top)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${FIG_FILL}" stroke="${FIG_STROKE}" stroke-width="2"/>`;
    body +=
      svgLine({ x: cx - rx, y: top }, { x: cx - rx, y: bottom }) +
      svgLine({ x: cx + rx, y: top }, { x: cx + rx, y: bottom });
    body += arc(bottom, true) + arc(bottom, false, true);
  } else if (kind === 'stozek') {
    const apex = { x: cx, y: top };
    body += `<path d="M ${r1(apex.x)} ${r1(apex.y)} L ${r1(cx - rx)} ${r1(bottom)} A ${r1(rx)} ${r1(ry)} 0 0 0 ${r1(cx + rx)} ${r1(bottom)} Z" ${fill}/>`;
    body += svgLine(apex, { x: cx - rx, y: bottom }) + svgLine(apex, { x: cx + rx, y: bottom });
    body += arc(bottom, true) + arc(bottom, false, true);
  } else if (kind === 'kula') {
    const cy = bottom;
    body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(rx)}" fill="${FIG_FILL}" stroke="${FIG_STROKE}" stroke-width="2"/>`;
    body += arc(cy, true) + arc(cy, false, true);
  } else {
    // A square pyramid: base corners in the oblique view, the apex above the base's centre.
    const apex = { x: cx, y: top };
    const fl = { x: cx - rx - ry, y: bottom + ry * 0.6 };
    const fr = { x: cx + rx - ry, y: bottom + ry * 0.6 };
    const br = { x: cx + rx + ry, y: bottom - ry * 0.6 };
    const bl = { x: cx - rx + ry, y: bottom - ry * 0.6 };
    body += svgPolygon([apex, fl, fr, br]);
    body += svgLine(fl, fr) + svgLine(fr, br) + svgLine(apex, fl) + svgLine(apex, fr) + svgLine(apex, br);
    body += svgLine(fl, bl, { dashed: true, width: 1.3 }) + svgLine(bl, br, { dashed: true, width: 1.3 });
    body += svgLine(apex, bl, { dashed: true, width: 1.3 });
  }
  return svgDoc(W, H, body, ariaLabel);
}

/**
 * A regular square pyramid ABCDS (oblique view, hidden edges dashed) with a section through the
 * apex shaded: through the midpoints K, L of the opposite edges AB and CD ('midpoints'), or
 * through the diagonal AC of the base ('diagonal'). The height SO is dashed.
 */
export function pyramidSectionFigure(section: 'midpoints' | 'diagonal', ariaLabel: string): string {
  const W = 300;
  const H = 250;
  const cx = W / 2;
  const bottom = 200;
  const rx = 95;
  const ry = 30;
  const S = { x: cx, y: 30 };
  const A = { x: cx - rx - ry, y: bottom + ry * 0.6 };
  const B = { x: cx + rx - ry, y: bottom + ry * 0.6 };
  const C = { x: cx + rx + ry, y: bottom - ry * 0.6 };
  const D = { x: cx - rx + ry, y: bottom - ry * 0.6 };
  const O = { x: cx, y: bottom };
  const mid = (p: Pt, q: Pt): Pt => ({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });
  const K = mid(A, B);
  const L = mid(C, D);
  const tri = section === 'midpoints' ? [S, K, L] : [S, A, C];
  let body = svgPolygon([S, A, B, C], FIG_FILL);
  body += `<polygon points="${tri.map((p) => `${r1(p.x)},${r1(p.y)}`).join(' ')}" fill="#fbcfe8" fill-opacity="0.7" stroke="${FIG_ACCENT_2}" stroke-width="2.2" stroke-linejoin="round"/>`;
  body += svgLine(A, B) + svgLine(B, C) + svgLine(S, A) + svgLine(S, B) + svgLine(S, C);
  for (const [p, q] of [
    [A, D],
    [D, C],
    [S, D],
  ] as const)
    body += svgLine(p, q, { dashed: true, width: 1.3 });
  body += svgLine(S, O, { dashed: true, width: 1.3, color: FIG_ACCENT });
  body += svgDot(O, FIG_STROKE);
  const label = (p: Pt, text: string, dx: number, dy: number) =>
    svgText({ x: p.x + dx, y: p.y + dy }, text, { size: 14, italic: true });
  body += label(A, 'A', -10, 10) + label(B, 'B', 4, 14) + label(C, 'C', 12, 2) + label(D, 'D', -6, -12);
  body += label(S, 'S', 0, -14) + label(O, 'O', 10, 10);
  if (section === 'midpoints') body += label(K, 'K', 0, 16) + label(L, 'L', 4, -12);
  return svgDoc(W, H, body, ariaLabel);
}
