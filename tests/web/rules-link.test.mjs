// The link of a user-defined game, under Node (no browser needed): a rules spec and the editor's
// text travel packed (raw deflate + base64url behind a '~'), come back exactly, and a mangled or
// oversized value is a message, never an exception that escapes or a page-sized allocation.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { deflateRawSync } from 'node:zlib';
import { MAX_TEXT, hasProgram, linkGame, pack, unpack } from '../../web/state/rules-link.js';
import { hashFor, readHash } from '../../web/state/link.js';
import { loadModule } from './module-worker.mjs';

// Game descriptors from the core: whether a game holds a program is its descriptor's to say.
let grundy;
let limits;
before(async () => {
  grundy = await loadModule();
  limits = grundy.describe('nim').limits;
});
const stateOf = (spec, rest = {}) => ({ spec, game: grundy.describe(spec), ...rest });

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
    assert.throws(() => unpack(bad), (e) => e instanceof Error && ['share.packedEmpty', 'share.packedDamaged', 'share.packedNotText'].includes(e.key), bad);
  }
});

test('a value that would unpack past the limit is refused without unpacking it all', () => {
  const bomb = `~${deflateRawSync(Buffer.alloc(8 * MAX_TEXT, 0x61)).toString('base64url')}`;
  assert.ok(bomb.length < 2000, 'a short link');
  assert.throws(() => unpack(bomb), (e) => e.key === 'share.packedTooLarge' && e.params.most === 65536);
  const atLimit = 'a'.repeat(MAX_TEXT);
  assert.equal(unpack(pack(atLimit)), atLimit);
});

test('the hash carries a rules game packed and reads back the same state', () => {
  const typed = `${program}# still typing`;
  const hash = hashFor(stateOf(spec, { rulesSource: typed, upTo: 30, lang: 'zh' }));
  assert.match(hash, /^#game=~[A-Za-z0-9_-]+&rules=~[A-Za-z0-9_-]+&size=30/);
  const { patch, problems } = readHash(hash, limits);
  assert.deepEqual(problems, []);
  assert.equal(patch.spec, spec);
  assert.equal(patch.rulesSource, typed);
  assert.equal(patch.upTo, 30);
  // The editor's text is left out when it is just the program in the spec.
  const same = hashFor(stateOf(spec, { rulesSource: program }));
  assert.doesNotMatch(same, /rules=/);
  assert.equal(readHash(same, limits).patch.spec, spec);
  // ... and whenever the game is not user-defined.
  assert.equal(hashFor(stateOf('subtraction:1,3,4', { rulesSource: typed })), '#game=subtraction:1,3,4');
  // A sum with a user-defined part is packed whole.
  assert.equal(readHash(hashFor(stateOf(`misere:${spec}+nim`)), limits).patch.spec, `misere:${spec}+nim`);
});

test('a game holds a program when its descriptor has a component with one', () => {
  assert.ok(hasProgram(grundy.describe(`nim+${spec}`)));
  assert.ok(!hasProgram(grundy.describe('subtraction:1,3,4')));
  assert.equal(linkGame('octal:0.77', stateOf('octal:0.77')), 'octal:0.77');
  assert.equal(linkGame(spec, stateOf(spec)), pack(spec));
});

test('a damaged game in the link is reported with its reason', () => {
  const { patch, problems } = readHash('#game=~q1ZKzkksLlayUlAqS8wpT&size=20', limits);
  assert.equal(patch.spec, undefined);
  assert.equal(patch.upTo, 20);
  assert.equal(problems.length, 1);
  assert.equal(problems[0].name, 'game');
  assert.deepEqual(problems[0].reason, { key: 'share.packedDamaged', params: {} });
});
