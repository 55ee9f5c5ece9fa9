// A tab list: click a tab, or move between tabs with the arrow keys, Home and End; the selected
// tab's panel (aria-controls) is shown and the others hidden. Returns select(tab, focus) and
// chosen(): whether the person has picked a tab yet (then nothing the page loads later takes the
// selection from them).
import { enableWired } from '../../ui/dom.js';

export function createTabs(root, tabs) {
  let picked = false;
  const select = (tab, focus) => {
    for (const other of tabs) {
      const on = other === tab;
      other.setAttribute('aria-selected', on ? 'true' : 'false');
      other.tabIndex = on ? 0 : -1;
      root.querySelector(`#${other.getAttribute('aria-controls')}`).hidden = !on;
    }
    if (focus) tab.focus();
    // On a phone the tab list scrolls sideways: the selected tab is brought into it, not left past its edge.
    const list = tab.parentElement;
    if (list && list.scrollWidth > list.clientWidth) {
      const left = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
      if (left < list.scrollLeft) list.scrollLeft = left;
      else if (left + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left + tab.offsetWidth - list.clientWidth;
    }
  };
  for (const tab of tabs) {
    tab.addEventListener('click', (e) => {
      // A click the page makes on the person's behalf (el.click(): isTrusted false) is not their pick.
      if (e.isTrusted) picked = true;
      select(tab, false);
    });
    tab.addEventListener('keydown', (e) => {
      const i = tabs.indexOf(tab);
      const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
      if (next === undefined) return;
      e.preventDefault();
      picked = true;
      select(tabs[(next + tabs.length) % tabs.length], true);
    });
  }
  select(tabs[0], false);
  enableWired(...tabs);
  return { select, chosen: () => picked };
}
