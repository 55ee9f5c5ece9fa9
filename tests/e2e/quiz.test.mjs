// The quiz (web/features/quiz/): a teacher builds one in the page and it lives in the link; the same
// link asks the same questions; each kind of question accepts a right answer and refuses a wrong
// one with its explanation, in English and in Chinese; a whole quiz can be done with the keyboard
// alone; it works in the <grundy-playground view="quiz"> element and from the one-file page opened
// from disk; and its worksheet prints to PDF with the answer key on a page of its own. Answers are
// checked against brute force written here (the mex over subtraction:1,3,4's options, Nim's XOR).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { artifacts, browser, embedFrame, openCoursePage, screenshotPath, server, usePageSession } from './harness.mjs';
import { openPage, subtractionValues } from './play-helpers.mjs';

usePageSession();

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = process.env.GRUNDY_DIST ?? join(root, 'dist');

// ---- independent truth ----
const g134 = subtractionValues([1, 3, 4], 63);

/** A quiz's link value, packed as the page packs it: "~" and raw deflate in base64url. */
const packQuiz = (quiz) => `~${deflateRawSync(Buffer.from(JSON.stringify(quiz))).toString('base64url')}`;

// Every kind at a position the teacher chose (the period and table items as the core asks them).
const everyKind = {
  seed: 1,
  items: [
    { game: 'subtraction:1,3,4', kind: 'outcome', position: '7' },
    { game: 'subtraction:1,3,4', kind: 'value', position: '5' },
    { game: 'nim', kind: 'move', position: '3+5+7' },
    { game: 'subtraction:1,3,4', kind: 'table', position: '7' },
    { game: 'subtraction:1,3,4', kind: 'period', questions: 1, difficulty: 1 },
  ],
};
const quizHash = (quiz, extra = '') => `#game=subtraction:1,3,4&quiz=${packQuiz(quiz)}${extra}`;

async function ready(scope) {
  await scope.locator('[data-testid="quiz"][data-ready="true"]').waitFor();
}

const prompt = (scope) => scope.getByTestId('quiz-prompt').textContent();
const verdict = async (scope, matching) => {
  const v = scope.getByTestId('quiz-verdict');
  await v.filter({ hasText: matching }).waitFor();
  return v.textContent();
};

/** Waits until the element with test id `id` has the focus. */
async function focused(page, id) {
  await page.waitForFunction((want) => document.activeElement?.dataset.testid === want, id);
}

