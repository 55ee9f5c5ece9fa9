// The table's progress and status: a progress bar with a cancel button while values stream in,
// and a status line that ends with a summary of the finished table, or says it was cancelled or
// failed. While values stream in, the line says what is computed and the bar beside it how far it
// got; the line's share done is for screen readers only (read out at each quarter, not per chunk),
// so what is seen never lags the bar. The state's inputProblem and fatal error are said there too.
import { formatCount, t } from '../../ui/i18n.js';
import { el } from '../../ui/dom.js';
import { componentName } from '../../state/game-name.js';
import { enableWired } from '../../ui/dom.js';

const percent = (d) => (d.total ? Math.floor((100 * d.done) / d.total) : 0);
const computing = (d) => t('watch.computing', { count: formatCount(d.total), spec: componentName(d.component) });

// `shown`: the most cells the strip draws (limits.shownHeaps); a longer heap table says so.
function summary(d, shown) {
  const spec = componentName(d.component);
  const p = formatCount(d.zeros);
  if (d.kind === 'grid') return t('watch.summaryGrid', { spec, rows: formatCount(d.rows), cols: formatCount(d.cols), p });
  if (d.kind === 'nodes') return t('watch.summaryGraph', { spec, count: formatCount(d.total), p });
  const whole = t('watch.summary', { spec, count: formatCount(d.total), p });
  if (d.total <= shown) return whole;
  return t('watch.summaryPastStrip', { summary: whole, last: formatCount(shown - 1), count: formatCount(d.total) });
}

/** `shown()`: the most cells the strip draws (the core's limits.shownHeaps). */
export function createTableStatus(root, { onCancel, shown }) {
  const row = root.querySelector('[data-testid="progress-row"]');
  const bar = root.querySelector('[data-testid="table-progress"]');
  const fill = bar.querySelector('.bar');
  const text = root.querySelector('.progress-text');
  const status = root.querySelector('[data-testid="table-status"]');
  let spokenQuarter = 0;
  const cancel = root.querySelector('[data-testid="table-cancel"]');
  cancel.addEventListener('click', onCancel);
  enableWired(cancel);

  return {
    /** A table event (state/table.js). */
    show(d, ev) {
      switch (ev.type) {
        case 'reset':
          spokenQuarter = 0;
          status.textContent = computing(d);
          row.hidden = false;
          fill.style.width = '0%';
          bar.setAttribute('aria-valuenow', '0');
          text.textContent = '0%';
          break;
        case 'progress': {
          const pc = percent(d);
          const quarter = Math.floor(pc / 25);
          if (quarter > spokenQuarter && quarter < 4) {
            spokenQuarter = quarter;
            status.replaceChildren(computing(d), el('span', { class: 'sr-only', text: ` ${t('watch.quarterDone', { pc: quarter * 25 })}` }));
          }
          fill.style.width = `${(100 * d.done) / Math.max(1, d.total)}%`;
          bar.setAttribute('aria-valuenow', String(pc));
          text.textContent = t('watch.progress', { pc, done: formatCount(d.done), total: formatCount(d.total) });
          break;
        }
        case 'complete':
          row.hidden = true;
          status.textContent = summary(d, shown());
          break;
        case 'cancelled':
          row.hidden = true;
          status.textContent = t('watch.cancelled', { pc: Math.floor((100 * d.done) / Math.max(1, ev.asked ?? d.total)), done: formatCount(d.done) });
          break;
        case 'error':
          row.hidden = true;
          status.textContent = t('watch.failed', { message: ev.error });
          break;
        default:
      }
    },
    /** While a field holds text the core refused, the table on screen is the last good game's. */
    inputProblem(on, d) {
      if (on) status.textContent = t('define.keptTable');
      else if (d.status === 'complete') status.textContent = summary(d, shown());
    },
    fatal(message) {
      status.textContent = t('common.fatal', { message });
    },
    relabel(d) {
      if (d.status === 'complete') status.textContent = summary(d, shown());
      if (d.status === 'error') status.textContent = t('watch.failed', { message: d.error });
    },
  };
}
