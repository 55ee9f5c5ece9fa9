// The one owner of the game on screen. The controller alone writes the store: it accepts a new
// spec only once the core has checked it, and keeps the game's description (shape.js) beside it
// (store keys `spec` and `game`, always set together); it tells the worker client which game is on
// screen, keeps the game in play (play.js) and the table on screen (table.js) in step with the
// state, and reads the link in (link.js). Panels get what they show from it (state, on, watched,
// patterns, table, play) and call its actions with what the person did; none of them writes shared
// state, and nothing a panel derives is stored.
//
//   panel --action--> controller --store.set--> store --subscribe--> panels
//                        |--> client.setGame, table.start, play.start
import { distinctComponents, describeGame } from './shape.js';
import { readHash } from './link.js';
import { createPlay } from './play.js';
import { createTable, sameRequest, tableRequest } from './table.js';
import { splitPosition, withMisere } from './spec-text.js';

const familiesOf = (game) => (game ? game.components.map((c) => c.family).join('+') : '');

/** Every spec whose requests are about this game: the whole game and each of its parts. */
const specsOf = (game) => [game.spec, ...game.components.map((c) => c.spec)];

/**
 * The position after a cell of part `index` is chosen: for a sum, part `index` is replaced (the
 * other parts kept, or each part's empty position when there is none yet); for one game the cell.
 */
function positionWithPart(game, current, index, part) {
  if (game.components.length <= 1) return part;
  const parts = splitPosition(current ?? '');
  const whole = parts.length === game.components.length;
  return game.components.map((c, i) => (i === index ? part : whole && parts[i] !== '' ? parts[i] : c.empty)).join('+');
}

/** The page's bounds for a period search: the core's own unless the table on screen is longer. */
const PERIOD_SEARCH_DEFAULT = 2 ** 21;
const PERIOD_SEARCH_MAX = 2 ** 24;

