// A game on a graph (board 'node': family graph): the graph drawn as the define tab draws it
// (graph-drawing.js, graph-layout.js), the token's node marked. On the person's turn each node the
// token can move to is a button (Tab reaches them, Enter or Space or a click moves the token
// there); which nodes those are is the core's list of moves, nothing here knows the rule. The
// setup field and the position's words are the default board's (named.js).
import { t } from '../../../ui/i18n.js';
import { el } from '../../../ui/dom.js';
import { createGraphDrawing } from '../../define/graph/graph-drawing.js';
import { layout } from '../../define/graph/graph-layout.js';
import named from './named.js';

const WIDTH = 320; // the drawing's width in its own coordinates (about a play column's), scaled to fit the page

/** What a node is in play: the token's node, a node to move to (its move), or neither. */
function dress(g, { name, token, move, hints, onChoose }) {
  g.setAttribute('data-testid', `play-node-${name}`);
  if (name === token) {
    g.classList.add('token');
    g.setAttribute('aria-label', t('play.node.token', { node: name }));
  } else if (move) {
    const wins = hints && move.winning;
    g.classList.add('target');
    if (wins) g.classList.add('winning');
    g.dataset.to = move.to;
    g.setAttribute('aria-label', t(wins ? 'play.node.targetWins' : 'play.node.target', { node: name }));
    g.addEventListener('click', () => onChoose(move));
    g.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      onChoose(move);
    });
    return;
  } else g.setAttribute('aria-label', t('play.node.plain', { node: name }));
  // Not a move: not a tab stop, and said to be unavailable.
  g.setAttribute('tabindex', '-1');
  g.setAttribute('aria-disabled', 'true');
}

export default {
  ...named,
  partKey: 'play.tokenN',
  moveAction: ({ pieces, texts }) => (pieces?.length === 1 ? { key: 'moveNode', params: { to: texts[0] } } : null),
  /** Shown between turns too (the person's moves only on their turn). */
  keepsInView: true,
  /** The graph with the token on its node. Null for several tokens (then the moves are buttons). */
  movePicker({ game, parts, analysis, human, hints, onChoose }) {
    if (parts.length !== 1) return null;
    const { nodes, edges } = game.components[parts[0].component];
    if (!nodes?.length) return null;
    const token = parts[0].text;
    const pairs = (edges ?? []).map((e) => [e.from, e.to]);
    const targets = new Map();
    if (human) for (const m of analysis.moves) if (m.toParts.length === 1 && !targets.has(m.toParts[0].text)) targets.set(m.toParts[0].text, m);
    const drawing = createGraphDrawing({ width: WIDTH, onRemoveEdge: () => {} });
    drawing.draw({ nodes, edges: pairs, positions: layout(nodes, pairs, new Map(), WIDTH), values: null, chosen: token });
    // The editor's edges are buttons to remove; here they are only drawn.
    for (const hit of drawing.element.querySelectorAll('.graph-edge-hit')) hit.remove();
    drawing.element.setAttribute('data-testid', 'play-graph');
    drawing.element.setAttribute('aria-label', t('play.node.graphLabel', { node: token, n: targets.size }));
    for (const g of drawing.element.querySelectorAll('[data-node]')) dress(g, { name: g.dataset.node, token, move: targets.get(g.dataset.node), hints, onChoose });
    return el('div', { class: 'play-graph' }, drawing.element);
  },
};
