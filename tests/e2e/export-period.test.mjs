// Issue 27: the C++ program the page exports answers heaps far past any table a judge's limits ask
// (10^9, 10^18) by the period the values show, as a contestant submits it, and the page says how,
// proven or observed, in English and Chinese. The downloaded program is compiled with g++ and run;
// its answers are compared with values worked out here: brute force by the game's definition, and
// the period the game's theory proves (a subtraction game's values depend on the last max(S) of
// them, so a window of max(S) repeated proves its period; Kayles' period is Guy and Smith's).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { screenshotsAtSizes, usePageSession } from './harness.mjs';
import { kaylesValues, openPage, subtractionValues } from './play-helpers.mjs';

usePageSession();

const dir = mkdtempSync(join(tmpdir(), 'grundy-export-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** g(n) for any n (a BigInt), from values g(0 .. a + p - 1) that repeat with period p from a. */
const periodic = (values, a, p) => (n) => (n < BigInt(a + p) ? values[Number(n)] : values[a + Number((n - BigInt(a)) % BigInt(p))]);

/** Whether `values` repeat with period p from a, as far as they go. */
const repeats = (values, a, p) => values.slice(a + p).every((v, i) => v === values[a + i]);

// Far heaps: past any table (10^9, 10^18) and near the largest a u64 holds.
const FAR = [10n ** 9n, 10n ** 9n + 1n, 10n ** 9n + 2n, 10n ** 18n, 10n ** 18n + 7n, 2n ** 64n - 1n];

/** Downloads the page's C++ program, compiles it with g++ and runs it on FAR: { text, answers, rule }. */
async function exportAndRun(page, name) {
  await page.getByTestId('export-menu').locator('summary').click();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByTestId('export-cpp').click();
  const file = await download;
  const source = join(dir, `${name}.cpp`);
  await file.saveAs(source);
  execFileSync('g++', ['-std=c++17', '-O1', '-o', join(dir, name), source]);
  let answers;
  try {
    answers = execFileSync(join(dir, name), { input: FAR.map(String).join('\n') + '\n', encoding: 'utf8', stdio: ['pipe', 'pipe', 'pipe'] }).trim().split('\n');
  } catch (e) {
    answers = [`the program refused: ${String(e.stderr).trim()}`];
  }
  // What the page says of the program, beside its button (null when it says nothing).
  const rule = page.getByTestId('export-cpp-rule');
  const said = await rule.waitFor({ state: 'visible', timeout: 10_000 }).then(
    () => rule.textContent(),
    () => null,
  );
  return { text: readFileSync(source, 'utf8'), answers, rule: said };
}

const cases = [
  {
    name: 'a rules game',
    // Subtraction {2, 4, 7} written as rules: the rule language proves no period, so it is observed.
    spec: 'rules:{position n\nmove for k in {2, 4, 7} where k <= n -> n - k}',
    truth: () => {
      const g = subtractionValues([2, 4, 7], 200);
      assert.ok(repeats(g, 8, 3) && !repeats(g, 7, 3), 'period 3 from n = 8, proven by a window of 7');
      return periodic(g, 8, 3);
    },
    rule: {
      en: /^The program answers any heap by the period of the values: g\(n \+ 3\) = g\(n\) from n = 8, observed for every n < [\d,]{7,} and not proven/,
      zh: /^程序按数值的周期回答任意大的堆：从 n = 8 起 g\(n \+ 3\) = g\(n\)，对所有 n < [\d,]{7,} 都观察到，但未证明/,
    },
  },
  {
    name: 'an octal code',
    spec: 'octal:0.77',
    truth: () => {
      const g = kaylesValues(400);
      assert.ok(repeats(g, 71, 12) && !repeats(g, 70, 12), 'Kayles: period 12 from n = 71 (Guy and Smith)');
      return periodic(g, 71, 12);
    },
    rule: {
      en: /^The program answers any heap by the period of the values: g\(n \+ 12\) = g\(n\) from n = 71, proven\.$/,
      zh: /^程序按数值的周期回答任意大的堆：从 n = 71 起 g\(n \+ 12\) = g\(n\)，已证明。$/,
    },
  },
];

for (const c of cases) {
  test(`the exported program of ${c.name} answers heaps up to 2^64 - 1 by its period, and the page says how (English and Chinese)`, async () => {
    const value = c.truth();
    for (const lang of ['en', 'zh']) {
      const { context, page, problems } = await openPage(`#game=${encodeURIComponent(c.spec)}&lang=${lang}`, { viewport: { width: 1280, height: 800 } });
      await page.getByTestId('table').and(page.locator('[data-complete="true"]')).waitFor({ timeout: 60_000 });
      const run = await exportAndRun(page, `${lang}-${c.spec.length}`);
      assert.deepEqual(
        run.answers,
        FAR.map((n) => String(value(n))),
        `${c.spec} at ${FAR.join(', ')}`,
      );
      assert.match(run.text, /\/\/ Values: period table: /);
      assert.ok(run.text.length < 8000, `a head table, not an embedded one: ${run.text.length} characters`);
      assert.match(run.rule ?? '(nothing said)', c.rule[lang]);
      if (lang === 'en' && c.spec.startsWith('rules')) {
        await screenshotsAtSizes(page, 'export-period-rule', async (p) => p.getByTestId('export-cpp-rule').scrollIntoViewIfNeeded());
      }
      assert.deepEqual(problems, []);
      await context.close();
    }
  });
}
