// Write your own rules: a code editor (CodeMirror 6) for the rule language, re-checked by the core
// as the person types (engine.rulesCheck, through the worker), with the core's errors as inline
// marks, a list of them under the editor, and a menu of examples (every built-in family written
// in the language). When the program is right, its spec (`rules:{...}`) goes through the define
// panel's commit, so the table and the play panel switch to the new game; while it is wrong the
// last valid game stays on screen, and the text stays as typed (store key `rulesSource`, which the
// link carries compressed, see rules-link.js).
//
// In a sum the editor edits one part: the one whose program it last showed or committed (`editing`,
// set too by the sum builder's "Edit in the rule editor"). A valid edit replaces that part and keeps
// the others and misère play; when the game on screen has no such part, the program becomes the
// game on its own ("Use these rules"), or joins the game on screen as a new part ("Add to the sum").
import { EditorState, Compartment } from '@codemirror/state';
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  placeholder,
} from '@codemirror/view';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { bracketMatching } from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint';
import { rulesHighlight, rulesLanguage } from './rules-language.js';
import { hasRules, rulesProgram } from '../../state/rules-link.js';
import { joinSpec, splitSpec } from '../../state/spec-text.js';
import { t, translate } from '../../ui/i18n.js';
import './rules.css';

const CHECK_DELAY_MS = 300;

const PANEL = `
  <p class="explain" data-i18n="rules.explain"></p>
  <div class="rules-toolbar">
    <label class="rules-examples-label" for="rules-example"><span data-i18n="rules.examplesLabel"></span></label>
    <select id="rules-example" data-testid="rules-examples" aria-describedby="rules-examples-hint">
      <option value="" data-i18n="rules.examplesLoading"></option>
    </select>
    <span id="rules-examples-hint" class="visually-hidden" data-i18n="rules.examplesHint"></span>
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
      <dl>
        <dt><code>position n</code> · <code>position (x, y)</code></dt><dd data-i18n="rules.helpPosition"></dd>
        <dt><code>move for k in 1..3 where k &lt;= n -&gt; n - k</code></dt><dd data-i18n="rules.helpMove"></dd>
        <dt><code>move for k in {1, 3, 4} -&gt; n - k</code></dt><dd data-i18n="rules.helpSet"></dd>
        <dt><code>-&gt; a + (n - k - a)</code></dt><dd data-i18n="rules.helpSplit"></dd>
        <dt><code>k in fib</code> · <code>pow2</code> · <code>squares</code> · <code>primes</code></dt><dd data-i18n="rules.helpSequences"></dd>
        <dt><code>min(a, b)</code> · <code>max</code> · <code>abs</code> · <code>and or not</code> · <code>+ - * / %</code></dt><dd data-i18n="rules.helpOperators"></dd>
        <dt><code>start n -&gt; (n, n - 1)</code></dt><dd data-i18n="rules.helpStart"></dd>
        <dt><code>name "…"</code> · <code>about "…"</code> · <code># …</code></dt><dd data-i18n="rules.helpName"></dd>
      </dl>
    </div>
  </details>`;

/** The core's 1-based line/col/endCol as a document range (endCol is one past the last column). */
function rangeOf(doc, e) {
  const lineNo = Math.min(Math.max(1, e.line | 0), doc.lines);
  const line = doc.line(lineNo);
  const from = Math.min(line.from + Math.max(0, (e.col | 0) - 1), line.to);
  let to = Math.min(line.from + Math.max(0, (e.endCol | 0) - 1), line.to);
  if (to <= from) to = Math.min(from + 1, line.to);
  // An error at the very end of a line (a missing word) marks its last character instead.
  if (to <= from && from > line.from) return { from: from - 1, to: from };
  return { from, to };
}

