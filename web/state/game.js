// The one owner of the game on screen. The controller alone writes the store: it accepts a new
// spec only once the core has described it (client.describe), and keeps the descriptor beside it
// (store keys `spec` and `game`, always set together); it tells the worker client which game is
// on screen, keeps the game in play (play.js) and the table on screen (table.js) in step with the
// state, and reads the link in (link.js). Panels get what they show from it (state, on, watched,
// patterns, table, play) and call its actions with what the person did; none of them writes shared
// state, and nothing a panel derives is stored.
//
//   panel --action--> controller --store.set--> store --subscribe--> panels
//                        |--> client.setGame, table.start, play.start
import { distinctComponents, sumSpec } from './shape.js';
import { readHash } from './link.js';
import { createPlay } from './play.js';
import { createTable, sameRequest, tableRequest } from './table.js';

const familiesOf = (game) => (game ? game.components.map((c) => c.family).join('+') : '');

/** Every spec whose requests are about this game: the whole game and each of its parts. */
const specsOf = (game) => [game.spec, ...game.components.map((c) => c.spec)];

/**
 * The core's descriptor of `text`, or null when the core refuses it (`refused(error)` hears why:
 * the GrundyError, whose message the page words in its language). Anything else, such as a worker
 * that could not go on, is thrown on.
 */
async function describeOrRefuse(client, text, refused) {
  try {
    return await client.describe(text);
  } catch (e) {
    if (e.name !== 'GrundyError') throw e;
    refused(e);
    return null;
  }
}

/** `computerDelayMs`: how long the computer waits before it moves (play.js; tests need none). */
// "Keep going" multiplies the budget of every search by this much a press, up to MOST_BUDGET_TIMES
// its default (64: 6.4 * 10^9 steps, minutes of work; the memory stops at the ceiling before).
export const BUDGET_RAISE = 4;
const MOST_BUDGET_TIMES = 64;

/** Whether the budget may grow from `times` its default. */
export const canKeepGoing = (times) => times * BUDGET_RAISE <= MOST_BUDGET_TIMES;

/** What a search may spend at `times` its default (wasm/grundy.d.ts, Budget): never past the memory ceiling. */
export const budgetOf = (limits, times) => ({ work: limits.searchWork * times, bytes: Math.min(limits.searchBytes * times, limits.memoryCeiling) });

/**
 * Keeps the table and the game in play in step with the store: the one place a game is put on
 * screen (accept, applyLink), the table started again when what it should show changed
 * (syncTable, once showTable() said the page shows it), the game in play started again.
 */
function createKeeper({ store, client, table, play, fail, watched }) {
  let tableShown = false; // the full page shows the table; the embed page has its own small one

  function syncTable() {
    if (!tableShown) return;
    const s = store.get();
    const wanted = tableRequest(watched(s), s, s.game.limits);
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
    // A new game's searches start from their default budget.
    const patch = { spec: next.spec, game: next, component: 0, line: '', gallery: undefined, budgetTimes: 1, ...extra };
    if (!('selected' in extra) && familiesOf(next) !== familiesOf(s.game)) patch.selected = null;
    client.setBudget(null);
    store.set(patch);
    client.setGame(specsOf(next));
    syncTable();
    restartPlay({ line: '', fromLink: false });
  }

  /**
   * Reads a link into the store: its game described by the core first, a bad value reported. The
   * link's values are checked against the limits of the game on screen, or at start of the game
   * the store starts with (the limits are the core's, the same for every game).
   */
  async function applyLink(hash) {
    const before = { ...store.get() }; // the state as it was (the store's object changes in place)
    const limits = (before.game ?? (await client.describe(before.spec))).limits;
    const { patch, problems } = readHash(hash, limits);
    let next = before.game;
    if (patch.spec !== undefined || next === undefined) {
      next = await describeOrRefuse(client, patch.spec ?? before.spec, (reason) => problems.push({ name: 'game', value: patch.spec, reason }));
      next ??= before.game ?? (await client.describe(before.spec));
      patch.spec = next.spec;
      patch.game = next;
    }
    // A game in progress belongs to the link it came with: no line in the link, no moves played.
    if (patch.line === undefined) patch.line = '';
    const newGame = next.spec !== before.spec || before.game === undefined;
    if (newGame) {
      patch.component = 0;
      // A link without a position plays the new game from its own first position, not from the
      // position the previous game was played from (which need not fit this one).
      if (patch.position === undefined) patch.position = next.start;
      if (!('selected' in patch) && familiesOf(next) !== familiesOf(before.game)) patch.selected = null;
    }
    store.set({ ...patch, hashProblems: problems });
    const s = store.get();
    if (newGame) client.setGame(specsOf(next));
    syncTable();
    const replay = ['spec', 'position', 'first', 'strength', 'line'].some((k) => s[k] !== before[k]);
    if (newGame || replay || play.record === null) restartPlay({ line: s.line, fromLink: true });
  }

  function showTable() {
    tableShown = true;
    syncTable();
  }

  return { syncTable, restartPlay, accept, applyLink, showTable };
}

