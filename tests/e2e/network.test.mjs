// Nothing leaves the page. A whole session (load, define a game in the gallery and as text, watch
// its table, explain a position, play a game to the end, copy the link, export CSV, JSON, PNG and
// C++, the lessons, quiz and rule editor loaded when wanted, switch language, the embed page) with
// every request of the browser context recorded, the workers' included: none may go anywhere but the page's own
// origin (data: and blob: URLs are made in the page). The pages' Content-Security-Policy must say
// so, forbid eval (the page proves it: eval throws), and no policy violation may be reported.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';
import { hashFor, perfect, playOut, subtractionSumIsP } from './play-helpers.mjs';

usePageSession();

const dist = process.env.GRUNDY_DIST ?? join(import.meta.dirname, '../../dist');

function policyOf(html) {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
}

function directives(csp) {
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );
}

test('every built page has a policy: nothing from other hosts, no eval, wasm compiled', () => {
  for (const file of ['index.html', 'embed.html', 'grundy-playground.html']) {
    const csp = policyOf(readFileSync(join(dist, file), 'utf8'));
    assert.ok(csp, `${file} has a policy`);
    const d = directives(csp);
    assert.ok(["'self'", "'none'"].includes(d['default-src']?.[0]) && d['default-src'].length === 1, `${file}: default-src 'self' or 'none'`);
    assert.ok(!csp.includes("'unsafe-eval'"), `${file}: no 'unsafe-eval'`);
    assert.ok(d['script-src'].includes("'wasm-unsafe-eval'"), `${file}: wasm may be compiled`);
    assert.ok(!/https?:|\*|wss?:/.test(csp), `${file}: no other host named or wildcarded: ${csp}`);
    assert.deepEqual(d['object-src'] ?? d['default-src'], d['object-src'] ? ["'none'"] : d['default-src']);
    assert.ok(d['form-action']?.[0] === "'none'", `${file}: forms post nowhere`);
  }
});

test('a whole session sends no request beyond the page’s own origin, and eval is refused', async () => {
  const origin = new URL(server.url).origin;
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'en-US', acceptDownloads: true });
  const requests = [];
  context.on('request', (r) => requests.push(r.url()));
  // Anything for another origin is also stopped, so a leak could not succeed while it is recorded.
  await context.route(
    (url) => url.origin !== origin && !['data:', 'blob:'].includes(url.protocol),
    (route) => route.abort(),
  );
  const violations = [];
  await context.exposeFunction('__cspViolation', (v) => violations.push(v));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolation(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`${server.url}index.html`);

  // Define: a gallery card, then a spec typed as text.
  await page.locator('.card').first().waitFor();
  await page.locator('.card').nth(1).click();
  await page.getByTestId('spec-text').fill('subtraction:1,3,4');
  await page.waitForFunction(() => location.hash.includes('game=subtraction:1,3,4'));
  // Watch: the table fills; understand: explain a position.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="table"] [data-sg]').length > 20);
  await page.getByTestId('position-input').fill('7+4+9');
  await page.getByTestId('position-input').press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid="explanation"]')?.dataset.state === 'shown');
  // Play a whole game.
  await page.goto(`${server.url}index.html${hashFor({ game: 'subtraction:1,3,4', position: '10', first: 'you' })}`);
  const result = await playOut(page, perfect((text) => subtractionSumIsP([[1, 3, 4]], text)));
  assert.equal(result.winner, 'you');
  // Share: copy the link; export the table and the program.
  await page.getByTestId('copy-link').click();
  await page.locator('[data-testid="export-menu"] summary').click();
  for (const testid of ['export-csv', 'export-json', 'export-png', 'export-cpp']) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testid).click()]);
    assert.ok(await download.path());
  }
  // The panels loaded when wanted: the lessons opened (their questions from the full module), the
  // quiz scrolled to, the rule editor's tab.
  await page.getByTestId('lessons-open').click();
  await page.getByTestId('lesson-pn').locator('td[data-outcome]').first().waitFor();
  await page.getByTestId('quiz').scrollIntoViewIfNeeded();
  await page.getByTestId('quiz-builder').waitFor();
  await page.getByTestId('tab-rules').click();
  await page.locator('[data-testid="rules-editor"] .cm-content').waitFor();
  // Another language (its words fetched now), and the embed page.
  await page.getByTestId('lang-select').selectOption('zh');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  const embed = await context.newPage();
  embed.on('pageerror', (e) => problems.push(e.message));
  await embed.goto(`${server.url}embed.html${hashFor({ game: 'wythoff', mode: 'both', position: '3,5' })}`);
  await embed.waitForFunction(() => document.querySelectorAll('#mini-table [data-sg], #mini-table canvas').length > 0);

  // eval and new Function are refused by the policy, in the page and in the embed. The attempt is
  // a same-origin script (served by the test's route) added to each page: code evaluated through
  // the DevTools protocol would be exempt from the policy, a page's own script is not.
  await context.route(`${origin}/__csp-probe.js`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__probe = {};
        try { window.__probe.eval = String(eval('1 + 1')); } catch (e) { window.__probe.eval = e.name; }
        try { window.__probe.func = String(new Function('return 2')()); } catch (e) { window.__probe.func = e.name; }`,
    }),
  );
  for (const p of [page, embed]) {
    await p.addScriptTag({ url: `${origin}/__csp-probe.js` });
    assert.deepEqual(await p.evaluate(() => window.__probe), { eval: 'EvalError', func: 'EvalError' });
  }
  // The two refusals above are reported as violations, by design; nothing else may be.
  assert.ok(violations.length >= 2 && violations.every((v) => v.startsWith('script-src')), JSON.stringify(violations));
  violations.length = 0;

  const outside = requests.filter((u) => {
    const url = new URL(u);
    return url.origin !== origin && !['data:', 'blob:'].includes(url.protocol);
  });
  console.log(`network: ${requests.length} requests in the session, ${new Set(requests.map((u) => new URL(u).origin)).size} origin(s), ${outside.length} outside ${origin}`);
  await page.screenshot({ path: screenshotPath('network-session'), fullPage: false });
  assert.ok(requests.length > 5, 'the recording saw the page load');
  assert.deepEqual(outside, []);
  assert.deepEqual(violations, []);
  assert.deepEqual(problems, []);
  await context.close();
});
