// Playing against the computer in real Chromium: full games as first and second player, from
// winning and losing starts, for a single heap, sums, Wythoff, the corner board, misère Nim and the
// Fibonacci game. The winner is checked against theory written in play-helpers.mjs, not the core.
// Also: hints, undo and redo, the computer's reasons, beginner mistakes and two players.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';
import {
  cornerIsP,
  fibonacciIsP,
  firstMove,
  hashFor,
  misereNimIsP,
  perfect,
  playOut,
  skipUnlessKnown,
  subtractionSumIsP,
  subtractionValues,
  verdict,
  waitForTurn,
  watchRequests,
  wythoffIsP,
} from './play-helpers.mjs';
import { kaylesWins } from '../wasm/misere-kayles.mjs';

const kaylesMemo = new Map();

usePageSession();

async function openGame(params, { width = 1200, lang = 'en' } = {}) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const requests = watchRequests(page);
  await page.goto(`${server.url}${hashFor({ lang, ...params })}`);
  return { page, problems, requests };
}

const known = skipUnlessKnown;

/** Waits until a new game has started from `start` (the old game's buttons may still show before). */
async function startsAt(page, start) {
  await page.waitForFunction((s) => document.querySelector('[data-testid="history-start"]')?.textContent.includes(s.replaceAll('+', ' + ').replaceAll(',', ', ')), start);
}

// Each case: the game, a start, whether theory says the start is P, and the theory to play by.
const s134 = (text) => subtractionSumIsP([[1, 3, 4]], text);
const cases = [
  { name: 'one heap, subtraction {1,3,4}', spec: 'subtraction:1,3,4', n: '10', p: '9', isP: s134 },
  { name: 'a sum of three heaps of subtraction {1,3,4}', spec: 'subtraction:1,3,4', n: '7+4+9', p: '7+4+4', isP: s134 },
  {
    name: 'a sum of two different games',
    spec: 'subtraction:1,2+subtraction:1,3,4',
    n: '5+5',
    p: '5+6',
    isP: (text) => subtractionSumIsP([[1, 2], [1, 3, 4]], text),
  },
  { name: 'Wythoff', spec: 'wythoff', n: '5,8', p: '4,7', isP: wythoffIsP },
  { name: 'the corner board', spec: 'corner:7,9', n: '5,8', p: '6,8', isP: cornerIsP },
  { name: 'misère Nim', spec: 'misere:nim', n: '3+4+5', p: '1+2+3', isP: misereNimIsP },
  { name: 'misère Nim with heaps of one', spec: 'misere:nim', n: '1+1', p: '1+1+1', isP: misereNimIsP },
  // Six heaps of a wild game: the page's moves and hints come from Kayles' misère quotient, the
  // theory here from a brute-force misère search (tests/wasm/misere-kayles.mjs).
  { name: 'misère Kayles, six heaps', spec: 'misere:octal:0.77', n: '5+7+9+4+6+3', p: '5+1+9+4+6+3', isP: (text) => !kaylesWins(text.split('+').map(Number), kaylesMemo) },
  { name: 'the Fibonacci game', spec: 'fibonacci-nim', n: '10', p: '8', isP: fibonacciIsP },
];

for (const c of cases) {
  test(`${c.name}: the theory's winner wins, moving first or second, from N and P starts`, async (t) => {
    assert.equal(c.isP(c.n), false, 'the N start is an N-position by theory');
    assert.equal(c.isP(c.p), true, 'the P start is a P-position by theory');
    // [start, who moves first, the person's play, the winner theory predicts]
    const plays = [
      [c.n, 'you', perfect(c.isP), 'you'],
      [c.p, 'you', firstMove, 'computer'],
      [c.n, 'computer', firstMove, 'computer'],
      [c.p, 'computer', perfect(c.isP), 'you'],
    ];
    let shot = null;
    for (const [start, first, choose, winner] of plays) {
      const { page, problems, requests } = await openGame({ game: c.spec, position: start, first, strength: 'perfect' });
      if (!(await known(t, page, c.spec))) return page.close();
      const result = await playOut(page, choose);
      assert.equal(result.winner, winner, `${c.spec} from ${start}, ${first} first`);
      assert.equal(result.positions[0] === start || first === 'computer', true);
      // Against perfect play, the loser's first move was always already lost.
      const v = await verdict(page);
      assert.ok(v.shown, 'the end is shown');
      assert.equal(v.lostFromStart, true, `the loser was lost from the first move (${v.text})`);
      assert.match(v.text, /P-position/);
      // Every position the person faced in a won game was N by theory, and every one the computer
      // left them in a lost game was P: the computer always played to a P-position when it could.
      if (winner === 'computer') for (const pos of result.positions.slice(0, -1)) assert.equal(c.isP(pos), true, `computer left ${pos}`);
      assert.deepEqual(problems, []);
      assert.deepEqual(requests.outside(), []);
      if (!shot) shot = page;
      else await page.close();
    }
    await shot.screenshot({ path: screenshotPath(`play-${c.spec.replace(/[^a-z0-9]+/gi, '-')}`), fullPage: true });
    await shot.close();
  });
}

