// The equivalent game of a take-and-break code in the Understand panel (features/understand/
// equivalent.js): the code the page names has the values it says, checked here against both codes
// computed by the mex rule from their digits; the words follow a change of language; Nim is named as
// its code; a game that is no code shows no such section.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshotsAtSizes, usePageSession } from './harness.mjs';
import { octalValues as octal, openPage } from './play-helpers.mjs';

usePageSession();

test("Dawson's Kayles: the equivalent code the page names has its values, shifted as it says", async () => {
  const { page, problems } = await openPage('#game=octal:0.07');
  await page.locator('#understand').scrollIntoViewIfNeeded();
  const line = page.locator('[data-testid="equivalent"][data-equivalent]');
  await line.waitFor({ timeout: 60_000 });
  const equivalent = await line.getAttribute('data-equivalent');
  const text = await line.textContent();
  const offset = Number(/g\(n\) = g′\(n \+ (\d+)\)/.exec(text)?.[1] ?? 0);
  assert.match(equivalent, /^octal:0?\.\d+$/, equivalent);
  assert.match(text, /^The values of octal:[.\d]+ shifted by \d+: .* Proven: /, text);
  const mine = octal('0.07', 300);
  const theirs = octal(equivalent.split(':')[1], 300 + offset);
  assert.deepEqual(mine, theirs.slice(offset, offset + 300), `0.07 against ${equivalent} shifted by ${offset}`);

  await screenshotsAtSizes(page, 'equivalent', (p) => p.getByTestId('equivalent-section').scrollIntoViewIfNeeded());
  await page.getByTestId('lang-select').selectOption('zh');
  await page.locator('[data-testid="equivalent"]', { hasText: '已证明' }).waitFor();
  await page.getByTestId('lang-select').selectOption('en');

  // Nim is the code 0.[3], the simplest with its values; a subtraction game is no code, and the
  // section goes out of sight.
  await page.getByTestId('spec-text').fill('nim');
  await page.locator('[data-testid="equivalent"][data-equivalent="octal:0.[3]"]', { hasText: 'octal:0.[3] is this game as a code' }).waitFor();
  await page.getByTestId('spec-text').fill('subtraction:1,3,4');
  await page.waitForFunction(() => document.querySelector('[data-testid="equivalent-section"]').hidden);
  assert.deepEqual(problems, []);
});
