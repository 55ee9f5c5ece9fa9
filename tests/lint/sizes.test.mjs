// No long pieces (issue 28): no page function over LIMITS.pageFunction lines, no file over
// LIMITS.file, and in the core no function over LIMITS.coreFunction (sizes.mjs). The reader is
// checked first on small texts written here, so a reader that found nothing because it read
// nothing would fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS, longFunctions, oversized } from './sizes.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'grundy-sizes-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const lines = (n, text) => Array.from({ length: n }, () => text).join('\n');

// A page module: a factory of 34 lines (2 to 35) holding a 12-line closure (13 to 24), a 5-line function
// whose strings, comments and regular expression hold braces, and a 3-line arrow function.
const pageText = `// A fixture.
export function createLong(host) {
${lines(10, '  host.x = 1;')}
  const inner = (a) => {
${lines(10, '    a.y = "{";')}
  };
${lines(9, '  // } not a brace of code')}
  return inner;
}

function quoted(s) {
  const open = '{{';
  const re = /[{]+/g;
  return s.replace(re, open) + \`}\${s}\`;
}

const short = (x) => {
  return x + 1;
};
`;

// A C++ file: a 6-line function, a control block that is no function, and a lambda.
const coreText = `namespace grundy {
int longer(int a) {
  if (a > 0) {
    return a;
  }
  return -a;
}
auto f = [](int b) {
  return b;
};
}  // namespace grundy
`;

test('the reader measures each function, nested ones inside their parents', () => {
  const dir = tree({ 'web/a.js': pageText, 'core/src/b.cpp': coreText });
  try {
    const found = longFunctions(dir, 'web/a.js', 1).map((f) => [f.line, f.lines]);
    assert.deepEqual(found, [
      [13, 12], // the closure inside the factory
      [2, 34], // the factory, closure included
      [37, 5], // braces in strings, comments, a regular expression and a template do not count
      [43, 3],
    ]);
    assert.deepEqual(
      longFunctions(dir, 'web/a.js', 12).map((f) => f.line),
      [2],
      'only the long function is over 12 lines',
    );
    assert.match(longFunctions(dir, 'web/a.js', 12)[0].head, /createLong\(host\)$/);
    assert.deepEqual(
      longFunctions(dir, 'core/src/b.cpp', 1).map((f) => [f.line, f.lines]),
      [
        [2, 6],
        [8, 3],
      ],
      'a C++ function and a lambda; the if block and the namespace are none',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('oversized() holds each side to its limits', () => {
  const long = (n) => `export function f() {\n${lines(n - 2, '  f.x = 1;')}\n}\n`;
  const dir = tree({
    'web/ok.js': long(LIMITS.pageFunction),
    'web/over.js': long(LIMITS.pageFunction + 1),
    'web/big.js': `${lines(LIMITS.file + 1, '// a line')}\n`,
    'wasm/glue.mjs': long(LIMITS.pageFunction + 1),
    'core/src/c.cpp': `int g() {\n${lines(LIMITS.coreFunction - 1, '  ;')}\n}\n`,
  });
  try {
    const { functions, files } = oversized(dir);
    assert.deepEqual(functions.map((f) => [f.file, f.lines]).sort(), [
      ['core/src/c.cpp', LIMITS.coreFunction + 1],
      ['wasm/glue.mjs', LIMITS.pageFunction + 1],
      ['web/over.js', LIMITS.pageFunction + 1],
    ]);
    assert.deepEqual(files, [{ file: 'web/big.js', lines: LIMITS.file + 1 }]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

const list = (pieces) => pieces.map((p) => `  ${p.file}${p.line ? `:${p.line}` : ''}: ${p.lines} lines`).join('\n');

test('no long pieces in the core, the page, the worker and the wasm glue', () => {
  const { functions, files } = oversized(root);
  const over = [...functions, ...files];
  assert.equal(
    over.length,
    0,
    `core functions over ${LIMITS.coreFunction} lines, page functions over ${LIMITS.pageFunction} or files over ${LIMITS.file} (split them along their seams):\n${list(over)}`,
  );
});
