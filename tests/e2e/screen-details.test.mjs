// Issue 27, the smaller things seen on screen, each at the size where it was seen and in English and
// Chinese where words are involved: the size field shows a large size whole and gives back a
// cancelled one; the rule editor does not call the game on the table "another game" when it is the
// same; the table's status line does not lag its progress bar; the period search offers only sizes
// past what was checked, and every number it and the patterns show is written one way; Kayles is
// played on a row of pins; a phone shows a heap's takes as a row of number keys; the iframe snippet
// sizes itself to what it shows and draws no sandbox warning.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SCREENS, browser, embedFrame, openCoursePage, screenshotPath, screenshotsAtSizes, server, usePageSession } from './harness.mjs';
import { openPage, waitForTurn } from './play-helpers.mjs';

usePageSession();

const LANGS = ['en', 'zh'];

test('the size field shows 1,000,000 whole, at 1280 x 800 and on a phone', async () => {
  for (const viewport of [SCREENS.laptop, SCREENS.phone]) {
    const { context, page } = await openPage('#game=subtraction:1,3,4', { viewport });
    const size = page.getByTestId('size-input');
    await page.waitForFunction(() => !document.querySelector('[data-testid="size-input"]').disabled);
    await size.fill('1000000');
    const fit = await size.evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
    assert.ok(fit.scroll <= fit.client, `the field shows all of 1000000: ${JSON.stringify(fit)} at ${viewport.width}`);
    await context.close();
  }
});

