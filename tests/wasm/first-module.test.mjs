// The page's two modules (wasm/CMakeLists.txt): the first binds exactly the calls of calls.mjs not
// marked `full`, answers them as the full module does, and refuses the games it leaves out (rules,
// coin-turning and graph games, take-and-break codes that need a table of value sets) with
// module.needs-full; the worker's protocol over it loads the full module when a request needs
// it, answers everything in the order asked, and refuses only what needed the full module when that
// cannot be loaded.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { calls, searches, streams } from '../../wasm/calls.mjs';
import { createGrundy } from '../../wasm/grundy.mjs';
import { createProtocol, NEEDS_FULL_MODULE } from '../../web/worker/protocol.js';

let first;
let full;
before(async () => {
  [first, full] = await Promise.all([createGrundy({ module: 'first' }), createGrundy({ module: 'full' })]);
});

const program = 'position n move for k in 1..3 where k <= n -> n - k';
const rulesGame = `rules:{${program}}`;

test('the first module binds the calls not marked full, and the full module binds them all', () => {
  for (const name of Object.keys(calls)) {
    assert.equal(first.answers(name), calls[name].full !== true, `first module, ${name}`);
    assert.equal(typeof first[name], calls[name].full ? 'undefined' : 'function', `first module's method ${name}`);
    assert.equal(full.answers(name), true, `full module, ${name}`);
  }
  for (const name of Object.keys(streams)) assert.ok(first.answers(name) && full.answers(name), name);
  for (const name of Object.keys(searches)) assert.deepEqual([first.answers(name), full.answers(name)], [false, true], name);
  assert.equal(first.answers('nothing'), false);
});

test('the first module answers as the full module does', () => {
  for (const spec of ['subtraction:1,3,4', 'octal:0.77', '4!.0', '0.[3]', 'hex:0.37', 'wythoff', 'fibonacci-nim', 'nim+bash:3', 'misere:nim']) {
    assert.deepEqual(first.describe(spec), full.describe(spec), `describe ${spec}`);
    const position = full.describe(spec).start;
    assert.deepEqual(first.analyse(spec, position), full.analyse(spec, position), `analyse ${spec} ${position}`);
    assert.deepEqual(first.explain(spec, position), full.explain(spec, position), `explain ${spec} ${position}`);
  }
  assert.deepEqual(first.families(), full.families());
  // A misère sum of a wild game: the full module answers from its quotient, the first by its search
  // (it has no quotient: wasm/first_module.cpp), and both say the same.
  for (const position of ['3+4+5', '1+2+5+7', '6+6', '2+3+4+5+6'])
    assert.equal(first.outcome('misere:octal:0.77', position), full.outcome('misere:octal:0.77', position), `misère Kayles ${position}`);
  assert.deepEqual(first.patterns('octal:0.07', 0), full.patterns('octal:0.07', 0));
  const a = first.table('subtraction:1,3,4', 1000, 1);
  const b = full.table('subtraction:1,3,4', 1000, 1);
  a.advance(1e6);
  b.advance(1e6);
  assert.deepEqual(a.slice(0, 1000), b.slice(0, 1000));
  a.dispose();
  b.dispose();
});

test('the first module refuses the games it leaves out with module.needs-full, which the full module plays', () => {
  for (const ask of [() => first.describe(rulesGame), () => first.table(rulesGame, 10, 1), () => first.component('rules', [program])]) {
    assert.throws(ask, (e) => e.name === 'GrundyError' && e.id === NEEDS_FULL_MODULE);
  }
  // Coin-turning games, graphs, and codes the sparse-space method cannot take (three heaps, '=', tokens added).
  for (const [spec, start] of [['turning:1-3', '1+2+4'], ['ruler', '3+5'], ['graph:a>b;a>c;b>c', 'a'], ['hex:0.F', '9'], ['0.4=', '8']]) {
    assert.throws(() => first.describe(spec), (e) => e.name === 'GrundyError' && e.id === NEEDS_FULL_MODULE && e.message.includes('need the full module'), spec);
    const described = full.describe(spec);
    assert.equal(first.describe('nim').spec, 'nim');
    assert.deepEqual([typeof full.outcome(spec, start), described.spec.length > 0], ['string', true], spec);
  }
  // In a sum, the part's refusal is inside the sum's message, where the protocol finds it too.
  assert.throws(() => first.describe(`nim+${rulesGame}`), (e) => e.name === 'GrundyError' && JSON.stringify(e.args).includes(NEEDS_FULL_MODULE));
  assert.equal(full.describe(rulesGame).components[0].family, 'rules');
  // Subtraction of 1, 2 or 3: g(n) = n mod 4.
  const job = full.table(rulesGame, 12, 1);
  job.advance(1e6);
  assert.deepEqual([...job.slice(0, 12)], [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]);
  job.dispose();
});

