// Offline and anywhere: the one-file build opened straight from disk (file://, copied alone into an
// empty folder) plays a whole game with no server and no network; and the static site works from
// any folder of a static host (relative paths), here a nested folder of a plain file server.
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launchBrowser, screenshotPath } from './harness.mjs';
import { hashFor, perfect, playOut, subtractionSumIsP, verdict, waitForTurn } from './play-helpers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = process.env.GRUNDY_DIST ?? join(root, 'dist');
const singleFile = join(dist, 'grundy-playground.html');
let browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

const s134 = (text) => subtractionSumIsP([[1, 3, 4]], text);

test('the build wrote the one-file playground next to the site', () => {
  assert.ok(existsSync(singleFile), `${singleFile} exists (npm run build writes it)`);
  const html = readFileSync(singleFile, 'utf8');
  assert.ok(statSync(singleFile).size > 100_000, 'the wasm is inside');
  // A policy that allows nothing from anywhere but the page's own inline script (by its hash).
  const csp = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /script-src 'sha256-[A-Za-z0-9+/=]+'/);
});

test('opened from file:// in an empty folder, the one-file playground plays a whole game offline', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'grundy-offline-'));
  const copy = join(folder, 'playground.html');
  copyFileSync(singleFile, copy);
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  // No network at all: anything that is not the file itself, data: or blob: is refused.
  const requests = [];
  await context.route((u) => !['file:', 'data:', 'blob:'].includes(u.protocol), (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('request', (r) => requests.push(r.url()));
  const url = pathToFileURL(copy).href;
  await page.goto(`${url}${hashFor({ game: 'subtraction:1,3,4', position: '10', first: 'you', lang: 'en' })}`);
  // Nothing to fetch: no script, style sheet or preload refers to another file.
  assert.equal(await page.locator('script[src], link[rel="stylesheet"], link[rel="modulepreload"]').count(), 0);
  const result = await playOut(page, perfect(s134));
  assert.equal(result.winner, 'you');
  assert.equal((await verdict(page)).lostFromStart, true);
  // The table was computed too (the worker runs from the page itself).
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="table"] [data-sg], [data-testid="table"] [data-position]').length > 0);
  // Chinese works offline as well: its words are in the file.
  await page.getByTestId('lang-select').selectOption('zh');
  await page.getByTestId('play-again').waitFor();
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  assert.equal(await page.getByTestId('play-again').textContent(), '再来一局');
  // The panels the site loads later are in the file too: the lessons (their questions from the
  // core) and the rule editor, which the site fetches with the full module.
  await page.getByTestId('lessons-open').click();
  await page.getByTestId('lesson-pn').locator('td[data-outcome]').first().waitFor();
  assert.match(await page.getByTestId('lesson-pn').locator('h3').textContent(), /\p{Script=Han}/u);
  await page.getByTestId('tab-rules').click();
  await page.locator('[data-testid="rules-editor"] .cm-content').waitFor();
  await page.screenshot({ path: screenshotPath('offline-file'), fullPage: true });
  const outside = requests.filter((u) => !u.startsWith('data:') && !u.startsWith('blob:') && u.split('#')[0] !== url);
  assert.deepEqual(outside, []);
  assert.deepEqual(problems, []);
  // The offline copy does not offer to download itself.
  assert.ok(await page.getByTestId('offline-link').isHidden());
  await context.close();
});

/** A plain static file server for `dir`, mounted under `prefix`, like any static host. */
async function staticHost(dir, prefix) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  const http = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (!path.startsWith(prefix)) {
      res.writeHead(404).end();
      return;
    }
    const file = normalize(join(dir, path.slice(prefix.length) || 'index.html'));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${http.address().port}${prefix}`, close: () => new Promise((r) => http.close(r)) };
}

test('the static site works from a nested folder of a plain static host', async () => {
  const host = await staticHost(dist, '/courses/games/week3/playground/');
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  const problems = [];
  const failed = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('response', (r) => r.status() >= 400 && failed.push(r.url()));
  await page.goto(`${host.url}index.html${hashFor({ game: 'subtraction:1,3,4', position: '9', first: 'computer' })}`);
  const result = await playOut(page, perfect(s134));
  assert.equal(result.winner, 'you');
  await page.goto(`${host.url}embed.html${hashFor({ game: 'subtraction:1,3,4', position: '10', mode: 'play' })}`);
  await waitForTurn(page);
  assert.deepEqual(failed, []);
  assert.deepEqual(problems, []);
  await page.close();
  await host.close();
});
