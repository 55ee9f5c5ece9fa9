// The playground's define / watch / understand views in real Chromium: the gallery, the family
// forms, the sum builder, the graph editor, the strip and the heat map, the fill-in, the patterns
// panel and the explanations. Every expected value is computed here, independently of the core:
// brute force by the definition (mex over the options), or a published formula, cited where used.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';

usePageSession();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function openPage(hash = '', viewport = DESKTOP) {
  const page = await browser.newPage({ viewport });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}${hash}`);
  return { page, problems };
}

/** Waits until the watched table (strip or heat map) has finished. */
async function waitForWatch(page, spec, timeout = 30000) {
  await page.waitForFunction(
    (s) => {
      const decoded = decodeURIComponent(location.hash);
      if (!decoded.includes(`game=${s}`)) return false;
      const watch = document.querySelector('#watch');
      const kind = watch.dataset.kind;
      return kind === 'grid'
        ? document.querySelector('[data-testid="heatmap"]')?.dataset.complete === 'true'
        : document.querySelector('[data-testid="table"]')?.dataset.complete === 'true';
    },
    spec,
    { timeout },
  );
}

async function stripCell(page, n) {
  return page.locator(`[data-testid="table"] [data-position="${n}"]`).evaluate((e) => ({
    sg: e.dataset.sg === undefined ? null : Number(e.dataset.sg),
    outcome: e.dataset.outcome ?? null,
    fill: e.dataset.fill ?? null,
    text: e.textContent,
  }));
}

async function explainPosition(page, position) {
  const input = page.getByTestId('position-input');
  await input.fill(position);
  await input.press('Enter');
  await page.waitForFunction((p) => document.querySelector('[data-testid="explanation"]').dataset.for === p, position);
}

// ---- independent truth -----------------------------------------------------------------------

function mex(values) {
  const seen = new Set(values);
  let g = 0;
  while (seen.has(g)) g++;
  return g;
}

/** g(0..n-1) of the subtraction game whose moves take any s in `moves(n)` with s <= n. */
function subtractionValues(moves, n) {
  const g = [];
  for (let i = 0; i < n; i++) g.push(mex(moves(i).filter((s) => s <= i).map((s) => g[i - s])));
  return g;
}
const upTo = (n, f) => Array.from({ length: n }, (_, k) => f(k + 1)).filter((x) => x !== null);
const fibonacci = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144];
const powersOfTwo = [1, 2, 4, 8, 16, 32, 64, 128];

/** Octal games by their definition (Winning Ways ch. 4): digit d_k for taking k tokens; bit 1: the
 * heap may vanish, bit 2: one heap may remain, bit 4: two non-empty heaps may remain. */
function octalValues(code, n) {
  const digits = code.split('.')[1].split('').map(Number);
  const g = [];
  for (let i = 0; i < n; i++) {
    const options = [];
    digits.forEach((d, index) => {
      const k = index + 1;
      if (k > i) return;
      if (d & 1 && i === k) options.push(0);
      if (d & 2 && i > k) options.push(g[i - k]);
      if (d & 4) for (let a = 1; a < i - k; a++) options.push(g[a] ^ g[i - k - a]);
    });
    g.push(mex(options));
  }
  return g;
}

/** Grundy's game: split a heap into two heaps of different sizes. */
function grundyGameValues(n) {
  const g = [];
  for (let i = 0; i < n; i++) {
    const options = [];
    for (let a = 1; 2 * a < i; a++) options.push(g[a] ^ g[i - a]);
    g.push(mex(options));
  }
  return g;
}

/** Lasker's Nim, the formula in the study notes (HDU 3032): 4k+1 -> 4k+1, 4k+2 -> 4k+2,
 * 4k+3 -> 4k+4, 4k+4 -> 4k+3. */
function laskerValue(n) {
  if (n === 0) return 0;
  const r = n % 4;
  return r === 1 || r === 2 ? n : r === 3 ? n + 1 : n - 1;
}

/** A 2-D game's value table by brute force, options(r, c) listing [r', c'] pairs. */
function gridValues(rows, cols, options) {
  const g = Array.from({ length: rows }, () => new Array(cols).fill(0));
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) g[r][c] = mex(options(r, c).map(([x, y]) => g[x][y]));
  return g;
}
const wythoffOptions = (r, c) => {
  const o = [];
  for (let k = 1; k <= r; k++) o.push([r - k, c]);
  for (let k = 1; k <= c; k++) o.push([r, c - k]);
  for (let k = 1; k <= Math.min(r, c); k++) o.push([r - k, c - k]);
  return o;
};
const cornerOptions = (r, c) => [...(r > 0 ? [[r - 1, c]] : []), ...(c > 0 ? [[r, c - 1]] : []), ...(r > 0 && c > 0 ? [[r - 1, c - 1]] : [])];
// The Fibonacci game (HDU 2516) at (heap h, allowed take a): take t <= min(a, h), leaving (h - t, 2t);
// an allowed take above the heap allows the same moves as the heap itself, so it is clamped.
const fibNimOptions = (h, a) => upTo(Math.min(h, a), (t) => [h - t, Math.min(2 * t, h - t)]);

/** The least period p and least preperiod A with g(n + p) = g(n) for A <= n < g.length - p,
 * among periods whose repeating part is seen at least three times. */
function leastPeriod(g) {
  for (let p = 1; 3 * p <= g.length; p++) {
    let a = g.length - p;
    while (a > 0 && g[a - 1] === g[a - 1 + p]) a--;
    if (g.length - a >= 3 * p) return { period: p, preperiod: a };
  }
  return null;
}

/** The n-th odious number (n >= 1; 0 for n = 0): 1, 2, 4, 7, 8, 11, ... */
function odiousNumber(n) {
  let seen = 0;
  for (let k = 0; n > 0; k++) {
    if (k.toString(2).replaceAll('0', '').length % 2 === 1 && ++seen === n) return k;
  }
  return 0;
}

// What each gallery entry's cells must be: per heap for 1-D games, per (r, c) for 2-D games.
// Entries only listed by outcome have SG values the judge problem does not fix.
const truth = {
  hdu1846: { cells: [0, 1, 2, 3, 7, 23, 30], value: (n) => n % 3 }, // Bash, M = 2: n mod (M+1)
  hdu1847: { cells: [0, 1, 3, 6, 10, 20, 33], value: (n) => subtractionValues(() => powersOfTwo, n + 1)[n] },
  hdu1848: { cells: [0, 1, 4, 7, 12, 20, 40], value: (n) => subtractionValues(() => fibonacci, n + 1)[n] },
  poj2960: { cells: [0, 2, 5, 7, 12, 20, 44], value: (n) => subtractionValues(() => [2, 5], n + 1)[n] },
  // HDU 2897's rule from the notes: the player to move loses iff n mod (p+q) is 1..p (n >= 1).
  hdu2897: { cells: [1, 2, 3, 6, 7, 8, 13, 14, 30], outcome: (n) => (n % 6 >= 1 && n % 6 <= 2 ? 'P' : 'N') },
  hdu3032: { cells: [0, 1, 2, 3, 4, 7, 8, 11, 12, 39], value: laskerValue },
  hdu1850: { cells: [0, 1, 5, 9, 24], value: (n) => n },
  hdu1907: { cells: [0, 1, 5, 24], value: (n) => n }, // the table shows the components' normal-play values
  nim: { cells: [0, 3, 17], value: (n) => n },
  kayles: { cells: [0, 1, 2, 3, 4, 5, 11, 34, 70, 71, 83, 95], value: (n) => octalValues('0.77', n + 1)[n] },
  dawson: { cells: [0, 1, 2, 3, 5, 17, 51, 52, 86, 101], value: (n) => octalValues('0.07', n + 1)[n] },
  grundy: { cells: [0, 1, 2, 3, 4, 5, 6, 7, 13, 40, 60], value: (n) => grundyGameValues(n + 1)[n] },
  // Mock Turtles (Winning Ways): a head at coin n is worth the n-th odious number (odd count of 1 bits).
  'mock-turtles': { cells: [0, 1, 2, 3, 4, 5, 9, 21, 40], value: (n) => odiousNumber(n) },
  poj1067: { grid: [[0, 0], [1, 2], [2, 1], [3, 5], [4, 7], [2, 2], [6, 10], [10, 6], [5, 3], [12, 20]], options: wythoffOptions },
  hdu2147: { grid: [[0, 0], [0, 1], [1, 1], [2, 2], [4, 6], [3, 4], [23, 23], [22, 23]], options: cornerOptions },
  hdu2516: { grid: [[0, 0], [1, 1], [2, 1], [3, 2], [13, 12], [10, 9], [8, 7], [21, 20], [20, 19]], options: fibNimOptions },
};

// ---- tests -----------------------------------------------------------------------------------

test('the gallery lists every game with its judge problem, and each one loads with correct cells', async () => {
  const { page, problems } = await openPage();
  await page.locator('.card').first().waitFor();
  const cards = await page.$$eval('.card', (els) =>
    els.map((e) => ({ id: e.dataset.testid.replace('gallery-', ''), judge: e.querySelector('.judge')?.textContent ?? null, text: e.textContent })),
  );
  const judges = cards.map((c) => c.judge).filter(Boolean).sort();
  assert.deepEqual(judges, ['HDU 1846', 'HDU 1847', 'HDU 1848', 'HDU 1850', 'HDU 1907', 'HDU 2147', 'HDU 2516', 'HDU 2897', 'HDU 3032', 'POJ 1067', 'POJ 2960'].sort());
  for (const name of ['Nim', 'Kayles', "Dawson's Kayles", "Grundy's game", "Lasker's Nim", "Wythoff's game"]) {
    assert.ok(cards.some((c) => c.text.includes(name)), `a card for ${name}`);
  }
  for (const c of cards) assert.ok(c.id in truth, `truth is written down for ${c.id}`);

  for (const c of cards) {
    const card = page.getByTestId(`gallery-${c.id}`);
    const spec = await card.getAttribute('data-spec');
    await card.click();
    await waitForWatch(page, spec);
    assert.equal(await card.getAttribute('aria-pressed'), 'true');
    const expected = truth[c.id];
    if (expected.grid) {
      const size = Math.max(...expected.grid.flat()) + 1;
      const g = gridValues(size, size, expected.options);
      for (const [r, col] of expected.grid) {
        await explainPosition(page, `${r},${col}`);
        const cell = page.getByTestId('heatmap-cell');
        await page.waitForFunction((p) => document.querySelector('[data-testid="heatmap-cell"]').dataset.position === p, `${r},${col}`);
        assert.equal(Number(await cell.getAttribute('data-sg')), g[r][col], `${c.id} (${r}, ${col})`);
        assert.equal(await cell.getAttribute('data-outcome'), g[r][col] === 0 ? 'P' : 'N');
      }
    } else {
      for (const n of expected.cells) {
        const cell = await stripCell(page, n);
        if (expected.value) assert.equal(cell.sg, expected.value(n), `${c.id} heap ${n}`);
        const outcome = expected.outcome ? expected.outcome(n) : expected.value(n) === 0 ? 'P' : 'N';
        assert.equal(cell.outcome, outcome, `${c.id} heap ${n} outcome`);
        assert.ok(cell.text.includes(outcome), `${c.id} heap ${n} shows its letter`);
      }
    }
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('the judge samples of the sums: HDU 1848, POJ 2960, HDU 1850 and HDU 1907 explained', async () => {
  const { page } = await openPage();
  // position, outcome, winning moves (HDU 1850 asks for their number) from the judges' samples.
  const samples = [
    { id: 'hdu1848', position: '1+4+1', outcome: 'P' }, // "Nacci": the second player wins
    { id: 'poj2960', position: '5+12', outcome: 'P' }, // S = {2, 5}, heaps 5 and 12: "L"
    { id: 'hdu1850', position: '5+7+9', outcome: 'N', winning: 1 }, // sample answer 1
    { id: 'hdu1907', position: '3+5+1', outcome: 'N' }, // "John" (misère Nim)
  ];
  for (const s of samples) {
    await page.getByTestId(`gallery-${s.id}`).click();
    await page.waitForFunction((p) => document.querySelector('[data-testid="explanation"]').dataset.for === p, s.position);
    const why = page.getByTestId('explanation');
    assert.equal(await why.getAttribute('data-outcome'), s.outcome, `${s.id} ${s.position}`);
    const rows = await page.locator('[data-testid="xor-table"] tbody tr').count();
    assert.equal(rows, s.position.split('+').length + 2, `${s.id}: one row per heap, the count of 1s and the XOR`);
    if (s.winning !== undefined) assert.match(await why.textContent(), new RegExp(`Winning moves: ${s.winning} of`));
  }
  await page.close();
});

test('a bad parameter shows the core message beside the field and keeps what was typed', async () => {
  const { page, problems } = await openPage('#game=subtraction:1,3,4&size=20');
  await waitForWatch(page, 'subtraction:1,3,4');
  await page.getByTestId('tab-build').click();
  const component = page.getByTestId('component-0');
  const set = component.getByTestId('param-set');
  await set.fill('');
  await set.pressSequentially('1,0');
  const error = component.getByTestId('param-set-error');
  await error.waitFor({ state: 'visible' });
  const message = await error.textContent();
  assert.ok(message.length > 10, `a message from the core: ${message}`);
  assert.equal(await set.inputValue(), '1,0');
  assert.equal(await set.getAttribute('aria-invalid'), 'true');
  // The message sits next to the field it is about.
  const describedBy = (await set.getAttribute('aria-describedby')).split(' ');
  assert.ok(describedBy.includes(await error.getAttribute('id')));
  // The last good game stays in the spec box and in the table.
  assert.equal(await page.getByTestId('spec-text').inputValue(), 'subtraction:1,3,4');
  assert.equal(await page.locator('[data-testid="table"] [data-position]').count(), 21);
  await page.screenshot({ path: screenshotPath('playground-bad-parameter-desktop'), fullPage: false });

  // A bad spec typed as text: the message under the text box, the text kept.
  const text = page.getByTestId('spec-text');
  await text.fill('subtraction:1,3,4+');
  const textError = page.getByTestId('spec-text-error');
  await textError.waitFor({ state: 'visible' });
  assert.equal(await text.inputValue(), 'subtraction:1,3,4+');
  await text.fill('subtraction:2,5');
  await textError.waitFor({ state: 'hidden' });
  await waitForWatch(page, 'subtraction:2,5');
  assert.equal(await set.inputValue(), '2,5', 'the form follows the text');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the fill-in for S = {1,3,4}, step by step: current cell, its options and the written mex', async () => {
  const { page, problems } = await openPage('#game=subtraction:1,3,4&size=200');
  await waitForWatch(page, 'subtraction:1,3,4');
  const g = subtractionValues(() => [1, 3, 4], 201);
  const step = page.getByTestId('fill-step');
  for (let n = 0; n <= 6; n++) {
    await step.click();
    const options = [1, 3, 4].filter((s) => s <= n).map((s) => n - s);
    const sentence =
      options.length === 0
        ? `Position ${n}: no options`
        : `options ${options.join(', ')} have values ${options.map((o) => g[o]).join(', ')}; mex = ${g[n]}`;
    await page.getByTestId('fill-text').filter({ hasText: sentence }).waitFor();
    const current = await page.$$eval('[data-testid="table"] [data-fill="current"]', (els) => els.map((e) => Number(e.dataset.position)));
    assert.deepEqual(current, [n], `step ${n}: the current cell`);
    const highlighted = await page.$$eval('[data-testid="table"] [data-fill="option"]', (els) => els.map((e) => Number(e.dataset.position)));
    assert.deepEqual(highlighted.sort((a, b) => a - b), [...options].sort((a, b) => a - b), `step ${n}: its options`);
    const cell = await stripCell(page, n);
    assert.equal(cell.sg, g[n], `step ${n}: the decided value`);
    // Cells after the current one are not decided yet.
    const later = await stripCell(page, n + 1);
    assert.equal(later.sg, null);
    assert.equal(later.outcome, null);
    if (n === 4) {
      await page.locator('#watch').screenshot({ path: screenshotPath('playground-fill-in-desktop') });
    }
  }
  // Play runs on by itself; pause stops it; show all ends the fill-in.
  await page.getByTestId('fill-speed').selectOption('60');
  await page.getByTestId('fill-play').click();
  // Pause from inside the page once heap 12 is being decided (a round trip could miss the moment).
  const paused = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const poll = () => {
          const current = Number(document.querySelector('[data-testid="table"] [data-fill="current"]')?.dataset.position);
          if (current >= 12) {
            document.querySelector('[data-testid="fill-play"]').click();
            resolve(Number(document.querySelector('[data-testid="table"] [data-fill="current"]').dataset.position));
          } else requestAnimationFrame(poll);
        };
        poll();
      }),
  );
  assert.ok(paused >= 12 && paused < 200, `paused at heap ${paused}`);
  assert.equal(await page.getByTestId('fill-play').getAttribute('aria-pressed'), 'false');
  await page.waitForTimeout(300);
  assert.equal(await page.$eval('[data-testid="table"] [data-fill="current"]', (e) => Number(e.dataset.position)), paused);
  await page.getByTestId('fill-all').click();
  assert.equal(await page.locator('[data-testid="table"] [data-fill]').count(), 0);
  const values = await page.$$eval('[data-testid="table"] [data-position]', (els) => els.map((e) => Number(e.dataset.sg)));
  assert.deepEqual(values, g);
  // A new game in the middle of a fill-in shows its table whole.
  await step.click();
  await step.click();
  await page.evaluate(() => {
    location.hash = '#game=subtraction:2,5&size=30';
  });
  await waitForWatch(page, 'subtraction:2,5');
  assert.equal(await page.locator('[data-testid="table"] [data-fill]').count(), 0);
  assert.equal(await page.locator('[data-testid="table"] .pending').count(), 0);
  assert.equal(await page.getByTestId('fill-text').textContent(), '');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the strip: row length from the period, keyboard navigation, Enter explains', async () => {
  const { page, problems } = await openPage('#game=subtraction:1,3,4&size=48');
  await waitForWatch(page, 'subtraction:1,3,4');
  await page.waitForFunction(() => ['shown', 'error'].includes(document.querySelector('[data-testid="patterns"]').dataset.state));
  assert.equal(await page.getByTestId('patterns').getAttribute('data-state'), 'shown');
  const columns = async () =>
    page.$eval('[data-testid="table"]', (list) => {
      const tops = [...list.querySelectorAll('li')].slice(0, 40).map((li) => li.offsetTop);
      return tops.filter((top) => top === tops[0]).length;
    });
  assert.equal(await columns(), 7, 'one row per period, so the P cells line up in columns');
  const rowStarts = await page.$$eval('[data-testid="table"] [data-position]', (els) => {
    const first = els[0].offsetLeft;
    return els.filter((e) => e.offsetLeft === first).map((e) => e.dataset.outcome);
  });
  assert.ok(rowStarts.every((o) => o === 'P'), 'the first column holds heaps 0, 7, 14, ...: all P');
  // A chosen row length wins over the period.
  await page.getByTestId('row-length').fill('10');
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('row=10'));
  assert.equal(await columns(), 10);
  await page.getByTestId('row-length').fill('');
  // Arrow keys: right moves one heap, down one row; Enter explains the focused cell.
  await page.locator('[data-testid="table"] [data-position="0"]').click();
  const focused = () => page.evaluate(() => document.activeElement?.dataset.position);
  assert.equal(await focused(), '0');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focused(), '2');
  await page.keyboard.press('ArrowDown');
  const perRow = await columns();
  assert.equal(await focused(), String(2 + perRow));
  await page.keyboard.press('Enter');
  await page.waitForFunction((p) => document.querySelector('[data-testid="explanation"]').dataset.for === p, String(2 + perRow));
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.notEqual(outline, 'none', 'the focused cell shows a focus ring');
  assert.deepEqual(problems, []);
  await page.close();
});

test('cells are readable: text contrast at least 4.5:1 on every value tone and in P/N view', async () => {
  const { page } = await openPage('#game=subtraction:1..10&size=30');
  await waitForWatch(page, 'subtraction:1,2,3,4,5,6,7,8,9,10');
  const ratio = ([r1, g1, b1], [r2, g2, b2]) => {
    const lum = (r, g, b) => [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4)).reduce((s, c, i) => s + c * [0.2126, 0.7152, 0.0722][i], 0);
    const [hi, lo] = [lum(r1, g1, b1), lum(r2, g2, b2)].sort((a, b) => b - a);
    return (hi + 0.05) / (lo + 0.05);
  };
  for (const view of ['sg', 'pn']) {
    await page.getByTestId(`view-${view}`).click();
    const pairs = await page.$$eval('[data-testid="table"] [data-position]', (els) =>
      els.map((e) => {
        const rgb = (s) => s.match(/\d+(\.\d+)?/g).slice(0, 3).map(Number);
        const style = getComputedStyle(e);
        return { n: e.dataset.position, bg: rgb(style.backgroundColor), ink: rgb(style.color) };
      }),
    );
    for (const p of pairs) assert.ok(ratio(p.bg, p.ink) >= 4.5, `${view} heap ${p.n}: contrast ${ratio(p.bg, p.ink).toFixed(2)}`);
  }
  await page.close();
});

test('the patterns panel: S = {1,3,4} has period 7, proven; Kayles has period 12 after its preperiod', async () => {
  const { page } = await openPage('#game=subtraction:1,3,4&size=48');
  await waitForWatch(page, 'subtraction:1,3,4');
  const patterns = page.getByTestId('patterns');
  await page.waitForFunction(() => ['shown', 'error'].includes(document.querySelector('[data-testid="patterns"]').dataset.state));
  assert.equal(await patterns.getAttribute('data-state'), 'shown');
  // g = 0 1 0 1 2 3 2 repeating from n = 0 (computed above by brute force as well).
  const g134 = leastPeriod(subtractionValues(() => [1, 3, 4], 300));
  assert.deepEqual(g134, { period: 7, preperiod: 0 });
  assert.equal(await page.getByTestId('pattern-period').textContent(), '7');
  assert.equal(await page.getByTestId('pattern-preperiod').textContent(), '0');
  assert.equal(await page.getByTestId('pattern-status').getAttribute('data-proven'), 'true');
  assert.ok((await page.getByTestId('pattern-bound').textContent()).length > 10, 'the proof names its bound');
  assert.match(await page.getByTestId('pattern-rules').textContent(), /7/);
  await page.locator('#understand').screenshot({ path: screenshotPath('playground-patterns-subtraction-desktop') });

  await page.getByTestId('gallery-kayles').click();
  await waitForWatch(page, 'octal:0.77');
  await page.waitForFunction(() => document.querySelector('[data-testid="pattern-period"]')?.textContent === '12', null, { timeout: 30000 });
  // Kayles' values are periodic with period 12 after the last exception g(70) (Guy and Smith 1956;
  // OEIS A002186); the brute force here finds the same least period and preperiod.
  const kayles = leastPeriod(octalValues('0.77', 1000));
  assert.equal(kayles.period, 12);
  assert.equal(await page.getByTestId('pattern-preperiod').textContent(), String(kayles.preperiod));
  assert.equal(await page.getByTestId('pattern-status').getAttribute('data-proven'), 'true');
  // The strip's rows are 12 long, so from the preperiod on each column holds one value.
  await page.locator('#understand').screenshot({ path: screenshotPath('playground-patterns-kayles-desktop') });
  await page.close();
});

test('the sum builder: two components and misère, and the XOR explained column by column', async () => {
  const { page, problems } = await openPage('#game=subtraction:1,3,4&size=30');
  await waitForWatch(page, 'subtraction:1,3,4');
  await page.getByTestId('tab-build').click();
  await page.getByTestId('add-component').click();
  const second = page.getByTestId('component-1');
  await second.getByTestId('family-select').selectOption('subtraction');
  await second.getByTestId('param-set').fill('2,5');
  await page.waitForFunction(() => document.querySelector('[data-testid="spec-text"]').value === 'subtraction:1,3,4+subtraction:2,5');
  await waitForWatch(page, 'subtraction:1,3,4+subtraction:2,5');
  assert.equal(await page.locator('[data-testid="component-tabs"] [role="tab"]').count(), 2);
  // Each component has its table: the second tab shows S = {2, 5}.
  await page.getByTestId('component-tab-1').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="table-status"]').textContent.includes('subtraction:2,5'));
  const g1 = subtractionValues(() => [1, 3, 4], 31);
  const g2 = subtractionValues(() => [2, 5], 31);
  await page.waitForFunction(() => document.querySelector('[data-testid="table"]').dataset.complete === 'true');
  assert.equal((await stripCell(page, 7)).sg, g2[7]);
  // A position of the sum: one part per component; its value is the XOR, shown bit by bit.
  await explainPosition(page, '6+7');
  const why = page.getByTestId('explanation');
  assert.equal(Number(await why.getAttribute('data-sg')), g1[6] ^ g2[7]);
  const bits = await page.$$eval('[data-testid="xor-table"] tr.total td.bit', (tds) => tds.map((td) => td.textContent).join(''));
  assert.equal(parseInt(bits, 2), g1[6] ^ g2[7]);
  await page.locator('#understand').screenshot({ path: screenshotPath('playground-sum-xor-desktop') });
  // Clicking a cell of the second component's table replaces that part of the position.
  await page.locator('[data-testid="table"] [data-position="9"]').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]').dataset.for === '6+9');
  // Misère play.
  await page.getByTestId('misere-switch').check();
  await page.waitForFunction(() => document.querySelector('[data-testid="spec-text"]').value.startsWith('misere:'));
  await page.getByTestId('watch-note').waitFor({ state: 'visible' });
  // Removing a component leaves one game.
  await page.getByTestId('component-1').getByTestId('remove-component').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="spec-text"]').value === 'misere:subtraction:1,3,4');
  await page.locator('#define').screenshot({ path: screenshotPath('playground-builder-desktop') });
  assert.deepEqual(problems, []);
  await page.close();
});

test('the issue\'s sums: Kayles plus Nim built in the form, three Fibonacci-subtraction heaps as text', async () => {
  const { page, problems } = await openPage('#game=subtraction:1,3,4&size=30');
  await waitForWatch(page, 'subtraction:1,3,4');
  await page.getByTestId('tab-build').click();
  const first = page.getByTestId('component-0');
  await first.getByTestId('family-select').selectOption('octal');
  await first.getByTestId('param-code').fill('0.77');
  await page.getByTestId('add-component').click();
  await page.getByTestId('component-1').getByTestId('family-select').selectOption('nim');
  await page.waitForFunction(() => document.querySelector('[data-testid="spec-text"]').value === 'octal:0.77+nim');
  await waitForWatch(page, 'octal:0.77+nim');
  const kayles = octalValues('0.77', 30);
  await explainPosition(page, '4+5');
  assert.equal(Number(await page.getByTestId('explanation').getAttribute('data-sg')), kayles[4] ^ 5);
  // Nim's tab shows g(n) = n.
  await page.getByTestId('component-tab-1').click();
  await page.waitForFunction(() => document.querySelector('[data-testid="table-status"]').textContent.startsWith('nim'));
  await page.waitForFunction(() => document.querySelector('[data-testid="table"]').dataset.complete === 'true');
  assert.equal((await stripCell(page, 13)).sg, 13);

  // Three heaps of the Fibonacci subtraction game, typed as text: the form follows.
  const text = page.getByTestId('spec-text');
  await text.fill('subtraction:fib+subtraction:fib+subtraction:fib');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid^="component-"][data-family="subtraction"]').length === 3);
  for (let i = 0; i < 3; i++) assert.equal(await page.getByTestId(`component-${i}`).getByTestId('param-kind').inputValue(), 'fib');
  // One distinct component, so one table and no tabs.
  await waitForWatch(page, 'subtraction:fib+subtraction:fib+subtraction:fib');
  assert.equal(await page.getByTestId('component-tabs').isHidden(), true);
  // HDU 1848's second sample: 1+4+1 is lost for the player to move ("Nacci").
  const fib = subtractionValues(() => fibonacci, 10);
  await explainPosition(page, '1+4+1');
  assert.equal(Number(await page.getByTestId('explanation').getAttribute('data-sg')), fib[1] ^ fib[4] ^ fib[1]);
  assert.equal(await page.getByTestId('explanation').getAttribute('data-outcome'), 'P');
  await page.locator('#define').screenshot({ path: screenshotPath('playground-builder-fibonacci-desktop') });
  assert.deepEqual(problems, []);
  await page.close();
});

test('the graph editor: nodes and edges by clicking and as text, with P/N labels', async () => {
  const { page, problems } = await openPage('#game=subtraction:1,3,4');
  await waitForWatch(page, 'subtraction:1,3,4');
  await page.getByTestId('tab-build').click();
  const component = page.getByTestId('component-0');
  await component.getByTestId('family-select').selectOption('graph');
  const edges = component.getByTestId('param-edges');
  await edges.fill('a>b;b>c');
  const drawing = component.getByTestId('graph-drawing');
  // The drawing is the core's reading of the text: three nodes, and the edges a>b and b>c alone.
  await page.waitForFunction(() => {
    const drawn = document.querySelector('[data-testid="graph-drawing"]');
    const edgesDrawn = [...(drawn?.querySelectorAll('[data-edge]') ?? [])].map((e) => e.dataset.edge).sort();
    return drawn?.querySelectorAll('[data-node]').length === 3 && edgesDrawn.join() === 'a>b,b>c';
  });
  // Click empty space: a new node d; then d, then a: a move d > a.
  const box = await drawing.boundingBox();
  await page.mouse.click(box.x + box.width * 0.9, box.y + box.height * 0.15);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="graph-drawing"] [data-node]').length === 4);
  assert.equal(await edges.inputValue(), 'a>b;b>c;d');
  await component.getByTestId('graph-node-d').click();
  await component.getByTestId('graph-node-a').click();
  assert.equal(await edges.inputValue(), 'a>b;b>c;d>a');
  // Independent labels: c has no move (P), b moves to P (N), a only to N (P), d only to P (N).
  const expected = { a: ['P', 0], b: ['N', 1], c: ['P', 0], d: ['N', 1] };
  const spec = 'graph:a>b;b>c;d>a';
  await page.waitForFunction((want) => document.querySelector('[data-testid="spec-text"]').value === want, spec);
  for (const [name, [outcome, g]] of Object.entries(expected)) {
    const node = component.getByTestId(`graph-node-${name}`);
    await page.waitForFunction((n) => document.querySelector(`[data-testid="graph-node-${n}"]`)?.dataset.outcome, name);
    assert.equal(await node.getAttribute('data-outcome'), outcome, `node ${name}`);
    assert.equal(Number(await node.getAttribute('data-sg')), g, `node ${name}`);
  }
  // The watch panel lists the nodes as cells too.
  await waitForWatch(page, spec);
  assert.equal((await stripCell(page, 'a')).outcome, 'P');
  // Clicking an edge removes it.
  await page.locator('[data-testid="graph-drawing"] [data-edge="d>a"]').click({ force: true });
  assert.equal(await edges.inputValue(), 'a>b;b>c;d');
  await page.locator('#define').screenshot({ path: screenshotPath('playground-graph-editor-desktop') });
  assert.deepEqual(problems, []);
  await page.close();
});

/** Loads Wythoff side x side by the link and clicks the view switch every 25 ms from inside the
 * page until the table is complete; returns one record per click. How long each click took is
 * measured by `npm run bench` (tests/bench/responsiveness.mjs), not asserted here. */
function clickWhileComputing(page, side) {
  return page.evaluate(
    (n) =>
      new Promise((resolve) => {
        const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
        const log = [];
        const tick = () => {
          const ours = $('heatmap').dataset.rows === String(n);
          const computing = ours && !$('progress-row').hidden;
          const view = log.length % 2 ? 'sg' : 'pn';
          $(`view-${view}`).click();
          log.push({
            computing,
            progress: Number($('table-progress').getAttribute('aria-valuenow')),
            answered: $(`view-${view}`).getAttribute('aria-checked') === 'true',
          });
          if ((ours && $('heatmap').dataset.complete === 'true') || log.length > 4000) resolve(log);
          else setTimeout(tick, 25);
        };
        location.hash = `#game=wythoff&rows=${n}&cols=${n}`;
        setTimeout(tick, 0);
      }),
    side,
  );
}

