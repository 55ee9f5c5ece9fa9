// The worker survives a crash: when the wasm module traps (here an out-of-memory: the test makes
// the worker's WebAssembly.Memory refuse to grow, as a browser short of memory does, and then asks
// for a table that needs more memory, so the core's allocation aborts) or the worker throws an
// error nothing catches, the page starts a new worker, shows and announces a notice, keeps
// everything the person typed, and goes on answering. The crash is made from the test through
// Playwright's handle on the worker: the page itself has no way to cause one.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';

usePageSession();

async function openPage(hash) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}index.html#${hash}`);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="table"] [data-sg], .view-heatmap canvas').length > 0);
  return { page, problems };
}

async function currentWorker(page) {
  for (let i = 0; i < 100 && page.workers().length === 0; i++) await page.waitForTimeout(50);
  const workers = page.workers();
  assert.ok(workers.length >= 1, 'the page has a worker');
  return workers.at(-1);
}

async function explainWorks(page, position, value) {
  await page.getByTestId('position-input').fill(position);
  await page.getByTestId('position-input').press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]')?.dataset.state === 'shown', null, { timeout: 15_000 });
  assert.equal(await page.getByTestId('explanation').getAttribute('data-sg'), String(value));
}

test('out of memory in the worker: a new worker, a notice, the input kept, the page goes on', async () => {
  const { page, problems } = await openPage('game=wythoff&rows=32&cols=32');
  const first = await currentWorker(page);
  // The person has typed an unfinished spec (refused, kept in the field) and a position.
  await page.getByTestId('spec-text').fill('wythoff+subtraction:1,');
  await page.getByTestId('spec-text-error').waitFor();
  // Memory can no longer grow in this worker.
  await first.evaluate(() => {
    WebAssembly.Memory.prototype.grow = () => {
      throw new RangeError('WebAssembly.Memory.grow(): Maximum memory size exceeded');
    };
  });
  // A 2000 x 2000 table (allowed: 4,000,000 positions) needs 16 MiB more than the module has.
  await page.getByTestId('rows-input').fill('2000');
  await page.getByTestId('cols-input').fill('2000');
  const notice = page.getByTestId('engine-notice');
  await notice.waitFor({ timeout: 20_000 });
  assert.equal(await notice.getAttribute('role'), 'alert', 'announced');
  const text = await notice.textContent();
  assert.match(text, /stopped and has been started again/);
  assert.match(text, /not finished \(Aborted\(/, 'says which request was lost and why');
  // Everything typed is still there.
  assert.equal(await page.getByTestId('spec-text').inputValue(), 'wythoff+subtraction:1,');
  assert.equal(await page.getByTestId('rows-input').inputValue(), '2000');
  assert.equal(await page.getByTestId('cols-input').inputValue(), '2000');
  // A new worker answers: the table (from the new worker, whose memory grows) and an explanation.
  assert.ok(!page.workers().includes(first) || page.workers().length > 1, 'the crashed worker was replaced');
  // Wythoff's (3,5) is a P-position (the golden-ratio pairs (1,2), (3,5), (4,7), ...): value 0.
  await explainWorks(page, '3,5', 0);
  await notice.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath('restart-oom'), fullPage: false });
  assert.deepEqual(problems, []);
  await page.close();
});

test('an error nothing in the worker catches: replaced the same way, and the notice can be dismissed', async () => {
  const { page, problems } = await openPage('game=subtraction:1,3,4&size=40');
  const first = await currentWorker(page);
  await page.getByTestId('position-input').fill('7+4+9');
  await first.evaluate(() => {
    setTimeout(() => {
      throw new Error('test: an error no handler catches');
    }, 0);
  });
  const notice = page.getByTestId('engine-notice');
  await notice.waitFor({ timeout: 20_000 });
  assert.match(await notice.textContent(), /test: an error no handler catches/);
  assert.equal(await page.getByTestId('position-input').inputValue(), '7+4+9');
  await page.getByTestId('position-input').press('Enter');
  // S = {1,3,4}: g(n) = 0,1,0,1,2,3,2 repeating with period 7, so g(7) ^ g(4) ^ g(9) = 0 ^ 2 ^ 0.
  await explainWorks(page, '7+4+9', 2);
  await page.getByTestId('dismiss-engine-notice').click();
  assert.ok(await notice.isHidden());
  assert.deepEqual(problems, []);
  await page.close();
});
