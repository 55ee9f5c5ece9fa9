// A drawing editor for graph: games. Click empty space to add a node, click one node and then
// another to add an edge, click an edge to remove it; drag a node to move it. Every change is
// written back as edges text ("a>b;b>c;d"), which stays editable as text beside the drawing.
// The P/N labels come from the core (setValues); the drawing only shows them.
import { t } from '../../ui/i18n.js';

const SVG = 'http://www.w3.org/2000/svg';
const START_WIDTH = 640;
const H = 280;
const R = 19;

/** Edges text -> { nodes: [name], edges: [[from, to]] } (text handling; the core validates). */
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

export function edgesText(nodes, edges) {
  const items = edges.map(([a, b]) => `${a}>${b}`);
  const linked = new Set(edges.flat());
  for (const n of nodes) if (!linked.has(n)) items.push(n);
  return items.join(';');
}

function svg(name, attrs = {}) {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** Layers by longest path to a node with no move (those at the bottom), spread across. */
function layout(nodes, edges, placed, W) {
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

export function createGraphEditor(host, { onChange }) {
  // The drawing's coordinates are its size in CSS pixels (W follows its width), so nodes keep
  // their size on a phone instead of shrinking with a fixed viewBox.
  let W = START_WIDTH;
  host.innerHTML = `
    <p class="hint graph-help" data-i18n="define.graphHelp"></p>
    <div class="graph-toolbar">
      <button type="button" data-testid="graph-add-node" data-i18n="define.graphAddNode"></button>
      <button type="button" data-testid="graph-remove-node" data-i18n="define.graphRemoveNode" disabled></button>
      <button type="button" data-testid="graph-layout" data-i18n="define.graphLayout"></button>
      <span class="graph-state" data-testid="graph-state" aria-live="polite"></span>
    </div>`;
  const drawing = svg('svg', { viewBox: `0 0 ${W} ${H}`, class: 'graph-drawing', 'data-testid': 'graph-drawing', role: 'group' });
  const defs = svg('defs');
  const marker = svg('marker', { id: `arrow-${Math.random().toString(36).slice(2)}`, viewBox: '0 0 10 10', refX: 10, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' });
  marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'graph-arrowhead' }));
  defs.append(marker);
  const edgeLayer = svg('g');
  const nodeLayer = svg('g');
  drawing.append(defs, edgeLayer, nodeLayer);
  host.append(drawing);
  new ResizeObserver(() => {
    const width = Math.round(drawing.clientWidth);
    if (!width || width === W) return;
    const scale = width / W;
    for (const p of positions.values()) p.x = Math.max(R, Math.min(width - R, p.x * scale));
    W = width;
    drawing.setAttribute('viewBox', `0 0 ${W} ${H}`);
    draw();
  }).observe(drawing);
  const state = host.querySelector('.graph-state');
  const removeButton = host.querySelector('[data-testid="graph-remove-node"]');

  let nodes = [];
  let edges = [];
  let positions = new Map();
  let values = null; // Map name -> { value, outcome }
  let chosen = null; // the node an edge starts from

  const changed = () => {
    draw();
    onChange(edgesText(nodes, edges));
  };

  const nextName = () => {
    for (let i = 0; ; i++) {
      const name = i < 26 ? String.fromCharCode(97 + i) : `n${i - 25}`;
      if (!nodes.includes(name)) return name;
    }
  };

  const addNode = (x, y) => {
    const name = nextName();
    nodes.push(name);
    positions.set(name, { x, y });
    state.textContent = t('define.graphAdded', { name });
    changed();
  };

  const removeNode = (name) => {
    nodes = nodes.filter((n) => n !== name);
    edges = edges.filter(([a, b]) => a !== name && b !== name);
    positions.delete(name);
    chosen = null;
    state.textContent = t('define.graphRemoved', { name });
    changed();
  };

  const choose = (name) => {
    if (chosen === null) {
      chosen = name;
      state.textContent = t('define.graphChosen', { name });
      draw();
      return;
    }
    if (chosen !== name && !edges.some(([a, b]) => a === chosen && b === name)) {
      edges.push([chosen, name]);
      state.textContent = t('define.graphEdgeAdded', { from: chosen, to: name });
      chosen = null;
      changed();
      return;
    }
    chosen = null;
    state.textContent = '';
    draw();
  };

  function draw() {
    edgeLayer.replaceChildren();
    nodeLayer.replaceChildren();
    removeButton.disabled = chosen === null;
    drawing.setAttribute('aria-label', t('define.graphLabel', { nodes: nodes.length, edges: edges.length }));
    for (const [a, b] of edges) {
      const p = positions.get(a);
      const q = positions.get(b);
      if (!p || !q) continue;
      const dx = q.x - p.x;
      const dy = q.y - p.y;
      const len = Math.hypot(dx, dy) || 1;
      // Bend the edge when another node sits on the straight line between its ends.
      const blocked = nodes.some((n) => {
        if (n === a || n === b) return false;
        const c = positions.get(n);
        const t = ((c.x - p.x) * dx + (c.y - p.y) * dy) / (len * len);
        if (t <= 0 || t >= 1) return false;
        return Math.hypot(p.x + t * dx - c.x, p.y + t * dy - c.y) < R + 6;
      });
      const bend = blocked ? Math.min(80, 24 + len / 4) : 0;
      const cx = (p.x + q.x) / 2 - (dy / len) * bend;
      const cy = (p.y + q.y) / 2 + (dx / len) * bend;
      const start = Math.hypot(cx - p.x, cy - p.y) || 1;
      const end = Math.hypot(q.x - cx, q.y - cy) || 1;
      const x1 = p.x + ((cx - p.x) / start) * R;
      const y1 = p.y + ((cy - p.y) / start) * R;
      const x2 = q.x - ((q.x - cx) / end) * (R + 2);
      const y2 = q.y - ((q.y - cy) / end) * (R + 2);
      const d = `M ${x1} ${y1} Q ${cx} ${cy} ${x2} ${y2}`;
      const line = svg('path', { d, class: 'graph-edge', 'marker-end': `url(#${marker.id})` });
      const hit = svg('path', { d, class: 'graph-edge-hit', 'data-edge': `${a}>${b}` });
      const title = svg('title');
      title.textContent = t('define.graphEdgeTitle', { from: a, to: b });
      hit.append(title);
      hit.addEventListener('click', (e) => {
        e.stopPropagation();
        edges = edges.filter(([x, y]) => !(x === a && y === b));
        state.textContent = t('define.graphEdgeRemoved', { from: a, to: b });
        changed();
      });
      edgeLayer.append(line, hit);
    }
    for (const name of nodes) {
      const p = positions.get(name);
      const v = values?.get(name);
      const outcome = v ? v.outcome : null;
      const g = svg('g', {
        class: `graph-node${outcome ? ` ${outcome}` : ''}${chosen === name ? ' chosen' : ''}`,
        transform: `translate(${p.x} ${p.y})`,
        tabindex: 0,
        role: 'button',
        'data-node': name,
        'data-testid': `graph-node-${name}`,
        'aria-label': v ? t('define.graphNodeValue', { name, g: v.value, outcome }) : t('define.graphNode', { name }),
      });
      if (v) {
        g.dataset.position = name;
        g.dataset.sg = String(v.value);
        g.dataset.outcome = outcome;
      }
      g.append(svg('circle', { r: R }));
      const label = svg('text', { class: 'graph-name', y: v ? -3 : 5 });
      label.textContent = name;
      g.append(label);
      if (v) {
        const sub = svg('text', { class: 'graph-value', y: 12 });
        sub.textContent = `${outcome} ${v.value}`;
        g.append(sub);
      }
      nodeLayer.append(g);
    }
  }

  // Pointer handling: a press that does not move is a click; one that moves drags a node.
  let drag = null;
  const toSvg = (e) => {
    const box = drawing.getBoundingClientRect();
    return { x: ((e.clientX - box.left) * W) / box.width, y: ((e.clientY - box.top) * H) / box.height };
  };
  drawing.addEventListener('pointerdown', (e) => {
    const node = e.target.closest('[data-node]');
    if (node) {
      drag = { name: node.dataset.node, start: toSvg(e), moved: false };
      drawing.setPointerCapture(e.pointerId);
    }
  });
  drawing.addEventListener('pointermove', (e) => {
    if (!drag) return;
    const p = toSvg(e);
    if (!drag.moved && Math.hypot(p.x - drag.start.x, p.y - drag.start.y) < 4) return;
    drag.moved = true;
    positions.set(drag.name, { x: Math.max(R, Math.min(W - R, p.x)), y: Math.max(R, Math.min(H - R, p.y)) });
    draw();
  });
  drawing.addEventListener('pointerup', (e) => {
    if (drag) {
      const { name, moved } = drag;
      drag = null;
      if (!moved) choose(name);
      return;
    }
    if (e.target === drawing || e.target.closest('g') === null) {
      const p = toSvg(e);
      addNode(Math.max(R, Math.min(W - R, p.x)), Math.max(R, Math.min(H - R, p.y)));
    }
  });
  drawing.addEventListener('keydown', (e) => {
    const node = e.target.closest?.('[data-node]');
    if (!node) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(node.dataset.node);
      drawing.querySelector(`[data-node="${CSS.escape(node.dataset.node)}"]`)?.focus();
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      removeNode(node.dataset.node);
    }
  });
  host.querySelector('[data-testid="graph-add-node"]').addEventListener('click', () => {
    const free = layout([...nodes, nextName()], edges, positions, W);
    const name = nextName();
    const p = free.get(name);
    addNode(p.x, p.y);
  });
  removeButton.addEventListener('click', () => {
    if (chosen !== null) removeNode(chosen);
  });
  host.querySelector('[data-testid="graph-layout"]').addEventListener('click', () => {
    positions = layout(nodes, edges, new Map(), W);
    draw();
  });

  return {
    /** Shows the graph an edges text describes, keeping where known nodes were drawn. */
    setText(text) {
      const parsed = parseEdges(text);
      if (parsed.nodes.join() === nodes.join() && edgesText(parsed.nodes, parsed.edges) === edgesText(nodes, edges)) return;
      nodes = parsed.nodes;
      edges = parsed.edges;
      const kept = new Map([...positions].filter(([n]) => nodes.includes(n)));
      positions = layout(nodes, edges, kept, W);
      if (chosen !== null && !nodes.includes(chosen)) chosen = null;
      draw();
    },
    /** values: Map name -> { value, outcome }, or null while unknown. */
    setValues(map) {
      values = map;
      draw();
    },
    redraw: draw,
  };
}
