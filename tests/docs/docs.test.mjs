// The docs cannot rot: every command shown with its output in a `console` block is run against
// build/native/grundy and its output compared, every game spec in inline code is described by the
// wasm module, every quoted grammar is found in its source, and every relative link leads somewhere.
// The convention is written for people in docs/README.md ("Examples that are run"). Needs
// build/native/grundy and build/wasm (npm run build).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import {
  consoleSession,
  headingAnchors,
  inlineCode,
  markdownFiles,
  matchOutput,
  parseMarkdown,
  relativeLinks,
  specNames,
  specSpans,
  uncommented,
} from './markdown.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const cli = process.env.GRUNDY_CLI ?? join(root, 'build/native/grundy');
const COMMAND_TIMEOUT_MS = 120_000; // a guard against a hang, not a measurement: docs/README.md says two minutes

const files = markdownFiles(root);
const docs = new Map(files.map((file) => [file, parseMarkdown(readFileSync(join(root, file), 'utf8'))]));

/** Runs one shell command line in `cwd` with the native command first on the PATH, and without the
 * progress lines a long run writes to stderr every few seconds (so what it prints does not depend on
 * how busy the machine is). */
function runShell(command, cwd) {
  const r = spawnSync('/bin/sh', ['-c', command], {
    cwd,
    encoding: 'utf8',
    timeout: COMMAND_TIMEOUT_MS,
    maxBuffer: 64 << 20,
    env: { ...process.env, PATH: `${dirname(cli)}:${process.env.PATH}`, GRUNDY_PROGRESS_SECONDS: 'off' },
  });
  return r;
}

// ---- the checker itself: it must refuse what is wrong ---------------------------------------------

test('the output matcher accepts equal lines and refuses a changed one', () => {
  assert.equal(matchOutput(['0 1 2', 'N'], ['0 1 2', 'N  ']), null);
  assert.match(matchOutput(['0 1 2', 'N'], ['0 1 2', 'P']), /expected "N" at output line 2, got "P"/);
  assert.match(matchOutput(['N'], ['N', 'P']), /expected no more lines at output line 2/);
  assert.match(matchOutput(['N', 'P'], ['N']), /got the end of the output/);
});

test('the output matcher reads "..." as any lines and "text..." as a line starting with text', () => {
  assert.equal(matchOutput(['a', '...', 'z'], ['a', 'b', 'c', 'z']), null);
  assert.equal(matchOutput(['a', '...', 'z'], ['a', 'z']), null);
  assert.equal(matchOutput(['...'], []), null);
  assert.notEqual(matchOutput(['a', '...', 'z'], ['a', 'b']), null);
  assert.equal(matchOutput(['0 1 0 1 ...'], ['0 1 0 1 2 3']), null);
  assert.notEqual(matchOutput(['0 1 0 1 ...'], ['0 1 1 1 2 3']), null);
});

test('a console block is read as commands and their output, slow ones marked', () => {
  const steps = consoleSession({ line: 10, lines: ['$ grundy a', 'out', '$ grundy b   # slow: not run by the test', '$ grundy c'] });
  assert.deepEqual(steps, [
    { command: 'grundy a', expected: ['out'], slow: false, line: 11 },
    { command: 'grundy b', expected: [], slow: true, line: 13 },
    { command: 'grundy c', expected: [], slow: false, line: 14 },
  ]);
  assert.throws(() => consoleSession({ line: 1, lines: ['output first'] }), /starts with a "\$ " command/);
});

test('specs are picked from inline code, placeholders and other code left alone', () => {
  const names = specNames('nim  e.g. nim\nbash  e.g. bash:3\noctal  e.g. octal:0.77  also kayles = octal:0.77\nrules  e.g. rules:{}\n');
  assert.deepEqual(names.families, ['nim', 'bash', 'octal', 'rules']);
  const text = '`nim` `bash:M` `bash:3` `misere:kayles+nim` `octal:0.77` `npm test` `rules:{...}` `rules:{position n}` `rules` `bash` `mask+n` `grundy::Result<T>` `x`';
  const picked = specSpans(inlineCode([{ line: 1, text }]), names).map((s) => s.code);
  assert.deepEqual(picked, ['nim', 'bash:3', 'misere:kayles+nim', 'octal:0.77', 'rules:{position n}']);
});

test('links and heading anchors are read as GitHub reads them', () => {
  const prose = [{ line: 1, text: 'See [a](docs/cli.md#the-commands), ![b](x.png "t"), [web](https://x.org) and `[c](no.md)`.' }];
  assert.deepEqual(relativeLinks(prose).map((l) => l.target), ['docs/cli.md#the-commands', 'x.png']);
  const anchors = headingAnchors('# The `grundy` command\n## Sums and misère play\n```\n# not a heading\n```\n## Sums and misère play\n');
  assert.deepEqual([...anchors], ['the-grundy-command', 'sums-and-misère-play', 'sums-and-misère-play-1']);
});

// ---- the README as a front door ---------------------------------------------------------------------

test('the README names the two commands and links every page of docs/', () => {
  const text = readFileSync(join(root, 'README.md'), 'utf8');
  assert.match(text, /npm start/);
  assert.match(text, /npm test/);
  const linked = new Set(relativeLinks(docs.get('README.md').prose).map((l) => normalize(l.target.split('#')[0])));
  const pages = files.filter((f) => /^docs\/[^/]+\.md$/.test(f));
  assert.ok(pages.length >= 5, `docs/ has ${pages.length} pages`);
  for (const page of pages) assert.ok(linked.has(page), `README.md does not link ${page}`);
});

