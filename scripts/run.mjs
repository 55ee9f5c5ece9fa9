#!/usr/bin/env node
// The one entry point behind `npm start`, `npm test`, `npm run build`, `npm run bench`, `npm run lint` and `npm run fuzz`.
// It uses only Node's own modules, because it is what installs everything else:
//   1. system packages (Emscripten, Catch2, Chromium) with apt-get when they are missing,
//   2. npm dependencies when node_modules is missing or older than package-lock.json,
//   3. the native build (core, CLI, Catch2 tests) and the wasm build,
// then serves the page, runs every test layer, or runs the benchmarks.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2] ?? 'test';
const jobs = '2';

// Emscripten's optimizer needs Debian's node modules (acorn) on NODE_PATH.
const buildEnv = { ...process.env, NODE_PATH: ['/usr/share/nodejs', process.env.NODE_PATH].filter(Boolean).join(':') };

function say(message) {
  console.log(`\n[grundy] ${message}`);
}

function die(message) {
  console.error(`\n[grundy] ${message}`);
  process.exit(1);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: buildEnv, ...options });
  if (result.error) die(`could not run ${cmd}: ${result.error.message}`);
  if (result.status !== 0) die(`${cmd} ${args.join(' ')} failed (exit ${result.status})`);
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

// Each system package and how to tell it is present. Chromium is only needed to run the page tests.
function missingSystemPackages(needBrowser, needFuzz) {
  const wanted = [
    { pkg: 'cmake', present: () => has('cmake') },
    { pkg: 'g++', present: () => has('g++') },
    { pkg: 'emscripten', present: () => has('em++') && has('emcmake') },
    { pkg: 'catch2', present: () => existsSync('/usr/include/catch2/catch.hpp') },
  ];
  if (needFuzz) {
    // Debian's clang and its libFuzzer and sanitizer runtimes, for the fuzz targets (tests/fuzz).
    wanted.push({ pkg: 'clang', present: () => has('clang++') });
    wanted.push({ pkg: 'libclang-rt-14-dev', present: fuzzerRuntimePresent });
  }
  if (needBrowser) {
    wanted.push({ pkg: 'chromium', present: () => existsSync('/usr/bin/chromium') });
    // CJK glyphs, so the Chinese strings render in the browser tests' screenshots.
    wanted.push({ pkg: 'fonts-noto-cjk', present: () => existsSync('/usr/share/fonts/opentype/noto') });
    // pdftoppm, to turn the quiz's printed worksheet (a PDF from Chromium) into pictures (tests/e2e/quiz.test.mjs).
    wanted.push({ pkg: 'poppler-utils', present: () => has('pdftoppm') });
  }
  return wanted.filter((w) => !w.present()).map((w) => w.pkg);
}

function fuzzerRuntimePresent() {
  const dir = spawnSync('clang++', ['--print-runtime-dir'], { encoding: 'utf8' }).stdout?.trim();
  return Boolean(dir) && existsSync(join(dir, 'libclang_rt.fuzzer-x86_64.a'));
}

