// The "Write rules" tab, loaded on demand: the editor (CodeMirror and web/app/rules-editor.js) is
// most of the page's script, so it is fetched only when the tab is first shown or a user-defined
// game arrives (a link, the spec field). Not preloaded while idle: compiling it is a main-thread
// task of 100-200 ms, which would land in the middle of whatever the person is doing. The one-file
// build folds it back in.
import { hasRules } from './rules-link.js';

export function mountRulesPanel(root, context) {
  let loading = null;
  const load = () => {
    loading ??= import('./rules-editor.js').then(
      ({ mountRulesEditor }) => mountRulesEditor(root, context),
      (e) => context.onFatal?.(e),
    );
    return loading;
  };
  const s = context.store.get();
  if (hasRules(s.spec) || typeof s.rulesSource === 'string') {
    load();
    return;
  }
  // The tab panel loses its hidden attribute when the tab is selected.
  const shown = new MutationObserver(() => {
    if (!root.hidden) {
      shown.disconnect();
      load();
    }
  });
  shown.observe(root, { attributes: true, attributeFilter: ['hidden'] });
  const stop = context.store.subscribe(['spec', 'rulesSource'], (state) => {
    if (hasRules(state.spec) || typeof state.rulesSource === 'string') {
      stop();
      load();
    }
  });
}
