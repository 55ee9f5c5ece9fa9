// The link of a user-defined game, under Node (no browser needed): a rules spec and the editor's
// text travel packed (raw deflate + base64url behind a '~'), come back exactly, and a mangled or
// oversized value is a message, never an exception that escapes or a page-sized allocation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deflateRawSync } from 'node:zlib';
import { MAX_TEXT, hasRules, linkGame, pack, rulesProgram, unpack } from '../../web/state/rules-link.js';
import { hashFor, readHash } from '../../web/state/link.js';
import { displaySpec, splitSpec } from '../../web/state/spec-text.js';

const program = `# 取 1、3 或 4 个 (a "take" game) & more
name "Take 1, 3 or 4"
about "Take 1, 3 or 4 tokens; the last to move wins."
position n
move for k in {1, 3, 4} where k <= n -> n - k   # a '+' in a comment: 1+1
`;
const spec = `rules:{${program}}`;

test('packed text comes back exactly, and is raw deflate in base64url that any inflater reads', () => {
  const packed = pack(program);
  assert.match(packed, /^~[A-Za-z0-9_-]+$/, 'only URL-safe characters after the ~');
  assert.equal(unpack(packed), program);
  // Independent of fflate: Node's zlib makes raw deflate the same reader accepts.
  const other = `~${deflateRawSync(Buffer.from(program, 'utf8')).toString('base64url')}`;
  assert.equal(unpack(other), program);
  assert.ok(packed.length < encodeURIComponent(program).length, 'shorter than the escaped text');
});

test('text without the ~ is read as it is (hand-written links)', () => {
  assert.equal(unpack('nim'), 'nim');
  assert.equal(unpack(spec), spec);
});

test('mangled packed data is a short message, not a crash', () => {
  const packed = pack(program);
  for (const bad of ['~', '~!!!!', '~AAAA', '~' + 'A'.repeat(50), packed.slice(0, -6), packed.slice(0, 8) + '*' + packed.slice(9)]) {
    assert.throws(() => unpack(bad), (e) => e instanceof Error && /compressed text/.test(e.message), bad);
  }
});

test('a value that would unpack past the limit is refused without unpacking it all', () => {
  const bomb = `~${deflateRawSync(Buffer.alloc(8 * MAX_TEXT, 0x61)).toString('base64url')}`;
  assert.ok(bomb.length < 2000, 'a short link');
  assert.throws(() => unpack(bomb), /more than 65536 bytes/);
  const atLimit = 'a'.repeat(MAX_TEXT);
  assert.equal(unpack(pack(atLimit)), atLimit);
});

test('the hash carries a rules game packed and reads back the same state', () => {
  const typed = `${program}# still typing`;
  const hash = hashFor({ spec, rulesSource: typed, upTo: 30, lang: 'zh' });
  assert.match(hash, /^#game=~[A-Za-z0-9_-]+&rules=~[A-Za-z0-9_-]+&size=30/);
  const { patch, problems } = readHash(hash);
  assert.deepEqual(problems, []);
  assert.equal(patch.spec, spec);
  assert.equal(patch.rulesSource, typed);
  assert.equal(patch.upTo, 30);
  // The editor's text is left out when it is just the program in the spec.
  const same = hashFor({ spec, rulesSource: program });
  assert.doesNotMatch(same, /rules=/);
  assert.equal(readHash(same).patch.spec, spec);
  // ... and whenever the game is not user-defined.
  assert.equal(hashFor({ spec: 'subtraction:1,3,4', rulesSource: typed }), '#game=subtraction:1,3,4');
  // A sum with a user-defined part is packed whole.
  assert.equal(readHash(hashFor({ spec: `misere:${spec}+nim` })).patch.spec, `misere:${spec}+nim`);
});

test('a damaged game in the link is reported with its reason', () => {
  const { patch, problems } = readHash('#game=~q1ZKzkksLlayUlAqS8wpT&size=20');
  assert.equal(patch.spec, undefined);
  assert.equal(patch.upTo, 20);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].name, 'game');
  assert.match(problems[0].reason, /compressed text is damaged/);
});

test("a '+' or brace inside a program does not split the spec", () => {
  assert.deepEqual(splitSpec(`misere:${spec}+nim`), { misere: true, components: [spec, 'nim'] });
  assert.deepEqual(splitSpec('rules:{name "a}+{b" position n move -> n - 1}+bash:3').components, [
    'rules:{name "a}+{b" position n move -> n - 1}',
    'bash:3',
  ]);
  assert.ok(hasRules(`nim+${spec}`));
  assert.ok(!hasRules('subtraction:1,3,4'));
  assert.equal(rulesProgram(spec), program);
  assert.equal(displaySpec(`${spec}+nim`), 'Take 1, 3 or 4 (rules)+nim');
  assert.equal(displaySpec('rules:{position n move -> n - 1}'), 'rules:{…}');
  assert.equal(linkGame('octal:0.77'), 'octal:0.77');
});