/** The protocol over the first module, with `loadFull()` as its way to the full module. */
function harness(loadFull) {
  const messages = [];
  const waiters = [];
  const post = (m) => {
    messages.push(m);
    for (const w of waiters.splice(0)) w();
  };
  const protocol = createProtocol(first, post, { full: loadFull, chunkMs: 5 });
  const until = async (predicate) => {
    while (!messages.some(predicate)) await new Promise((r) => waiters.push(r));
    return messages.find(predicate);
  };
  const replies = () => messages.filter((m) => m.id !== undefined && m.type !== 'progress');
  return { messages, protocol, until, replies };
}

test('the protocol loads the full module for a rules game or a full call, and answers all in order', async () => {
  let loads = 0;
  const { messages, protocol, until, replies } = harness(() => (loads++, Promise.resolve(full)));
  protocol.handle({ id: 1, type: 'describe', spec: 'nim' });
  // A sum with a rules part: the part's refusal is inside the sum's message.
  protocol.handle({ id: 2, type: 'describe', spec: `nim+${rulesGame}` });
  protocol.handle({ id: 3, type: 'analyse', spec: 'nim', position: '5' });
  protocol.handle({ id: 4, type: 'checkRules', source: program });
  protocol.handle({ id: 5, type: 'table', spec: rulesGame, rows: 8, cols: 1 });
  await until((m) => m.id === 5 && m.type === 'result');
  assert.equal(loads, 1);
  assert.deepEqual(
    messages.filter((m) => m.type === 'loading' || m.type === 'loaded').map((m) => m.type),
    ['loading', 'loaded'],
  );
  // The first answered by the first module before the load; the rest after it, in order.
  assert.deepEqual(replies().map((m) => [m.id, m.type]), [[1, 'result'], [2, 'result'], [3, 'result'], [4, 'result'], [5, 'result']]);
  assert.equal(replies()[1].result.components[1].family, 'rules');
  assert.equal(replies()[3].result.ok, true);
  const values = messages.filter((m) => m.id === 5 && m.type === 'progress').flatMap((m) => [...m.values]);
  assert.deepEqual(values, [0, 1, 2, 3, 0, 1, 2, 3]);
  // Loaded once: a later full call needs no other load.
  protocol.handle({ id: 6, type: 'rulesExamples' });
  await until((m) => m.id === 6);
  assert.equal(loads, 1);
});

test('a full module that cannot be loaded refuses only what needed it, and is tried again later', async () => {
  let loads = 0;
  const unreachable = () => (loads++, Promise.reject(Object.assign(new Error('could not load the WebAssembly module (grundy_wasm.wasm): offline'), { name: 'GrundyError', id: '' })));
  const { protocol, until, replies } = harness(unreachable);
  protocol.handle({ id: 1, type: 'exportProgram', spec: 'nim', max: 0 });
  protocol.handle({ id: 2, type: 'describe', spec: 'bash:3' });
  protocol.handle({ id: 3, type: 'describe', spec: rulesGame });
  await until((m) => m.id === 3);
  assert.deepEqual(replies().map((m) => [m.id, m.type]), [[1, 'error'], [2, 'result'], [3, 'error']]);
  assert.match(replies()[0].error.message, /could not load the WebAssembly module \(grundy_wasm\.wasm\): offline/);
  assert.match(replies()[2].error.message, /could not load the WebAssembly module/);
  assert.equal(loads, 1);
  protocol.handle({ id: 4, type: 'checkRules', source: program });
  await until((m) => m.id === 4);
  assert.equal(loads, 2);
  assert.equal(replies().at(-1).type, 'error');
});

test('a stream waiting for the full module is cancelled before it starts, and a new stream replaces a running one', async () => {
  let release;
  const { messages, protocol, until } = harness(() => new Promise((resolve) => (release = () => resolve(full))));
  protocol.handle({ id: 1, type: 'table', spec: 'subtraction:1..40', rows: 50_000_000, cols: 1 });
  await until((m) => m.id === 1 && m.type === 'progress');
  protocol.handle({ id: 2, type: 'table', spec: rulesGame, rows: 100, cols: 1 });
  // The running stream stops at once, though the new one waits for the full module.
  await until((m) => m.id === 1 && m.type === 'cancelled');
  protocol.handle({ type: 'cancel', id: 2 });
  await until((m) => m.id === 2 && m.type === 'cancelled');
  release();
  protocol.handle({ id: 3, type: 'describe', spec: 'nim' });
  await until((m) => m.id === 3);
  assert.equal(messages.filter((m) => m.id === 2 && m.type === 'progress').length, 0, 'the cancelled stream never ran');
});
