// Sharing: the whole state is in the link (a fresh browser opens the same game mid-way), mangled or
// hand-edited links show a notice and a sensible default, the link can be copied, and the table
// and the game can be exported as CSV, JSON, PNG and a C++ program. No request leaves localhost.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { screenshotPath, server, usePageSession } from './harness.mjs';
import { hashFor, perfect, skipUnlessKnown, subtractionSumIsP, subtractionValues, openPage, waitForTurn } from './play-helpers.mjs';

usePageSession();

const open = openPage;

const s134 = (text) => subtractionSumIsP([[1, 3, 4]], text);

test('a game in progress, shared as a link, opens the same way in a fresh browser', async () => {
  const a = await open(hashFor({ game: 'subtraction:1,3,4', position: '7+4+9', first: 'you', lang: 'zh' }));
  let state = await waitForTurn(a.page);
  await a.page.locator(`[data-testid="moves"] [data-to="${perfect(s134)(state)}"]`).click();
  state = await waitForTurn(a.page); // the computer has replied
  const link = a.page.url();
  assert.match(link, /line=[^&]+(>|%3E)[^&]+/, 'the link lists the moves played');
  assert.match(link, /lang=zh/);
  const history = await a.page.locator('[data-testid="history"] li').allTextContents();
  assert.equal(history.length, 2);

  const b = await open(new URL(link).hash);
  const again = await waitForTurn(b.page);
  assert.equal(again.position, state.position);
  assert.equal(again.turn, 'you');
  assert.deepEqual(await b.page.locator('[data-testid="history"] li').allTextContents(), history);
  assert.equal(await b.page.evaluate(() => document.documentElement.lang), 'zh-CN');
  assert.equal(await b.page.getByTestId('play-status').textContent(), '轮到你了。');
  // Reloading keeps it too, and undo still works after the reload.
  await b.page.reload();
  assert.equal((await waitForTurn(b.page)).position, state.position);
  await b.page.getByTestId('undo').click();
  await b.page.waitForFunction(() => document.querySelector('[data-testid="position"]')?.dataset.current === '7+4+9');
  assert.deepEqual(a.problems, []);
  assert.deepEqual(b.problems, []);
  assert.deepEqual([...a.requests.outside(), ...b.requests.outside()], []);
  await a.context.close();
  await b.context.close();
});

