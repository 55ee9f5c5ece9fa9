// Every relative import of the page and the module's JS names a file that exists: ESLint parses each
// file alone, and a module moved without its importers (or an import of a neighbour that moved) broke
// only the bundle, which the unit tests do not build.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';

const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');
const SPECIFIER = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[^.\w])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.m?js$/.test(name) ? [path] : [];
  });
}

/** The relative imports of `file` whose target is not there: [{ file, line, spec }]. */
export function missingImports(file) {
  const text = readFileSync(file, 'utf8');
  const missing = [];
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (!spec.startsWith('.')) continue;
    if (existsSync(join(dirname(file), spec.replace(/[?#].*$/, '')))) continue;
    missing.push({ file: relative(root, file), line: text.slice(0, m.index + m[0].search(/\S/)).split('\n').length, spec });
  }
  return missing;
}

test('the reader finds an import of a file that is not there, and passes one that is', () => {
  const dir = mkdtempSync(join(tmpdir(), 'imports-'));
  writeFileSync(join(dir, 'there.js'), 'export const a = 1;\n');
  const probe = join(dir, 'probe.mjs');
  writeFileSync(probe, "import { a } from './there.js';\nimport { b } from './gone.js';\nconst c = () => import('../no-such-dir/x.js');\nimport 'node:fs';\n");
  assert.deepEqual(
    missingImports(probe).map((m) => [m.line, m.spec]),
    [
      [2, './gone.js'],
      [3, '../no-such-dir/x.js'],
    ],
  );
});

test('every relative import of web/ and wasm/ names a file that exists', () => {
  const missing = [...walk(join(root, 'web')), ...walk(join(root, 'wasm'))].flatMap(missingImports);
  assert.deepEqual(missing, [], missing.map((m) => `${m.file}:${m.line} imports ${m.spec}`).join('\n'));
});
