// A coin-turning game on the page: Mock Turtles (a row of coins numbered from 1; a move turns over
// one, two or three coins, the rightmost of which goes from heads to tails), played by picking coins
// on the row, with the mouse and with the keyboard, to the end. The truth is written here: a row is
// the sum of its heads, and a head at coin n is worth the n-th odious number (a number with an odd
// count of 1 bits: 1, 2, 4, 7, 8, ...), a theorem of Winning Ways, not read from the page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshotPath, usePageSession } from './harness.mjs';
import { hashFor, openPage } from './play-helpers.mjs';

usePageSession();

const odd1Bits = (k) => k.toString(2).replaceAll('0', '').length % 2 === 1;
/** g[n] = the n-th odious number (g[0] = 0: no head). */
const g = [0];
for (let k = 0; g.length <= 40; k++) if (odd1Bits(k)) g.push(k);
assert.deepEqual(g.slice(1, 9), [1, 2, 4, 7, 8, 11, 13, 14]);
const valueOf = (heads) => heads.reduce((x, c) => x ^ g[c], 0);

/** Every move from `heads`, as the coins it turns (largest first): a head, and up to two coins to its left. */
function movesFrom(heads) {
  const moves = [];
  for (const n of heads) {
    moves.push([n]);
    for (let a = 1; a < n; a++) {
      moves.push([n, a]);
      for (let b = a + 1; b < n; b++) moves.push([n, b, a]);
    }
  }
  return moves;
}
const after = (heads, coins) => {
  const up = new Set(heads);
  for (const c of coins) up.has(c) ? up.delete(c) : up.add(c);
  return [...up].sort((x, y) => x - y);
};
/** The coins that differ between two rows, largest first. */
const turned = (a, b) => [...new Set([...a, ...b])].filter((c) => a.includes(c) !== b.includes(c)).sort((x, y) => y - x);
/** True when going from `a` to `b` is one Mock Turtles move. */
function isMove(a, b) {
  const coins = turned(a, b);
  return coins.length >= 1 && coins.length <= 3 && a.includes(coins[0]) && !b.includes(coins[0]);
}
const winning = (heads) => movesFrom(heads).find((coins) => valueOf(after(heads, coins)) === 0);
const losing = (heads) => movesFrom(heads).find((coins) => valueOf(after(heads, coins)) !== 0);

/**
 * The end, or the person's turn (the coins to pick on screen) once `played` moves are in the
 * history (the person's and the computer's reply): { winner, heads }.
 */
async function turnOrEnd(page, played = 0) {
  const handle = await page.waitForFunction((played) => {
    const s = document.querySelector('[data-testid="play-status"]');
    const picker = document.querySelector('[data-testid="coin-picker"]');
    const moved = document.querySelectorAll('[data-testid="history"] li').length;
    if (!s || (!s.dataset.winner && !(s.dataset.turn === 'you' && picker && moved >= played))) return false;
    const row = picker ?? document.querySelector('[data-testid="position"] [data-testid="coins"]');
    return { winner: s.dataset.winner ?? null, heads: [...row.querySelectorAll('.heads')].map((c) => Number(c.dataset.coin)) };
  }, played);
  return handle.jsonValue();
}

/** Picks `coins` on the row with the mouse and turns them. */
async function turnByClicks(page, coins) {
  for (const c of coins) await page.locator(`[data-testid="coin-picker"] [data-coin="${c}"]`).click();
  assert.equal(await page.getByTestId('turn-coins').getAttribute('aria-disabled'), 'false');
  await page.getByTestId('turn-coins').click();
}

test('Mock Turtles: its card sets up heads at 3, 5 and 8, the table shows the odious numbers, and the person wins by picking coins (keyboard and mouse)', async () => {
  const { context, page, problems, requests } = await openPage('');
  await page.getByTestId('gallery-mock-turtles').click();
  let state = await turnOrEnd(page);
  assert.deepEqual(state.heads, [3, 5, 8]);
  assert.equal(valueOf(state.heads), 2, 'an N-position: 4 ^ 8 ^ 14');
  await page.waitForFunction(() => document.querySelector('[data-testid="table"]')?.dataset.complete === 'true');
  for (const n of [1, 2, 3, 4, 8, 13]) assert.equal(Number(await page.locator(`[data-testid="table"] [data-position="${n}"]`).getAttribute('data-sg')), g[n]);

  // The coins are named for a screen reader: number, face, and the row's purpose.
  assert.equal(await page.getByTestId('coin-picker').getAttribute('aria-label'), 'The coins: pick the ones to turn');
  assert.equal(await page.locator('[data-testid="coin-picker"] [data-coin="3"]').getAttribute('aria-label'), 'coin 3, heads');
  assert.equal(await page.locator('[data-testid="coin-picker"] [data-coin="4"]').getAttribute('aria-label'), 'coin 4, tails');

  // A coin set no move turns: the page says so and turns nothing.
  await page.locator('[data-testid="coin-picker"] [data-coin="4"]').click();
  assert.equal(await page.getByTestId('turn-coins').getAttribute('aria-disabled'), 'true');
  assert.equal(await page.getByTestId('coins-note').textContent(), 'No move turns coin 4 alone.');
  // (A button marked aria-disabled stays in the tab order, so a keyboard user hears why.)
  await page.getByTestId('turn-coins').focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.locator('[data-testid="history"] li').count(), 0, 'nothing turned');
  await page.locator('[data-testid="coin-picker"] [data-coin="4"]').click();

  // The first move with the keyboard: one tab stop on the row, arrows to a coin, Space picks it.
  let coins = winning(state.heads);
  assert.ok(coins, 'a winning move exists from 3+5+8');
  await page.locator('[data-testid="coin-picker"] [tabindex="0"]').focus();
  let at = 1;
  for (const c of [...coins].sort((x, y) => x - y)) {
    while (at < c) {
      await page.keyboard.press('ArrowRight');
      at++;
    }
    await page.keyboard.press('Space');
    assert.equal(await page.locator(`[data-testid="coin-picker"] [data-coin="${c}"]`).getAttribute('aria-pressed'), 'true');
  }
  assert.equal(await page.getByTestId('turn-coins').getAttribute('aria-disabled'), 'false');
  await page.getByTestId('turn-coins').focus();
  let expected = after(state.heads, coins);
  await page.keyboard.press('Enter');
  let played = 1;

  // Then by clicking, to the end: the person always leaves a P-position, so the computer faces a
  // lost row; each of its moves must still be a legal turn of the coins.
  for (let turn = 0; turn < 40; turn++) {
    state = await turnOrEnd(page, played + 1);
    if (state.winner) break;
    played += 2;
    assert.ok(isMove(expected, state.heads), `the computer's move from ${expected} to ${state.heads} turns coins ${turned(expected, state.heads)}`);
    assert.notEqual(valueOf(state.heads), 0, 'from a P-position every move leaves an N-position');
    coins = winning(state.heads);
    expected = after(state.heads, coins);
    await turnByClicks(page, coins);
  }
  assert.equal(state.winner, 'you');
  assert.deepEqual(state.heads, [], 'every coin shows tails at the end');
  // The history says which coins were turned, the last move leaving no head.
  const history = await page.locator('[data-testid="history"] li').allTextContents();
  assert.match(history[0], /^You turned coins? [\d, and]+: now (heads at [\d, and]+|all tails)\.$/);
  assert.match(history.at(-1), /^You turned coins? [\d, and]+: now all tails\.$/);
  await page.screenshot({ path: screenshotPath('coins-mock-turtles'), fullPage: true });
  assert.deepEqual(problems, []);
  assert.deepEqual(requests.outside(), []);
  await context.close();
});