test('a cancelled table gives its size back: the size field and the link say how far it got (English and Chinese)', async () => {
  for (const lang of LANGS) {
    // Grundy's game: its table costs about n^2/4 steps, so 400,000 heaps take minutes and are cancelled on the way.
    const { context, page, problems } = await openPage(`#game=grundy&lang=${lang}`, { viewport: SCREENS.laptop });
    await page.locator('[data-testid="table"][data-complete="true"]').waitFor({ timeout: 60_000 });
    await page.getByTestId('size-input').fill('400000');
    await page.getByTestId('table-cancel').waitFor({ state: 'visible' });
    await page.waitForFunction(() => /[1-9]/.test(document.querySelector('.progress-text').textContent));
    await page.getByTestId('table-cancel').click();
    await page.getByTestId('table-cancel').waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.querySelector('[data-testid="size-input"]').value !== '400000');
    const shown = Number(await page.getByTestId('size-input').inputValue());
    const cells = await page.locator('[data-testid="table"] [data-position]').count();
    assert.ok(shown > 0 && shown < 400_000, `the size is where the table stopped: ${shown}`);
    assert.match(await page.evaluate(() => decodeURIComponent(location.hash)), new RegExp(`size=${shown}(&|$)`));
    assert.ok(cells > 0, 'the values computed are still shown');
    const status = await page.getByTestId('table-status').textContent();
    assert.match(status, lang === 'en' ? /^Stopped at \d+%: the first [\d,]+ values are shown\.$/ : /^已在 \d+% 处停止：显示已算出的前 [\d,]+ 个值。$/);
    assert.equal(Number(/(?:first|前) ([\d,]+)/.exec(status)[1].replaceAll(',', '')), shown + 1, 'the status counts the same values');
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test("the rule editor calls the table's game the same game when it is that game written as rules (English and Chinese)", async () => {
  const words = {
    en: { same: /^Valid: Kayles; .*The table shows this same game, built in as octal:0\.77/, not: /another game/ },
    zh: { same: /^有效：Kayles；.*表格显示的就是这个游戏，即内置的 octal:0\.77/, not: /另一个游戏/ },
  };
  for (const lang of LANGS) {
    const { context, page, problems } = await openPage(`#game=octal:0.77&lang=${lang}`, { viewport: SCREENS.laptop });
    await page.getByTestId('tab-rules').click();
    const status = page.getByTestId('rules-status');
    await page.waitForFunction(() => /\S/.test(document.querySelector('[data-testid="rules-status"]')?.textContent ?? ''), null, { timeout: 30_000 });
    await status.filter({ hasText: 'octal:0.77' }).waitFor({ timeout: 30_000 });
    const text = await status.textContent();
    assert.match(text, words[lang].same);
    assert.doesNotMatch(text, words[lang].not);
    if (lang === 'en') await screenshotsAtSizes(page, 'details-rules-same-game', (p) => status.scrollIntoViewIfNeeded());
    // Edited, it is another game: said so.
    await page.locator('[data-testid="rules-editor"] .cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nmove where n >= 5 -> n - 5');
    await status.filter({ hasText: lang === 'en' ? 'Valid' : '有效' }).filter({ hasNotText: 'octal:0.77' }).waitFor({ timeout: 30_000 });
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test("the table's status line never shows a share done behind its progress bar (English and Chinese)", async () => {
  for (const lang of LANGS) {
    const { context, page, problems } = await openPage(`#game=grundy&lang=${lang}`, { viewport: SCREENS.laptop });
    await page.locator('[data-testid="table"][data-complete="true"]').waitFor({ timeout: 60_000 });
    await page.getByTestId('size-input').fill('250000');
    // Past a quarter and short of half (main said "25% done" beside "40%" here): the bar and the
    // status line read at one moment, the line as it is seen (its screen-reader part apart).
    const handle = await page.waitForFunction(
      () => {
        const bar = Number(/^(\d+)%/.exec(document.querySelector('.progress-text').textContent)?.[1] ?? -1);
        if (!(bar > 25 && bar < 50)) return false;
        const status = document.querySelector('[data-testid="table-status"]');
        const seen = status.cloneNode(true);
        for (const hidden of seen.querySelectorAll('.sr-only')) hidden.remove();
        return { bar, seen: seen.textContent, heard: status.textContent };
      },
      null,
      { timeout: 120_000, polling: 'raf' },
    );
    const { bar, seen, heard } = await handle.jsonValue();
    if (lang === 'en') await page.locator('#watch').screenshot({ path: screenshotPath('details-table-progress-running') });
    const shares = [...seen.matchAll(/(\d+)\s*%/g)].map((m) => Number(m[1]));
    assert.ok(
      shares.every((pc) => pc >= bar),
      `the status line "${seen}" beside the bar's ${bar}%`,
    );
    // A screen reader still hears the quarter.
    assert.match(heard, lang === 'en' ? /25% done\./ : /已完成 25%/);
    if (lang === 'en') await screenshotsAtSizes(page, 'details-table-progress', (p) => p.locator('#watch').scrollIntoViewIfNeeded());
    if (await page.getByTestId('table-cancel').isVisible()) await page.getByTestId('table-cancel').click();
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('the period search offers only sizes past the values checked, and the patterns write every number one way (English and Chinese)', async () => {
  for (const lang of LANGS) {
    // octal:0.106: the quick search looks at 2,097,152 values and proves nothing.
    const { context, page, problems } = await openPage(`#game=octal:0.106&lang=${lang}`, { viewport: SCREENS.laptop });
    await page.getByTestId('period-search-intro').filter({ hasText: '2,097,152' }).waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => !document.querySelector('[data-testid="period-search-start"]').disabled);
    const sizes = await page.locator('[data-testid="period-search-presets"] [data-size]').evaluateAll((chips) => chips.map((c) => Number(c.dataset.size)));
    assert.ok(sizes.length > 0, 'sizes are offered');
    assert.deepEqual(
      sizes.filter((n) => n <= 2_097_152),
      [],
      `offered: ${sizes.join(', ')}`,
    );
    // The page's own lines: each number with its digits grouped, none written 2097152 or 10^7.
    const lines = [
      await page.getByTestId('pattern-status').textContent(),
      await page.getByTestId('period-search-intro').textContent(),
      ...(await page.locator('[data-testid="period-search-presets"] [data-size]').allTextContents()),
      await page.getByTestId('period-search-memory').textContent(),
      await page.getByTestId('period-search-to').inputValue(),
    ];
    for (const line of lines) {
      assert.doesNotMatch(line, /\d{4}|\d\^\d/, `"${line}"`);
    }
    assert.match(lines[0], /2,097,152/);
    if (lang === 'en') await screenshotsAtSizes(page, 'details-period-search', (p) => p.getByTestId('period-search').scrollIntoViewIfNeeded());
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('Kayles is played on a row of pins, Nim on a heap of tokens (English and Chinese)', async () => {
  const label = { en: { row: 'Row', heap: 'Heap' }, zh: { row: '一排', heap: '堆' } };
  for (const lang of LANGS) {
    const kayles = await openPage(`#game=octal:0.77&position=10&lang=${lang}`, { viewport: SCREENS.laptop });
    await waitForTurn(kayles.page);
    const position = kayles.page.getByTestId('position');
    assert.equal(await position.locator('.play-pin').count(), 10, 'ten pins');
    assert.equal(await position.locator('.play-token').count(), 0, 'no tokens');
    assert.equal((await position.locator('.play-heap-name').textContent()).trim(), label[lang].row);
    if (lang === 'en') await screenshotsAtSizes(kayles.page, 'details-kayles-pins', (p) => p.getByTestId('position').scrollIntoViewIfNeeded());
    // A move that breaks the row leaves two rows of pins.
    await kayles.page.locator('[data-testid="moves"] [data-to="3+5"]').first().click();
    await kayles.page.waitForFunction(() => document.querySelectorAll('[data-testid="position"] .play-part').length >= 2, null, { timeout: 30_000 });
    assert.ok((await position.locator('.play-pin').count()) > 0);
    assert.deepEqual(kayles.problems, []);
    await kayles.context.close();

    const nim = await openPage(`#game=nim&position=10&lang=${lang}`, { viewport: SCREENS.laptop });
    await waitForTurn(nim.page);
    assert.equal(await nim.page.getByTestId('position').locator('.play-token').count(), 10);
    assert.equal(await nim.page.getByTestId('position').locator('.play-pin').count(), 0);
    await nim.context.close();
  }
});

test("on a phone, Nim's 4 + 7 offers each heap's takes as one row of number keys, each named in full (English and Chinese)", async () => {
  const name = { en: (n) => `Take ${n}`, zh: (n) => `取 ${n} 个` };
  for (const lang of LANGS) {
    const { context, page, problems } = await openPage(`#game=nim&position=4%2B7&first=you&lang=${lang}`, { viewport: SCREENS.phone });
    await waitForTurn(page);
    const groups = page.locator('[data-testid="moves"] .play-move-group');
    assert.equal(await groups.count(), 2);
    for (const [i, heap] of [[0, 4], [1, 7]]) {
      const keys = groups.nth(i).locator('button[data-to]');
      assert.equal(await keys.count(), heap);
      const tops = await keys.evaluateAll((bs) => bs.map((b) => Math.round(b.getBoundingClientRect().top)));
      assert.equal(new Set(tops).size, 1, `heap ${heap}'s keys in one row: tops ${tops.join(', ')}`);
      const names = await keys.evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? b.textContent));
      const expected = Array.from({ length: heap }, (_, k) => name[lang](k + 1));
      assert.deepEqual(names, expected);
      // Each key is a touch target of 44 px at least.
      for (const box of await keys.evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().toJSON()))) assert.ok(box.width >= 43.5 && box.height >= 39.5, JSON.stringify(box));
    }
    // A key plays its move.
    await groups.nth(1).locator('button[data-to="4+4"]').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="position"]').dataset.current !== '4+7');
    if (lang === 'en') {
      await page.reload();
      await waitForTurn(page);
      await screenshotsAtSizes(page, 'details-phone-moves', (p) => p.getByTestId('moves').scrollIntoViewIfNeeded());
    }
    assert.deepEqual(problems, []);
    await context.close();
  }
});

/** The embed snippet the share menu gives (the iframe and its script), read from the playground at `url`. */
async function iframeSnippet(lang) {
  const page = await browser.newPage();
  await page.goto(`${server.url}index.html#game=subtraction:1,3,4&lang=${lang}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="embed-snippet"]')?.value.includes('<iframe'));
  const text = await page.getByTestId('embed-snippet').inputValue();
  await page.close();
  return text.slice(text.indexOf('<iframe'));
}

test('the iframe snippet sizes the frame to what it shows: no grey band on a wide screen, "Set up a new game" in full on a phone (English and Chinese)', async () => {
  const setup = { en: 'Set up a new game', zh: '设置新的一局' };
  for (const lang of LANGS) {
    const snippet = await iframeSnippet(lang);
    const course = await openCoursePage('Week 3', snippet);
    const { page } = course;
    for (const [screen, size] of Object.entries(SCREENS)) {
      await page.setViewportSize(size);
      const frame = await embedFrame(page);
      await frame.getByTestId('play-status').waitFor({ timeout: 30_000 });
      // The frame's height follows the embed page's (it reports it; the snippet's script applies it).
      const fits = async () => {
        const inner = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
        const outer = await page.locator('iframe').evaluate((f) => f.getBoundingClientRect().height);
        return { inner, outer };
      };
      let m = await fits();
      for (let i = 0; i < 40 && Math.abs(m.inner - m.outer) > 2; i++) {
        await page.waitForTimeout(100);
        m = await fits();
      }
      assert.ok(Math.abs(m.inner - m.outer) <= 2, `${screen}: frame ${m.outer} px for a page of ${m.inner} px`);
      // The setup's summary is inside the frame's box, whole.
      const summary = frame.locator('[data-testid="setup-box"] > summary');
      assert.equal((await summary.textContent()).trim(), setup[lang]);
      const inFrame = await summary.evaluate((s) => s.getBoundingClientRect().bottom);
      assert.ok(inFrame <= m.outer, `${screen}: "${setup[lang]}" ends at ${inFrame} px of a ${m.outer} px frame`);
      if (lang === 'en') await page.screenshot({ path: screenshotPath(`details-iframe-snippet-${screen}`), fullPage: true });
    }
    assert.deepEqual(course.problems, []);
    await course.close();
  }
});

test('the element draws no "can escape its sandboxing" warning on the playground\'s own origin, and keeps its sandbox on another', async () => {
  const element = (origin) => `<script src="${origin}element.js"></script><grundy-playground game="nim" view="play"></grundy-playground>`;
  const context = await browser.newContext({ viewport: SCREENS.laptop });
  // A course page served from the playground's own host (a teacher's site with both on it).
  await context.route(`${server.url}course.html`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course</title></head><body><h1>Week 3</h1>${element(server.url)}</body></html>` }),
  );
  const page = await context.newPage();
  const warnings = [];
  page.on('console', (m) => warnings.push(m.text()));
  await page.goto(`${server.url}course.html`);
  const frame = await embedFrame(page);
  await frame.getByTestId('play-status').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(300);
  assert.deepEqual(
    warnings.filter((w) => /sandbox/i.test(w)),
    [],
  );
  await context.close();
  // On another origin (the course's own server), the frame is sandboxed without top navigation.
  const course = await openCoursePage('Week 3', element(server.url.replace('127.0.0.1', 'localhost')));
  await (await embedFrame(course.page)).getByTestId('play-status').waitFor({ timeout: 30_000 });
  const sandbox = await course.page.locator('grundy-playground').evaluate((e) => e.shadowRoot.querySelector('iframe').getAttribute('sandbox'));
  assert.match(sandbox ?? '', /allow-scripts/);
  assert.doesNotMatch(sandbox ?? '', /allow-top-navigation/);
  await course.close();
});
