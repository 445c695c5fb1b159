/**
 * Knowledge-tracing benchmark: `npm run bench:kt -- --data <dir>`.
 * Calibrates the product's learner model on <dir>/preprocessed_data_train.csv, then predicts
 * every answer of <dir>/preprocessed_data_test.csv before updating on it. Prints AUC, log loss,
 * number of predictions and mean update cost; the last line is JSON.
 *
 * `--validate` instead splits the TRAIN learners 80/20 and reports the held-out score: this is
 * how the model's hyperparameters were chosen (the test file plays no part in it).
 */
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_CONFIG, type ModelConfig } from '#core/adaptive/model.ts';
import { auc, logLoss } from './metrics.ts';
import { newSharedState, newVocabularies, parseAnswers, replay, type Answers } from './replay.ts';

const BASELINES = { irt: 0.69, pfa: 0.72, dkt: 0.75, bestLr: 0.77 };
/** Calibration passes over the train file (learner states restart each pass). */
const DEFAULT_EPOCHS = 1;

interface Args {
  data: string;
  validate: boolean;
  epochs: number;
  overrides: Partial<ModelConfig>;
}

function parseArgs(argv: string[]): Args {
  let data = '';
  let validate = false;
  let epochs = DEFAULT_EPOCHS;
  const overrides: Partial<ModelConfig> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--data') data = argv[++i] ?? '';
    else if (a === '--validate') validate = true;
    else if (a === '--epochs') epochs = Number(argv[++i]);
    else if (a === '--set') {
      // --set key=value, for hyperparameter search with --validate.
      const [k, v] = (argv[++i] ?? '').split('=');
      if (k && k in DEFAULT_CONFIG) (overrides as Record<string, number>)[k] = Number(v);
      else throw new Error(`unknown config key ${k}`);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (!data) throw new Error('usage: npm run bench:kt -- --data <dir> [--validate] [--epochs n]');
  return { data: resolve(data), validate, epochs, overrides };
}

function rowsOfUsers(data: Answers, keep: (user: number) => boolean): Int32Array {
  const out: number[] = [];
  for (let r = 0; r < data.n; r++) if (keep(data.user[r]!)) out.push(r);
  return Int32Array.from(out);
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const config: ModelConfig = { ...DEFAULT_CONFIG, ...args.overrides };
  const tLoad = performance.now();
  const vocab = newVocabularies();
  const train = parseAnswers(readFileSync(join(args.data, 'preprocessed_data_train.csv'), 'utf8'), vocab);
  const test = args.validate
    ? undefined
    : parseAnswers(readFileSync(join(args.data, 'preprocessed_data_test.csv'), 'utf8'), vocab);
  const loadMs = performance.now() - tLoad;

  // Validation: every fifth train learner (by dense id) is held out.
  const calibRows = args.validate ? rowsOfUsers(train, (u) => u % 5 !== 4) : undefined;
  const evalRows = args.validate ? rowsOfUsers(train, (u) => u % 5 === 4) : undefined;

  const shared = newSharedState(vocab);
  const now = (): number => performance.now();
  const tCal = performance.now();
  for (let e = 0; e < args.epochs; e++) replay(train, shared, config, now, calibRows);
  const calibMs = performance.now() - tCal;

  const evalData = test ?? train;
  const res = replay(evalData, shared, config, now, evalRows);
  const n = res.probs.length;
  const result = {
    dataset: basename(args.data) + (args.validate ? ' (train split 80/20)' : ''),
    auc: round(auc(res.probs, res.labels), 4),
    logLoss: round(logLoss(res.probs, res.labels), 4),
    predictions: n,
    meanUpdateMicros: round((res.updateMs * 1000) / n, 2),
    baselines: BASELINES,
  };

  const rows: [string, string][] = [
    ['dataset', result.dataset],
    [
      'train answers / learners / items / skills',
      `${train.n} / ${vocab.users.size} / ${vocab.items.size} / ${vocab.skills.size}`,
    ],
    ['calibration passes over train', `${args.epochs} (${(calibMs / 1000).toFixed(1)} s)`],
    ['predictions (each before its update)', String(n)],
    ['AUC', result.auc.toFixed(4)],
    ['log loss', result.logLoss.toFixed(4)],
    ['mean update cost', `${result.meanUpdateMicros} µs`],
    ['load time', `${(loadMs / 1000).toFixed(1)} s`],
    ...Object.entries(BASELINES).map(([k, v]): [string, string] => [`published AUC ${k}`, v.toFixed(2)]),
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  const learned = shared.weights.w.map((w) => round(w, 3)).join(' ');
  console.log(`${'learned weights'.padEnd(width)}  ${learned}`);
  console.log(JSON.stringify(result));
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

main();
