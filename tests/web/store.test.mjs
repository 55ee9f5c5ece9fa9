// The page's store: defaults, patches, and who hears what.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createStore } from '../../web/state/store.js';

test('a store starts from the defaults and the given keys, and each store is its own', () => {
  const a = createStore({ spec: 'nim' });
  const b = createStore();
  assert.equal(a.get().spec, 'nim');
  assert.equal(b.get().spec, 'subtraction:1,3,4');
  assert.equal(b.get().upTo, 48);
  a.set({ upTo: 10 });
  assert.equal(b.get().upTo, 48);
});

test('listeners hear only the keys they follow, once per patch, with the keys that changed', () => {
  const store = createStore();
  const heard = [];
  store.subscribe(['view'], (s, changed) => heard.push(['view', s.view, changed]));
  store.subscribe(null, (s, changed) => heard.push(['all', changed]));
  store.set({ view: 'pn', upTo: 20 });
  store.set({ upTo: 20 }); // no change: nobody hears
  store.set({ rows: 5 });
  assert.deepEqual(heard, [
    ['view', 'pn', ['view', 'upTo']],
    ['all', ['view', 'upTo']],
    ['all', ['rows']],
  ]);
});

test('an unsubscribed listener hears nothing more', () => {
  const store = createStore();
  let calls = 0;
  const stop = store.subscribe(['view'], () => calls++);
  store.set({ view: 'pn' });
  stop();
  store.set({ view: 'sg' });
  assert.equal(calls, 1);
});
