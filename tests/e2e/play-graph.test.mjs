// A game on a graph in play (board 'node', web/features/play/boards/node.js): the graph drawn with
// the token's node marked, the person moving the token by pressing a node with the keyboard and by
// clicking one, the computer answering. The truth is written here: a node with no arrow out is a
// P-position, and a node is an N-position exactly when an arrow leads to a P-position.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { screenshotPath, usePageSession } from './harness.mjs';
import { hashFor, openPage } from './play-helpers.mjs';

usePageSession();

const EDGES = [
  ['a', 'b'],
  ['b', 'c'],
  ['d', 'a'],
  ['a', 'c'],
  ['e', 'd'],
  ['e', 'b'],
];
const SPEC = `graph:${EDGES.map(([x, y]) => `${x}>${y}`).join(';')}`;
const next = (n) => EDGES.filter(([x]) => x === n).map(([, y]) => y);
const isP = (n) => next(n).every((m) => !isP(m));
assert.deepEqual(['a', 'b', 'c', 'd', 'e'].filter(isP), ['c', 'd']);

/** The person's turn (the graph's nodes to move to on screen) or the end: { winner, token, targets }. */
async function turnOrEnd(page, played) {
  const handle = await page.waitForFunction((played) => {
    const s = document.querySelector('[data-testid="play-status"]');
    const moved = document.querySelectorAll('[data-testid="history"] li').length;
    const graph = document.querySelector('[data-testid="moves"] [data-testid="play-graph"]');
    if (!s || moved < played) return false;
    if (!s.dataset.winner && !(s.dataset.turn === 'you' && graph?.querySelector('.target'))) return false;
    return {
      winner: s.dataset.winner ?? null,
      token: graph?.querySelector('.token')?.dataset.node ?? null,
      targets: graph ? [...graph.querySelectorAll('.target')].map((g) => g.dataset.node) : [],
    };
  }, played);
  return handle.jsonValue();
}

test('a graph game: the token on the drawn graph, moved by keyboard and by click, the computer answers, the person wins', async () => {
  const { context, page, problems } = await openPage(hashFor({ game: SPEC, position: 'e', first: 'you', lang: 'en' }), { viewport: { width: 1280, height: 800 } });
  let state = await turnOrEnd(page, 0);
  assert.equal(state.token, 'e');
  assert.deepEqual(state.targets.sort(), next('e').sort(), 'the nodes to move to are the arrows out of e');
  const node = (n) => page.locator(`[data-testid="play-graph"] [data-node="${n}"]`);
  assert.equal(await node('e').getAttribute('aria-label'), 'e: the token is here');
  assert.equal(await node('d').getAttribute('aria-label'), 'd: move the token here');
  assert.equal(await node('c').getAttribute('aria-disabled'), 'true');
  assert.equal(await node('c').getAttribute('tabindex'), '-1', 'a node the token cannot reach is no tab stop');
  await page.screenshot({ path: screenshotPath('play-graph-1280') });

  // By keyboard: b is the first node to move to; Tab goes on to d, and Enter moves the token there.
  await node('b').focus();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.node), 'd');
  await page.keyboard.press('Enter');

  // The computer answers from d (its only move, to a); then a click on c, a node with no arrow out.
  state = await turnOrEnd(page, 2);
  assert.equal(state.token, 'a');
  assert.deepEqual(state.targets.sort(), next('a').sort());
  const winning = state.targets.find(isP);
  assert.equal(winning, 'c');
  await node(winning).click();
  state = await turnOrEnd(page, 3);
  assert.equal(state.winner, 'you');
  assert.deepEqual(problems, []);
  await context.close();
});

test('a graph game on a phone, in Chinese: the graph fits the width and its nodes are named', async () => {
  const { context, page, problems } = await openPage(hashFor({ game: SPEC, position: 'e', first: 'you', lang: 'zh' }), { viewport: { width: 390, height: 844 } });
  const state = await turnOrEnd(page, 0);
  assert.equal(state.token, 'e');
  const graph = page.getByTestId('play-graph');
  await graph.scrollIntoViewIfNeeded();
  const box = await graph.boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, `the graph fits the phone's width (${box.x}, ${box.width})`);
  assert.equal(await page.locator('[data-testid="play-graph"] [data-node="d"]').getAttribute('aria-label'), 'd：把棋子走到这里');
  await page.screenshot({ path: screenshotPath('play-graph-390') });
  await page.locator('[data-testid="play-graph"] [data-node="d"]').click();
  const answered = await turnOrEnd(page, 2);
  assert.equal(answered.token, 'a');
  assert.deepEqual(problems, []);
  await context.close();
});
