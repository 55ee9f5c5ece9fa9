// Issue 27: the strip is never cut off without a sign. Kayles' values repeat with period 12; at 1280
// wide its strip's box holds fewer than 12 cells, so a row of the whole period was cut 3.5 columns
// short with no scroll bar in sight. The automatic row length now fits the box (the largest part of
// the period that does, so the pattern still lines up), and is worked out again when the box
// changes width; a row length the person chooses wider than the box scrolls sideways, and a line
// above the strip says so. In English and Chinese.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SCREENS, screenshotsAtSizes, usePageSession } from './harness.mjs';
import { openPage } from './play-helpers.mjs';

usePageSession();

/** The strip's box and its first row's cells: how far each reaches past the box's right edge. */
function firstRow(page) {
  return page.evaluate(() => {
    const box = document.querySelector('[data-testid="strip-scroll"]');
    const right = box.getBoundingClientRect().right - (parseFloat(getComputedStyle(box).paddingRight) || 0);
    const cells = [...document.querySelectorAll('[data-testid="table"] [data-position]')];
    const top = cells[0].getBoundingClientRect().top;
    const row = cells.filter((c) => Math.abs(c.getBoundingClientRect().top - top) < 2);
    return {
      columns: row.length,
      hidden: row.filter((c) => c.getBoundingClientRect().right > right + 0.5).map((c) => c.dataset.position),
      scrolls: box.scrollWidth > box.clientWidth + 1,
    };
  });
}

const waitForKayles = (page) => page.locator('[data-testid="table"][data-complete="true"]').waitFor({ timeout: 60_000 });

test('Kayles at 1280 x 800: the automatic row fits the box, lines up with the period, and follows a resize (English and Chinese)', async () => {
  const hint = {
    en: /^auto: 6, as the period, 12, is wider than the box \(its pattern lines up every 2 rows\)$/,
    zh: /^自动：6，因为周期 12 比框更宽（每 2 行对齐一次）$/,
  };
  for (const lang of ['en', 'zh']) {
    const { context, page, problems } = await openPage(`#game=octal:0.77&size=95&lang=${lang}`, { viewport: SCREENS.laptop });
    await waitForKayles(page);
    await page.locator('#row-length-hint').filter({ hasText: '12' }).waitFor();
    const row = await firstRow(page);
    assert.deepEqual(row.hidden, [], `cells of the first row past the box's edge (${row.columns} a row)`);
    assert.equal(row.scrolls, false, 'no sideways scroll');
    assert.equal(row.columns, 6, 'half the period: cell n sits over cell n + 12 two rows down');
    assert.match(await page.locator('#row-length-hint').textContent(), hint[lang]);
    assert.equal(await page.getByTestId('strip-sideways').isHidden(), true);
    // A wide screen has room for the whole period: the row grows to it when the window does.
    await page.setViewportSize(SCREENS.wide);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="table"] [data-position]').length > 0);
    await page.waitForFunction(() => /12/.test(document.querySelector('#row-length-hint').textContent) && !/6/.test(document.querySelector('#row-length-hint').textContent));
    const wide = await firstRow(page);
    assert.deepEqual([wide.columns, wide.hidden], [12, []]);
    // And back: fitted again.
    await page.setViewportSize(SCREENS.laptop);
    await page.waitForFunction(() => /6/.test(document.querySelector('#row-length-hint').textContent));
    assert.deepEqual((await firstRow(page)).hidden, []);
    if (lang === 'en') {
      await screenshotsAtSizes(page, 'strip-fit-kayles', async (p) => {
        await p.locator('#watch').scrollIntoViewIfNeeded();
        await p.waitForTimeout(200);
      });
    }
    assert.deepEqual(problems, []);
    await context.close();
  }
});

test('a chosen row wider than the box scrolls sideways, and the page says so (English and Chinese)', async () => {
  const said = { en: /^Rows of 20 are wider than the box: scroll sideways/, zh: /^每行 20 格比框更宽：左右滚动/ };
  for (const lang of ['en', 'zh']) {
    const { context, page, problems } = await openPage(`#game=octal:0.77&size=95&row=20&lang=${lang}`, { viewport: SCREENS.laptop });
    await waitForKayles(page);
    const row = await firstRow(page);
    assert.equal(row.columns, 20, 'the row is as long as asked');
    assert.equal(row.scrolls, true);
    const sign = page.getByTestId('strip-sideways');
    await sign.waitFor({ state: 'visible' });
    assert.match(await sign.textContent(), said[lang]);
    // The sign is above the strip, where the eye is, not at the foot of a tall box.
    const [signBox, stripBox] = [await sign.boundingBox(), await page.getByTestId('strip-scroll').boundingBox()];
    assert.ok(signBox.y + signBox.height <= stripBox.y + 1, 'the sign is above the strip');
    if (lang === 'en') {
      await screenshotsAtSizes(page, 'strip-fit-sideways', async (p) => {
        await p.locator('#watch').scrollIntoViewIfNeeded();
        await p.waitForTimeout(200);
      });
    }
    // Cleared, the row is automatic again and the sign goes.
    await page.getByTestId('row-length').fill('');
    await sign.waitFor({ state: 'hidden' });
    assert.deepEqual((await firstRow(page)).hidden, []);
    assert.deepEqual(problems, []);
    await context.close();
  }
});