export function mountRulesEditor(root, { engine, store, commit, onFatal }) {
  root.innerHTML = PANEL;
  translate(root);
  const $ = (s) => root.querySelector(s);
  const ui = {
    examples: $('[data-testid="rules-examples"]'),
    state: $('[data-testid="rules-state"]'),
    host: $('[data-testid="rules-editor"]'),
    status: $('[data-testid="rules-status"]'),
    errors: $('[data-testid="rules-errors"]'),
    apply: $('[data-testid="rules-apply"]'),
    add: $('[data-testid="rules-add"]'),
  };
  let examples = [];
  let version = 0; // bumped on every change of the text
  let available = true;
  let lastReport = null; // the last answer for the text on screen, for redrawing in another language
  // Whether the text waiting for its check should reach the table (a person's edit, or an example
  // they picked) or only be checked (the text a link brought back, which came with its own game).
  let pendingCommit = false;
  // The part of the game on screen this editor edits: { program, index } (its program as it is in
  // the spec, and where it was), or null.
  let editing = null;

  /** The index of the part being edited in the spec on screen, or -1 when it is not there. */
  const target = () => {
    if (!editing) return -1;
    const { components } = splitSpec(store.get().spec);
    if (rulesProgram(components[editing.index] ?? '') === editing.program) return editing.index;
    return components.findIndex((c) => rulesProgram(c) === editing.program);
  };
  /** The spec to commit for a valid program: the game on screen with the edited part replaced. */
  const specFor = (partSpec) => {
    const i = target();
    const parts = splitSpec(store.get().spec);
    editing = { program: rulesProgram(partSpec), index: Math.max(0, i) };
    if (i < 0) return partSpec;
    parts.components[i] = partSpec;
    return joinSpec(parts);
  };
  /** Where the program stands on screen: { part, of } (1-based, of parts), or null. */
  const placeOf = (partSpec) => {
    const { components } = splitSpec(store.get().spec);
    const i = components.indexOf(partSpec);
    return i < 0 ? null : { part: i + 1, of: components.length };
  };

  const labels = new Compartment();
  const labelAttributes = () =>
    EditorView.contentAttributes.of({
      'aria-label': t('rules.editorLabel'),
      'aria-describedby': 'rules-keys rules-status',
      'data-testid': 'rules-input',
    });
  const placeholderText = new Compartment();

  const later = (() => {
    let timer = null;
    return (fn) => {
      clearTimeout(timer);
      timer = setTimeout(fn, CHECK_DELAY_MS);
    };
  })();

  const view = new EditorView({
    parent: ui.host,
    state: EditorState.create({
      doc: '',
      extensions: [
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        history(),
        drawSelection(),
        bracketMatching(),
        highlightActiveLine(),
        EditorView.lineWrapping,
        rulesLanguage,
        rulesHighlight,
        lintGutter(),
        keymap.of([...defaultKeymap, ...historyKeymap, ...lintKeymap]),
        labels.of(labelAttributes()),
        placeholderText.of(placeholder(t('rules.placeholder'))),
        EditorView.updateListener.of((update) => {
          if (!update.docChanged) return;
          version++;
          const typed = update.transactions.some((tr) => ['input', 'delete', 'undo', 'redo', 'move'].some((e) => tr.isUserEvent(e)));
          pendingCommit = pendingCommit || typed;
          setState('checking');
          later(() => recheck().catch(fatal));
        }),
      ],
    }),
  });

  const fatal = (e) => onFatal?.(e);

  function setState(state) {
    ui.state.dataset.state = state;
    ui.state.textContent = t(`rules.state.${state}`);
    root.dataset.rulesState = state;
  }

  function setText(text, { commitIt }) {
    pendingCommit = pendingCommit || commitIt;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  }

  // "Use these rules": shown while the editor holds a valid game that is not the one on screen
  // (the text a link or an example brought, or a gallery game picked since).
  const showApply = () => {
    const spec = lastReport?.ok ? lastReport.spec : null;
    ui.apply.hidden = !spec || placeOf(spec) !== null;
    ui.add.hidden = ui.apply.hidden;
  };
  ui.apply.addEventListener('click', () => {
    if (!lastReport?.ok) return;
    const source = view.state.doc.toString();
    editing = null; // the game on its own, whatever was on screen
    store.set({ rulesSource: source });
    commit(specFor(lastReport.spec)).then(showApply);
  });
  // "Add to the sum": the game on screen gains this program as one more part.
  ui.add.addEventListener('click', () => {
    if (!lastReport?.ok) return;
    const parts = splitSpec(store.get().spec);
    editing = { program: rulesProgram(lastReport.spec), index: parts.components.length };
    store.set({ rulesSource: view.state.doc.toString() });
    commit(joinSpec({ misere: parts.misere, components: [...parts.components, lastReport.spec] })).then(showApply);
  });
  store.subscribe(['spec'], () => (lastReport?.ok ? drawReport(lastReport) : showApply()));

  function drawReport(report) {
    lastReport = report;
    showApply();
    ui.errors.replaceChildren();
    if (!report) {
      ui.errors.hidden = true;
      return;
    }
    if (report.unavailable) {
      // A module without the rule language, or a check that failed (the worker restarted).
      const missing = /is not a function|unknown request type/.test(report.unavailable);
      setState(missing ? 'unavailable' : 'error');
      ui.status.textContent = t(missing ? 'rules.unavailable' : 'rules.checkFailed', { message: report.unavailable });
      ui.errors.hidden = true;
      return;
    }
    if (report.ok) {
      setState('ok');
      const shape = t(report.dimensions === 1 ? 'rules.shape1' : 'rules.shapeN', { n: report.dimensions });
      const place = placeOf(report.spec);
      const shown = !place ? 'Apart' : place.of > 1 ? 'Part' : '';
      ui.status.textContent = report.name
        ? t(`rules.valid${shown}`, { name: report.name, shape, ...place })
        : t(`rules.validUnnamed${shown}`, { shape, ...place });
      if (report.about) ui.status.append(' ', Object.assign(document.createElement('span'), { className: 'rules-about', textContent: report.about }));
      ui.errors.hidden = true;
      return;
    }
    setState('error');
    const n = report.errors.length;
    ui.status.textContent = t('rules.invalid', { n });
    // Read out with the count: the first problem and where it is (the list below has them all).
    if (n > 0) {
      const first = report.errors[0];
      const spoken = Object.assign(document.createElement('span'), { className: 'visually-hidden' });
      spoken.textContent = ` ${t('rules.where', { line: first.line, col: first.col })}: ${first.message}`;
      ui.status.append(spoken);
    }
    ui.errors.hidden = n === 0;
    for (const e of report.errors) {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'rules-error';
      b.dataset.testid = 'rules-error';
      b.dataset.line = String(e.line);
      b.dataset.col = String(e.col);
      b.innerHTML = '<span class="where"></span> <span class="what"></span>';
      b.querySelector('.where').textContent = t('rules.where', { line: e.line, col: e.col });
      b.querySelector('.what').textContent = e.message;
      b.title = t('rules.goTo');
      b.addEventListener('click', () => {
        const { from, to } = rangeOf(view.state.doc, e);
        view.dispatch({ selection: { anchor: from, head: to }, scrollIntoView: true });
        view.focus();
      });
      li.append(b);
      ui.errors.append(li);
    }
  }

  async function recheck() {
    const commitIt = pendingCommit;
    pendingCommit = false;
    const mine = version;
    const source = view.state.doc.toString();
    let report;
    try {
      report = await engine.rulesCheck(source);
    } catch (e) {
      // A core without the rule language (or a worker that failed): say so, keep the text.
      available = false;
      if (mine === version) drawReport({ unavailable: e.message });
      return;
    }
    available = true;
    if (mine !== version) {
      pendingCommit = pendingCommit || commitIt; // the text changed meanwhile; its own check is on the way
      return;
    }
    const diagnostics = report.ok
      ? []
      : report.errors.map((e) => ({ ...rangeOf(view.state.doc, e), severity: 'error', message: e.message, source: t('rules.where', { line: e.line, col: e.col }) }));
    view.dispatch(setDiagnostics(view.state, diagnostics));
    drawReport(report);
    if (!commitIt) return;
    store.set({ rulesSource: source });
    if (report.ok) await commit(specFor(report.spec));
    else store.set({ inputProblem: true });
  }

  // ---- the examples menu ----
  // The program's own name, or its translation where the locale has one (rules.example.<id>).
  const exampleName = (ex) => {
    const key = `rules.example.${ex.id}`;
    const name = t(key);
    return name === key ? ex.name : name;
  };
  const drawExamples = () => {
    const chosen = ui.examples.value;
    ui.examples.replaceChildren();
    const first = document.createElement('option');
    first.value = '';
    first.textContent = t(examples.length ? 'rules.examplesPlaceholder' : available ? 'rules.examplesLoading' : 'rules.examplesNone');
    ui.examples.append(first);
    for (const ex of examples) {
      const o = document.createElement('option');
      o.value = ex.id;
      o.textContent = t('rules.exampleOption', { name: exampleName(ex), family: ex.family });
      o.title = ex.about;
      ui.examples.append(o);
    }
    ui.examples.value = examples.some((e) => e.id === chosen) ? chosen : '';
  };
  ui.examples.addEventListener('change', () => {
    const ex = examples.find((e) => e.id === ui.examples.value);
    if (!ex) return;
    // One undoable change: Ctrl+Z brings the person's own text back.
    setText(ex.source, { commitIt: true });
    ui.status.textContent = t('rules.loadedExample', { name: exampleName(ex) });
  });

  // ---- the store: a link or a hash change brings text; the editor keeps it otherwise ----
  // The text a link brings (rulesSource) wins; otherwise a user-defined game that arrives from
  // elsewhere (the spec field, a link without the editor's text) shows its program. The program
  // this editor committed itself is never put back: the person may have typed on since.
  const fromStore = (s, changed) => {
    let wanted = null;
    const programs = splitSpec(s.spec).components.map((c) => rulesProgram(c));
    if ((!changed || changed.includes('rulesSource')) && typeof s.rulesSource === 'string') {
      wanted = s.rulesSource;
      if (programs.includes(wanted)) editing = { program: wanted, index: programs.indexOf(wanted) };
    } else if ((!changed || changed.includes('spec')) && hasRules(s.spec) && target() < 0) {
      const index = programs.findIndex((p) => p !== null);
      if (index >= 0) {
        wanted = programs[index];
        editing = { program: wanted, index };
      }
    }
    if (wanted !== null && wanted !== view.state.doc.toString()) setText(wanted, { commitIt: false });
  };
  store.subscribe(['rulesSource', 'spec'], fromStore);
  setState('idle');
  fromStore(store.get());
  if (hasRules(store.get().spec)) document.getElementById(root.getAttribute('aria-labelledby'))?.click();

  store.subscribe(['lang'], () => {
    translate(root);
    view.dispatch({ effects: [labels.reconfigure(labelAttributes()), placeholderText.reconfigure(placeholder(t('rules.placeholder')))] });
    drawExamples();
    if (lastReport) drawReport(lastReport);
    else setState(ui.state.dataset.state);
  });

  engine.rulesExamples().then(
    (list) => {
      examples = Array.isArray(list) ? list : [];
      drawExamples();
      // Nothing typed and no program in the link: start from the current game written as rules
      // (or the first example), checked but not put on the table until the person edits it.
      if (view.state.doc.length === 0 && examples.length) {
        const spec = store.get().spec;
        const ex = examples.find((e) => e.family === spec) ?? examples[0];
        setText(ex.source, { commitIt: false });
      }
    },
    (e) => {
      available = false;
      drawExamples();
      drawReport({ unavailable: e.message });
    },
  );
  drawExamples();

  return {
    view,
    /** Edits part `index` of the game on screen, whose program is `program` (from the sum builder). */
    edit(program, index) {
      editing = { program, index };
      if (program !== view.state.doc.toString()) setText(program, { commitIt: false });
      store.set({ rulesSource: program });
      showApply();
    },
  };
}
