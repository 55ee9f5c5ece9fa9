// Shared by the wasm tests: the native `grundy` command they compare against, a seeded random
// generator (so a failure names a case that can be rerun), and a brute force of values by the mex
// over options written in the test (Kayles' among them).
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const cli = join(root, 'build/native/grundy');

/** Runs build/native/grundy with args: { status, out, err } (outputs trimmed; no progress lines, which
 * a long run writes to stderr every few seconds). */
export function native(...args) {
  const r = spawnSync(cli, args, { encoding: 'utf8', env: { ...process.env, GRUNDY_PROGRESS_SECONDS: 'off' } });
  return { status: r.status, out: r.stdout.trim(), err: r.stderr.trim() };
}

/** A linear congruential generator: numbers in [0, 1), the same for the same seed. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** g(0 .. count-1) from `options(n, g)`, the option values of heap n, by the mex. */
export function mexValues(options, count) {
  const g = [];
  for (let n = 0; n < count; n++) {
    const present = new Set(options(n, g));
    let v = 0;
    while (present.has(v)) v++;
    g.push(v);
  }
  return g;
}

/** Kayles (octal 0.77): take 1 or 2 tokens, leaving no heap, one, or two. */
export function* kayles(n, g) {
  for (const k of [1, 2]) {
    if (n === k) yield 0;
    if (n > k) yield g[n - k];
    for (let a = 1; 2 * a <= n - k; a++) yield g[a] ^ g[n - k - a];
  }
}
