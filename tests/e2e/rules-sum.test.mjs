// User-defined games as parts of a sum, in real Chromium: "Build your own" shows a rules part as a
// part of its own (its program's name, a way to the rule editor), keeps it while the other parts
// change, and the link brings it back; the rule editor edits that part of the sum, and can add its
// game to the sum on screen. Everything that names the game to a person (labels, status lines, the
// play panel's titles) uses the program's name, never its text. Values are checked against brute
// force written here (the mex rule, Bash's n mod (M+1)), never against the page's own output.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inflateRawSync } from 'node:zlib';
import { screenshotPath, usePageSession } from './harness.mjs';
import { openPage, subtractionValues } from './play-helpers.mjs';
import { pack } from '../../web/state/rules-link.js';

usePageSession();

const take25 = `name "Take 2 or 5"
about "Take 2 or 5 tokens from the heap."
position n
move for k in {2, 5} where k <= n -> n - k
`;

/** The game in the page's link, unpacked by Node's own zlib when it is packed. */
function linkedGame(hash) {
  const value = new URLSearchParams(hash.slice(1).replace(/\+/g, '%2B')).get('game');
  return value.startsWith('~') ? inflateRawSync(Buffer.from(value.slice(1), 'base64url')).toString('utf8') : value;
}

async function gameInLink(page, predicate, what) {
  for (let i = 0; i < 100; i++) {
    const game = linkedGame(await page.evaluate(() => location.hash));
    if (predicate(game)) return game;
    await page.waitForTimeout(100);
  }
  assert.fail(`the link's game never became ${what}: ${linkedGame(await page.evaluate(() => location.hash))}`);
}

async function openBuilder(page) {
  await page.waitForFunction(() => document.querySelector('#tab-gallery')?.getAttribute('aria-selected'));
  await page.getByTestId('tab-build').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="components"] > li').length > 0);
}

/** What the builder shows: each part's family, and a rules part's name. */
function parts(page) {
  return page.$$eval('[data-testid="components"] > li', (lis) =>
    lis.map((li) => ({
      family: li.dataset.family,
      name: li.querySelector('[data-testid="rules-part-name"]')?.textContent ?? null,
      select: li.querySelector('[data-testid="family-select"]').value,
    })),
  );
}

/** Every place the page names something to a person: visible text, labels, titles, captions. */
// The lines of what is shown or read that hold program text ("move for"): none, on a page that names
// a rules game by its name.
async function programText(page) {
  return (await spokenAndShown(page)).split('\n').filter((line) => line.includes('move for'));
}

function spokenAndShown(page) {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [title], [aria-valuetext]')].flatMap((e) =>
      ['aria-label', 'title', 'aria-valuetext'].map((a) => e.getAttribute(a) ?? ''),
    );
    return [document.body.innerText, document.title, ...attributes].join('\n');
  });
}

async function explainValue(page, position) {
  await page.getByTestId('position-input').fill(position);
  await page.getByTestId('position-input').press('Enter');
  await page.waitForFunction((p) => {
    const e = document.querySelector('[data-testid="explanation"]');
    return e?.dataset.state === 'shown' && e.dataset.for?.replace(/\s/g, '') === p;
  }, position);
  return Number(await page.getByTestId('explanation').getAttribute('data-sg'));
}

const editorText = (page) => page.$$eval('[data-testid="rules-editor"] .cm-line', (lines) => lines.map((l) => l.textContent).join('\n'));

