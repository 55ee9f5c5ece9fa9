// Seams between the page's panels and the core: a take-and-break split inside a mixed sum, and a
// bounded board's table.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';
import { hashFor, playOut, waitForTurn } from './play-helpers.mjs';

usePageSession();

// Kayles (0.77) values by brute force, written here: a move takes 1 or 2 adjacent pins, possibly
// splitting the row in two.
function kayles(n) {
  const g = [0];
  for (let h = 1; h <= n; h++) {
    const seen = new Set();
    for (const take of [1, 2])
      for (let left = 0; left + take <= h; left++) seen.add(g[left] ^ g[h - take - left]);
    let v = 0;
    while (seen.has(v)) v++;
    g.push(v);
  }
  return g;
}

// "(1+3)+3": the Kayles group, then the Nim heap.
function mixedValue(text) {
  const [group, nim] = text.startsWith('(') ? [text.slice(1, text.indexOf(')')), text.slice(text.indexOf(')') + 2)] : text.split('+');
  const k = kayles(20);
  return group.split('+').reduce((x, h) => x ^ k[Number(h)], 0) ^ Number(nim);
}

test('a Kayles split inside Kayles + Nim is shown as a group and the game plays to the end', async () => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}${hashFor({ game: 'octal:0.77+nim', mode: 'play', position: '5+3', first: 'you' })}`);
  const start = await waitForTurn(page);
  assert.equal(start.position, '5+3');
  // Take one pin from the middle of five: two rows, 1 and 3 (or 2 and 2), both in the Kayles part.
  const split = start.moves.find((to) => to.startsWith('('));
  assert.ok(split, `a split is offered among ${start.moves.join(' | ')}`);
  await page.locator(`[data-testid="moves"] [data-to="${split}"]`).first().click();
  const result = await playOut(page, (state) => state.moves.find((to) => mixedValue(to) === 0) ?? state.moves[0]);
  assert.ok(['you', 'computer'].includes(result.winner));
  // The split was kept (not taken back): the next position is not the start again.
  assert.notEqual(result.positions[0], '5+3');
  // The link's record of the game starts with the split, written as a group.
  const line = decodeURIComponent(new URLSearchParams((await page.evaluate(() => location.hash)).slice(1).replace(/\+/g, '%2B')).get('line'));
  assert.equal(line.split('>')[0], split);
  await page.screenshot({ path: screenshotPath('integration-mixed-sum'), fullPage: true });
  assert.deepEqual(problems, []);
  await page.close();
});

test('a bounded corner board shows exactly its own cells', async () => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  await page.goto(`${server.url}#game=corner:5,6`);
  await page.waitForFunction(() => document.querySelector('[data-testid="heatmap"]')?.dataset.complete === 'true');
  const heat = page.getByTestId('heatmap');
  assert.equal(await heat.getAttribute('data-rows'), '5');
  assert.equal(await heat.getAttribute('data-cols'), '6');
  await page.close();
});
