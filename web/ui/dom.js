// Small DOM helpers shared by the page modules.
import { setWords, word } from './i18n.js';

// enableWired lives apart (wired.js), so the words (i18n.js) can enable the language menu without
// importing these helpers, which word their messages through i18n.js.
export { enableWired } from './wired.js';

/**
 * Shows or hides an inline error message and marks the inputs it describes as invalid. `problem`
 * is the page's text, a message of the core (a GrundyError), or a function giving the text: the
 * last two are worded again when the language changes (i18n.js, setWords); null hides it.
 */
export function showError(el, problem) {
  const words = typeof problem === 'function' ? problem : problem !== null && typeof problem === 'object' ? () => word(problem) : null;
  setWords(el, words);
  if (!words) el.textContent = problem ?? '';
  el.hidden = !problem;
  for (const input of document.querySelectorAll(`[aria-describedby~="${el.id}"]`)) {
    input.setAttribute('aria-invalid', problem ? 'true' : 'false');
  }
}

/** Calls fn after the user pauses typing for `ms` milliseconds. */
export function debounce(fn, ms) {
  let timer = null;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}

/**
 * An element with attributes and children: el('button', { type: 'button', class: 'x', text: 'Go',
 * 'data-testid': 'go' }, child...). `text` sets its text, `class` its class; null, undefined and
 * false attributes are left out.
 */
export function el(tag, props = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') e.className = v;
    else if (k === 'dataset') Object.assign(e.dataset, v);
    else if (k === 'text') e.textContent = v;
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : String(v));
  }
  e.append(...children.filter((c) => c !== null && c !== undefined));
  return e;
}

/**
 * Scrolls `target` to the top of the screen (smoothly, unless the person asked for less motion)
 * and gives the focus to `focus` (the target itself by default, which then needs a tabindex), so
 * the keyboard and the screen reader go on from what was brought into view.
 */
export function bringIntoView(target, focus = target) {
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const from = window.scrollY;
  target.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'start' });
  focus.focus({ preventScroll: true });
  if (still || window.scrollY !== from) return;
  // A smooth scroll heads for where the target was when it started; what is above it may change
  // size on the way (a table filling in), so once it ends the target is put back at the top, unless
  // the person scrolled meanwhile. (After that, the browser's scroll anchoring keeps it in place.)
  const started = Date.now();
  let byPerson = false;
  const personal = ['wheel', 'touchstart', 'keydown', 'pointerdown'];
  const noted = () => (byPerson = true);
  for (const kind of personal) window.addEventListener(kind, noted, { passive: true });
  window.addEventListener(
    'scrollend',
    () => {
      for (const kind of personal) window.removeEventListener(kind, noted);
      if (!byPerson && Date.now() - started < 3000) target.scrollIntoView({ block: 'start' });
    },
    { once: true },
  );
}
