// The embed on another origin cannot read or change the page it is embedded in. A course page is
// served from http://127.0.0.1:<port> and embeds the playground from http://localhost:<other port>
// (another host name and port: another origin), with the snippet the playground's share menu
// gives: the plain iframe, and the <grundy-playground> element. A script running inside the embed
// (the embed's own origin, added as a same-origin script of the embed) tries to read the course
// page's document, change it, read its address and storage, call its functions and navigate it
// away: each attempt fails, the course page is unchanged, and the embedded game still plays.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';
import { hashFor, perfect, playOut, subtractionSumIsP } from './play-helpers.mjs';

usePageSession();

/** The share menu's snippet, read from the playground served on localhost: { iframe, element }. */
async function snippet(embedOrigin) {
  const page = await browser.newPage();
  await page.goto(`${embedOrigin}/index.html${hashFor({ game: 'subtraction:1,3,4', position: '10', first: 'you', lang: 'en' })}`);
  await page.getByTestId('embed-snippet').waitFor({ state: 'attached' });
  await page.waitForFunction(() => document.querySelector('[data-testid="embed-snippet"]').value.includes('<iframe'));
  const text = await page.getByTestId('embed-snippet').inputValue();
  await page.close();
  const lines = text.split('\n');
  // The iframe with the lines of script that size it; the element with its script tag.
  const iframe = lines.filter((l) => l.startsWith('<iframe') || (l.startsWith('<script>') && l.includes('addEventListener'))).join('\n');
  return { iframe, element: lines.filter((l) => l.startsWith('<script src') || l.startsWith('<grundy-playground')).join('\n') };
}

/** The course pages: a small server of its own on 127.0.0.1, embedding the playground from localhost. */
async function startCourse() {
  const embedOrigin = new URL(server.url.replace('127.0.0.1', 'localhost')).origin;
  const { iframe, element } = await snippet(embedOrigin);
  const page = (body) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course</title></head><body>` +
    `<h1>Week 3</h1><p id="secret">answer key: 42</p>${body}</body></html>`;
  const pages = { '/iframe.html': page(iframe), '/element.html': page(element) };
  const http = createServer((req, res) => {
    const html = pages[new URL(req.url, 'http://x').pathname];
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${http.address().port}`, embedOrigin, iframe, close: () => new Promise((r) => http.close(r)) };
}

// Started by the first test that needs it (the harness's server is up by then).
let course = null;
const courseReady = async () => (course ??= await startCourse());
after(async () => {
  await course?.close();
});

test('the snippet gives the iframe a sandbox without top navigation', async () => {
  await courseReady();
  const sandbox = /<iframe[^>]*sandbox="([^"]*)"/.exec(course.iframe)?.[1] ?? '';
  assert.ok(sandbox.split(' ').includes('allow-scripts'), course.iframe);
  assert.ok(!sandbox.includes('allow-top-navigation'), course.iframe);
});

for (const [path, selector] of [['/iframe.html', 'iframe'], ['/element.html', 'grundy-playground iframe']]) {
test(`an embed on another origin (${path}) cannot read or change the course page, and still plays`, async () => {
  await courseReady();
  const context = await browser.newContext({ viewport: { width: 1000, height: 900 }, locale: 'en-US' });
  await context.route(`${course.embedOrigin}/__frame-probe.js`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `const tries = {};
        const attempt = (name, fn) => { try { tries[name] = 'succeeded: ' + String(fn()); } catch (e) { tries[name] = e.name; } };
        attempt('readDocument', () => window.parent.document.getElementById('secret').textContent);
        attempt('readTopDocument', () => window.top.document.body.innerHTML.length);
        attempt('writeDocument', () => { window.parent.document.body.textContent = 'changed'; return 'written'; });
        attempt('readLocation', () => window.parent.location.href);
        attempt('readStorage', () => window.parent.localStorage.length);
        attempt('callFunction', () => window.parent.alert('hi'));
        attempt('navigateTop', () => { window.top.location = 'about:blank#taken'; return 'navigated'; });
        window.__tries = tries;`,
    }),
  );
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const courseUrl = `${course.url}${path}`;
  await page.goto(courseUrl);
  // The frame once the embed has drawn its game (the player's turn shown).
  await page.frameLocator(selector).getByTestId('play-status').waitFor({ timeout: 30_000 });
  const frame = await (await page.$(selector)).contentFrame();
  assert.ok(frame?.url().startsWith(`${course.embedOrigin}/embed.html`), 'the embed frame loaded');
  assert.notEqual(new URL(frame.url()).origin, new URL(page.url()).origin, 'two origins');

  await frame.addScriptTag({ url: `${course.embedOrigin}/__frame-probe.js` });
  const tries = await frame.evaluate(() => window.__tries);
  console.log(`iframe: ${JSON.stringify(tries)}`);
  // Each fails; navigating the top page is refused by the snippet's sandbox (no allow-top-navigation).
  for (const name of ['readDocument', 'readTopDocument', 'writeDocument', 'readLocation', 'readStorage', 'callFunction', 'navigateTop']) {
    assert.equal(tries[name], 'SecurityError', `${name}: ${tries[name]}`);
  }
  await page.waitForTimeout(300);
  assert.equal(page.url(), courseUrl, 'the course page was not navigated');
  assert.equal(await page.locator('#secret').textContent(), 'answer key: 42', 'the course page is unchanged');
  assert.equal(await page.locator('h1').textContent(), 'Week 3');

  // The embed still works: a whole game from 10 (g(10) = g(3) = 1 for S = {1,3,4}, period 7: an
  // N-position, so the player who moves first and plays perfectly wins).
  const result = await playOut(frame, perfect((text) => subtractionSumIsP([[1, 3, 4]], text)));
  assert.equal(result.winner, 'you');
  await page.screenshot({ path: screenshotPath(`iframe-cross-origin-${path.slice(1, -5)}`), fullPage: true });
  assert.deepEqual(problems, []);
  await context.close();
});
}
