// The fill-in: the table's cells appear one at a time in the order the solver decides them
// (index order: heap 0, 1, 2, ...; 2-D tables row by row), with play, pause, step and speed.
// At each step the current cell and its options are highlighted and the rule is written out:
// "options 3, 1, 0 have values 1, 1, 0; mex = 2". Options and values come from the core
// (explain(position) of the table's game: each option with the parts it leaves, its afterParts).
import { t, word } from '../../ui/i18n.js';
import { partsText } from '../../ui/position-words.js';

const LISTED = 12; // options written out in full; more are summarised

export const SPEEDS = [0.5, 1, 2, 4, 8, 16, 60];

/** The cells of `table` that `options` (a PartExplanation's) leave: a Set of indices. */
function optionIndices(table, options) {
  const found = new Set();
  for (const o of options) {
    for (const part of o.afterParts) {
      const i = table.indexOf(part);
      if (i >= 0) found.add(i);
    }
  }
  return found;
}

/** The rule at one step, for `cell` and its explanation `e`: "options 3, 1, 0 have values 1, 1, 0; mex = 2". */
function stepWords(cell, e) {
  const pos = partsText([cell]);
  if (e.options.length === 0) return t('watch.fillNoMove', { pos });
  const shown = e.options.slice(0, LISTED);
  const more = e.options.length - shown.length + (e.listedAll ? 0 : e.optionCount - e.options.length);
  const tail = more > 0 ? t('watch.fillMore', { n: more }) : '';
  return t('watch.fillStep', {
    pos,
    to: shown.map((o) => partsText(o.afterParts, o.after)).join(t('watch.listSep')) + tail,
    values: shown.map((o) => o.value).join(t('watch.listSep')) + (more > 0 ? `${t('watch.listSep')}…` : ''),
    mex: e.value,
  });
}

/** `explain(position)`: the core's explanation of one cell's position (a PartExplanation). */
export function createFillIn({ table, explain, render, say: show, onState }) {
  // The last sentence as a way to word it, so a change of language words it again (relabel).
  let sentence = () => '';
  const say = (words) => {
    sentence = words;
    show(words());
  };
  const state = { active: false, playing: false, index: -1, speed: 2 };
  let timer = null;
  let generation = 0; // bumps on every reset, so late answers for an old table are dropped

  const publish = () => onState({ ...state });

  const clearTimer = () => {
    clearTimeout(timer);
    timer = null;
  };

  const advance = async () => {
    const data = table.data;
    const next = state.index + 1;
    if (next >= data.total) {
      finish();
      return;
    }
    if (next >= data.done) {
      // Not computed yet: try again shortly.
      if (state.playing) timer = setTimeout(tick, 100);
      return;
    }
    state.index = next;
    publish();
    const mine = generation;
    const cell = table.partAt(next);
    render({ revealed: next + 1, current: next, options: new Set() });
    const fast = state.playing && state.speed > 16;
    if (fast) {
      const g = data.values[next];
      say(() => t('watch.fillFast', { pos: partsText([cell]), g }));
      return;
    }
    try {
      const e = await explain(cell.text);
      if (mine !== generation || state.index !== next) return;
      render({ revealed: next + 1, current: next, options: optionIndices(table, e.options) });
      say(() => stepWords(cell, e));
    } catch (err) {
      if (mine === generation) say(() => word(err));
    }
  };

  const tick = async () => {
    timer = null;
    if (!state.playing) return;
    const started = performance.now();
    await advance();
    if (!state.playing || timer !== null) return;
    const wait = Math.max(0, 1000 / state.speed - (performance.now() - started));
    timer = setTimeout(tick, wait);
  };

  const begin = () => {
    if (state.active) return;
    state.active = true;
    state.index = -1;
    render({ revealed: 0, current: -1, options: new Set() });
    say(() => t('watch.fillStart'));
  };

  function finish() {
    clearTimer();
    state.playing = false;
    state.active = false;
    state.index = -1;
    render(null);
    const n = table.data.total;
    say(() => t('watch.fillDone', { n }));
    publish();
  }

  return {
    get state() {
      return { ...state };
    },
    play() {
      begin();
      state.playing = true;
      publish();
      clearTimer();
      tick();
    },
    pause() {
      state.playing = false;
      clearTimer();
      publish();
    },
    step() {
      begin();
      state.playing = false;
      clearTimer();
      publish();
      return advance();
    },
    /** Ends the fill-in and shows every computed cell. */
    showAll() {
      if (!state.active) return;
      clearTimer();
      state.active = false;
      state.playing = false;
      state.index = -1;
      render(null);
      say(() => '');
      publish();
    },
    /** Words the last sentence again, in the page's language now. */
    relabel() {
      show(sentence());
    },
    setSpeed(speed) {
      state.speed = speed;
      publish();
    },
    /** A new table: the fill-in stops. */
    reset() {
      generation++;
      clearTimer();
      Object.assign(state, { active: false, playing: false, index: -1 });
      publish();
    },
  };
}
