// The table's size: positions 0..N for heap games, rows x columns for 2-D games, each field shown
// only when the game on screen has such a part. A whole number in range (the core's limits, from
// the game's descriptor, which also set the fields' max) goes to the controller (setSizes) once
// typing pauses; anything else is explained beside its field and kept as typed.
import { debounce, enableWired, showError } from '../../ui/dom.js';
import { t } from '../../ui/i18n.js';
import { distinctComponents } from '../../state/shape.js';

function wholeNumber(text, lo, hi) {
  const s = String(text).trim();
  const n = Number(s);
  return /^\d+$/.test(s) && n >= lo && n <= hi ? n : null;
}

export function mountSizeFields(root, game) {
  const $ = (s) => root.querySelector(s);
  const ui = {
    size: $('#size-input'),
    sizeError: $('#size-error'),
    rows: $('#rows-input'),
    cols: $('#cols-input'),
    rowsError: $('#rows-error'),
    colsError: $('#cols-error'),
    sizeField: $('[data-size="1"]'),
    gridFields: [...root.querySelectorAll('[data-size="2"]')],
  };

  const draw = (s, changed) => {
    if (!changed || changed.includes('game')) {
      const { limits } = s.game;
      // A heap game's table goes to the table limit; the strip draws its first limits.shownHeaps cells.
      ui.size.max = String(limits.tableSize - 1);
      // Wide enough for the largest size it takes, whole (a number field scrolls its text otherwise:
      // 1000000 showed as "00000").
      ui.size.style.width = `calc(${ui.size.max.length}ch + 2.6rem)`;
      ui.rows.max = String(limits.shownSide);
      ui.cols.max = String(limits.shownSide);
      const parts = distinctComponents(s.game);
      ui.sizeField.hidden = !parts.some((c) => c.dimensions === 1) || parts.every((c) => c.table === 'nodes');
      for (const f of ui.gridFields) f.hidden = !parts.some((c) => c.dimensions === 2);
    }
    if (document.activeElement !== ui.size) ui.size.value = String(s.upTo);
    if (document.activeElement !== ui.rows) ui.rows.value = String(s.rows);
    if (document.activeElement !== ui.cols) ui.cols.value = String(s.cols);
  };
  draw(game.state);
  game.on(['game', 'upTo', 'rows', 'cols'], draw);

  const commit = () => {
    const { limits } = game.state.game;
    const upTo = wholeNumber(ui.size.value, 0, limits.tableSize - 1);
    showError(ui.sizeError, upTo === null ? t('watch.sizeError', { max: limits.tableSize - 1 }) : null);
    const rows = wholeNumber(ui.rows.value, 1, limits.shownSide);
    const cols = wholeNumber(ui.cols.value, 1, limits.shownSide);
    showError(ui.rowsError, rows === null ? t('watch.gridError', { max: limits.shownSide }) : null);
    showError(ui.colsError, cols === null ? t('watch.gridError', { max: limits.shownSide }) : null);
    const sizes = {};
    if (upTo !== null) sizes.upTo = upTo;
    if (rows !== null) sizes.rows = rows;
    if (cols !== null) sizes.cols = cols;
    game.setSizes(sizes);
  };
  const later = debounce(commit, 250);
  for (const input of [ui.size, ui.rows, ui.cols]) input.addEventListener('input', later);
  enableWired(ui.size, ui.rows, ui.cols);
}
