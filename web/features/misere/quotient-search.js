// "Find the quotient of heaps 0 to N": a heap game's misère quotient certified further than the
// misère section's first look (heaps 0 .. 20), in a worker of its own (web/worker/search-lane.js,
// a quotient search: one heap at a time) while the page keeps answering. It shows the heaps done,
// the quotient's order so far and the time taken (a ticking clock: one heap of a wild game may take
// minutes), cancels (Cancel, or a change of game: the worker is ended), and hands the quotient it
// ends with to the section. Screen readers hear the start and the end (a polite status line).
import { formatCount, t, word } from '../../ui/i18n.js';
import { readSize, secondsWords } from '../understand/period-search.js';

/** The most heaps offered here: the pretending function is drawn as a strip of one item a heap. */
export const MOST_HEAPS = 5000;
/** What the box offers first: Kayles' quotient is proven periodic (12 from heap 71) once heap 167 is certified. */
const FIRST_OFFER = 200;

/**
 * Mounts the control in `root` (the [data-testid="quotient-search"] element). `client` is a search
 * lane (search-lane.js); `onResult(spec, quotient)` gets what a finished search found. Returns
 * { show(spec, heaps, more), hide(), words() }.
 */
export function mountQuotientSearch(root, { client, onResult, now = () => performance.now() }) {
  let shown = null; // { spec, heaps }: the game and the last heap its quotient is shown to
  let run = null; // { spec, last, started, done, order, timer }
  let outcome = null; // () => the words about the last search's end, in the page's language

  root.innerHTML = `
    <form class="period-search-form" data-testid="quotient-search-form" novalidate>
      <label for="quotient-search-to"></label>
      <div class="row">
        <input id="quotient-search-to" data-testid="quotient-search-to" inputmode="numeric" autocomplete="off" spellcheck="false" aria-describedby="quotient-search-error">
        <button type="submit" class="primary" data-testid="quotient-search-start"></button>
        <button type="button" data-testid="quotient-search-cancel" hidden></button>
      </div>
      <p id="quotient-search-error" class="error" data-testid="quotient-search-error" hidden></p>
    </form>
    <p class="figures" data-testid="quotient-search-status" role="status"></p>`;
  const form = root.querySelector('form');
  const label = root.querySelector('label');
  const input = root.querySelector('input');
  const start = root.querySelector('[data-testid="quotient-search-start"]');
  const cancel = root.querySelector('[data-testid="quotient-search-cancel"]');
  const error = root.querySelector('[data-testid="quotient-search-error"]');
  const status = root.querySelector('[data-testid="quotient-search-status"]');

  const seconds = (ms) => secondsWords(ms / 1000);
  const figures = () =>
    t('understand.quotientSearchFigures', {
      done: formatCount(run.done),
      count: formatCount(run.last + 1),
      order: formatCount(run.order),
      time: seconds(now() - run.started),
    });

  function words() {
    label.textContent = t('understand.quotientSearchLabel');
    start.textContent = t('understand.quotientSearchStart');
    cancel.textContent = t('understand.searchCancel');
    if (run) status.textContent = figures();
    else status.textContent = outcome ? outcome() : '';
  }

  function setRunning(running) {
    input.disabled = running;
    start.hidden = running;
    cancel.hidden = !running;
  }

  function stop() {
    if (!run) return;
    clearInterval(run.timer);
    run = null;
    setRunning(false);
  }

  function refuse(typed) {
    error.textContent = t('understand.quotientSearchBad', { typed, least: formatCount(shown.heaps + 1), most: formatCount(MOST_HEAPS) });
    error.hidden = false;
    input.setAttribute('aria-invalid', 'true');
    input.focus();
  }

  async function begin(last) {
    const spec = shown.spec;
    run = { spec, last, started: now(), done: 0, order: 1, timer: setInterval(() => run && (status.textContent = figures()), 1000) };
    const mine = run;
    outcome = null;
    setRunning(true);
    status.textContent = t('understand.quotientSearchStarted', { last: formatCount(last) });
    try {
      const found = await client.quotient(spec, last + 1, (p) => {
        if (run !== mine) return;
        mine.done = p.done;
        mine.order = p.order;
      });
      if (run !== mine) return;
      const took = now() - mine.started;
      stop();
      if (!found) return; // cancelled: cancelSearch said so
      outcome = () => t('understand.quotientSearchDone', { last: formatCount(found.quotient.heaps), time: seconds(took) });
      words();
      onResult(spec, found.quotient);
    } catch (e) {
      if (run !== mine) return;
      stop();
      outcome = e.name === 'GrundyError' ? () => t('understand.quotientSearchFailed', { message: word(e) }) : () => t('understand.quotientSearchCrashed');
      words();
    }
  }

  function cancelSearch() {
    if (!run) return;
    const done = run.done;
    stop();
    client.cancel();
    outcome = () => t('understand.quotientSearchCancelled', { done: formatCount(done), last: formatCount(shown?.heaps ?? 0) });
    words();
    start.focus();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (run || !shown) return;
    const typed = input.value.trim();
    const last = readSize(typed);
    if (last === null || last <= shown.heaps || last > MOST_HEAPS) return refuse(typed);
    error.hidden = true;
    input.removeAttribute('aria-invalid');
    begin(last);
  });
  cancel.addEventListener('click', cancelSearch);
  input.addEventListener('input', () => {
    error.hidden = true;
    input.removeAttribute('aria-invalid');
  });

  return {
    /**
     * The control for `spec`, whose quotient is shown to heap `heaps`: the box offers heaps past it
     * when `more` (else only the last search's end is said). A new game cancels any search of the last.
     */
    show(spec, heaps, more) {
      if (shown?.spec !== spec) {
        if (run) {
          stop();
          client.cancel();
        }
        outcome = null;
        input.value = String(Math.max(FIRST_OFFER, 2 * heaps));
        error.hidden = true;
      }
      shown = { spec, heaps };
      form.hidden = !more && !run;
      root.hidden = form.hidden && !outcome;
      words();
    },
    /** Not a game of heaps: hidden, any search cancelled. */
    hide() {
      if (run) {
        stop();
        client.cancel();
      }
      shown = null;
      outcome = null;
      root.hidden = true;
    },
    words,
  };
}
