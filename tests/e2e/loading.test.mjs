// What the page loads, and when (issue 26): opened with no hash it fetches the first wasm module,
// its own language's words and the panels it shows, and nothing of the lessons, the quiz, the rule
// editor, the full module or the other language; each of those arrives when it is wanted (the
// lessons opened, the language picked, the rules tab shown, a link that opens straight into a quiz
// or a rules game), and works then. Sizes and times are the bench's (tests/bench/page.mjs).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { deflateRawSync } from 'node:zlib';
import { test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';

usePageSession();

const words = (lang, area) => JSON.parse(readFileSync(new URL(`../../web/locales/${lang}/${area}.json`, import.meta.url), 'utf8'));

const tableShown = () => document.querySelector('[data-testid="table"][data-complete="true"]') !== null;
const fileOf = (url) => new URL(url).pathname.split('/').pop().replace(/-[A-Za-z0-9_-]{8}(\.[a-z]+)$/, '$1');

/** A fresh page recording the files it asks for (the worker's included). */
async function open(hash = '', options = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US', ...options });
  const files = [];
  context.on('request', (r) => r.url().startsWith(server.url) && files.push(fileOf(r.url())));
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}index.html${hash}`);
  await page.waitForFunction(tableShown);
  return { context, page, files, problems };
}

const fullModule = (files) => files.includes('grundy_wasm.wasm');

test('opened with no link, the page fetches the first module and English words only', async () => {
  const { context, page, files, problems } = await open();
  assert.ok(files.includes('grundy_wasm_first.wasm'), files.join(', '));
  assert.ok(!fullModule(files), `no full module: ${files.join(', ')}`);
  for (const lazy of ['rules-editor.js', 'lessons.js', 'quiz.js', 'period-search.js', 'heatmap.js', 'export.js', 'graph-editor.js']) {
    assert.ok(!files.includes(lazy), `${lazy} not fetched at start: ${files.join(', ')}`);
  }
  // One words script (each language has one), and the page is in English.
  assert.equal(files.filter((f) => f === 'words.js').length, 1, files.join(', '));
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await page.locator('#table-title').textContent(), words('en', 'watch').heading);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the lessons load when opened, and bring the full module for their questions', async () => {
  const { context, page, files, problems } = await open();
  assert.ok(!files.includes('lessons.js'));
  await page.getByTestId('lessons-open').click();
  await page.getByTestId('lesson-pn').locator('td[data-outcome]').first().waitFor();
  assert.ok(files.includes('lessons.js'));
  // The lessons' questions are the full module's (exercises): it came with them, once.
  assert.equal(files.filter((f) => f === 'grundy_wasm.wasm').length, 1);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the quiz and the lessons load when scrolled near, in the place kept for them', async () => {
  // A phone, where they are screens below the table.
  const { context, page, files, problems } = await open('', { viewport: { width: 390, height: 844 } });
  const height = (testid) => page.getByTestId(testid).evaluate((el) => el.getBoundingClientRect().height);
  const before = { quiz: await height('quiz'), lessons: await height('lessons') };
  assert.ok(!files.includes('quiz.js') && !files.includes('lessons.js'));
  assert.equal(await page.locator('[data-testid="quiz"] [data-panel-loading]').count(), 1, 'a loading line in its place');
  // Nothing the first screen shows asks for the full module (on a phone the statistics and the
  // misère section, which do, are screens below and start when scrolled near).
  assert.ok(!fullModule(files));
  await page.getByTestId('lessons').scrollIntoViewIfNeeded();
  await page.getByTestId('quiz-builder').waitFor();
  await page.locator('#lessons ol.lessons').waitFor({ state: 'attached' });
  assert.ok(files.includes('quiz.js') && files.includes('lessons.js'));
  // Their loading lines are gone (the play panel above them loads when it is near, which on a phone
  // depends on how tall the panels between are: not this test's question).
  assert.equal(await page.locator('#quiz [data-panel-loading], #lessons [data-panel-loading]').count(), 0, 'the loading lines are gone');
  // Nothing moved: each drawn panel is as tall as the place kept for it.
  const after = { quiz: await height('quiz'), lessons: await height('lessons') };
  for (const k of ['quiz', 'lessons']) assert.ok(Math.abs(after[k] - before[k]) <= 2, `${k}: ${before[k]} px, then ${after[k]} px`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('a link with a quiz opens straight into it, first on the page', async () => {
  const quiz = `~${deflateRawSync(Buffer.from(JSON.stringify({ seed: 7, items: [{ game: 'subtraction:1,3,4', kind: 'outcome', questions: 2, difficulty: 1 }] }))).toString('base64url')}`;
  const { context, page, problems } = await open(`#game=subtraction:1,3,4&quiz=${quiz}`);
  await page.locator('[data-testid="quiz"][data-ready="true"]').waitFor();
  assert.equal(await page.getByTestId('quiz-progress').textContent(), 'Question 1 of 2');
  // First on the page: above the table, which the quiz keeps hidden until Show answers (quiz-game.test.mjs).
  assert.ok(await page.getByTestId('quiz').isVisible());
  assert.equal(await page.locator('#watch').isVisible(), false);
  const quizTop = (await page.getByTestId('quiz').boundingBox()).y;
  assert.ok(quizTop < (await page.locator('header.top').boundingBox()).y + 400, `the quiz starts ${quizTop} px down`);
  assert.deepEqual(problems, []);
  await context.close();
});

