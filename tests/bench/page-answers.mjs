// Two answers of the page in Chromium, for the benchmark: "Which game is this?" (issue 29: it should
// answer as the person types, within 50 ms in the page) and the misère section's quotient to more
// heaps (issue 30: the quotients the papers solve within seconds in the page).
//
// Which game is this? the Define panel's tab (web/features/define/identify.js) in the
// built site in Chromium, values typed as a person pastes them, the time from the input event to
// the names on screen. That time includes identify.js's pause for typing (typing-pause.js),
// which is given beside it; what is left is the answer's own time (the worker's identify call and
// the drawing). The first answer of a visit also loads the tab's code and the full module.
import { inPage } from './page.mjs';
import { TYPING_PAUSE_MS } from '../../web/features/define/typing-pause.js';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// What is typed: the first 30 values of Kayles and of Dawson's chess (.137), and P/N letters.
const SEQUENCES = [
  ['Kayles, 30 values', '0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7 1 4 3 2 1 4 6 7 4 1 2 8 5 4'],
  ["Dawson's chess, 30 values", '0 1 1 2 0 3 1 1 0 3 3 2 2 4 0 5 2 2 3 3 0 1 1 3 0 2 1 1 0 4'],
  ['P/N letters, 20', 'P N N P N N P N N P N N P N N P N N P N'],
];
const RUNS = 7;

// Types `text` into the field and resolves with the milliseconds until the summary changes (to
// nothing, for an empty field).
function typed(page, text) {
  return page.evaluate(
    (value) =>
      new Promise((resolve) => {
        const input = document.querySelector('[data-testid="identify-values"]');
        const summary = document.querySelector('[data-testid="identify-summary"]');
        const before = summary.textContent;
        const start = performance.now();
        const seen = new MutationObserver(() => {
          const now = summary.textContent;
          if (value === '' ? now !== '' : now === before || now === '') return;
          seen.disconnect();
          resolve(performance.now() - start);
        });
        seen.observe(summary, { childList: true, characterData: true, subtree: true });
        if (value === '' && before === '') resolve(0);
        input.value = value;
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    text,
  );
}

/** { data, table }: the rows for bench.mjs's page section. */
export function measureIdentify({ root, distDir }) {
  return inPage({ root, distDir, what: 'which game is this? in the page', row: 'identify in the page' }, async (browser, url) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    await page.goto(`${url}index.html#game=nim`);
    await page.waitForFunction(() => !document.querySelector('#tab-identify')?.disabled, null, { timeout: 60_000 });
    await page.getByTestId('tab-identify').click();
    await page.getByTestId('identify-values').waitFor({ timeout: 60_000 });
    const first = await typed(page, SEQUENCES[0][1]);
    const rows = [];
    for (const [name, text] of SEQUENCES) {
      const times = [];
      for (let i = 0; i < RUNS; i++) {
        await typed(page, '');
        times.push(await typed(page, text));
      }
      rows.push({ name, medianMs: median(times), worstMs: Math.max(...times) });
    }
    const table = [
      ["identify in the page: the first answer of a visit (the tab's code and the full module loaded)", `${first.toFixed(0)} ms from the input event, of which ${TYPING_PAUSE_MS} ms is the pause for typing`],
      ...rows.map((r) => [
        `identify in the page: ${r.name}`,
        `${(r.medianMs - TYPING_PAUSE_MS).toFixed(1)} ms after the ${TYPING_PAUSE_MS} ms pause for typing (median of ${RUNS}; worst ${(r.worstMs - TYPING_PAUSE_MS).toFixed(1)} ms)`,
      ]),
    ];
    return { data: { firstMs: first, typingPauseMs: TYPING_PAUSE_MS, rows }, table };
  });
}

/**
 * { data, table }: Kayles' misère quotient found through the page to heap 200 (its period proven),
 * from the click on Find to the quotient drawn, as the misère section's search worker runs it.
 */
export function measureQuotientInPage({ root, distDir }) {
  return inPage({ root, distDir, what: "Kayles' misère quotient in the page", row: 'misère quotient in the page' }, async (browser, url) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    // The table's Misère view, from the link: its section loads with it.
    await page.goto(`${url}index.html#game=kayles&view=misere`);
    await page.locator('[data-testid="quotient-search-start"]').waitFor({ timeout: 60_000 });
    await page.getByTestId('quotient-search-to').fill('200');
    const ms = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const status = document.querySelector('[data-testid="quotient-search-status"]');
          const start = performance.now();
          const seen = new MutationObserver(() => {
            if (!/Found in/.test(status.textContent)) return;
            seen.disconnect();
            resolve(performance.now() - start);
          });
          seen.observe(status, { childList: true, characterData: true, subtree: true });
          document.querySelector('[data-testid="quotient-search-start"]').click();
        }),
    );
    const line = await page.getByTestId('misere-quotient-line').textContent();
    const agree = /has 40 elements, 9 of them/.test(line) && /period 12 from heap 71/.test(line);
    return {
      data: { ms, agree, line },
      table: [['misère quotient of Kayles to heap 200 in the page (its search worker, from Find to the quotient drawn)', `${ms.toFixed(0)} ms; ${agree ? 'order 40, P-portion 9, period 12 from heap 71, as MisereSolver' : `**DIFFER**: ${line}`}`]],
    };
  });
}