/**
 * After a search stopped on its budget: every search may now spend BUDGET_RAISE times as much
 * work and memory as before (the memory never past the core's ceiling, limits.memoryCeiling),
 * and the panels that search ask again, with everything typed kept. False when the budget is
 * already as large as the page lets it grow.
 */
function keepGoing(store, client) {
  const { game: described, budgetTimes } = store.get();
  if (!canKeepGoing(budgetTimes)) return false;
  const times = budgetTimes * BUDGET_RAISE;
  client.setBudget(budgetOf(described.limits, times));
  store.set({ budgetTimes: times });
  return true;
}

// The actions that only write what the person chose to the store.
function storeSetters(store) {
  return {
    setView: (view) => store.set({ view }),
    /** The strip's row length, or 0 for "the detected period". */
    setRowLength: (rowLength) => store.set({ rowLength }),
    /** The position to explain, or null. */
    select: (position) => store.set({ selected: position || null }),
    setHints: (hints) => store.set({ hints }),
    /** The rule editor's text (kept in the link while the game is user-defined). */
    setRulesSource: (rulesSource) => store.set({ rulesSource }),
    /** A field holds text the core refused (the tables keep the last good game meanwhile). */
    reportInputProblem: () => store.set({ inputProblem: true }),
    dismissLinkProblems: () => store.set({ hashProblems: [] }),
    setLanguage: (lang) => store.set({ lang }),
    /** A teacher's quiz ({ seed, items }: state/quiz-link.js) to take, kept in the link. */
    setQuiz: (quiz) => store.set({ quiz }),
  };
}

export function createGame({ store, client, computerDelayMs }) {
  const table = createTable(client);
  const fail = (e) => store.set({ fatal: e });
  const play = createPlay({ client, report: (patch) => store.set(patch), fail, delayMs: computerDelayMs });

  /** The distinct component whose table is on screen (the component tabs choose it). */
  const watched = (s = store.get()) => {
    const list = distinctComponents(s.game);
    return list[s.component] ?? list[0];
  };

  // A strip cancelled part way is the table up to where it got: the size goes back to its last
  // position, so the size field, the link and the table agree, and nothing starts the cancelled
  // size again.
  table.subscribe((d, ev) => {
    if (ev.type === 'cancelled' && d.kind === 'strip' && d.total > 0) store.set({ upTo: d.total - 1 });
  });

  const { syncTable, restartPlay, accept, applyLink, showTable } = createKeeper({ store, client, table, play, fail, watched });

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
     * The core's patterns (period, preperiod, outcome rules) of the table on screen, or of `spec`,
     * searched within the page's bounds (the core's own, larger than any table the page shows):
     * one request, however many panels ask (the worker client keeps answers).
     */
    patterns: (spec = watched().spec) => client.patterns(spec),

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
    showTable,

    // ---- what the person did ----
    /**
     * A game typed, built or written: { ok: true, game } once it is on screen, or { ok: false,
     * error } with the core's refusal (a GrundyError; the game on screen stays; `inputProblem` says so).
     */
    async define(text) {
      let error = null;
      const next = await describeOrRefuse(client, text, (refusal) => (error = refusal));
      if (!next) {
        store.set({ inputProblem: true });
        return { ok: false, error };
      }
      accept(next, { inputProblem: false });
      return { ok: true, game: next };
    },
    /**
     * A gallery entry ({ id, spec, size, start }): its game, a table size that shows its pattern,
     * and its problem set up at `start`, explained and in play (from the start again when the
     * entry's game is already on screen).
     */
    async loadGallery(entry) {
      const next = await client.describe(entry.spec);
      const again = next.spec === store.get().spec;
      accept(next, { ...entry.size, selected: entry.start, position: entry.start, line: '', rowLength: 0, gallery: entry.id });
      if (again) restartPlay({ line: '', fromLink: false });
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
    ...storeSetters(store),
    /**
     * A cell of the table on screen: that part of the explained position (the core writes the
     * position: the other parts kept, or their empty position when there is none yet).
     */
    async selectCell(index) {
      const s = store.get();
      const component = s.game.components.findIndex((c) => c.spec === watched(s).spec);
      const { text } = await client.withPart(s.spec, s.selected ?? '', component, table.positionOf(index));
      if (store.get().spec === s.spec) store.set({ selected: text });
    },
    /** After a search stopped on its budget: more for every search (keepGoing); false when already the most. */
    keepGoing: () => keepGoing(store, client),
    /** Misère play on or off for the game on screen: { ok: true, game }, or { ok: false, error } (nothing changes). */
    async setMisere(on) {
      const { game } = store.get();
      let error = null;
      const next = await describeOrRefuse(client, sumSpec(game.components.map((c) => c.spec), on), (refusal) => (error = refusal));
      if (!next) return { ok: false, error };
      accept(next);
      return { ok: true, game: next };
    },
    /**
     * A new game in play from the setup form: the position is checked by the core first; { ok: true }
     * once it has started, or { ok: false, error } with the core's refusal (the game in progress goes on).
     */
    async newGame({ position, first, strength }) {
      try {
        await client.analyse(store.get().spec, position);
      } catch (e) {
        return { ok: false, error: e };
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
    /** An error no panel could handle: shown in the watch panel's status. */
    fail,
  };
}
