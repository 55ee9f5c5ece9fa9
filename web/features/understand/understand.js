// Understand a value: the explanation of a position (options, values, mex; for a sum the XOR in
// binary), the patterns the core found, a take-and-break game's statistics, a heap game's misère
// play (genus and quotient), and the scatter plot of g(n) against n.
import { mountExplainPanel } from './explain-panel.js';
import { mountPatternsPanel } from './patterns-panel.js';
import { mountStatsPanel } from './stats-panel.js';
import { translate } from '../../ui/i18n.js';
import { lazyPanel } from '../../ui/lazy-panel.js';
import './understand.css';

/** `firstTable` resolves once the page's first table has ended (panels.js): what this panel loads comes after it. */
export function mountUnderstand(root, { game, client, firstTable = Promise.resolve() }) {
  translate(root);
  mountExplainPanel(root, { game, client });
  mountPatternsPanel(root, game, { searchLane: client.searchLane() });
  // The statistics and the misère section ask the full module (wasm/calls.mjs: stats, genus,
  // quotient), so they start when this section comes near the screen, not with the first table.
  lazyPanel(root, {
    after: firstTable,
    load: () =>
      Promise.all([import('./misere-panel.js'), import('./equivalent.js')]).then(([misere, equivalent]) => {
        mountStatsPanel(root, { game, client });
        equivalent.mountEquivalent(root, { game, client });
        misere.mountMiserePanel(root, { game, client });
      }),
  });
  // The scatter plot's code comes after the first table: it draws the table on screen whenever it arrives.
  firstTable.then(() => import('./scatter.js')).then((m) => m.mountScatter(root, game), (e) => game.fail(e));
}
