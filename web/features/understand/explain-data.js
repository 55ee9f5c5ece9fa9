// One shape for "why does this position have its value", from engine.explain when it is bound
// and from engine.analyse otherwise (analyse is always there and also gives the outcome under
// misère play and the count of winning moves):
//   { position, value, outcome, mex, options: [{ to, text, value, after, winning }],
//     parts: [{ position, value, binary }] | null, xorBinary, moveCount, winningMoves, listedAll,
//     summary: { en, zh } | null }
// `options[].value` is the value of what the moved part becomes; `after` the whole position's
// value after the move. Binary strings are padded to one width so they line up column by column.
import { splitPosition } from '../../state/spec-text.js';

function padBinary(values) {
  const width = Math.max(1, ...values.map((v) => v.toString(2).length));
  return values.map((v) => v.toString(2).padStart(width, '0'));
}

export async function explainPosition(engine, spec, position) {
  const analysis = await engine.analyse(spec, position);
  let explained = null;
  if (typeof engine.explain === 'function') {
    try {
      explained = await engine.explain(spec, position);
    } catch {
      explained = null; // analyse answered, so the position is fine; keep its shape
    }
  }
  const texts = splitPosition(position);
  const isSum = analysis.partValues.length > 1;
  let parts = null;
  let xorBinary = null;
  if (isSum) {
    if (explained?.parts?.length) {
      parts = explained.parts.map((p) => ({ position: String(p.position), value: p.value, binary: p.binary }));
      xorBinary = explained.xorBinary;
    } else {
      const binary = padBinary([...analysis.partValues, analysis.value]);
      parts = analysis.partValues.map((v, i) => ({ position: texts[i] ?? '', value: v, binary: binary[i] }));
      xorBinary = binary[binary.length - 1];
    }
  }
  const options = analysis.moves.map((m) => ({
    to: m.to,
    text: m.text,
    part: m.part,
    value: m.optionValue ?? m.value,
    after: m.value,
    winning: m.winning,
  }));
  return {
    position,
    value: analysis.value,
    outcome: analysis.outcome,
    mex: isSum ? null : (explained?.mex ?? analysis.value),
    options,
    parts,
    xorBinary,
    moveCount: analysis.moveCount,
    winningMoves: analysis.winningMoves,
    listedAll: analysis.listedAll,
    summary: explained?.summary ?? null,
  };
}
