// Shared by the wasm tests: the native `grundy` command they compare against, and a seeded
// random generator (so a failure names a case that can be rerun).
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