test('Wythoff at 1000 x 1000: the page answers clicks while the heat map streams in', async (t) => {
  const { page, problems } = await openPage('#game=wythoff&rows=40&cols=40');
  await waitForWatch(page, 'wythoff');
  assert.equal(await page.evaluate(() => document.querySelector('#watch').dataset.kind), 'grid');
  // The page is loaded; now ask for a million cells, and four million, and click the view switch
  // every 25 ms from inside the page while they stream in. Each click is answered in its own
  // handler (the view switched before the handler returns), whatever the machine's speed.
  for (const side of [1000, 2000]) {
    const probes = await clickWhileComputing(page, side);
    const during = probes.filter((p) => p.computing && p.progress < 100);
    t.diagnostic(`${side} x ${side}: ${during.length} clicks while computing (progress ${during[0]?.progress}% to ${during.at(-1)?.progress}%)`);
    assert.ok(probes.every((p) => p.answered), `${side}: every click switched the view at once`);
    // Clicks land while the table computes on a machine of any speed: the table takes many timer
    // turns of the main thread, which a page computing on its main thread would not give.
    if (side === 2000) assert.ok(during.length >= 1, `${side}: clicks landed while the table was computing`);
  }
  await page.evaluate(() => {
    location.hash = '#game=wythoff&rows=1000&cols=1000';
  });
  await page.waitForFunction(() => document.querySelector('[data-testid="heatmap"]').dataset.rows === '1000' && document.querySelector('[data-testid="heatmap"]').dataset.complete === 'true');
  await page.getByTestId('view-sg').click();
  const scale = await page.getByTestId('heatmap').getAttribute('data-scale');
  await page.getByTestId('zoom-in').click();
  await page.waitForFunction((s) => document.querySelector('[data-testid="heatmap"]').dataset.scale !== s, scale);
  await page.getByTestId('zoom-fit').click();
  await page.screenshot({ path: screenshotPath('playground-wythoff-1000-desktop') });
  // The keyboard: the map is focusable, arrows move the cursor, Enter explains; (3,5) is P.
  await page.getByTestId('heatmap').focus();
  await page.keyboard.press('Control+Home');
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  const readout = page.getByTestId('heatmap-cell');
  assert.equal(await readout.getAttribute('data-position'), '3,5');
  assert.equal(await readout.getAttribute('data-outcome'), 'P');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]').dataset.for === '3,5');
  // Cancel stops a stream and keeps the cells computed so far (a larger table, clicked from inside
  // the page as soon as its progress bar shows, to catch it running).
  const cancelled = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
        const poll = () => {
          if ($('heatmap').dataset.cols === '1999' && !$('progress-row').hidden) {
            $('table-cancel').click();
            resolve(true);
          } else if ($('heatmap').dataset.cols === '1999' && $('heatmap').dataset.complete === 'true') resolve(false);
          else setTimeout(poll, 2);
        };
        location.hash = '#game=wythoff&rows=2000&cols=1999';
        poll();
      }),
  );
  if (cancelled) {
    await page.getByTestId('table-status').filter({ hasText: 'Stopped at' }).waitFor();
    assert.equal(await page.getByTestId('progress-row').isHidden(), true);
    assert.equal(await page.getByTestId('heatmap').getAttribute('data-complete'), null);
  } else t.diagnostic('the 2000 x 1999 table finished before the cancel arrived');
  assert.deepEqual(problems, []);
  await page.close();
});

