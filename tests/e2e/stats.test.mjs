// The statistics of a take-and-break table on the page (features/understand/stats-panel.js): on a
// phone's width, in English and Chinese, by keyboard; the figures checked against Grundy's game
// computed here by the mex rule (the largest value and where it first appears, and the rare heaps
// under the mask the page shows), and a game without a split refused with the core's reason.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshotPath, settleNear, usePageSession } from './harness.mjs';
import { openPage } from './play-helpers.mjs';

usePageSession();

const PHONE = { viewport: { width: 390, height: 844 } };

/** Grundy's game by the mex rule: a heap splits into two unequal heaps. */
function grundysGame(count) {
  const g = [];
  for (let n = 0; n < count; n++) {
    const options = new Set();
    for (let a = 1; 2 * a < n; a++) options.add(g[a] ^ g[n - a]);
    let v = 0;
    while (options.has(v)) v++;
    g.push(v);
  }
  return g;
}

const popcount = (x) => x.toString(2).replaceAll('0', '').length;

/** Waits for the statistics to be shown (or refused) after a request. */
const settled = (page) => settleNear(page, '#understand', 'stats-result');

/** The table's rows as the page shows them: cells' text by column. */
function rowsOf(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="stats-table"] tbody tr')].map((tr) => ({
      heaps: Number(tr.dataset.heaps),
      cells: [...tr.children].map((c) => c.textContent.trim().replace(/\s+/g, ' ')),
    })),
  );
}

test("Grundy's game on a phone: a row per power of two, its figures those of the mex rule, chosen by keyboard", async () => {
  const { page, problems, context } = await openPage('#game=grundy', PHONE);
  assert.equal(await settled(page), 'shown');
  // How far, by keyboard: the select reached with Tab from the panel above it and moved with the arrows.
  const to = page.getByTestId('stats-to');
  assert.equal(await to.inputValue(), String(2 ** 16));
  // From 2^8 to the page's bound, limits.statsSize (2^20).
  assert.deepEqual(await to.locator('option').evaluateAll((o) => [o.length, o[0].value, o.at(-1).value]), [13, '256', String(2 ** 20)]);
  await to.focus();
  for (let k = 16; k > 10; k--) await page.keyboard.press('ArrowUp');
  assert.equal(await to.inputValue(), '1024');
  assert.equal(await settled(page), 'shown');
  await page.waitForFunction(() => document.querySelector('[data-testid="stats-table"] tbody tr:last-child')?.dataset.heaps === '1024');

  const g = grundysGame(1024);
  const rows = await rowsOf(page);
  assert.deepEqual(
    rows.map((r) => r.heaps),
    [2, 4, 8, 16, 32, 64, 128, 256, 512, 1024],
  );
  for (const { heaps, cells } of rows) {
    const [, maskText, rare, lastRare, largest] = cells;
    const mask = parseInt(maskText, 2);
    const twist = maskText.endsWith('+n');
    const isRare = (n) => (popcount(g[n] & mask) + (twist ? n & 1 : 0)) % 2 === 0; // k0 = 0: Grundy's game takes nothing
    const rareHeaps = [...Array(heaps).keys()].filter(isRare);
    const top = Math.max(...g.slice(0, heaps));
    assert.equal(rare, String(rareHeaps.length), `rare heaps below ${heaps}`);
    assert.equal(lastRare, `${rareHeaps.at(-1)} (${g[rareHeaps.at(-1)]})`, `the last rare heap below ${heaps}`);
    assert.equal(largest, `${top} (${g.indexOf(top)})`, `the largest value below ${heaps}`);
  }

  // For a screen reader: a caption, column headers, and a scrolling region that takes focus.
  const table = page.getByTestId('stats-table');
  assert.match(await table.locator('caption').textContent(), /heaps 0 to 1023/);
  assert.equal(await table.locator('thead th[scope="col"]').count(), 5);
  assert.equal(await table.locator('tbody th[scope="row"]').count(), rows.length);
  await to.focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.className), 'stats-scroll');
  // Nothing wider than the phone's screen: the table scrolls inside its region.
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  await page.locator('.stats').screenshot({ path: screenshotPath('stats-grundy-phone') });
  assert.deepEqual(problems, []);
  await context.close();
});

test('in Chinese: the headers and the reason a game has no statistics are worded in Chinese', async () => {
  const { page, problems, context } = await openPage('#game=nim&lang=zh', PHONE);
  assert.equal(await settled(page), 'error');
  assert.match(await page.getByTestId('stats-error').textContent(), /没有稀有\/常见之分/);
  await page.getByTestId('lang-select').selectOption('en');
  await page.waitForFunction(() => /has no rare\/common split/.test(document.querySelector('[data-testid="stats-error"]')?.textContent ?? ''));

  await page.getByTestId('lang-select').selectOption('zh');
  await page.getByTestId('gallery-kayles').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="stats-table"] tbody tr'), null, { timeout: 30000 });
  const heads = await page.getByTestId('stats-table').locator('thead th').allTextContents();
  assert.deepEqual(heads, ['n <', '掩码', '稀有', '最后的稀有 n（g）', '最大 g（首次出现的 n）']);
  assert.match(await page.getByTestId('stats-table').locator('caption').textContent(), /每个 2 的幂/);
  await page.locator('.stats').screenshot({ path: screenshotPath('stats-kayles-zh-phone') });
  assert.deepEqual(problems, []);
  await context.close();
});
