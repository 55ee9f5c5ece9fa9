// Understand a value: the explanation of a position (options, values, mex; for a sum the XOR in
// binary), the patterns the core found, a take-and-break game's statistics and its simplest equal
// code, and the scatter plot of g(n) against n. (A heap game's misère play is a view of the table:
// features/misere/.)
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
  // The statistics and the simplest equal code ask the full module (wasm/calls.mjs: stats,
  // equivalent), so they start when this section comes near the screen, not with the first table.
  lazyPanel(root, {
    after: firstTable,
    load: () =>
      import('./equivalent.js').then((equivalent) => {
        mountStatsPanel(root, { game, client });
        equivalent.mountEquivalent(root, { game, client });
      }),
  });
  // The scatter plot's code comes after the first table: it draws the table on screen whenever it arrives.
  firstTable.then(() => import('./scatter.js')).then((m) => m.mountScatter(root, game), (e) => game.fail(e));
}
