// Define a game, compact at the top of the page: the gallery of ready games, the sum builder (family forms, components, misère),
// the rule editor, "which game is this?" (values typed, known games named), and the spec as text. What the person types goes to the
// controller (game.define), which has the core check it: a bad value shows the core's message
// beside the field and keeps what was typed, and only a game the core accepted reaches the page.
// When a game arrives from elsewhere (the gallery, the link, the rule editor), the builder and the
// text field show it.
import { debounce, enableWired, showError } from '../../ui/dom.js';
import { t, translate } from '../../ui/i18n.js';
import { createTabs } from './tabs.js';
import { whenShown } from '../../ui/lazy-panel.js';
import { mountGallery } from './gallery.js';
import { mountGameSummary } from './game-summary.js';
import { createSumBuilder } from './sum-builder.js';
import { mountRulesPanel } from '../rules/rules-panel.js';
import './define.css';

/**
 * `families`: the core's families(), the builder's forms; `problem`: where the gallery says what the
 * entry on screen asks (above its explanation).
 */
export function mountDefine(root, { game, client, families, problem }) {
  const specText = root.querySelector('#spec-text');
  const specTextError = root.querySelector('#spec-text-error');
  const specReadAs = root.querySelector('[data-testid="spec-read-as"]');
  const tabList = [...root.querySelectorAll('[role="tab"]')];
  const tabs = createTabs(root, tabList);
  const rulesTab = tabList.find((tab) => tab.getAttribute('aria-controls') === 'define-rules');

  mountGallery(root.querySelector('#define-gallery'), { game, client, problem });
  // Which game is this? Its code (and the full module it asks) when the tab is first shown.
  const identify = root.querySelector('#define-identify');
  whenShown(identify, () =>
    import('./identify.js').then((m) => m.mountIdentify(identify, { client, open: (spec) => commit(spec, 'identify').catch(fail), fail }), fail),
  );
  mountGameSummary(root.querySelector('[data-testid="game-words"]'), game);

  /** What the person typed, built or wrote: on screen once the core accepts it, else its message beside the text field. */
  let building = 0; // the builder's games sent to the core and not yet answered
  const commit = async (text, from) => {
    const answer = await game.define(text);
    if (!answer.ok) {
      showError(specTextError, answer.error);
      return;
    }
    showError(specTextError, null);
    // A name or spelling the core writes otherwise ("kayles" is octal:0.77): what it was read as.
    const typed = specText.value.trim();
    specReadAs.hidden = from !== 'text' || typed === answer.game.line;
    specReadAs.textContent = specReadAs.hidden ? '' : t('define.readAs', { typed, spec: answer.game.line });
    // A game typed or written elsewhere shows in the builder as parts, even when it is the one on
    // screen already (the builder may hold a part the core refused meanwhile).
    if (from !== 'builder' && !builder.holds(answer.game.spec)) builder.load(answer.game);
  };
  const fail = (e) => game.fail(e);
  /** Whether the core makes a part of `family` from this one field value (a program). */
  const accepts = (family, value) =>
    client.component(family.name, [value]).then(
      () => true,
      (e) => (e.name === 'GrundyError' ? false : Promise.reject(e)),
    );

  // The rule editor's valid programs take the same path as the text field and the builder.
  // offerTab: the editor's tab selected for a user-defined game that arrived (a link), unless the
  // person has picked a tab meanwhile (the editor loads on demand, and may be late on a slow machine).
  const rulesPanel = mountRulesPanel(root.querySelector('#define-rules'), {
    game,
    client,
    commit: (spec) => commit(spec, 'rules').catch(fail),
    offerTab: () => tabs.chosen() || tabs.select(rulesTab, false),
  });

  const builder = createSumBuilder(root.querySelector('#define-build'), {
    client,
    families,
    table: game.table,
    onSpec: (text) => {
      building += 1;
      commit(text, 'builder')
        .finally(() => (building -= 1))
        .catch(fail);
    },
    onProblem: () => game.reportInputProblem(),
    onFatal: fail,
    rules: {
      // A new "your own rules" part: the editor's text, the text the link brought, or the program
      // of a rules part on screen, whichever the core accepts first.
      seed: async () => {
        const s = game.state;
        const onScreen = s.game.components.find((c) => c.program !== '')?.program;
        const rules = families.find((f) => f.params.some((p) => p.type === 'program'));
        for (const program of [rulesPanel.text(), s.rulesSource, onScreen]) {
          if (typeof program === 'string' && program.trim() !== '' && (await accepts(rules, program))) return program;
        }
        return null;
      },
      // "Edit in the rule editor": that tab, with this part's program, whose edits replace this part.
      open: (program, index) => {
        rulesPanel.edit(program, index);
        tabs.select(rulesTab, true);
      },
    },
  });

  specText.addEventListener(
    'input',
    debounce(() => commit(specText.value, 'text').catch(fail), 250),
  );
  enableWired(specText);

  // A game from elsewhere: the builder shows it as parts (unless it is the builder's own), and the
  // text field shows it on one line (unless the person is typing there). While a game the builder
  // sent is on its way (`building`), the games arriving are the builder's own, each older than what
  // the person has typed since: loading one would put back the fields they replaced, and drop the
  // part they are editing before the core has read it (seen on a busy machine: "2,5" typed after
  // choosing a family became the family's default).
  const show = (s) => {
    if (building === 0 && !builder.holds(s.spec)) {
      builder.load(s.game);
      showError(specTextError, null);
    }
    if (document.activeElement !== specText) specReadAs.hidden = true;
    if (document.activeElement !== specText) specText.value = s.game.line;
  };
  builder.load(game.state.game);
  show(game.state);
  game.on(['game'], show);
  game.on(['lang'], () => builder.relabel());
  translate(root);
}
