// The embed page's compact table: the first values of a heap game as a strip, or the corner of a
// 2-D game's table as a small grid, P-positions dark with their letter, streamed from the worker.
import { el } from '../../ui/dom.js';
import { t } from '../../ui/i18n.js';

const MAX_1D = 60;
const MAX_SIDE = 12;

/** The table's heading, status line and body: { title, status, body }. */
export function miniTableShell(root) {
  root.innerHTML = `<h2 id="mini-table-title"></h2><p class="hint mini-status" data-testid="mini-status"></p><div class="mini-body"></div>`;
  const title = root.querySelector('h2');
  title.textContent = t('embed.tableHeading');
  return { title, status: root.querySelector('.mini-status'), body: root.querySelector('.mini-body') };
}

export function mountMiniTable(root, { game, client }) {
  const { title, status, body } = miniTableShell(root);
  let request = 0;

  const cell = (label, g) =>
    el('li', { class: `mini-cell ${g === 0 ? 'P' : 'N'}`, 'data-sg': String(g), 'aria-label': label }, el('span', { class: 'g', text: String(g) }), el('span', { class: 'o', 'aria-hidden': 'true', text: g === 0 ? 'P' : 'N' }));

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
      const grid = el('div', { class: 'mini-grid', role: 'table', 'aria-label': t('embed.gridLabel', { rows, cols }) });
      grid.style.setProperty('--cols', String(cols));
      // The corner game's board has its corner at the bottom left, as the play panel draws it.
      const upward = component.board === 'board';
      for (let i = 0; i < rows; i++) {
        const r = upward ? rows - 1 - i : i;
        const row = el('ol', { class: 'mini-row', role: 'row' });
        for (let c = 0; c < cols; c++) {
          const g = values[r * cols + c];
          const li = cell(t('embed.cell2', { r, c, g, outcome: g === 0 ? 'P' : 'N' }), g);
          li.setAttribute('role', 'cell');
          row.append(li);
        }
        grid.append(row);
      }
      body.append(grid);
      status.textContent = t('embed.gridSummary', { lastRow: rows - 1, lastCol: cols - 1 });
    } else {
      const count = Math.min(s.upTo + 1, MAX_1D);
      const values = new Uint32Array(count);
      const done = await client.table(s.spec, count, 1, (p) => values.set(p.values, p.from));
      if (done === null || mine !== request) return;
      const list = el('ol', { class: 'mini-strip', start: '0', 'aria-label': t('embed.stripLabel', { last: count - 1 }) });
      values.forEach((g, n) => {
        const li = cell(t('embed.cell1', { n, g, outcome: g === 0 ? 'P' : 'N' }), g);
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
