// The page's panels (web/features/), mounted once the game of the link is on screen (main.js loads
// this module while the worker loads the core, so neither waits for the other). Each is given the
// controller (what to show, and the actions for what the person did) and the client (for the
// answers it draws). The quiz and the lessons load later still: when near the screen, opened, or
// asked for by the link (ui/lazy-panel.js); the rule editor when its tab is shown (rules-panel.js).
import { keepLinkInStep } from './state/link.js';
import { defaults } from './state/store.js';
import { knowFamilies } from './state/game-name.js';
import { mountBusy } from './features/busy/busy.js';
import { lazyPanel } from './ui/lazy-panel.js';
import { mountDefine } from './features/define/define.js';
import { mountWatch } from './features/watch/watch.js';
import { mountUnderstand } from './features/understand/understand.js';
import { mountShare } from './features/share/share.js';
import { mountLessonsLink } from './features/lessons/lessons-link.js';

/**
 * Resolves once the first table has ended (complete, stopped or refused) and the frame that shows it
 * has been painted (a task after its animation frame: what loads after it does not race its paint,
 * nor count in the first load, tests/bench/page.mjs), or the person scrolls: before that the page's
 * length is not yet its own, so what is near the screen is not known.
 */
function tableShown(game) {
  return new Promise((resolve) => {
    const afterPaint = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    game.table.subscribe((d, event) => ['complete', 'cancelled', 'error'].includes(event.type) && afterPaint());
    window.addEventListener('scroll', resolve, { once: true, passive: true });
  });
}

// The store's keys of the game in play: a link that sets any of them has a game to show at once.
const PLAY_KEYS = ['position', 'first', 'strength', 'line'];

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Mounts every panel: `context` is { game, client }, `store` the store the link follows. */
export async function mountPanels(context, store) {
  const { game, client } = context;
  keepLinkInStep(store);
  window.addEventListener('hashchange', () => game.followLink(location.hash));
  // The table first: it asks the worker for the values (the first table is what the page is
  // measured by, tests/bench/page.mjs); each other panel is built in a task of its own, so the
  // table's values are drawn as they arrive rather than after every panel is built.
  const firstTable = tableShown(game);
  mountWatch(document.querySelector('#watch'), context);
  // The builder's forms are the core's families, and so are the words a part of a sum is called by.
  const families = await client.families();
  knowFamilies(families);
  await nextTask();
  mountDefine(document.querySelector('#define'), { ...context, families, problem: document.querySelector('[data-testid="problem"]') });
  await nextTask();
  mountUnderstand(document.querySelector('#understand'), { ...context, firstTable });
  await nextTask();
  // The game in play: its code (and the shared chunk of play's words and boards) when near the
  // screen or wanted by the link (a game in progress, or the play mode); the skip link's target, its
  // heading, is there from the start and keeps the focus when the panel is drawn over it.
  const play = document.querySelector('#play');
  lazyPanel(play, {
    game,
    after: firstTable,
    wanted: (s) => s.mode === 'play' || PLAY_KEYS.some((k) => s[k] !== defaults[k]),
    load: () =>
      import('./features/play/play.js').then((m) => {
        const focused = document.activeElement?.id === 'play-title';
        m.mountPlay(play, context);
        if (focused) {
          const title = document.getElementById('play-title');
          title.tabIndex = -1;
          title.focus();
        }
      }),
  });
  mountShare(document.querySelector('header.top'), context);
  const quiz = document.querySelector('#quiz');
  quiz.dataset.quiz = game.state.quiz ? 'on' : 'off'; // first on the page from the start (quiz.css)
  lazyPanel(quiz, { game, after: firstTable, wanted: (s) => Boolean(s.quiz), load: () => import('./features/quiz/quiz.js').then((m) => m.mountQuiz(quiz, context)) });
  const lessons = document.querySelector('#lessons');
  const lessonsPanel = lazyPanel(lessons, { game, after: firstTable, load: () => import('./features/lessons/lessons.js').then((m) => m.mountLessons(lessons, context)) });
  lessons.addEventListener('toggle', () => lessons.open && lessonsPanel.open());
  mountLessonsLink(document.querySelector('[data-testid="lessons-link"]'), lessons);
  mountBusy(client, game);
}
