// User-defined games in real Chromium: type rules in the editor and see the table follow; break
// them and see the error mark with the core's message while the last table stays; fix them; share
// the link and reopen it; start from an example. Values are checked against brute force written
// here (the mex rule), never against the page's own output.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inflateRawSync } from 'node:zlib';
import { screenshotPath, usePageSession } from './harness.mjs';
import { kaylesValues, subtractionValues, openPage, waitForTurn } from './play-helpers.mjs';

usePageSession();

const open = openPage;

const editor = (page) => page.getByRole('textbox', { name: 'Rules of the game' });

/** The editor's text, line by line as CodeMirror shows it (every line of a short program is drawn). */
function editorText(page) {
  return page.$$eval('[data-testid="rules-editor"] .cm-line', (lines) => lines.map((l) => l.textContent).join('\n'));
}

/** Opens the rules tab and waits for the examples (the core's answer) to be listed. */
async function openRules(page) {
  // The tabs answer once the page has read its link and mounted (a click before that is lost).
  await page.waitForFunction(() => document.querySelector('#tab-gallery')?.getAttribute('aria-selected'));
  await page.getByTestId('tab-rules').click();
  await page.waitForFunction(() => document.querySelector('#tab-rules').getAttribute('aria-selected') === 'true');
  await page.waitForFunction(() => {
    const s = document.querySelector('[data-testid="rules-state"]');
    return s && ['ok', 'error'].includes(s.dataset.state);
  });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="rules-examples"] option').length > 1);
}

/** Replaces the editor's text by typing, key by key, as a person would. */
async function typeRules(page, text) {
  await editor(page).click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  for (const line of text.split('\n')) {
    await page.keyboard.type(line.trimStart());
    await page.keyboard.press('Enter');
  }
}

/** The table's cells once it is complete for a game whose status names `label`. */
async function tableFor(page, label) {
  await page.waitForFunction(
    (l) => document.querySelector('[data-testid="table"]')?.dataset.complete === 'true' &&
      document.querySelector('[data-testid="table-status"]')?.textContent.includes(l),
    label,
  );
  return page.$$eval('[data-testid="table"] [data-position]', (els) => els.map((e) => Number(e.dataset.sg)));
}

/** A packed link value read by Node's own zlib (raw deflate, base64url after the '~'). */
function unpacked(hash, key) {
  const value = new URLSearchParams(hash.slice(1)).get(key);
  assert.ok(value?.startsWith('~'), `${key} is packed`);
  return inflateRawSync(Buffer.from(value.slice(1), 'base64url')).toString('utf8');
}

async function waitForState(page, state) {
  await page.waitForFunction((s) => document.querySelector('[data-testid="rules-state"]')?.dataset.state === s, state);
}

const take25 = `name "Take 2 or 5"
about "Take 2 or 5 tokens from the heap."
position n
move for k in {2, 5} where k <= n -> n - k`;