test('a rules part in the builder: its own kind, kept while the other parts change, back from the link, edited in the rule editor', async () => {
  const spec = `rules:{${take25}}+nim`;
  const a = await openPage(`#game=${pack(spec)}&size=30`);
  await openBuilder(a.page);
  const shown = await parts(a.page);
  assert.deepEqual(shown.map((p) => p.family), ['rules', 'nim']);
  assert.equal(shown[0].select, 'rules');
  assert.equal(shown[0].name, 'Take 2 or 5');
  assert.match(await a.page.getByTestId('rules-part-about').textContent(), /Take 2 or 5 tokens/);
  assert.equal(await a.page.getByTestId('family-error').first().isHidden(), true, 'no error on the rules part');
  await a.page.getByTestId('rules-part').locator('summary').click();
  assert.equal(await a.page.getByTestId('rules-part-program').textContent(), take25, 'the program, as written');

  // Nothing names the game by its program text: labels and status lines use its name.
  await a.page.waitForFunction(() => /Take 2 or 5 \(rules\)/.test(document.querySelector('[data-testid="scatter"]')?.getAttribute('aria-label') ?? ''));
  await a.page.getByTestId('rules-part').locator('summary').click(); // closed again: the program is not on show
  const everything = await spokenAndShown(a.page);
  assert.deepEqual(await programText(a.page), [], 'no program text is shown or read');
  assert.ok(everything.includes('Take 2 or 5 (rules) (part 1)'), 'the play panel names the part by its game');
  await a.page.screenshot({ path: screenshotPath('rules-sum-builder'), fullPage: true });

  // Change the other part: nim -> Bash game (M = 3). The rules part stays as it was.
  await a.page.getByTestId('component-1').getByTestId('family-select').selectOption('bash');
  const withBash = await gameInLink(a.page, (g) => g.endsWith('+bash:3'), 'a sum with bash:3');
  assert.equal(withBash, `rules:{${take25}}+bash:3`);
  assert.deepEqual((await parts(a.page)).map((p) => p.family), ['rules', 'bash']);
  // (7, 6): g(7) for S = {2, 5} XOR g(6) of Bash with M = 3, which is 6 mod 4.
  assert.equal(await explainValue(a.page, '7+6'), subtractionValues([2, 5], 7)[7] ^ (6 % 4));

  // The link brings the same parts back.
  const b = await openPage(new URL(a.page.url()).hash);
  await openBuilder(b.page);
  await b.page.waitForFunction(() => document.querySelectorAll('[data-testid="components"] > li').length === 2);
  const back = await parts(b.page);
  assert.deepEqual(back.map((p) => [p.family, p.name]), [['rules', 'Take 2 or 5'], ['bash', null]]);
  assert.equal(await b.page.getByTestId('component-1').getByTestId('param-m').inputValue(), '3');

  // "Edit in the rule editor": the rules tab, with this part's program; an edit changes this part only.
  await b.page.getByTestId('rules-part-edit').click();
  await b.page.waitForFunction(() => document.querySelector('#tab-rules').getAttribute('aria-selected') === 'true');
  assert.ok(await b.page.evaluate(() => document.activeElement?.id === 'tab-rules'), 'the focus follows to the tab');
  await b.page.waitForFunction(() => document.querySelector('[data-testid="rules-state"]')?.dataset.state === 'ok');
  assert.equal(await editorText(b.page), take25.replace(/\n$/, '\n'));
  assert.match(await b.page.getByTestId('rules-status').textContent(), /part 1 of the 2-part sum/);
  assert.ok(await b.page.getByTestId('rules-apply').isHidden(), 'its game is on screen already');
  await b.page.locator('#define').screenshot({ path: screenshotPath('rules-sum-editor') });
  // Typed again, key by key, with the set {1, 4} instead.
  await b.page.getByRole('textbox', { name: 'Rules of the game' }).click();
  await b.page.keyboard.press('Control+A');
  await b.page.keyboard.press('Delete');
  for (const line of take25.replace('{2, 5}', '{1, 4}').split('\n').slice(0, -1)) {
    await b.page.keyboard.type(line);
    await b.page.keyboard.press('Enter');
  }
  const edited = await gameInLink(b.page, (g) => g.includes('{1, 4}'), 'the edited program');
  assert.equal(edited, `rules:{${take25.replace('{2, 5}', '{1, 4}')}}+bash:3`, 'part 1 replaced, part 2 kept');
  assert.equal(await explainValue(b.page, '7+6'), subtractionValues([1, 4], 7)[7] ^ (6 % 4));
  await b.page.getByTestId('tab-build').click();
  assert.deepEqual((await parts(b.page)).map((p) => p.family), ['rules', 'bash'], 'the builder follows');

  // A new part of "your own rules" starts from the editor's program: a sum of three.
  await b.page.getByTestId('add-component').click();
  await b.page.getByTestId('component-2').getByTestId('family-select').selectOption('rules');
  const three = await gameInLink(b.page, (g) => (g.match(/rules:\{/g) ?? []).length === 2, 'a sum with two rules parts');
  const program = take25.replace('{2, 5}', '{1, 4}');
  assert.equal(three, `rules:{${program}}+bash:3+rules:{${program}}`);
  assert.equal(await explainValue(b.page, '7+6+3'), subtractionValues([1, 4], 7)[7] ^ (6 % 4) ^ subtractionValues([1, 4], 3)[3]);

  assert.deepEqual([...a.problems, ...b.problems], []);
  await a.context.close();
  await b.context.close();
});

test("the rule editor's 'Add to the sum' joins its game to the one on screen; misère play is kept", async () => {
  const { context, page, problems } = await openPage('#game=misere:nim&size=20');
  await page.waitForFunction(() => document.querySelector('#tab-gallery')?.getAttribute('aria-selected'));
  await page.getByTestId('tab-rules').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="rules-examples"] option').length > 1);
  // The editor starts from an example, checked but not put on the table: a valid game not on screen.
  await page.waitForFunction(() => document.querySelector('[data-testid="rules-state"]')?.dataset.state === 'ok');
  const text = await editorText(page);
  const name = /name "([^"]+)"/.exec(text)[1];
  const add = page.getByTestId('rules-add');
  await add.waitFor();
  assert.ok(await page.getByTestId('rules-apply').isVisible(), "beside 'Use these rules'");
  await add.click();
  const game = await gameInLink(page, (g) => g.includes('rules:{'), 'a sum with the rules');
  assert.equal(game, `misere:nim+rules:{${text}}`);
  await add.waitFor({ state: 'hidden' });
  assert.match(await page.getByTestId('rules-status').textContent(), /part 2 of the 2-part sum/);
  await page.getByTestId('tab-build').click();
  assert.deepEqual((await parts(page)).map((p) => [p.family, p.name]), [['nim', null], ['rules', name]]);
  assert.equal(await page.getByTestId('misere-switch').isChecked(), true);
  assert.deepEqual(problems, []);
  await context.close();
});