test('every string of these views is translated: no locale key shows, in English or Chinese', async () => {
  const { page } = await openPage('#game=subtraction:1,3,4&size=20&select=5');
  await waitForWatch(page, 'subtraction:1,3,4');
  for (const lang of ['en', 'zh']) {
    await page.getByTestId('lang-select').selectOption(lang);
    await page.getByTestId('tab-build').click();
    await page.getByTestId('fill-step').click();
    await page.waitForTimeout(300);
    const leaks = await page.evaluate(() => {
      const keyLike = /\b(define|watch|understand|gallery)\.[a-zA-Z-]+(\.[a-zA-Z-]+)*\b/;
      const texts = [];
      for (const id of ['define', 'watch', 'understand']) {
        const root = document.getElementById(id);
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) if (keyLike.test(walker.currentNode.textContent)) texts.push(walker.currentNode.textContent.trim());
        for (const el of root.querySelectorAll('[aria-label],[title],[placeholder]')) {
          for (const a of ['aria-label', 'title', 'placeholder']) if (keyLike.test(el.getAttribute(a) ?? '')) texts.push(`${a}=${el.getAttribute(a)}`);
        }
      }
      return texts;
    });
    assert.deepEqual(leaks, [], `${lang}: untranslated keys`);
    if (lang === 'zh') {
      assert.equal(await page.locator('#watch h2').textContent(), '观察 SG 值');
      // Worded again when the language's words arrive, if the step came first.
      await page.waitForFunction(() => /位置/.test(document.querySelector('[data-testid="fill-text"]').textContent));
    }
    await page.getByTestId('fill-all').click();
  }
  await page.close();
});

