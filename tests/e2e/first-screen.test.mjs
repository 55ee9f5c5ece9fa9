// The first screen says what to do (issue 27), at 1280x800 and 1920x1080, in English and Chinese:
// one line of guidance at the top with the way to the lessons, the game on screen in words (its
// name and rules, not only its spec), the table's animation not named like play against the
// computer, and nothing that reads as an error or as jargon before anything was asked: no
// statistics refusal for a game they are not about, no scatter plot note, no "Proof checked n < 4".
// The panels that do apply (statistics for Kayles) still show, and the lessons open from the top.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';

usePageSession();

const sizes = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

// What the first screen must say, and what it must not, in each language.
const words = {
  en: {
    game: /^Subtraction game 1,3,4: A heap of tokens; a move takes 1, 3 or 4 tokens from it\. Whoever cannot move loses\.$/,
    lessons: 'Try the lessons',
    refusals: ['No statistics', 'no rare/common split', 'Proof checked', 'The scatter plot is drawn for heap games'],
    playWord: /play/i,
  },
  zh: {
    game: /^减法游戏 1,3,4：一堆石子；每步从中取走 1、3 或 4 个。无法走棋的一方输。$/,
    lessons: '从课程开始',
    refusals: ['没有统计', '稀有/常见之分', '证明已检验', '散点图只为'],
    playWord: /播放|对弈/,
  },
};

/** The visible text of the page, as a reader meets it (closed <details> and hidden parts left out). */
const shownText = (page) => page.evaluate(() => document.body.innerText);

const inFirstScreen = (page, selector) =>
  page.locator(selector).evaluate((e) => {
    const r = e.getBoundingClientRect();
    return e.checkVisibility() && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
  });

for (const lang of ['en', 'zh']) {
  for (const size of sizes) {
    test(`first screen (${lang}, ${size.width}x${size.height}): guidance, the game in words, and nothing that reads as an error`, async () => {
      const context = await browser.newContext({ viewport: size, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(server.url);
      await page.waitForFunction(() => document.querySelector('[data-testid="table"]')?.dataset.complete === 'true');
      // The panels have answered for the default game.
      await page.waitForFunction(() => ['shown', 'error'].includes(document.querySelector('[data-testid="stats-result"]')?.dataset.state));
      await page.waitForFunction(() => document.querySelector('[data-testid="patterns"]')?.dataset.state === 'shown');
      const w = words[lang];

      // One line of guidance at the top, with the way to the lessons.
      assert.equal(await inFirstScreen(page, '[data-testid="guide"]'), true, 'the guidance line is in the first screen');
      assert.ok((await page.getByTestId('lessons-link').textContent()).includes(w.lessons));
      // The game in words.
      assert.equal(await inFirstScreen(page, '[data-testid="game-words"]'), true, 'the game in words is in the first screen');
      assert.match((await page.getByTestId('game-words').innerText()).replace(/\s+/g, ' ').trim(), w.game);
      // The table's animation is not called play, as play against the computer is.
      const animate = (await page.getByTestId('fill-play').innerText()).trim();
      assert.doesNotMatch(animate, w.playWord, `the fill-in button says "${animate}"`);
      // Nothing reads as a refusal or as jargon, though the panels have answered.
      const text = await shownText(page);
      for (const phrase of w.refusals) assert.ok(!text.includes(phrase), `the first screen shows "${phrase}"`);
      assert.equal(await page.locator('[data-testid="stats-section"]').isVisible(), false);
      assert.equal(await page.locator('.error:visible').count(), 0);
      await page.screenshot({ path: screenshotPath(`first-screen-${lang}-${size.width}x${size.height}`) });

      // A game the statistics are about shows them.
      await page.getByTestId('gallery-kayles').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="stats-table"] tbody tr'), null, { timeout: 30000 });
      assert.equal(await page.locator('[data-testid="stats-section"]').isVisible(), true);
      // A board has no scatter plot, and no note about it either.
      await page.getByTestId('gallery-poj1067').click();
      await page.waitForFunction(() => document.querySelector('[data-testid="spec-text"]').value === 'wythoff');
      assert.equal(await page.locator('[data-testid="scatter-section"]').isVisible(), false);

      // The lessons open from the top, in view, the focus on them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('lessons-link').click();
      await page.waitForFunction(() => {
        const lessons = document.querySelector('#lessons');
        const summary = lessons.querySelector('summary').getBoundingClientRect();
        return lessons.open && summary.top >= 0 && summary.bottom <= window.innerHeight && document.querySelector('[data-testid="lesson-pn"] .quiz-prompt');
      });
      assert.equal(await page.evaluate(() => document.activeElement === document.querySelector('#lessons summary')), true);
      assert.equal(await page.evaluate(() => location.hash.includes('lessons')), false, 'the link keeps the page state');
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}
