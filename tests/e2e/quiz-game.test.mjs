// The quiz is about the game the teacher is looking at, and the student can see that game and not
// its answers (issue 27): "Make a quiz from this game" follows the game on screen (a gallery card, a
// board game, a rules game typed in) and the quiz it starts asks about that game; the score line
// counts an answer as soon as its verdict is shown; a quiz link names each question's game and says
// its rules in words, in English and in Chinese, on screen and on the worksheet; and the table, the
// explanations, play and the lessons stay out of sight until Show answers. The values asked are
// checked against brute force written here.
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
import { test } from 'node:test';
import { screenshotPath, usePageSession } from './harness.mjs';
import { openPage, subtractionValues } from './play-helpers.mjs';

usePageSession();

const LAPTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const locale = (lang) => ({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });

/** A quiz's link value, packed as the page packs it: "~" and raw deflate in base64url. */
const packQuiz = (quiz) => `~${deflateRawSync(Buffer.from(JSON.stringify(quiz))).toString('base64url')}`;

// Kayles by brute force: a move takes 1 or 2 pins from a row, leaving the rest as one row or two.
function kaylesValues(n) {
  const g = [];
  for (let h = 0; h <= n; h++) {
    const seen = new Set();
    for (const k of [1, 2]) {
      for (let a = 0; a <= h - k; a++) seen.add(g[a] ^ g[h - k - a]);
    }
    let v = 0;
    while (seen.has(v)) v++;
    g.push(v);
  }
  return g;
}

const ready = (page) => page.locator('[data-testid="quiz"][data-ready="true"]').waitFor();

/** Whether the element matching `selector` is seen (display, visibility, a closed <details>). */
const seen = (page, selector) => page.evaluate((sel) => Boolean(document.querySelector(sel)?.checkVisibility({ visibilityProperty: true })), selector);

const words = {
  en: { scoreOne: '1 right so far', kayles: /^Game: Kayles \(Octal code 0\.77\)$/, kaylesRules: 'take 1 or 2 and leave nothing, leave one heap or leave two heaps', end: 'Whoever cannot move loses.' },
  zh: { scoreOne: '目前答对 1 题', kayles: /^游戏：Kayles 保龄球游戏（八进制代码游戏 0\.77）$/, kaylesRules: '取走 1 或 2 个并什么也不留下、留下一堆或留下两堆', end: '无法走棋的一方输。' },
};

