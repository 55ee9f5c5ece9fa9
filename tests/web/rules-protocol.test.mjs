// The worker's rules messages driven directly with the real module (no browser): rulesExamples
// lists a program for every built-in family of the gallery, checkRules answers a good program with
// its spec and a bad one with its errors (a result, not an error reply), and the spec it returns is
// one the ordinary requests accept. GRUNDY_MODULE may name another build of wasm/grundy.mjs.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createProtocol } from '../../web/worker/protocol.js';

let protocol;
const replies = new Map();
before(async () => {
  const { createGrundy } = await import(process.env.GRUNDY_MODULE ?? '../../wasm/grundy.mjs');
  protocol = createProtocol(await createGrundy(), (m) => replies.set(m.id, m));
});

let nextId = 1;
function ask(message) {
  const id = nextId++;
  protocol.handle({ id, ...message });
  const reply = replies.get(id);
  assert.ok(reply, `${message.type} is answered at once (a one-shot request)`);
  return reply;
}

test('rulesExamples: one program for each built-in family the gallery offers', () => {
  const reply = ask({ type: 'rulesExamples' });
  assert.equal(reply.type, 'result');
  const families = reply.result.map((e) => e.family);
  for (const f of ['nim', 'bash:', 'subtraction:', 'take-range:', 'octal:0.77', 'octal:0.07', 'lasker', 'grundy', 'wythoff', 'corner', 'fibonacci-nim']) {
    assert.ok(families.some((x) => x === f || (f.endsWith(':') && x.startsWith(f))), `an example for ${f}`);
  }
  for (const e of reply.result) {
    assert.ok(e.id && e.name && e.source.includes('position'), `${e.id}: id, name and a program`);
  }
});

test('checkRules: a good program gives its spec, which the other requests accept', () => {
  const source = 'name "Take 2 or 5"\nposition n\nmove for k in {2, 5} where k <= n -> n - k\n';
  const reply = ask({ type: 'checkRules', source });
  assert.equal(reply.type, 'result');
  assert.equal(reply.result.ok, true);
  assert.equal(reply.result.name, 'Take 2 or 5');
  assert.equal(reply.result.dimensions, 1);
  assert.match(reply.result.spec, /^rules:\{/);
  // From 7: take 2 -> 5, take 5 -> 2 (independent of the core: the rule read by hand).
  const analysed = ask({ type: 'analyse', spec: reply.result.spec, position: '7' });
  assert.equal(analysed.type, 'result');
  assert.deepEqual(analysed.result.moves.map((m) => m.to).sort(), ['2', '5']);
  // A sum with a program in it is one more spec the ordinary check accepts.
  const sum = ask({ type: 'describe', spec: `${reply.result.spec}+nim` });
  assert.equal(sum.type, 'result');
  assert.equal(sum.result.components.length, 2);
});

test('checkRules: a bad program is a result with its errors, each with a place and a message', () => {
  const reply = ask({ type: 'checkRules', source: 'position n\nmove for k in 1..3 -> n - kk\n' });
  assert.equal(reply.type, 'result', 'not an error reply');
  assert.equal(reply.result.ok, false);
  const [e] = reply.result.errors;
  assert.equal(e.line, 2);
  assert.equal(e.col, 'move for k in 1..3 -> n - '.length + 1);
  assert.ok(e.endCol > e.col);
  assert.match(e.message, /^unknown name 'kk'/);
  assert.match(e.text, /^line 2, col \d+: unknown name 'kk'/);
  for (const source of ['', '{', '"', 'position', null, 12]) {
    const r = ask({ type: 'checkRules', source });
    assert.equal(r.type, 'result', JSON.stringify(source));
    assert.equal(r.result.ok, false, JSON.stringify(source));
    assert.ok(r.result.errors.length > 0);
  }
});
