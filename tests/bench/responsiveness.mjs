// How the page's main thread fares while a large table streams in, for the benchmark: figures that
// the page tests used to assert and now only check as properties (tests/e2e/longtask.test.mjs: the
// table comes in bounded messages and the page answers before it is complete; playground.test.mjs:
// clicks are answered while the heat map streams). A timing is a measurement of the machine as much
// as of the page, so it is reported here, never asserted in a test.
//
// Two measurements, each in the built site in Chromium (playwright-core, /usr/bin/chromium):
//   - Wythoff 1000 x 1000 typed into the size fields: the main thread's tasks over 50 ms (a
//     'longtask' PerformanceObserver), the longest callback the page ran for the table (worker
//     messages, animation frames, timers) and the longest gap between turns of a MessageChannel loop.
//   - Wythoff 1000 x 1000 and 2000 x 2000 by the link, the view switch clicked every 25 ms from
//     inside the page until the table is complete: how long each click's handler took and how late
//     each click's timer fired.
import { inPage } from './page.mjs';
const median = (xs) => (xs.length ? [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] : 0);

// Runs in the page before its scripts: times each callback the page runs for the table.
function timeCallbacks() {
  const timing = { longest: 0, what: '' };
  window.__callbacks = timing;
  const timed = (what, fn) =>
    function (...args) {
      const t = performance.now();
      try {
        return fn.apply(this, args);
      } finally {
        const d = performance.now() - t;
        if (d > timing.longest && window.__watch?.running) Object.assign(timing, { longest: d, what });
      }
    };
  const onmessage = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
  Object.defineProperty(Worker.prototype, 'onmessage', {
    set(fn) {
      onmessage.set.call(this, fn && timed('worker message', fn));
    },
    get() {
      return onmessage.get.call(this);
    },
  });
  const raf = window.requestAnimationFrame;
  window.requestAnimationFrame = (fn) => raf.call(window, timed('animation frame', fn));
  const timeout = window.setTimeout;
  window.setTimeout = (fn, ms, ...a) => timeout.call(window, typeof fn === 'function' ? timed('timer', fn) : fn, ms, ...a);
}

async function typedTable(browser, url) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  await page.addInitScript(timeCallbacks);
  await page.goto(`${url}index.html#game=wythoff&rows=32&cols=32`);
  await page.getByTestId('rows-input').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="progress-row"]').hidden && /32/.test(document.querySelector('[data-testid="table-status"]').textContent));
  await page.getByTestId('rows-input').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.evaluate(() => {
    const seen = { longTasks: [], longestGap: 0, running: true };
    window.__watch = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: false });
    const channel = new MessageChannel();
    let last = performance.now();
    channel.port1.onmessage = () => {
      const now = performance.now();
      seen.longestGap = Math.max(seen.longestGap, now - last);
      last = now;
      if (seen.running) setTimeout(() => channel.port2.postMessage(0), 0);
    };
    channel.port2.postMessage(0);
  });
  const started = performance.now();
  await page.keyboard.type('1000');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1000');
  await page.waitForFunction(
    () => document.querySelector('[data-testid="progress-row"]').hidden && /1,000 × 1,000 positions/.test(document.querySelector('[data-testid="table-status"]').textContent),
    null,
    { timeout: 300_000, polling: 100 },
  );
  const seconds = (performance.now() - started) / 1000;
  const seen = await page.evaluate(() => {
    window.__watch.running = false;
    return { ...window.__watch, callback: window.__callbacks };
  });
  await page.close();
  return { seconds, longTasks: seen.longTasks, longestCallback: seen.callback.longest, callbackKind: seen.callback.what, longestGap: seen.longestGap };
}

// Clicks the view switch every 25 ms from inside the page while Wythoff side x side streams in.
function clickWhileComputing(page, side) {
  return page.evaluate(
    (n) =>
      new Promise((resolve) => {
        const $ = (id) => document.querySelector(`[data-testid="${id}"]`);
        const log = [];
        let next = performance.now();
        const tick = () => {
          const now = performance.now();
          const ours = $('heatmap').dataset.rows === String(n);
          const computing = ours && !$('progress-row').hidden;
          const view = log.length % 2 ? 'sg' : 'pn';
          $(`view-${view}`).click();
          log.push({ computing, handlerMs: performance.now() - now, lateMs: now - next });
          if ((ours && $('heatmap').dataset.complete === 'true') || log.length > 4000) resolve(log);
          else {
            next = performance.now() + 25;
            setTimeout(tick, 25);
          }
        };
        location.hash = `#game=wythoff&rows=${n}&cols=${n}`;
        setTimeout(tick, 0);
      }),
    side,
  );
}

async function clicks(browser, url, side) {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  await page.goto(`${url}index.html#game=wythoff&rows=40&cols=40`);
  await page.waitForFunction(() => document.querySelector('[data-testid="heatmap"]')?.dataset.complete === 'true');
  const during = (await clickWhileComputing(page, side)).filter((p) => p.computing);
  await page.close();
  const late = during.map((p) => p.lateMs);
  return { side, clicks: during.length, worstHandlerMs: Math.max(0, ...during.map((p) => p.handlerMs)), medianLateMs: median(late), worstLateMs: Math.max(0, ...late) };
}

/** { data, table }: the rows for bench.mjs's page section. */
export function measureResponsiveness({ root, distDir }) {
  return inPage({ root, distDir, what: 'the page while a large table streams in', row: 'responsiveness' }, async (browser, url) => {
    const typed = await typedTable(browser, url);
    const probes = [await clicks(browser, url, 1000), await clicks(browser, url, 2000)];
    const longest = Math.max(0, ...typed.longTasks);
    const table = [
      ['Wythoff 1000 x 1000 typed: main-thread tasks over 50 ms', `${typed.longTasks.length}${typed.longTasks.length ? `, the longest ${longest.toFixed(0)} ms` : ''} (the table in ${typed.seconds.toFixed(1)} s)`],
      ['Wythoff 1000 x 1000 typed: the longest callback the page ran for the table', `${typed.longestCallback.toFixed(1)} ms (${typed.callbackKind || 'none'}); the longest gap between main-thread turns ${typed.longestGap.toFixed(1)} ms`],
      ...probes.map((p) => [
        `Wythoff ${p.side} x ${p.side} by the link: the view switch clicked every 25 ms while it streams`,
        `${p.clicks} clicks while computing; the slowest handled in ${p.worstHandlerMs.toFixed(1)} ms; timer delay median ${p.medianLateMs.toFixed(1)} ms, worst ${p.worstLateMs.toFixed(1)} ms`,
      ]),
    ];
    return { data: { typed, probes }, table };
  });
}
