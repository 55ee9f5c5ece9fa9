// No module of the page reads spec or position text: what a game is made of comes from the core's
// descriptor (client.describe), positions from position/withPart, analyse's parts and each move's
// toParts, a component's text from component(family, values). Every JavaScript file under web/ is
// read here for the signs of doing it anyway: the old text helpers (state/spec-text.js, gone), a
// spec split at its grammar's marks, or "family:args" written by hand.
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../../web/', import.meta.url));

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'locales' ? [] : sources(path);
    return /\.m?js$/.test(e.name) ? [path] : [];
  });
}

const signs = [
  [/state\/spec-text/, 'imports state/spec-text.js'],
  [/\b(splitSpec|joinSpec|withMisere|componentParts|splitPosition|formatPosition|displaySpec|rulesStatement|rulesCoordinates|oneLineSpec|parseEdges|toArgs|fromArgs)\b/, 'a reader or writer of spec text'],
  [/startsWith\(\s*['"`]misere:|['"`]misere:['"`]\.length/, "reads 'misere:' off a spec"],
  [/\^rules\\s\*:|['"`]rules:\{['"`]|rules:\{\$\{/, 'reads or writes rules:{...} by hand'],
  [/\$\{[^}]*\}:\$\{/, 'writes family:args by hand'],
  [/\.split\(\s*['"`]\+['"`]\s*\)/, "splits a spec or position at '+'"],
  [/\.split\(\s*['"`],['"`]\s*\)/, "splits a position at ','"],
  [/indexOf\(\s*['"`]:['"`]\s*\)/, "finds a spec's ':'"],
];

test('no module under web/ imports spec-text or reads spec and position text', () => {
  const found = [];
  for (const file of sources(web)) {
    const text = readFileSync(file, 'utf8');
    for (const [sign, what] of signs) {
      const m = sign.exec(text);
      if (m) found.push(`${relative(web, file)}: ${what} (${m[0]})`);
    }
  }
  assert.deepEqual(found, []);
});

test('the scan sees what it looks for', () => {
  // The signs match the ways the old page read text, so a module doing it again is found.
  const old = [
    "import { splitPosition } from '../../state/spec-text.js';",
    "if (rest.startsWith('misere:')) misere = true;",
    "return `${fam.name}:${args}`;",
    "(await client.check(`rules:{${program}}`)).ok",
    "const [r, c] = position.split(',').map(Number);",
    "parts = read().split('+');",
    "const i = component.indexOf(':');",
  ];
  for (const line of old) assert.ok(signs.some(([sign]) => sign.test(line)), line);
});
