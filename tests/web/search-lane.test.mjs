// A search lane (web/worker/search-lane.js) with a scripted fake worker: a search
// settles at once when it ends or is cancelled, and the worker it ran in is then let go through
// `retire`, which ends it once the page has drawn and is idle (retireWhenIdle), not in the task
// that settled the search. Time and the browser's frame callbacks are mocked.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, mock, test } from 'node:test';
import { createSearchLane, retireWhenIdle } from '../../web/worker/search-lane.js';
import { fakeWorkers } from './fake-workers.mjs';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

test('a finished search settles with its result, and its worker is retired, deaf from then on; the next request starts another', async () => {
  const workers = fakeWorkers();
  const retired = [];
  const client = createSearchLane({ makeWorker: workers.makeWorker, retire: (w) => retired.push(w) });
  const progress = [];
  const search = client.search('octal:0.1777', 1e6, (p) => progress.push(p.done));
  const [w] = workers.all;
  const { id } = w.last('periodSearch');
  assert.deepEqual(w.last('periodSearch'), { id, type: 'periodSearch', spec: 'octal:0.1777', max: 1e6 });
  w.reply({ id, type: 'progress', progress: { done: 10 } });
  w.reply({ id, type: 'result', result: { patterns: 'p', progress: { done: 20 } } });
  assert.deepEqual(await search, { patterns: 'p', progress: { done: 20 } });
  assert.deepEqual(progress, [10]);
  assert.deepEqual(retired, [w], 'the worker is handed to retire once');
  assert.equal(w.ended, 0, 'the lane does not end it itself');
  assert.equal(w.onmessage, null, 'its messages are no longer heard');
  assert.equal(w.onerror, null);

  const limit = client.limit('octal:0.1777');
  assert.equal(workers.all.length, 2, 'a new worker for the next request');
  workers.all[1].reply({ id: workers.all[1].last('searchLimit').id, type: 'result', result: { most: 5 } });
  assert.deepEqual(await limit, { most: 5 });
  assert.equal(retired.length, 1, 'a limit asked keeps its worker for the search that follows');
});

test('cancel settles a running search with null at once and retires its worker; a refusal is an error with its id', async () => {
  const workers = fakeWorkers();
  const retired = [];
  const client = createSearchLane({ makeWorker: workers.makeWorker, retire: (w) => retired.push(w) });
  const search = client.search('octal:0.1777', 1e8);
  client.cancel();
  assert.equal(await search, null);
  assert.deepEqual(retired, workers.all);

  const refused = client.search('nim', 100);
  const w = workers.all[1];
  w.reply({ id: w.last('periodSearch').id, type: 'error', error: { message: 'no period search for nim', id: 'period.not-heap', args: { spec: 'nim' } } });
  await assert.rejects(refused, { name: 'GrundyError', id: 'period.not-heap', message: 'no period search for nim' });
  assert.deepEqual(retired, workers.all, 'the worker of a refused search is let go too');
});

test('a worker that crashes rejects what was pending with crashed, and is retired', async () => {
  const workers = fakeWorkers();
  const retired = [];
  const client = createSearchLane({ makeWorker: workers.makeWorker, retire: (w) => retired.push(w) });
  const search = client.search('octal:0.1777', 1e8);
  workers.all[0].onerror({ message: 'out of memory' });
  await assert.rejects(search, { crashed: true, message: 'out of memory' });
  assert.deepEqual(retired, workers.all);
});

// retireWhenIdle with the browser's frame callbacks mocked: requestAnimationFrame and
// requestIdleCallback run only when the test says the page drew a frame or went idle.
const browser = { frames: [], idle: [], visibility: 'visible' };
beforeEach(() => {
  mock.timers.enable({ apis: ['setTimeout'] });
  Object.assign(browser, { frames: [], idle: [], visibility: 'visible' });
  globalThis.requestAnimationFrame = (f) => browser.frames.push(f);
  globalThis.requestIdleCallback = (f, options) => browser.idle.push({ f, options });
  globalThis.document = { get visibilityState() {
    return browser.visibility;
  } };
});
afterEach(() => {
  mock.timers.reset();
  delete globalThis.requestAnimationFrame;
  delete globalThis.requestIdleCallback;
  delete globalThis.document;
});

test('retireWhenIdle ends a worker after the next frame is drawn and the page is idle, once', async () => {
  const w = fakeWorkers().makeWorker();
  retireWhenIdle(w);
  assert.equal(w.ended, 0, 'not in the task that let it go');
  browser.frames.shift()();
  mock.timers.tick(0);
  assert.equal(w.ended, 0, 'not in the frame either');
  const { f, options } = browser.idle.shift();
  assert.ok(options.timeout <= 1000, 'the idle wait is bounded');
  f();
  assert.equal(w.ended, 1, 'ended when idle');
  mock.timers.tick(1000);
  assert.equal(w.ended, 1, 'and only once');
  await flush();
});

test('retireWhenIdle ends a worker within a second when no frame comes, and at once in a hidden tab', () => {
  const w = fakeWorkers().makeWorker();
  retireWhenIdle(w);
  mock.timers.tick(999);
  assert.equal(w.ended, 0);
  mock.timers.tick(1);
  assert.equal(w.ended, 1, 'a page that draws no frame still lets the memory go');

  browser.visibility = 'hidden';
  const hidden = fakeWorkers().makeWorker();
  retireWhenIdle(hidden);
  assert.equal(hidden.ended, 1);
  assert.equal(browser.frames.length, 1, 'no frame waited for in a hidden tab');
});
