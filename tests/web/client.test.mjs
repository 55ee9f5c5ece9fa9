// The page's worker client (web/worker/client.js) with a scripted fake worker: what it sends, what
// it shares, what it drops when the page leaves a game, when it replaces a worker, and what a crash
// does. Time is mocked, so "over a second" takes no second.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, mock, test } from 'node:test';
import { SHARED_KEPT, STALE_RUN_MS, createClient } from '../../web/worker/client.js';
import { calls, streams } from '../../wasm/calls.mjs';
import { fakeWorkers } from './fake-workers.mjs';

/** Lets promise continuations run (the mocked clock does not move). */
const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
const settled = (promise) => {
  const seen = { done: false };
  promise.then(
    (v) => Object.assign(seen, { done: true, value: v }),
    (e) => Object.assign(seen, { done: true, error: e }),
  );
  return seen;
};

beforeEach(() => mock.timers.enable({ apis: ['setInterval', 'setTimeout', 'Date'], now: 1_000_000 }));
afterEach(() => mock.timers.reset());

test("the client's methods are exactly the call table's calls and streams, besides its own six", () => {
  const client = createClient({ makeWorker: fakeWorkers().makeWorker });
  const own = ['cancelTable', 'setGame', 'setBudget', 'onBusy', 'onRestart', 'searchLane'];
  const methods = Object.keys(client).filter((k) => typeof client[k] === 'function' && !own.includes(k));
  assert.deepEqual(methods.sort(), [...Object.keys(calls), ...Object.keys(streams)].sort());
  for (const k of own) assert.equal(typeof client[k], 'function', k);
});

test('each call of the table sends its arguments as the message fields', async () => {
  const workers = fakeWorkers();
  const client = createClient({ makeWorker: workers.makeWorker });
  const answer = settled(client.analyse('nim', '3+4'));
  client.patterns('nim', undefined);
  client.exportTable('wythoff', 'csv', 3, 4);
  client.exportTable('nim', 'json', 8, 1);
  client.withPart('nim+wythoff', '3+1,1', 1, '2,2');
  client.component('take-range', ['2', '4']);
  const w = workers.current;
  assert.deepEqual(w.sent.map(({ id, ...m }) => m), [
    { type: 'analyse', spec: 'nim', position: '3+4', budget: undefined },
    { type: 'patterns', spec: 'nim', max: undefined },
    { type: 'exportTable', spec: 'wythoff', format: 'csv', rows: 3, cols: 4 },
    { type: 'exportTable', spec: 'nim', format: 'json', rows: 8, cols: 1 },
    { type: 'withPart', spec: 'nim+wythoff', position: '3+1,1', component: 1, part: '2,2' },
    { type: 'component', family: 'take-range', values: ['2', '4'] },
  ]);
  w.answer(w.sent[0].id, { value: 7 });
  await flush();
  assert.deepEqual(answer.value, { value: 7 });
});

test("a refusal rejects with the core's message, named GrundyError; a crash is a plain Error", async () => {
  const workers = fakeWorkers();
  const client = createClient({ makeWorker: workers.makeWorker });
  const refused = settled(client.describe('subtraction:0'));
  const crashed = settled(client.analyse('nim', '1e9'));
  const w = workers.current;
  const args = { reason: { id: 'set.zero', args: {}, text: '0 is not a move; members must be at least 1' } };
  w.reply({ id: w.last('describe').id, type: 'error', error: { message: 'subtraction needs moves of 1 or more (got 0)', id: 'set.in', args } });
  w.reply({ id: w.last('analyse').id, type: 'crashed', message: 'Aborted()' });
  await flush();
  assert.equal(refused.error.name, 'GrundyError');
  assert.equal(refused.error.message, 'subtraction needs moves of 1 or more (got 0)');
  // The message as data too, for the page to word in its language.
  assert.equal(refused.error.id, 'set.in');
  assert.deepEqual(refused.error.args, args);
  assert.equal(crashed.error.name, 'Error');
});

