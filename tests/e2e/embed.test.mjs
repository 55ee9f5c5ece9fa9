// Embedding: the compact embed page inside an iframe of a course page, and the <grundy-playground>
// custom element on a plain page that includes one classic script. The course page is served by a
// second small server on another port, so the playground is embedded across origins, as on a real
// course site; one test serves the playground itself as a plain static host does (no CORS header).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { deflateRawSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { embedFrame, launchBrowser, screenshotPath, startPlainServer, startServer } from './harness.mjs';
import { firstMove, hashFor, perfect, playOut, subtractionSumIsP, subtractionValues, verdict, waitForTurn, watchRequests } from './play-helpers.mjs';

let server;
let browser;
let course; // { url, pages: Map(path -> html), close }

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const pages = new Map();
  const http = createServer((req, res) => {
    const html = pages.get(new URL(req.url, 'http://x').pathname);
    res.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html ?? 'not found');
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  course = { url: `http://127.0.0.1:${http.address().port}`, pages, close: () => new Promise((r) => http.close(r)) };
});

after(async () => {
  await browser?.close();
  await server?.close();
  await course?.close();
});

const s134 = (text) => subtractionSumIsP([[1, 3, 4]], text);

async function coursePage(path, body) {
  course.pages.set(path, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course</title></head><body><h1>Week 3: impartial games</h1>${body}</body></html>`);
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 }, locale: 'en-US' });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  const requests = watchRequests(page);
  await page.goto(`${course.url}${path}`);
  return { page, problems, requests };
}

test('the embed page in an iframe: compact, no gallery, a full game played inside it', async () => {
  const hash = hashFor({ game: 'subtraction:1,3,4', mode: 'play', position: '10', first: 'you', lang: 'en' });
  const { page, problems, requests } = await coursePage(
    '/iframe.html',
    `<p>Try to win from 10.</p><iframe src="${server.url}embed.html${hash}" title="Grundy Playground" style="width:100%;height:700px;border:1px solid #ccc"></iframe>`,
  );
  const frame = await embedFrame(page);
  const result = await playOut(frame, perfect(s134));
  assert.equal(result.winner, 'you');
  assert.equal((await verdict(frame)).lostFromStart, true);
  assert.equal(await frame.locator('#define, .gallery').count(), 0, 'no gallery, no game definition panel');
  assert.ok(await frame.locator('#mini-table').isHidden(), 'mode=play shows only the game');
  assert.match(await frame.getByTestId('embed-game').textContent(), /subtraction:1,3,4/);
  const open = await frame.getByTestId('open-full').getAttribute('href');
  assert.match(open, /^\.\/index\.html#game=subtraction:1,3,4/);
  await page.screenshot({ path: screenshotPath('embed-iframe'), fullPage: true });
  assert.deepEqual(problems, []);
  assert.deepEqual(requests.outside(), []);
  await page.close();
});

test('the embed page shows a compact table of the first values, matching the mex rule', async () => {
  const hash = hashFor({ game: 'subtraction:1,3,4', mode: 'both', size: 20, lang: 'zh' });
  const { page } = await coursePage('/table.html', `<iframe src="${server.url}embed.html${hash}" title="t" style="width:100%;height:900px;border:0"></iframe>`);
  const frame = await embedFrame(page);
  await frame.waitForFunction(() => document.querySelector('#mini-table')?.dataset.complete === 'true');
  const values = await frame.$$eval('#mini-table [data-sg]', (els) => els.map((e) => Number(e.dataset.sg)));
  assert.deepEqual(values, subtractionValues([1, 3, 4], 20));
  assert.match(await frame.locator('#mini-table').textContent(), /SG 值/);
  await waitForTurn(frame);
  await page.screenshot({ path: screenshotPath('embed-table-zh'), fullPage: true });
  await page.close();
});

test('<grundy-playground> on a plain page: one script tag, attributes set the game, the frame fits', async () => {
  const { page, problems, requests } = await coursePage(
    '/element.html',
    `<p>Below: play against the computer.</p>
     <script src="${server.url}element.js"></script>
     <grundy-playground game="subtraction:1,3,4" view="play" position="9" first="computer" lang="en"></grundy-playground>
     <p id="after">After the game.</p>`,
  );
  const frame = await embedFrame(page);
  // From 9 (a P-position) with the computer first, the person wins by theory.
  const result = await playOut(frame, perfect(s134));
  assert.equal(result.winner, 'you');
  const title = await page.evaluate(() => document.querySelector('grundy-playground').shadowRoot.querySelector('iframe').title);
  assert.equal(title, 'Grundy Playground: subtraction:1,3,4');
  // The iframe grows to the embed page's height (it reports it by postMessage).
  await page.waitForFunction(() => {
    const f = document.querySelector('grundy-playground').shadowRoot.querySelector('iframe');
    return Math.abs(f.getBoundingClientRect().height - 576) > 8 && f.getBoundingClientRect().height > 250;
  });
  await page.screenshot({ path: screenshotPath('embed-element'), fullPage: true });

  // Changing an attribute changes the game in place: the frame is not reloaded.
  await frame.evaluate(() => {
    window.stillHere = true;
  });
  await page.evaluate(() => document.querySelector('grundy-playground').setAttribute('game', 'subtraction:1,2'));
  await frame.waitForFunction(() => document.querySelector('[data-testid="embed-game"]')?.textContent.includes('subtraction:1,2'));
  assert.equal(await frame.evaluate(() => window.stillHere), true);
  const again = await playOut(frame, firstMove);
  assert.ok(['you', 'computer'].includes(again.winner));
  assert.deepEqual(problems, []);
  assert.deepEqual(requests.outside(), []);
  await page.close();
});

test('<grundy-playground view="table"> shows the table and can be in Chinese', async () => {
  const { page } = await coursePage(
    '/element-table.html',
    `<script src="${server.url}element.js"></script><grundy-playground game="subtraction:1,2" view="table" size="11" lang="zh"></grundy-playground>`,
  );
  const frame = await embedFrame(page);
  await frame.waitForFunction(() => document.querySelector('#mini-table')?.dataset.complete === 'true');
  assert.ok(await frame.locator('#play').isHidden());
  const values = await frame.$$eval('#mini-table [data-sg]', (els) => els.map((e) => Number(e.dataset.sg)));
  assert.deepEqual(values, subtractionValues([1, 2], 11));
  assert.equal(await frame.evaluate(() => document.documentElement.lang), 'zh-CN');
  assert.equal(await page.evaluate(() => document.querySelector('grundy-playground').shadowRoot.querySelector('iframe').title), 'Grundy 游乐场：subtraction:1,2');
  await page.close();
});

test('<grundy-playground> names a user-defined game by its name in the frame title, packed or not', async () => {
  // The share menu's link form of a program: "~" + base64url of its raw-deflated UTF-8 (packed
  // here with Node's zlib, apart from the page's own packing code).
  const spec = 'rules:{name "取一或取二" position n move for k in 1..2 where k <= n -> n - k}';
  const packed = `~${deflateRawSync(Buffer.from(spec, 'utf8')).toString('base64url')}`;
  const { page, problems } = await coursePage(
    '/element-rules.html',
    `<script src="${server.url}element.js"></script><grundy-playground game="${packed}" view="table" size="11" lang="zh"></grundy-playground>`,
  );
  const frame = await embedFrame(page);
  await frame.waitForFunction(() => document.querySelector('#mini-table')?.dataset.complete === 'true');
  const values = await frame.$$eval('#mini-table [data-sg]', (els) => els.map((e) => Number(e.dataset.sg)));
  assert.deepEqual(values, subtractionValues([1, 2], 11));
  const title = () => page.evaluate(() => document.querySelector('grundy-playground').shadowRoot.querySelector('iframe').title);
  // The embed page tells the element its game's name once it has described the game (in each
  // language, so a change of the element's language renames the frame at once).
  const titleBecomes = (want) => page.waitForFunction((w) => document.querySelector('grundy-playground').shadowRoot.querySelector('iframe').title === w, want);
  await titleBecomes('Grundy 游乐场：取一或取二（规则）');
  await page.evaluate(() => document.querySelector('grundy-playground').setAttribute('lang', 'en'));
  assert.equal(await title(), 'Grundy Playground: 取一或取二 (rules)');
  // The program as it is (spaces and quotes in the attribute): the same game, and its table.
  await page.evaluate((text) => document.querySelector('grundy-playground').setAttribute('game', text), spec);
  // The embed page reads its link with a literal '+' as a sum's: the element writes spaces as %20.
  const src = await page.evaluate(() => document.querySelector('grundy-playground').embedUrl);
  assert.equal(new URLSearchParams(new URL(src).hash.slice(1).replace(/\+/g, '%2B')).get('game'), spec);
  assert.equal(await title(), 'Grundy Playground: 取一或取二 (rules)');
  // A link cut short while copying: the plain title (the embed page says what is wrong).
  await page.evaluate((text) => document.querySelector('grundy-playground').setAttribute('game', text), packed.slice(0, 12));
  await titleBecomes('Grundy Playground');
  assert.deepEqual(problems, []);
  await page.close();
});

test('<grundy-playground> from a plain static host on another origin: the classic script renders its table with axes', async () => {
  // The playground on one port (files only, no CORS header), the course page on another.
  const host = await startPlainServer();
  try {
    const element = await fetch(`${host.url}element.js`);
    assert.equal(element.headers.get('access-control-allow-origin'), null, 'the host sends no CORS header');
    const { page, problems, requests } = await coursePage(
      '/plain-host.html',
      `<p>The Wythoff table:</p><script src="${host.url}element.js"></script><grundy-playground game="wythoff" view="table" lang="en"></grundy-playground>`,
    );
    const frame = await embedFrame(page);
    assert.ok(frame.url().startsWith(`${host.url}embed.html`), frame.url());
    await frame.waitForFunction(() => document.querySelector('#mini-table')?.dataset.complete === 'true');
    // Wythoff's corner: 0 exactly at (0, 0), (1, 2), (2, 1), (3, 5), (5, 3), ... row by row.
    const values = await frame.$$eval('#mini-table [data-sg]', (els) => els.map((e) => Number(e.dataset.sg)));
    const side = Math.sqrt(values.length);
    assert.equal(side, 12);
    const zeros = values.flatMap((g, i) => (g === 0 ? [`${Math.floor(i / side)},${i % side}`] : []));
    assert.deepEqual(zeros, ['0,0', '1,2', '2,1', '3,5', '4,7', '5,3', '6,10', '7,4', '10,6']);
    // The axes are named and numbered, and each value has its cell to itself (no "10N").
    const axes = await frame.$$eval('#mini-table th.mini-axis', (els) => els.map((e) => e.textContent));
    assert.deepEqual(axes, ['second heap →', 'first heap ↓']);
    assert.deepEqual(await frame.$$eval('#mini-table thead tr:last-child th:not(.mini-axis)', (els) => els.map((e) => e.textContent)), Array.from({ length: 12 }, (_, i) => String(i)));
    const crowded = await frame.$$eval('#mini-table td.mini-cell', (cells) =>
      cells.filter((td) => {
        // The drawn text of each (a range around it), not the boxes that hold it.
        const ink = (el) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return range.getBoundingClientRect();
        };
        const g = ink(td.querySelector('.g'));
        const o = ink(td.querySelector('.o'));
        // Apart: one above the other, or a clear gap between them on one line.
        return !(o.bottom <= g.top || g.bottom <= o.top || o.left - g.right >= 3 || g.left - o.right >= 3);
      }).length,
    );
    assert.equal(crowded, 0, 'no value runs into its letter');
    await page.screenshot({ path: screenshotPath('embed-plain-host'), fullPage: true });
    assert.deepEqual(problems, []);
    assert.deepEqual(requests.outside(), []);

    // A module script from the same host is refused by the browser (no CORS header): the reason the
    // snippet is a classic script.
    const moduleTry = await coursePage('/plain-host-module.html', `<script type="module" src="${host.url}element.js"></script><grundy-playground game="nim"></grundy-playground>`);
    await moduleTry.page.waitForTimeout(500);
    assert.equal(await moduleTry.page.evaluate(() => customElements.get('grundy-playground')), undefined);
    await moduleTry.page.close();
    await page.close();
  } finally {
    await host.close();
  }
});
