// Write your own rules: a code editor (editor-view.js) for the rule language, re-checked by the core
// as the person types (client.checkRules, through the worker), with the core's errors as marks in
// the text and a list under it (check-report.js), and a menu of examples (examples-menu.js: every
// built-in family written in the language). When the program is right, its spec (`rules:{...}`)
// goes through the define panel's commit, so the table and the play panel switch to the new game;
// while it is wrong the last valid game stays on screen, and the text stays as typed (state key
// `rulesSource`, which the link carries compressed, see web/state/rules-link.js).
//
// In a sum the editor edits one part (edited-part.js): a valid edit replaces that part; when the
// game on screen has no such part, the program becomes the game on its own ("Use these rules"),
// or joins the game on screen as a new part ("Add to the sum").
import { createEditorView } from './editor-view.js';
import { createCheckReport } from './check-report.js';
import { createExamplesMenu, exampleName } from './examples-menu.js';
import { EditedPart, builtInOf, placeOf } from './edited-part.js';
import { cheatSheet } from './cheat-sheet.js';
import { t, translate } from '../../ui/i18n.js';
import { el } from '../../ui/dom.js';
import './rules.css';

const CHECK_DELAY_MS = 300;

const PANEL = `
  <p class="explain" data-i18n="rules.explain"></p>
  <div class="rules-toolbar">
    <label class="rules-examples-label" for="rules-example"><span data-i18n="rules.examplesLabel"></span></label>
    <select id="rules-example" data-testid="rules-examples" aria-describedby="rules-examples-hint">
      <option value="" data-i18n="rules.examplesLoading"></option>
    </select>
    <span id="rules-examples-hint" class="sr-only" data-i18n="rules.examplesHint"></span>
    <span class="rules-state" data-testid="rules-state" data-state="idle" aria-hidden="true"></span>
  </div>
  <div class="rules-cm" data-testid="rules-editor"></div>
  <p id="rules-keys" class="hint rules-keys" data-i18n="rules.keysHint"></p>
  <div class="rules-status-row">
    <div id="rules-status" class="rules-status" data-testid="rules-status" role="status" aria-live="polite"></div>
    <button type="button" class="primary rules-apply" data-testid="rules-apply" data-i18n="rules.apply" hidden></button>
    <button type="button" class="rules-add" data-testid="rules-add" data-i18n="rules.addToSum" hidden></button>
  </div>
  <ul class="rules-errors" data-testid="rules-errors" hidden></ul>
  <details class="rules-help">
    <summary data-i18n="rules.helpSummary"></summary>
    <div class="rules-help-body">
      <p data-i18n="rules.helpIntro"></p>
      <dl data-testid="rules-cheat-sheet"></dl>
    </div>
  </details>`;
