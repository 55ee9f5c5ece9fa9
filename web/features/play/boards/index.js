// The boards of the play panel, one module per board kind the core's game descriptor gives a
// component (component.board; core/include/grundy/game.hpp, "How play shows a position"). A board
// owns its setup fields, how a part is drawn and how a person picks a move on it; play asks here.
// A board module may have:
//   numbered        the setup row's values are the part's numbers (else its name)
//   fields(row, ctx)            the setup row's fields for a part
//   setupRows(parts)            a single game's parts as setup rows (coins: one row), no Add button
//   setupPicker(ctx)            a drawing in the setup form to pick the start on (the corner board)
//   readRow(values, row)        the position text a setup row spells (default: values joined by ',')
//   draw(row, ctx)              a part of a position; drawAll(parts, ctx) for all parts together
//   movePicker(ctx)             where the person picks a move, instead of move buttons; keepsInView
//                               to show it between turns too
//   sortMoves(moves, action)    the order of a part's move buttons
//   partKey, partWords(part)    what a part of several is called ('play.heapN' unless said; null:
//                               not named), and a part in a position's words (default: its text)
//   moveAction(ctx)             a move's words { key, params } (play.label.<key>), or null: generic
//   heapLike, wholeSentence     a heap's words; a move said of the whole position
//   upward                      the mini table's rows counted upward
import heap from './heap.js';
import row from './row.js';
import pair from './pair.js';
import board from './board.js';
import fib from './fib.js';
import coins from './coins.js';
import node from './node.js';
import named from './named.js';

const BOARDS = { heap, row, pair, board, fib, coins, node };

/** The board module for a board kind; kinds without a drawing of their own get the default. */
export const boardFor = (kind) => BOARDS[kind] ?? named;

/** The board module of the component a part belongs to. */
export const boardOf = (game, part) => boardFor(game.components[part.component].board);

/** The board of a position's parts when they all share one board kind (else null). */
export function wholeBoard(game, parts) {
  if (parts.length === 0) return null;
  const kinds = new Set(parts.map((p) => game.components[p.component].board));
  return kinds.size === 1 ? boardFor([...kinds][0]) : null;
}

/** A board kind whose part is one number (a heap of tokens or a row of pins). */
export const isHeapLike = (kind) => Boolean(boardFor(kind).heapLike);
