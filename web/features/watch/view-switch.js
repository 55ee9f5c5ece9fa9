// The SG / P-N switch: two radio buttons (the arrow keys move between them) that report the view
// the person chose (onChoose); draw(view) shows the one in the state.
import { enableWired } from '../../ui/dom.js';

export function createViewSwitch(buttons, { onChoose }) {
  for (const b of buttons) {
    b.addEventListener('click', () => onChoose(b.dataset.view));
    b.addEventListener('keydown', (e) => {
      if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) return;
      e.preventDefault();
      const other = buttons.find((x) => x !== b);
      onChoose(other.dataset.view);
      other.focus();
    });
  }
  enableWired(...buttons);
  return {
    draw(view) {
      for (const b of buttons) {
        const on = b.dataset.view === view;
        b.setAttribute('aria-checked', on ? 'true' : 'false');
        b.tabIndex = on ? 0 : -1;
      }
    },
  };
}
