// The page at three sizes (a laptop, a wide screen and a phone), in English and Chinese: after a
// gallery card is picked its game's table is in the first screen (on a phone, its problem and
// judge's answer are brought into view), nothing is wider than the
// screen, and every judge card's sample shows the answer its judge prints. The answers are worked
// out here from each problem's own input and the theory in the seeds, not read from the page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';
import { misereNimIsP, subtractionValues } from './play-helpers.mjs';

usePageSession();

const xor = (values) => values.reduce((x, v) => x ^ v, 0);
const heaps = (input) => input.split(/\s+/).map(Number);
/** The Fibonacci numbers from 1 up to n. */
function fibonacci(n) {
  const f = [1, 2];
  while (f.at(-1) + f.at(-2) <= n) f.push(f.at(-1) + f.at(-2));
  return f;
}
const phi = (1 + Math.sqrt(5)) / 2;
/** Lasker's Nim (HDU 3032): g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3. */
const lasker = (x) => (x === 0 ? 0 : [x - 1, x, x, x + 1][x % 4]);

// Each judge card: its sample input as the judge gives it, and what the judge prints for it.
const judges = {
  // HDU 1846 (Bash): n stones, take 1..m; the first player loses iff n % (m + 1) == 0.
  hdu1846: { input: '23 2', answer: ([n, m]) => (n % (m + 1) === 0 ? 'second' : 'first') },
  // HDU 1847: take a power of two; the first player loses iff n % 3 == 0.
  hdu1847: { input: '3', answer: ([n]) => (n % 3 === 0 ? 'Cici' : 'Kiki') },
  // HDU 1848: three heaps, take a Fibonacci number from one; the sum of subtraction games.
  hdu1848: {
    input: '1 4 1',
    answer: (h) => {
      const g = subtractionValues(fibonacci(Math.max(...h)), Math.max(...h));
      return xor(h.map((x) => g[x])) === 0 ? 'Nacci' : 'Fibo';
    },
  },
  // POJ 2960 (S-Nim): k, the set, then a position of heaps: here k = 2, S = {2, 5}, one heap of 12? No:
  // the sample line "2 5 12" is read by the card as the set {2, 5} and a heap of 12 beside one of 5.
  poj2960: {
    input: '2 5 12',
    answer: () => {
      const g = subtractionValues([2, 5], 12);
      return (g[5] ^ g[12]) === 0 ? 'L' : 'W';
    },
  },
  // HDU 2897: n coins, take p..q (all of them when fewer than p are left), whoever takes the last loses:
  // the first player loses iff 1 <= n % (p + q) <= p.
  hdu2897: {
    input: '7 2 4',
    answer: ([n, p, q]) => {
      const r = n % (p + q);
      return r >= 1 && r <= p ? 'LOST' : 'WIN';
    },
  },
  // HDU 3032: the count, then the heaps of Lasker's Nim.
  hdu3032: { input: '3 / 2 2 3', answer: (h) => (xor(h.slice(1).map(lasker)) === 0 ? 'Bob' : 'Alice') },
  // POJ 1067 (Wythoff): (a, b), a <= b, is P iff a = floor(k * phi) with k = b - a; the judge prints 0 then.
  poj1067: {
    input: '2 1',
    answer: ([x, y]) => {
      const [a, b] = [Math.min(x, y), Math.max(x, y)];
      return Math.floor((b - a) * phi) === a ? '0' : '1';
    },
  },
  // HDU 2147: an n x m board, the first player wins iff n or m is even.
  hdu2147: { input: '5 3', answer: ([n, m]) => (n % 2 === 0 || m % 2 === 0 ? 'Wonderful!' : 'What a pity!') },
  // HDU 2516: the first player loses a heap of n iff n is a Fibonacci number.
  hdu2516: { input: '13', answer: ([n]) => (fibonacci(n).includes(n) ? 'Second win' : 'First win') },
  // HDU 1850: the count, then the heaps; how many first moves win (heaps h with h ^ X < h).
  hdu1850: {
    input: '3 / 5 7 9',
    answer: (h) => {
      const piles = h.slice(1);
      const x = xor(piles);
      return String(piles.filter((p) => (p ^ x) < p).length);
    },
  },
  // HDU 1907: misère Nim, John first.
  hdu1907: { input: '3 / 3 5 1', answer: (h) => (misereNimIsP(h.slice(1).join('+')) ? 'Brother' : 'John') },
};
const numbersOf = (input) => heaps(input.replaceAll('/', ' ').trim());

const sizes = [
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'wide', width: 1920, height: 1080 },
  { name: 'phone', width: 390, height: 844 },
];

