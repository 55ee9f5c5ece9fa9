// How one catalogue row (cases.mjs) is put to each layer, and the message read back:
//   cli   the native command build/native/grundy: its one stderr line without the "grundy: " prefix
//   js    wasm/grundy.mjs under Node: the thrown GrundyError's message
//   page  the built page in Chromium: the text shown beside the field typed into, the hash
//         notice's line for the link, or the refusal a panel shows for the game on screen
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const cliPath = process.env.GRUNDY_CLI ?? join(root, 'build/native/grundy');

/** The command line for a row: its own, or the default for its area. */
export function cliArgs(row) {
  if (row.cli?.args) return row.cli.args;
  if (row.area === 'spec' || row.area === 'rules' || row.area === 'hash') return ['outcome', row.spec, '0'];
  if (row.area === 'position') return ['outcome', row.spec, row.position];
  throw new Error(`${row.id}: no command line`);
}

/** Runs the command: { status, message, out } (message: stderr without the program's prefix; no
 * progress lines, which a long run writes to stderr every few seconds). */
export function runCli(row) {
  const env = { ...process.env, GRUNDY_PROGRESS_SECONDS: 'off' };
  const r = spawnSync(cliPath, cliArgs(row), { encoding: 'utf8', maxBuffer: 64 << 20, timeout: 60_000, env });
  const err = (r.stderr ?? '').trim();
  return { status: r.status, out: (r.stdout ?? '').trim(), message: err.replace(/^grundy: /, ''), lines: err ? err.split('\n').length : 0 };
}

/** The module call for a row: [method, ...args]. */
export function jsCall(row) {
  if (row.js?.call) return row.js.call;
  if (row.area === 'spec' || row.area === 'rules' || row.area === 'hash') return ['describe', row.spec];
  if (row.area === 'position') return ['analyse', row.spec, row.position];
  throw new Error(`${row.id}: no module call`);
}

/** Calls the module: { threw, name, message } (message null when it answered). */
export function runJs(grundy, row) {
  const [method, ...args] = jsCall(row);
  try {
    const result = grundy[method](...args);
    if (result && typeof result.dispose === 'function') result.dispose();
    return { threw: false, message: null, result };
  } catch (e) {
    return { threw: true, name: e.name, message: e.message };
  }
}

/** What the page is given for a row: { field, text }, { hash } or { panel, game }. */
export function pageInput(row) {
  if (row.page?.field || row.page?.panel || row.page?.hash !== undefined) return row.page;
  if (row.area === 'spec' || row.area === 'rules') return { field: 'spec', text: row.spec };
  if (row.area === 'position') return { field: 'position', text: row.position, game: row.spec };
  throw new Error(`${row.id}: no page input`);
}

/** The message a layer must give for a row: the layer's own when it words it differently, else the core's. */
export function expected(row, layer) {
  const own = row[layer];
  if (own === null) return null;
  return own?.message ?? row.message;
}