test('in Chinese and on a narrow screen: the rules part and the labels use the translated name', async () => {
  const spec = `rules:{${take25}}+nim`;
  const { context, page, problems } = await openPage(`#game=${pack(spec)}&size=30&lang=zh`, { viewport: { width: 390, height: 844 }, locale: 'zh-CN' });
  await openBuilder(page);
  await page.waitForFunction(() => /Take 2 or 5（规则）/.test(document.querySelector('[data-testid="scatter"]')?.getAttribute('aria-label') ?? ''));
  assert.match(await page.getByTestId('component-0').getByTestId('family-select').locator('option:checked').textContent(), /自己的规则/);
  assert.equal(await page.getByTestId('rules-part-edit').locator('span').first().textContent(), '在规则编辑器中编辑');
  // Read once the table has ended (on a busy machine the page may still be computing it).
  await page.locator('[data-testid="table"][data-complete="true"]').waitFor();
  assert.deepEqual(await programText(page), [], 'no program text is shown or read');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `nothing wider than the screen (${width}px)`);
  await page.locator('#define').screenshot({ path: screenshotPath('rules-sum-zh-narrow') });
  await page.locator('#play').screenshot({ path: screenshotPath('rules-sum-play-zh-narrow') });
  await page.getByTestId('rules-part-edit').click();
  await page.waitForFunction(() => /这些规则是当前 2 部分和游戏中的第 1 部分/.test(document.querySelector('[data-testid="rules-status"]')?.textContent ?? ''));
  await page.locator('#define').screenshot({ path: screenshotPath('rules-sum-editor-zh-narrow') });
  assert.deepEqual(problems, []);
  await context.close();
});
