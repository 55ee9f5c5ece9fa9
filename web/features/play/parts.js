// The parts of a position in play, as the core read them (analyse's parts and each move's toParts:
// PositionPart { component, text, coords }): which component a part belongs to, and what a move
// changed. Every move and value comes from the core's analyse().

/** The component (of the game's descriptor) that a part belongs to. */
export function componentOf(game, part) {
  return game.components[part.component];
}

const samePart = (a, b) => a.component === b.component && a.text === b.text;

/**
 * Which parts a move changed, from the parts before it and the move's toParts: the index of the
 * moved part, the part it was, and what it became (several pieces after a split, none when it
 * vanished). The core replaces the moved part in place, so the parts before and after it are
 * unchanged; pieces is null when they are not (a sum's emptied component written as its empty heap).
 */
export function movedPart(fromParts, move) {
  const toParts = move.toParts;
  const p = move.part;
  const grown = toParts.length - fromParts.length;
  const pieces = grown >= -1 ? toParts.slice(p, p + 1 + grown) : null;
  const sameOutside =
    pieces !== null &&
    fromParts.slice(0, p).every((x, i) => samePart(x, toParts[i])) &&
    fromParts.slice(p + 1).every((x, i) => samePart(x, toParts[p + 1 + grown + i]));
  return { part: p, from: fromParts[p], pieces: sameOutside ? pieces : null };
}
