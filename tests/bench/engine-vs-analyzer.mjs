// Issue 31: the take-and-break engine against another program on the same machine, the two run in
// turn for each game and size, medians of the runs; `npm run bench` prints it as a table of its own.
//
// The other program is, in order:
//   GRUNDY_BENCH_ANALYZER=/path/to/analyze   tczajka's octal-games analyzer (github.com/tczajka/
//       octal-games, old/src: its C++ `analyze GAME`, built outside the project with g++ -O3
//       -march=native, never committed), timed until it prints the line of n = 2^k (it goes on to
//       2^28 by itself: it is stopped there). Its line names the largest value and where it first
//       is, which our table must match.
//   GRUNDY_BENCH_PREVIOUS=/path/to/grundy     a grundy command of an earlier build, run as ours is;
//       its values must be ours, byte for byte.
//   GRUNDY_BENCH_PREVIOUS_REF=REF            the same, built here from git ref REF (git archive,
//       then cmake, the command only; kept in build/previous/SHA for the next run).
//   otherwise main's build, as GRUNDY_BENCH_PREVIOUS_REF=main.
// Ours is `grundy values SPEC --to 2^k-1 --work 1e15` of this build (its values written to a file,
// as the issue measured it), on every core and, beside it, on one (--threads 1): the threads'
// speed-up in the same run.
//
//   node tests/bench/engine-vs-analyzer.mjs [--codes issue|lists|CODE,CODE...] [--sizes 20,22]
//                                           [--runs N] [--grundy BIN] [--json FILE] [--limit S]
//
// --codes lists takes every game of the analyzer's SolvedGames.md and UnsolvedGames.md (93 games,
// an hour or more); 2^22 is run for a game only where the other program reached 2^20 within 150 s
// (so within about ten minutes at 2^22), and a run (ours or the other's) stops after ten minutes, or
// --limit S seconds: the other program stopped there shows "> S" and the ratio as at least S over ours.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Issue 31's table: Grundy's game and the codes it named.
export const issueCodes = ['grundy', '.14', '.36', '.6', '.74', '.64', '.354'];
// The analyzer's SolvedGames.md, then its UnsolvedGames.md (Grundy's game first), as it names them.
export const listCodes = [
  '.45', '.156', '.356', '.644', '.165', '.16', '.56', '.127', '.376', '.354',
  'grundy', '.6', '.04', '.06', '.14', '.36', '.64', '.74', '.76', '.004', '.005', '.006', '.014', '.015', '.016',
  '.024', '.026', '.034', '.054', '.064', '.104', '.106', '.114', '.125', '.126', '.135', '.136', '.142', '.143',
  '.146', '.161', '.162', '.163', '.164', '.166', '.167', '.172', '.174', '.204', '.205', '.206', '.207', '.224',
  '.244', '.245', '.264', '.314', '.324', '.334', '.336', '.342', '.344', '.346', '.362', '.364', '.366', '.371',
  '.374', '.404', '.414', '.416', '.444', '.454', '.564', '.604', '.606', '.744', '.764', '.774', '.776', '4.004',
  '4.007', '4.026', '4.044', '4.045', '4.064', '4.324', '4.327', '4.344', '4.364', '4.367', '4.404', '4.406',
];

// The analyzer's name of a game, as our spec.
export const specOf = (code) => (code === 'grundy' ? 'grundy' : `octal:${code.startsWith('.') ? `0${code}` : code}`);

const TEN_MINUTES = 600_000;

// Runs cmd and resolves with { seconds, line, code } once a line of its output matches `until` (then
// it is stopped) or it ends; its standard output goes to `outFile` instead when given.
function timed(cmd, args, { until, outFile, timeoutMs = TEN_MINUTES }) {
  return new Promise((done) => {
    const fd = outFile ? openSync(outFile, 'w') : null;
    const start = process.hrtime.bigint();
    const seconds = () => Number(process.hrtime.bigint() - start) / 1e9;
    const child = spawn(cmd, args, { stdio: ['ignore', fd ?? 'pipe', 'pipe'] });
    let settled = false, reached = null, pending = '', stderr = '';
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (fd !== null) closeSync(fd);
      done(result);
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish({ error: `stopped after ${timeoutMs / 1000} s`, stoppedAt: timeoutMs / 1000 });
    }, timeoutMs);
    child.stdout?.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop();
      const line = until && !reached && lines.find((l) => until.test(l));
      if (line) {
        // Timed to the line; settled once the process is gone, so that the next run never shares
        // the machine with it (a killed process may still be freeing its memory).
        reached = { seconds: seconds(), line };
        child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    // The analyzer ends by itself, before the line of n = 2^k, when it has proven the game periodic:
    // the time to that proof is what it took (`proved`).
    child.on('close', (code) => {
      if (reached) finish(reached);
      else finish(code === 0 ? { seconds: seconds(), proved: Boolean(until) } : { error: `exit ${code}: ${stderr.trim().split('\n').pop() ?? ''}` });
    });
  });
}