for (const lang of ['en', 'zh']) {
  test(`quiz builder (${lang}): "Make a quiz from this game" follows the game on screen, and its quiz asks about that game`, async () => {
    const { context, page, problems } = await openPage(`#lang=${lang}`, { ...LAPTOP, ...locale(lang) });
    await page.getByTestId('quiz-builder-open').waitFor();
    await page.getByTestId('quiz-builder-open').click();
    const field = page.getByTestId('quiz-games');
    assert.equal(await field.inputValue(), 'subtraction:1,3,4');
    // A classic, a board game and a game in the rule language, one after another.
    const follows = async (spec) => page.waitForFunction((want) => document.querySelector('[data-testid="quiz-games"]').value === want, spec);
    await page.getByTestId('gallery-kayles').click();
    await follows('octal:0.77');
    await page.getByTestId('gallery-poj1067').click();
    await follows('wythoff');
    const rules = 'rules:{name "Take one or two" position n move for k in 1..2 where k <= n -> n - k}';
    await page.getByTestId('spec-text').fill(rules);
    await follows(rules);
    // The quiz started is about the rules game: each question names it.
    await page.getByTestId('quiz-count').fill('1');
    await page.getByTestId('quiz-start').click();
    await ready(page);
    assert.match(await page.getByTestId('quiz-game').first().textContent(), /Take one or two/);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`quiz builder (${lang}): a list the teacher typed is kept when the game on screen changes`, async () => {
    const { context, page } = await openPage(`#lang=${lang}`, { ...LAPTOP, ...locale(lang) });
    await page.getByTestId('quiz-builder-open').click();
    await page.getByTestId('quiz-games').fill('nim\nbash:3');
    await page.getByTestId('gallery-kayles').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="spec-text"]').value === 'octal:0.77');
    assert.equal(await page.getByTestId('quiz-games').inputValue(), 'nim\nbash:3');
    await context.close();
  });

  test(`quiz score (${lang}): the score line counts a right answer as soon as its verdict is shown`, async () => {
    const g = subtractionValues([1, 3, 4], 10);
    assert.equal(g[7], 0); // 7 is P
    const quiz = { seed: 1, items: [{ game: 'subtraction:1,3,4', kind: 'outcome', position: '7' }, { game: 'subtraction:1,3,4', kind: 'value', position: '5' }] };
    const { context, page, problems } = await openPage(`#game=subtraction:1,3,4&quiz=${packQuiz(quiz)}&lang=${lang}`, { ...LAPTOP, ...locale(lang) });
    await ready(page);
    await page.getByTestId('quiz-answer-P').check();
    await page.getByTestId('quiz-check').click();
    await page.locator('[data-testid="quiz-verdict"][data-state="right"]').waitFor();
    assert.equal(await page.getByTestId('quiz-right-so-far').textContent(), words[lang].scoreOne);
    // The next question keeps the count.
    await page.getByTestId('quiz-next').click();
    assert.equal(await page.getByTestId('quiz-right-so-far').textContent(), words[lang].scoreOne);
    assert.deepEqual(problems, []);
    await context.close();
  });

  for (const [size, options] of [
    ['1280x800', LAPTOP],
    ['390x844', PHONE],
  ]) {
    test(`quiz link (${lang}, ${size}): each question names its game and says its rules; the playground stays hidden until Show answers`, async () => {
      const g = kaylesValues(8);
      const quiz = { seed: 3, items: [{ game: 'octal:0.77', kind: 'value', position: '5' }, { game: 'octal:0.77', kind: 'outcome', position: '8' }] };
      const { context, page, problems } = await openPage(`#game=octal:0.77&quiz=${packQuiz(quiz)}&lang=${lang}`, { ...options, ...locale(lang) });
      await ready(page);
      const w = words[lang];
      assert.match(await page.getByTestId('quiz-question').getByTestId('quiz-game').textContent(), w.kayles);
      const rulesText = await page.getByTestId('quiz-question').getByTestId('quiz-rules').textContent();
      assert.ok(rulesText.includes(w.kaylesRules) && rulesText.endsWith(w.end), rulesText);
      // The worksheet (what print shows) says the same.
      const sheet = await page.getByTestId('worksheet').textContent();
      assert.ok(sheet.includes(w.kaylesRules), 'the worksheet says the rules');
      assert.ok(w.kayles.test(`${await page.locator('[data-testid="worksheet"] [data-testid="quiz-game"]').first().textContent()}`));

      // Nothing gives the answer away: the table, the explanations, play, the lessons are out of sight.
      for (const sel of ['#watch', '#understand', '#play', '#lessons', '#define', '[data-testid="lessons-link"]']) assert.equal(await seen(page, sel), false, `${sel} is hidden during the quiz`);
      assert.ok(await seen(page, '[data-testid="quiz-hidden-note"]'));
      await page.screenshot({ path: screenshotPath(`quiz-game-${lang}-${size}`), fullPage: true });

      // The value asked is Kayles' own, and the answer is accepted.
      await page.getByTestId('quiz-answer').fill(String(g[5]));
      await page.getByTestId('quiz-check').click();
      await page.locator('[data-testid="quiz-verdict"][data-state="right"]').waitFor();

      // Show answers brings the playground back; Hide answers hides it again.
      await page.getByTestId('quiz-show-answers').click();
      await page.locator('#watch [data-testid="table"]').waitFor();
      for (const sel of ['#watch', '#understand', '#play']) assert.equal(await seen(page, sel), true, `${sel} is shown with the answers`);
      await page.getByTestId('quiz-show-answers').click();
      assert.equal(await seen(page, '#watch'), false);
      assert.deepEqual(problems, []);
      await context.close();
    });
  }
}
