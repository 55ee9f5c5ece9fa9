// The "Write rules" tab, loaded on demand: the editor (CodeMirror and rules-editor.js) is
// most of the page's script, so it is fetched only when the tab is first shown or a user-defined
// game arrives (a link, the spec field). Not preloaded while idle: compiling it is a main-thread
// task of 100-200 ms, which would land in the middle of whatever the person is doing. The one-file
// build folds it back in.
//
// Returns { text(), edit(program, index) } for the sum builder: the editor's text (null until it has
// loaded), and "edit this part of the sum" (loads the editor first when needed).

import { whenShown } from '../../ui/lazy-panel.js';

/** True when the state has something for the editor: a user-defined part on screen, or the editor's text from the link. */
const wanted = (s) => s.game.components.some((c) => c.program !== '') || typeof s.rulesSource === 'string';

export function mountRulesPanel(root, context) {
  let loading = null;
  let editor = null;
  const load = () => {
    loading ??= import('./rules-editor.js').then(
      ({ mountRulesEditor }) => (editor = mountRulesEditor(root, context)),
      (e) => context.game.fail(e),
    );
    return loading;
  };
  const api = {
    text: () => editor?.text() ?? null,
    edit(program, index) {
      load().then(() => editor?.edit(program, index), (e) => context.game.fail(e));
    },
  };
  if (wanted(context.game.state)) {
    load();
    return api;
  }
  // The tab panel loses its hidden attribute when the tab is selected.
  whenShown(root, load);
  const stop = context.game.on(['game', 'rulesSource'], (state) => {
    if (wanted(state)) {
      stop();
      load();
    }
  });
  return api;
}