// The largest of the values in a `grundy values` output and where it first is, and a hash of the text.
function valuesSummary(file) {
  const text = readFileSync(file, 'latin1');
  let largest = -1, at = -1, i = 0, h = 0x811c9dc5;
  for (const token of text.split(/\s+/)) {
    if (!token) continue;
    const v = Number(token);
    if (v > largest) [largest, at] = [v, i];
    i++;
  }
  for (let k = 0; k < text.length; k++) h = Math.imul(h ^ text.charCodeAt(k), 0x01000193) >>> 0;
  return { largest, at, count: i, hash: h };
}

// A grundy command of an earlier build: GRUNDY_BENCH_PREVIOUS, or built from a git ref.
function previousCommand(root) {
  if (process.env.GRUNDY_BENCH_PREVIOUS) return { bin: resolve(process.env.GRUNDY_BENCH_PREVIOUS), label: process.env.GRUNDY_BENCH_PREVIOUS };
  const ref = process.env.GRUNDY_BENCH_PREVIOUS_REF || 'main';
  const sha = spawnSync('git', ['rev-parse', '--short=12', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' }).stdout?.trim();
  if (!sha) return { error: `git ref ${ref} not found` };
  const dir = join(root, 'build/previous', sha);
  const bin = join(dir, 'build/grundy');
  if (!existsSync(bin)) {
    process.stderr.write(`bench: building grundy at ${ref} (${sha}) in ${dir} ...\n`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(join(dir, 'src'), { recursive: true });
    const steps = [
      ['sh', ['-c', `git -C "${root}" archive ${sha} | tar -x -C "${join(dir, 'src')}"`]],
      ['cmake', ['-S', join(dir, 'src'), '-B', join(dir, 'build'), '-DCMAKE_BUILD_TYPE=Release', '-DGRUNDY_BUILD_TESTS=OFF', ...(spawnSync('ccache', ['--version']).status === 0 ? ['-DCMAKE_CXX_COMPILER_LAUNCHER=ccache'] : [])]],
      ['cmake', ['--build', join(dir, 'build'), '--target', 'grundy', '-j', String(Math.max(1, cpus().length))]],
    ];
    for (const [cmd, args] of steps) {
      const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
      if (r.status !== 0) return { error: `building ${ref} failed: ${(r.stderr ?? '').trim().split('\n').pop()}` };
    }
  }
  return { bin, label: `grundy at ${ref} (${sha})` };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Measures every code at every size: ours (every core, and one), the other program, in turn, `runs`
 * times (once when a run took over a minute). Returns { other, rows, table, machine }.
 */
export async function measureEngineVsAnalyzer({ root, grundy, codes = issueCodes, sizes = [20, 22], runs = 3, limitMs = TEN_MINUTES }) {
  const analyzer = process.env.GRUNDY_BENCH_ANALYZER ? resolve(process.env.GRUNDY_BENCH_ANALYZER) : null;
  const previous = analyzer ? null : previousCommand(root);
  const other = analyzer ? { kind: 'analyzer', label: `tczajka's analyze (${analyzer})` } : { kind: 'previous', ...previous };
  const machine = { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', loadBefore: loadavg().map((x) => x.toFixed(2)).join(' ') };
  const rows = [];
  if (other.error) return { other, rows, machine, table: `(not run: ${other.error})` };
  const out = join(tmpdir(), `grundy-bench-${process.pid}`);
  const ours = (code, k, threads) =>
    timed(grundy, ['values', specOf(code), '--to', String(2 ** k - 1), '--work', '1e15', ...(threads ? ['--threads', String(threads)] : [])], { outFile: `${out}.ours${threads ?? ''}`, timeoutMs: limitMs });
  const theirs = async (code, k) => {
    if (other.kind === 'analyzer') return timed(analyzer, [code], { until: new RegExp(`^n=2\\^${k} `), timeoutMs: limitMs });
    return timed(other.bin, ['values', specOf(code), '--to', String(2 ** k - 1), '--work', '1e15'], { outFile: `${out}.theirs`, timeoutMs: limitMs });
  };
  for (const code of codes) {
    let otherAt20 = Infinity;
    for (const k of sizes) {
      if (k > 20 && otherAt20 > 150) {
        rows.push({ code, k, skipped: Number.isFinite(otherAt20) ? `the other took ${otherAt20.toFixed(0)} s at 2^20` : 'the other did not reach 2^20' });
        continue;
      }
      process.stderr.write(`bench: ${code} to 2^${k} ...`);
      const row = { code, k, ours: [], one: [], other: [], agree: true };
      for (let r = 0; r < runs; r++) {
        const a = await ours(code, k);
        const b = a.stoppedAt ? { error: 'not run' } : await ours(code, k, 1);
        const c = await theirs(code, k);
        for (const [list, m] of [[row.ours, a], [row.one, b], [row.other, c]]) if (m.seconds !== undefined) list.push(m.seconds);
        row.error = a.error ?? b.error ?? row.error;
        row.otherError = c.error ?? row.otherError;
        row.otherStoppedAt = c.stoppedAt ?? row.otherStoppedAt;
        row.otherProved ||= c.proved === true;
        if (r === 0 && a.seconds !== undefined) {
          // The checks: ours on one thread, the same values; the analyzer's largest value and where
          // it first is; an earlier build's values.
          const mine = valuesSummary(`${out}.ours`);
          row.agree = b.seconds === undefined || valuesSummary(`${out}.ours1`).hash === mine.hash;
          if (other.kind === 'analyzer' && c.line) {
            const [, at, largest] = c.line.match(/largest G\[(\d+)\]=(\d+)/) ?? [];
            row.agree &&= Number(at) === mine.at && Number(largest) === mine.largest;
          } else if (other.kind !== 'analyzer' && c.seconds !== undefined) {
            row.agree &&= valuesSummary(`${out}.theirs`).hash === mine.hash;
          }
        }
        if ((a.seconds ?? 0) > 60 || (c.seconds ?? 0) > 60 || c.error || a.error) break;
      }
      for (const key of ['ours', 'one', 'other']) row[`${key}Median`] = row[key].length ? median(row[key]) : undefined;
      if (k === 20) otherAt20 = row.otherMedian ?? Infinity;
      rows.push(row);
      process.stderr.write(` ${row.oursMedian?.toFixed(2) ?? row.error} s vs ${row.otherMedian?.toFixed(2) ?? row.otherError} s\n`);
    }
  }
  for (const end of ['ours', 'ours1', 'theirs']) rmSync(`${out}.${end}`, { force: true });
  machine.loadAfter = loadavg().map((x) => x.toFixed(2)).join(' ');
  return { other, rows, machine, table: tableOf(rows, other) };
}

const fmt = (s) => (s === undefined ? '—' : s < 10 ? s.toFixed(2) : s.toFixed(1));
const ratio = (a, b) => (a && b ? `${(b / a).toFixed(b / a >= 10 ? 1 : 2)}x` : '—');

function tableOf(rows, other) {
  const otherName = other.kind === 'analyzer' ? 'analyzer' : 'previous';
  const lines = [
    `| game | size | ours s | ours 1 thread s | threads' speed-up | ${otherName} s | ${otherName}/ours | check |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of rows) {
    if (r.skipped) {
      lines.push(`| ${r.code} | 2^${r.k} | — | — | — | not run: ${r.skipped} | — | — |`);
      continue;
    }
    const stopped = r.otherMedian === undefined && r.otherStoppedAt !== undefined;
    const theirs = stopped ? `> ${r.otherStoppedAt} (stopped)` : r.otherMedian === undefined ? (r.otherError ?? '—') : `${fmt(r.otherMedian)}${r.otherProved ? ' (proved periodic, ended)' : ''}`;
    const times = stopped && r.oursMedian ? `> ${ratio(r.oursMedian, r.otherStoppedAt)}` : ratio(r.oursMedian, r.otherMedian);
    const check = r.otherMedian === undefined || r.oursMedian === undefined ? '—' : r.agree ? 'agree' : '**DIFFER**';
    lines.push(`| ${r.code} | 2^${r.k} | ${r.oursMedian === undefined ? r.error : fmt(r.oursMedian)} | ${fmt(r.oneMedian)} | ${ratio(r.oursMedian, r.oneMedian)} | ${theirs} | ${times} | ${check} |`);
  }
  return lines.join('\n');
}

// Run by itself: the table on standard output, the JSON where --json says.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
  const option = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i >= 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
  };
  const codesText = option('--codes', 'issue');
  const codes = codesText === 'issue' ? issueCodes : codesText === 'lists' ? listCodes : codesText.split(',');
  const sizes = option('--sizes', '20,22').split(',').map(Number);
  const grundy = resolve(root, option('--grundy', 'build/native/grundy'));
  const limitMs = Number(option('--limit', String(TEN_MINUTES / 1000))) * 1000;
  const result = await measureEngineVsAnalyzer({ root, grundy, codes, sizes, runs: Number(option('--runs', '3')), limitMs });
  console.log(`\nours: ${grundy}; the other: ${result.other.label ?? result.other.error}; ${result.machine.cpus} x ${result.machine.model}, load ${result.machine.loadBefore} before, ${result.machine.loadAfter ?? '?'} after\n`);
  console.log(result.table);
  const json = option('--json', null);
  if (json) writeFileSync(json, JSON.stringify(result, null, 2));
  process.exit(result.rows.some((r) => r.agree === false) ? 1 : 0);
}
