#!/usr/bin/env node
// Runs the libFuzzer targets built in build/fuzz (one per tests/fuzz/fuzz_<name>.cpp).
//
//   node tests/fuzz/fuzz.mjs check [--runs N] [--target NAME]
//       What `npm test` runs: each target for a fixed number of inputs (5000, the solver 2000; seed 1),
//       starting from its committed corpus in tests/fuzz/corpus/NAME/, which it does not change.
//       Prints one line per target and "# pass N" / "# fail N" for the summary.
//   node tests/fuzz/fuzz.mjs run [--seconds S] [--target NAME]
//       What `npm run fuzz` runs: each target (or one) for S seconds (default 60), then merges what it
//       found into its corpus, minimised (-merge=1), and adds a line to tests/fuzz/runs.json.
//   node tests/fuzz/fuzz.mjs table
//       The table in docs/testing.md: runs per target with no finding, from tests/fuzz/runs.json.
//
// A finding (a crash, a sanitizer report, a wrong value, a hang past -timeout) stops the target; the
// input is saved in build/fuzz/artifacts/NAME/ and the message says how to replay it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const buildDir = join(root, 'build', 'fuzz');
const historyFile = join(here, 'runs.json');

const [mode = 'check', ...rest] = process.argv.slice(2);
const option = (name, fallback) => {
  const at = rest.indexOf(`--${name}`);
  return at >= 0 && at + 1 < rest.length ? rest[at + 1] : fallback;
};

function fail(message) {
  console.error(`fuzz: ${message}`);
  process.exit(2);
}

// Targets by their source files, so a target whose build failed is missing, not forgotten.
function targets() {
  const all = readdirSync(here)
    .filter((f) => /^fuzz_\w+\.cpp$/.test(f))
    .map((f) => f.slice('fuzz_'.length, -'.cpp'.length))
    .sort();
  const only = option('target', null);
  if (only === null) return all;
  if (!all.includes(only)) fail(`no target '${only}'; the targets are ${all.join(', ')}`);
  return [only];
}

function freshDir(path) {
  rmSync(path, { recursive: true, force: true });
  mkdirSync(path, { recursive: true });
  return path;
}

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => statSync(join(dir, f)).isFile());
}

const sanitizerEnv = {
  ...process.env,
  ASAN_OPTIONS: 'detect_leaks=1:check_initialization_order=1',
  UBSAN_OPTIONS: 'print_stacktrace=1:halt_on_error=1',
};

// Runs one target; returns { ok, runs, seconds, output }.
function fuzz(name, flags, corpusDirs) {
  const binary = join(buildDir, `fuzz_${name}`);
  if (!existsSync(binary)) return { ok: false, runs: 0, seconds: 0, output: `${relative(root, binary)} was not built` };
  const artifacts = join(buildDir, 'artifacts', name);
  mkdirSync(artifacts, { recursive: true });
  const started = Date.now();
  const result = spawnSync(
    binary,
    [...flags, '-print_final_stats=1', `-artifact_prefix=${artifacts}/`, ...corpusDirs],
    { cwd: root, env: sanitizerEnv, encoding: 'utf8', maxBuffer: 1 << 30 },
  );
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  const units = output.match(/stat::number_of_executed_units:\s*(\d+)/);
  return {
    ok: result.status === 0,
    runs: units ? Number(units[1]) : 0,
    seconds: (Date.now() - started) / 1000,
    output: result.error ? `${output}\n${result.error.message}` : output,
  };
}

function explainFailure(name, output) {
  const lines = output.trimEnd().split('\n');
  console.log(lines.slice(-60).join('\n'));
  const saved = output.match(/Test unit written to (\S+)/);
  if (saved) {
    console.log(`  the input is saved as ${relative(root, saved[1])}; replay it with:`);
    console.log(`  build/fuzz/fuzz_${name} ${relative(root, saved[1])}`);
  }
}

// Runs per target in `check` (npm test), unless --runs says otherwise: the solver target searches
// whole game trees twice per input (the core and the reference), so it gets fewer.
const checkRuns = { default: 5000, solver: 2000 };

