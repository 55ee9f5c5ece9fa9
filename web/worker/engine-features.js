// Engine calls that arrive while the core grows (grid, graph, explain, patterns) may be listed in
// engine.js before the wasm module has them; the worker then answers with an error such as
// "g.patterns is not a function". These helpers tell that apart from a real answer, so a
// feature can say "not available yet" instead of failing.

/** True when an engine call is missing (not a function on the engine, or not bound in the module). */
export function isNotBound(error) {
  return /is not a function|unknown request type|not bound/i.test(String(error?.message ?? error ?? ''));
}

export function hasCall(engine, name) {
  return typeof engine?.[name] === 'function';
}

/**
 * A graph game's node names and values: { nodes, values: Uint32Array }, from engine.graph, or,
 * where that call is not bound, one engine.analyse per name in `nodes`.
 */
export async function graphValues(engine, spec, nodes) {
  if (hasCall(engine, 'graph')) {
    try {
      const g = await engine.graph(spec);
      return { nodes: g.nodes, values: Uint32Array.from(g.values) };
    } catch (e) {
      if (!isNotBound(e)) throw e;
    }
  }
  const answers = await Promise.all(nodes.map((n) => engine.analyse(spec, n)));
  return { nodes, values: Uint32Array.from(answers, (a) => a.value) };
}
