// Values past 255 on the page: the worker sends each chunk in the narrowest typed array that holds
// it and the page's table (web/state/table.js) starts at a byte a value and widens when a chunk
// needs more, so the cells must show the same values on both sides of each widening. Lasker's Nim
// climbs past 255 at heap 255 and past 65535 at heap 65535; its values come from a formula checked
// here against its definition.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';

usePageSession();

// Lasker's Nim by its definition (take any number from a heap, or split it into two non-empty heaps).
function laskerBruteForce(size) {
  const g = new Array(size).fill(0);
  const seen = new Int32Array(4 * size + 4).fill(-1);
  for (let n = 1; n < size; n++) {
    for (let k = 1; k <= n; k++) seen[g[n - k]] = n;
    for (let a = 1; 2 * a <= n; a++) seen[g[a] ^ g[n - a]] = n;
    let v = 0;
    while (seen[v] === n) v++;
    g[n] = v;
  }
  return g;
}
// Its formula, checked against the brute force below: g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3.
const lasker = (n) => (n === 0 ? 0 : [n - 1, n, n, n + 1][n % 4]);

async function openTable(hash) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}index.html${hash}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="table"]')?.dataset.complete === 'true');
  return { page, problems };
}

const cellsOf = (page) =>
  page.$$eval('[data-testid="table"] [data-position]', (els) => els.map((e) => ({ n: Number(e.dataset.position), sg: e.dataset.sg, text: e.querySelector('.g').textContent })));

test("Lasker's Nim to 1000 shows every value, those past 255 included", async () => {
  const truth = laskerBruteForce(1001);
  for (let n = 0; n < 1001; n++) assert.equal(lasker(n), truth[n], `the formula at ${n}`);
  const { page, problems } = await openTable('#game=lasker&size=1000&row=20');
  const cells = await cellsOf(page);
  assert.equal(cells.length, 1001);
  for (const c of cells) {
    assert.equal(c.sg, String(truth[c.n]), `cell ${c.n}`);
    assert.equal(c.text, String(truth[c.n]), `cell ${c.n} shows its value`);
  }
  assert.ok(cells.some((c) => Number(c.sg) > 255));
  await page.screenshot({ path: screenshotPath('wide-values'), fullPage: true });
  assert.deepEqual(problems, []);
  await page.close();
});

test('a table past the strip: 200,000 heaps computed, the strip draws its first 100,000, past 65535 too', async () => {
  const { page, problems } = await openTable('#game=lasker&size=199999');
  assert.equal(await page.getByTestId('table-status').textContent(), 'lasker: 200,000 positions, 1 of them P. The strip shows heaps 0 to 99,999; the plot and the statistics cover all 200,000.');
  // The strip's last cell, reached from the keyboard: heap 99,999 (values there need 4 bytes). The
  // first cell is focused, not clicked: a click explains it, and the explained cell is scrolled back
  // into view when its explanation arrives.
  await page.locator('[data-testid="table"] [data-position="0"]').focus();
  await page.keyboard.press('Control+End');
  await page.waitForFunction(() => document.activeElement?.dataset.position === '99999');
  const last = await cellsOf(page);
  const far = last.filter((c) => c.n >= 99_990);
  assert.ok(far.length >= 10, `${far.length} cells near the end`);
  for (const c of far) assert.equal(c.sg, String(lasker(c.n)), `cell ${c.n}`);
  assert.ok(!last.some((c) => c.n >= 100_000), 'no cell past the strip');
  assert.deepEqual(problems, []);
  await page.close();
});
