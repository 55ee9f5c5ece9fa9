// How tall the table's box may be. On a page where the table's top is in the upper part of the
// first screen (a game just picked at the top), the box ends within that screen, so the whole
// table is in sight, scrolling inside when it is longer; further down the page (under an open
// builder, say) it takes most of a screen.

const FIRST_SCREEN_SHARE = 0.8; // a top above this share of the screen's height is "in the first screen"
const FURTHER_DOWN = 0.7; // the share of the screen a box further down the page takes

/** The largest height for `element` (px): `reserve` is room kept below it, `least` the smallest box. */
export function fitHeight(element, { reserve = 0, least = 200 } = {}) {
  const screen = window.innerHeight;
  const top = element.getBoundingClientRect().top + window.scrollY;
  if (top < screen * FIRST_SCREEN_SHARE) return Math.max(least, Math.floor(screen - top - reserve));
  return Math.floor(screen * FURTHER_DOWN);
}

/**
 * Calls fn when the answer of fitHeight may have changed: the window resized, or the page above
 * the table grew or shrank (fn is called often; it should do nothing when nothing changed).
 */
export function onFitChange(fn) {
  window.addEventListener('resize', fn);
  new ResizeObserver(fn).observe(document.documentElement);
}
