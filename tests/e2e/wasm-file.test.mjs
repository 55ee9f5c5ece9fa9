// The served site sends the wasm as a file of its own (not as base64 inside a script): the worker
// fetches it once, the server labels it application/wasm (so the worker compiles it while it
// downloads), the browser keeps it for the next visit, and the scripts stay small. When the file is
// missing, the page says so in words instead of waiting for a table that never comes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, server, usePageSession } from './harness.mjs';
import { hashFor } from './play-helpers.mjs';

usePageSession();

const isWasm = (url) => new URL(url).pathname.endsWith('.wasm');
// The first module's wasm: what the first table needs (the full module may follow, for the sections
// near the screen that ask it: understand.js).
const isFirstWasm = (url) => /\/grundy_wasm_first[^/]*\.wasm$/.test(new URL(url).pathname);
const tableShown = () => document.querySelectorAll('[data-testid="table"] [data-sg]').length > 20;

test('the page fetches the wasm as its own file, compiles it and runs the table; a second visit reuses it', async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  const responses = [];
  context.on('response', (r) => responses.push(r));
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const workers = [];
  page.on('worker', (w) => workers.push(w));
  await page.goto(`${server.url}index.html${hashFor({ game: 'subtraction:1,3,4' })}`);
  await page.waitForFunction(tableShown);

  const wasm = responses.filter((r) => isFirstWasm(r.url()));
  assert.equal(wasm.length, 1, `one request for the first module's .wasm: ${responses.map((r) => r.url()).join(', ')}`);
  assert.equal(wasm[0].status(), 200);
  assert.match(wasm[0].headers()['content-type'] ?? '', /^application\/wasm/);
  const bytes = await wasm[0].body();
  assert.deepEqual([...bytes.subarray(0, 4)], [0x00, 0x61, 0x73, 0x6d], 'the file is a wasm binary');
  // The worker asked for it (the page itself never does), with fetch().
  const [worker] = workers;
  assert.ok(worker, 'the page started a worker');
  const entries = await worker.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => ({ name: e.name, initiator: e.initiatorType })),
  );
  assert.deepEqual(
    entries.filter((e) => isFirstWasm(e.name)),
    [{ name: wasm[0].url(), initiator: 'fetch' }],
  );
  // No script carries the wasm: the largest script is much smaller than the wasm.
  for (const r of responses.filter((r) => /javascript/.test(r.headers()['content-type'] ?? ''))) {
    const body = await r.body();
    assert.ok(!body.includes('data:application/wasm') && !body.includes('data:application/octet-stream;base64,AGFzbQ'), `${r.url()} has no embedded wasm`);
    assert.ok(body.length < bytes.length / 2, `${r.url()} (${body.length} bytes) is smaller than half the wasm (${bytes.length})`);
  }

  // A second visit in the same browser: the wasm comes from the HTTP cache (nothing transferred)
  // or is confirmed unchanged by the server (304, headers only), never downloaded again.
  const before = responses.length;
  const again = await context.newPage();
  const secondWorkers = [];
  again.on('worker', (w) => secondWorkers.push(w));
  await again.goto(`${server.url}index.html${hashFor({ game: 'subtraction:1,3,4' })}`);
  await again.waitForFunction(tableShown);
  const timing = await secondWorkers[0].evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\/grundy_wasm_first[^/]*\.wasm$/.test(new URL(e.name).pathname))
      .map((e) => ({ transferSize: e.transferSize, encodedBodySize: e.encodedBodySize })),
  );
  assert.equal(timing.length, 1);
  const statuses = responses.slice(before).filter((r) => isFirstWasm(r.url())).map((r) => r.status());
  assert.ok(
    timing[0].transferSize < 1000 || statuses.every((s) => s === 304),
    `the second visit did not download the wasm again: ${JSON.stringify({ timing, statuses })}`,
  );
  assert.deepEqual(problems, []);
  await context.close();
});

test('a missing wasm file is reported on the page and in the embed, not left blank', async () => {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  await context.route((url) => isWasm(url.href), (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }));
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}index.html${hashFor({ game: 'subtraction:1,3,4' })}`);
  const status = page.getByTestId('table-status');
  await page.waitForFunction(() => /WebAssembly/.test(document.querySelector('[data-testid="table-status"]')?.textContent ?? ''));
  const text = await status.textContent();
  assert.match(text, /could not load the WebAssembly module \(grundy_wasm[^)]*\.wasm\): the server answered 404/);

  const embed = await context.newPage();
  embed.on('pageerror', (e) => problems.push(e.message));
  await embed.goto(`${server.url}embed.html${hashFor({ game: 'subtraction:1,3,4', mode: 'both', position: '7' })}`);
  await embed.waitForFunction(() => /WebAssembly/.test(document.querySelector('[data-testid="mini-status"]')?.textContent ?? ''));
  assert.match(await embed.getByTestId('mini-status').textContent(), /could not load the WebAssembly module .*404/);
  assert.deepEqual(problems, []);
  await context.close();
});