/** Remoteness by definition (brute force): 0 at the end; a won position takes the quickest win, a lost one the slowest loss. */
function subtractionRemoteness(set, n) {
  const g = subtractionValues(set, n);
  const r = [];
  for (let h = 0; h <= n; h++) {
    const kids = set.filter((s) => s <= h).map((s) => h - s);
    if (kids.length === 0) r.push(0);
    else if (g[h] !== 0) r.push(1 + Math.min(...kids.filter((k) => g[k] === 0).map((k) => r[k])));
    else r.push(1 + Math.max(...kids.map((k) => r[k])));
  }
  return { g, r };
}

test('the computer wins as fast as it can and, when lost, holds out as long as it can', async () => {
  const set = [1, 3, 4];
  const { g, r } = subtractionRemoteness(set, 60);
  const checked = { win: 0, hold: 0 };
  for (const [start, first] of [
    ['40', 'computer'],
    ['38', 'you'],
    ['45', 'you'],
  ]) {
    const { page } = await openGame({ game: 'subtraction:1,3,4', position: start, first });
    let before = first === 'computer' ? Number(start) : null;
    for (let turn = 0; turn < 60; turn++) {
      const state = await waitForTurn(page);
      if (before !== null && (state.position !== String(before) || state.winner)) {
        const after = Number(state.position);
        const options = set.filter((s) => s <= before).map((s) => before - s);
        if (g[before] !== 0) {
          const best = Math.min(...options.filter((k) => g[k] === 0).map((k) => r[k]));
          assert.equal(g[after], 0, `from ${before} the computer moves to a P-position`);
          assert.equal(r[after], best, `from ${before} the computer takes a quickest win`);
          checked.win++;
        } else if (options.length) {
          assert.equal(r[after], Math.max(...options.map((k) => r[k])), `from ${before} the computer holds out longest`);
          checked.hold++;
        }
      }
      if (state.winner) break;
      // The person wins when they can, slowly (the largest P heap), else leaves the largest heap: long
      // games in which the computer both wins and holds out.
      const heaps = state.moves.map(Number).sort((x, y) => y - x);
      const to = heaps.find((h) => g[h] === 0) ?? heaps[0];
      await page.locator(`[data-testid="moves"] [data-to="${to}"]`).click();
      before = to;
    }
    await page.close();
  }
  assert.ok(checked.win > 5 && checked.hold > 5, JSON.stringify(checked));
});

test('a person who starts from an N-position and plays badly is told they could have won', async () => {
  const { page } = await openGame({ game: 'subtraction:1,3,4', position: '10', first: 'you' });
  // From 10 the winning moves leave 9 or 7; taking 4 (to 6) throws the win away.
  await waitForTurn(page);
  await page.locator('[data-testid="moves"] [data-to="6"]').click();
  const result = await playOut(page, firstMove);
  assert.equal(result.winner, 'computer');
  const v = await verdict(page);
  assert.equal(v.lostFromStart, false);
  assert.match(v.text, /You could have won: your first move was from 10, an N-position/);
  await page.close();
});