/** `computerDelayMs`: how long the computer waits before it moves (play.js; tests need none). */
export function createGame({ store, client, computerDelayMs }) {
  const table = createTable(client);
  let tableShown = false; // the full page shows the table; the embed page has its own small one
  const fail = (e) => store.set({ fatal: e.message });
  const play = createPlay({ client, report: (patch) => store.set(patch), fail, delayMs: computerDelayMs });

  /** The distinct component whose table is on screen (the component tabs choose it). */
  const watched = (s = store.get()) => {
    const list = distinctComponents(s.game);
    return list[s.component] ?? list[0];
  };

  function syncTable() {
    if (!tableShown) return;
    const s = store.get();
    const wanted = tableRequest(watched(s), s);
    if (!sameRequest(wanted, table.request)) table.start(wanted);
  }

  function restartPlay({ line, fromLink }) {
    const s = store.get();
    play.start({ game: s.game, position: s.position, first: s.first, strength: s.strength, line, fromLink }).catch(fail);
  }

  /**
   * Puts a game the core described on screen, with `extra` keys. A new game starts at its first
   * component's table, forgets the moves played, and forgets the explained position unless `extra`
   * chooses one or the new game has the same shape (the same families, e.g. a new set S).
   */
  function accept(next, extra = {}) {
    const s = store.get();
    if (next.spec === s.spec) {
      store.set(extra);
      syncTable();
      return;
    }
    const patch = { spec: next.spec, game: next, component: 0, line: '', gallery: undefined, ...extra };
    if (!('selected' in extra) && familiesOf(next) !== familiesOf(s.game)) patch.selected = null;
    store.set(patch);
    client.setGame(specsOf(next));
    syncTable();
    restartPlay({ line: '', fromLink: false });
  }

  /** Reads a link into the store: its game checked by the core first, a bad value reported. */
  async function applyLink(hash) {
    const { patch, problems } = readHash(hash);
    const before = { ...store.get() }; // the state as it was (the store's object changes in place)
    let next = before.game;
    if (patch.spec !== undefined || next === undefined) {
      const described = await describeGame(client, patch.spec ?? before.spec);
      if (described.ok) next = described.game;
      else {
        problems.push({ name: 'game', value: patch.spec, reason: described.error });
        next = before.game ?? (await describeGame(client, before.spec)).game;
      }
      patch.spec = next.spec;
      patch.game = next;
    }
    // A game in progress belongs to the link it came with: no line in the link, no moves played.
    if (patch.line === undefined) patch.line = '';
    const newGame = next.spec !== before.spec || before.game === undefined;
    if (newGame) {
      patch.component = 0;
      if (!('selected' in patch) && familiesOf(next) !== familiesOf(before.game)) patch.selected = null;
    }
    store.set({ ...patch, hashProblems: problems });
    const s = store.get();
    if (newGame) client.setGame(specsOf(next));
    syncTable();
    const replay = ['spec', 'position', 'first', 'strength', 'line'].some((k) => s[k] !== before[k]);
    if (newGame || replay || play.record === null) restartPlay({ line: s.line, fromLink: true });
  }

  return {
    // ---- what panels read ----
    /** The state (read only: see the keys in store.js). */
    get state() {
      return store.get();
    },
    /** Calls fn(state, changedKeys) after changes to any of `keys` (all keys when null); returns an unsubscribe. */
    on: (keys, fn) => store.subscribe(keys, fn),
    /** The values on screen (table.js); call showTable() to have them computed. */
    table,
    /** The game in play (play.js). */
    play,
    watched: () => watched(),
    /**
     * The core's patterns (period, preperiod, outcome rules) of the table on screen, or of `spec`
     * with the same bounds: one request, however many panels ask (the worker client keeps answers).
     */
    patterns(spec = watched().spec) {
      const s = store.get();
      // The core's own bounds (a table of 2^21 heaps, enough to prove octal:0.16) unless the table
      // on screen is longer; a grid's patterns do not use a period search.
      const max = watched(s).table !== 'grid' && s.upTo + 1 > PERIOD_SEARCH_DEFAULT ? Math.min(PERIOD_SEARCH_MAX, s.upTo + 1) : undefined;
      return client.patterns(spec, max);
    },

    // ---- start-up ----
    /**
     * Reads the page's link (the first state every panel draws): true once the game is on screen,
     * false when the worker cannot answer at all (the module did not load; `fatal` says why).
     */
    async start(hash) {
      try {
        await applyLink(hash);
        return true;
      } catch (e) {
        fail(e);
        return false;
      }
    },
    /** A link the person changed by hand (hashchange). */
    followLink: (hash) => applyLink(hash).catch(fail),
    /** The table panel is on the page: its values are computed from now on. */
    showTable() {
      tableShown = true;
      syncTable();
    },

    // ---- what the person did ----
    /**
     * A game typed, built or written: { ok: true, game } once it is on screen, or { ok: false,
     * error } with the core's message (the game on screen stays; `inputProblem` says so).
     */
    async define(text) {
      const described = await describeGame(client, text);
      if (!described.ok) store.set({ inputProblem: true });
      else accept(described.game, { inputProblem: false });
      return described;
    },
    /** A gallery entry: its game, a table size that shows its pattern and a position to explain. */
    async loadGallery(entry) {
      const described = await describeGame(client, entry.spec);
      if (!described.ok) throw new Error(described.error);
      accept(described.game, { ...entry.size, selected: entry.select, rowLength: 0, gallery: entry.id });
    },
    /** The table's extent: { upTo } and/or { rows, cols }. */
    setSizes(sizes) {
      store.set(sizes);
      syncTable();
    },
    /** The component tab k (of the distinct components). */
    showComponent(k) {
      store.set({ component: k });
      syncTable();
    },
    cancelTable: () => table.cancel(),
    setView: (view) => store.set({ view }),
    /** The strip's row length, or 0 for "the detected period". */
    setRowLength: (rowLength) => store.set({ rowLength }),
    /** The position to explain, or null. */
    select: (position) => store.set({ selected: position || null }),
    /** A cell of the table on screen: that part of the explained position. */
    selectCell(index) {
      const s = store.get();
      const part = s.game.components.findIndex((c) => c.spec === watched(s).spec);
      store.set({ selected: positionWithPart(s.game, s.selected, part, table.positionOf(index)) });
    },
    setHints: (hints) => store.set({ hints }),
    /** Misère play on or off for the game on screen: { ok: true, game }, or { ok: false, error } (nothing changes). */
    async setMisere(on) {
      const described = await describeGame(client, withMisere(store.get().spec, on));
      if (described.ok) accept(described.game);
      return described;
    },
    /**
     * A new game in play from the setup form: the position is checked by the core first; { ok: true }
     * once it has started, or { ok: false, error } (the game in progress goes on).
     */
    async newGame({ position, first, strength }) {
      try {
        await client.analyse(store.get().spec, position);
      } catch (e) {
        return { ok: false, error: e.message };
      }
      store.set({ position, first, strength, line: '' });
      restartPlay({ line: '', fromLink: false });
      return { ok: true };
    },
    playAgain: () => restartPlay({ line: '', fromLink: false }),
    /** The person's move, drawn for step `stepIndex` of the record. */
    playMove: (move, stepIndex) => play.choose(move, stepIndex),
    undo: () => play.undo(),
    redo: () => play.redo(),
    /** The rule editor's text (kept in the link while the game is user-defined). */
    setRulesSource: (rulesSource) => store.set({ rulesSource }),
    /** A field holds text the core refused (the tables keep the last good game meanwhile). */
    reportInputProblem: () => store.set({ inputProblem: true }),
    dismissLinkProblems: () => store.set({ hashProblems: [] }),
    setLanguage: (lang) => store.set({ lang }),
    /** An error no panel could handle: shown in the watch panel's status. */
    fail,
  };
}
