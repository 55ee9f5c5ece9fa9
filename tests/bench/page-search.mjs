// A period proved through the page, for the benchmark (full run only: minutes): the patterns
// panel's "Search further" (web/features/understand/period-search.js) asked for `max` values of
// `spec` in Chromium, as a person asks, with every main-thread task over 50 ms recorded (a
// PerformanceObserver for 'longtask'), the search worker's memory read from the progress it posts
// (the module's memory, which only grows: its last figure is the peak), and the wall time from the
// click to the proof on screen; the long tasks until a second after the search's worker ended. issue 18: octal:0.1777 proven in a browser tab, no task over 50 ms.
import { launchChromium, serveDist } from './page.mjs';

const MIB = 2 ** 20;

export async function measurePageSearch({ root, distDir, spec, max, expect, timeoutMs = 3_600_000 }) {
  const { server, url } = await serveDist({ root, distDir });
  const browser = await launchChromium();
  process.stderr.write(`bench: ${spec} proven through the page to ${max} ...`);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    // Workers the page ends: the search's, once its answer is drawn (search-lane.js retireWhenIdle).
    // Unmapping its gigabytes stalls the tab's threads, so the long tasks are read after it ended.
    await page.addInitScript(() => {
      window.__ended = 0;
      const terminate = Worker.prototype.terminate;
      Worker.prototype.terminate = function () {
        window.__ended++;
        return terminate.call(this);
      };
    });
    await page.goto(`${url}index.html#game=${spec}`);
    const start = page.getByTestId('period-search-start');
    await start.waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('[data-testid="period-search-start"]').disabled, null, { timeout: 60_000 });
    const limit = await page.getByTestId('period-search-memory').textContent();
    await page.evaluate(() => {
      const seen = { longTasks: [] };
      window.__search = seen;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.longTasks.push({ duration: e.duration, at: e.startTime - (seen.clicked ?? 0) });
      }).observe({ type: 'longtask', buffered: false });
    });
    await page.getByTestId('period-search-to').fill(String(max));
    await page.evaluate(() => Object.assign(window.__search, { clicked: performance.now(), ended: window.__ended }));
    const t0 = performance.now();
    await start.click();
    let peak = { memory: 0, bytes: 0 };
    // Polled every 2 s (a tiny read on the main thread) until the search's end is on screen.
    for (;;) {
      const state = await page.evaluate(() => {
        const run = document.querySelector('[data-testid="period-search-progress"]');
        const outcome = document.querySelector('[data-testid="period-search-outcome"]');
        return { running: !run.hidden, memory: Number(run.dataset.memory ?? 0), bytes: Number(run.dataset.bytes ?? 0), outcome: outcome.hidden ? '' : outcome.textContent };
      });
      peak = { memory: Math.max(peak.memory, state.memory), bytes: Math.max(peak.bytes, state.bytes) };
      if (!state.running && state.outcome) break;
      if (performance.now() - t0 > timeoutMs) throw new Error(`stopped: no answer within ${timeoutMs / 1000} s`);
      await page.waitForTimeout(2000);
    }
    const wallMs = performance.now() - t0;
    await page.waitForFunction(() => window.__ended > window.__search.ended, null, { timeout: 10_000 });
    await page.waitForTimeout(1000);
    const outcome = await page.getByTestId('period-search-outcome').textContent();
    // The panel writes numbers for people ("10,061,916"): their digits are the number.
    const figure = (testId) => page.getByTestId(testId).textContent().then((text) => Number(text.replace(/\D/g, '')), () => 0);
    const period = await figure('pattern-period');
    const preperiod = await figure('pattern-preperiod');
    const proven = (await page.getByTestId('pattern-status').getAttribute('data-proven')) === 'true';
    const longTasks = await page.evaluate(() => window.__search.longTasks);
    const agree = !expect || (proven && period === expect.period && preperiod === expect.preperiod);
    process.stderr.write(` ${(wallMs / 1000).toFixed(0)} s\n`);
    return {
      spec,
      max,
      wallMs,
      proven,
      preperiod,
      period,
      agree,
      outcome,
      limit,
      longTasks: longTasks.length,
      longestTaskMs: longTasks.length ? Math.max(...longTasks.map((t) => t.duration)) : 0,
      // When each came, in seconds after the click (the search's end is wallMs after it).
      longTaskTimes: longTasks.map((t) => `${t.duration.toFixed(0)} ms at ${(t.at / 1000).toFixed(1)} s`),
      peakModuleBytes: peak.memory,
      peakSearchBytes: peak.bytes,
      problems,
      peakText: `${(peak.memory / MIB).toFixed(0)} MiB (the search held ${(peak.bytes / MIB).toFixed(0)} MiB at its last progress)`,
    };
  } catch (e) {
    process.stderr.write(` failed: ${e.message}\n`);
    return { spec, max, error: e.message };
  } finally {
    await browser.close();
    await server.close();
  }
}
