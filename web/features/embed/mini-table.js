// The embed page's compact table: the first values of a heap game as a strip, or the corner of a
// 2-D game's table as a small grid, P-positions dark with their letter, from the engine's stream.
import { el } from '../play/play-board.js';
import { t } from '../../ui/i18n.js';
import { boardSize, parseSpec } from '../play/play-game.js';

const MAX_1D = 60;
const MAX_SIDE = 12;

export function mountMiniTable(root, { engine, store }) {
  root.innerHTML = `<h2 id="mini-table-title"></h2><p class="hint mini-status" data-testid="mini-status"></p><div class="mini-body"></div>`;
  const title = root.querySelector('h2');
  const status = root.querySelector('.mini-status');
  const body = root.querySelector('.mini-body');
  let request = 0;

  const cell = (label, g) =>
    el('li', { class: `mini-cell ${g === 0 ? 'P' : 'N'}`, 'data-sg': String(g), 'aria-label': label }, el('span', { class: 'g', text: String(g) }), el('span', { class: 'o', 'aria-hidden': 'true', text: g === 0 ? 'P' : 'N' }));

  const draw = async () => {
    const mine = ++request;
    const s = store.get();
    title.textContent = t('embed.tableHeading');
    body.replaceChildren();
    delete root.dataset.complete;
    const check = await engine.check(s.spec);
    if (mine !== request) return;
    if (!check.ok || check.components > 1 || check.misere) {
      status.textContent = t(check.ok && check.components > 1 ? 'embed.sumNoTable' : 'embed.noTable');
      root.dataset.complete = 'true';
      return;
    }
    if (check.dimensions === 2) {
      const board = boardSize(parseSpec(check.spec).components[0]);
      const rows = Math.min(s.rows, MAX_SIDE, board?.rows ?? Infinity);
      const cols = Math.min(s.cols, MAX_SIDE, board?.cols ?? Infinity);
      const values = new Uint32Array(rows * cols);
      const done = await engine.grid(s.spec, rows, cols, (p) => values.set(p.values, p.from));
      if (done === null || mine !== request) return;
      const grid = el('div', { class: 'mini-grid', role: 'table', 'aria-label': t('embed.gridLabel', { rows, cols }) });
      grid.style.setProperty('--cols', String(cols));
      // The corner game's board has its corner at the bottom left, as the play panel draws it.
      const upward = parseSpec(check.spec).components[0].family === 'corner';
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
      const done = await engine.table(s.spec, count, (p) => values.set(p.values, p.from));
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
  const run = () => draw().catch((e) => (status.textContent = t('common.fatal', { message: e.message })));
  store.subscribe(['spec', 'upTo', 'rows', 'cols', 'lang'], run);
  run();
}
