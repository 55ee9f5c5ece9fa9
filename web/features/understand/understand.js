// Understand a value: the explanation of a position (options, values, mex; for a sum the XOR in
// binary), the patterns the core found, and the scatter plot of g(n) against n.
import { mountExplainPanel } from './explain-panel.js';
import { mountPatternsPanel } from './patterns-panel.js';
import { mountScatter } from './scatter.js';
import { translate } from '../../ui/i18n.js';
import { componentParts, splitSpec } from '../../state/spec-text.js';
import './understand.css';

export function mountUnderstand(root, context) {
  translate(root);
  const { store } = context;
  // A new game usually makes the old position meaningless, unless the same change chose a new
  // one; a game of the same shape (same families, e.g. a new set S) keeps it.
  const shape = (spec) => splitSpec(spec).components.map((c) => componentParts(c).family).join('+');
  let previous = shape(store.get().spec);
  store.subscribe(['spec'], (s, changed) => {
    const now = shape(s.spec);
    if (!changed.includes('selected') && now !== previous) store.set({ selected: null });
    previous = now;
  });
  mountExplainPanel(root, context);
  mountPatternsPanel(root, context);
  mountScatter(root, context);
}
