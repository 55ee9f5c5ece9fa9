// The playground page's start: the worker client, the controller that owns the game on screen, and
// the language, then the panels (panels.js). No game theory is computed here: every value, move and
// pattern comes from the worker.
//
// What is fetched first is kept small (tests/bench/page.mjs measures it): this module and what it
// imports start the worker (which fetches the first wasm module) and fetch the language's words at
// once; the panels' code is fetched meanwhile and mounted when the core has read the link. Their
// styles are imported here, so the page's HTML looks as it will from the first paint.
import { createClient } from './worker/client.js';
import { createStore } from './state/store.js';
import { createGame } from './state/game.js';
import { mountLanguage, preloadLanguage, t } from './ui/i18n.js';
import { showEngineRestart } from './ui/restart-notice.js';
import './features/busy/busy.css';
import './features/define/define.css';
import './features/watch/watch.css';
import './features/understand/understand.css';
import './features/play/play.css';
import './features/share/share.css';
import './features/quiz/quiz.css';
import './features/lessons/lessons.css';

// The words of the language the page will probably open in, while the module loads.
preloadLanguage();
const client = createClient();
client.onRestart(showEngineRestart);
const store = createStore();
const game = createGame({ store, client });
const panels = import('./panels.js');
panels.catch(() => {}); // said below, where it matters

// The link's state (its game checked by the core) is in the store before any panel draws.
const started = await game.start(location.hash);
await mountLanguage(document.querySelector('[data-testid="lang-select"]'), game);
const status = document.querySelector('[data-testid="table-status"]');
if (started) {
  // The panels' code could not be fetched (the site's server gone): said where the table would be.
  const { mountPanels } = await panels.catch((e) => ((status.textContent = t('common.loadFailed', { message: e?.message ?? String(e) })), {}));
  await mountPanels?.({ game, client }, store);
} else {
  // No game can be described without the core (the module did not load): the page says why where
  // the table would be.
  status.textContent = t('common.fatal', { message: game.state.fatal });
}
