// `npm run bench`: every workload of issue 8, ours natively and as wasm under Node beside the
// baselines of baselines.cpp (taught: the seeds' template; direct: no trick), in one run; ratios
// from that same run; the page's download size and its time to the first table in Chromium.
// Prints one Markdown table (docs/benchmarks.md keeps a copy of a full run) and writes the same
// as JSON. Every measurement is a process of its own (its own peak memory); medians of several
// runs, fewer for the long ones. Nothing here is a test: no timing is asserted anywhere.
//
//   node tests/bench/bench.mjs [--quick] [--only REGEX] [--no-page] [--native BIN] [--wasm MODULE]
//                              [--grundy BIN] [--dist DIR] [--json FILE] [--write-first-load]
//
// Defaults: build/native/tests/bench/grundy_bench, build/wasm/grundy_wasm.mjs, dist/ and
// build/bench/bench.json. Values that disagree between implementations are flagged in the table
// and make the command exit with status 1, and so does a first load over its budget (page.mjs: the
// wasm and JS before the first table, against tests/bench/first-load.json, which
// --write-first-load rewrites from this run).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workloads } from './workloads.mjs';
import { measureLongTable, measurePage } from './page.mjs';
import { measurePageSearch } from './page-search.mjs';
import { issueCodes, measureEngineVsAnalyzer } from './engine-vs-analyzer.mjs';
import { measureResponsiveness } from './responsiveness.mjs';
import { measureIdentify, measureQuotientInPage } from './page-answers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function option(name, fallback) {
  const i = process.argv.indexOf(name);
  return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}
const quick = process.argv.includes('--quick');
const only = option('--only', null);
const nativeBin = resolve(root, option('--native', 'build/native/tests/bench/grundy_bench'));
const grundyCli = resolve(root, option('--grundy', 'build/native/grundy'));
const wasmModule = resolve(root, option('--wasm', 'build/wasm/grundy_wasm.mjs'));
const distDir = resolve(root, option('--dist', 'dist'));
const jsonFile = resolve(root, option('--json', 'build/bench/bench.json'));
const withPage = !process.argv.includes('--no-page');
const writeFirstLoad = process.argv.includes('--write-first-load');

for (const [what, path] of [['the native bench', nativeBin], ['the wasm module', wasmModule]])
  if (!existsSync(path)) {
    console.error(`bench: ${what} is missing (${path}); npm run bench builds it`);
    process.exit(1);
  }

// Runs one measurement process and returns its JSON line (or an error record).
function runOne(cmd, args, timeoutMs) {
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', timeout: timeoutMs, maxBuffer: 1 << 20 });
  if (r.error?.code === 'ETIMEDOUT' || r.signal === 'SIGTERM') return { error: `stopped after ${timeoutMs / 1000} s` };
  if (r.status !== 0) return { error: `exit ${r.status}: ${(r.stderr || r.stdout).trim().split('\n').pop()}` };
  try {
    return JSON.parse(r.stdout.trim().split('\n').pop());
  } catch {
    return { error: `unreadable output: ${r.stdout.slice(0, 200)}` };
  }
}

const idleKb = runOne(nativeBin, ['idle'], 10000).peak_rss_kb ?? 0;

function native(impl, w, size, runs) {
  return runOne(nativeBin, [impl, w.kind, w.spec, String(size), String(runs), String(w.budgetMs)], w.timeoutMs);
}
function wasm(w, size, runs) {
  return runOne(process.execPath, [join(root, 'tests/bench/wasm-run.mjs'), wasmModule, w.kind, w.spec, String(size), String(runs), String(w.budgetMs)], w.timeoutMs);
}

// Ours, native and wasm alike, in up to three processes of their own, the one whose median is the
// middle one kept (all three medians are in process_medians_ms). On this shared 2-core machine a
// process's speed depends on where it lands: the same binary ran Nim's rules table in 3.5 ms in
// some processes and 5.5 ms in others, steadily within each, so one process per side could put the
// two sides in different modes and move a ratio by 1.5x either way. A measurement that took over
// half a second (its runs within one process are steadier, and a third of the run time) stays one.
function middleOfProcesses(measure) {
  const first = measure();
  if (first.error || !(first.median_ms * (first.times_ms?.length ?? 1) < 500)) return first;
  const all = [first, measure(), measure()];
  if (all.some((r) => r.error)) return all.find((r) => r.error);
  if (all.some((r) => r.checksum !== first.checksum)) return { ...first, checksum: NaN, error: 'the processes disagreed' };
  const sorted = [...all].sort((a, b) => a.median_ms - b.median_ms);
  return { ...sorted[1], process_medians_ms: all.map((r) => r.median_ms) };
}

