// One shape for "why does this position have its value", from the core's one answer about it
// (explain: each part's options with their values and the mex, whether each option wins, under
// misère play too, and how many do, and the XOR rows in binary):
//   { position, words, value, outcome, mex, options: [{ to, words, text, value, after, winning }],
//     parts: [{ position, value, binary }] | null, xorBinary, moveCount, winningMoves, tame, quotient, summary }
// `options[].to` is the whole position the option leaves (what choosing it explains), `value` the
// value of what the moved part becomes and `after` the whole position's value; `words` are
// positions as sentences say them. For a sum (several parts) `parts` and `xorBinary` are the XOR
// table; for one part `mex` is the mex of its options' values. `tame`: misère play decided by misère
// Nim's rule on the values, with no search (every part tame). `quotient`: misère play decided by the
// game's misère quotient, with no search; `summary` (the core's message) then names each heap's element,
// their product and whether it is in the P-portion.
import { partsText } from '../../ui/position-words.js';

export async function explainPosition(client, spec, position) {
  const e = await client.explain(spec, position);
  const isSum = e.parts.length > 1;
  return {
    position: e.position,
    words: partsText(
      e.parts.map((p) => ({ text: p.position, coords: p.coords })),
      e.position,
    ),
    value: e.value,
    outcome: e.outcome,
    mex: isSum ? null : e.parts[0].value,
    options: e.parts.flatMap((p) =>
      p.options.map((o) => ({ to: o.after, words: partsText(o.afterParts, o.after), text: o.text, value: o.value, after: o.afterValue, winning: o.winning })),
    ),
    parts: isSum ? e.parts.map((p) => ({ position: p.position, value: p.value, binary: p.binary })) : null,
    xorBinary: isSum ? e.xorRow : null,
    moveCount: e.moveCount,
    winningMoves: e.winningMoves,
    tame: e.tame,
    quotient: e.quotient,
    summary: e.summary,
  };
}