test('a mangled link shows what could not be read and opens the default, never a broken page', async () => {
  const bad = [
    '#game=nosuchgame:1&size=abc&view=zzz&lang=xx&first=nobody&strength=godlike&bogus=1',
    '#%E0%A4%A&&==&game&size=99999999999',
    '#game=subtraction:0&position=-5',
    '#game=subtraction:1,3,4&position=banana&line=oops>9',
    '#game=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  ];
  for (const hash of bad) {
    const { context, page, problems } = await open(hash);
    const notice = page.getByTestId('hash-notice');
    const status = page.getByTestId('play-status');
    await page.waitForFunction(() => document.querySelector('[data-testid="play-status"]')?.textContent.trim());
    // The page works: the default game's table and a playable game.
    const state = await waitForTurn(page);
    assert.ok(state.moves.length > 0, `${hash}: a game to play`);
    assert.equal(await status.getAttribute('data-turn'), 'you');
    assert.match(await page.evaluate(() => location.hash), /game=subtraction:/, `${hash}: a valid game in the link again`);
    if (hash.includes('banana')) {
      const error = page.getByTestId('play-position-error');
      await error.waitFor({ state: 'visible' });
      assert.match(await error.textContent(), /The link's position “banana” does not fit this game, so the game starts from 10\./);
      assert.equal(state.position, '10');
    } else {
      await notice.waitFor({ state: 'visible' });
      const text = await notice.textContent();
      assert.match(text, /Part of this link could not be read/);
      if (hash.includes('nosuchgame')) {
        assert.match(text, /“game” = “nosuchgame:1”: unknown game 'nosuchgame'/);
        for (const name of ['size', 'view', 'lang', 'first', 'strength', 'bogus']) assert.ok(text.includes(`“${name}”`), `${name} is listed`);
      }
      if (hash.includes('script')) assert.equal(await page.locator('#play script, header script').count(), 0);
    }
    if (hash === bad[0]) {
      await page.screenshot({ path: screenshotPath('share-mangled-link') });
      await page.getByTestId('dismiss-notice').click();
      await notice.waitFor({ state: 'hidden' });
    }
    assert.deepEqual(problems, [], `${hash}: no page error`);
    await context.close();
  }
});

test('editing the hash by hand switches the game without a reload', async () => {
  const { context, page, problems } = await open(hashFor({ game: 'subtraction:1,3,4', position: '10' }));
  await waitForTurn(page);
  await page.evaluate(() => {
    location.hash = '#game=subtraction:1,2&position=5&first=you';
  });
  await page.waitForFunction(() => document.querySelector('[data-testid="position"]')?.dataset.current === '5');
  const state = await waitForTurn(page);
  assert.deepEqual([...state.moves].sort(), ['3', '4']);
  assert.deepEqual(problems, []);
  await context.close();
});

test('copy link puts the current link on the clipboard', async () => {
  const { context, page } = await open(hashFor({ game: 'subtraction:1,3,4', position: '10' }));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  await waitForTurn(page);
  await page.getByTestId('copy-link').click();
  await page.getByTestId('share-status').filter({ hasText: 'Link copied' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());
  await context.close();
});

async function exportFile(page, testid) {
  const menu = page.getByTestId('export-menu');
  if (!(await menu.evaluate((d) => d.open))) await menu.locator('summary').click();
  const [download] = await Promise.all([
    Promise.race([
      page.waitForEvent('download', { timeout: 15000 }),
      page.waitForFunction(() => /failed/.test(document.querySelector('[data-testid="share-status"]').textContent), null, { timeout: 15000 }).then(async () => {
        throw new Error(await page.getByTestId('share-status').textContent());
      }),
    ]),
    page.getByTestId(testid).click(),
  ]);
  return { name: download.suggestedFilename(), path: await download.path() };
}

test('the table exports as CSV, JSON and PNG with the right values', async () => {
  const { context, page, requests } = await open(hashFor({ game: 'subtraction:1,3,4', size: 30 }));
  await waitForTurn(page);
  const truth = subtractionValues([1, 3, 4], 30);

  const csv = await exportFile(page, 'export-csv');
  assert.match(csv.name, /^grundy-subtraction.*\.csv$/);
  const lines = readFileSync(csv.path, 'utf8').trim().split('\n');
  assert.equal(lines[0], 'n,value');
  assert.deepEqual(
    lines.slice(1).map((l) => l.split(',').map(Number)),
    truth.map((g, n) => [n, g]),
  );

  const json = await exportFile(page, 'export-json');
  const data = JSON.parse(readFileSync(json.path, 'utf8'));
  assert.equal(data.spec, 'subtraction:1,3,4');
  assert.deepEqual(data.values, truth);

  const png = await exportFile(page, 'export-png');
  const bytes = readFileSync(png.path);
  assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG file');
  assert.ok(bytes.readUInt32BE(16) > 100 && bytes.readUInt32BE(20) > 50, 'a picture of some size');
  assert.deepEqual(requests.outside(), []);
  await page.screenshot({ path: screenshotPath('share-export-menu') });
  await context.close();
});

test('a 2-D game exports its grid as CSV', async (t) => {
  const { context, page } = await open(hashFor({ game: 'wythoff', rows: 6, cols: 7, position: '5,8' }));
  if (!(await skipUnlessKnown(t, page, 'wythoff'))) return context.close();
  await waitForTurn(page);
  const csv = await exportFile(page, 'export-csv');
  const rows = readFileSync(csv.path, 'utf8').trim().split('\n');
  assert.equal(rows.length, 7);
  assert.equal(rows[0], 'x\\y,0,1,2,3,4,5,6');
  // Wythoff's value is 0 exactly at its P-positions (0,0), (1,2), (2,1), (3,5), (5,3).
  for (let x = 0; x < 6; x++) {
    const cells = rows[x + 1].split(',').map(Number);
    assert.equal(cells[0], x);
    for (let y = 0; y < 7; y++) {
      const p = [
        [0, 0],
        [1, 2],
        [2, 1],
        [3, 5],
        [5, 3],
      ].some(([a, b]) => a === x && b === y);
      assert.equal(cells[y + 1] === 0, p, `(${x}, ${y})`);
    }
  }
  await context.close();
});

test('the game exports as a C++ program', async () => {
  const { context, page } = await open(hashFor({ game: 'subtraction:1,3,4' }));
  await waitForTurn(page);
  const menu = page.getByTestId('export-menu');
  await menu.locator('summary').click();
  const download = page.waitForEvent('download', { timeout: 15000 }).catch(() => null);
  await page.getByTestId('export-cpp').click();
  const status = page.getByTestId('share-status');
  await page.waitForFunction(() => /downloaded|failed/.test(document.querySelector('[data-testid="share-status"]').textContent));
  const said = await status.textContent();
  const file = await download;
  assert.ok(file, said);
  const program = readFileSync(await file.path(), 'utf8');
  assert.match(file.suggestedFilename(), /\.cpp$/);
  assert.match(program, /#include/);
  assert.match(program, /int main\(/);
  await context.close();
});

test('the C++ program is offered exactly where the descriptor says: Wythoff writes one, a sum is not offered', async () => {
  const wythoff = await open(hashFor({ game: 'wythoff', position: '2,1' }));
  await waitForTurn(wythoff.page);
  const file = await exportFile(wythoff.page, 'export-cpp');
  assert.match(file.name, /\.cpp$/);
  const program = readFileSync(file.path, 'utf8');
  assert.match(program, /int main\(/);
  await wythoff.context.close();

  const sum = await open(hashFor({ game: 'octal:0.77+nim', position: '5+3' }));
  await waitForTurn(sum.page);
  await sum.page.getByTestId('export-menu').locator('summary').click();
  await sum.page.getByTestId('export-csv').waitFor({ state: 'visible' });
  assert.equal(await sum.page.getByTestId('export-cpp').isHidden(), true, 'no C++ button for a sum');
  await sum.context.close();
});

test('an export that fails says why until the person dismisses it', async () => {
  // A rules game whose one rule breaks past heap 100: its table up to 150 cannot be written.
  const spec = 'rules:{position n\nmove for k in 1..1 where n > 100 -> n - 200}';
  const { context, page } = await open(`#game=${encodeURIComponent(spec)}&size=150`);
  await waitForTurn(page);
  await page.getByTestId('export-menu').locator('summary').click();
  await page.getByTestId('export-csv').click();
  const status = page.getByTestId('share-status');
  await status.filter({ hasText: 'Export failed' }).waitFor();
  assert.match(await status.textContent(), /position 101 to -99/);
  // Longer than a confirmation stays: the message is still there.
  await page.waitForTimeout(7000);
  assert.match(await status.textContent(), /Export failed/);
  await page.getByTestId('share-dismiss').click();
  assert.equal(await status.textContent(), '');
  await context.close();
});

test('the embed snippet names the element script and the iframe next to this page', async () => {
  const { context, page } = await open(hashFor({ game: 'subtraction:1,3,4', position: '10' }));
  await waitForTurn(page);
  await page.getByTestId('export-menu').locator('summary').click();
  await page.getByTestId('embed-snippet').waitFor({ state: 'visible' });
  const snippet = await page.getByTestId('embed-snippet').inputValue();
  assert.ok(snippet.includes(`<script src="${server.url}element.js"></script>`), snippet);
  assert.ok(snippet.includes('<grundy-playground game="subtraction:1,3,4" view="play"'), snippet);
  assert.ok(snippet.includes(`<iframe src="${server.url}embed.html#game=subtraction:1,3,4`), snippet);
  // Escape closes the menu and returns focus to its button.
  await page.getByTestId('embed-snippet').focus();
  await page.keyboard.press('Escape');
  assert.equal(await page.getByTestId('export-menu').evaluate((d) => d.open), false);
  assert.equal(await page.evaluate(() => document.activeElement.tagName), 'SUMMARY');
  await context.close();
});
