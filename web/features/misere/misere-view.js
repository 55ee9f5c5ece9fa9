// The Misère view of the table (issue 30): the third choice of the table's switch (SG values, P / N,
// Misère), for a game of heaps (a strip of heaps 0..N: the watched component's table). It keeps the
// values strip as the SG view draws it and shows under it what misere-panel.js draws: the genus
// strip, the quotient's multiplication table with its P-portion, the pretending function and whether
// the game is tame, restive or wild. Its code and the full module's calls it needs are loaded when the
// view is first chosen (or a link asks for it). For a game that is not of heaps the choice is off,
// and a link's view=misere shows the values.
import { t } from '../../ui/i18n.js';

/** Whether the view is about the component on screen: a strip of heaps. */
export const hasMisereView = (watched) => watched?.table === 'strip';

/** Wires the view's switch button and its host in the watch panel `root`. */
export function mountMisereView(root, { game, client }) {
  const host = root.querySelector('.view-misere');
  const button = root.querySelector('[data-view="misere"]');
  let panel = null; // the section, once loaded

  const shown = () => game.state.view === 'misere' && hasMisereView(game.watched());
  const show = () => {
    const heaps = hasMisereView(game.watched());
    button.disabled = !heaps;
    button.title = heaps ? '' : t('watch.viewMisereOff');
    host.hidden = !shown();
    if (host.hidden) return;
    panel ??= import('./misere-panel.js').then((m) => m.mountMiserePanel(host, { game, client, active: shown }));
    panel.then((p) => p.refresh(), (e) => game.fail(e));
  };
  game.on(['view', 'game', 'component', 'lang'], show);
  show();
}