function ensureSystem(needBrowser, needFuzz = needBrowser) {
  const missing = missingSystemPackages(needBrowser, needFuzz);
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = !isRoot && has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (!isRoot && !sudo) {
    die(
      `these Debian packages are missing: ${missing.join(' ')}\n` +
        `Install them (as root) and run this again:\n  apt-get update && apt-get install -y ${missing.join(' ')}`,
    );
  }
  if (!has('apt-get')) die(`these packages are missing and this machine has no apt-get: ${missing.join(' ')}`);
  const prefix = isRoot ? [] : ['sudo', '-n'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  say(`installing missing system packages: ${missing.join(' ')}`);
  const sh = (args) => {
    const full = [...prefix, ...args];
    const r = spawnSync(full[0], full.slice(1), { stdio: 'inherit', env });
    if (r.status !== 0) die(`'${full.join(' ')}' failed; install ${missing.join(' ')} by hand and try again`);
  };
  sh(['apt-get', 'update']);
  sh(['apt-get', 'install', '-y', ...missing]);
  const still = missingSystemPackages(needBrowser, needFuzz);
  if (still.length) die(`still missing after apt-get: ${still.join(' ')}`);
}

function ensureNodeModules() {
  const lock = join(root, 'package-lock.json');
  const stamp = join(root, 'node_modules', '.package-lock.json');
  const stale = !existsSync(stamp) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(stamp).mtimeMs);
  if (!stale) return;
  say('installing npm dependencies (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

function build() {
  say('building the native core, the grundy command and the Catch2 tests');
  run('cmake', ['-S', '.', '-B', 'build/native', '-DCMAKE_BUILD_TYPE=Release']);
  run('cmake', ['--build', 'build/native', '-j', jobs]);
  say('building the WebAssembly module');
  run('emcmake', ['cmake', '-S', '.', '-B', 'build/wasm', '-DCMAKE_BUILD_TYPE=Release']);
  run('cmake', ['--build', 'build/wasm', '-j', jobs]);
}

// The native suite again with AddressSanitizer and UndefinedBehaviorSanitizer (CMake preset asan).
function buildSanitized() {
  say('building the native suite with AddressSanitizer and UndefinedBehaviorSanitizer (preset asan)');
  run('cmake', ['--preset', 'asan']);
  run('cmake', ['--build', '--preset', 'asan', '-j', jobs]);
}

// The libFuzzer targets: a configure of their own with clang, whatever the default compiler is.
function buildFuzz() {
  say('building the fuzz targets with clang (tests/fuzz -> build/fuzz)');
  run('cmake', ['-S', 'tests/fuzz', '-B', 'build/fuzz', '-DCMAKE_CXX_COMPILER=clang++']);
  run('cmake', ['--build', 'build/fuzz', '-j', jobs]);
}

function buildSite() {
  say('building the static site into dist/');
  run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.js']);
}

// Runs one test layer, echoing its output, and returns { passed, failed } read from it.
function runLayer(name, cmd, args, parse, env = buildEnv) {
  say(`test layer: ${name}`);
  const result = spawnSync(cmd, args, { cwd: root, env, encoding: 'utf8', maxBuffer: 256 << 20 });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const counts = parse(`${result.stdout}\n${result.stderr}`);
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1; // it broke before counting
  return { name, ...counts };
}

function parseCtest(out) {
  const m = out.match(/(\d+)% tests passed, (\d+) tests? failed out of (\d+)/);
  if (!m) return { passed: 0, failed: 0 };
  const total = Number(m[3]);
  return { passed: total - Number(m[2]), failed: Number(m[2]) };
}

// Sanitizer reports of every process in the suite (the tests also run the grundy command) go to files,
// so a report fails the layer even when it came from a child process whose test did not notice.
const sanitizerReports = join(root, 'build', 'asan', 'reports');

function sanitizerEnv() {
  rmSync(sanitizerReports, { recursive: true, force: true });
  mkdirSync(sanitizerReports, { recursive: true });
  return {
    ...buildEnv,
    ASAN_OPTIONS: `detect_leaks=1:check_initialization_order=1:log_path=${join(sanitizerReports, 'asan')}`,
    UBSAN_OPTIONS: `print_stacktrace=1:halt_on_error=1:log_path=${join(sanitizerReports, 'ubsan')}`,
  };
}

function parseSanitized(out) {
  const counts = parseCtest(out);
  const reports = readdirSync(sanitizerReports);
  for (const f of reports) process.stdout.write(`\n${f}:\n${readFileSync(join(sanitizerReports, f), 'utf8')}`);
  if (reports.length) console.log(`${reports.length} sanitizer report(s), above: each counts as a failure`);
  return { passed: counts.passed, failed: counts.failed + reports.length };
}

function parseNodeTest(out) {
  const pass = out.match(/^# pass (\d+)/m);
  const fail = out.match(/^# fail (\d+)/m);
  return { passed: pass ? Number(pass[1]) : 0, failed: fail ? Number(fail[1]) : 0 };
}

function test() {
  ensureSystem(true);
  ensureNodeModules();
  build();
  buildSite();
  buildSanitized();
  buildFuzz();
  const layers = [
    runLayer('core', 'ctest', ['--test-dir', 'build/native', '--output-on-failure', '-j', jobs], parseCtest),
    // The same Catch2 suite under ASan + UBSan; any report fails it.
    runLayer('sanitizers', 'ctest', ['--test-dir', 'build/asan', '--output-on-failure', '-j', jobs], parseSanitized, sanitizerEnv()),
    // Each libFuzzer target for a fixed number of inputs from its committed corpus (tests/fuzz/fuzz.mjs).
    runLayer('fuzz', process.execPath, ['tests/fuzz/fuzz.mjs', 'check'], parseNodeTest),
    runLayer('wasm', process.execPath, ['--test', '--test-reporter=tap', 'tests/wasm/'], parseNodeTest),
    // The page's logic that needs no browser (store, link, controller, worker client, play), under Node.
    runLayer('web', process.execPath, ['--test', '--test-reporter=tap', 'tests/web/'], parseNodeTest),
    runLayer('e2e', process.execPath, ['--test', '--test-reporter=tap', '--test-concurrency=1', 'tests/e2e/'], parseNodeTest),
    // ESLint over the whole tree (no eval, no new Function, no HTML from data) and the rules' own tests.
    runLayer('lint', process.execPath, ['--test', '--test-reporter=tap', 'tests/lint/'], parseNodeTest),
    // The docs' examples run against the built command, their specs parsed, their links followed (docs/README.md).
    runLayer('docs', process.execPath, ['--test', '--test-reporter=tap', 'tests/docs/'], parseNodeTest),
    // The bad-input catalogue through the command, the module and the page (tests/catalogue/cases.mjs).
    runLayer('catalogue', process.execPath, ['--test', '--test-reporter=tap', '--test-concurrency=1', 'tests/catalogue/'], parseNodeTest),
  ];
  console.log('\n[grundy] summary');
  let ok = true;
  for (const l of layers) {
    console.log(`${l.name}: ${l.passed} passed, ${l.failed} failed`);
    if (l.failed > 0) ok = false;
    if (l.passed + l.failed === 0) {
      console.log(`${l.name} ran no test: that counts as a failure`);
      ok = false;
    }
  }
  const passed = layers.reduce((s, l) => s + l.passed, 0);
  const failed = layers.reduce((s, l) => s + l.failed, 0);
  console.log(`total: ${passed} passed, ${failed} failed`);
  process.exit(ok ? 0 : 1);
}

function start() {
  ensureSystem(false);
  ensureNodeModules();
  build();
  say('serving the playground (Ctrl+C stops it)');
  const port = process.env.PORT ?? '5173';
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), '--config', 'web/vite.config.js', '--port', port, '--strictPort'],
    { cwd: root, stdio: 'inherit', env: buildEnv },
  );
  child.on('exit', (code) => process.exit(code ?? 0));
}

// `npm run bench [-- --quick]`: release builds (native, wasm, the site), then tests/bench/bench.mjs,
// which prints the table and writes build/bench/bench.json. Chromium is needed for the page's start.
function bench(args) {
  ensureSystem(true);
  ensureNodeModules();
  build();
  buildSite();
  say(`benchmark${args.length ? ` (${args.join(' ')})` : ''}: a few minutes; use -- --quick for a short subset`);
  run(process.execPath, ['tests/bench/bench.mjs', ...args]);
}

// `npm run lint`: C++ formatting against .clang-format, and a syntax check of every JS module.
function lint() {
  ensureNodeModules();
  const tracked = (pattern) =>
    spawnSync('git', ['ls-files', pattern], { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
  const cpp = [...tracked('*.cpp'), ...tracked('*.hpp')];
  if (!has('clang-format')) die('clang-format is missing: apt-get install clang-format');
  const format = spawnSync('clang-format', ['--dry-run', '--Werror', ...cpp], { cwd: root, encoding: 'utf8' });
  const js = [...tracked('*.js'), ...tracked('*.mjs')];
  const broken = js.filter((f) => spawnSync(process.execPath, ['--check', f], { cwd: root, stdio: 'inherit' }).status !== 0);
  if (format.status !== 0) process.stderr.write(format.stderr);
  // ESLint (eslint.config.js): no eval, no implied eval, no new Function, no HTML written from data.
  const eslint = spawnSync(process.execPath, [join(root, 'node_modules/eslint/bin/eslint.js'), '--max-warnings', '0', ...js], { cwd: root, stdio: 'inherit' });
  console.log(`lint: ${cpp.length} C++ files ${format.status === 0 ? 'formatted' : 'NOT formatted (run clang-format -i)'}, ` +
    `${js.length - broken.length} of ${js.length} JS files parse, ESLint ${eslint.status === 0 ? 'found nothing' : 'found problems (above)'}`);
  process.exit(format.status === 0 && broken.length === 0 && eslint.status === 0 ? 0 : 1);
}

switch (command) {
  case 'start':
    start();
    break;
  case 'test':
    test();
    break;
  case 'build':
    ensureSystem(false);
    ensureNodeModules();
    build();
    buildSite();
    say('done: build/native/grundy (the command), build/wasm/grundy_wasm.mjs and .wasm (the module), dist/ (the site)');
    break;
  case 'bench':
    bench(process.argv.slice(3));
    break;
  case 'lint':
    lint();
    break;
  case 'fuzz':
    // `npm run fuzz -- --seconds 600 --target spec`: run the fuzz targets as long as asked, keep the corpus.
    ensureSystem(false, true);
    buildFuzz();
    run(process.execPath, ['tests/fuzz/fuzz.mjs', 'run', ...process.argv.slice(3)]);
    break;
  default:
    die(`unknown command '${command}'; use start, test, build, bench, lint or fuzz`);
}
