// Understand a value: the explanation of a position (options, values, mex; for a sum the XOR in
// binary), the patterns the core found, and the scatter plot of g(n) against n.
import { mountExplainPanel } from './explain-panel.js';
import { mountPatternsPanel } from './patterns-panel.js';
import { mountScatter } from './scatter.js';
import { translate } from './i18n.js';
import '../styles/understand.css';

export function mountUnderstand(root, context) {
  translate(root);
  const { store } = context;
  // A new game makes the old position meaningless, unless the same change chose a new one.
  store.subscribe(['spec'], (s, changed) => {
    if (!changed.includes('selected')) store.set({ selected: null });
  });
  mountExplainPanel(root, context);
  mountPatternsPanel(root, context);
  mountScatter(root, context);
}
