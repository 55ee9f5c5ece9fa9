// The first game in real Chromium: type a set, read the P/N table off the screen, play a game
// against the computer, and see a bad set explained.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, screenshotPath, startServer } from './harness.mjs';

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

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
  const { page, problems } = await openPage('#game=subtraction:1,3,4&size=30');
  await waitForTable(page, 'subtraction:1,3,4');
  // Play several games, each time choosing a different one of the person's moves.
  for (const choice of [0, 1, 2]) {
    await page.getByTestId('heap-input').fill('10');
    await page.getByTestId('first-computer').check();
    await page.getByTestId('start-game').click();
    for (let turn = 0; turn < 20; turn++) {
      const status = page.getByTestId('play-status');
      await page.waitForFunction(() => {
        const s = document.querySelector('[data-testid="play-status"]');
        return s.dataset.winner || document.querySelectorAll('[data-testid="moves"] button').length > 0;
      });
      if (await status.getAttribute('data-winner')) break;
      const buttons = page.locator('[data-testid="moves"] button');
      const count = await buttons.count();
      await buttons.nth(Math.min(choice, count - 1)).click();
    }
    assert.equal(await page.getByTestId('play-status').getAttribute('data-winner'), 'computer');
    assert.match(await page.getByTestId('play-status').textContent(), /computer wins/);
    assert.equal(await page.getByTestId('heap-size').textContent(), '0');
  }
  await page.screenshot({ path: screenshotPath('subtraction-play'), fullPage: true });
  assert.deepEqual(problems, []);
  await page.close();
});

test('the person wins from heap 10 moving first by always leaving a P-position', async () => {
  const { page } = await openPage('#game=subtraction:1,3,4&size=30');
  await waitForTable(page, 'subtraction:1,3,4');
  await page.getByTestId('heap-input').fill('10');
  await page.getByTestId('first-you').check();
  await page.getByTestId('start-game').click();
  for (let turn = 0; turn < 20; turn++) {
    await page.waitForFunction(() => {
      const s = document.querySelector('[data-testid="play-status"]');
      return s.dataset.winner || document.querySelectorAll('[data-testid="moves"] button').length > 0;
    });
    if (await page.getByTestId('play-status').getAttribute('data-winner')) break;
    const heap = Number(await page.getByTestId('heap-size').textContent());
    // Leave a heap whose residue mod 7 is 0 or 2 (the P-positions), computed here, not by the page.
    const take = [1, 3, 4].find((s) => s <= heap && [0, 2].includes((heap - s) % 7));
    assert.ok(take, `heap ${heap} is an N-position, so a winning move exists`);
    await page.getByTestId(`take-${take}`).click();
  }
  assert.equal(await page.getByTestId('play-status').getAttribute('data-winner'), 'you');
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
