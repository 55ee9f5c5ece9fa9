// A panel whose code is loaded when it is wanted, not with the page: when it comes near the screen
// (within NEAR of the viewport, so it is usually drawn before it is seen), when `wanted()` becomes
// true (a link that opens straight into it), or when `open()` is called (the person opened it).
// Until then its element holds what the page's HTML gives it (a heading, a summary, a loading line:
// [data-panel-loading]), the same height as the drawn panel, so nothing moves when it arrives.
// Marked aria-busy while loading. A module that cannot be fetched says so where the panel is, and
// the next open() tries again.
import { t } from './i18n.js';

const NEAR = '600px';

/**
 * Calls `load()` once, the first time `root` is shown (a tab panel losing its hidden attribute).
 * Returns a function that stops watching.
 */
export function whenShown(root, load) {
  const shown = new MutationObserver(() => {
    if (!root.hidden) {
      shown.disconnect();
      load();
    }
  });
  shown.observe(root, { attributes: true, attributeFilter: ['hidden'] });
  return () => shown.disconnect();
}

/**
 * `root` the panel's element; `load()` imports the panel's module and mounts it (returns a
 * promise); `wanted(state)` true when the state needs it now; `game` the controller, whose changes
 * are checked with `wanted`; `after` a promise before which nearness is not watched (the page still
 * growing). Returns { open() }: loads it now. Loads at once when wanted already.
 */
export function lazyPanel(root, { load, wanted = () => false, game, after = Promise.resolve() }) {
  let loading = null;
  let watcher = null;
  let stopWatching = null;
  const open = () => {
    if (loading) return loading;
    watcher?.disconnect();
    stopWatching?.();
    root.setAttribute('aria-busy', 'true');
    loading = load().then(
      () => root.removeAttribute('aria-busy'),
      (error) => {
        loading = null;
        root.removeAttribute('aria-busy');
        const line = root.querySelector('[data-panel-loading]');
        if (line) line.textContent = t('common.loadFailed', { message: error?.message ?? String(error) });
      },
    );
    return loading;
  };
  const watch = () => {
    after.then(() => {
      if (loading || typeof IntersectionObserver !== 'function') return;
      watcher = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), { rootMargin: NEAR });
      watcher.observe(root);
    });
    stopWatching = game?.on(null, (s) => wanted(s) && open());
  };
  if (game && wanted(game.state)) open();
  else watch();
  return { open };
}
