// wasm/grundy.d.ts's interfaces of the API's answers are what wasm/api-fields.mjs makes from their
// structs (core/include/grundy/api/*.hpp): after changing a struct, run node wasm/api-fields.mjs --write.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { declarations, modules, readStructs } from '../../wasm/api-fields.mjs';

test("grundy.d.ts's interfaces of the answers are the structs' (node wasm/api-fields.mjs --write)", () => {
  const written = readFileSync(new URL('../../wasm/grundy.d.ts', import.meta.url), 'utf8');
  assert.ok(written === declarations(), 'wasm/grundy.d.ts is stale: run node wasm/api-fields.mjs --write');
});

test('every struct a module binds has fields, each read from its line', () => {
  for (const part of [...modules.first, ...modules.full]) {
    for (const s of readStructs(part)) assert.ok(s.fields.length > 0, `${part}.hpp: struct ${s.name} has fields`);
  }
});
