// The game in play: its record (game-record.js) against the computer or between two people, with
// no DOM. The controller (game.js) owns it: it starts a game when the game on screen or the link
// changes, and hands it the person's moves, undo and redo; the play panel draws what it holds.
// Every position, move and value comes from the core (analyse, and bestMove for the computer's choice).
//
// What it holds: game (the descriptor the record is about), record, strength, why (the computer's
// last move: { analysis, move, mistake }), error ({ key, params } for the panel to word, a
// parameter the core's refusal where there is one, or null).
// Listeners hear { type }:
//   reset    a new record (started, or a link's moves replayed)
//   update   the current position's analysis is known: draw it
//   moved    { by, from, fromParts, move }: a move was just played (the person's or the computer's,
//            not one replayed from a link) from position `from` (its parts as the core read them),
//            for the panel's announcement
//   settled  nobody is thinking: the person is to move, or the game is over
//   failed   the position a move left could not be read; the move was taken back (error says so)
// `report(patch)` is how the record's start and line reach the store (and the link).
import { GameRecord, chooseComputerMove, playersFor } from './game-record.js';

const COMPUTER_DELAY_MS = 250;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function createPlay({ client, report, fail, delayMs = COMPUTER_DELAY_MS, random = Math.random }) {
  const listeners = new Set();
  let generation = 0; // bumps on every new record, undo and redo: later answers for an older one are dropped
  const session = { game: null, record: null, strength: 'perfect', why: null, error: null };

  const emit = (event) => {
    for (const fn of listeners) fn(event);
  };
  // A position with nothing left has no move: no question for the core.
  const analyse = (game, position) =>
    position === ''
      ? Promise.resolve({ value: 0, partValues: [], outcome: game.misere ? 'N' : 'P', parts: [], moves: [], moveCount: 0, winningMoves: 0, listedAll: true })
      : client.analyse(game.spec, position);

  /** Plays on from the current position: its analysis, then the computer's moves until the person is to move. */
  async function advance(gen) {
    const { game, record } = session;
    const step = record.current;
    if (!step.analysis) {
      try {
        step.analysis = await analyse(game, step.position);
      } catch (e) {
        if (gen !== generation) return;
        // The core could not read the position a move left (it should not happen): take the move
        // back and say so, rather than leave a game that cannot go on.
        record.undoOne();
        record.redoStack = [];
        session.error = { key: 'play.moveFailed', params: { message: e } };
        report({ line: record.line });
        emit({ type: 'failed' });
        return;
      }
      if (gen !== generation) return;
    }
    emit({ type: 'update' });
    if (record.over || !record.isComputer(record.mover())) {
      emit({ type: 'settled' });
      return;
    }
    await wait(delayMs);
    if (gen !== generation) return;
    const before = step.analysis;
    const { move, mistake } = await chooseComputerMove(client, record, session.strength, random);
    if (gen !== generation) return;
    record.play(move, { mistake });
    session.why = { analysis: before, move, mistake };
    emit({ type: 'moved', by: 'computer', from: step.position, fromParts: before.parts, move });
    report({ line: record.line });
    await advance(gen);
  }

  const goOn = () => advance(generation).catch(fail);

  return Object.assign(session, {
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },

    /**
     * Starts a game of `game` from `position` (its default start when the core refuses it; a link's
     * refused position is reported in `error`), replaying `line` ("9>7>6") as far as it goes.
     */
    async start({ game, position, first, strength, line = '', fromLink = false }) {
      const gen = ++generation;
      let start = position ?? '';
      let analysis = null;
      let refused = null;
      try {
        analysis = await analyse(game, start);
      } catch (e) {
        refused = e;
      }
      if (gen !== generation) return;
      let error = null;
      if (!analysis) {
        analysis = await analyse(game, game.start);
        if (gen !== generation) return;
        // A position the search could not finish within its budget fits the game: the notice says
        // that, not that it was wrong.
        const key = refused?.budget ? 'play.linkPositionStopped' : 'play.linkPosition';
        if (fromLink && start) error = { key, params: { position: start, start: game.start, ...(refused?.budget ? { message: refused } : {}) } };
        start = game.start;
      }
      const record = new GameRecord({ spec: game.spec, start, players: playersFor(strength, first), misere: game.misere });
      record.steps[0].analysis = analysis;
      for (const to of line ? line.split('>') : []) {
        const move = record.over ? null : record.current.analysis.moves.find((m) => m.to === to);
        if (!move) break;
        record.play(move);
        record.current.analysis = await analyse(game, to);
        if (gen !== generation) return;
      }
      Object.assign(session, { game, record, strength, why: null, error });
      report({ position: start, line: record.line });
      emit({ type: 'reset' });
      await advance(gen);
    },

    /** The person's move from step `stepIndex` (a move drawn for an older step is ignored); true when played. */
    choose(move, stepIndex) {
      const { record } = session;
      if (!record || stepIndex !== record.steps.length - 1 || record.over || record.isComputer(record.mover())) return false;
      const by = record.mover();
      const { position: from, analysis } = record.current;
      record.play(move);
      session.why = null;
      emit({ type: 'moved', by, from, fromParts: analysis.parts, move });
      report({ line: record.line });
      goOn();
      return true;
    },

    undo() {
      if (!session.record?.canUndo) return;
      generation++;
      session.record.undo();
      session.why = null;
      report({ line: session.record.line });
      goOn();
    },

    redo() {
      if (!session.record?.canRedo) return;
      generation++;
      session.record.redo();
      session.why = null;
      report({ line: session.record.line });
      goOn();
    },
  });
}
