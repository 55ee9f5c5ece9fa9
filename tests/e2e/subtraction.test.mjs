// The first game in real Chromium: type a set, read the P/N table off the screen, play a game
// against the computer, and see a bad set explained.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';
import { hashFor, playOut } from './play-helpers.mjs';

usePageSession();

async function openPage(hash = '') {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}${hash}`);
  return { page, problems };
}

// The set S of the game's first component, in the "Build your own" tab.
function setInput(page) {
  return page.getByTestId('component-0').getByTestId('param-set');
}

async function typeSet(page, text) {
  await page.getByTestId('tab-build').click();
  const input = setInput(page);
  await input.fill('');
  await input.pressSequentially(text);
}

async function waitForTable(page, spec) {
  await page.waitForFunction(
    (s) => document.querySelector('[data-testid="table"]')?.dataset.complete === 'true' && location.hash.includes(s),
    spec,
  );
}

test('typing 1,3,4 shows P exactly at n mod 7 in {0, 2} for cells 0..20', async () => {
  const { page, problems } = await openPage();
  await typeSet(page, '1,3,4');
  await page.getByTestId('size-input').fill('20');
  await waitForTable(page, 'game=subtraction:1,3,4&size=20');
  const cells = await page.$$eval('[data-testid="table"] [data-position]', (els) =>
    els.map((e) => ({ n: Number(e.dataset.position), outcome: e.dataset.outcome, sg: Number(e.dataset.sg), text: e.textContent })),
  );
  assert.equal(cells.length, 21);
  for (const c of cells) {
    // Independent truth: for S = {1,3,4} the losing heaps are those with n mod 7 in {0, 2}.
    const expected = [0, 2].includes(c.n % 7) ? 'P' : 'N';
    assert.equal(c.outcome, expected, `cell ${c.n}`);
    assert.ok(c.text.includes(expected), `cell ${c.n} shows its letter`);
    assert.equal(c.sg === 0, expected === 'P');
  }
  await page.locator('[data-testid="table"] [data-position="5"]').click();
  await assert.doesNotReject(
    page.getByTestId('explanation').filter({ hasText: 'options 4, 2, 1 have values 2, 0, 1; mex = 3' }).waitFor(),
  );
  await page.screenshot({ path: screenshotPath('subtraction-table'), fullPage: true });
  assert.deepEqual(problems, []);
  await page.close();
});

test('the computer, moving first from heap 10, wins whatever the person plays', async () => {
  // Each game the person plays a different fixed choice (first, second or last move offered).
  const choosers = [(s) => s.moves[0], (s) => s.moves[Math.min(1, s.moves.length - 1)], (s) => s.moves.at(-1)];
  for (const choose of choosers) {
    const { page, problems } = await openPage(hashFor({ game: 'subtraction:1,3,4', mode: 'play', position: 10, first: 'computer' }));
    const result = await playOut(page, choose);
    assert.equal(result.winner, 'computer', `positions: ${result.positions.join(' ')}`);
    assert.equal(result.final, '0');
    // Independent truth: after each computer move the heap is a P-position (n mod 7 in {0, 2}).
    for (const p of result.positions) assert.ok([0, 2].includes(Number(p) % 7), `the person faced ${p}`);
    await page.screenshot({ path: screenshotPath('subtraction-play'), fullPage: true });
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('the person wins from heap 10 moving first by always leaving a P-position', async () => {
  const { page } = await openPage(hashFor({ game: 'subtraction:1,3,4', mode: 'play', position: 10, first: 'you' }));
  // Leave a heap whose residue mod 7 is 0 or 2 (the P-positions), computed here, not by the page.
  const result = await playOut(page, (state) => state.moves.find((to) => [0, 2].includes(Number(to) % 7)));
  assert.equal(result.winner, 'you');
  await page.close();
});

test('an invalid set shows the core message and keeps what was typed', async () => {
  const { page } = await openPage('#game=subtraction:1,3,4');
  await waitForTable(page, 'subtraction:1,3,4');
  await typeSet(page, '1,x');
  const error = page.getByTestId('component-0').getByTestId('param-set-error');
  await error.waitFor({ state: 'visible' });
  assert.equal(await error.textContent(), "in the subtraction set: 'x' is not a whole number");
  assert.equal(await setInput(page).inputValue(), '1,x');
  assert.equal(await setInput(page).getAttribute('aria-invalid'), 'true');
  // The last good table stays on screen.
  assert.ok((await page.locator('[data-testid="table"] [data-position]').count()) > 0);
  await page.screenshot({ path: screenshotPath('subtraction-error'), fullPage: true });
  await typeSet(page, '2,5');
  await error.waitFor({ state: 'hidden' });
  await page.close();
});

test('a shared link reopens the same game', async () => {
  const { page } = await openPage('#game=subtraction:2,5&size=12&position=9&first=computer');
  await waitForTable(page, 'subtraction:2,5');
  assert.equal(await setInput(page).inputValue(), '2,5');
  assert.equal(await page.locator('[data-testid="table"] [data-position]').count(), 13);
  assert.equal(await page.getByTestId('heap-input').inputValue(), '9');
  assert.ok(await page.getByTestId('first-computer').isChecked());
  await page.close();
});
