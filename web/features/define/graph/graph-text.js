// A graph game's edges as text ("a>b;b>c;d": moves a to b and b to c, and a node d with no edge)
// and back. Text handling only: the core reads the graph and says whether it is a game.

/** Edges text -> { nodes: [name], edges: [[from, to]] }, nodes in order of first appearance. */
export function parseEdges(text) {
  const nodes = [];
  const edges = [];
  const add = (n) => {
    if (n !== '' && !nodes.includes(n)) nodes.push(n);
  };
  for (const item of String(text ?? '').split(';')) {
    const names = item.split('>').map((s) => s.trim());
    for (const n of names) add(n);
    for (let i = 0; i + 1 < names.length; i++) if (names[i] && names[i + 1]) edges.push([names[i], names[i + 1]]);
  }
  return { nodes, edges };
}

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
