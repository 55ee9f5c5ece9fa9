// The one call table (wasm/calls.mjs), the module's embind bindings and the documented API
// (wasm/grundy.d.ts) name the same calls with the same arguments, and every reply has exactly the
// fields grundy.d.ts names, all the way down, with the types it gives them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import createGrundyModule from '../../build/wasm/grundy_wasm.mjs';
import { calls, searches, streams } from '../../wasm/calls.mjs';
import { grundyFor } from '../../wasm/grundy.mjs';

let module;
let grundy;
before(async () => {
  module = await createGrundyModule({ wasmBinary: readFileSync(new URL('../../build/wasm/grundy_wasm.wasm', import.meta.url)) });
  grundy = grundyFor(module);
});

// grundy.d.ts read as interface name -> member name -> { type } for fields, { params, returns } for
// methods, '[]' -> { type } for an index signature; and a type alias as name -> { union: [types] }.
// The file is written one member per line, each after its doc comment.
function readTypes() {
  const text = readFileSync(new URL('../../wasm/grundy.d.ts', import.meta.url), 'utf8');
  const types = new Map();
  for (const [, name, union] of text.matchAll(/^export type (\w+) = (.+);$/gm)) types.set(name, { union: union.split(' | ') });
  for (const [, name, body] of text.matchAll(/^export interface (\w+) \{\n([\s\S]*?)^\}/gm)) {
    const members = new Map();
    const lines = body
      .replace(/\/\*\*[\s\S]*?\*\//g, '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    for (const line of lines) {
      const method = /^(\w+)\((.*)\): (.+);$/.exec(line);
      const field = /^(?:readonly )?(\w+): (.+);$/.exec(line);
      const index = /^\[\w+: string\]: (.+);$/.exec(line);
      if (index) {
        members.set('[]', { type: index[1] });
      } else if (method) {
        const params = method[2] === '' ? [] : method[2].split(/, (?=\w+\??:)/).map((p) => p.split(/\??:/)[0]);
        members.set(method[1], { params, returns: method[3] });
      } else if (field) {
        members.set(field[1], { type: field[2] });
      } else {
        throw new Error(`grundy.d.ts, interface ${name}: cannot read '${line}'`);
      }
    }
    types.set(name, members);
  }
  return types;
}

const types = readTypes();

// Checks a value against a type of grundy.d.ts: primitives, string and number literal unions,
// T[], T | null, the interfaces (exactly their fields, each checked in turn; with an index
// signature, every field as it says) and type aliases (one of their types).
function check(value, type, where) {
  if (type.endsWith(' | null')) {
    if (value !== null) check(value, type.slice(0, -' | null'.length), where);
    return;
  }
  if (type.endsWith('[]')) {
    assert.ok(Array.isArray(value), `${where} is an array`);
    value.forEach((v, i) => check(v, type.slice(0, -2), `${where}[${i}]`));
    return;
  }
  if (/^'[^']*'( \| '[^']*')*$/.test(type)) {
    assert.ok([...type.matchAll(/'([^']*)'/g)].some((m) => m[1] === value), `${where}: ${JSON.stringify(value)} is one of ${type}`);
    return;
  }
  if (/^\d+( \| \d+)*$/.test(type)) {
    assert.ok(type.split(' | ').map(Number).includes(value), `${where}: ${value} is one of ${type}`);
    return;
  }
  if (['number', 'string', 'boolean'].includes(type)) {
    assert.equal(typeof value, type, `${where} is a ${type}`);
    return;
  }
  if (['Uint8Array', 'Uint16Array', 'Uint32Array'].includes(type)) {
    assert.ok(value instanceof globalThis[type], `${where} is a ${type}`);
    return;
  }
  const fields = types.get(type);
  assert.ok(fields, `grundy.d.ts has a type ${type} (${where})`);
  if (fields.union) {
    const fits = fields.union.filter((t) => {
      try {
        check(value, t, where);
        return true;
      } catch {
        return false;
      }
    });
    assert.ok(fits.length > 0, `${where}: ${JSON.stringify(value)} is one of ${type} (${fields.union.join(' | ')})`);
    return;
  }
  assert.ok(value !== null && typeof value === 'object' && !Array.isArray(value), `${where} is an object`);
  if (fields.has('[]')) {
    for (const [name, v] of Object.entries(value)) check(v, fields.get('[]').type, `${where}.${name}`);
    return;
  }
  assert.deepEqual(Object.keys(value).sort(), [...fields.keys()].sort(), `${where}: the fields of ${type}`);
  for (const [name, { type: fieldType }] of fields) check(value[name], fieldType, `${where}.${name}`);
}