test('hints mark exactly the winning moves, with the value or XOR they leave', async () => {
  // Three heaps of subtraction {1,3,4}: g = 0 1 0 1 2 3 2 repeating, so 7+4+9 has values 0, 2, 0: XOR 2.
  const { page } = await openGame({ game: 'subtraction:1,3,4', position: '7+4+9', first: 'you' });
  await waitForTurn(page);
  await page.getByTestId('hints').check();
  const hint = page.getByTestId('hint-text');
  await hint.waitFor({ state: 'visible' });
  assert.match(await hint.textContent(), /XOR of the parts' values now: 0 ⊕ 2 ⊕ 0 = 2, an N-position/);
  const buttons = await page.$$eval('[data-testid="moves"] [data-to]', (els) =>
    els.map((b) => ({ to: b.dataset.to, winning: b.classList.contains('winning'), text: b.textContent })),
  );
  assert.ok(buttons.length > 0);
  for (const b of buttons) {
    assert.equal(b.winning, s134(b.to), `move to ${b.to}`);
    assert.match(b.text, /XOR after: /);
    if (b.winning) assert.match(b.text, /★ XOR after: .* = 0/);
  }
  // A single heap: "leaves value 0".
  const single = await openGame({ game: 'subtraction:1,3,4', position: '10', first: 'you' });
  await waitForTurn(single.page);
  await single.page.getByTestId('hints').check();
  await single.page.getByTestId('hint-text').waitFor({ state: 'visible' });
  assert.match(await single.page.getByTestId('hint-text').textContent(), /Value 1, an N-position: a winning move leaves a position of value 0/);
  // Remoteness by its definition, computed here: 0 with no move; from a winning heap, one more than
  // the least remoteness of a losing option; from a losing heap, one more than the greatest.
  const rem = [0];
  const lose = [true];
  for (let h = 1; h <= 10; h++) {
    const opts = [1, 3, 4].filter((s) => s <= h).map((s) => h - s);
    const losing = opts.filter((o) => lose[o]);
    lose[h] = losing.length === 0;
    rem[h] = opts.length === 0 ? 0 : lose[h] ? 1 + Math.max(...opts.map((o) => rem[o])) : 1 + Math.min(...losing.map((o) => rem[o]));
  }
  await single.page.getByTestId('hint-text').filter({ hasText: `the game lasts ${rem[10]} more moves` }).waitFor();
  assert.match(await single.page.locator('[data-to="9"]').textContent(), /★ leaves value 0/);
  assert.match(await single.page.locator('[data-to="6"]').textContent(), /leaves value 2/);
  await page.screenshot({ path: screenshotPath('play-hints-sum'), fullPage: true });
  await single.page.close();
  await page.close();
});

test('undo takes back the computer reply and the person move; redo replays both', async () => {
  const { page } = await openGame({ game: 'subtraction:1,3,4', position: '10', first: 'you' });
  let state = await waitForTurn(page);
  assert.equal(await page.getByTestId('undo').getAttribute('aria-disabled'), 'true');
  await page.locator('[data-to="9"]').click();
  state = await waitForTurn(page);
  const afterReply = state.position;
  assert.notEqual(afterReply, '9', 'the computer replied');
  assert.equal(await page.locator('[data-testid="history"] li').count(), 2);
  assert.match(await page.getByTestId('computer-why').textContent(), /^Why: /);
  await page.getByTestId('undo').click();
  state = await waitForTurn(page);
  assert.equal(state.position, '10');
  assert.equal(state.turn, 'you');
  assert.equal(await page.locator('[data-testid="history"] li').count(), 0);
  assert.ok(!(await page.evaluate(() => location.hash)).includes('line=9'), 'the link forgets undone moves');
  await page.getByTestId('redo').click();
  state = await waitForTurn(page);
  assert.equal(state.position, afterReply);
  assert.equal(await page.locator('[data-testid="history"] li').count(), 2);
  assert.equal(await page.getByTestId('redo').getAttribute('aria-disabled'), 'true');
  await page.close();
});

test('after each computer move one line says why it moved there', async () => {
  const { page } = await openGame({ game: 'subtraction:1,3,4', position: '10', first: 'computer' });
  await waitForTurn(page);
  // From 10 (N) the computer moves to a P-position: value 0.
  assert.match(await page.getByTestId('computer-why').textContent(), /leaves a position of value 0 \(a P-position\)/);
  const first = await page.locator('[data-testid="history"] li').first().textContent();
  assert.match(first, /^The computer took [13], [79] left\.$/);
  // From a P-position it has no winning move and says it holds out.
  const held = await openGame({ game: 'subtraction:1,3,4', position: '9', first: 'computer' });
  await waitForTurn(held.page);
  assert.match(await held.page.getByTestId('computer-why').textContent(), /no move wins, so it chose the move that keeps the game going longest/);
  await held.page.close();
  await page.close();
});

test('set to make mistakes, the computer sometimes leaves a winning position', async () => {
  // From 10 moving first, a perfect computer always wins (see above). A beginner's computer slips
  // now and then: over a dozen games the person, playing by theory, wins at least once.
  const { page } = await openGame({ game: 'subtraction:1,3,4', position: '10', first: 'computer', strength: 'mistakes' });
  let personWon = 0;
  for (let game = 0; game < 12 && personWon === 0; game++) {
    if (game > 0) {
      await page.getByTestId('play-again').click();
      // The finished game's verdict stays until the new game is drawn: wait for it to go.
      await page.waitForFunction(() => !document.querySelector('[data-testid="play-status"]').dataset.winner);
    }
    const result = await playOut(page, perfect(s134));
    if (result.winner === 'you') personWon++;
  }
  // The chance that a dozen games pass without one slip the person can use is far below one in a thousand.
  assert.ok(personWon > 0, 'the person won at least one game against the beginner setting');
  assert.match(await page.getByTestId('verdict').textContent(), /The computer could have won/);
  assert.match(await page.getByTestId('history').textContent(), /The computer took/);
  await page.close();
});

test('with the computer off, two people take turns and the right one wins', async () => {
  // Wythoff-free and core-independent: subtraction {1,3,4} from 10, player 1 plays by theory.
  const { page } = await openGame({ game: 'subtraction:1,3,4', position: '10', strength: 'off' });
  const seen = new Set();
  const result = await playOut(page, (state) => {
    seen.add(state.turn);
    return state.turn === 'p1' ? perfect(s134)(state) : state.moves.at(-1);
  });
  assert.deepEqual([...seen].sort(), ['p1', 'p2']);
  assert.equal(result.winner, 'p1');
  assert.match(await page.getByTestId('play-status').textContent(), /Player 1 wins!/);
  assert.ok(await page.locator('.play-first').isHidden(), 'who moves first does not apply to two players');
  await page.close();
});

test('the setup form starts any position: add a heap, a bad position is explained', async () => {
  const { page } = await openGame({ game: 'subtraction:1,3,4', position: '10' });
  await waitForTurn(page);
  await page.getByTestId('add-heap').click();
  await page.getByTestId('heap-input').fill('4');
  await page.getByTestId('heap-input-2').fill('2');
  await page.getByTestId('first-you').check();
  await page.getByTestId('start-game').click();
  await startsAt(page, '4+2');
  let state = await waitForTurn(page);
  assert.equal(state.position, '4+2');
  assert.match(await page.evaluate(() => location.hash), /position=4\+2/);
  await page.getByTestId('heap-input').fill('-3');
  await page.getByTestId('start-game').click();
  const error = page.getByTestId('play-position-error');
  await error.waitFor({ state: 'visible' });
  assert.match(await error.textContent(), /^This position does not fit the game: /);
  state = await waitForTurn(page);
  assert.equal(state.position, '4+2', 'the game in progress is kept');
  await page.close();
});

test('the corner board: click a square to set up, and move by clicking squares', async (t) => {
  const { page } = await openGame({ game: 'corner:5,6', position: '4,5', first: 'you' });
  if (!(await known(t, page, 'corner'))) return page.close();
  await waitForTurn(page);
  await page.locator('[data-testid="setup-board"] [data-square="3,5"]').click();
  assert.equal(await page.getByTestId('row-input').inputValue(), '3');
  assert.equal(await page.getByTestId('col-input').inputValue(), '5');
  await page.getByTestId('start-game').click();
  await startsAt(page, '3,5');
  const state = await waitForTurn(page);
  assert.equal(state.position, '3,5');
  // The legal squares are exactly one step left, down or diagonal.
  assert.deepEqual([...state.moves].sort(), ['2,4', '2,5', '3,4']);
  await page.screenshot({ path: screenshotPath('play-corner-board'), fullPage: true });
  const result = await playOut(page, perfect(cornerIsP));
  assert.equal(result.winner, 'you');
  await page.close();
});

for (const [name, width] of [
  ['desktop', 1280],
  ['phone', 390],
]) {
  test(`screenshots of a game in progress with hints, ${name}, English and Chinese`, async () => {
    for (const lang of ['en', 'zh']) {
      const { page, problems } = await openGame({ game: 'subtraction:1,3,4', position: '7+4+9', first: 'computer' }, { width, lang });
      await waitForTurn(page);
      await page.getByTestId('hints').check();
      await page.getByTestId('hint-text').waitFor({ state: 'visible' });
      await page.locator('#play').screenshot({ path: screenshotPath(`play-${name}-${lang}`) });
      assert.deepEqual(problems, []);
      await page.close();
    }
  });
}
