// One shape for "why does this position have its value", from the core's two answers about it:
// explain (each part's options and values, the mex, the XOR rows in binary) and
// analyse (every move of the whole position with the value it leaves and whether it wins, under
// misère play too, and how many win):
//   { position, value, outcome, mex, options: [{ to, text, part, value, after, winning }],
//     parts: [{ position, value, binary }] | null, xorBinary, moveCount, winningMoves, listedAll }
// `options[].value` is the value of what the moved part becomes; `after` the whole position's
// value after the move. For a sum (several parts) `parts` and `xorBinary` are the XOR table; for
// one part `mex` is the mex of its options' values.

export async function explainPosition(client, spec, position) {
  // analyse first: a position the core refuses gets its message from the same call as everywhere
  // else, and one long question at a time keeps the worker's queue short (web/worker/client.js).
  const analysis = await client.analyse(spec, position);
  const explained = await client.explain(spec, position);
  const isSum = explained.parts.length > 1;
  return {
    position,
    value: analysis.value,
    outcome: analysis.outcome,
    mex: isSum ? null : explained.parts[0].mex,
    options: analysis.moves.map((m) => ({ to: m.to, text: m.text, part: m.part, value: m.optionValue, after: m.value, winning: m.winning })),
    parts: isSum ? explained.parts.map((p) => ({ position: p.position, value: p.value, binary: p.binary })) : null,
    xorBinary: isSum ? explained.xorRow : null,
    moveCount: analysis.moveCount,
    winningMoves: analysis.winningMoves,
    listedAll: analysis.listedAll,
  };
}