test('the call table, the module bindings and grundy.d.ts name the same calls with the same arguments', () => {
  const bound = Object.keys(module).filter((k) => k.startsWith('_') && typeof module[k] === 'function' && 'argCount' in module[k]);
  assert.deepEqual(bound.map((k) => k.slice(1)).sort(), Object.keys(calls).sort(), 'embind bindings = calls.mjs');
  for (const [name, { args }] of Object.entries(calls)) assert.equal(module[`_${name}`].argCount, args.length, `_${name} takes ${args.length}`);
  const documented = types.get('Grundy');
  assert.deepEqual(
    [...documented.keys()].sort(),
    [...Object.keys(calls), ...Object.keys(streams), ...Object.keys(searches), 'liveHandles', 'useMemory', 'answers'].sort(),
    'grundy.d.ts Grundy = calls + streams + searches',
  );
  for (const [name, { args }] of Object.entries({ ...calls, ...streams, ...searches })) {
    assert.deepEqual(documented.get(name).params, args, `${name}'s arguments in grundy.d.ts`);
    assert.equal(typeof grundy[name], 'function', `grundy.${name}`);
  }
});

// Calls with arguments that give full answers (lists not empty where the shape has lists), each
// call at least once; the answers are checked against grundy.d.ts.
const samples = [
  ['describe', 'subtraction:1,3,4'],
  ['describe', 'corner:8,8'],
  ['describe', 'graph:a>b;b>c'],
  ['describe', 'misere:nim+wythoff'],
  ['describe', 'rules:{name "Three" position (x, y, z) move where x > 0 -> (x - 1, y, z)}'],
  ['families'],
  ['component', 'take-range', ['2', '4']],
  ['position', 'octal:0.77+wythoff', '(1+3)+2,5'],
  ['withPart', 'nim+graph:a>b', '3+a', 1, 'b'],
  ['values', 'subtraction:1,3,4', 20],
  ['analyse', 'octal:0.77+nim', '5+3'],
  ['bestMove', 'nim', '3+5'],
  ['outcome', 'wythoff', '3,5'],
  ['remoteness', 'subtraction:1,3,4', '9'],
  ['explain', 'nim', '3+5+6'],
  ['explain', 'lasker', '5'],
  ['patterns', 'subtraction:1,3,4'],
  ['patterns', 'wythoff'],
  ['patterns', 'misere:nim'],
  ['period', 'octal:0.77', 4096],
  ['periodSearchLimit', 'octal:0.1777', { bytes: 64 * 2 ** 20 }],
  ['exportProgram', 'bash:3'],
  ['exportTable', 'wythoff', 'csv', 3, 4],
  ['checkRules', 'name "Take"\nposition n\nmove for k in 1..3 where k <= n -> n - k'],
  ['checkRules', 'position n\nmove -> n - kk'],
  ['rulesExamples'],
  ['rulesWords'],
  ['stats', 'grundy', 300],
  ['genus', 'octal:0.77', 8],
  ['quotient', 'octal:0.75', 12],
  ['analyse', 'misere:octal:0.77', '5+7'],
  ['explain', 'misere:octal:0.77', '5+7'],
  ['exercise', 'subtraction:1,3,4', 'table', '5'],
  ['exercise', 'nim', 'move', '3+5+7'],
  ['exercises', 'subtraction:1,3,4', 'period', 1, 1, 1],
  ['exercises', 'wythoff', 'outcome', 7, 2, 3],
  ['checkAnswer', 'subtraction:1,3,4', 'value', '5', '9'],
  ['identify', '0 1 2 3 1 4 3 2 1 4 2 6'],
  ['equivalent', '0.07'],
];