test('a search stopped on its budget is told to the busy listeners; a budget set is sent with every search after', async () => {
  const workers = fakeWorkers();
  const client = createClient({ makeWorker: workers.makeWorker });
  const heard = [];
  client.onBusy((info) => heard.push(info));
  const stopped = settled(client.explain('misere:grundy+grundy', '30+40'));
  const w = workers.current;
  w.reply({ id: w.last('explain').id, type: 'error', error: { message: 'searching this position needs more ...', id: 'search.sum-too-many', args: {}, budget: true } });
  await flush();
  assert.equal(stopped.error.name, 'GrundyError');
  assert.equal(stopped.error.budget, true);
  assert.ok(heard.some((info) => info.budgetStop === true), 'the busy box hears of it');
  // Another refusal is not a stop on a budget.
  const refused = settled(client.describe('subtraction:0'));
  w.reply({ id: w.last('describe').id, type: 'error', error: { message: 'no', id: 'set.in', args: {}, budget: false } });
  await flush();
  assert.equal(refused.error.budget, false);
  assert.equal(heard.filter((info) => info.budgetStop).length, 1);
  // Raised: the same question goes out again with the budget (a new request, not the refused one).
  client.setBudget({ work: 4e8, bytes: 2 ** 29 });
  client.explain('misere:grundy+grundy', '30+40');
  client.patterns('nim');
  assert.deepEqual(w.last('explain').budget, { work: 4e8, bytes: 2 ** 29 });
  assert.equal('budget' in w.last('patterns'), false, 'a call that does not search takes no budget');
  client.setBudget(null);
  client.analyse('nim', '3');
  assert.equal(w.last('analyse').budget, undefined);
});

test('a pure question is asked once while in flight and once answered; an error is asked again', async () => {
  const workers = fakeWorkers();
  const client = createClient({ makeWorker: workers.makeWorker });
  const w = workers.current;
  const a = client.patterns('subtraction:1,3,4');
  const b = client.patterns('subtraction:1,3,4');
  assert.equal(a, b, 'the row length and the patterns panel share one request');
  assert.equal(w.sent.length, 1);
  w.answer(w.sent[0].id, { periodicity: { period: 7 } });
  assert.deepEqual(await client.patterns('subtraction:1,3,4'), { periodicity: { period: 7 } });
  assert.equal(w.sent.length, 1, 'a kept answer is not asked again');
  // Exports are downloads: asked each time.
  client.exportProgram('nim');
  client.exportProgram('nim');
  assert.equal(w.sent.filter((m) => m.type === 'exportProgram').length, 2);
  // A refused question is not kept (it may have been a crash).
  const bad = settled(client.analyse('nim', '-1'));
  w.reply({ id: w.last('analyse').id, type: 'error', error: { message: 'no' } });
  await flush();
  assert.equal(bad.error.message, 'no');
  client.analyse('nim', '-1');
  assert.equal(w.sent.filter((m) => m.type === 'analyse').length, 2);
});

test('only the most recent answers are kept', async () => {
  const workers = fakeWorkers();
  const client = createClient({ makeWorker: workers.makeWorker });
  const w = workers.current;
  for (let n = 0; n <= SHARED_KEPT; n++) {
    client.describe(`subtraction:${n + 1}`);
    w.answer(w.last('describe').id, { spec: `subtraction:${n + 1}` });
  }
  await flush();
  client.describe(`subtraction:${SHARED_KEPT + 1}`); // the newest: kept
  assert.equal(w.sent.length, SHARED_KEPT + 1);
  client.describe('subtraction:1'); // the oldest: gone
  assert.equal(w.sent.length, SHARED_KEPT + 2);
});

test('a newer stream replaces the running one, and cancel stops it', async () => {
  const workers = fakeWorkers();
  const client = createClient({ makeWorker: workers.makeWorker });
  const w = workers.current;
  const progress = [];
  const first = settled(client.table('nim', 100, 1, (p) => progress.push(p.done)));
  const id = w.last('table').id;
  assert.deepEqual(w.last('table'), { id, type: 'table', spec: 'nim', rows: 100, cols: 1 });
  w.reply({ id, type: 'progress', done: 50, total: 100, from: 0, values: new Uint32Array(50) });
  assert.deepEqual(progress, [50]);
  const second = settled(client.table('wythoff', 3, 3, () => {}));
  const gridId = w.last('table').id;
  assert.deepEqual(w.last('table'), { id: gridId, type: 'table', spec: 'wythoff', rows: 3, cols: 3 });
  w.reply({ id, type: 'cancelled' }); // the worker stops the first when the second arrives
  await flush();
  assert.deepEqual(first, { done: true, value: null });
  client.cancelTable();
  assert.deepEqual(w.sent.at(-1), { type: 'cancel', id: gridId });
  w.reply({ id: gridId, type: 'cancelled' });
  await flush();
  assert.equal(second.value, null);
});