function check() {
  const fixed = option('runs', null);
  let passed = 0;
  let failed = 0;
  for (const name of targets()) {
    const corpus = join(here, 'corpus', name);
    // New inputs go to a scratch directory (the first one given), never into the committed corpus.
    const scratch = freshDir(join(buildDir, 'scratch', name));
    const dirs = existsSync(corpus) ? [scratch, corpus] : [scratch];
    const runs = fixed ?? checkRuns[name] ?? checkRuns.default;
    const r = fuzz(name, [`-runs=${runs}`, '-seed=1', '-timeout=30'], dirs);
    if (r.ok) {
      passed += 1;
      console.log(`ok fuzz_${name}: ${r.runs} runs, no finding (${r.seconds.toFixed(1)} s)`);
    } else {
      failed += 1;
      console.log(`not ok fuzz_${name}: a finding after ${r.runs} runs (${r.seconds.toFixed(1)} s)`);
      explainFailure(name, r.output);
    }
  }
  console.log(`# pass ${passed}`);
  console.log(`# fail ${failed}`);
  process.exit(failed === 0 ? 0 : 1);
}

function readHistory() {
  return existsSync(historyFile) ? JSON.parse(readFileSync(historyFile, 'utf8')) : [];
}

function run() {
  const seconds = Number(option('seconds', '60'));
  if (!(seconds > 0)) fail('--seconds needs a positive number');
  const history = readHistory();
  let findings = 0;
  for (const name of targets()) {
    const corpus = join(here, 'corpus', name);
    mkdirSync(corpus, { recursive: true });
    const found = freshDir(join(buildDir, 'found', name));
    console.log(`fuzz_${name}: running for ${seconds} s ...`);
    const r = fuzz(name, [`-max_total_time=${seconds}`, '-timeout=30'], [found, corpus]);
    writeFileSync(join(buildDir, `fuzz_${name}.log`), r.output);
    // Keep the smallest set of inputs that covers what the old corpus and the new inputs cover.
    const merged = freshDir(join(buildDir, 'merged', name));
    const m = fuzz(name, ['-merge=1'], [merged, corpus, found]);
    if (m.ok) {
      for (const f of files(corpus)) rmSync(join(corpus, f));
      for (const f of files(merged)) copyFileSync(join(merged, f), join(corpus, f));
    } else {
      console.log(`fuzz_${name}: the merge failed; the corpus is left as it was`);
    }
    const corpusFiles = files(corpus);
    const bytes = corpusFiles.reduce((s, f) => s + statSync(join(corpus, f)).size, 0);
    const entry = {
      target: name,
      runs: r.runs,
      seconds: Math.round(r.seconds),
      finding: !r.ok,
      corpusFiles: corpusFiles.length,
      corpusBytes: bytes,
      date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    };
    history.push(entry);
    writeFileSync(historyFile, `${JSON.stringify(history, null, 1)}\n`);
    if (r.ok) {
      console.log(`fuzz_${name}: ${r.runs} runs in ${entry.seconds} s, no finding; corpus ${corpusFiles.length} files, ${bytes} bytes`);
    } else {
      findings += 1;
      console.log(`fuzz_${name}: a finding after ${r.runs} runs (log: build/fuzz/fuzz_${name}.log)`);
      explainFailure(name, r.output);
    }
  }
  process.exit(findings === 0 ? 0 : 1);
}

// Runs per target since its last finding, with the corpus as the last run left it.
function table() {
  const history = readHistory();
  console.log('| target | runs with no finding | time | corpus (files, bytes) | last run |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const name of [...new Set(history.map((e) => e.target))].sort()) {
    const entries = history.filter((e) => e.target === name);
    const sinceFinding = entries.slice(entries.map((e) => e.finding).lastIndexOf(true) + 1);
    const runs = sinceFinding.reduce((s, e) => s + e.runs, 0);
    const seconds = sinceFinding.reduce((s, e) => s + e.seconds, 0);
    const last = entries[entries.length - 1];
    console.log(
      `| fuzz_${name} | ${runs.toLocaleString('en-US')} | ${Math.round(seconds / 60)} min | ` +
        `${last.corpusFiles}, ${last.corpusBytes.toLocaleString('en-US')} | ${last.date} |`,
    );
  }
}

switch (mode) {
  case 'check':
    check();
    break;
  case 'run':
    run();
    break;
  case 'table':
    table();
    break;
  default:
    fail(`unknown mode '${mode}'; use check, run or table`);
}