test("the README's screenshot is a PNG under 150 KB", () => {
  const image = join(root, 'docs/images/playground.png');
  const bytes = readFileSync(image);
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  assert.ok(bytes.length < 150_000, `docs/images/playground.png is ${bytes.length} bytes`);
});

// ---- commands -------------------------------------------------------------------------------------

test('build/native/grundy is built', () => {
  assert.ok(existsSync(cli), `${cli} is missing: run npm run build`);
});

for (const [file, { blocks }] of docs) {
  for (const block of blocks) {
    if (block.lang === 'console') {
      test(`${file}:${block.line}: the console block prints what it shows`, () => {
        const steps = consoleSession(block);
        assert.ok(steps.length > 0, 'a console block with no command');
        const scratch = mkdtempSync(join(tmpdir(), 'grundy-docs-'));
        try {
          for (const step of steps) {
            if (step.slow) continue;
            const r = runShell(step.command, scratch);
            const where = `${file}:${step.line}: $ ${step.command}`;
            assert.ok(!r.error, `${where}: ${r.error?.code === 'ETIMEDOUT' ? 'took over two minutes; mark it "# slow: not run by the test"' : r.error?.message}`);
            assert.equal(r.signal, null, `${where}: killed by ${r.signal}`);
            const printed = `${r.stdout}${r.stderr}`.replace(/\n$/, '').split('\n');
            const difference = matchOutput(step.expected, printed.length === 1 && printed[0] === '' ? [] : printed);
            assert.equal(difference, null, `${where}: ${difference}\nit printed:\n${r.stdout}${r.stderr}`);
          }
        } finally {
          rmSync(scratch, { recursive: true, force: true });
        }
      });
    } else if (block.lines.some((l) => l.startsWith('$ '))) {
      test(`${file}:${block.line}: a command shown with "$ " is in a console block`, () => {
        assert.fail(`the ${block.lang || 'unmarked'} block holds "$ " lines; mark it console so they are run`);
      });
    }
    if (block.quotedFrom) {
      test(`${file}:${block.line}: the block quoted from ${block.quotedFrom} is still there`, () => {
        const source = readFileSync(join(root, block.quotedFrom), 'utf8').split('\n').map(uncommented);
        const quote = block.lines.map((l) => l.trim());
        const at = source.findIndex((_, i) => quote.every((q, k) => source[i + k] === q));
        assert.notEqual(at, -1, `${quote.join('\n')}\nis not in ${block.quotedFrom}`);
      });
    }
  }
}

// ---- specs ----------------------------------------------------------------------------------------

// The module is imported here rather than at the top, so the commands are checked even before
// build/wasm exists; the spec tests then fail saying why.
let grundy = null;
let moduleProblem = null;
before(async () => {
  try {
    const { createGrundy } = await import('../../wasm/grundy.mjs');
    grundy = await createGrundy();
  } catch (error) {
    moduleProblem = `the wasm module did not load (run npm run build): ${error.message}`;
  }
});
// The names a spec may start with, from the command (none when it is not built: the test above says so).
const names = specNames(spawnSync(cli, ['specs'], { encoding: 'utf8' }).stdout ?? '');
after(() => {
  grundy = null;
});

test('every family grundy specs lists is in the table of docs/game-specs.md', () => {
  assert.ok(names.families.length >= 10, `grundy specs listed ${names.families.length} families`);
  const { prose } = docs.get('docs/game-specs.md');
  const start = prose.findIndex((p) => p.text === '## Families');
  const rows = prose.slice(start + 1).filter((p) => p.text.startsWith('|'));
  const shown = inlineCode(rows).map((s) => s.code);
  for (const family of names.families) {
    assert.ok(
      shown.some((code) => code === family || code.startsWith(`${family}:`)),
      `the family ${family} is not in the table under "## Families"`,
    );
  }
});

for (const [file, { prose }] of docs) {
  const specs = specSpans(inlineCode(prose), names);
  if (!specs.length) continue;
  test(`${file}: the ${specs.length} game specs in inline code parse`, () => {
    assert.equal(moduleProblem, null);
    const bad = [];
    for (const { line, code } of specs) {
      try {
        grundy.describe(code);
      } catch (error) {
        bad.push(`${file}:${line}: ${code}: ${error.message}`);
      }
    }
    assert.deepEqual(bad, []);
  });
}

// ---- links ----------------------------------------------------------------------------------------

const anchorsOf = new Map();
function anchors(file) {
  if (!anchorsOf.has(file)) anchorsOf.set(file, headingAnchors(readFileSync(join(root, file), 'utf8')));
  return anchorsOf.get(file);
}

for (const [file, { prose }] of docs) {
  const links = relativeLinks(prose);
  if (!links.length) continue;
  test(`${file}: every relative link leads to a file and heading that exist`, () => {
    const broken = [];
    for (const { line, target } of links) {
      const [path, fragment] = target.split('#');
      const to = path ? normalize(join(dirname(file), decodeURIComponent(path))) : file;
      if (to.startsWith('..') || !existsSync(join(root, to))) {
        broken.push(`${file}:${line}: ${target}: no such file`);
      } else if (fragment !== undefined) {
        if (!to.endsWith('.md') || statSync(join(root, to)).isDirectory()) broken.push(`${file}:${line}: ${target}: an anchor into a file that is not Markdown`);
        else if (!anchors(to).has(decodeURIComponent(fragment))) broken.push(`${file}:${line}: ${target}: ${to} has no heading #${fragment}`);
      }
    }
    assert.deepEqual(broken, []);
  });
}