test('Chinese words load when Chinese is picked, and what was typed stays', async () => {
  const { context, page, files, problems } = await open('#game=subtraction:1,3,4');
  const englishWords = files.filter((f) => f === 'words.js').length;
  await page.getByTestId('position-input').fill('7+4+9');
  await page.getByTestId('spec-text').fill('subtraction:1,3,');
  await page.getByTestId('lang-select').selectOption('zh');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  assert.equal(files.filter((f) => f === 'words.js').length, englishWords + 1, 'the Chinese words, fetched now');
  assert.equal(await page.locator('#table-title').textContent(), words('zh', 'watch').heading);
  assert.equal(await page.getByTestId('position-input').inputValue(), '7+4+9');
  assert.equal(await page.getByTestId('spec-text').inputValue(), 'subtraction:1,3,');
  // Back to English: nothing more to fetch.
  const before = files.length;
  await page.getByTestId('lang-select').selectOption('en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(files.slice(before).filter((f) => f === 'words.js').length, 0);
  await page.screenshot({ path: screenshotPath('loading-language'), fullPage: false });
  assert.deepEqual(problems, []);
  await context.close();
});

test('the rule editor and the full module load with the rules tab; a link to a rules game shows its table', async () => {
  const { context, page, files, problems } = await open();
  assert.ok(!fullModule(files) && !files.includes('rules-editor.js'));
  await page.getByTestId('tab-rules').click();
  await page.locator('[data-testid="rules-editor"] .cm-content').waitFor();
  assert.ok(files.includes('rules-editor.js'));
  // The editor checks its program with the full module, fetched now.
  for (let i = 0; i < 200 && !fullModule(files); i++) await page.waitForTimeout(50);
  assert.ok(fullModule(files), files.join(', '));
  assert.deepEqual(problems, []);
  await context.close();

  // Subtraction of 1, 2 or 3 written as rules: g(n) = n mod 4, worked out by the full module.
  const rules = await open('#game=rules:{position n move for k in 1..3 where k <= n -> n - k}&size=11');
  const values = await rules.page.locator('[data-testid="table"] [data-sg]').evaluateAll((cells) => cells.map((c) => Number(c.dataset.sg)));
  assert.deepEqual(values, [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]);
  assert.ok(fullModule(rules.files));
  assert.deepEqual(rules.problems, []);
  await rules.context.close();
});
