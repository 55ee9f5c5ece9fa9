// The bad-input catalogue (cases.mjs) through all three layers: the native command, the JS module
// under Node and the page in Chromium. Each row must be refused at each layer where it can be given,
// with the row's exact message, and the page must keep what was typed. Needs build/native/grundy,
// build/wasm and a built site (dist/, or GRUNDY_DIST).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createGrundy } from '../../wasm/grundy.mjs';
import { launchBrowser, startServer } from '../e2e/harness.mjs';
import { cases } from './cases.mjs';
import { cliArgs, expected, pageInput, runCli, runJs } from './layers.mjs';

const short = (s) => (s.length > 60 ? `${s.slice(0, 60)}… (${s.length} characters)` : s);

test('the catalogue has at least 60 rows, each area represented, ids unique', () => {
  assert.ok(cases.length >= 60, `${cases.length} rows`);
  assert.equal(new Set(cases.map((c) => c.id)).size, cases.length);
  for (const area of ['spec', 'position', 'size', 'rules', 'hash']) assert.ok(cases.some((c) => c.area === area), area);
  assert.ok(cases.filter((c) => c.area === 'rules').length >= 10, 'at least 10 rows of the rule language');
  for (const c of cases) {
    for (const layer of ['cli', 'js', 'page']) {
      if (c[layer] === null) assert.ok(c.why, `${c.id}: a layer left out says why`);
      else assert.equal(typeof expected(c, layer), 'string', `${c.id}: ${layer} has a message`);
    }
  }
});

test('every limit in limits.hpp and rules.hpp that a request can reach has a row', () => {
  const limits = cases.filter((c) => c.limit).map((c) => c.limit).join('\n');
  for (const name of ['kMaxSpecLength', 'kMaxSumComponents', 'kMaxSubtractionSetSize', 'kMaxCoordinate', 'kMaxSumSearchPositions', 'kMaxSumSearchWork', 'kMaxSumSearchBytes', 'kMaxNesting', 'kMaxBinders', 'kMaxProgramLength', 'kMaxOptionsPerPosition']) {
    assert.match(limits, new RegExp(name), name);
  }
  // The table size limit (kMaxTableSize = 2^26 positions) is in the size rows' messages.
  assert.ok(cases.some((c) => c.area === 'size' && /the limit is 67108864 positions/.test(c.message)));
});

describe('the command', () => {
  for (const row of cases.filter((c) => c.cli !== null)) {
    test(`${row.id}: grundy ${cliArgs(row).map(short).join(' ')}`, () => {
      const r = runCli(row);
      assert.equal(r.status, 2, `exit status 2 (stdout: ${short(r.out)})`);
      assert.equal(r.lines, expected(row, 'cli').split('\n').length, 'the message alone on stderr');
      assert.equal(r.message, expected(row, 'cli'));
    });
  }
});

describe('the module', () => {
  let grundy;
  before(async () => {
    grundy = await createGrundy();
  });
  for (const row of cases.filter((c) => c.js !== null)) {
    test(`${row.id}: module`, () => {
      const before = grundy.liveHandles();
      const r = runJs(grundy, row);
      if (r.threw) assert.equal(r.name, 'GrundyError', r.message);
      assert.equal(r.message, expected(row, 'js'));
      assert.deepEqual(grundy.liveHandles(), before, 'no embind object left behind');
    });
  }
});

describe('the page', () => {
  let server;
  let browser;
  let page;
  let game = null; // the game the open page was started with
  const problems = [];

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
    page.on('pageerror', (e) => problems.push(e.message));
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  async function open(hash, g) {
    await page.goto('about:blank');
    await page.goto(`${server.url}index.html#${hash}`);
    await page.getByTestId('spec-text').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="spec-text"]').value !== '');
    game = g;
  }

  const fields = {
    spec: { input: 'spec-text', error: 'spec-text-error' },
    position: { input: 'position-input', error: 'position-error', submit: true },
    size: { input: 'size-input', error: 'size-error' },
    rows: { input: 'rows-input', error: 'rows-error' },
    cols: { input: 'cols-input', error: 'cols-error' },
  };

  /** Types `text` into a field and returns the message shown beside it and what the field holds. */
  async function typeInto(field, text) {
    const f = fields[field];
    // Clear the message first, so the one read back is the answer to this text.
    await page.getByTestId(f.error).evaluate((e) => {
      e.textContent = '';
      e.hidden = true;
    });
    const input = page.getByTestId(f.input);
    await input.fill(text);
    if (f.submit) await input.press('Enter');
    const error = page.getByTestId(f.error);
    await page.waitForFunction((id) => {
      const e = document.querySelector(`[data-testid="${id}"]`);
      return !e.hidden && e.textContent !== '';
    }, f.error, { timeout: 20_000 });
    return { shown: await error.textContent(), kept: await input.inputValue(), invalid: await input.getAttribute('aria-invalid') };
  }

  for (const row of cases.filter((c) => c.page !== null)) {
    const given = pageInput(row);
    test(`${row.id}: page ${given.field ? `${given.field} field` : given.panel ? `${given.panel} panel` : 'link'}`, async () => {
      const want = row.page?.wrap ? row.page.wrap.replace('{message}', row.message) : expected(row, 'page');
      if (given.hash !== undefined) {
        await open(given.hash, null);
        const notice = page.getByTestId('hash-notice');
        await notice.waitFor();
        const items = await notice.locator('li').allTextContents();
        assert.deepEqual(items, [want]);
        // The page goes on with the defaults.
        assert.equal(await page.getByTestId('spec-text').inputValue(), 'subtraction:1,3,4');
        return;
      }
      if (given.panel) {
        // The panel asks about the game on screen by itself: its refusal, in the panel.
        await open(`game=${given.game}`, given.game);
        const error = page.getByTestId(`${given.panel}-error`);
        await error.waitFor({ timeout: 20_000 });
        assert.equal(await error.textContent(), want);
        return;
      }
      const g = given.game ?? 'subtraction:1,3,4';
      if (game !== g) await open(`game=${g}`, g);
      const { shown, kept, invalid } = await typeInto(given.field, given.text);
      assert.equal(shown, want);
      assert.equal(kept, given.text, 'the field keeps what was typed');
      assert.equal(invalid, 'true', 'the field is marked invalid');
    });
  }

  test('no script error on the page during the catalogue', () => {
    assert.deepEqual(problems, []);
  });
});
