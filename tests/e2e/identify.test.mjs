// "Which game is this?" (features/define/identify.js): values typed in the Define panel's tab name
// the known games that start that way, as the person types. The values typed are Kayles' by the mex
// rule computed here; the game the page opens from the list is the one named; a bad item is the
// core's message beside the field with the text kept; the words follow a change of language.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshotsAtSizes, usePageSession } from './harness.mjs';
import { kaylesValues, openPage } from './play-helpers.mjs';

/** Kayles' first `count` values by the mex rule (play-helpers.mjs). */
const kayles = (count) => kaylesValues(count - 1);

usePageSession();

test('values typed name the known games that start with them; one click opens the game', async () => {
  const { page, problems } = await openPage('#game=nim');
  await page.getByTestId('tab-identify').click();
  const field = page.getByTestId('identify-values');
  await field.waitFor();
  await field.focus();
  await page.keyboard.type(kayles(14).join(' '));
  const summary = page.getByTestId('identify-summary');
  await summary.filter({ hasText: 'known game' }).waitFor();
  assert.match(await summary.textContent(), /start with these 14 values/);
  const first = page.getByTestId('identify-results').locator('button').first();
  assert.equal(await first.getAttribute('data-spec'), 'octal:0.77');
  assert.equal(await first.textContent(), 'octal:0.77 (kayles)');
  assert.match(await page.getByTestId('identify-results').locator('li').first().textContent(), /period 12 from n = 71 \(proven\)/);
  await first.click();
  await page.waitForFunction(() => document.querySelector('[data-testid="spec-text"]').value === 'octal:0.77');

  // P and N letters compare outcomes; a bad item is refused beside the field, the text kept.
  await field.fill('0 1 x');
  const error = page.getByTestId('identify-error');
  await error.filter({ hasText: "'x'" }).waitFor();
  assert.equal(await field.inputValue(), '0 1 x');
  assert.equal(await field.getAttribute('aria-invalid'), 'true');
  assert.equal(await page.getByTestId('identify-results').locator('li').count(), 0);
  await field.fill('PNNPNN');
  await summary.filter({ hasText: 'P and N positions' }).waitFor();
  assert.equal(await error.isHidden(), true);
  assert.ok((await page.getByTestId('identify-results').locator('li').count()) > 0);

  // A named game that is a code is listed once, by name, with its code: Lasker's Nim is 4.[3].
  await field.fill('0 1 2 4 3 5 6 8 7');
  await summary.filter({ hasText: '9 values' }).waitFor();
  assert.equal(await page.getByTestId('identify-results').locator('li').count(), 1);
  assert.equal(await first.textContent(), 'lasker (octal:4.[3])');

  // In Chinese, the summary on screen is worded again.
  await page.getByTestId('lang-select').selectOption('zh');
  await summary.filter({ hasText: '已知游戏' }).waitFor();
  await page.getByTestId('lang-select').selectOption('en');
  await field.fill(kayles(14).join(' '));
  await summary.filter({ hasText: '14 values' }).waitFor();
  await screenshotsAtSizes(page, 'identify', (p) => p.locator('#define').scrollIntoViewIfNeeded());
  assert.deepEqual(problems, []);
});

test('on a phone the Define tabs scroll sideways, and the tab chosen from the keyboard is brought into view', async () => {
  const { page, problems, context } = await openPage('#game=kayles', { viewport: { width: 390, height: 844 } });
  const gallery = page.getByTestId('tab-gallery');
  await page.waitForFunction(() => document.querySelector('#tab-gallery')?.getAttribute('aria-selected') === 'true' && !document.querySelector('#tab-gallery').disabled);
  // The last tab from the keyboard (End), then the first again (Home): each whole within the list.
  const within = (id) =>
    page.evaluate((tabId) => {
      const tab = document.getElementById(tabId);
      const list = tab.parentElement.getBoundingClientRect();
      const box = tab.getBoundingClientRect();
      return box.left >= list.left - 1 && box.right <= list.right + 1;
    }, id);
  await gallery.focus();
  await gallery.press('End');
  assert.equal(await page.getByTestId('tab-identify').getAttribute('aria-selected'), 'true');
  assert.equal(await within('tab-identify'), true, 'the last tab is in view');
  await page.getByTestId('tab-identify').press('Home');
  assert.equal(await within('tab-gallery'), true, 'the first tab is in view again');
  assert.deepEqual(problems, []);
  await context.close();
});
