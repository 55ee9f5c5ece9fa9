// Drawing a position: a row per part, drawn by its board (boards/: tokens for heaps, a row of pins
// for a game whose moves break rows, two heaps side by side for Wythoff, ...), or the parts
// together when their board draws them so (a row of coins for a coin-turning game).
import { t } from '../../ui/i18n.js';
import { el } from '../../ui/dom.js';
import { componentOf } from './parts.js';
import { boardFor, wholeBoard } from './boards/index.js';
import { partName } from './play-text.js';

/**
 * The rows that show a position: its parts as the core read them, and its text (data-current);
 * `changed` is the index of the part the last move touched, `numbers` the parts' numbers (partNumbers).
 */
export function renderPosition(game, parts, positionText, { changed = -1, numbers = null, coins = 0 } = {}) {
  const box = el('div', { class: 'play-position', 'data-testid': 'position', 'data-current': positionText });
  if (parts.length === 0) box.append(el('p', { class: 'play-empty', text: t('play.nothingLeft') }));
  // Parts drawn together (a coin-turning game's: one row of `coins` coins).
  const whole = wholeBoard(game, parts);
  if (whole?.drawAll) {
    box.append(el('div', { class: `play-part play-${componentOf(game, parts[0]).board}-part` }, whole.drawAll(parts, { coins })));
    return box;
  }
  parts.forEach((part, i) => {
    const kind = componentOf(game, part).board;
    const name = partName(game, parts, i, numbers);
    const row = el('div', { class: `play-part play-${kind}${i === changed ? ' changed' : ''}`, 'data-part': String(i) });
    if (name) row.append(el('div', { class: 'play-part-title', text: name.charAt(0).toUpperCase() + name.slice(1) }));
    boardFor(kind).draw(row, { part, i, parts });
    box.append(row);
  });
  return box;
}
