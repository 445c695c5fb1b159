/**
 * `npm run bench:math`: what typesetting maths on the server (docs/decisions/0013) costs per
 * response. Every template × level, seeds 1..N (default 20), as the public question the
 * practice routes answer with (`{ question }`, as in /api/session/next) through `withMathMarkup`:
 * - time: a cold pass over seeds 1–2 (empty cache: every formula typeset), then the same payloads
 *   again (warm: every formula cached), then seeds 3..N (the mix a running server sees: templates repeat most
 *   formulas, numbers change some), in ms per payload;
 * - size (seeds 1–2): the JSON body gzipped (level 6, as a server would), without and with the `math` record;
 * - the caches: formulas and learnt shapes (math-shapes.ts) held, and their markup's characters.
 * The last line is JSON. Options: --seeds N.
 */
import { gzipSync } from 'node:zlib';
import { toPublicQuestion } from '#core/questions/public.ts';
import { allTemplates, generateQuestion } from '#core/questions/registry.ts';
import { LEVELS } from '#core/questions/types.ts';
import { mathCache, mathMarkupOf, resetMathCache, withMathMarkup } from '#server/math/math-markup.ts';

const seedsArg = process.argv.indexOf('--seeds');
const SEEDS = seedsArg >= 0 ? Number(process.argv[seedsArg + 1]) : 20;

function payloads(fromSeed: number, toSeed: number) {
  const out: Array<{ question: ReturnType<typeof toPublicQuestion> }> = [];
  for (const template of allTemplates())
    for (const level of LEVELS)
      for (let seed = fromSeed; seed <= toSeed; seed++)
        out.push({ question: toPublicQuestion(generateQuestion(template.id, level, seed), 'q1') });
  return out;
}

function timed(list: object[]): number {
  const start = performance.now();
  for (const p of list) withMathMarkup(p);
  return (performance.now() - start) / list.length;
}

// Two seeds per template and level fit the cache: their second pass is all hits.
const seen = payloads(1, 2);
const fresh = payloads(3, SEEDS);
const distinct = Object.keys(Object.assign({}, ...seen.map((p) => mathMarkupOf(p)))).length;
resetMathCache();
const coldMs = timed(seen);
const warmMs = timed(seen);
const newSeedsMs = timed(fresh);
const cachedChars = mathCache.chars();
const shapeChars = mathCache.shapeChars();

const gz = (value: unknown) => gzipSync(JSON.stringify(value), { level: 6 }).length;
const sizes = seen.map((p) => ({ plain: gz(p), withMath: gz(withMathMarkup(p)) })).sort((a, b) => a.plain - b.plain);
const median = (key: 'plain' | 'withMath') => [...sizes].map((s) => s[key]).sort((a, b) => a - b)[sizes.length >> 1]!;
const mean = (key: 'plain' | 'withMath') => Math.round(sizes.reduce((sum, s) => sum + s[key], 0) / sizes.length);
const p95 = (key: 'plain' | 'withMath') =>
  [...sizes].map((s) => s[key]).sort((a, b) => a - b)[Math.floor(sizes.length * 0.95)]!;

const result = {
  bench: 'math',
  payloads: seen.length + fresh.length,
  msPerPayload: { cold: round(coldMs), warm: round(warmMs), newSeeds: round(newSeedsMs) },
  distinctFormulasInFirstPass: distinct,
  formulasCached: mathCache.size(),
  cachedMarkupMB: Math.round(cachedChars / 1e5) / 10,
  shapesCached: mathCache.shapes(),
  shapesLearnt: mathCache.learntShapes(),
  shapeMarkupMB: Math.round(shapeChars / 1e5) / 10,
  gzipBytes: {
    median: { plain: median('plain'), withMath: median('withMath') },
    mean: { plain: mean('plain'), withMath: mean('withMath') },
    p95: { plain: p95('plain'), withMath: p95('withMath') },
  },
};
function round(ms: number) {
  return Math.round(ms * 1000) / 1000;
}
console.log(
  `${seen.length} payloads (${allTemplates().length} templates × ${LEVELS.length} levels × seeds 1–2; ${distinct} distinct formulas), then ${fresh.length} of seeds 3–${SEEDS}`,
);
console.log(
  `ms per payload: cold ${result.msPerPayload.cold}, warm ${result.msPerPayload.warm}, new seeds ${result.msPerPayload.newSeeds}`,
);
console.log(`cache: ${result.formulasCached} formulas, ${result.cachedMarkupMB} M characters of markup`);
console.log(
  `shapes: ${result.shapesCached} (${result.shapesLearnt} learnt), ${result.shapeMarkupMB} M characters of markup`,
);
for (const k of ['median', 'mean', 'p95'] as const)
  console.log(`${k} body gzipped: ${result.gzipBytes[k].plain} B → ${result.gzipBytes[k].withMath} B with math`);
console.log(JSON.stringify(result));
