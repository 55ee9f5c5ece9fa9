// One cell of the strip: its position, value and letter (P or N), its tone, its place in the
// fill-in (the current cell, one of its options), whether it is chosen or has the keyboard's stop,
// and the sentence a screen reader hears. A cell is repainted only when one of those changed.
import { t } from '../../../ui/i18n.js';
import { toneOf } from '../../../ui/palette.js';
import { esc } from '../../../ui/html.js';

/**
 * Paints `li` for cell `name` of a 'heap' or 'node' table: `g` its value (-1 while not decided),
 * `fill` '' | 'current' | 'option', `selected` and `focus` booleans.
 */
export function paintCell(li, { name, kind, g, fill, selected, focus }) {
  const known = g >= 0;
  const key = `${name}|${g}|${fill}|${selected}|${focus}`;
  if (li.dataset.painted === key) return;
  li.dataset.painted = key;
  li.dataset.position = name;
  li.tabIndex = focus ? 0 : -1;
  if (fill) li.dataset.fill = fill;
  else delete li.dataset.fill;
  if (!known) {
    li.className = `cell pending${selected ? ' selected' : ''}`;
    delete li.dataset.sg;
    delete li.dataset.outcome;
    delete li.dataset.tone;
    li.setAttribute('aria-label', t(`watch.cellPending.${kind}`, { n: name }));
    li.innerHTML = `<span class="n">${esc(name)}</span><span class="g">·</span><span class="o"></span>`;
    return;
  }
  const outcome = g === 0 ? 'P' : 'N';
  li.className = `cell ${outcome}${selected ? ' selected' : ''}`;
  li.dataset.sg = String(g);
  li.dataset.outcome = outcome;
  li.dataset.tone = String(toneOf(g));
  const extra = fill === 'current' ? t('watch.cellCurrent') : fill === 'option' ? t('watch.cellOption') : '';
  li.setAttribute('aria-label', t(`watch.cellLabel.${kind}`, { n: name, g, outcome }) + extra + (selected ? t('watch.cellSelected') : ''));
  li.innerHTML = `<span class="n">${esc(name)}</span><span class="g">${esc(g)}</span><span class="o" aria-hidden="true">${esc(outcome)}</span>`;
}
