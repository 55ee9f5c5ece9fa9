// The fill-in's controls: play / pause, step, show all, and the speed, wired to a fill-in
// (fill-in.js); draw(state) labels them for the fill-in's state.
import { t } from '../../ui/i18n.js';
import { SPEEDS } from './fill-in.js';
import { enableWired } from '../../ui/dom.js';

const PLAY_ICON = '<svg viewBox="0 0 12 12" width="12" height="12"><path d="M2 1l9 5-9 5z" fill="currentColor"/></svg>';
const PAUSE_ICON = '<svg viewBox="0 0 12 12" width="12" height="12"><path d="M2 1h3v10H2zM7 1h3v10H7z" fill="currentColor"/></svg>';

export function createFillControls(root, { fill, onError }) {
  const play = root.querySelector('[data-testid="fill-play"]');
  const step = root.querySelector('[data-testid="fill-step"]');
  const all = root.querySelector('[data-testid="fill-all"]');
  const speed = root.querySelector('[data-testid="fill-speed"]');
  for (const s of SPEEDS) speed.append(Object.assign(document.createElement('option'), { value: String(s) }));
  speed.value = '2';
  speed.addEventListener('change', () => fill.setSpeed(Number(speed.value)));
  play.addEventListener('click', () => (fill.state.playing ? fill.pause() : fill.play()));
  step.addEventListener('click', () => fill.step().catch(onError));
  all.addEventListener('click', () => fill.showAll());
  enableWired(play, step, speed); // Show all: enabled by draw() while a fill-in runs

  const controls = {
    draw(st) {
      play.dataset.state = st.playing ? 'playing' : 'paused';
      play.setAttribute('aria-pressed', st.playing ? 'true' : 'false');
      play.querySelector('.label').textContent = t(st.playing ? 'watch.pause' : 'watch.play');
      play.querySelector('.icon').innerHTML = st.playing ? PAUSE_ICON : PLAY_ICON;
      all.disabled = !st.active;
      root.classList.toggle('filling', st.active);
    },
    /** A graph's nodes have no order to fill in. */
    enable(on) {
      for (const b of [play, step, speed]) b.disabled = !on;
    },
    relabel() {
      for (const o of speed.options) o.textContent = t('watch.speedOption', { n: o.value });
      controls.draw(fill.state);
    },
  };
  return controls;
}
