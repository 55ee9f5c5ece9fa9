// Define a game: the gallery of ready games, the sum builder (family forms, components, misère),
// the spec as text, and the table size. Every keystroke is validated by the core (through the
// worker); a bad value shows the core's message beside the field and keeps what was typed, and
// the store only ever receives a spec the core accepted.
import { debounce, showError } from '../../ui/dom.js';
import { t, translate } from '../../ui/i18n.js';
import { mountGallery } from './gallery.js';
import { createSumBuilder } from './sum-builder.js';
import { mountRulesPanel } from '../rules/rules-panel.js';
import { rulesProgram } from '../../state/rules-link.js';
import { distinctComponents, oneLineSpec } from '../../state/spec-text.js';
import './define.css';

const MAX_UP_TO = 100000;
const MAX_SIDE = 2000;

function wholeNumber(text, lo, hi) {
  const s = String(text).trim();
  const n = Number(s);
  return /^\d+$/.test(s) && n >= lo && n <= hi ? n : null;
}

export function mountDefine(root, { engine, store }) {
  const $ = (s) => root.querySelector(s);
  const fatal = (e) => store.set({ fatal: e.message });
  const ui = {
    tabs: [...root.querySelectorAll('[role="tab"]')],
    gallery: $('#define-gallery'),
    build: $('#define-build'),
    rules: $('#define-rules'),
    specText: $('#spec-text'),
    specTextError: $('#spec-text-error'),
    size: $('#size-input'),
    sizeError: $('#size-error'),
    rows: $('#rows-input'),
    cols: $('#cols-input'),
    rowsError: $('#rows-error'),
    colsError: $('#cols-error'),
    sizeField: $('[data-size="1"]'),
    gridFields: [...root.querySelectorAll('[data-size="2"]')],
  };
  let committed = null; // the last spec this panel put in the store

  // Tabs: ready games / build your own (arrow keys move between them).
  const selectTab = (tab, focus) => {
    for (const t2 of ui.tabs) {
      const on = t2 === tab;
      t2.setAttribute('aria-selected', on ? 'true' : 'false');
      t2.tabIndex = on ? 0 : -1;
      root.querySelector(`#${t2.getAttribute('aria-controls')}`).hidden = !on;
    }
    if (focus) tab.focus();
  };
  for (const tab of ui.tabs) {
    tab.addEventListener('click', () => selectTab(tab, false));
    tab.addEventListener('keydown', (e) => {
      const i = ui.tabs.indexOf(tab);
      const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: ui.tabs.length - 1 }[e.key];
      if (next === undefined) return;
      e.preventDefault();
      selectTab(ui.tabs[(next + ui.tabs.length) % ui.tabs.length], true);
    });
  }
  selectTab(ui.tabs[0], false);

  mountGallery(ui.gallery, { engine, store }).catch(fatal);

  const commitSpec = async (text, from) => {
    const check = await engine.check(text);
    if (!check.ok) {
      showError(ui.specTextError, check.error);
      store.set({ inputProblem: true });
      return;
    }
    showError(ui.specTextError, null);
    committed = check.spec;
    // The builder shows what came from elsewhere (the text field, the rule editor) as parts.
    if (from !== 'builder') builder.load(check.spec);
    else if (document.activeElement !== ui.specText) ui.specText.value = oneLineSpec(check.spec);
    store.set({ spec: check.spec, inputProblem: false });
  };

  // The rules editor's valid programs take the same path as the text field and the builder.
  const rulesPanel = mountRulesPanel(ui.rules, { engine, store, commit: (spec) => commitSpec(spec, 'rules').catch(fatal), onFatal: fatal });
  const rulesTab = ui.tabs.find((tab) => tab.getAttribute('aria-controls') === 'define-rules');

  const builder = createSumBuilder(ui.build, {
    engine,
    onSpec: (text) => commitSpec(text, 'builder').catch(fatal),
    onProblem: () => store.set({ inputProblem: true }),
    rules: {
      // A new "your own rules" part: the editor's text, the text the link brought, or the program
      // of a rules part on screen, whichever the core accepts first.
      seed: async () => {
        const s = store.get();
        for (const program of [rulesPanel.text(), s.rulesSource, rulesProgram(s.spec)]) {
          if (typeof program === 'string' && program.trim() !== '' && (await engine.check(`rules:{${program}}`)).ok) return program;
        }
        return null;
      },
      // "Edit in the rule editor": that tab, with this part's program, whose edits replace this part.
      open: (program, index) => {
        rulesPanel.edit(program, index);
        selectTab(rulesTab, true);
      },
    },
  });
  builder.onFatal = fatal;

  ui.specText.addEventListener(
    'input',
    debounce(() => commitSpec(ui.specText.value, 'text').catch(fatal), 250),
  );

  // Which size fields apply: positions 0..N for heap games, rows x columns for 2-D games.
  const showSizes = async (spec) => {
    const checks = await Promise.all(distinctComponents(spec).map((c) => engine.check(c)));
    const dims = new Set(checks.map((c) => (c.ok ? c.dimensions : 1)));
    const isGraph = distinctComponents(spec).every((c) => c.startsWith('graph:'));
    ui.sizeField.hidden = !dims.has(1) || isGraph;
    for (const f of ui.gridFields) f.hidden = !dims.has(2);
  };

  const fromStore = (s, changed) => {
    if (!changed || changed.includes('spec')) {
      if (s.spec !== committed) {
        committed = s.spec;
        builder.load(s.spec);
        showError(ui.specTextError, null);
      }
      if (document.activeElement !== ui.specText) ui.specText.value = oneLineSpec(s.spec);
      showSizes(s.spec).catch(fatal);
    }
    if (document.activeElement !== ui.size) ui.size.value = String(s.upTo);
    if (document.activeElement !== ui.rows) ui.rows.value = String(s.rows);
    if (document.activeElement !== ui.cols) ui.cols.value = String(s.cols);
  };
  fromStore(store.get());
  store.subscribe(['spec', 'upTo', 'rows', 'cols'], fromStore);
  store.subscribe(['lang'], () => builder.relabel());

  const commitSizes = () => {
    const upTo = wholeNumber(ui.size.value, 0, MAX_UP_TO);
    showError(ui.sizeError, upTo === null ? t('define.sizeError', { max: MAX_UP_TO }) : null);
    const rows = wholeNumber(ui.rows.value, 1, MAX_SIDE);
    const cols = wholeNumber(ui.cols.value, 1, MAX_SIDE);
    showError(ui.rowsError, rows === null ? t('define.gridError', { max: MAX_SIDE }) : null);
    showError(ui.colsError, cols === null ? t('define.gridError', { max: MAX_SIDE }) : null);
    const patch = {};
    if (upTo !== null) patch.upTo = upTo;
    if (rows !== null) patch.rows = rows;
    if (cols !== null) patch.cols = cols;
    store.set(patch);
  };
  const later = debounce(commitSizes, 250);
  for (const input of [ui.size, ui.rows, ui.cols]) input.addEventListener('input', later);
  translate(root);
}
