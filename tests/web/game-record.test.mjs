// The record of a game in play: whose turn, undo and redo (back to the person's turn against the
// computer, one move between two people), who won under normal and misère play, and the line the
// link carries. Moves and analyses here are written by hand: the record does no game theory.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GameRecord, chooseComputerMove, playersFor } from '../../web/state/game-record.js';

const move = (to, extra = {}) => ({ to, part: 0, taken: 1, value: 0, optionValue: 0, winning: false, ...extra });
const analysis = (moves, outcome = 'N') => ({ value: outcome === 'P' ? 0 : 1, partValues: [], outcome, moves, moveCount: moves.length, winningMoves: moves.filter((m) => m.winning).length, listedAll: true });

test('players: the person and the computer in the order chosen, or two people', () => {
  assert.deepEqual(playersFor('perfect', 'you'), ['you', 'computer']);
  assert.deepEqual(playersFor('mistakes', 'computer'), ['computer', 'you']);
  assert.deepEqual(playersFor('off', 'computer'), ['p1', 'p2']);
});

test('against the computer, undo goes back to the person\'s turn and redo replays the answer too', () => {
  const r = new GameRecord({ spec: 'nim', start: '3', players: ['you', 'computer'], misere: false });
  assert.equal(r.mover(), 'you');
  assert.equal(r.canUndo, false);
  r.play(move('2'));
  r.play(move('1'));
  assert.equal(r.mover(), 'you');
  assert.equal(r.line, '2>1');
  assert.equal(r.undo(), 2, 'the computer\'s answer and the person\'s move');
  assert.equal(r.current.position, '3');
  assert.equal(r.line, '');
  assert.ok(r.canRedo);
  assert.equal(r.redo(), 2);
  assert.equal(r.line, '2>1');
  r.undo();
  r.play(move('0'));
  assert.equal(r.canRedo, false, 'a new move clears what could be redone');
});

test('between two people, undo and redo take one move', () => {
  const r = new GameRecord({ spec: 'nim', start: '3', players: ['p1', 'p2'], misere: false });
  r.play(move('2'));
  r.play(move('1'));
  assert.equal(r.undo(), 1);
  assert.equal(r.mover(), 'p2');
  assert.equal(r.redo(), 1);
  assert.equal(r.mover(), 'p1');
});

test('the player who cannot move loses, or wins under misère play', () => {
  const normal = new GameRecord({ spec: 'nim', start: '1', players: ['you', 'computer'], misere: false });
  normal.steps[0].analysis = analysis([move('0', { winning: true })]);
  assert.equal(normal.over, false);
  assert.equal(normal.winner, null);
  normal.play(move('0'));
  normal.current.analysis = analysis([], 'P');
  assert.ok(normal.over);
  assert.equal(normal.winner, 'you');
  assert.equal(normal.loser, 'computer');
  assert.deepEqual(normal.firstTurnOf('computer'), { index: 1, position: '0', analysis: normal.current.analysis });
  const misere = new GameRecord({ spec: 'misere:nim', start: '1', players: ['you', 'computer'], misere: true });
  misere.play(move('0'));
  misere.current.analysis = analysis([], 'N');
  assert.equal(misere.winner, 'computer');
});

test('the computer plays the core\'s move, slips now and then when set to, and falls back to a winning move', async () => {
  const r = new GameRecord({ spec: 'nim', start: '5', players: ['computer', 'you'], misere: false });
  const best = move('0', { winning: true });
  const losing = [move('4'), move('3')];
  r.steps[0].analysis = analysis([...losing, best]);
  const client = { move: async (spec, position) => (assert.equal(position, '5'), best) };
  assert.deepEqual(await chooseComputerMove(client, r, 'perfect'), { move: best, mistake: false });
  // random() < 0.35 is a slip, among the losing moves (the second of two here).
  const draws = [0.1, 0.9];
  assert.deepEqual(await chooseComputerMove(client, r, 'mistakes', () => draws.shift()), { move: losing[1], mistake: true });
  assert.deepEqual(await chooseComputerMove(client, r, 'mistakes', () => 0.5), { move: best, mistake: false });
  const refusing = { move: async () => { throw new Error('past the search limit'); } };
  assert.deepEqual(await chooseComputerMove(refusing, r, 'perfect'), { move: best, mistake: false });
});
