// Language and access: a whole game with the keyboard only (moves as buttons in tab order, the
// board's squares with the arrow keys), visible focus, live announcements for screen readers,
// WCAG AA contrast in the header and the play panel, and both languages (switchable, remembered,
// following the browser by default, every string translated).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';
import { cornerIsP, hashFor, skipUnlessKnown, subtractionSumIsP, waitForTurn } from './play-helpers.mjs';

usePageSession();

const s134 = (text) => subtractionSumIsP([[1, 3, 4]], text);

async function open(hash, { locale = 'en-US', width = 1200, context = null } = {}) {
  const ctx = context ?? (await browser.newContext({ viewport: { width, height: 900 }, locale }));
  const page = await ctx.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}${hash}`);
  return { context: ctx, page, problems };
}

const focused = (page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    const style = getComputedStyle(a);
    return {
      tag: a.tagName,
      to: a.dataset?.to ?? null,
      testid: a.dataset?.testid ?? null,
      inMoves: Boolean(a.closest('[data-testid="moves"]')),
      outline: `${style.outlineStyle} ${style.outlineWidth}`,
    };
  });

test('a whole game with the keyboard only: skip link, Tab to a move, Enter; focus follows the game', async () => {
  const { context, page, problems } = await open(hashFor({ game: 'subtraction:1,3,4', position: '10', first: 'you', lang: 'en' }));
  await waitForTurn(page);
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).tag, 'A', 'the first Tab reaches the skip link');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'play-title');
  const announcements = [];
  for (let turn = 0; turn < 30; turn++) {
    const state = await waitForTurn(page);
    if (state.winner) break;
    const target = state.moves.find((to) => s134(to)) ?? state.moves[0];
    // Tab forward from wherever focus is until the wanted move button has it.
    let f = await focused(page);
    for (let i = 0; i < 25 && f.to !== target; i++) {
      await page.keyboard.press('Tab');
      f = await focused(page);
    }
    assert.equal(f.to, target, `the move to ${target} is reachable with Tab`);
    assert.match(f.outline, /^(solid|auto) [2-9]/, 'the focused move shows a visible focus ring');
    await page.keyboard.press(turn % 2 ? 'Enter' : 'Space');
    // The computer answers; focus comes back to the new moves (or to "Play again" at the end).
    await page.waitForFunction(() => {
      const a = document.activeElement;
      return a?.closest('[data-testid="moves"] button') || a?.dataset.testid === 'play-again';
    });
    await page.waitForFunction(() => /Your move\.|win/.test(document.querySelector('[data-testid="announcer"]').textContent));
    announcements.push(await page.getByTestId('announcer').textContent());
  }
  const end = await page.getByTestId('play-status').getAttribute('data-winner');
  assert.equal(end, 'you');
  assert.equal((await focused(page)).testid, 'play-again');
  // What a screen reader heard after each of the person's moves: the computer's move and whose turn.
  assert.ok(announcements.length > 0);
  for (const a of announcements.slice(0, -1)) assert.match(a, /^You took \d, \d+ left\. The computer took \d, \d+ left\. Your move\.$/);
  assert.match(announcements.at(-1), /You win!$/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the corner board with the arrow keys: one tab stop, arrows move, Enter plays', async (t) => {
  const { context, page } = await open(hashFor({ game: 'corner:6,6', position: '4,5', first: 'you', lang: 'en' }));
  if (!(await skipUnlessKnown(t, page, 'corner'))) return context.close();
  await waitForTurn(page);
  const board = page.getByTestId('play-board');
  await board.waitFor();
  assert.equal(await board.locator('[tabindex="0"]').count(), 1, 'the board is one tab stop');
  for (let turn = 0; turn < 20; turn++) {
    const state = await waitForTurn(page);
    if (state.winner) break;
    const target = state.moves.find((to) => cornerIsP(to)) ?? state.moves[0];
    await board.locator('[tabindex="0"]').focus();
    // Walk with the arrow keys from the focused square to the target square.
    let at = (await page.evaluate(() => document.activeElement.dataset.square)).split(',').map(Number);
    const [tr, tc] = target.split(',').map(Number);
    while (at[0] !== tr || at[1] !== tc) {
      await page.keyboard.press(at[0] < tr ? 'ArrowUp' : at[0] > tr ? 'ArrowDown' : at[1] < tc ? 'ArrowRight' : 'ArrowLeft');
      at = (await page.evaluate(() => document.activeElement.dataset.square)).split(',').map(Number);
    }
    const label = await page.evaluate(() => document.activeElement.getAttribute('aria-label'));
    assert.match(label, /you can move here/);
    await page.keyboard.press('Enter');
    await page.waitForFunction((t) => document.querySelector('[data-testid="position"]').dataset.current !== t, state.position);
  }
  assert.equal(await page.getByTestId('play-status').getAttribute('data-winner'), 'you');
  await page.screenshot({ path: screenshotPath('access-corner-keyboard') });
  await context.close();
});

test('announcements and history read naturally in Chinese', async () => {
  const { context, page } = await open(hashFor({ game: 'subtraction:1,3,4', position: '10', first: 'computer', lang: 'zh' }));
  await waitForTurn(page);
  await page.waitForFunction(() => (document.querySelector('[data-testid="announcer"]')?.textContent.length ?? 0) > 0);
  assert.match(await page.getByTestId('announcer').textContent(), /^电脑取走 [13] 个，剩下 [79] 个。 轮到你了。$/);
  assert.match(await page.locator('[data-testid="history"] li').first().textContent(), /^电脑取走 [13] 个，剩下 [79] 个。$/);
  assert.match(await page.getByTestId('computer-why').textContent(), /^原因：这一步留下 SG 值为 0 的局面（P 位置）/);
  await context.close();
});

// Relative luminance and contrast ratio (WCAG 2.x), over every text in the header, the play panel
// and the footer, against the nearest opaque background behind it.
async function contrastProblems(page, selector) {
  return page.evaluate((sel) => {
    const parse = (c) => {
      const m = c.match(/rgba?\(([^)]+)\)/);
      if (!m) return null;
      const [r, g, b, a = 1] = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
      return { r, g, b, a };
    };
    const lum = ({ r, g, b }) => {
      const f = (v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const background = (el) => {
      for (let e = el; e; e = e.parentElement) {
        const c = parse(getComputedStyle(e).backgroundColor);
        if (c && c.a > 0.5) return c;
      }
      return { r: 255, g: 255, b: 255, a: 1 };
    };
    const out = [];
    for (const root of document.querySelectorAll(sel)) {
      for (const el of root.querySelectorAll('*')) {
        const text = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent.trim()).join('');
        if (!text || el.closest('[hidden], .sr-only') || el.offsetParent === null) continue;
        const style = getComputedStyle(el);
        const fg = parse(style.color);
        const bg = background(el);
        const [hi, lo] = [lum(fg), lum(bg)].sort((x, y) => y - x);
        const ratio = (hi + 0.05) / (lo + 0.05);
        const size = parseFloat(style.fontSize);
        const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
        if (ratio < (large ? 3 : 4.5)) out.push(`${el.tagName}.${el.className} "${text.slice(0, 30)}" ${ratio.toFixed(2)}`);
      }
    }
    return out;
  }, selector);
}

test('text in the header, the play panel and the footer meets WCAG AA contrast', async () => {
  const { context, page } = await open(hashFor({ game: 'subtraction:1,3,4', position: '7+4+9', first: 'computer', lang: 'en' }));
  await waitForTurn(page);
  await page.getByTestId('hints').check();
  await page.getByTestId('hint-text').waitFor({ state: 'visible' });
  await page.getByTestId('export-menu').locator('summary').click();
  assert.deepEqual(await contrastProblems(page, 'header.top, #play, footer'), []);
  // The end of a game, won and lost.
  await page.goto(`${server.url}${hashFor({ game: 'subtraction:1,3,4', position: '1', first: 'you', lang: 'en' })}`);
  await waitForTurn(page);
  await page.locator('[data-to="0"]').click();
  await page.getByTestId('game-end').waitFor({ state: 'visible' });
  assert.deepEqual(await contrastProblems(page, '#play'), []);
  await context.close();
});

test('Chinese: switchable, remembered, the default for a Chinese browser, and no English left', async () => {
  // A Chinese browser with nothing remembered gets Chinese.
  const zh = await open('', { locale: 'zh-CN' });
  await waitForTurn(zh.page);
  assert.equal(await zh.page.evaluate(() => document.documentElement.lang), 'zh-CN');
  assert.equal(await zh.page.getByTestId('lang-select').inputValue(), 'zh');
  // Every string of the header, the play panel and the footer is translated (game specs aside).
  await zh.page.getByTestId('hints').check();
  await zh.page.getByTestId('export-menu').locator('summary').click();
  const text = await zh.page.evaluate(() => ['header.top', '#play', 'footer'].map((s) => document.querySelector(s).innerText).join('\n'));
  const english = (text.match(/[A-Za-z][A-Za-z']{2,}/g) ?? []).filter((w) => !['Grundy', 'Sprague', 'mex', 'mis', 'CSV', 'JSON', 'PNG', 'English', 'Ctrl', 'Mac', 'XOR'].includes(w));
  assert.deepEqual(english, [], `untranslated words: ${english.join(' ')}`);
  await zh.page.screenshot({ path: screenshotPath('access-zh'), fullPage: false });

  // Switch to English: remembered for the next visit without a link, even in a Chinese browser.
  await zh.page.getByTestId('lang-select').selectOption('en');
  await zh.page.getByTestId('play-status').filter({ hasText: /move|thinking/ }).waitFor();
  assert.equal(await zh.page.locator('#play-title').textContent(), 'Play against the computer');
  const again = await open('', { context: zh.context });
  await waitForTurn(again.page);
  assert.equal(await again.page.evaluate(() => document.documentElement.lang), 'en');
  // A link's language wins over the remembered one.
  const linked = await open(hashFor({ lang: 'zh' }), { context: zh.context });
  await waitForTurn(linked.page);
  assert.equal(await linked.page.locator('#play-title').textContent(), '与电脑对弈');
  await zh.context.close();

  // An English browser gets English.
  const en = await open('', { locale: 'en-GB' });
  await waitForTurn(en.page);
  assert.equal(await en.page.evaluate(() => document.documentElement.lang), 'en');
  await en.context.close();
});
