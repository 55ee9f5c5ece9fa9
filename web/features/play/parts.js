// The parts of a position in play: which component a part belongs to, and what a move changed.
// Text handling of positions only; every move and value comes from the core's analyse().
import { splitPosition } from '../../state/spec-text.js';

/** The component that part `part` of a position belongs to; pass the position's split parts when a split may have grouped them. */
export function componentOf(game, part, parts = null) {
  return game.components.length === 1 ? game.components[0] : game.components[parts?.components?.[part] ?? part];
}

/**
 * Which parts a move changed: from the parts before and the position text after, the index of the
 * moved part and what it became (several pieces after a split, none when it vanished). The core
 * replaces the moved part in place, so the parts before and after it are unchanged.
 */
export function movedPart(fromParts, move) {
  const toParts = splitPosition(move.to);
  const p = move.part;
  const grown = toParts.length - fromParts.length;
  const pieces = grown >= -1 ? toParts.slice(p, p + 1 + grown) : null;
  const sameOutside =
    pieces !== null &&
    fromParts.slice(0, p).every((x, i) => x === toParts[i]) &&
    fromParts.slice(p + 1).every((x, i) => x === toParts[p + 1 + grown + i]);
  return { part: p, from: fromParts[p], pieces: sameOutside ? pieces : null, toParts };
}
