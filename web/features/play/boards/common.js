// What several board modules draw alike: a number field of the setup form, and a heap of tokens
// (or a row of pins) with its count, for showing a position.
import { t } from '../../../ui/i18n.js';
import { el } from '../../../ui/dom.js';

const MAX_TOKENS = 40;

/** A setup field for one of a part's numbers. */
export function numberField(id, label, value, testid, extra = {}) {
  return el(
    'div',
    { class: 'play-field' },
    el('label', { for: id, text: label }),
    el('input', { id, type: 'number', min: '0', step: '1', inputmode: 'numeric', value, 'data-testid': testid, 'aria-describedby': 'play-setup-hint play-position-error', ...extra }),
  );
}

/** n tokens in a heap, or n pins standing in a row (`pins`), the first MAX_TOKENS drawn. */
function tokens(n, pins = false) {
  const box = el('span', { class: pins ? 'play-pins' : 'play-tokens', 'aria-hidden': 'true' });
  const shown = Math.min(n, MAX_TOKENS);
  for (let i = 0; i < shown; i++) box.append(el('span', { class: pins ? 'play-pin' : 'play-token' }));
  if (n > shown) box.append(el('span', { class: 'play-more', text: `+${n - shown}` }));
  return box;
}

/** A heap (or row of pins) shown with its name and count. */
export function heapRow(name, n, testid, pins = false) {
  return el(
    'div',
    { class: 'play-heap' },
    el('span', { class: 'play-heap-name', text: name }),
    el('span', { class: 'play-count' }, el('b', { 'data-testid': testid, text: String(n) }), el('span', { class: 'sr-only', text: ` ${t(pins ? 'play.pins' : 'play.tokens', { n })}` })),
    tokens(n, pins),
  );
}
