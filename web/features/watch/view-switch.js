// The table's view switch: radio buttons (SG values, P / N, Misère; the arrow keys move among those
// not disabled) that report the view the person chose (onChoose); draw(view) shows the one in the state.
import { enableWired } from '../../ui/dom.js';

const STEPS = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

export function createViewSwitch(buttons, { onChoose }) {
  for (const b of buttons) {
    b.addEventListener('click', () => onChoose(b.dataset.view));
    b.addEventListener('keydown', (e) => {
      if (!(e.key in STEPS)) return;
      e.preventDefault();
      const open = buttons.filter((x) => !x.disabled);
      const next = open[(open.indexOf(b) + STEPS[e.key] + open.length) % open.length];
      onChoose(next.dataset.view);
      next.focus();
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
