/**
 * `node scripts/content-figures.ts [--out DIR] [--template PREFIX] [--all] [--per-page N] [--seeds N]`:
 * renders generated items (levels 1–3, N seeds) as phone-width cards — stem through KaTeX,
 * figure scaled like the client's QuestionFigure (≈300 px wide) — into HTML contact sheets
 * and PNG screenshots, so figures and maths can be reviewed by eye. By default only
 * templates whose items carry a figure; --all includes every template. KaTeX errors show red.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { allTemplates, generateQuestion } from '../src/core/questions/registry.ts';
import { answerText } from '../src/core/questions/answer-forms.ts';
import { parseMathText } from '../src/core/text/math-segments.ts';
import { renderMath } from '../src/server/math/math-markup.ts';
import type { Level, QuestionInstance } from '../src/core/questions/types.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: '/tmp/content-figures' },
    template: { type: 'string' },
    all: { type: 'boolean', default: false },
    'per-page': { type: 'string', default: '2' },
    seeds: { type: 'string', default: '2' },
  },
});
const outDir = values.out;
const perPage = Number(values['per-page']);
const seeds = Number(values.seeds);
mkdirSync(outDir, { recursive: true });

const require = createRequire(import.meta.url);
const css = readFileSync(require.resolve('katex/dist/katex.min.css'), 'utf8').replace(
  /url\(fonts\//g,
  `url(file://${join(require.resolve('katex/dist/katex.min.css'), '..', 'fonts')}/`,
);

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function mathHtml(text: string): string {
  return parseMathText(text)
    .map(
      (para) =>
        '<p>' +
        para
          .map((seg) => {
            if (seg.kind === 'text') return esc(seg.text);
            if (seg.kind === 'break') return '<br>';
            return renderMath(seg.tex, seg.display);
          })
          .join('') +
        '</p>',
    )
    .join('');
}

function card(q: QuestionInstance): string {
  const options = q.options ? `<ol type="A">${q.options.map((o) => `<li>${mathHtml(o.text)}</li>`).join('')}</ol>` : '';
  return `<div class="card"><div class="id">${esc(q.templateId)} · L${q.level} · s${q.seed}</div>
  <div class="stem">${mathHtml(q.stem)}</div>
  ${q.figure ? `<figure>${q.figure}</figure>` : ''}
  ${options}
  <div class="ans">→ ${esc(answerText(q.answer, q.options))}${q.answerHint ? ` · <i>${esc(q.answerHint)}</i>` : ''}${q.unitLabel ? ` [${esc(q.unitLabel)}]` : ''}</div></div>`;
}

const groups: { id: string; items: QuestionInstance[] }[] = [];
for (const t of allTemplates()) {
  if (values.template && !t.id.startsWith(values.template)) continue;
  const items: QuestionInstance[] = [];
  for (const level of [1, 2, 3] as Level[])
    for (let s = 1; s <= seeds; s++) items.push(generateQuestion(t.id, level, s));
  if (!values.all && !items.some((q) => q.figure)) continue;
  groups.push({ id: t.id, items });
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: 1180, height: 800 } });
let n = 0;
for (let i = 0; i < groups.length; i += perPage) {
  const chunk = groups.slice(i, i + perPage);
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${css}
  body{font-family:sans-serif;font-size:16px;margin:8px;background:#f1f5f9;color:#0f172a}
  .grid{display:grid;grid-template-columns:repeat(3,370px);gap:8px;margin-bottom:12px}
  .card{background:#fff;border-radius:10px;padding:12px;box-shadow:0 1px 2px #0002}
  .id{font-size:11px;color:#64748b} .ans{font-size:12px;color:#047857;margin-top:6px}
  .stem p{margin:4px 0}
  figure{margin:8px auto;max-width:322px;padding:12px;background:#f0f9ff;border-radius:14px;display:flex;justify-content:center}
  figure svg{width:100%;height:auto;max-height:320px}
  .katex-error{background:#fecaca}
  </style></head><body>${chunk.map((g) => `<div class="grid">${g.items.map(card).join('')}</div>`).join('')}</body></html>`;
  const name = `sheet-${String(n).padStart(2, '0')}`;
  writeFileSync(join(outDir, `${name}.html`), html);
  await page.setContent(html, { waitUntil: 'load' });
  await page.screenshot({ path: join(outDir, `${name}.png`), fullPage: true });
  console.log(`${name}: ${chunk.map((g) => g.id).join(', ')}`);
  n++;
}
await browser.close();