test('each kind: a right answer accepted, a wrong one refused with its explanation; the whole quiz by keyboard alone', async () => {
  const { context, page, problems } = await openPage(quizHash(everyKind, '&lang=en'));
  await ready(page);
  const keys = page.keyboard;
  assert.equal(await page.getByTestId('quiz-progress').textContent(), 'Question 1 of 5');

  // P or N? 7 is P (g(7) = 0). N first (wrong), then P.
  assert.equal(g134[7], 0);
  assert.equal(await prompt(page), 'Is 7 a P-position or an N-position?');
  await page.waitForFunction(() => document.activeElement?.dataset.testid === 'quiz-answer-P');
  await keys.press('ArrowDown'); // N
  await keys.press('Tab');
  await focused(page, 'quiz-check');
  await keys.press('Enter');
  assert.match(await verdict(page, 'Not N'), /^Not N: 7 is a P-position \(the player to move loses\): options 6, 4, 3 have values 2, 2, 1; mex = 0$/);
  await keys.press('Shift+Tab');
  await keys.press('ArrowUp'); // P
  await keys.press('Tab');
  await keys.press('Enter');
  assert.match(await verdict(page, 'Right'), /^Right: 7 is a P-position/);
  await focused(page, 'quiz-next');
  await keys.press('Enter');

  // g(5): the options 4, 2, 1 and their values, and the mex asked for again.
  assert.equal(await prompt(page), 'What is g(5)?');
  await focused(page, 'quiz-answer');
  await keys.type('9');
  await keys.press('Enter');
  assert.equal(await verdict(page, 'Not 9'), `Not 9. The options of 5 are 4, 2, 1, with values ${g134[4]}, ${g134[2]}, ${g134[1]}: what is their mex?`);
  await keys.press('Control+A');
  await keys.type(String(g134[5]));
  await keys.press('Enter');
  assert.match(await verdict(page, 'Right'), new RegExp(`^Right: g\\(5\\) = ${g134[5]}`));
  await focused(page, 'quiz-next');
  await keys.press('Enter');

  // A winning move from Nim 3+5+7 (XOR 1): a losing one is told every winning move.
  assert.match(await prompt(page), /^From 3\+5\+7, find a winning move/);
  await focused(page, 'quiz-answer');
  await keys.type('1+5+7');
  await keys.press('Enter');
  assert.equal(
    await verdict(page, 'leaves'),
    'The move to 1+5+7 leaves an N-position (the player to move wins): your opponent wins from there. The winning moves go to 2+5+7, 3+4+7 or 3+5+6',
  );
  await keys.press('Control+A');
  await keys.type('3 5 6'); // any way of writing the position
  await keys.press('Enter');
  await verdict(page, 'Right');
  await focused(page, 'quiz-next');
  await keys.press('Enter');

  // Fill g(0..7), each cell checked as it is typed (Tab leaves it); every one right first time.
  assert.equal(await prompt(page), 'Fill in g(0) to g(7).');
  await page.waitForFunction(() => document.activeElement?.dataset.position === '0');
  for (let n = 0; n <= 7; n++) {
    await keys.type(String(g134[n]));
    await keys.press('Tab');
  }
  await page.getByTestId('quiz-cells-left').filter({ hasText: 'Every cell is right.' }).waitFor();
  await focused(page, 'quiz-next');
  await keys.press('Enter');

  // The period: 7 from the start, right first time.
  assert.match(await prompt(page), /^Here are g\(0\) to g\(\d+\)\. From which heap on do the values repeat/);
  await focused(page, 'quiz-preperiod');
  await keys.type('0');
  await keys.press('Tab');
  await keys.type('7');
  await keys.press('Enter');
  assert.match(await verdict(page, 'Right'), /period 7 from heap 0 on/);
  await focused(page, 'quiz-next');
  await keys.press('Enter');

  // Right at the first answer: the table and the period, 2 of 5; kept in this browser.
  await page.getByTestId('quiz-score').waitFor();
  assert.equal(await page.getByTestId('quiz-score').textContent(), 'Your score: 2 of 5');
  assert.equal(await page.getByTestId('quiz-best').textContent(), 'Your best in this browser: 2 of 5');
  await page.screenshot({ path: screenshotPath('quiz-score'), fullPage: true });

  // Show answers: every question with its answer and why.
  await page.getByTestId('quiz-show-answers').click();
  const answers = page.getByTestId('quiz-answers').getByTestId('quiz-answer-item');
  assert.equal(await answers.count(), 5);
  assert.match(await answers.nth(1).textContent(), new RegExp(`g\\(5\\) = ${g134[5]}: options 4, 2, 1 have values`));
  assert.match(await answers.nth(2).textContent(), /the winning moves go to 2\+5\+7, 3\+4\+7 or 3\+5\+6/);
  assert.match(await answers.nth(3).textContent(), new RegExp(`g\\(0\\) to g\\(7\\): ${g134.slice(0, 8).join(', ')}`));
  assert.deepEqual(problems, []);
  await context.close();
});