test('screenshots of each view at desktop and phone widths', async () => {
  for (const [device, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    const { page, problems } = await openPage('#game=subtraction:1,3,4&size=48&select=5', viewport);
    await waitForWatch(page, 'subtraction:1,3,4');
    await page.locator('#define').screenshot({ path: screenshotPath(`playground-gallery-${device}`) });
    await page.locator('#watch').screenshot({ path: screenshotPath(`playground-strip-${device}`) });
    await page.locator('#understand').screenshot({ path: screenshotPath(`playground-explain-${device}`) });
    await page.getByTestId('tab-build').click();
    await page.getByTestId('add-component').click();
    await page.waitForTimeout(400);
    await page.locator('#define').screenshot({ path: screenshotPath(`playground-build-${device}`) });
    await page.getByTestId('fill-step').click();
    await page.getByTestId('fill-step').click();
    await page.getByTestId('fill-step').click();
    await page.getByTestId('fill-step').click();
    await page.getByTestId('fill-step').click();
    await page.getByTestId('fill-text').filter({ hasText: 'mex = 2' }).waitFor();
    await page.locator('#watch').screenshot({ path: screenshotPath(`playground-fill-in-${device}`) });
    // A 2-D game.
    await page.goto(`${server.url}#game=wythoff&rows=40&cols=40&select=4,7`);
    await waitForWatch(page, 'wythoff');
    await page.locator('#watch').screenshot({ path: screenshotPath(`playground-heatmap-${device}`) });
    await page.screenshot({ path: screenshotPath(`playground-page-${device}`), fullPage: true });
    // The patterns panel and the scatter plot for Kayles, and the graph editor.
    await page.goto(`${server.url}#game=octal:0.77&size=95&select=5`);
    await waitForWatch(page, 'octal:0.77');
    await page.waitForFunction(() => document.querySelector('[data-testid="patterns"]').dataset.state !== 'loading');
    await page.locator('#watch').screenshot({ path: screenshotPath(`playground-strip-kayles-${device}`) });
    await page.locator('#understand').screenshot({ path: screenshotPath(`playground-patterns-${device}`) });
    await page.goto(`${server.url}#game=graph:a>b;b>c;d>a;a>c;e>d;e>b&select=e`);
    await page.getByTestId('tab-build').click();
    await page.waitForTimeout(500);
    await page.locator('#define').screenshot({ path: screenshotPath(`playground-graph-${device}`) });
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test("controls clicked while the core is still loading wait for it: a tab, the builder's field, the language", async () => {
  // The core's module is held back, so the panels mount late (after families() answers).
  const context = await browser.newContext({ viewport: DESKTOP });
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await context.route('**/*.wasm', async (route) => {
    await held;
    await route.continue();
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(server.url, { waitUntil: 'domcontentloaded' });
  // Before the core answers, the controls cannot be used (a click would have been lost).
  for (const id of ['tab-build', 'spec-text', 'size-input', 'position-input', 'explain-button', 'fill-play', 'view-pn', 'lang-select']) {
    assert.equal(await page.getByTestId(id).isDisabled(), true, `${id} is disabled while the core loads`);
  }
  // A person's clicks now: each waits for its control (Playwright waits for enabled elements).
  const clicked = page.getByTestId('tab-build').click();
  setTimeout(release, 800);
  await clicked;
  assert.equal(await page.getByTestId('tab-build').getAttribute('aria-selected'), 'true');
  assert.equal(await page.locator('#define-build').isVisible(), true);
  await page.getByTestId('component-0').getByTestId('param-set').fill('1,3,4');
  // The language switches once its words are loaded (they are fetched when it is picked).
  await page.getByTestId('lang-select').selectOption('zh');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  assert.equal(await page.getByTestId('tab-build').textContent(), '自己搭建');
  assert.deepEqual(problems, []);
  await context.close();
});
