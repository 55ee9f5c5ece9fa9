// The parts of a position in play, as the core read them (analyse's parts and each move's toParts:
// PositionPart { component, text, coords }): which component a part belongs to, what a move
// changed, and the numbers parts are called by. Every move and value comes from the core's analyse().

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

/**
 * The numbers the parts of each step of a game in play are called by (one list per step whose
 * position has been analysed): a part keeps its number while it lasts, so a move in one part never
 * renumbers the others. The first piece of a moved part keeps its number; further pieces (a split)
 * take the next numbers not used yet, and a part that vanishes takes its number with it.
 */
export function partNumbers(record) {
  const out = [];
  let next = 1;
  const fresh = () => next++;
  for (let k = 0; k < record.steps.length && record.steps[k].analysis; k++) {
    const parts = record.steps[k].analysis.parts;
    if (k === 0) {
      out.push(parts.map(fresh));
      continue;
    }
    const before = out[k - 1];
    const { part, pieces } = movedPart(record.steps[k - 1].analysis.parts, record.moves[k - 1].move);
    const numbers = pieces ? [...before.slice(0, part), ...pieces.map((_, j) => (j === 0 ? before[part] : fresh())), ...before.slice(part + 1)] : null;
    // When the core wrote the other parts anew, they are called by their places.
    out.push(numbers?.length === parts.length ? numbers : parts.map((_, i) => before[i] ?? fresh()));
  }
  return out;
}
