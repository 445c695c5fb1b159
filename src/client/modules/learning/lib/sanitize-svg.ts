/**
 * Allow-list sanitiser for the SVG figures our own templates draw (src/core/questions/figures.ts).
 * The output is rebuilt from recognised tokens — never by deleting bad parts from the input —
 * so anything unexpected (scripts, event handlers, foreign content, external links, comments)
 * simply does not make it through. Works without a DOM so it is unit-tested under Node.
 */
const ALLOWED_TAGS = new Set([
  'svg',
  'g',
  'defs',
  'marker',
  'title',
  'desc',
  'path',
  'line',
  'polyline',
  'polygon',
  'rect',
  'circle',
  'ellipse',
  'text',
  'tspan',
  'pattern',
  'clippath',
  'lineargradient',
  'radialgradient',
  'stop',
  'use',
]);

/** Elements whose content is dropped together with them. */
const DROP_WITH_CONTENT = new Set(['script', 'style', 'foreignobject', 'iframe', 'object', 'embed']);

const ALLOWED_ATTRS = new Set([
  'xmlns',
  'viewbox',
  'width',
  'height',
  'role',
  'aria-label',
  'aria-hidden',
  'id',
  'class',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'transform',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'dx',
  'dy',
  'marker-end',
  'marker-start',
  'markerwidth',
  'markerheight',
  'refx',
  'refy',
  'orient',
  'markerunits',
  'preserveaspectratio',
  'offset',
  'stop-color',
  'gradientunits',
  'patternunits',
  'clip-path',
  'href',
  'xlink:href',
  'xmlns:xlink',
]);

const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/y;
const ATTR = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function escapeText(s: string): string {
  return s
    .replace(/&(?!(?:#\d+|#x[\da-fA-F]+|[a-zA-Z]+);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttr(s: string): string {
  return escapeText(s).replace(/"/g, '&quot;');
}

function safeAttrs(raw: string): string {
  let out = '';
  for (const m of raw.matchAll(ATTR)) {
    const name = m[1]!.toLowerCase();
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (!ALLOWED_ATTRS.has(name)) continue;
    // Only same-document references (markers, gradients); url(...) values must be local too.
    if ((name === 'href' || name === 'xlink:href') && !value.startsWith('#')) continue;
    if (/url\s*\(/i.test(value) && !/^url\(\s*#[\w-]+\s*\)$/i.test(value.trim())) continue;
    if (/javascript:|data:/i.test(value)) continue;
    out += ` ${m[1]}="${escapeAttr(value)}"`;
  }
  return out;
}

export function sanitizeSvg(input: string): string {
  let out = '';
  let i = 0;
  let dropDepth = 0;
  let dropTag = '';
  const open: string[] = [];
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt < 0) {
      if (dropDepth === 0 && open.length > 0) out += escapeText(input.slice(i));
      break;
    }
    if (dropDepth === 0 && open.length > 0) out += escapeText(input.slice(i, lt));
    // Comments, CDATA, doctype and processing instructions are skipped whole.
    if (input.startsWith('<!--', lt)) {
      const end = input.indexOf('-->', lt + 4);
      i = end < 0 ? input.length : end + 3;
      continue;
    }
    if (input.startsWith('<!', lt) || input.startsWith('<?', lt)) {
      const end = input.indexOf('>', lt);
      i = end < 0 ? input.length : end + 1;
      continue;
    }
    TAG.lastIndex = lt;
    const m = TAG.exec(input);
    if (!m) {
      if (dropDepth === 0 && open.length > 0) out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = TAG.lastIndex;
    const closing = m[1] === '/';
    const name = m[2]!.toLowerCase();
    const selfClosing = m[4] === '/';
    if (dropDepth > 0) {
      if (name === dropTag && !selfClosing) dropDepth += closing ? -1 : 1;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !selfClosing) {
        dropDepth = 1;
        dropTag = name;
      }
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (open.length === 0 && name !== 'svg') continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const tag = m[2]!;
    if (selfClosing) {
      out += `<${tag}${safeAttrs(m[3] ?? '')}/>`;
    } else {
      out += `<${tag}${safeAttrs(m[3] ?? '')}>`;
      open.push(name === tag.toLowerCase() ? tag : name);
    }
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}
