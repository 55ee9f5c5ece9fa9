// Under the table: the chosen cell in a line ("Position 7: value 2, an N-position"), with a link
// that takes the eye and the focus to its explanation below.
import { t } from '../../ui/i18n.js';
import { partsText } from '../../ui/position-words.js';

export function createPicked(box) {
  box.addEventListener('click', (e) => {
    if (!e.target.closest('a')) return;
    e.preventDefault();
    document.getElementById('understand-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.querySelector('[data-testid="explanation"]')?.focus?.();
  });
  return {
    /** A cell of the table (its position as a part, table.partAt) and its value, or nothing when it is not known yet. */
    show(part, g) {
      box.hidden = g === undefined;
      if (g === undefined) return;
      box.replaceChildren();
      const link = Object.assign(document.createElement('a'), { href: '#understand-title', textContent: t('watch.pickedLink') });
      link.dataset.testid = 'picked-link';
      box.append(t('watch.picked', { pos: partsText([part]), g, outcome: g === 0 ? 'P' : 'N' }), ' ', link);
    },
  };
}