const positions = (w, size) => (w.kind === 'grid' ? size * size : size);
const fmtMs = (r) => (r?.median_ms === undefined ? (r?.error ? (r.error.startsWith('stopped') ? 'timed out' : 'refused') : '—') : r.median_ms < 10 ? r.median_ms.toFixed(2) : r.median_ms < 1000 ? r.median_ms.toFixed(1) : r.median_ms.toFixed(0));
const fmtRatio = (x) => (x === undefined || !Number.isFinite(x) ? '—' : x >= 100 ? `${x.toFixed(0)}x` : x >= 10 ? `${x.toFixed(1)}x` : `${x.toFixed(2)}x`);
const fmtRate = (x) => (x === undefined ? '—' : x >= 1e9 ? `${(x / 1e9).toFixed(2)}G` : x >= 1e6 ? `${(x / 1e6).toFixed(1)}M` : x >= 1e3 ? `${(x / 1e3).toFixed(0)}k` : x.toFixed(0));

const started = Date.now();
const rows = [];
let disagreements = 0;
const list = workloads({ root, quick }).filter((w) => !only || new RegExp(only, 'i').test(`${w.name} ${w.spec}`));
for (const w of list) {
  process.stderr.write(`bench: ${w.name} ${w.sizeText} ...`);
  // A row that only makes sense when the row before it was quick enough (the next size of a table
  // whose cost grows fast) is skipped otherwise, and says why.
  const previous = rows.at(-1);
  if (w.onlyIfPreviousUnderMs && !(previous?.ours?.median_ms <= w.onlyIfPreviousUnderMs)) {
    const why = previous?.ours?.median_ms ? `${(previous.ours.median_ms / 1000).toFixed(0)} s` : 'no time';
    w.note = `skipped: ${previous?.sizeText ?? 'the row before'} took ${why}, over ${w.onlyIfPreviousUnderMs / 1000} s`;
    w.runs = 0;
  }
  const row = { name: w.name, group: w.group ?? 'core', family: w.family, file: w.file, spec: w.spec, kind: w.kind, size: w.size, sizeText: w.sizeText, note: w.note ?? '' };
  if (w.runs === 0) {
    rows.push({ ...row, ours: null, wasm: null, baselines: {}, agree: true, status: 'skipped', speedup: {} });
    process.stderr.write(' skipped\n');
    continue;
  }
  row.ours = middleOfProcesses(() => native('ours', w, w.size, w.runs));
  // wasm is slower than native: when native ran out of time, so would it.
  const nativeTimedOut = row.ours.error?.startsWith('stopped');
  row.wasm = w.wasm === false ? null : nativeTimedOut ? { error: 'stopped: not run, native ran out of time' } : middleOfProcesses(() => wasm(w, w.size, w.wasmRuns ?? w.runs));
  row.baselines = {};
  // A baseline may run another implementation (impl) on another spec (a rules example's family), or
  // ours as another kind of work (the page's heap table beside a long native table).
  for (const [label, b] of Object.entries(w.baselines ?? {}))
    row.baselines[label] = native(b.impl ?? label, { ...w, spec: b.spec ?? w.spec, kind: b.kind ?? w.kind }, w.size, b.runs);
  // Agreement: every checksum the same; for a period, any period found must be the published one
  // (a search that stops before its proof is reported as not proven, not as a disagreement).
  const sums = [row.ours, row.wasm, ...Object.values(row.baselines)].filter((r) => r?.checksum !== undefined);
  row.agree = sums.every((r) => r.checksum === sums[0].checksum);
  row.status = !row.agree ? 'DIFFER' : sums.length >= 2 ? 'agree' : sums.length === 1 ? 'one only' : '—';
  if (w.expect) {
    const found = [row.ours, row.wasm].filter((r) => r?.period !== undefined && r.period !== 0);
    if (found.some((r) => r.preperiod !== w.expect.preperiod || r.period !== w.expect.period)) row.agree = false;
    const proven = [row.ours, row.wasm].filter((r) => r?.proven);
    row.status = !row.agree ? 'DIFFER' : proven.length && proven.length === found.length ? 'published' : 'not proven';
  }
  if (w.expectQuotient) {
    // A quotient's order and P-portion, native and wasm alike, must be the published ones.
    const found = [row.ours, row.wasm].filter((r) => r?.order !== undefined);
    if (found.some((r) => r.order !== w.expectQuotient.order || r.p !== w.expectQuotient.p)) row.agree = false;
    row.status = !row.agree ? 'DIFFER' : found.length ? 'published' : '—';
  }
  if (!row.agree) disagreements++;
  const n = positions(w, w.size);
  const perPosition = row.ours?.checked ?? n;
  if (row.ours?.median_ms) {
    row.valuesPerSecond = perPosition / (row.ours.median_ms / 1000);
    if (row.ours.peak_rss_kb) row.bytesPerPosition = ((row.ours.peak_rss_kb - idleKb) * 1024) / perPosition;
  }
  if (row.ours?.median_ms && row.wasm?.median_ms) row.wasmOverNative = row.wasm.median_ms / row.ours.median_ms;
  row.speedup = {};
  for (const [impl, r] of Object.entries(row.baselines))
    if (r.median_ms && row.ours?.median_ms) row.speedup[impl] = r.median_ms / row.ours.median_ms;
  rows.push(row);
  process.stderr.write(` ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

// Issue 31: the take-and-break engine (the grundy command) against tczajka's analyzer when
// GRUNDY_BENCH_ANALYZER names it, else against an earlier build (engine-vs-analyzer.mjs says which).
const engine = !only || /engine|analy[sz]er|octal|grundy/i.test(only)
  ? await measureEngineVsAnalyzer({ root, grundy: grundyCli, codes: quick ? ['.354', 'grundy'] : issueCodes, sizes: quick ? [16] : [20, 22], runs: quick ? 1 : 3 })
  : null;
if (engine?.rows.some((r) => r.agree === false)) disagreements++;

const page = withPage ? await measurePage({ root, distDir, quick, writeFirstLoad }) : null;
// The main thread while a large table streams in (what the page tests check as properties only).
const responsiveness = withPage ? await measureResponsiveness({ root, distDir }) : null;
if (page && responsiveness) {
  page.table.push(...responsiveness.table);
  page.data.responsiveness = responsiveness.data;
}
// Issue 29: "Which game is this?" answering as the person types.
const identify = withPage ? await measureIdentify({ root, distDir }) : null;
if (page && identify) {
  page.table.push(...identify.table);
  page.data.identify = identify.data;
}
// Issue 30: a quotient the papers solve, found through the page.
const quotientInPage = withPage ? await measureQuotientInPage({ root, distDir }) : null;
if (page && quotientInPage) {
  page.table.push(...quotientInPage.table);
  page.data.quotientInPage = quotientInPage.data;
  if (quotientInPage.data.agree === false) disagreements++;
}
// Issue 18: Grundy's game to 2^26 (the table limit) through the page, in the full run only (minutes).
const longPage = withPage && !quick && (!only || /grundy|page/i.test(only))
  ? await measureLongTable({ root, distDir, spec: 'grundy', size: 2 ** 26, sizeText: '2^26', timeoutMs: 3600000 })
  : null;
if (page && longPage) {
  page.table.push(...longPage.table);
  page.data.longTable = longPage.data;
}
// Periods proven through the page in Chromium ("Search further"), beside the native proofs of the
// same run (the rows '<spec> period proof'): issue 18's octal:0.1777 (full run only: minutes), and
// issue 31's octal:0.354 (Flammenkamp's period, under a minute; also asked for by --only 354).
const pageProofWanted = [
  { spec: 'octal:0.1777', max: 5e8, expect: { preperiod: 160949018, period: 60620715 }, wanted: !quick && (!only || /1777|page|search/i.test(only)) },
  { spec: 'octal:0.354', max: 2 ** 25, expect: { preperiod: 10061916, period: 1180 }, wanted: (!quick && !only) || /354|page|search/i.test(only ?? '') },
];
const pageProofs = [];
for (const { wanted, ...proof } of pageProofWanted) {
  if (!withPage || !wanted) continue;
  const found = await measurePageSearch({ root, distDir, ...proof });
  const nativeProof = rows.find((r) => r.name === `${proof.spec} period proof`)?.ours?.median_ms;
  found.overNative = nativeProof && found.wallMs ? found.wallMs / nativeProof : undefined;
  if (found.error || !found.agree) disagreements++;
  pageProofs.push(found);
}

// ---- the table ----------------------------------------------------------------------------------
const header = ['workload', 'size', 'ours native ms', 'ours wasm ms', 'wasm/native', 'taught ms', 'taught/ours', 'direct ms', 'direct/ours', 'values/s', 'bytes/pos', 'check'];
const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`];
for (const r of rows.filter((x) => x.group === 'core')) {
  const check = r.status === 'DIFFER' ? '**DIFFER**' : r.status;
  lines.push(
    `| ${[
      r.name + (r.note ? ` (${r.note})` : ''),
      r.sizeText,
      fmtMs(r.ours),
      r.wasm === null ? 'not run' : fmtMs(r.wasm),
      fmtRatio(r.wasmOverNative),
      r.baselines.taught ? fmtMs(r.baselines.taught) : '—',
      fmtRatio(r.speedup.taught),
      r.baselines.direct ? fmtMs(r.baselines.direct) : '—',
      fmtRatio(r.speedup.direct),
      fmtRate(r.valuesPerSecond),
      r.bytesPerPosition === undefined || positions(r, r.size) < 1 << 16 ? '—' : r.bytesPerPosition.toFixed(1),
      check,
    ].join(' | ')} |`,
  );
}
const machine = {
  cpus: cpus().length,
  model: cpus()[0]?.model ?? 'unknown',
  load: (await import('node:os')).loadavg().map((x) => x.toFixed(2)).join(' '),
  date: new Date().toISOString(),
  node: process.version,
};
console.log(`\nGrundy Playground benchmark (${quick ? 'quick' : 'full'}), ${machine.date}, ${machine.cpus} x ${machine.model}, load ${machine.load}\n`);
console.log(lines.join('\n'));

// The rule language's examples: each against its family's direct computation (issue 9: within 10x).
const rulesRows = rows.filter((x) => x.group === 'rules');
const rulesHeader = ['example', 'family', 'size', 'rules native ms', 'rules wasm ms', 'wasm/native', 'built-in native ms', 'direct ms', 'rules/direct', 'within 10x', 'check'];
const rulesLines = [`| ${rulesHeader.join(' | ')} |`, `|${rulesHeader.map(() => ' --- ').join('|')}|`];
for (const r of rulesRows) {
  const slowdown = r.ours?.median_ms && r.baselines.direct?.median_ms ? r.ours.median_ms / r.baselines.direct.median_ms : undefined;
  r.rulesOverDirect = slowdown;
  rulesLines.push(
    `| ${[
      `${r.name} (${r.file})`,
      r.family,
      r.sizeText,
      fmtMs(r.ours),
      r.wasm === null ? 'not run' : fmtMs(r.wasm),
      fmtRatio(r.wasmOverNative),
      fmtMs(r.baselines.builtin),
      fmtMs(r.baselines.direct),
      fmtRatio(slowdown),
      slowdown === undefined ? '—' : slowdown <= 10 ? 'yes' : '**no**',
      r.status === 'DIFFER' ? '**DIFFER**' : r.status,
    ].join(' | ')} |`,
  );
}
if (rulesRows.length) {
  console.log('\nUser-defined games (rules:{...}, the shipped examples) against their families:\n');
  console.log(rulesLines.join('\n'));
  console.log('\nrules/direct is the example\'s time over its family\'s direct computation (smaller is better); ' +
    'built-in is the core\'s own code for the family. check compares the example, in native and wasm, with both.');
}
// Issue 30: misère quotients certified from nothing, and a misère sum answered from its quotient.
const misereRowsRun = rows.filter((x) => x.group === 'misere');
if (misereRowsRun.length) {
  const header = ['workload', 'size', 'quotient (native)', 'ours native ms', 'ours wasm ms', 'wasm/native', 'source', 'check'];
  const out = [`| ${header.join(' | ')} |`, `|${header.map(() => ' --- ').join('|')}|`];
  for (const r of misereRowsRun)
    out.push(`| ${[r.name, r.sizeText, r.ours?.line ?? (r.ours?.outcome ? `${r.ours.outcome}${r.kind === 'misere-analyse' ? `, ${r.ours.count} winning moves` : ''}` : '—'), fmtMs(r.ours), r.wasm === null ? 'not run' : fmtMs(r.wasm), fmtRatio(r.wasmOverNative), r.note, r.status === 'DIFFER' ? '**DIFFER**' : r.status].join(' | ')} |`);
  console.log('\nMisère quotients (each run certifies it from nothing) and a misère sum answered from one:\n');
  console.log(out.join('\n'));
}
console.log('\nTimes are medians in milliseconds; a/b ratios are a baseline\'s time over ours native (larger is faster for us); ' +
  'wasm/native is ours in Node over ours native. values/s and bytes/pos are ours native (peak resident memory over the idle process). ' +
  'check: agree = every implementation run gave the same values (checksum); published = the period proven is the published one; ' +
  'DIFFER = a disagreement.');
const problems = [];
const refusals = new Map(); // message -> where it was given, so one message for many rows is printed once
for (const r of rows) {
  for (const [who, m] of [['ours native', r.ours], ['ours wasm', r.wasm], ...Object.entries(r.baselines)])
    if (m?.error) refusals.set(m.error, [...(refusals.get(m.error) ?? []), `${r.name} ${r.sizeText} (${who})`]);
  if (r.ours?.period !== undefined) problems.unshift(`${r.name}: native ${r.ours.preperiod}/${r.ours.period} proven=${r.ours.proven} checked=${r.ours.checked}` + (r.wasm?.period !== undefined ? `; wasm ${r.wasm.preperiod}/${r.wasm.period} proven=${r.wasm.proven}` : ''));
}
for (const [message, where] of refusals) problems.push(`${where.length > 3 ? `${where.slice(0, 3).join(', ')} and ${where.length - 3} more` : where.join(', ')}: ${message}`);
if (problems.length) console.log(`\nNotes:\n${problems.map((p) => `- ${p}`).join('\n')}`);
if (engine) {
  console.log(`\nThe take-and-break engine (grundy values SPEC --to 2^k-1, values to a file) against ${engine.other.label ?? engine.other.error}, in turn; seconds, medians:\n`);
  console.log(engine.table);
  console.log(`\nthreads' speed-up: ours on one thread (--threads 1) over ours on every core (${engine.machine.cpus}). check: ours on one thread and on every core the same values, and the analyzer's largest value and where it first is (an earlier build: the same values). Load ${engine.machine.loadBefore} before, ${engine.machine.loadAfter} after.`);
}
if (page) {
  console.log(`\nThe page (${relative(root, distDir) || '.'}/, cold starts in Chromium on localhost):\n`);
  console.log('| what | value |\n| --- | --- |');
  for (const [k, v] of page.table) console.log(`| ${k} | ${v} |`);
}
for (const pageProof of pageProofs) {
  console.log(`\n${pageProof.spec} proven through the page (Chromium, "Search further" to ${pageProof.max}):\n`);
  console.log('| what | value |\n| --- | --- |');
  if (pageProof.error) console.log(`| error | ${pageProof.error} |`);
  else
    for (const [k, v] of [
      ['answer', `preperiod ${pageProof.preperiod}, period ${pageProof.period}, proven ${pageProof.proven ? 'yes' : 'no'} (${pageProof.agree ? 'the published period' : '**DIFFERS from the published period**'})`],
      ['wall time, click to proof on screen', `${(pageProof.wallMs / 1000).toFixed(0)} s`],
      ['over the native proof of this run', fmtRatio(pageProof.overNative)],
      ['main-thread tasks over 50 ms during the search', pageProof.longTasks ? `${pageProof.longTasks}: ${pageProof.longTaskTimes.join(', ')} after the click` : 'none'],
      ['search worker memory, peak', pageProof.peakText],
      ['what the page said of memory', pageProof.limit],
    ])
      console.log(`| ${k} | ${v} |`);
}
if (disagreements) {
  console.log(`\n!!! ${disagreements} workload(s) where the implementations DISAGREE: see the rows marked DIFFER !!!`);
}
if (page?.data.overBudget) {
  console.log(`\n!!! The first load is OVER its budget: ${page.data.startGz.toLocaleString('en-US')} bytes of wasm and JS gzipped before the first table, the budget ${page.data.firstLoad.budget.toLocaleString('en-US')} bytes; ${page.data.firstLoad.text} !!!`);
}
if (page?.data.overTime) console.log(`\n!!! The first table on a throttled phone (Fast 4G, 4x CPU) took over 2 s: ${page.data.throttled['Fast 4G'].completeMs.toFixed(0)} ms !!!`);
console.log(`\nbench: ${((Date.now() - started) / 1000).toFixed(0)} s in all; JSON in ${jsonFile}`);
mkdirSync(dirname(jsonFile), { recursive: true });
writeFileSync(jsonFile, JSON.stringify({ machine, quick, idleKb, rows, engine, page: page?.data ?? null, pageProofs, table: lines.join('\n'), rulesTable: rulesLines.join('\n'), notes: problems,
  pageTable: page ? ['| what | value |', '| --- | --- |', ...page.table.map(([k, v]) => `| ${k} | ${v} |`)].join('\n') : null }, null, 2));
process.exit(disagreements || page?.data.overBudget ? 1 : 0);
