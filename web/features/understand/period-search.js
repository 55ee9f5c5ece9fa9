// "Search further": a heap game's period searched as far as this browser's memory allows, when the
// quick search of the patterns panel did not prove it. The search runs in a worker of its own
// (web/worker/search-client.js), for seconds to minutes, while the page keeps answering; this shows
// its progress (a progress bar, the current n, the rate, the memory in use, an estimate of the time
// left), cancels it (Cancel, or a change of game), and hands the patterns it ends with to the panel.
// Screen readers hear the start, every tenth of the way and the end (a polite status line), not
// every update.
import { formatCount, t } from '../../ui/i18n.js';
import { esc } from '../../ui/html.js';

// The sizes offered besides the largest that fits, those past the values already checked.
const PRESETS = [1e6, 1e7, 1e8];
const MIB = 2 ** 20;
const GIB = 2 ** 30;

/**
 * A typed size: digits with optional separators ("10,000,000"), a power of ten ("10^7") or a
 * number with an exponent ("5e7"); null when it is none of these or not a whole number.
 */
export function readSize(text) {
  const s = String(text).trim().replace(/[\s,_']/g, '');
  let n = null;
  const power = /^(\d+)\^(\d+)$/.exec(s);
  if (power) n = Number(power[1]) ** Number(power[2]);
  else if (/^\d+(\.\d+)?(e\d+)?$/i.test(s)) n = Number(s);
  return n !== null && Number.isSafeInteger(n) ? n : null;
}

// Every number here as the page writes numbers (10^7 may still be typed: readSize).
const count = formatCount;
const bytesWords = (b) => (b >= GIB ? `${(b / GIB).toFixed(1)} GB` : `${Math.max(1, Math.round(b / MIB))} MB`);
/** A time in seconds as the page says it: "42 s", "3 min", "1.5 h" ("…" when not known). */
export const secondsWords = (s) => {
  if (!Number.isFinite(s)) return '…';
  if (s < 60) return t('understand.searchSeconds', { s: Math.max(1, Math.round(s)) });
  if (s < 3600) return t('understand.searchMinutes', { m: Math.round(s / 60) });
  return t('understand.searchHours', { h: (s / 3600).toFixed(1) });
};

// The control's elements in `root`, by name.
function searchElements(root) {
  root.innerHTML = `
    <p class="hint" data-testid="period-search-intro"></p>
    <form class="period-search-form" data-testid="period-search-form" novalidate>
      <label for="period-search-to"></label>
      <div class="row">
        <input id="period-search-to" data-testid="period-search-to" inputmode="numeric" autocomplete="off" spellcheck="false" aria-describedby="period-search-help period-search-error">
        <button type="submit" class="primary" data-testid="period-search-start"></button>
      </div>
      <div class="presets" data-testid="period-search-presets"></div>
      <p id="period-search-help" class="hint" data-testid="period-search-memory"></p>
      <p id="period-search-error" class="error" data-testid="period-search-error" hidden></p>
    </form>
    <div class="period-search-run" data-testid="period-search-progress" hidden>
      <div class="progress" role="progressbar" aria-valuemin="0" aria-valuemax="100" data-testid="period-search-bar"><div class="bar"></div></div>
      <p class="figures" data-testid="period-search-figures"></p>
      <button type="button" data-testid="period-search-cancel"></button>
    </div>
    <p class="hint" data-testid="period-search-outcome" hidden></p>
    <p class="sr-only" role="status" aria-live="polite" data-testid="period-search-status"></p>`;
  const intro = root.querySelector('[data-testid="period-search-intro"]');
  const form = root.querySelector('form');
  const label = form.querySelector('label');
  const input = root.querySelector('#period-search-to');
  const start = root.querySelector('[data-testid="period-search-start"]');
  const presets = root.querySelector('[data-testid="period-search-presets"]');
  const memory = root.querySelector('[data-testid="period-search-memory"]');
  const error = root.querySelector('[data-testid="period-search-error"]');
  const running = root.querySelector('[data-testid="period-search-progress"]');
  const bar = root.querySelector('[data-testid="period-search-bar"]');
  const figures = root.querySelector('[data-testid="period-search-figures"]');
  const cancel = root.querySelector('[data-testid="period-search-cancel"]');
  const outcomeLine = root.querySelector('[data-testid="period-search-outcome"]');
  const status = root.querySelector('[data-testid="period-search-status"]');
  return { intro, form, label, input, start, presets, memory, error, running, bar, figures, cancel, outcomeLine, status };
}

// The sizes the game on screen (`shown`) may be searched to with `limit`: the presets past the values
// already checked that fit, and the largest (when it goes further than they were checked).
function sizeChoices(limit, shown) {
  if (!limit || !shown) return [];
  const further = (n) => n > shown.checked;
  return [...PRESETS.filter((n) => further(n) && n < limit.most), ...(further(limit.most) ? [limit.most] : [])];
}

// The preset buttons for `sizes`, `most` (the largest) said as such; disabled while a search runs.
const presetButtons = (sizes, most, disabled) =>
  sizes
    .map(
      (n) =>
        `<button type="button" class="chip" data-size="${esc(n)}" ${disabled ? 'disabled' : ''}>${esc(n === most ? t('understand.searchLargest', { n: count(n) }) : count(n))}</button>`,
    )
    .join('');

// A search's rate after progress `p` at time `at` (ms): the rate over the last few seconds,
// smoothed, so the time left does not jump with each slice.
function smoothRate(run, p, at) {
  const dt = (at - run.last.at) / 1000;
  if (!(dt > 0 && p.done >= run.last.done)) return run.rate;
  const rate = (p.done - run.last.done) / dt;
  return run.rate === null ? rate : 0.7 * run.rate + 0.3 * rate;
}

// The figures of a search to `max` at progress `p` with `rate` values a second.
function progressWords(p, max, rate) {
  if (p.phase === 'checking') return t('understand.searchChecking', { n: count(p.done) });
  const left = rate > 0 ? (p.target - p.done) / rate : Infinity;
  return t('understand.searchFigures', {
    n: count(p.done),
    target: count(p.target),
    max: count(max),
    rate: count(rate ?? 0),
    memory: bytesWords(p.memory),
    held: bytesWords(p.bytes),
    left: secondsWords(left),
  });
}

// The progress bar at `percent`, with its words, of a search to `max` (`p`: its progress so far).
function showBar(bar, percent, p, max) {
  bar.firstElementChild.style.width = `${percent}%`;
  bar.setAttribute('aria-valuenow', String(percent));
  bar.setAttribute('aria-valuetext', t('understand.searchValueText', { n: count(p.done), max: count(max) }));
}

// The form's fixed words, and the line about the values the game on screen (`shown`) was checked to.
function nameParts({ intro, label, start, cancel }, shown) {
  intro.textContent = shown ? t('understand.searchIntro', { n: count(shown.checked) }) : '';
  label.textContent = t('understand.searchTo');
  start.textContent = t('understand.searchStart');
  cancel.textContent = t('understand.searchCancel');
}

// How far a search may go here with `limit`, and whether the browser holds it back.
function reachWords(limit) {
  const reach = { n: count(limit.most), gb: (limit.available / GIB).toFixed(1) };
  return t(limit.available < limit.maximum ? 'understand.searchBrowserLess' : 'understand.searchReach', reach);
}

// A preset puts its size in the box, to be started or changed.
function listenToPresets({ presets, input, error }) {
  presets.addEventListener('click', (event) => {
    const size = event.target.closest('[data-size]')?.dataset.size;
    if (!size) return;
    input.value = count(Number(size));
    error.hidden = true;
    input.removeAttribute('aria-invalid');
    input.focus();
  });
}

// A typed size that is not a number from 16 to `most`: says so by the box, and goes back to it.
function showBadSize({ input, error }, most) {
  error.textContent = t('understand.searchBadSize', { typed: input.value.trim(), most: count(most), largest: count(most) });
  error.hidden = false;
  input.setAttribute('aria-invalid', 'true');
  input.focus();
}

// A search to `max` starting: its progress bar at 0, and no words about an earlier one.
function showStarting({ outcomeLine, error, running, bar, figures }, max) {
  outcomeLine.hidden = true;
  error.hidden = true;
  running.hidden = false;
  bar.firstElementChild.style.width = '0%';
  bar.setAttribute('aria-valuenow', '0');
  bar.setAttribute('aria-label', t('understand.searchBarLabel', { max: count(max) }));
  figures.textContent = t('understand.searchStarting');
}

// Why a search ended short of a proof, and what to do.
function stoppedWords(periodicity, spec, { available, most }) {
  const n = count(periodicity.checked);
  if (periodicity.stopped === 'memory') return t('understand.searchStoppedMemory', { n, gb: (available / GIB).toFixed(1), spec });
  if (periodicity.stopped === 'work') return t('understand.searchStoppedWork', { n });
  return t('understand.searchStoppedSize', { n, most: count(most) });
}

// The words about a search's end, as a function (they are said again in another language), or null:
// it `failure`d, or gave `result` after `seconds`, with `ended` the limit it ran under.
function endWords({ failure, result, seconds, spec, ended }) {
  if (failure) return () => (failure.crashed ? t('understand.searchCrashed') : t('understand.searchFailed', { message: failure }));
  if (!result) return null;
  const p = result.patterns.periodicity;
  return () => (p.proven ? t('understand.searchProven', { n: count(p.checked), time: secondsWords(seconds) }) : stoppedWords(p, spec, ended));
}

/**
 * Mounts the control in `root` (the [data-testid="period-search"] element). `client` is a search
 * client (search-client.js); `onResult(spec, patterns)` gets what a finished search found.
 */
export function mountPeriodSearch(root, { client, onResult, now = () => performance.now() }) {
  let shown = null; // { spec, checked }
  let limit = null; // { spec, most, maximum, available } once asked
  let run = null; // { spec, max, started, last: { at, done }, rate, announced }
  let outcome = null; // () => the words about the last search's end, in the page's language
  let limitRequest = 0;

  const els = searchElements(root);
  const { intro, form, input, start, presets, memory, error, running, bar, figures, cancel, outcomeLine, status } = els;
  const announce = (text) => (status.textContent = text);
  const choices = () => sizeChoices(limit, shown);

  function drawForm() {
    nameParts(els, shown);
    const ready = Boolean(limit && shown && limit.spec === shown.spec);
    input.disabled = start.disabled = !ready || Boolean(run);
    presets.innerHTML = ready ? presetButtons(choices(), limit.most, Boolean(run)) : '';
    if (!ready) {
      memory.textContent = t('understand.searchMemoryLoading');
      return;
    }
    memory.textContent = reachWords(limit);
    if (!input.value) input.value = count(choices().find((n) => n >= 10 * shown.checked) ?? limit.most);
  }

  // The words about a search's end (a function, said again in another language; null: none).
  function say(words) {
    outcome = words;
    outcomeLine.textContent = outcome ? outcome() : '';
    outcomeLine.hidden = !outcome;
    if (outcome) announce(outcome());
  }

  function drawProgress(p) {
    if (!run) return;
    const t1 = now();
    run.rate = smoothRate(run, p, t1);
    run.last = { at: t1, done: p.done };
    const percent = Math.min(100, Math.floor((100 * p.done) / run.max));
    const text = progressWords(p, run.max, run.rate);
    // The figures as data too, for the page tests and the benchmark (tests/bench/page-search.mjs).
    Object.assign(running.dataset, { done: p.done, target: p.target, memory: p.memory, bytes: p.bytes, phase: p.phase });
    showBar(bar, percent, p, run.max);
    figures.textContent = text;
    const tenth = Math.floor(percent / 10);
    if (tenth > run.announced) {
      run.announced = tenth;
      announce(t('understand.searchAnnounce', { percent: tenth * 10, n: count(p.done) }));
    }
  }

  async function begin(max) {
    const spec = shown.spec;
    run = { spec, max, started: now(), last: { at: now(), done: 0 }, rate: null, announced: 0 };
    outcome = null;
    showStarting(els, max);
    drawForm();
    announce(t('understand.searchStartedAnnounce', { max: count(max) }));
    cancel.focus();
    let result = null;
    let failure = null;
    try {
      result = await client.search(spec, max, drawProgress);
    } catch (e) {
      failure = e;
    }
    if (!run || run.spec !== spec || run.max !== max) return; // cancelled or replaced meanwhile
    const seconds = (now() - run.started) / 1000;
    const ended = limit;
    run = null;
    limit = null; // the worker is let go after a search: asked again for the next
    running.hidden = true;
    if (!failure && result) Object.assign(running.dataset, result.progress);
    say(endWords({ failure, result, seconds, spec, ended }));
    if (result) onResult(spec, result.patterns);
    askLimit();
  }

  function stop(announceIt) {
    if (!run) return;
    run = null;
    client.cancel();
    limit = null;
    running.hidden = true;
    if (announceIt) {
      say(() => t('understand.searchCancelled'));
      start.focus();
    }
    askLimit();
  }

  async function askLimit() {
    if (!shown || (limit && limit.spec === shown.spec)) return drawForm();
    const mine = ++limitRequest;
    const spec = shown.spec;
    drawForm();
    try {
      const got = await client.limit(spec);
      if (mine !== limitRequest || !got) return;
      limit = { spec, ...got };
    } catch (e) {
      if (mine !== limitRequest) return;
      memory.textContent = t('understand.searchFailed', { message: e });
      return;
    }
    drawForm();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!limit || run) return;
    const n = readSize(input.value);
    if (n === null || n < 16 || n > limit.most) return showBadSize(els, limit.most);
    input.removeAttribute('aria-invalid');
    begin(n);
  });
  listenToPresets(els);
  cancel.addEventListener('click', () => stop(true));

  return {
    /**
     * The heap game `spec` whose values the panel shows were looked at up to `checked`: the search is
     * offered while its period is not proven; once a search proved it, only what it found is said.
     */
    show(spec, checked, proven) {
      if (shown?.spec !== spec) {
        stop(false);
        outcome = null;
        outcomeLine.hidden = true;
        input.value = '';
        error.hidden = true;
      }
      shown = { spec, checked };
      if (outcome) outcomeLine.textContent = outcome();
      form.hidden = intro.hidden = proven;
      root.hidden = proven && !outcome;
      if (!proven) askLimit();
    },
    /** No search for the game on screen (not a heap game, or its period is proven): a running one stops. */
    hide() {
      if (run) stop(false);
      shown = null;
      outcome = null;
      outcomeLine.hidden = true;
      root.hidden = true;
    },
  };
}
