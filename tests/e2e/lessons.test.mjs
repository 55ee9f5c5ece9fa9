// Lessons (web/features/lessons/): each lesson shows its game's table from the core and one
// question; a wrong answer is explained, a right one opens the next lesson, in English and in
// Chinese, and alone in <grundy-playground view="lessons">. The answers are worked out here by brute force (the mex over subtraction:1,3,4's and
// Kayles' options, Nim's XOR, Bash's multiples of four), never read from the page.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, embedFrame, openCoursePage, screenshotPath, server, usePageSession } from './harness.mjs';
import { openPage, subtractionValues } from './play-helpers.mjs';
import { kaylesWins } from '../wasm/misere-kayles.mjs';

usePageSession();

const mex = (values) => {
  let m = 0;
  while (values.includes(m)) m++;
  return m;
};
const g134 = subtractionValues([1, 3, 4], 31);
// Kayles: knock down one pin or two neighbours of a row of n, leaving rows a and b.
const kayles = [];
for (let n = 0; n < 16; n++) {
  const options = [];
  for (const take of [1, 2]) for (let a = 0; a + take <= n; a++) options.push(kayles[a] ^ kayles[n - take - a]);
  kayles.push(mex(options));
}

async function answer(page, id, kind, value) {
  const lesson = page.getByTestId(`lesson-${id}`);
  if (kind === 'outcome') await lesson.getByTestId(`quiz-answer-${value}`).check();
  else await lesson.getByTestId('quiz-answer').fill(value);
  await lesson.getByTestId('quiz-check').click();
  return lesson.getByTestId('lesson-verdict');
}

test('each lesson: its table from the core, a wrong answer explained, a right one opening the next', async () => {
  const { context, page, problems } = await openPage('#game=nim&lang=en');
  await page.getByTestId('lessons-open').click();
  const first = page.getByTestId('lesson-pn');
  await first.locator('td[data-outcome]').first().waitFor();
  const outcomes = await first.locator('td[data-outcome]').evaluateAll((tds) => tds.map((td) => td.dataset.outcome).join(''));
  assert.equal(outcomes, g134.slice(0, 16).map((g) => (g === 0 ? 'P' : 'N')).join(''));
  assert.equal(await page.getByTestId('lesson-bash').getByTestId('lesson-locked').count(), 1);

  const wrong = await answer(page, 'pn', 'outcome', 'N');
  await wrong.filter({ hasText: 'Not N' }).waitFor();
  assert.match(await wrong.textContent(), /^Not N: 9 is a P-position/);
  assert.equal(g134[9], 0);
  const right = await answer(page, 'pn', 'outcome', 'P');
  await right.filter({ hasText: 'The next lesson is open.' }).waitFor();

  // The rest, each answered right from brute force, each opening the next.
  const bashMove = String(10 - (10 % 4));
  const steps = [
    ['bash', 'move', bashMove],
    ['mex', 'value', String(g134[6])],
    ['nim', 'move', '3+5+6'],
    ['misere', 'outcome', 'P'], // misère Nim, 1+1+1: an odd number of single tokens loses
    ['misereKayles', 'outcome', kaylesWins([5, 1]) ? 'N' : 'P'], // misère Kayles 5+1, by brute force (P, though 4 XOR 1 = 5)
    ['wythoff', 'outcome', 'P'], // (3, 5) = (floor(2 phi), floor(2 phi^2))
    ['octal', 'value', String(kayles[5])],
  ];
  for (const [id, kind, value] of steps) {
    const lesson = page.getByTestId(`lesson-${id}`);
    await lesson.getByTestId('quiz-check').waitFor();
    const v = await answer(page, id, kind, value);
    await v.filter({ hasText: /^Right/ }).waitFor();
  }
  assert.equal(await page.getByTestId('lesson-locked').count(), 0);
  await page.screenshot({ path: screenshotPath('lessons'), fullPage: true });

  // In Chinese, with the progress kept in this browser.
  await page.getByTestId('lang-select').selectOption('zh');
  await page.getByTestId('lesson-pn').locator('h3').filter({ hasText: 'P 局面与 N 局面' }).waitFor();
  assert.equal(await page.getByTestId('lesson-locked').count(), 0);
  // Nothing typed is lost: the answers stay, and their verdicts are worded in Chinese.
  const octal = page.getByTestId('lesson-octal');
  await octal.getByTestId('lesson-verdict').filter({ hasText: /^正确/ }).waitFor();
  assert.equal(await octal.getByTestId('quiz-answer').inputValue(), String(kayles[5]));
  assert.ok(await page.getByTestId('lesson-wythoff').getByTestId('quiz-answer-P').isChecked());
  const zh = await answer(page, 'mex', 'value', '9');
  await zh.filter({ hasText: '不是 9' }).waitFor();
  assert.match(await zh.textContent(), /6 可走到 5、3、2，它们的 SG 值为 3、1、0：它们的 mex 是多少？/);
  assert.deepEqual(problems, []);
  await context.close();
});

test('the lessons alone in <grundy-playground view="lessons"> on a course page of another origin', async () => {
  const { page, problems, close } = await openCoursePage('Week 1: who wins?', `<script src="${server.url}element.js"></script><grundy-playground view="lessons" lang="en"></grundy-playground>`);
  const frame = await embedFrame(page);
  // Open and drawn without a click; the table, the play panel and the quiz are not shown.
  const first = frame.getByTestId('lesson-pn');
  await first.locator('td[data-outcome]').first().waitFor();
  const outcomes = await first.locator('td[data-outcome]').evaluateAll((tds) => tds.map((td) => td.dataset.outcome).join(''));
  assert.equal(outcomes, g134.slice(0, 16).map((g) => (g === 0 ? 'P' : 'N')).join(''));
  assert.ok(await frame.getByTestId('mini-table').isHidden(), 'the lessons alone: no table');
  assert.ok(await frame.locator('#play').isHidden(), 'the lessons alone: no play panel');
  assert.ok(await frame.getByTestId('quiz').isHidden(), 'the lessons alone: no quiz');
  const right = await answer(frame, 'pn', 'outcome', 'P');
  await right.filter({ hasText: 'The next lesson is open.' }).waitFor();
  await frame.getByTestId('lesson-bash').getByTestId('quiz-check').waitFor();
  await page.screenshot({ path: screenshotPath('lessons-embed'), fullPage: true });
  assert.deepEqual(problems, []);
  await close();
});
