// The core's messages in the person's language, in real Chromium: a refusal typed on the Chinese
// page is worded in Chinese from the page's locale files (the core gives its id and arguments), and
// worded again when the language changes; the English page shows the core's own English.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';

usePageSession();

const CJK = /[\u3000-\u9fff\uff00-\uffef]/;

test('a bad spec typed on the Chinese page is refused in Chinese, and in English after a switch', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}#game=subtraction:1,3,4&lang=zh`);
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  const text = page.getByTestId('spec-text');
  const error = page.getByTestId('spec-text-error');

  await text.fill('octal:0.77+bash:0');
  await error.waitFor({ state: 'visible' });
  // A nested reason ("component 2 of the sum: bash needs M ...") worded in Chinese throughout.
  assert.equal(await error.textContent(), '游戏和的第 2 个子游戏：bash 需要 1 到 1000000 之间的 M（输入的是 0）');
  await page.screenshot({ path: screenshotPath('messages-bad-spec-zh'), fullPage: false });

  // Another refusal, with a list of games: Chinese words around the names the core gives.
  await text.fill('nosuchgame');
  await error.filter({ hasText: '未知的游戏' }).waitFor();
  const unknown = await error.textContent();
  assert.match(unknown, /^未知的游戏“nosuchgame”；/);
  assert.ok(unknown.includes('nim、bash:3、subtraction:1,3,4'), unknown);
  assert.ok(!/unknown|known games/.test(unknown), `no English: ${unknown}`);

  // The same message in English after a language switch, as the core words it.
  await page.getByTestId('lang-select').selectOption('en');
  await error.filter({ hasText: 'unknown game' }).waitFor();
  assert.match(await error.textContent(), /^unknown game 'nosuchgame'; known games: nim, bash:3, /);
  assert.ok(!CJK.test(await error.textContent()));

  // And back: the message follows the page's language, not the language it was first shown in.
  await page.getByTestId('lang-select').selectOption('zh');
  await error.filter({ hasText: '未知的游戏' }).waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});

test("the Chinese page words the core's answers too: a position refused in the explanation, the outcome rule", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}#game=subtraction:1,3,4&size=30&lang=zh`);
  await page.getByTestId('pattern-rules').filter({ hasText: '当且仅当 n mod 7 等于 0 或 2 时为 P 位置' }).waitFor();
  const rules = await page.getByTestId('pattern-rules').textContent();
  assert.ok(!/P iff|proven:/.test(rules), `no English: ${rules}`);

  const input = page.getByTestId('position-input');
  await input.fill('x');
  await input.press('Enter');
  const error = page.getByTestId('position-error');
  await error.waitFor({ state: 'visible' });
  assert.equal(await error.textContent(), '“x”不是整数；请输入一个局面，例如 7');
  assert.deepEqual(problems, []);
  await page.close();
});
