// A drawing editor for graph: games. Click empty space to add a node, click one node and then
// another to add an edge, click an edge to remove it; drag a node to move it. Every change is
// written back as edges text ("a>b;b>c;d", graph-text.js), which stays editable as text beside the
// drawing. What the drawing shows is the core's reading of the graph (setGraph: a descriptor's
// nodes and edges) and the core's P/N labels (setValues); the drawing (graph-drawing.js) only
// shows them, and nodes without a place get one from graph-layout.js.
import { t } from '../../../ui/i18n.js';
import { edgesText, nextName } from './graph-text.js';
import { H, layout } from './graph-layout.js';
import { R, createGraphDrawing } from './graph-drawing.js';

const START_WIDTH = 640;

// The editor's help line and toolbar in `host`: the line that says what happened, the Remove button.
function editorToolbar(host) {
  host.innerHTML = `
    <p class="hint graph-help" data-i18n="define.graphHelp"></p>
    <div class="graph-toolbar">
      <button type="button" data-testid="graph-add-node" data-i18n="define.graphAddNode"></button>
      <button type="button" data-testid="graph-remove-node" data-i18n="define.graphRemoveNode" disabled></button>
      <button type="button" data-testid="graph-layout" data-i18n="define.graphLayout"></button>
      <span class="graph-state" data-testid="graph-state" aria-live="polite"></span>
    </div>`;
  return { state: host.querySelector('.graph-state'), removeButton: host.querySelector('[data-testid="graph-remove-node"]') };
}

// A point kept inside a drawing `width` wide, a node's radius from its edges.
const inside = (p, width) => ({ x: Math.max(R, Math.min(width - R, p.x)), y: Math.max(R, Math.min(H - R, p.y)) });

/**
 * Pointer handling on the drawing (`width()` wide in its coordinates): a press on a node that does
 * not move is a click (`clickedNode(name)`); one that moves drags the node (`moved(name, point)`);
 * a press on empty space is a click there (`clickedSpace(point)`). Points are kept inside.
 */
function listenToPointer(drawing, { width, moved, clickedNode, clickedSpace }) {
  let drag = null;
  const toSvg = (e) => {
    const box = drawing.getBoundingClientRect();
    return { x: ((e.clientX - box.left) * width()) / box.width, y: ((e.clientY - box.top) * H) / box.height };
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
    moved(drag.name, inside(p, width()));
  });
  drawing.addEventListener('pointerup', (e) => {
    if (drag) {
      const { name, moved: dragged } = drag;
      drag = null;
      if (!dragged) clickedNode(name);
      return;
    }
    if (e.target === drawing || e.target.closest('g') === null) clickedSpace(inside(toSvg(e), width()));
  });
}

export function createGraphEditor(host, { onChange }) {
  // The drawing's coordinates are its size in CSS pixels (W follows its width), so nodes keep
  // their size on a phone instead of shrinking with a fixed viewBox.
  let W = START_WIDTH;
  const { state, removeButton } = editorToolbar(host);

  let nodes = [];
  let edges = [];
  let positions = new Map();
  let values = null; // Map name -> { value, outcome }
  let chosen = null; // the node an edge starts from

  const picture = createGraphDrawing({
    width: W,
    onRemoveEdge(a, b) {
      edges = edges.filter(([x, y]) => !(x === a && y === b));
      state.textContent = t('define.graphEdgeRemoved', { from: a, to: b });
      changed();
    },
  });
  const drawing = picture.element;
  host.append(drawing);
  const draw = () => {
    removeButton.disabled = chosen === null;
    picture.draw({ nodes, edges, positions, values, chosen });
  };
  new ResizeObserver(() => {
    const width = Math.round(drawing.clientWidth);
    if (!width || width === W) return;
    const scale = width / W;
    for (const p of positions.values()) p.x = Math.max(R, Math.min(width - R, p.x * scale));
    W = width;
    picture.resize(W);
    draw();
  }).observe(drawing);

  function changed() {
    draw();
    onChange(edgesText(nodes, edges));
  }

  const addNode = (x, y) => {
    const name = nextName(nodes);
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

  listenToPointer(drawing, {
    width: () => W,
    moved(name, p) {
      positions.set(name, p);
      draw();
    },
    clickedNode: choose,
    clickedSpace: (p) => addNode(p.x, p.y),
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
    const name = nextName(nodes);
    const free = layout([...nodes, name], edges, positions, W);
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
    /**
     * Shows a graph as the core read it (a descriptor's node names and edges { from, to }),
     * keeping where known nodes were drawn.
     */
    setGraph(names, links) {
      const pairs = links.map((e) => [e.from, e.to]);
      if (names.join() === nodes.join() && edgesText(names, pairs) === edgesText(nodes, edges)) return;
      nodes = [...names];
      edges = pairs;
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
