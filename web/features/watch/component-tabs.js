// A sum's tables, one tab per distinct component (hidden for a single game): a click or the arrow
// keys report the tab chosen (onChoose(k, byKey)); draw(list, current) shows them.
import { esc } from '../../ui/html.js';
import { componentName } from '../../state/game-name.js';

export function createComponentTabs(box, { onChoose }) {
  return {
    /** `list`: the distinct components (shape.js); `current`: the index of the one shown. */
    draw(list, current) {
      box.hidden = list.length <= 1;
      box.replaceChildren(
        ...list.map((c, k) => {
          const b = document.createElement('button');
          b.type = 'button';
          b.setAttribute('role', 'tab');
          b.dataset.testid = `component-tab-${k}`;
          b.setAttribute('aria-selected', k === current ? 'true' : 'false');
          b.tabIndex = k === current ? 0 : -1;
          b.innerHTML = `<span class="tab-n">${esc(k + 1)}</span> <code></code>`;
          b.querySelector('code').textContent = componentName(c);
          b.addEventListener('click', () => onChoose(k, false));
          b.addEventListener('keydown', (e) => {
            const next = { ArrowRight: k + 1, ArrowLeft: k - 1 }[e.key];
            if (next === undefined || next < 0 || next >= list.length) return;
            e.preventDefault();
            onChoose(next, true);
          });
          return b;
        }),
      );
    },
    focus: (k) => box.children[k]?.focus(),
  };
}
