// Search further (web/features/understand/period-search.js): a heap game whose period the page's
// quick search does not prove is searched further by a person, in a worker of its own, with a
// progress bar that moves, a Cancel that stops it, and the page answering while it runs (a cell
// explained while the search is under way). How long the main thread's tasks take meanwhile is
// measured by `npm run bench` (tests/bench/page-search.mjs), not asserted here. The proof is checked
// against the native command's (build/native/grundy period, the one search run to its end in one call).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';

usePageSession();

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
// octal:0.376 (Gangolli and Plambeck 1989: period 4 after a preperiod of over two million): the
// page's quick search stops on its work budget near n = 135,000 with no period; the proof needs
// 4,536,507 values (26 s natively here, the slowest of the few octal codes of three digits whose proof
// passes 2^21: a scan of .0xy to .56x at 2^24 values and 3 s each found no quicker one).
const SPEC = 'octal:0.376';
const ASK = '5e6';

/** `grundy period` natively, asked for the same number of values: { preperiod, period, proven }. */
function native(spec, max) {
  const line = execFileSync(join(root, 'build/native/grundy'), ['period', spec, '--max', max, '--work', '1e15'], { encoding: 'utf8' }).split('\n')[0];
  const field = (name) => Number(new RegExp(`(?:^| )${name}=(\\d+)`).exec(line)?.[1]);
  return { preperiod: field('preperiod'), period: field('period'), proven: / proven=yes /.test(line), line };
}

test('a period the quick search leaves unproven is proven by searching further, with progress and cancel, the page answering throughout', async () => {
  const want = native(SPEC, ASK);
  assert.ok(want.proven, `the command proves it: ${want.line}`);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  // Workers the page terminates (a search cancelled, ended, or left with its game).
  await page.addInitScript(() => {
    window.__terminated = 0;
    const terminate = Worker.prototype.terminate;
    Worker.prototype.terminate = function () {
      window.__terminated++;
      return terminate.call(this);
    };
  });
  await page.goto(`${server.url}index.html#game=${SPEC}`);
  const status = page.getByTestId('pattern-status');
  await status.waitFor();
  assert.equal(await status.getAttribute('data-proven'), 'false', 'the quick search does not prove it');
  const start = page.getByTestId('period-search-start');
  await page.waitForFunction(() => !document.querySelector('[data-testid="period-search-start"]').disabled);
  assert.match(await page.getByTestId('period-search-memory').textContent(), /can reach about [\d,]+ values here|at most [\d.]+ GB/);

  // A typed size it does not take is refused, saying what it takes.
  const to = page.getByTestId('period-search-to');
  await to.fill('lots');
  await start.click();
  assert.match(await page.getByTestId('period-search-error').textContent(), /type a whole number from 16 to [\d,]+, such as 10\^7/);
  assert.equal(await to.getAttribute('aria-invalid'), 'true');

  // A search to the largest size, cancelled once its progress bar has moved (keyboard: Cancel has the focus).
  await page.locator('[data-testid="period-search-presets"] [data-size]').last().click();
  await start.click();
  const bar = page.getByTestId('period-search-bar');
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="period-search-progress"]').dataset.done ?? 0) > 0);
  const first = Number(await page.getByTestId('period-search-progress').getAttribute('data-done'));
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid="period-search-progress"]').dataset.done) > n, first);
  assert.ok(Number(await bar.getAttribute('aria-valuenow')) >= 0);
  assert.match(await bar.getAttribute('aria-valuetext'), /^[\d,]+ of [\d,]+ values$/);
  // The figures while values are computed (between stages the values are looked at: "checking").
  await page.getByTestId('period-search-figures').filter({ hasText: 'values/s' }).waitFor();
  assert.match(await page.getByTestId('period-search-figures').textContent(), /^n = [\d,]+ · this stage to [\d,]+, at most [\d,]+ · [\d,]+ values\/s · memory \d+ MB, the table \d+ MB · about .+ left in this stage$/);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'period-search-cancel');
  // The page answers while the search runs (a search to the largest size takes minutes on any
  // machine): a cell explained, the search still under way.
  await page.locator('[data-testid="table"] [data-position="7"]').click();
  await page.getByTestId('explanation').filter({ hasText: '7' }).waitFor();
  assert.equal(await page.getByTestId('period-search-progress').isVisible(), true, 'the search is still running');
  await page.getByTestId('period-search-cancel').focus();
  await page.keyboard.press('Enter');
  await page.getByTestId('period-search-progress').waitFor({ state: 'hidden' });
  assert.equal(await page.getByTestId('period-search-outcome').textContent(), 'Search cancelled.');
  assert.equal(await status.getAttribute('data-proven'), 'false', 'nothing changed by a cancelled search');
  // The page answered while it ran, and answers now: a cell explained.
  await page.locator('[data-testid="table"] [data-position="9"]').click();
  await page.getByTestId('explanation').filter({ hasText: '9' }).waitFor();

  // The search to ASK values: its bar moves, and it ends with the proof.
  await page.waitForFunction(() => !document.querySelector('[data-testid="period-search-start"]').disabled);
  await to.fill(ASK);
  await start.click();
  const seen = new Set();
  while (!(await page.getByTestId('period-search-progress').isHidden())) {
    seen.add(await page.getByTestId('period-search-progress').getAttribute('data-done'));
    await page.waitForTimeout(100);
  }
  assert.ok(seen.size >= 2, `the progress moved: ${[...seen].join(', ')}`);
  await page.waitForFunction(() => document.querySelector('[data-testid="pattern-status"]')?.dataset.proven === 'true');
  // The page writes its numbers with their digits grouped (2,097,152).
  const figure = async (testid) => Number((await page.getByTestId(testid).textContent()).replaceAll(',', ''));
  assert.equal(await figure('pattern-period'), want.period);
  assert.equal(await figure('pattern-preperiod'), want.preperiod);
  assert.match(await page.getByTestId('period-search-outcome').textContent(), /^Proven by searching further: [\d,]+ values computed and checked, in [\d.]+ (s|min)\.$/);
  assert.match(await page.getByTestId('period-search-status').textContent(), /^Proven by searching further/);
  await page.screenshot({ path: screenshotPath('period-search') });

  // Another game stops a running search at once: its worker is terminated.
  await page.evaluate(() => (location.hash = '#game=octal:0.106'));
  await page.getByTestId('period-search-intro').filter({ hasText: '2,097,152' }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="period-search-start"]').disabled);
  await page.locator('[data-testid="period-search-presets"] [data-size]').last().click();
  await start.click();
  await page.waitForFunction(() => Number(document.querySelector('[data-testid="period-search-progress"]').dataset.done ?? 0) > 0);
  const terminated = await page.evaluate(() => window.__terminated);
  // Kayles: its period proven by the quick search, so no search is offered.
  await page.evaluate(() => (location.hash = '#game=octal:0.77'));
  await page.getByTestId('period-search').waitFor({ state: 'hidden' });
  // The worker ends once the page has drawn the change (search-lane.js retireWhenIdle).
  await page.waitForFunction((n) => window.__terminated === n + 1, terminated);
  await page.getByTestId('pattern-status').filter({ hasText: 'Proven' }).waitFor();
  assert.deepEqual(problems, []);
  await page.close();
});
