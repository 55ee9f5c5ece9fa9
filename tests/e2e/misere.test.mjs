// The Misère view of the table (features/misere/: misere-view.js, misere-panel.js) in Chromium: Kayles' genus
// strip, quotient and pretending function checked against a misère search of Kayles written here
// (every sum of two heaps to 20: the table's cell for their two elements is marked P exactly when
// the search says the sum is lost for the player to move), in English at 1280x800 and in Chinese on a
// phone, and off for a game that is not one of heaps.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshotPath, settleNear, usePageSession } from './harness.mjs';
import { openPage } from './play-helpers.mjs';
import { kaylesWins } from '../wasm/misere-kayles.mjs';

usePageSession();

const PHONE = { viewport: { width: 390, height: 844 } };

/** Opens the Misère view (its switch is on once the game is one of heaps) and waits for what it shows. */
async function settled(page) {
  const button = page.getByTestId('view-misere');
  await page.waitForFunction(() => document.querySelector('[data-testid="view-misere"]')?.disabled === false, null, { timeout: 60_000 });
  if ((await button.getAttribute('aria-checked')) !== 'true') await button.click();
  return settleNear(page, '[data-testid="misere-view"]', 'misere-result');
}

test("Kayles: the genus strip, the quotient's table and the pretending function agree with a misère search", async () => {
  const { page, problems, context } = await openPage('#game=octal:0.77', { viewport: { width: 1280, height: 800 } });
  assert.equal(await settled(page), 'shown');
  assert.equal(await page.getByTestId('misere-section').isVisible(), true);
  assert.match(await page.getByTestId('misere-standing').textContent(), /heaps 0 to 4 are tame, and heap 5 \(genus 4\^146\) is wild/);
  const genus = await page.getByTestId('misere-genus').locator('li').evaluateAll((li) => li.map((x) => x.dataset.genus));
  // Winning Ways' genera of Kayles (ch. 13), heaps 0 to 12.
  assert.deepEqual(genus.slice(0, 13), ['0^120', '1^031', '2^20', '3^31', '1^031', '4^146', '3^31', '2^20', '1^13', '4^046', '2^20', '6^46', '4^046']);
  assert.equal(genus.length, 21);
  // The superscript is a superscript, not digits run into g.
  assert.equal(await page.locator('[data-testid="misere-genus"] li[data-heap="5"] sup').textContent(), '146');

  const pretending = await page.getByTestId('misere-pretending').locator('li').evaluateAll((li) => li.map((x) => x.dataset.element));
  assert.equal(pretending.length, 21);
  const table = page.getByTestId('misere-table');
  const cells = await table.evaluate((t) =>
    Object.fromEntries([...t.querySelectorAll('tbody tr')].map((tr) => [tr.dataset.element, [...tr.querySelectorAll('td')].map((td) => td.dataset.p === 'true')])),
  );
  const columns = await table.locator('thead th').evaluateAll((th) => th.map((x) => x.dataset.element));
  const order = columns.length;
  assert.match(await page.getByTestId('misere-quotient-line').textContent(), new RegExp(`has ${order} elements`));
  const memo = new Map();
  for (let a = 1; a <= 20; a++)
    for (let b = 1; b <= a; b++) {
      const markedP = cells[pretending[a]][columns.indexOf(pretending[b])];
      assert.equal(markedP, !kaylesWins([a, b], memo), `${a}+${b}: ${pretending[a]} times ${pretending[b]}`);
    }
  // A heap alone: its element's mark in the strip is the search's answer for the one heap.
  for (let n = 0; n <= 20; n++) {
    const marked = await page.locator(`[data-testid="misere-pretending"] li[data-heap="${n}"]`).getAttribute('data-p');
    assert.equal(marked === 'true', !kaylesWins([n], memo), `heap ${n}`);
  }
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth));
  await page.getByTestId('misere-section').screenshot({ path: screenshotPath('misere-kayles-1280') });
  // The switch from the keyboard: the arrows move among the three views, and the section goes with the view.
  await page.getByTestId('view-misere').focus();
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.getByTestId('view-pn').getAttribute('aria-checked'), 'true');
  assert.equal(await page.getByTestId('misere-view').isHidden(), true);
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.getByTestId('view-misere').getAttribute('aria-checked'), 'true');
  assert.equal(await page.getByTestId('misere-view').isVisible(), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('in Chinese on a phone from a link, and off for a game that is not one of heaps', async () => {
  const { page, problems, context } = await openPage('#game=octal:0.77&lang=zh&view=misere', PHONE);
  assert.equal(await settled(page), 'shown');
  assert.equal(await page.getByTestId('view-misere').getAttribute('aria-checked'), 'true', 'the link chose the view');
  // The values stay above it, coloured as the SG view's.
  assert.equal(await page.locator('.view-strip [data-position="5"]').isVisible(), true);
  assert.match(await page.getByTestId('misere-standing').textContent(), /第 5 堆（亏格 4\^146）是狂野的/);
  assert.match(await page.locator('[data-testid="misere-section"] h3').textContent(), /反常博弈/);
  assert.match(await page.getByTestId('misere-quotient-line').textContent(), /反常商有 \d+ 个元素/);
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'nothing wider than the phone');
  await page.getByTestId('misere-section').screenshot({ path: screenshotPath('misere-kayles-zh-phone') });
  await page.goto(page.url().replace(/#.*/, '#game=wythoff&lang=zh&view=misere'));
  await page.reload();
  await page.waitForFunction(() => document.querySelector('[data-testid="view-sg"]')?.getAttribute('aria-checked') === 'true');
  // Off, saying why; the table shows its values.
  assert.equal(await page.getByTestId('view-misere').isDisabled(), true);
  assert.match(await page.getByTestId('view-misere').getAttribute('title'), /堆类游戏/);
  assert.equal(await page.getByTestId('misere-view').isHidden(), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test("a wild game's quotient that outgrows its budget says where it stopped, and Keep going asks again with more", async () => {
  const { page, problems, context } = await openPage('#game=octal:0.6');
  assert.equal(await settled(page), 'shown');
  // The genus is shown; the quotient stopped on its budget, with the core's message.
  assert.equal(await page.locator('[data-testid="misere-genus"] li').count(), 21);
  const stopped = await page.getByTestId('misere-error').textContent();
  assert.match(stopped, /No misère quotient: at heap 16, the misère quotient of octal:0\.6 \(order 96 so far\) needed more than 500000 steps/);
  await page.getByTestId('keep-going').click();
  await page.waitForFunction(() => /needed more than 2000000 steps/.test(document.querySelector('[data-testid="misere-error"]')?.textContent ?? ''), null, { timeout: 60000 });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a misère Kayles sum explained: the quotient names the product and its verdict, the search agrees', async () => {
  const { page, problems, context } = await openPage('#game=misere:octal:0.77');
  for (const [position, lang] of [['5+7+9', 'en'], ['5+1', 'en'], ['8+6+3', 'zh']]) {
    if (lang === 'zh') await page.getByTestId('lang-select').selectOption('zh');
    await page.getByTestId('position-input').fill(position);
    await page.getByTestId('explain-button').click();
    await page.waitForFunction((p) => document.querySelector('[data-testid="explanation"]')?.dataset.for === p, position);
    const outcome = await page.getByTestId('explanation').getAttribute('data-outcome');
    const heaps = position.split('+').map(Number);
    assert.equal(outcome, kaylesWins(heaps) ? 'N' : 'P', position);
    const text = await page.getByTestId('explain-quotient').textContent();
    if (lang === 'en') assert.match(text, new RegExp(`follows its misère quotient .*their product \\S+ is ${outcome === 'P' ? 'in' : 'not in'} the P-portion`), text);
    else assert.match(text, new RegExp(`反常商.*${outcome === 'P' ? '在 P 部分中' : '不在 P 部分中'}`), text);
  }
  assert.deepEqual(problems, []);
  await context.close();
});

test('the quotient to more heaps in a worker of its own: Kayles to heap 200 proves its period; a wild search is cancelled', async () => {
  const { page, problems, context } = await openPage('#game=octal:0.77', { viewport: { width: 1280, height: 800 } });
  assert.equal(await settled(page), 'shown');
  // The first look (heaps 0 to 20) proves no period: the box offers heap 200.
  assert.match(await page.getByTestId('misere-quotient-line').textContent(), /No period is proven by heap 20/);
  const to = page.getByTestId('quotient-search-to');
  assert.equal(await to.inputValue(), '200');
  // A heap the first look already has is refused, saying what would be taken; what was typed stays.
  await to.fill('12');
  await to.press('Enter');
  assert.match(await page.getByTestId('quotient-search-error').textContent(), /“12” is not a heap this search takes: type a whole number from 21 to 5,000/);
  assert.equal(await to.inputValue(), '12');
  assert.equal(await to.getAttribute('aria-invalid'), 'true');
  await to.fill('200');
  await to.press('Enter');
  // Kayles' quotient: order 40, its pretending function periodic (period 12 from heap 71), as MisereSolver finds.
  const status = page.getByTestId('quotient-search-status');
  await page.waitForFunction(() => /Found in/.test(document.querySelector('[data-testid="quotient-search-status"]')?.textContent ?? ''), null, { timeout: 120000 });
  assert.match(await status.textContent(), /the quotient of heaps 0 to 200 is shown above/);
  assert.match(await page.getByTestId('misere-quotient-line').textContent(), /heaps 0 to 200 has 40 elements.*periodic \(period 12 from heap 71\)/);
  assert.equal(await page.getByTestId('misere-pretending').locator('li').count(), 201);
  // The period proven, nothing more to find: the box is gone, the sentence stays.
  assert.equal(await page.getByTestId('quotient-search-form').isHidden(), true);
  await page.getByTestId('misere-section').screenshot({ path: screenshotPath('misere-kayles-200-1280') });

  // 0.6's quotient grows without end: a search to heap 40 shows its heaps as it goes and is cancelled.
  await page.goto(page.url().replace(/#.*/, '#game=octal:0.6'));
  await page.reload();
  assert.equal(await settled(page), 'shown');
  await page.getByTestId('quotient-search-to').fill('40');
  await page.getByTestId('quotient-search-start').click();
  await page.waitForFunction(() => /\d+ of 41 heaps done · \d+ elements so far/.test(document.querySelector('[data-testid="quotient-search-status"]')?.textContent ?? ''));
  await page.getByTestId('quotient-search-cancel').click();
  assert.match(await status.textContent(), /Cancelled after \d+ heaps; the quotient shown is still that of heaps 0 to 20/);
  assert.equal(await page.getByTestId('quotient-search-start').isVisible(), true);
  assert.match(await page.getByTestId('misere-error').textContent(), /at heap 16/);
  assert.deepEqual(problems, []);
  await context.close();
});
