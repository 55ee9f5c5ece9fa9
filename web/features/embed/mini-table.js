// The embed page's compact table: the first values of a heap game as a strip, or the corner of a
// 2-D game's table as a small table with its coordinates named and numbered, P-positions dark with
// their letter, streamed from the worker.
import { el } from '../../ui/dom.js';
import { t } from '../../ui/i18n.js';
import { boardFor } from '../play/boards/index.js';

const MAX_1D = 60;
const MAX_SIDE = 12;

/** The table's heading, status line and body: { title, status, body }. */
export function miniTableShell(root) {
  root.innerHTML = `<h2 id="mini-table-title"></h2><p class="hint mini-status" data-testid="mini-status"></p><div class="mini-body"></div>`;
  const title = root.querySelector('h2');
  title.textContent = t('embed.tableHeading');
  return { title, status: root.querySelector('.mini-status'), body: root.querySelector('.mini-body') };
}

const outcome = (g) => (g === 0 ? 'P' : 'N');

/** A value with its letter, the letter small in the corner so that the value has the cell's room. */
const cellContent = (g) => [el('span', { class: 'g', text: String(g) }), el('span', { class: 'o', 'aria-hidden': 'true', text: outcome(g) })];

/**
 * The corner of a 2-D game's table as a table: the coordinates' words (the core's axis ids,
 * watch.axis.<id>) over the columns and beside the rows, each row and column numbered. The corner
 * game's board has its corner at the bottom left, as the play panel draws it.
 */
function gridTable(component, rows, cols, values) {
  const [rowAxis, colAxis] = component.axes.map((id) => t(`watch.axis.${id}`));
  const upward = Boolean(boardFor(component.board).upward);
  const table = el('table', { class: 'mini-grid', 'aria-label': t('embed.gridLabel', { rows, cols, rowAxis, colAxis }) });
  const head = el('thead', {}, el('tr', {}, el('td'), el('th', { scope: 'colgroup', colspan: String(cols), class: 'mini-axis', text: `${colAxis} →` })));
  const numbers = el('tr', {}, el('th', { scope: 'col', class: 'mini-axis mini-row-axis', text: `${rowAxis} ${upward ? '↑' : '↓'}` }));
  for (let c = 0; c < cols; c++) numbers.append(el('th', { scope: 'col', text: String(c) }));
  head.append(numbers);
  const tbody = el('tbody');
  for (let i = 0; i < rows; i++) {
    const r = upward ? rows - 1 - i : i;
    const row = el('tr', {}, el('th', { scope: 'row', text: String(r) }));
    for (let c = 0; c < cols; c++) {
      const g = values[r * cols + c];
      row.append(el('td', { class: `mini-cell ${outcome(g)}`, 'data-sg': String(g), 'aria-label': t('embed.cell2', { r, c, g, outcome: outcome(g), rowAxis, colAxis }) }, ...cellContent(g)));
    }
    tbody.append(row);
  }
  table.append(head, tbody);
  return el('div', { class: 'mini-grid-box' }, table);
}

export function mountMiniTable(root, { game, client }) {
  const { title, status, body } = miniTableShell(root);
  let request = 0;

  const cell = (label, g) => el('li', { class: `mini-cell ${outcome(g)}`, 'data-sg': String(g), 'aria-label': label }, ...cellContent(g));

  const draw = async () => {
    const mine = ++request;
    const s = game.state;
    title.textContent = t('embed.tableHeading');
    body.replaceChildren();
    delete root.dataset.complete;
    const parts = s.game.components;
    if (parts.length > 1 || s.game.misere) {
      status.textContent = t(parts.length > 1 ? 'embed.sumNoTable' : 'embed.noTable');
      root.dataset.complete = 'true';
      return;
    }
    const component = parts[0];
    if (component.dimensions === 2) {
      const rows = Math.min(s.rows, MAX_SIDE, component.boardRows || Infinity);
      const cols = Math.min(s.cols, MAX_SIDE, component.boardCols || Infinity);
      const values = new Uint32Array(rows * cols);
      const done = await client.table(s.spec, rows, cols, (p) => values.set(p.values, p.from));
      if (done === null || mine !== request) return;
      body.append(gridTable(component, rows, cols, values));
      status.textContent = t('embed.gridSummary', { lastRow: rows - 1, lastCol: cols - 1 });
    } else {
      const count = Math.min(s.upTo + 1, MAX_1D);
      const values = new Uint32Array(count);
      const done = await client.table(s.spec, count, 1, (p) => values.set(p.values, p.from));
      if (done === null || mine !== request) return;
      const list = el('ol', { class: 'mini-strip', start: '0', 'aria-label': t('embed.stripLabel', { last: count - 1 }) });
      values.forEach((g, n) => {
        const li = cell(t('embed.cell1', { n, g, outcome: outcome(g) }), g);
        li.prepend(el('span', { class: 'n', 'aria-hidden': 'true', text: String(n) }));
        list.append(li);
      });
      body.append(list);
      status.textContent = t('embed.stripSummary', { count, p: values.filter((g) => g === 0).length });
    }
    root.dataset.complete = 'true';
  };
  const run = () => draw().catch((e) => (status.textContent = t('common.fatal', { message: e })));
  game.on(['game', 'upTo', 'rows', 'cols', 'lang'], run);
  run();
}
