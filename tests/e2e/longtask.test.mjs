// The page never freezes while a large table streams in. What is checked here holds on any machine,
// however slow or busy: the worker sends a 1000 x 1000 table (Wythoff's game) in many messages of at
// most 65,536 values each (so the page's work for one message is bounded by its size, not by the
// table's), and the page answers a person while the table is still arriving. To make "still
// arriving" certain rather than a race with the machine's speed, the page's copy of the worker's
// final message for the table is held back until the clicks are answered, then let through.
// How long the main thread's tasks take is measured, not asserted: `npm run bench` reports the
// longest task and callback for the same table (tests/bench/responsiveness.mjs).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';

usePageSession();

// Runs in the page before its scripts: counts the table's progress messages from the worker and
// their sizes, and holds back a stream's final message ({ type: 'result', result: { done, total } })
// while window.__hold is true; window.__release() lets the held ones through.
function holdStreamEnds() {
  const seen = { progress: {}, largest: 0, held: [] }; // progress: messages by the table's size
  window.__stream = seen;
  window.__hold = false;
  window.__release = () => {
    window.__hold = false;
    for (const { deliver } of seen.held.splice(0)) deliver();
  };
  const onmessage = Object.getOwnPropertyDescriptor(Worker.prototype, 'onmessage');
  Object.defineProperty(Worker.prototype, 'onmessage', {
    set(fn) {
      const wrapped =
        fn &&
        function (event) {
          const data = event.data;
          if (data?.type === 'progress' && data.values) {
            seen.progress[data.total] = (seen.progress[data.total] ?? 0) + 1;
            seen.largest = Math.max(seen.largest, data.values.length);
          }
          const streamEnd = data?.type === 'result' && data.result && 'done' in data.result && 'total' in data.result;
          if (window.__hold && streamEnd) {
            seen.held.push({ total: data.result.total, deliver: () => fn.call(this, event) });
            return undefined;
          }
          return fn.call(this, event);
        };
      onmessage.set.call(this, wrapped);
    },
    get() {
      return onmessage.get.call(this);
    },
  });
}

test('a 1000 x 1000 table streams in bounded messages, and the page answers clicks before it is complete', async () => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 }, locale: 'en-US' });
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.addInitScript(holdStreamEnds);
  await page.goto(`${server.url}index.html#game=wythoff&rows=32&cols=32`);
  await page.getByTestId('rows-input').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="progress-row"]').hidden && /32/.test(document.querySelector('[data-testid="table-status"]').textContent));

  // The sizes typed as a person types them, with the table's end held back.
  await page.evaluate(() => (window.__hold = true));
  await page.getByTestId('rows-input').click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1000');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1000');
  // Every value of the 1000 x 1000 table has arrived; only its final message is held.
  await page.waitForFunction(
    () => window.__stream.held.some((h) => h.total === 1_000_000),
    null,
    { timeout: 300_000, polling: 100 },
  );
  const heatmap = page.getByTestId('heatmap');
  assert.deepEqual([await heatmap.getAttribute('data-rows'), await heatmap.getAttribute('data-cols')], ['1000', '1000']);
  assert.equal(await heatmap.getAttribute('data-complete'), null, 'the table is not complete while its end is held');

  // The page answers while the table is not complete: the view switch, both ways.
  for (const view of ['sg', 'pn']) {
    await page.getByTestId(`view-${view}`).click();
    assert.equal(await page.getByTestId(`view-${view}`).getAttribute('aria-checked'), 'true', `the ${view} view is shown at once`);
  }
  assert.equal(await heatmap.getAttribute('data-complete'), null);

  // The stream came in many messages, none larger than 65,536 values (web/worker/protocol.js).
  const seen = await page.evaluate(() => ({ progress: window.__stream.progress, largest: window.__stream.largest }));
  const messages = seen.progress[1_000_000] ?? 0;
  assert.ok(messages >= 1_000_000 / 65_536, `${messages} progress messages for 10^6 values`);
  assert.ok(seen.largest <= 65_536, `a message of ${seen.largest} values`);

  // Let the end through: the table is complete, the status says so.
  await page.evaluate(() => window.__release());
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="progress-row"]').hidden &&
      /1,000 × 1,000 positions/.test(document.querySelector('[data-testid="table-status"]').textContent),
  );
  assert.equal(await heatmap.getAttribute('data-complete'), 'true');
  await page.screenshot({ path: screenshotPath('longtask-grid'), fullPage: false });
  assert.deepEqual(problems, []);
  await page.close();
});
