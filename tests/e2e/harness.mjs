// Shared set-up for the page tests: serve dist/ with Vite's preview server on a free port and
// drive Debian's Chromium with playwright-core. Screenshots go to test-results/.
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const artifacts = join(root, 'test-results');
mkdirSync(artifacts, { recursive: true });

export async function startServer() {
  const server = await preview({
    configFile: join(root, 'web/vite.config.js'),
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    // GRUNDY_DIST serves a site built elsewhere, so a test run need not touch the shared dist/.
    ...(process.env.GRUNDY_DIST ? { build: { outDir: process.env.GRUNDY_DIST } } : {}),
    logLevel: 'silent',
  });
  const url = server.resolvedUrls.local[0];
  return { url, close: () => server.close() };
}

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json' };

/**
 * The built site served as an ordinary static host serves it: files and their types, no CORS
 * header and nothing else (Vite's preview server answers other origins' module scripts, which a
 * course host would not). `{ url, close }`.
 */
export async function startPlainServer() {
  const dist = process.env.GRUNDY_DIST ?? join(root, 'dist');
  const http = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^([/\\])+/, '');
    let body = null;
    try {
      body = path.startsWith('..') ? null : readFileSync(join(dist, path || 'index.html'));
    } catch {
      body = null;
    }
    res.writeHead(body ? 200 : 404, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    res.end(body ?? 'not found');
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${http.address().port}/`, close: () => new Promise((r) => http.close(r)) };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export function screenshotPath(name) {
  return join(artifacts, `${name}.png`);
}

// The server and browser a test file shares, set by usePageSession()'s hooks. Each test file runs
// in a process of its own, so these belong to one file.
export let server = null;
export let browser = null;

/** Starts the server and the browser before a file's tests and closes them after. */
export function usePageSession() {
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
}

/**
 * A course page on another origin (a second small server on its own port), as a teacher's site
 * embeds the playground: `body` goes under the week's heading. `{ page, problems, close }`; close()
 * closes the page and the server.
 */
export async function openCoursePage(heading, body) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course</title></head><body><h1>${heading}</h1>${body}</body></html>`;
  const http = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 }, locale: 'en-US' });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(`http://127.0.0.1:${http.address().port}/`);
  const close = async () => {
    await page.close();
    await new Promise((r) => http.close(r));
  };
  return { page, problems, close };
}

/** The embed page's frame inside `page` (an iframe, or the custom element's), once it has loaded. */
export async function embedFrame(page) {
  await page.waitForFunction(() => {
    const host = document.querySelector('grundy-playground');
    const frame = host ? host.shadowRoot.querySelector('iframe') : document.querySelector('iframe');
    return frame?.src.includes('embed.html');
  });
  for (let i = 0; i < 50; i++) {
    const frame = page.frames().find((f) => f.url().includes('/embed.html'));
    if (frame) {
      await frame.waitForLoadState();
      return frame;
    }
    await page.waitForTimeout(100);
  }
  throw new Error('no embed frame');
}

// The three screens the page is made for (issue 27): a laptop, a wide screen and a phone.
export const SCREENS = { laptop: { width: 1280, height: 800 }, wide: { width: 1920, height: 1080 }, phone: { width: 390, height: 844 } };

/**
 * Screenshots of `page` at each of the SCREENS, to look at: `<name>-<screen>.png` in test-results/.
 * `before(page)` runs after each resize (to scroll what is shown into view); the page is left at its
 * first size.
 */
export async function screenshotsAtSizes(page, name, before = async () => {}) {
  const first = page.viewportSize();
  for (const [screen, size] of Object.entries(SCREENS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await before(page, screen);
    await page.screenshot({ path: screenshotPath(`${name}-${screen}`) });
  }
  await page.setViewportSize(first);
}

/**
 * Scrolls `selector` into view until the section `testid` inside it has settled (its data-state
 * 'shown' or 'error'): a panel that starts when it comes near the screen (ui/lazy-panel.js) is
 * brought there as a person scrolls to it, again if the page grew above it meanwhile (panels drawn
 * later push it down). Resolves with the state.
 */
export async function settleNear(page, selector, testid, { timeout = 60_000 } = {}) {
  const settled = (id) => ['shown', 'error'].includes(document.querySelector(`[data-testid="${id}"]`)?.dataset.state);
  for (let waited = 0; ; waited += 1000) {
    await page.locator(selector).scrollIntoViewIfNeeded();
    try {
      await page.waitForFunction(settled, testid, { timeout: 1000 });
      return page.getByTestId(testid).getAttribute('data-state');
    } catch (e) {
      if (e.name !== 'TimeoutError' || waited >= timeout) throw e;
    }
  }
}