test('typed rules become the table; broken rules keep it and mark the error; fixed rules and the shared link bring it back', async () => {
  const a = await open('#size=30');
  await openRules(a.page);
  await typeRules(a.page, take25);
  await waitForState(a.page, 'ok');
  const values = await tableFor(a.page, 'Take 2 or 5 (rules)');
  assert.deepEqual(values, subtractionValues([2, 5], 30), 'g(0..30) of S = {2, 5} by the mex rule');
  assert.match(await a.page.getByTestId('rules-status').textContent(), /Valid: Take 2 or 5/);
  assert.match(a.page.url(), /#game=~[A-Za-z0-9_-]+/, 'the game is in the link, packed');
  await a.page.screenshot({ path: screenshotPath('rules-valid'), fullPage: true });

  // Break it: a '-' with nothing after it at the end of the move rule.
  await editor(a.page).click();
  await a.page.keyboard.press('Control+End');
  await a.page.keyboard.press('Backspace'); // the empty last line
  await a.page.keyboard.type(' -');
  await waitForState(a.page, 'error');
  const mark = a.page.locator('[data-testid="rules-editor"] .cm-lintRange-error').first();
  await mark.waitFor();
  const error = a.page.getByTestId('rules-error').first();
  assert.equal(await error.getAttribute('data-line'), '4');
  const message = (await error.locator('.what').textContent()).trim();
  assert.ok(message.length > 5, `a message (${message})`);
  assert.match(await error.locator('.where').textContent(), /^line 4, col \d+$/);
  // The mark carries the same message (its tooltip on hover).
  await mark.hover();
  const tooltip = a.page.locator('.cm-tooltip-lint');
  await tooltip.waitFor();
  assert.ok((await tooltip.textContent()).includes(message));
  // The last valid game stays on screen, and the page says so.
  assert.deepEqual(await a.page.$$eval('[data-testid="table"] [data-position]', (els) => els.map((e) => Number(e.dataset.sg))), values);
  assert.match(await a.page.getByTestId('table-status').textContent(), /keeps the last valid game/);
  assert.match(await editorText(a.page), /n - k -$/, 'the text stays as typed');
  await a.page.screenshot({ path: screenshotPath('rules-error'), fullPage: true });
  // Clicking the listed error puts the cursor there.
  await error.click();
  assert.ok(await a.page.evaluate(() => document.activeElement?.classList.contains('cm-content')));

  // Fix it, and change the game: S = {1, 4}.
  await typeRules(a.page, take25.replace('Take 2 or 5', 'Take 1 or 4').replace('{2, 5}', '{1, 4}'));
  await waitForState(a.page, 'ok');
  const fixed = await tableFor(a.page, 'Take 1 or 4 (rules)');
  assert.deepEqual(fixed, subtractionValues([1, 4], 30));
  // A comment of one's own: the link keeps the editor's text exactly, comments and all.
  const before = await a.page.evaluate(() => location.hash);
  await editor(a.page).click();
  await a.page.keyboard.press('Control+Home');
  await a.page.keyboard.type('# my first game\n');
  await a.page.waitForFunction((h) => location.hash !== h, before);
  const typed = await editorText(a.page);
  assert.equal(unpacked(await a.page.evaluate(() => location.hash), 'game'), `rules:{${typed}}`);

  const link = new URL(a.page.url());
  const b = await open(link.hash);
  await b.page.waitForFunction(() => document.querySelector('[data-testid="tab-rules"]')?.getAttribute('aria-selected') === 'true');
  await b.page.waitForFunction(() => document.querySelectorAll('[data-testid="rules-editor"] .cm-line').length > 3);
  assert.equal(await editorText(b.page), typed, 'the editor text is back');
  // The text is coloured by the core's words (client.rulesWords): statements and keywords in the
  // keyword colour, a coordinate's name plain.
  const colourOf = async (text) => {
    const span = b.page.locator('[data-testid="rules-editor"] .cm-line span').filter({ hasText: new RegExp(`^${text}$`) }).first();
    await span.waitFor();
    return span.evaluate((s) => getComputedStyle(s).color);
  };
  assert.equal(await colourOf('move'), 'rgb(122, 47, 181)', 'move: a statement');
  assert.equal(await colourOf('where'), 'rgb(122, 47, 181)', 'where: a keyword');
  assert.equal(await colourOf('position'), 'rgb(122, 47, 181)', 'position: a statement');
  assert.deepEqual(await tableFor(b.page, 'Take 1 or 4 (rules)'), fixed, 'and the table');
  await waitForState(b.page, 'ok');
  // The game plays too: from 10, the computer's opponent (you) is offered the moves to 9 and 6.
  const state = await waitForTurn(b.page);
  assert.deepEqual([...state.moves].sort(), ['6', '9']);
  await b.page.screenshot({ path: screenshotPath('rules-reopened'), fullPage: true });

  // Broken text is kept in the link too: a reload brings it back beside the last valid game.
  await editor(b.page).click();
  await b.page.keyboard.press('Control+End');
  const badLine = 'move for step in 1..2 where step <= n -> n - stpe';
  await b.page.keyboard.type(badLine);
  await waitForState(b.page, 'error');
  await b.page.waitForFunction(() => /[#&]rules=~/.test(location.hash));
  const broken = await editorText(b.page);
  assert.equal(unpacked(await b.page.evaluate(() => location.hash), 'rules'), broken);
  await b.page.reload();
  await b.page.waitForFunction(() => document.querySelectorAll('[data-testid="rules-editor"] .cm-line').length > 5);
  assert.equal(await editorText(b.page), broken);
  await waitForState(b.page, 'error');
  const kept = b.page.getByTestId('rules-error').first();
  assert.equal(await kept.locator('.where').textContent(), `line 6, col ${badLine.indexOf('stpe') + 1}`);
  assert.match(await kept.locator('.what').textContent(), /^unknown name 'stpe'/);
  assert.deepEqual(await tableFor(b.page, 'Take 1 or 4 (rules)'), fixed);

  assert.deepEqual([...a.problems, ...b.problems], []);
  assert.deepEqual([...a.requests.outside(), ...b.requests.outside()], []);
  await a.context.close();
  await b.context.close();
});

test('an example from the menu becomes the game, and the menu offers every built-in family', async () => {
  const { context, page, problems } = await open('#size=40');
  await openRules(page);
  // By keyboard: the menu, then Tab into the editor (a labelled text box).
  await page.getByTestId('rules-examples').focus();
  await page.keyboard.press('Tab');
  assert.ok(await editor(page).evaluate((el) => el === document.activeElement), 'Tab moves from the menu into the editor');
  const options = await page.$$eval('[data-testid="rules-examples"] option', (os) => os.map((o) => ({ value: o.value, text: o.textContent })));
  const labels = options.map((o) => o.text).join('\n');
  for (const family of ['nim', 'bash:', 'subtraction:', 'take-range:', 'octal:0.77', 'lasker', 'grundy', 'wythoff', 'corner', 'fibonacci-nim']) {
    assert.ok(labels.includes(`(${family}`), `an example for ${family}`);
  }
  const kaylesOption = options.find((o) => o.text.includes('(octal:0.77)'));
  await page.getByTestId('rules-examples').selectOption(kaylesOption.value);
  await waitForState(page, 'ok');
  const name = kaylesOption.text.replace(/ \(octal:0\.77\)$/, '');
  const values = await tableFor(page, `${name} (rules)`);
  assert.deepEqual(values, kaylesValues(40), 'Kayles values by brute force');
  assert.match(await editorText(page), /position n/);
  await page.screenshot({ path: screenshotPath('rules-example'), fullPage: true });

  // In Chinese the editor's words follow.
  await page.getByTestId('lang-select').selectOption('zh');
  await page.getByRole('textbox', { name: '游戏规则' }).waitFor();
  assert.match(await page.getByTestId('rules-status').textContent(), /^有效：/);
  assert.ok((await page.getByTestId('rules-examples').textContent()).includes('Kayles 保龄球游戏（octal:0.77）'));
  await page.locator('#define').screenshot({ path: screenshotPath('rules-zh') });
  assert.deepEqual(problems, []);
  await context.close();
});

test('a mangled packed game in the link shows the notice and opens the default game', async () => {
  for (const hash of ['#game=~q1ZKzkksLlayUlAqS8wpT', '#game=~!!!&rules=~AAAA', '#game=~']) {
    const { context, page, problems } = await open(hash);
    const notice = page.getByTestId('hash-notice');
    await notice.waitFor({ state: 'visible' });
    assert.match(await notice.textContent(), /Part of this link could not be read/);
    await page.waitForFunction(() => document.querySelector('[data-testid="table"]')?.dataset.complete === 'true');
    assert.match(await page.evaluate(() => location.hash), /game=subtraction:1,3,4/, `${hash}: the default game`);
    assert.deepEqual(problems, [], hash);
    await context.close();
  }
  // The reason in the page's language: a link cut off when it was copied, opened in Chinese.
  const { context, page } = await open('#game=~q1ZKzkksLlayUlAqS8wpT&lang=zh');
  const notice = page.getByTestId('hash-notice');
  await notice.waitFor({ state: 'visible' });
  assert.match(await notice.textContent(), /“game” = “~q1ZKzkksLlayUlAqS8wpT”：压缩文本已损坏（复制链接时可能被截断了）/);
  await page.getByTestId('lang-select').selectOption('en');
  await page.getByText('the compressed text is damaged (it may have been cut off when the link was copied)').waitFor();
  await context.close();
});

test("the editor opens on the current game written as rules, and 'Use these rules' puts it on the table", async () => {
  const { context, page, problems } = await open('#game=octal:0.77&size=40');
  await openRules(page);
  await waitForState(page, 'ok');
  assert.match(await editorText(page), /name "Kayles"/, 'the example whose family is the game on screen');
  const apply = page.getByTestId('rules-apply');
  await apply.waitFor();
  // The same game as the table's, written as rules (issue 27: it was called "another game").
  assert.match(await page.getByTestId('rules-status').textContent(), /The table shows this same game, built in as octal:0\.77/);
  await apply.click();
  assert.deepEqual(await tableFor(page, 'Kayles (rules)'), kaylesValues(40));
  await apply.waitFor({ state: 'hidden' });
  assert.match(await page.getByTestId('rules-status').textContent(), /The table and the game use these rules/);
  assert.deepEqual(problems, []);
  await context.close();
});
