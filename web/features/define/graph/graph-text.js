// A graph game's edges written as text ("a>b;b>c;d": moves a to b and b to c, and a node d with no
// edge), from the drawing's nodes and edges. Writing only: the core reads the text back (its
// descriptor's nodes and edges) and says whether it is a game.

/** The edges text of a graph: each edge, then each node that has none. */
export function edgesText(nodes, edges) {
  const items = edges.map(([a, b]) => `${a}>${b}`);
  const linked = new Set(edges.flat());
  for (const n of nodes) if (!linked.has(n)) items.push(n);
  return items.join(';');
}

/** The first name of a, b, ..., z, n1, n2, ... that no node has. */
export function nextName(nodes) {
  for (let i = 0; ; i++) {
    const name = i < 26 ? String.fromCharCode(97 + i) : `n${i - 25}`;
    if (!nodes.includes(name)) return name;
  }
}
