// "Keep going" in real Chromium: a search that stops on its budget says so where it was asked, the
// busy box offers to keep going, and pressing it asks again with four times the budget, everything
// typed kept. The game is Nim on three heaps written in the rule language as one game of three
// coordinates, so its values come from the rule language's search (no closed form, no table): the
// value of (a, b, c) is a XOR b XOR c (Bouton). At (60, 80, 100) its 384,000 positions of about 240
// moves each pass the default budget of 2^27 steps and fit in four times 10^8. The play panel is
// held the same way with Nim on two heaps as one game of two coordinates (its setup form has a field
// per coordinate): at (450, 450) its 203,000 positions of about 450 moves pass the default budget.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshotPath, usePageSession } from './harness.mjs';
import { openPage, waitForTurn } from './play-helpers.mjs';
import { pack } from '../../web/state/rules-link.js';

usePageSession();

const program = `name "Three heaps"
position (a, b, c)
move for k in 1..a -> (a - k, b, c)
move for k in 1..b -> (a, b - k, c)
move for k in 1..c -> (a, b, c - k)
`;
const link = `#game=${pack(`rules:{${program}}`)}`;
const POSITION = '60,80,100';

const explanationState = (page) => page.getByTestId('explanation').getAttribute('data-state');

test('a search stopped on its budget: Keep going asks again with a larger one and the answer comes', async () => {
  const { context, page, problems } = await openPage(link);
  const input = page.getByTestId('position-input');
  await input.fill(POSITION);
  await input.press('Enter');

  // Stopped: the message beside the field, and the box offering to keep going.
  await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]')?.dataset.state === 'error', null, { timeout: 60_000 });
  await page.waitForFunction(() => document.querySelector('[data-testid="engine-busy"]')?.dataset.state === 'budget');
  const box = page.getByTestId('engine-busy');
  assert.match(await box.textContent(), /stopped on its budget/);
  assert.match(await page.locator('#understand').textContent(), /needs more than 134217728 steps/);
  const keepGoing = page.getByTestId('keep-going');
  assert.equal(await keepGoing.textContent(), 'Keep going');
  await page.waitForFunction(() => /stopped on its budget/.test(document.querySelector('[data-testid="announcer"]')?.textContent ?? ''));
  await page.screenshot({ path: screenshotPath('keep-going-offered') });

  await keepGoing.click();
  await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]')?.dataset.state === 'shown', null, { timeout: 90_000 });
  const explanation = page.getByTestId('explanation');
  assert.equal(await explanation.getAttribute('data-for'), POSITION);
  assert.equal(await explanation.getAttribute('data-sg'), String(60 ^ 80 ^ 100));
  assert.equal(await explanation.getAttribute('data-outcome'), 'N');
  // Everything typed is kept, and the offer has gone.
  assert.equal(await input.inputValue(), POSITION);
  assert.notEqual(await page.getByTestId('engine-busy').getAttribute('data-state'), 'budget');
  assert.equal(await explanationState(page), 'shown');
  await page.screenshot({ path: screenshotPath('keep-going-answered') });
  assert.deepEqual(problems, []);
  await context.close();
});

const twoHeaps = `name "Two heaps"
position (a, b)
move for k in 1..a -> (a - k, b)
move for k in 1..b -> (a, b - k)
`;

test('a new game whose start stopped on its budget is started after Keep going', async () => {
  const { context, page, problems } = await openPage(`#game=${pack(`rules:{${twoHeaps}}`)}&position=5,8`);
  await waitForTurn(page);
  await page.getByTestId('heap-input').fill('450');
  await page.getByTestId('heap-b-input').fill('450');
  await page.getByTestId('first-you').check();
  await page.getByTestId('start-game').click();

  // Stopped: the message under the setup form's position, and the box offering to keep going.
  const error = page.getByTestId('play-position-error');
  await error.waitFor({ state: 'visible', timeout: 60_000 });
  assert.match(await error.textContent(), /^The game was not started: .*needs more than 134217728 steps/);
  await page.waitForFunction(() => document.querySelector('[data-testid="engine-busy"]')?.dataset.state === 'budget');

  await page.getByTestId('keep-going').click();
  // The same start asked again: the game starts there, the message gone, the person to move.
  await page.waitForFunction(() => document.querySelector('[data-testid="history-start"]')?.textContent.includes('450, 450'), null, { timeout: 90_000 });
  const state = await waitForTurn(page);
  assert.equal(state.position, '450,450');
  assert.equal(state.turn, 'you');
  assert.ok(await error.isHidden(), 'the message has gone');
  assert.match(await page.evaluate(() => location.hash), /position=450,450/);
  assert.notEqual(await page.getByTestId('engine-busy').getAttribute('data-state'), 'budget');
  await page.screenshot({ path: screenshotPath('keep-going-play') });
  assert.deepEqual(problems, []);
  await context.close();
});
