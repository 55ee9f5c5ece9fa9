// The embed page (embed.html): the game's table and the play panel (or a quiz, or the lessons,
// alone), for iframes and the <grundy-playground> element. It shares the controller, the link, language and play panel with
// the full page; the table here is the compact one from features/embed/mini-table.js.
import './features/embed/embed.css';
import { createClient } from './worker/client.js';
import { createStore } from './state/store.js';
import { createGame } from './state/game.js';
import { hashFor, keepLinkInStep } from './state/link.js';
import { loadLanguage, languages, mountLanguage, preloadLanguage, t } from './ui/i18n.js';
import { gameName as nameOf, knowFamilies } from './state/game-name.js';
import { mountBusy } from './features/busy/busy.js';
import { mountLinkNotice } from './ui/link-notice.js';
import { showEngineRestart } from './ui/restart-notice.js';
import { mountPlay } from './features/play/play.js';
import { miniTableShell, mountMiniTable } from './features/embed/mini-table.js';
import { reportGame, reportSize } from './features/embed/host-messages.js';
import { lazyPanel } from './ui/lazy-panel.js';

preloadLanguage();
const client = createClient();
client.onRestart(showEngineRestart);
const store = createStore();
const game = createGame({ store, client });
const context = { game, client };

const table = document.querySelector('#mini-table');
const play = document.querySelector('#play');
const quiz = document.querySelector('#quiz');
const lessons = document.querySelector('#lessons');

/** The compact page: what the link says to show, the table, the play panel. */
async function mountEmbed() {
  // The words a part of a sum is called by in play come from the core's families.
  knowFamilies(await client.families());
  keepLinkInStep(store);
  window.addEventListener('hashchange', () => game.followLink(location.hash));
  mountLinkNotice(document.querySelector('[data-testid="hash-notice"]'), game);
  const gameName = document.querySelector('[data-testid="embed-game"]');
  const openFull = document.querySelector('[data-testid="open-full"]');
  const showMode = (s) => {
    const alone = s.mode === 'quiz' || s.mode === 'lessons';
    table.hidden = s.mode === 'play' || alone;
    play.hidden = s.mode === 'explore' || alone;
    quiz.hidden = s.mode !== 'quiz';
    lessons.hidden = s.mode !== 'lessons';
    // Shown alone, the lessons are open (they are drawn when first opened, so never asked for otherwise).
    if (s.mode === 'lessons') lessons.open = true;
    document.body.dataset.mode = s.mode;
  };
  const showGame = (s) => {
    gameName.textContent = t('common.embedGame', { spec: nameOf(s.game) });
    openFull.href = `./index.html${hashFor(s)}`;
  };
  showMode(game.state);
  showGame(game.state);
  game.on(['mode'], showMode);
  game.on(null, showGame);
  // The game's name in every language goes to the page around the frame (host-messages.js), once
  // the other languages' words are here (fetched meanwhile: the table does not wait for them).
  if (window.parent !== window) Promise.all(languages.map((lang) => loadLanguage(lang).catch(() => {}))).then(() => reportGame(game));
  mountMiniTable(table, context);
  mountPlay(play, context);
  // The quiz and the lessons are loaded only where the link shows them alone.
  lazyPanel(quiz, { game, wanted: (s) => s.mode === 'quiz', load: () => import('./features/quiz/quiz.js').then((m) => m.mountQuiz(quiz, { ...context, builder: false })) });
  lazyPanel(lessons, { game, wanted: (s) => s.mode === 'lessons', load: () => import('./features/lessons/lessons.js').then((m) => m.mountLessons(lessons, context)) });
  mountBusy(client, game);
  // Compact: the game first, its settings folded away until asked for.
  play.querySelector('.play-setup-box')?.removeAttribute('open');
}

const started = await game.start(location.hash);
await mountLanguage(document.querySelector('[data-testid="lang-select"]'), game);
if (started) await mountEmbed();
// No game can be described without the core (the module did not load): the table's status says why.
else miniTableShell(table).status.textContent = t('common.fatal', { message: game.state.fatal });
reportSize();
