// The page's "still computing" indicator. A one-shot request (an explanation, the computer's move,
// a pattern search) is one call into the core that nothing can interrupt, and a user-defined game
// near its step budget can take seconds; requests asked meanwhile wait behind it. When requests
// have been outstanding for BUSY_AFTER_MS, a small box at the bottom of the window says the page is
// still working (and for how long), and a screen reader hears it once. Answers about a game the
// person has left are dropped and a worker stuck on one is replaced (web/worker/client.js, told the
// game on screen by the controller); the box then says that old work was stopped. When a search
// stopped on its budget (its message is shown where it was asked), the box says so and offers *Keep
// going*: the controller lets every search spend more (game.keepGoing) and the panels ask again.
import { t } from '../../ui/i18n.js';
import { BUDGET_RAISE, budgetOf, canKeepGoing } from '../../state/game.js';
import { announce } from '../../ui/announce.js';
import './busy.css';

const BUSY_AFTER_MS = 700;
const STOPPED_SHOWN_MS = 4000;

export function mountBusy(client, game) {
  const box = document.createElement('div');
  box.className = 'engine-busy';
  box.dataset.testid = 'engine-busy';
  box.hidden = true;
  box.innerHTML =
    '<span class="spinner" aria-hidden="true"></span><span class="text"></span> <span class="elapsed" aria-hidden="true"></span>' +
    '<button type="button" class="keep-going" data-testid="keep-going" hidden></button>';
  document.body.append(box);
  const text = box.querySelector('.text');
  const elapsed = box.querySelector('.elapsed');
  const keepGoing = box.querySelector('.keep-going');
  keepGoing.addEventListener('click', () => {
    state = 'idle';
    draw();
    game.keepGoing();
  });

  let busySince = null; // when the current stretch of outstanding requests began
  let showTimer = null;
  let tick = null;
  let stoppedUntil = 0;
  let state = 'idle'; // 'idle' | 'busy' | 'stopped' | 'budget'
  let budgetStopped = false; // a search stopped on its budget since the box last settled

  const draw = () => {
    box.dataset.state = state;
    box.hidden = state === 'idle';
    keepGoing.hidden = state !== 'budget';
    if (state === 'budget') {
      const times = game.state.budgetTimes * BUDGET_RAISE;
      text.textContent = t('engine.budget');
      elapsed.textContent = '';
      keepGoing.textContent = t('engine.keepGoing');
      keepGoing.title = t('engine.keepGoingHelp', { times, mib: Math.round(budgetOf(game.state.game.limits, times).bytes / 2 ** 20) });
    } else if (state === 'busy') {
      text.textContent = t('engine.busy');
      elapsed.textContent = t('engine.busyElapsed', { s: Math.max(1, Math.round((Date.now() - busySince) / 1000)) });
    } else if (state === 'stopped') {
      text.textContent = t('engine.stopped');
      elapsed.textContent = '';
    }
  };
  const showBusy = () => {
    showTimer = null;
    if (busySince === null) return;
    state = 'busy';
    draw();
    announce(t('engine.busy'));
    tick = setInterval(draw, 1000);
  };
  const settle = () => {
    clearTimeout(showTimer);
    clearInterval(tick);
    showTimer = null;
    tick = null;
    const left = stoppedUntil - Date.now();
    state = budgetStopped && canKeepGoing(game.state.budgetTimes) ? 'budget' : left > 0 ? 'stopped' : 'idle';
    budgetStopped = false;
    draw();
    if (state === 'budget') announce(t('engine.budget'));
    if (left > 0) {
      setTimeout(() => {
        if (state !== 'stopped') return;
        state = 'idle';
        draw();
      }, left);
    }
  };

  client.onBusy(({ busy, stopped, budgetStop }) => {
    if (budgetStop) {
      budgetStopped = true;
      if (busySince === null) settle();
      return;
    }
    if (stopped) {
      stoppedUntil = Date.now() + STOPPED_SHOWN_MS;
      announce(t('engine.stopped'));
    }
    if (busy && busySince === null) {
      busySince = Date.now();
      showTimer = setTimeout(showBusy, BUSY_AFTER_MS);
    } else if (!busy && busySince !== null) {
      busySince = null;
      settle();
    } else if (stopped && state === 'busy') {
      // The old work is gone; what is left is the new game's, so the clock starts again.
      busySince = Date.now();
      draw();
    }
  });
  game.on(['lang'], draw);
  // Another game: its searches start from their own budget, and an offer about the last one goes.
  game.on(['game'], () => {
    if (state !== 'budget') return;
    state = 'idle';
    draw();
  });
}
