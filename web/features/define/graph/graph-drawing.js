// The graph editor's drawing: an SVG of the nodes (each with its P/N label and value when the
// core gave them) and the moves as arrows, bent around a node in their way. A click on an arrow
// asks to remove it (onRemoveEdge); everything else about editing is graph-editor.js's.
import { t } from '../../../ui/i18n.js';
import { H } from './graph-layout.js';

const SVG = 'http://www.w3.org/2000/svg';
/** A node's radius in the drawing's coordinates. */
export const R = 19;

function svg(name, attrs = {}) {
  const el = document.createElementNS(SVG, name);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** The drawing, `width` wide in its own coordinates (resize(width) follows the page). */
export function createGraphDrawing({ width, onRemoveEdge }) {
  const drawing = svg('svg', { viewBox: `0 0 ${width} ${H}`, class: 'graph-drawing', 'data-testid': 'graph-drawing', role: 'group' });
  const defs = svg('defs');
  const marker = svg('marker', { id: `arrow-${Math.random().toString(36).slice(2)}`, viewBox: '0 0 10 10', refX: 10, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' });
  marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z', class: 'graph-arrowhead' }));
  defs.append(marker);
  const edgeLayer = svg('g');
  const nodeLayer = svg('g');
  drawing.append(defs, edgeLayer, nodeLayer);

  function draw({ nodes, edges, positions, values, chosen }) {
    edgeLayer.replaceChildren();
    nodeLayer.replaceChildren();
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
        onRemoveEdge(a, b);
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


  return {
    element: drawing,
    draw,
    resize(w) {
      drawing.setAttribute('viewBox', `0 0 ${w} ${H}`);
    },
  };
}
