// The statistics panel: for a take-and-break game (octal codes, Grundy's game, Lasker's Nim), the
// core's statistics as researchers read them (api stats: wasm/grundy.d.ts StatsRow), one row per
// power of two: the rare/common mask the sparse-space method chooses, how many heaps are rare and
// the last one, the largest value and where it first appears. The person picks how far (powers of
// two up to the page's bound for them, limits.statsSize from the descriptor: one request, during which
// the worker answers nothing else). For any other game the section is not shown at all (the core's
// reason, stats.no-split, is kept in it, worded in the page's language): nobody asked, so nothing
// reads as a refusal.
import { formatCount, t } from '../../ui/i18n.js';
import { componentName } from '../../state/game-name.js';
import { esc } from '../../ui/html.js';

/** The first choice of how far: a fraction of a second in the worker for every game the statistics are for. */
const DEFAULT_POWER = 16;
/** The smallest choice: below it the rows say little. */
const FIRST_POWER = 8;

export function mountStatsPanel(root, { game, client }) {
  const to = root.querySelector('[data-testid="stats-to"]');
  const out = root.querySelector('[data-testid="stats-result"]');
  const section = root.querySelector('[data-testid="stats-section"]');
  /** Whether the statistics are for the game on screen: the section shows once the core has said so. */
  const applies = (yes) => (section.hidden = !yes);
  let request = 0;
  let last = null; // { key, watched, rows } or { key, watched, error }

  const fillChoices = (limits) => {
    const top = Math.floor(Math.log2(limits.statsSize));
    if (to.options.length === top - FIRST_POWER + 1) return;
    to.innerHTML = '';
    for (let k = FIRST_POWER; k <= top; k++) to.add(new Option(`2^${k} = ${formatCount(2 ** k)}`, String(2 ** k), false, k === DEFAULT_POWER));
  };

  // "2^k" for a power of two, the count itself for the last row of a table that is not one.
  const heapsLabel = (heaps) => (Number.isInteger(Math.log2(heaps)) ? `2<sup>${esc(Math.log2(heaps))}</sup>` : esc(heaps));

  const draw = () => {
    if (!last) return;
    if (last.error) {
      out.dataset.state = 'error';
      out.innerHTML = `<p class="hint" data-testid="stats-error">${esc(t('understand.statsFailed', { message: last.error }))}</p>`;
      return;
    }
    const { rows } = last;
    const twist = rows.find((r) => r.twist);
    const body = rows
      .map(
        (r) => `<tr data-heaps="${esc(r.heaps)}">
          <th scope="row">${heapsLabel(r.heaps)}</th>
          <td class="mask">${esc(r.maskBits)}${r.twist ? ' <abbr title="' + esc(t('understand.statsTwistTitle', { k0: r.k0 })) + '">+n</abbr>' : ''}</td>
          <td>${esc(r.rare)}</td>
          <td>${r.lastRare < 0 ? '–' : `${esc(r.lastRare)} <span class="g">(${esc(r.lastRareValue)})</span>`}</td>
          <td>${esc(r.largest)} <span class="g">(${esc(r.largestAt)})</span></td>
        </tr>`,
      )
      .join('');
    out.dataset.state = 'shown';
    out.innerHTML = `
      <p class="hint">${esc(t('understand.statsRare'))}${twist ? ' ' + esc(t('understand.statsTwist', { k0: twist.k0 })) : ''}</p>
      <div class="stats-scroll" role="region" tabindex="0" aria-labelledby="stats-caption">
        <table class="stats-table" data-testid="stats-table">
          <caption id="stats-caption">${esc(t('understand.statsCaption', { spec: componentName(last.watched), last: rows.at(-1).heaps - 1 }))}</caption>
          <thead><tr>
            <th scope="col">${esc(t('understand.statsHeaps'))}</th>
            <th scope="col">${esc(t('understand.statsMask'))}</th>
            <th scope="col">${esc(t('understand.statsRareCount'))}</th>
            <th scope="col">${esc(t('understand.statsLastRare'))}</th>
            <th scope="col">${esc(t('understand.statsLargest'))}</th>
          </tr></thead>
          <tbody>${body}</tbody>
        </table>
      </div>`;
  };

  const refresh = async () => {
    const mine = ++request;
    const watched = game.watched();
    fillChoices(game.state.game.limits);
    const count = Number(to.value);
    const key = `${watched.spec}|${count}`;
    if (last?.key === key) {
      draw();
      return;
    }
    out.dataset.state = 'loading';
    out.innerHTML = `<p class="hint">${esc(t('understand.statsLoading', { spec: componentName(watched) }))}</p>`;
    try {
      const rows = await client.stats(watched.spec, count);
      if (mine !== request) return;
      last = { key, watched, rows };
    } catch (e) {
      if (mine !== request) return;
      if (e.name !== 'GrundyError') throw e;
      last = { key, watched, error: e };
    }
    applies(!last.error || last.error.id !== 'stats.no-split');
    draw();
  };
  const run = () => refresh().catch((e) => game.fail(e));
  to.addEventListener('change', run);
  to.disabled = false;
  game.on(['game', 'component'], run);
  game.on(['lang'], () => (last ? draw() : run()));
  run();
}
