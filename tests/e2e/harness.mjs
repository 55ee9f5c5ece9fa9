// Shared set-up for the page tests: serve dist/ with Vite's preview server on a free port and
// drive Debian's Chromium with playwright-core. Screenshots go to test-results/.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
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