test('Mock Turtles in Chinese: hints list the winning coin sets, the setup form takes heads by clicking coins, and the computer wins from there with a move to a P-position every time', async () => {
  const { context, page, problems } = await openPage(hashFor({ game: 'mock-turtles', position: '9', first: 'you', lang: 'zh' }));
  await turnOrEnd(page);
  await page.getByTestId('hints').check();
  // From a head at 9 alone (g = 14), the only move to value 0 turns coin 9 alone.
  await page.locator('[data-testid="moves"] .play-move.winning').first().waitFor();
  const hinted = await page.locator('[data-testid="moves"] .play-move.winning').allTextContents();
  assert.deepEqual(
    movesFrom([9]).filter((c) => valueOf(after([9], c)) === 0),
    [[9]],
  );
  assert.deepEqual(hinted, ['★ 翻第 9 枚硬币']);
  assert.equal(await page.getByTestId('coin-picker').getAttribute('aria-label'), '硬币：选出要翻的几枚');
  assert.equal(await page.locator('[data-testid="coin-picker"] [data-coin="9"]').getAttribute('aria-label'), '第 9 枚硬币，正面');
  await page.getByTestId('hints').uncheck();

  // The setup form: heads at 1, 3, 6, 8 and 11 (1 ^ 4 ^ 11 ^ 14 ^ 21 = 21, an N-position), the person first.
  const setup = page.getByTestId('setup-coins');
  assert.equal(await setup.getAttribute('aria-label'), '正面朝上的硬币');
  assert.equal(await setup.locator('[data-coin="9"]').getAttribute('aria-pressed'), 'true');
  await setup.locator('[data-coin="9"]').click();
  // The keyboard too: Tab reaches each coin, Space turns it over.
  await setup.locator('[data-coin="1"]').focus();
  await page.keyboard.press('Space');
  for (const c of [3, 6, 8, 11]) await setup.locator(`[data-coin="${c}"]`).click();
  assert.equal(await setup.locator('[data-coin="1"]').getAttribute('aria-pressed'), 'true');
  assert.equal(await setup.locator('[data-coin="9"]').getAttribute('aria-pressed'), 'false');
  await page.getByTestId('first-you').check();
  await page.getByTestId('strength').selectOption('perfect');
  await page.getByTestId('start-game').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="position"]')?.dataset.current === '1+3+6+8+11');
  let state = await turnOrEnd(page);
  assert.deepEqual(state.heads, [1, 3, 6, 8, 11]);
  assert.equal(valueOf(state.heads), 21);
  assert.match(await page.getByTestId('history-start').textContent(), /第 1、3、6、8 和 11 枚正面朝上/);

  // The person throws the game away each turn (a move to an N-position); the computer must answer
  // each time with a legal move to a P-position, and win.
  let moves = 0;
  for (let turn = 0; turn < 40; turn++) {
    if (state.winner) break;
    const coins = losing(state.heads) ?? movesFrom(state.heads)[0];
    const expected = after(state.heads, coins);
    await turnByClicks(page, coins);
    moves++;
    state = await turnOrEnd(page, 2 * moves);
    if (state.winner) break;
    assert.ok(isMove(expected, state.heads), `the computer's move from ${expected} to ${state.heads} turns coins ${turned(expected, state.heads)}`);
    assert.equal(valueOf(state.heads), 0, `the computer left ${state.heads}, value ${valueOf(state.heads)}; from an N-position it must leave 0`);
  }
  assert.ok(moves >= 2, `${moves} moves`);
  assert.equal(state.winner, 'computer');
  assert.deepEqual(state.heads, []);
  assert.match((await page.locator('[data-testid="history"] li').allTextContents()).at(-1), /^电脑翻了第 [\d、和 ]+ 枚硬币，现在是全部反面。$/);
  assert.deepEqual(problems, []);
  await context.close();
});