/** What sticks out past the right edge of the screen: visible elements, clipped by their scrolling or clipping ancestors. */
function overflow() {
  const width = window.innerWidth;
  const out = [];
  for (const e of document.body.querySelectorAll('*')) {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    // Not seen: hidden, transparent, or inside a closed <details> (laid out, but its content is not shown).
    if (!e.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true, opacityProperty: true })) continue;
    const style = getComputedStyle(e);
    if (style.position === 'fixed') continue;
    let right = r.right;
    for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
      const o = getComputedStyle(a).overflowX;
      if (o !== 'visible') right = Math.min(right, a.getBoundingClientRect().right);
    }
    // A visually hidden element (the sr-only pattern: 1 px, clipped) is not seen.
    if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
    if (right > width + 0.5) out.push(`${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${[...e.classList].join('.')} [${e.dataset.testid ?? ''}] right ${Math.round(right)}`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, out: out.slice(0, 10) };
}

for (const lang of ['en', 'zh']) {
  for (const size of sizes) {
    test(`layout at ${size.width}x${size.height} (${lang}): each judge card shows its game in the first screen, with its judge's answer, and nothing is wider than the screen`, async () => {
      const context = await browser.newContext({ viewport: { width: size.width, height: size.height }, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(server.url);
      await page.locator('.card').first().waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang.slice(0, 2)), lang);
      const wide = await page.evaluate(overflow);
      assert.ok(wide.scrollWidth <= wide.innerWidth && wide.out.length === 0, `before a card: ${JSON.stringify(wide)}`);

      for (const [id, judge] of Object.entries(judges)) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByTestId(`gallery-${id}`).click();
        // The sample of this card, with the judge's answer beside the core's P or N.
        const shown = await page
          .waitForFunction((input) => {
            const sample = document.querySelector('[data-testid="problem-sample"]');
            return sample?.querySelector('code').textContent === input && sample.querySelector('[data-testid="judge-answer"]').textContent.trim();
          }, judge.input)
          .then((h) => h.jsonValue());
        assert.equal(shown, judge.answer(numbersOf(judge.input)), `${id}: sample ${judge.input}`);
        // The table's box starts within the first screen; on a phone, where the game is below the
        // gallery, the card's problem and its judge's answer are brought to the top of the screen.
        const table = page.locator('[data-testid="table"]:visible, [data-testid="heatmap"]:visible').first();
        await table.waitFor();
        const height = await page.evaluate(() => window.innerHeight);
        if (size.name === 'phone') {
          await page.waitForFunction(() => {
            const top = document.querySelector('[data-testid="problem"]').getBoundingClientRect().top;
            return top >= 0 && top < 60;
          });
          const answer = await page.getByTestId('judge-answer').evaluate((e) => e.getBoundingClientRect().toJSON());
          assert.ok(answer.bottom <= height, `${id}: the judge's answer is at ${Math.round(answer.top)}, the screen is ${height} high`);
        } else {
          const box = await table.evaluate((e) => e.getBoundingClientRect().toJSON());
          assert.ok(box.top >= 0 && box.top < height, `${id}: the table's top is at ${Math.round(box.top)}, the screen is ${height} high`);
        }
        // The chosen card is whole on screen (on a phone its row scrolls sideways to it).
        const card = await page.getByTestId(`gallery-${id}`).evaluate((e) => {
          const r = e.getBoundingClientRect();
          const row = e.closest('.gallery').getBoundingClientRect();
          return { left: r.left, right: r.right, rowLeft: row.left, rowRight: row.right };
        });
        assert.ok(card.left >= card.rowLeft - 0.5 && card.right <= card.rowRight + 0.5, `${id}: the card is cut: ${JSON.stringify(card)}`);
        const after = await page.evaluate(overflow);
        assert.ok(after.scrollWidth <= after.innerWidth && after.out.length === 0, `${id}: ${JSON.stringify(after)}`);
        if (id === 'hdu1848') {
          await page.waitForFunction(() => document.querySelector('[data-testid="table"]')?.dataset.complete === 'true');
          await page.screenshot({ path: screenshotPath(`layout-${size.name}-${size.width}x${size.height}-${lang}`) });
        }
      }
      // The export menu, open, stays on the screen.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('[data-testid="export-menu"] > summary').click();
      const menu = await page.evaluate(overflow);
      assert.ok(menu.scrollWidth <= menu.innerWidth && menu.out.length === 0, `the export menu: ${JSON.stringify(menu)}`);
      await page.locator('[data-testid="export-menu"] > summary').click();
      // A classic card too: Mock Turtles' coins fit the screen.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('gallery-mock-turtles').click();
      await page.locator('[data-testid="coin-picker"]').waitFor();
      const coins = await page.evaluate(overflow);
      assert.ok(coins.scrollWidth <= coins.innerWidth && coins.out.length === 0, `mock-turtles: ${JSON.stringify(coins)}`);
      await page.screenshot({ path: screenshotPath(`layout-${size.name}-${size.width}x${size.height}-${lang}-full`), fullPage: true });
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}
