// The page's state in one place: get(), set(patch) and subscribe(keys, fn). Keys are documented
// here so every module agrees on them:
//
//   spec       canonical ruleset text the tables show, e.g. "subtraction:1,3,4", "misere:nim",
//              "octal:0.77+nim" (only ever a spec the core accepted)
//   game       the core's descriptor of `spec` (client.describe; wasm/grundy.d.ts, interface Descriptor):
//              its kind, components, boards, node names, first positions, limits; set with `spec`,
//              never apart from it
//   component  which distinct component's table is shown (the component tabs; 0 for a new game)
//   upTo       1-D tables: positions 0 .. upTo
//   rows, cols 2-D tables
//   view       'sg' (values), 'pn' (outcomes) or 'misere' (values, and misère play: a game of heaps)
//   rowLength  1-D strip: cells per row, or 0 for "the detected period"
//   selected   the position text whose explanation is shown, or null
//   lang       'en' or 'zh'
//   mode       what the embed page shows: 'explore' (the table), 'play', 'both', or 'quiz' (the quiz alone)
//   position   the play panel's start position text (e.g. "10", "3,5", "7+4+9")
//   first      who moves first in play: 'you' or 'computer'
//   strength   the computer in play: 'perfect', 'mistakes' (now and then a random losing move, for
//              beginners) or 'off' (two people at one screen)
//   line       the positions played so far in the current game after `position`, joined by '>'
//   hints      play: show the winning moves and why (true/false; not kept in the link)
//   hashProblems  what the link had that could not be read: [{ name, value, reason, unknown }]; a
//              reason is text, the core's refusal of the game (a GrundyError, worded on the page), or
//              the page's own phrase { key, params } (a packed value that cannot be read: rules-link.js)
//   langFromHash  the language the link asked for, or undefined
//   rulesSource  the rules editor's text (web/features/rules/), kept while it has errors too; in the
//              link (compressed) while the game on screen is user-defined
//   gallery    the id of the gallery entry on screen (web/features/define/gallery.js), or undefined
//              once another game is defined
//   inputProblem  true while a define field holds text the core refused (the tables keep the last
//              good game meanwhile)
//   quiz       a teacher's quiz, { seed, items } (web/features/quiz/), or undefined; in the link, packed
//   budgetTimes  how many times its default budget every search may spend (1; "Keep going" on the
//              busy box multiplies it, web/features/busy/busy.js): the panels that search ask again when it grows
//   fatal      an error no panel could handle (an Error; a GrundyError is worded in the page's
//              language), shown in the watch panel's status
//
// Only the controller (web/state/game.js) changes it; panels read it through the controller.
export const defaults = {
  spec: 'subtraction:1,3,4',
  component: 0,
  upTo: 48,
  rows: 32,
  cols: 32,
  view: 'sg',
  rowLength: 0,
  selected: null,
  lang: 'en',
  mode: 'both',
  position: '10',
  first: 'you',
  strength: 'perfect',
  line: '',
  hints: false,
  hashProblems: [],
  budgetTimes: 1,
};

/** A store holding the defaults (and `initial`). */
export function createStore(initial = {}) {
  const listeners = new Set();
  const state = { ...defaults, ...initial };
  return {
    get: () => state,
    /** Merges a patch; listeners whose keys changed are called once with (state, changedKeys). */
    set(patch) {
      const changed = Object.keys(patch).filter((k) => state[k] !== patch[k]);
      if (changed.length === 0) return;
      for (const k of changed) state[k] = patch[k];
      for (const l of listeners) if (!l.keys || l.keys.some((k) => changed.includes(k))) l.fn(state, changed);
    },
    /** Calls fn(state, changedKeys) after changes to any of `keys` (all keys when null); returns an unsubscribe. */
    subscribe(keys, fn) {
      const l = { keys, fn };
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
