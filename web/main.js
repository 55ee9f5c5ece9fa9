// The playground page: the worker client, the controller that owns the game on screen, the link,
// and the panels (web/features/), each given the controller (what to show, and the actions for
// what the person did) and the client (for the answers it draws). No game theory is computed here:
// every value, move and pattern comes from the worker.
import { createClient } from './worker/client.js';
import { createStore } from './state/store.js';
import { createGame } from './state/game.js';
import { keepLinkInStep } from './state/link.js';
import { mountLanguage, t } from './ui/i18n.js';
import { knowFamilies } from './ui/game-name.js';
import { showEngineRestart } from './ui/restart-notice.js';
import { mountBusy } from './ui/busy.js';
import { mountDefine } from './features/define/define.js';
import { mountWatch } from './features/watch/watch.js';
import { mountUnderstand } from './features/understand/understand.js';
import { mountPlay } from './features/play/play.js';
import { mountShare } from './features/share/share.js';
import { mountQuiz } from './features/quiz/quiz.js';
import { mountLessons } from './features/lessons/lessons.js';
import { mountLessonsLink } from './features/lessons/lessons-link.js';

const client = createClient();
client.onRestart(showEngineRestart);
const store = createStore();
const game = createGame({ store, client });
const context = { game, client };

// The link's state (its game checked by the core) is in the store before any panel draws.
const started = await game.start(location.hash);
mountLanguage(document.querySelector('[data-testid="lang-select"]'), game);
if (started) {
  keepLinkInStep(store);
  window.addEventListener('hashchange', () => game.followLink(location.hash));
  mountShare(document.querySelector('header.top'), context);
  // The builder's forms are the core's families, and so are the words a part of a sum is called by.
  const families = await client.families();
  knowFamilies(families);
  mountDefine(document.querySelector('#define'), { ...context, families, problem: document.querySelector('[data-testid="problem"]') });
  mountWatch(document.querySelector('#watch'), context);
  mountUnderstand(document.querySelector('#understand'), context);
  mountPlay(document.querySelector('#play'), context);
  mountQuiz(document.querySelector('#quiz'), context);
  mountLessons(document.querySelector('#lessons'), context);
  mountLessonsLink(document.querySelector('[data-testid="lessons-link"]'), document.querySelector('#lessons'));
  mountBusy(client, game);
} else {
  // No game can be described without the core (the module did not load): the page says why where
  // the table would be.
  document.querySelector('[data-testid="table-status"]').textContent = t('common.fatal', { message: game.state.fatal });
}
