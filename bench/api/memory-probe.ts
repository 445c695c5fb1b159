/**
 * Preloaded into the benchmarked server (`node --import …/memory-probe.ts`, only by bench:api's
 * soak): appends the server's own memory figures to BENCH_MEMORY_FILE as JSON lines every
 * BENCH_MEMORY_EVERY_MS, so growth over a soak can be attributed — the JS heap (used, and what V8
 * keeps reserved, by space) versus memory outside it (`external`, which holds PGlite's WebAssembly
 * memory, and `arrayBuffers`). /proc only shows the process's total.
 */
import { appendFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

export interface MemorySample {
  /** Seconds since the server process started. */
  second: number;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  /** Committed size of V8's old space (where long-lived objects are kept). */
  oldSpaceMb: number;
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

function sample(): MemorySample {
  const m = process.memoryUsage();
  const old = getHeapSpaceStatistics().find((s) => s.space_name === 'old_space');
  return {
    second: Math.round(process.uptime()),
    rssMb: mb(m.rss),
    heapUsedMb: mb(m.heapUsed),
    heapTotalMb: mb(m.heapTotal),
    externalMb: mb(m.external),
    arrayBuffersMb: mb(m.arrayBuffers),
    oldSpaceMb: mb(old?.space_size ?? 0),
  };
}

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  const every = Number(process.env.BENCH_MEMORY_EVERY_MS ?? 5000);
  setInterval(() => appendFileSync(file, JSON.stringify(sample()) + '\n'), every).unref();
}
