// Shared by the play, share, rules, embed, offline and access tests: the theory each test checks the page
// against (written here, independently of the core), and a driver that plays a game on the page.
import assert from 'node:assert/strict';
import { browser, server } from './harness.mjs';

// ---- Independent truth -------------------------------------------------------------------------

/** Sprague-Grundy values g(0..n) of a finite subtraction game, by the mex rule (brute force). */
export function subtractionValues(set, n) {
  const g = [];
  for (let h = 0; h <= n; h++) {
    const seen = new Set(set.filter((s) => s <= h).map((s) => g[h - s]));
    let v = 0;
    while (seen.has(v)) v++;
    g.push(v);
  }
  return g;
}

/** Kayles by brute force, g(0..n): knock down one pin or two adjacent pins; a row may break in two. */
export function kaylesValues(n) {
  const g = [];
  for (let h = 0; h <= n; h++) {
    const seen = new Set();
    for (const k of [1, 2]) for (let a = 0; a + k <= h; a++) seen.add(g[a] ^ g[h - k - a]);
    let v = 0;
    while (seen.has(v)) v++;
    g.push(v);
  }
  return g;
}

/** An octal code's values g(0..count-1): digit k's bits 1, 2 and 4 let a move take k tokens and leave no heap, one, or two non-empty heaps. */
export function octalValues(code, count) {
  const digits = code.split('.')[1].split('').map(Number);
  const g = [];
  for (let n = 0; n < count; n++) {
    const options = new Set();
    digits.forEach((d, i) => {
      const r = n - (i + 1);
      if (r < 0) return;
      if (d & 1 && r === 0) options.add(0);
      if (d & 2 && r >= 1) options.add(g[r]);
      if (d & 4) for (let a = 1; 2 * a <= r; a++) options.add(g[a] ^ g[r - a]);
    });
    let v = 0;
    while (options.has(v)) v++;
    g.push(v);
  }
  return g;
}

/** A sum of subtraction games: part i uses sets[i] (or sets[0] for every part of a single game). */
export function subtractionSumIsP(sets, positionText) {
  const parts = positionText.split('+').map(Number);
  let x = 0;
  parts.forEach((h, i) => {
    x ^= subtractionValues(sets[Math.min(i, sets.length - 1)], h)[h];
  });
  return x === 0;
}

// Wythoff's P-positions are (floor(k*phi), floor(k*phi^2)) and their mirror images (seed 001, POJ 1067).
export function wythoffIsP(text) {
  const [a, b] = text.split(',').map(Number);
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  const phi = (1 + Math.sqrt(5)) / 2;
  const k = hi - lo;
  return Math.floor(k * phi) === lo;
}

// The corner game (HDU 2147, seed 000): one step left, down or diagonally; (r, c) is P exactly when
// both coordinates are even (on an n x m board from the far corner: the first player wins iff n or m is even).
export function cornerIsP(text) {
  const [r, c] = text.split(',').map(Number);
  return r % 2 === 0 && c % 2 === 0;
}

// Misère Nim (HDU 1907, seed 002): the player to move loses iff every heap is at most 1 and the number
// of heaps of 1 is odd, or some heap is bigger than 1 and the XOR is 0.
export function misereNimIsP(text) {
  const heaps = text === '' ? [] : text.split('+').map(Number);
  const big = heaps.some((h) => h > 1);
  if (!big) return heaps.filter((h) => h === 1).length % 2 === 1;
  return heaps.reduce((x, h) => x ^ h, 0) === 0;
}

// The Fibonacci game (HDU 2516, seed 002/003): a fresh heap n is lost for the first player iff n is a
// Fibonacci number. Mid-game, (h, a) is lost iff the smallest term of h's Zeckendorf representation
// exceeds a (the classical strategy: take that smallest term).
function fibs(limit) {
  const f = [1, 2];
  while (f.at(-1) < limit) f.push(f.at(-1) + f.at(-2));
  return f;
}
export function smallestZeckendorf(h) {
  const f = fibs(h).filter((x) => x <= h);
  let rest = h;
  let smallest = h;
  for (let i = f.length - 1; i >= 0 && rest > 0; i--) {
    if (f[i] <= rest) {
      rest -= f[i];
      smallest = f[i];
    }
  }
  return smallest;
}
export function fibonacciIsP(text) {
  const [h, a] = text.split(',').map(Number);
  if (h === 0) return true;
  const allowed = Number.isNaN(a) || a === undefined ? h - 1 : a;
  return smallestZeckendorf(h) > allowed;
}