test('every reply has exactly the fields grundy.d.ts names, with its types', () => {
  for (const name of Object.keys(calls)) assert.ok(samples.some(([call]) => call === name), `a sample of ${name}`);
  const before = grundy.liveHandles();
  for (const [name, ...args] of samples) {
    const where = `${name}(${args.map((a) => JSON.stringify(a)).join(', ')})`;
    check(grundy[name](...args), types.get('Grundy').get(name).returns, where);
  }
  assert.deepEqual(grundy.liveHandles(), before, 'nothing left alive');
});

test('a table job has the members grundy.d.ts names, and its values are the narrowest typed array that holds them', () => {
  const job = grundy.table('graph:a>b;b>c', 3, 1);
  for (const member of types.get('TableJob').keys()) assert.ok(member in job, `job.${member}`);
  assert.equal(job.advance(10), true);
  assert.equal(job.width, 4); // a graph's table is kept 4 bytes a value in the module
  check(job.slice(0, 3), 'Uint8Array', 'slice');
  assert.deepEqual(Array.from(job.slice(0, 3)), [0, 1, 0]);
  job.dispose();
});

test('every call refuses bad input with a GrundyError carrying the core message, its id and arguments', () => {
  const catalogue = JSON.parse(readFileSync(new URL('../../core/messages/en.json', import.meta.url), 'utf8'));
  for (const name of Object.keys(calls)) {
    const { args } = calls[name];
    if (args.length === 0) continue;
    const bad = args.map((a) => ({ spec: 'nim:3', family: 'nim', values: ['x'], position: '1', component: 0, part: '1', count: 5, max: 0, format: 'csv', rows: 5, cols: 1, source: '', kind: 'value', seed: 1, difficulty: 1, questions: 1, answer: '1', sequence: '0 x' })[a]);
    if (name === 'checkRules') {
      assert.equal(grundy.checkRules('').ok, false, 'checkRules reports, never throws');
      continue;
    }
    assert.throws(() => grundy[name](...bad), { name: 'GrundyError' }, name);
    try {
      grundy[name](...bad);
    } catch (e) {
      assert.ok(e.id in catalogue, `${name}: ${e.id} is in the catalogue`);
      check(e.args, 'MessageArgs', `${name}'s error args`);
    }
  }
  // A stream's refusal too, when the job is made and when it stops part-way (a rule that overflows
  // past position 233, as n^8 does).
  assert.throws(() => grundy.table('nim', 0, 1), (e) => e.name === 'GrundyError' && e.id === 'table.no-positions' && e.args.size === '0');
  const job = grundy.table('rules:{position n move for k in 1..2 where k <= n and n * n * n * n * n * n * n * n > 0 -> n - k}', 1000, 1);
  assert.throws(
    () => {
      while (!job.advance(50));
    },
    (e) => {
      assert.equal(e.name, 'GrundyError');
      assert.equal(e.message, 'a table of 1000 positions: the move rule on line 1 overflows 64-bit arithmetic at position 235 (k = 1)');
      assert.equal(e.id, 'table.positions');
      assert.equal(e.args.reason.id, 'rules.run.move');
      assert.deepEqual(e.args.reason.args.what, { id: 'rules.run.overflow', args: {}, text: 'overflows 64-bit arithmetic' });
      check(e.args, 'MessageArgs', 'the stopped job');
      return true;
    },
  );
  job.dispose();
});

test("a bad spec's GrundyError carries the core's English, its catalogue id and its arguments", () => {
  assert.throws(
    () => grundy.describe('octal:0.77+bash:0'),
    (e) => {
      assert.equal(e.name, 'GrundyError');
      assert.equal(e.message, 'component 2 of the sum: bash needs M from 1 to 1000000 (got 0)');
      assert.equal(e.id, 'spec.component');
      assert.deepEqual(e.args, {
        component: '2',
        reason: { id: 'bash.out-of-range', args: { most: '1000000', got: '0' }, text: 'bash needs M from 1 to 1000000 (got 0)' },
      });
      return true;
    },
  );
  assert.throws(
    () => grundy.describe('nosuchgame:1'),
    (e) => e.id === 'spec.unknown' && e.args.name === 'nosuchgame' && e.args.games.join === 'comma' && e.args.games.items.includes('octal:0.77'),
  );
});
