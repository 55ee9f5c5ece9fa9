// The page's table store (web/state/table.js) with a fake client: the values it keeps start 1 byte
// each and are widened (a wider array, the values so far copied) when a chunk brings a larger value,
// whatever typed array the chunk comes in.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createTable } from '../../web/state/table.js';

// A client whose table stream the test drives: send(from, values) is a progress message, end() its result.
function fakeClient() {
  const streams = [];
  return {
    streams,
    table(spec, rows, cols, onProgress) {
      return new Promise((resolve) => {
        streams.push({
          spec,
          send: (from, values) => onProgress({ from, values, done: from + values.length, total: rows * cols }),
          end: () => resolve({ done: rows * cols, total: rows * cols }),
        });
      });
    },
    cancelTable() {},
  };
}

const strip = (upTo) => ({ component: { spec: 'lasker', table: 'strip' }, spec: 'lasker', kind: 'strip', rows: upTo + 1, cols: 1 });

test('the store keeps values 1 byte each until one passes 255, then 2, then 4, each value kept across the widening', async () => {
  const client = fakeClient();
  const table = createTable(client);
  const events = [];
  table.subscribe((d, e) => events.push([e.type, d.values.BYTES_PER_ELEMENT]));
  table.start(strip(99_999));
  assert.ok(table.data.values instanceof Uint8Array);
  assert.equal(table.data.values.length, 100_000);
  const [stream] = client.streams;
  // Lasker's Nim's values, in the chunk types the worker posts (the narrowest that holds them).
  // g(0) = 0; g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3.
  const g = (n) => (n === 0 ? 0 : [n - 1, n, n, n + 1][n % 4]);
  const chunk = (from, to) => {
    const values = Array.from({ length: to - from }, (_, i) => g(from + i));
    const max = Math.max(...values);
    return (max < 256 ? Uint8Array : max < 65536 ? Uint16Array : Uint32Array).from(values);
  };
  stream.send(0, chunk(0, 200));
  assert.ok(table.data.values instanceof Uint8Array);
  stream.send(200, chunk(200, 1000));
  assert.ok(table.data.values instanceof Uint16Array, 'widened at a value past 255');
  // A wide chunk of small values does not widen it further.
  stream.send(1000, Uint32Array.from(chunk(1000, 1100)));
  assert.ok(table.data.values instanceof Uint16Array);
  stream.send(1100, chunk(1100, 70_000));
  assert.ok(table.data.values instanceof Uint32Array, 'widened at a value past 65535');
  stream.send(70_000, chunk(70_000, 100_000));
  stream.end();
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(table.data.status, 'complete');
  assert.equal(table.data.values.length, 100_000);
  for (let n = 0; n < 100_000; n++) if (table.data.values[n] !== g(n)) assert.fail(`g(${n}) = ${table.data.values[n]}, not ${g(n)}`);
  assert.equal(table.data.max, g(99_999));
  assert.deepEqual(events.slice(0, 3), [['reset', 1], ['progress', 1], ['progress', 2]]);
  assert.deepEqual(events.at(-1), ['complete', 4]);

  // A new table starts again at 1 byte a value; a stale stream's chunks are ignored.
  table.start(strip(9));
  assert.ok(table.data.values instanceof Uint8Array);
  stream.send(0, Uint32Array.of(100_000));
  assert.ok(table.data.values instanceof Uint8Array);
  assert.equal(table.data.values[0], 0);
});