// ---- Driving the page ----

/**
 * Waits for the page to have read its link; skips the test (saying why) when the core refused the
 * link's game, which happens while a family is still being added to the core.
 */
export async function skipUnlessKnown(t, frame, spec) {
  await frame.waitForFunction(() => {
    const notice = document.querySelector('[data-testid="hash-notice"]');
    const status = document.querySelector('[data-testid="play-status"]');
    return (notice && !notice.hidden) || (status && status.textContent.trim() !== '');
  });
  const family = spec.replace(/^misere:/, '').split(':')[0];
  const refused = await frame.evaluate((f) => {
    const notice = document.querySelector('[data-testid="hash-notice"]');
    return Boolean(notice && !notice.hidden && notice.textContent.includes(`unknown game '${f}'`));
  }, family);
  if (refused) t.skip(`the core does not know ${spec} yet`);
  return !refused;
}

// --------------------------------------------------------------------------

/** Waits until someone won or a person is to move with moves on screen; returns what the page shows. */
export async function waitForTurn(frame) {
  // The condition and the reading happen in one evaluation, so the page cannot change in between
  // (the computer's reply may re-render the moves at any time).
  const handle = await frame.waitForFunction(() => {
    const s = document.querySelector('[data-testid="play-status"]');
    if (!s) return false;
    const moves = [...document.querySelectorAll('[data-testid="moves"] [data-to]')].map((b) => b.dataset.to);
    const ready = s.dataset.winner || (Boolean(s.dataset.turn) && s.dataset.turn !== 'computer' && moves.length > 0);
    if (!ready) return false;
    return {
      winner: s.dataset.winner ?? null,
      turn: s.dataset.turn || null,
      position: document.querySelector('[data-testid="position"]').dataset.current,
      moves,
    };
  });
  return handle.jsonValue();
}

/**
 * Plays until the game ends. `choose(state)` returns the `to` of the person's move (state.turn says
 * who is to move: 'you', or 'p1'/'p2' with the computer off). Returns { winner, positions }.
 */
export async function playOut(frame, choose, maxTurns = 200) {
  const positions = [];
  for (let turn = 0; turn < maxTurns; turn++) {
    const state = await waitForTurn(frame);
    positions.push(state.position);
    if (state.winner) return { winner: state.winner, positions, final: state.position };
    const to = choose(state);
    assert.ok(state.moves.includes(to), `the page offers the move to ${to} from ${state.position}`);
    await frame.locator(`[data-testid="moves"] [data-to="${to}"]`).first().click();
  }
  throw new Error('the game did not end');
}

/** A chooser that plays a theory-winning move when there is one, else the first move offered. */
export function perfect(isP) {
  return (state) => state.moves.find((to) => isP(to)) ?? state.moves[0];
}

/** A chooser that always plays the first move offered (any legal move). */
export const firstMove = (state) => state.moves[0];

/** The end box: the verdict's flag and text. */
export async function verdict(frame) {
  return frame.evaluate(() => {
    const end = document.querySelector('[data-testid="game-end"]');
    return { shown: !end.hidden, lostFromStart: end.dataset.lostFromStart === 'true', text: end.innerText };
  });
}

export function hashFor(params) {
  return `#${Object.entries(params)
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('&')}`;
}

/**
 * Opens the playground at `hash` in a new browser context (1200 x 900, English unless `options`
 * say otherwise), collecting uncaught page errors in `problems` and every request in `requests`.
 */
export async function openPage(hash = '', options = {}) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'en-US', acceptDownloads: true, ...options });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const requests = watchRequests(page);
  await page.goto(`${server.url}${hash}`);
  return { context, page, problems, requests };
}

/** Collects every request a page makes; `outside()` lists those not to localhost, data: or blob:. */
export function watchRequests(page) {
  const urls = [];
  page.on('request', (r) => urls.push(r.url()));
  return {
    urls,
    outside: () =>
      urls.filter((u) => {
        if (u.startsWith('data:') || u.startsWith('blob:')) return false;
        try {
          const { hostname, protocol } = new URL(u);
          if (protocol === 'file:') return false;
          return !['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
        } catch {
          return true;
        }
      }),
  };
}