test('each kind in Chinese: the verdicts and explanations are worded in Chinese', async () => {
  const { context, page, problems } = await openPage(quizHash(everyKind, '&lang=zh'));
  await ready(page);
  assert.equal(await page.getByTestId('quiz-progress').textContent(), '第 1 题，共 5 题');
  assert.equal(await prompt(page), '7 是 P 局面还是 N 局面？');
  await page.getByTestId('quiz-answer-N').check();
  await page.getByTestId('quiz-check').click();
  assert.equal(await verdict(page, '不是 N'), '不是 N：7 是 P 局面（轮到的一方必败）：可走到 6、4、3，它们的 SG 值为 2、2、1；mex = 0');
  await page.getByTestId('quiz-answer-P').check();
  await page.getByTestId('quiz-check').click();
  assert.match(await verdict(page, '正确'), /^正确：7 是 P 局面/);
  await page.getByTestId('quiz-next').click();

  await page.getByTestId('quiz-answer').fill('9');
  await page.getByTestId('quiz-check').click();
  assert.equal(await verdict(page, '不是 9'), `不是 9。5 可走到 4、2、1，它们的 SG 值为 ${g134[4]}、${g134[2]}、${g134[1]}：它们的 mex 是多少？`);
  await page.getByTestId('quiz-answer').fill(String(g134[5]));
  await page.getByTestId('quiz-check').click();
  assert.match(await verdict(page, '正确'), new RegExp(`^正确：g\\(5\\) = ${g134[5]}`));
  await page.getByTestId('quiz-next').click();

  await page.getByTestId('quiz-answer').fill('3+5+9');
  await page.getByTestId('quiz-check').click();
  assert.equal(await verdict(page, '一步走不到'), '从 3+5+7 一步走不到 3+5+9。必胜着法走到 2+5+7、3+4+7 或 3+5+6');
  await page.getByTestId('quiz-answer').fill('2+5+7');
  await page.getByTestId('quiz-check').click();
  await verdict(page, '正确');
  await page.getByTestId('quiz-next').click();

  // A wrong cell: the options of that cell and the mex asked for.
  const cell = page.locator('[data-testid="quiz-cells"] input[data-position="4"]');
  await cell.fill('0');
  await cell.press('Tab');
  assert.match(await verdict(page, '不是 0'), /4 可走到 3、1、0，它们的 SG 值为 1、1、0：它们的 mex 是多少？/);
  assert.equal(await cell.getAttribute('data-state'), 'wrong');
  await cell.fill(String(g134[4]));
  await cell.press('Tab');
  await verdict(page, '正确');
  assert.equal(await cell.getAttribute('data-state'), 'right');
  await page.getByTestId('quiz-next').click();

  await page.getByTestId('quiz-preperiod').fill('0');
  await page.getByTestId('quiz-period').fill('3');
  await page.getByTestId('quiz-check').click();
  assert.match(await verdict(page, '再看看'), /^若预周期为 0、周期为 3，g\(\d+\) = \d+ 应等于 g\(\d+\) = \d+，但并不相等：再看看$/);
  // Switching to English words the verdict again.
  await page.getByTestId('lang-select').selectOption('en');
  assert.match(await verdict(page, 'look again'), /^With preperiod 0 and period 3, /);
  await page.screenshot({ path: screenshotPath('quiz-zh-period'), fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a change of language keeps what is typed: an answer not yet checked, a table half filled', async () => {
  const { context, page, problems } = await openPage(quizHash(everyKind, '&lang=en'));
  await ready(page);
  await page.getByTestId('quiz-next').click();
  assert.equal(await prompt(page), 'What is g(5)?');
  await page.getByTestId('quiz-answer').fill('9');
  await page.getByTestId('lang-select').selectOption('zh');
  await page.getByTestId('quiz-check').filter({ hasText: '检查' }).waitFor();
  assert.equal(await page.getByTestId('quiz-answer').inputValue(), '9');
  await page.getByTestId('quiz-check').click();
  assert.match(await verdict(page, '不是 9'), /^不是 9。5 可走到 4、2、1/);
  await page.getByTestId('quiz-answer').fill(String(g134[5]));
  await page.getByTestId('quiz-check').click();
  await verdict(page, '正确');
  await page.getByTestId('quiz-next').click();
  await page.getByTestId('quiz-next').click();

  // A table: one cell checked (wrong), one typed and not yet checked; both stay, the first still marked.
  const cell = (n) => page.locator(`[data-testid="quiz-cells"] input[data-position="${n}"]`);
  await cell(4).fill('0');
  await cell(4).press('Tab');
  await verdict(page, '不是 0');
  await cell(5).fill(String(g134[5]));
  await page.getByTestId('lang-select').selectOption('en');
  assert.match(await verdict(page, 'Not 0'), /^Not 0/);
  assert.equal(await cell(4).inputValue(), '0');
  assert.equal(await cell(4).getAttribute('data-state'), 'wrong');
  assert.equal(await cell(5).inputValue(), String(g134[5]));
  await cell(5).press('Enter');
  await verdict(page, 'Right');
  assert.equal(await cell(5).getAttribute('data-state'), 'right');
  assert.deepEqual(problems, []);
  await context.close();
});

/** The prompts of a quiz, in order, skipping through it without answering. */
async function promptsOf(hash) {
  const { context, page, problems } = await openPage(hash);
  await ready(page);
  const seen = [];
  for (;;) {
    seen.push(`${await page.locator('.quiz-question .quiz-game').textContent()} | ${await prompt(page)}`);
    const next = page.getByTestId('quiz-next');
    const last = (await next.textContent()) === 'See your score';
    await next.click();
    if (last) break;
  }
  await page.getByTestId('quiz-score').waitFor();
  await page.getByTestId('quiz-show-answers').click();
  const solutions = await page.getByTestId('quiz-answers').locator('.quiz-solution').allTextContents();
  assert.deepEqual(problems, []);
  await context.close();
  return { seen, solutions };
}

test('a quiz link reproduces the same drawn questions; another seed draws others; drawn values agree with brute force', async () => {
  const drawn = (seed) => ({
    seed,
    items: [
      { game: 'subtraction:1,3,4', kind: 'value', questions: 4, difficulty: 2 },
      { game: 'wythoff', kind: 'outcome', questions: 3, difficulty: 1 },
    ],
  });
  const a = await promptsOf(quizHash(drawn(12345)));
  const b = await promptsOf(quizHash(drawn(12345)));
  const c = await promptsOf(quizHash(drawn(777)));
  assert.equal(a.seen.length, 7);
  assert.deepEqual(a.seen, b.seen);
  assert.notDeepEqual(a.seen, c.seen);
  // Difficulty 2 asks about sums of two heaps: g is the XOR of the heaps' values.
  for (const s of a.solutions.slice(0, 4)) {
    const [, x, y, v] = /^g\((\d+)\+(\d+)\) = (\d+):/.exec(s);
    assert.equal(Number(v), g134[Number(x)] ^ g134[Number(y)], s);
  }
});

test('table and period questions: one per game and difficulty, the same whatever the seed (as the builder says)', async () => {
  const drawn = (seed) => ({
    seed,
    items: [
      { game: 'subtraction:1,3,4', kind: 'table', questions: 2, difficulty: 1 },
      { game: 'subtraction:1,3,4', kind: 'period', questions: 2, difficulty: 1 },
      { game: 'wythoff', kind: 'table', questions: 2, difficulty: 2 },
    ],
  });
  const a = await promptsOf(quizHash(drawn(12345)));
  const b = await promptsOf(quizHash(drawn(12345)));
  const c = await promptsOf(quizHash(drawn(777)));
  assert.equal(a.seen.length, 3);
  assert.deepEqual(a.seen, b.seen);
  assert.deepEqual(a.solutions, b.solutions);
  assert.deepEqual(a.seen, c.seen);
  assert.deepEqual(a.solutions, c.solutions);
  // The values asked for are subtraction:1,3,4's, from brute force.
  assert.match(a.solutions[0], new RegExp(g134.slice(0, 8).join(', ')));
});

test('a teacher builds a quiz in the page: it goes into the link, and the link opens the same quiz', async () => {
  const { context, page, problems } = await openPage('#game=subtraction:1,3,4&lang=en');
  // Once the first table has ended: on a busy machine the panels above the builder still grow before
  // it, and a click aimed at a checkbox lands where the checkbox was.
  await page.locator('[data-testid="table"][data-complete="true"]').waitFor();
  await page.getByTestId('quiz-builder-open').click();
  assert.match(await page.getByTestId('quiz-kinds-hint').textContent(), /^A game has one period, and one table at each difficulty: Fill the table and Spot the period ask one question per game, whatever the seed/);
  await page.getByTestId('quiz-games').fill('subtraction:1,3,4\nnim');
  await page.getByTestId('quiz-kind-move').check();
  await page.getByTestId('quiz-kind-value').uncheck();
  await page.getByTestId('quiz-count').fill('2');
  await page.getByTestId('quiz-difficulty').selectOption('2');
  await page.getByTestId('quiz-seed').fill('4242');
  await page.getByTestId('quiz-start').click();
  await ready(page);
  // outcome and move, two each, for two games.
  assert.equal(await page.getByTestId('quiz-progress').textContent(), 'Question 1 of 8');
  await page.waitForFunction(() => location.hash.includes('quiz=~'));
  const url = page.url();
  assert.match(await page.getByTestId('quiz-embed').textContent(), /^<grundy-playground view="quiz" game="subtraction:1,3,4" quiz="~[A-Za-z0-9_-]+"><\/grundy-playground>$/);
  const first = await prompt(page);
  await page.screenshot({ path: screenshotPath('quiz-builder'), fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();

  const again = await openPage(new URL(url).hash);
  await ready(again.page);
  assert.equal(await prompt(again.page), first);
  assert.equal(await again.page.getByTestId('quiz-progress').textContent(), 'Question 1 of 8');
  await again.context.close();
});

test('the quiz fits 1280x800, 1920x1080 and a 390 px phone, with no sideways scrolling of the page', async () => {
  for (const [name, viewport] of [
    ['1280', { width: 1280, height: 800 }],
    ['1920', { width: 1920, height: 1080 }],
    ['phone', { width: 390, height: 844 }],
  ]) {
    const { context, page } = await openPage(quizHash({ seed: 3, items: [everyKind.items[4], everyKind.items[3]] }), { viewport, isMobile: name === 'phone', hasTouch: name === 'phone' });
    await ready(page);
    for (let i = 0; i < 2; i++) {
      assert.ok(await page.getByTestId('quiz-prompt').isVisible());
      const box = await page.getByTestId('quiz-prompt').boundingBox();
      assert.ok(box.y < viewport.height, `${name}: the quiz is at the top of the page`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(wide <= 1, `${name}: the page scrolls sideways by ${wide}px`);
      await page.screenshot({ path: screenshotPath(`quiz-${name}-${i}`) });
      await page.getByTestId('quiz-next').click();
    }
    await context.close();
  }
});

/** The page printed to PDF (print media, as the browser's print makes it): its page count and a page's text. */
async function printed(page) {
  const pdf = join(mkdtempSync(join(tmpdir(), 'grundy-worksheet-')), 'worksheet.pdf');
  await page.pdf({ path: pdf, format: 'A4' });
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))[1]);
  const text = (n) => execFileSync('pdftotext', ['-layout', '-f', String(n), '-l', String(n), pdf, '-'], { encoding: 'utf8' });
  return { pdf, pages, text };
}

test('the worksheet prints to PDF: questions first, the answer key on a page of its own; Ctrl+P prints it too', async () => {
  const { context, page, problems } = await openPage(quizHash(everyKind, '&lang=en'));
  await ready(page);
  // The browser's print dialog is not a page; what it prints is the print style sheet's page.
  await page.evaluate(() => {
    window.printed = 0;
    window.print = () => (window.printed += 1);
  });
  await page.getByTestId('quiz-print').click();
  assert.equal(await page.evaluate(() => window.printed), 1);
  // The browser's own print (Ctrl+P) prints what the button does: the PDF is made with the button
  // never pressed, in a page of its own.
  const own = await openPage(quizHash(everyKind, '&lang=en'));
  await ready(own.page);
  const { pdf, pages, text } = await printed(own.page);
  await own.context.close();
  assert.ok(pages >= 2, `${pages} pages`);
  const keyPage = [...Array(pages).keys()].map((i) => i + 1).find((n) => text(n).includes('Answer key'));
  assert.ok(keyPage > 1, 'the answer key is not on the first page');
  assert.match(text(1), /Worksheet/);
  assert.match(text(1), /What is g\(5\)\?/);
  assert.doesNotMatch(text(keyPage - 1), /Answer key|Right|mex = /, 'the questions are without answers');
  assert.match(text(keyPage).trim(), /^Answer key/, 'the key starts its own page');
  assert.match(text(keyPage) + (keyPage < pages ? text(keyPage + 1) : ''), /the winning moves go to 2\+5\+7, 3\+4\+7 or 3\+5\+6/);
  // As pictures, kept with the screenshots to be looked at.
  execFileSync('pdftoppm', ['-png', '-r', '50', pdf, join(artifacts, 'quiz-worksheet')]);
  assert.ok(readdirSync(artifacts).filter((f) => f.startsWith('quiz-worksheet') && f.endsWith('.png')).length >= 2);
  assert.deepEqual(problems, []);
  await context.close();

  // With no quiz on screen, print shows the page as it is, and no worksheet.
  const plain = await openPage('#game=subtraction:1,3,4&lang=en');
  await plain.page.locator('[data-testid="quiz"][data-quiz="off"]').waitFor();
  const page1 = (await printed(plain.page)).text(1);
  assert.doesNotMatch(page1, /Worksheet|Answer key/);
  assert.match(page1, /subtraction|Subtraction/);
  await plain.context.close();
});

test('the quiz in <grundy-playground view="quiz"> on a course page of another origin', async () => {
  const quiz = packQuiz(everyKind);
  const { page, problems, close } = await openCoursePage('Week 4: the mex rule', `<script src="${server.url}element.js"></script><grundy-playground view="quiz" lang="en" quiz="${quiz}"></grundy-playground>`);
  const frame = await embedFrame(page);
  await ready(frame);
  assert.ok(await frame.getByTestId('mini-table').isHidden(), 'the quiz alone: no table');
  assert.equal(await prompt(frame), 'Is 7 a P-position or an N-position?');
  await frame.getByTestId('quiz-answer-P').check();
  await frame.getByTestId('quiz-check').click();
  await verdict(frame, 'Right');
  await frame.getByTestId('quiz-next').click();
  await frame.getByTestId('quiz-answer').fill('1');
  await frame.getByTestId('quiz-check').click();
  await verdict(frame, 'what is their mex?');
  await page.screenshot({ path: screenshotPath('quiz-embed'), fullPage: true });
  assert.deepEqual(problems, []);
  await close();
});

test('the quiz from the one-file playground opened from disk, with no network', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'grundy-quiz-offline-'));
  const copy = join(folder, 'playground.html');
  copyFileSync(join(dist, 'grundy-playground.html'), copy);
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  const outside = [];
  await context.route((u) => !['file:', 'data:', 'blob:'].includes(u.protocol), (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${pathToFileURL(copy).href}${quizHash(everyKind, '&lang=en')}`);
  await ready(page);
  await page.getByTestId('quiz-answer-P').check();
  await page.getByTestId('quiz-check').click();
  await verdict(page, 'Right');
  await page.getByTestId('quiz-next').click();
  await page.getByTestId('quiz-answer').fill(String(g134[5]));
  await page.getByTestId('quiz-check').click();
  await verdict(page, 'Right');
  assert.deepEqual(outside, []);
  assert.deepEqual(problems, []);
  await context.close();
});