test('answers about a game the page left are dropped; checks and other games\' answers are not', async () => {
  const workers = fakeWorkers();
  const client = createClient({ makeWorker: workers.makeWorker });
  const w = workers.current;
  client.setGame(['nim']);
  const old = settled(client.analyse('nim', '9'));
  const check = settled(client.describe('bash:2'));
  client.setGame(['bash:2']);
  w.answer(w.sent[0].id, { value: 9 });
  w.answer(w.sent[1].id, { spec: 'bash:2' });
  await flush();
  assert.equal(old.done, false, 'the old game\'s answer never arrives');
  assert.deepEqual(check.value, { spec: 'bash:2' });
  // Asked again later, the dropped question is sent again (nothing waits on a lost request).
  client.setGame(['nim']);
  client.analyse('nim', '9');
  assert.equal(w.sent.filter((m) => m.type === 'analyse').length, 2);
});

test('a worker busy with a dropped request for over STALE_RUN_MS is replaced; the rest are sent again', async () => {
  const workers = fakeWorkers();
  const client = createClient({ makeWorker: workers.makeWorker });
  const busy = [];
  client.onBusy((info) => busy.push(info));
  client.setGame(['octal:0.77']);
  client.explain('octal:0.77', '14000');
  client.setGame(['bash:2']);
  const wanted = settled(client.analyse('bash:2', '23'));
  mock.timers.tick(STALE_RUN_MS - 200);
  assert.equal(workers.all.length, 1, 'not yet');
  mock.timers.tick(400);
  assert.equal(workers.all.length, 2);
  assert.ok(workers.all[0].ended);
  assert.deepEqual(workers.current.sent.map((m) => m.type), ['analyse'], 'only what is still wanted');
  assert.ok(busy.some((b) => b.stopped === 1), 'the busy box hears that old work was stopped');
  workers.current.answer(workers.current.sent[0].id, { value: 2 });
  await flush();
  assert.deepEqual(wanted.value, { value: 2 });
});

test('a check waiting behind a long request about the game goes first on a fresh worker', async () => {
  const workers = fakeWorkers();
  const client = createClient({ makeWorker: workers.makeWorker });
  client.setGame(['octal:0.77']);
  const long = settled(client.explain('octal:0.77', '14000'));
  const check = settled(client.describe('nim'));
  mock.timers.tick(STALE_RUN_MS + 200);
  assert.equal(workers.all.length, 2);
  const fresh = workers.current;
  assert.deepEqual(fresh.sent.map((m) => m.type), ['describe'], 'the long request is held back');
  fresh.answer(fresh.sent[0].id, { spec: 'nim' });
  await flush();
  assert.equal(check.value.spec, 'nim');
  mock.timers.tick(1);
  assert.deepEqual(fresh.sent.map((m) => m.type), ['describe', 'explain'], 'then it is sent again (the game did not change)');
  fresh.answer(fresh.sent[1].id, { value: 1 });
  await flush();
  assert.deepEqual(long.value, { value: 1 });
});

test('a crash refuses the request that caused it, sends the others to a new worker, and is heard', async () => {
  const workers = fakeWorkers();
  const client = createClient({ makeWorker: workers.makeWorker });
  const restarts = [];
  client.onRestart((info) => restarts.push(info));
  const culprit = settled(client.analyse('nim', '1e9'));
  const other = settled(client.describe('nim'));
  workers.current.reply({ id: workers.current.sent[0].id, type: 'crashed', message: 'Aborted()' });
  await flush();
  assert.match(culprit.error.message, /^the computation stopped: Aborted\(\)/);
  assert.deepEqual(restarts, [{ message: 'Aborted()', count: 1, lost: 'analyse' }]);
  assert.deepEqual(workers.current.sent.map((m) => m.type), ['describe']);
  workers.current.answer(workers.current.sent[0].id, { spec: 'nim' });
  await flush();
  assert.deepEqual(other.value, { spec: 'nim' });
});

test('a worker that keeps crashing, or a module that cannot load, stops the client', async () => {
  const workers = fakeWorkers();
  const client = createClient({ makeWorker: workers.makeWorker });
  for (let i = 0; i < 6; i++) {
    const p = settled(client.analyse('nim', String(i)));
    workers.current.reply({ id: workers.current.last('analyse').id, type: 'crashed', message: 'Aborted()' });
    await flush();
    assert.ok(p.error);
  }
  const after = settled(client.describe('nim'));
  await flush();
  assert.match(after.error.message, /stopped 6 times in a minute; reload the page/);

  const fatal = fakeWorkers();
  const broken = createClient({ makeWorker: fatal.makeWorker });
  const waiting = settled(broken.describe('nim'));
  fatal.current.reply({ type: 'fatal', message: 'could not load the WebAssembly module' });
  await flush();
  assert.equal(waiting.error.message, 'could not load the WebAssembly module');
  await assert.rejects(broken.describe('nim'), /could not load/);
});
