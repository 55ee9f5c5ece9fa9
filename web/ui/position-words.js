// A position as a sentence names it, from the parts the core read it into (PositionPart: its
// component, text and numbers): "7+4", with a part of two or three numbers as "(3, 5)" so that a
// list of them stays clear. `whole` (the core's text of the whole position) is what a position
// without parts reads as, "0" for a heap game with nothing left.
export function partsText(parts, whole = '') {
  if (parts.length === 0) return whole;
  return parts.map((p) => (p.coords.length > 1 ? `(${p.coords.join(', ')})` : p.text)).join('+');
}
