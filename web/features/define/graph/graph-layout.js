// Where the graph editor puts nodes it has no place for yet: in layers by the longest path to a
// node with no move (those at the bottom), spread across the drawing's width W and height H.

/** The drawing's height in its own coordinates (its width follows the page). */
export const H = 280;

/** Positions for every node: `placed` ones keep theirs ({ x, y } by name), the others get one. */
export function layout(nodes, edges, placed, W) {
  const out = new Map(nodes.map((n) => [n, []]));
  for (const [a, b] of edges) out.get(a)?.push(b);
  const depth = new Map();
  const visiting = new Set();
  const level = (n) => {
    if (depth.has(n)) return depth.get(n);
    if (visiting.has(n)) return 0; // a cycle: the core will say so; draw something anyway
    visiting.add(n);
    const d = Math.max(-1, ...out.get(n).map(level)) + 1;
    visiting.delete(n);
    depth.set(n, d);
    return d;
  };
  nodes.forEach(level);
  const maxDepth = Math.max(0, ...depth.values());
  const byLevel = new Map();
  for (const n of nodes) {
    const d = depth.get(n);
    if (!byLevel.has(d)) byLevel.set(d, []);
    byLevel.get(d).push(n);
  }
  const positions = new Map();
  for (const [d, names] of byLevel) {
    const y = maxDepth === 0 ? H / 2 : 36 + ((maxDepth - d) * (H - 72)) / maxDepth;
    // Alternate levels lean left and right, so a chain zig-zags and an edge that skips a level
    // does not run through the nodes between.
    const lean = ((d % 2 ? 1 : -1) * W) / (names.length + 1) / 4;
    names.forEach((n, i) => positions.set(n, placed.get(n) ?? { x: ((i + 1) * W) / (names.length + 1) + lean, y }));
  }
  return positions;
}
