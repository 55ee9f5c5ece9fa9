// Understand a value: the explanation of a position (options, values, mex; for a sum the XOR in
// binary), the patterns the core found, a take-and-break game's statistics, a heap game's misère
// play (genus and quotient), and the scatter plot of g(n) against n.
import { mountExplainPanel } from './explain-panel.js';
import { mountPatternsPanel } from './patterns-panel.js';
import { mountStatsPanel } from './stats-panel.js';
import { translate } from '../../ui/i18n.js';
import './understand.css';

export function mountUnderstand(root, { game, client }) {
  translate(root);
  mountExplainPanel(root, { game, client });
  mountPatternsPanel(root, game);
  mountStatsPanel(root, { game, client });
  // The misère section's code after the rest: it asks the full module for the genus and quotient.
  import('./misere-panel.js').then((m) => m.mountMiserePanel(root, { game, client }), (e) => game.fail(e));
  // The scatter plot's code comes after the rest: it draws the table on screen whenever it arrives.
  import('./scatter.js').then((m) => m.mountScatter(root, game), (e) => game.fail(e));
}