export function mountRulesEditor(root, { game, client, commit, offerTab }) {
  root.innerHTML = PANEL;
  translate(root);
  const apply = root.querySelector('[data-testid="rules-apply"]');
  const add = root.querySelector('[data-testid="rules-add"]');
  const part = new EditedPart();
  let version = 0; // bumped on every change of the text
  let lastReport = null; // the last answer for the text on screen, for redrawing in another language
  let lastSource = ''; // the text that answer is about
  let exampleList = []; // the examples (each a built-in game written as rules), once loaded
  // Whether the text waiting for its check should reach the table (a person's edit, or an example
  // they picked) or only be checked (the text a link brought back, which came with its own game).
  let pendingCommit = false;
  let timer = null;
  const fail = (e) => game.fail(e);

  const editor = createEditorView(root.querySelector('[data-testid="rules-editor"]'), {
    onChange(typed) {
      version++;
      pendingCommit = pendingCommit || typed;
      report.setState('checking');
      clearTimeout(timer);
      timer = setTimeout(() => recheck().catch(fail), CHECK_DELAY_MS);
    },
  });
  const report = createCheckReport(root, { goTo: (e) => editor.goTo(e) });
  // The cheat sheet: each program with what it shows, and a button that puts it in the editor.
  const sheet = root.querySelector('[data-testid="rules-cheat-sheet"]');
  sheet.append(
    ...cheatSheet.flatMap((entry) => {
      const tryIt = el('button', { type: 'button', class: 'rules-try', 'data-i18n': 'rules.tryIt' });
      tryIt.addEventListener('click', () => setText(entry.source, { commitIt: true }));
      return [el('dt', {}, el('pre', {}, el('code', { 'data-testid': 'cheat-sheet-source', text: entry.source })), tryIt), el('dd', { 'data-i18n': `rules.${entry.key}` })];
    }),
  );
  translate(sheet);
  const examples = createExamplesMenu(root.querySelector('[data-testid="rules-examples"]'), {
    onPick(ex) {
      setText(ex.source, { commitIt: true });
      report.say(t('rules.loadedExample', { name: exampleName(ex) }));
    },
  });

  function setText(text, { commitIt }) {
    pendingCommit = pendingCommit || commitIt;
    editor.setText(text);
  }

  // "Use these rules" and "Add to the sum": shown while the editor holds a valid game that is not
  // the one on screen (the text a link or an example brought, or a gallery game picked since).
  const showApply = () => {
    const spec = lastReport?.ok ? lastReport.spec : null;
    apply.hidden = !spec || placeOf(game.state.game, spec) !== null;
    add.hidden = apply.hidden;
  };
  // The checked program as a part of a game: its spec (the core's) and its program (the text checked).
  const checkedPart = () => ({ spec: lastReport.spec, program: lastSource });
  const drawReport = (r, source = lastSource) => {
    lastReport = r;
    lastSource = source;
    showApply();
    const place = r.ok ? placeOf(game.state.game, r.spec) : null;
    report.draw(r, place, r.ok && !place ? builtInOf(game.state.game, source, exampleList) : null);
  };
  apply.addEventListener('click', () => {
    if (!lastReport?.ok) return;
    part.clear(); // the game on its own, whatever was on screen
    game.setRulesSource(editor.text());
    commit(part.specFor(game.state.game, checkedPart())).then(showApply);
  });
  add.addEventListener('click', () => {
    if (!lastReport?.ok) return;
    game.setRulesSource(editor.text());
    commit(part.addTo(game.state.game, checkedPart())).then(showApply);
  });

  async function recheck() {
    const commitIt = pendingCommit;
    pendingCommit = false;
    const mine = version;
    const source = editor.text();
    let r;
    try {
      r = await client.checkRules(source);
    } catch (e) {
      if (mine === version) drawReport({ failed: e }, source);
      return;
    }
    if (mine !== version) {
      pendingCommit = pendingCommit || commitIt; // the text changed meanwhile; its own check is on the way
      return;
    }
    editor.mark(r.ok ? [] : r.errors);
    drawReport(r, source);
    if (!commitIt) return;
    game.setRulesSource(source);
    if (r.ok) await commit(part.specFor(game.state.game, checkedPart()));
    else game.reportInputProblem();
  }

  // A link or a hash change brings text; the editor keeps its own otherwise (edited-part.js).
  const follow = (s, changed) => {
    const wanted = part.follow(s, changed);
    if (wanted !== null && wanted !== editor.text()) setText(wanted, { commitIt: false });
  };
  game.on(['rulesSource', 'game'], follow);
  game.on(['game'], () => (lastReport?.ok ? drawReport(lastReport) : showApply()));
  report.setState('idle');
  follow(game.state);
  // A user-defined game on screen: the editor's tab comes forward, unless the person has picked
  // another tab while the editor loaded (define.js: offerTab).
  if (game.state.game.components.some((c) => c.program !== '')) offerTab();

  game.on(['lang'], () => {
    translate(root);
    editor.relabel();
    examples.relabel();
    if (lastReport) drawReport(lastReport);
    else report.relabel();
    // The marks in the text word the core's problems too (while the text is the one checked).
    if (lastReport?.errors && editor.text() === lastSource) editor.mark(lastReport.errors);
  });

  client.rulesWords().then((words) => editor.highlight(words), () => {}); // unhighlighted text still edits
  client.rulesExamples().then(
    (list) => {
      examples.load(list);
      exampleList = list;
      if (lastReport?.ok) drawReport(lastReport);
      // Nothing typed and no program in the link: start from the current game written as rules
      // (or the first example), checked but not put on the table until the person edits it.
      if (editor.empty && list.length) {
        const spec = game.state.spec;
        setText((list.find((e) => e.family === spec) ?? list[0]).source, { commitIt: false });
      }
    },
    () => examples.failed(),
  );

  return {
    text: () => editor.text(),
    /** Edits part `index` of the game on screen, whose program is `program` (from the sum builder). */
    edit(program, index) {
      part.edit(program, index);
      if (program !== editor.text()) setText(program, { commitIt: false });
      game.setRulesSource(program);
      showApply();
    },
  };
}
