// The page's "still computing" indicator. A one-shot request (an explanation, the computer's move,
// a pattern search) is one call into the core that nothing can interrupt, and a user-defined game
// near its step budget can take seconds; requests asked meanwhile wait behind it. When requests
// have been outstanding for BUSY_AFTER_MS, a small box at the bottom of the window says the page is
// still working (and for how long), and a screen reader hears it once. Answers about a game the
// person has left are dropped and a worker stuck on one is replaced (web/worker/client.js, told the
// game on screen by the controller); the box then says that old work was stopped.
import { t } from './i18n.js';
import { announce } from './announce.js';
import './busy.css';

const BUSY_AFTER_MS = 700;
const STOPPED_SHOWN_MS = 4000;

export function mountBusy(client, game) {
  const box = document.createElement('div');
  box.className = 'engine-busy';
  box.dataset.testid = 'engine-busy';
  box.hidden = true;
  box.innerHTML = '<span class="spinner" aria-hidden="true"></span><span class="text"></span> <span class="elapsed" aria-hidden="true"></span>';
  document.body.append(box);
  const text = box.querySelector('.text');
  const elapsed = box.querySelector('.elapsed');

  let busySince = null; // when the current stretch of outstanding requests began
  let showTimer = null;
  let tick = null;
  let stoppedUntil = 0;
  let state = 'idle'; // 'idle' | 'busy' | 'stopped'

  const draw = () => {
    box.dataset.state = state;
    box.hidden = state === 'idle';
    if (state === 'busy') {
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
    state = left > 0 ? 'stopped' : 'idle';
    draw();
    if (left > 0) {
      setTimeout(() => {
        if (state !== 'stopped') return;
        state = 'idle';
        draw();
      }, left);
    }
  };

  client.onBusy(({ busy, stopped }) => {
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
}
