// Watch the tables fill in. Heap games show as a strip of cells wrapping into rows (by default
// as long as the detected period), 2-D games as a canvas heat map, graph games as a strip of
// nodes. Values stream in from the worker with a progress bar and a cancel button; the fill-in
// replays the solver's order one cell at a time with the mex written out. For a sum, each
// distinct component has its own table (tabs). Every cell carries data-position, data-sg and
// data-outcome; the SG / P-N switch and the legend work for every view.
import { t, translate } from '../../ui/i18n.js';
import { tableData } from './table-data.js';
import { createStrip } from './strip.js';
import { createHeatmap } from './heatmap.js';
import { createFillIn, SPEEDS } from './fill-in.js';
import { explainPosition } from '../understand/explain-data.js';
import { axisKeys } from '../define/families.js';
import { TONES } from '../../ui/palette.js';
import { gameName } from '../../ui/game-name.js';
import { componentParts, distinctComponents, formatPosition, positionWithPart, splitPosition, splitSpec } from '../../state/spec-text.js';
import './watch.css';
import { esc } from '../../ui/html.js';

const MAX_AUTO_ROW = 64; // a longer period is not used as the row length
const PLAY_ICON = '<svg viewBox="0 0 12 12" width="12" height="12"><path d="M2 1l9 5-9 5z" fill="currentColor"/></svg>';
const PAUSE_ICON = '<svg viewBox="0 0 12 12" width="12" height="12"><path d="M2 1h3v10H2zM7 1h3v10H7z" fill="currentColor"/></svg>';

export function mountWatch(root, { engine, store }) {
  const $ = (s) => root.querySelector(s);
  const fatal = (e) => store.set({ fatal: e.message });
  const td = tableData(engine);
  const ui = {
    viewButtons: [...root.querySelectorAll('[data-view]')],
    tabs: $('[data-testid="component-tabs"]'),
    note: $('[data-testid="watch-note"]'),
    unavailable: $('[data-testid="unavailable-note"]'),
    play: $('[data-testid="fill-play"]'),
    step: $('[data-testid="fill-step"]'),
    all: $('[data-testid="fill-all"]'),
    speed: $('[data-testid="fill-speed"]'),
    rowBox: $('.row-length'),
    rowLength: $('[data-testid="row-length"]'),
    rowHint: $('#row-length-hint'),
    progressRow: $('[data-testid="progress-row"]'),
    progress: $('[data-testid="table-progress"]'),
    bar: $('[data-testid="table-progress"] .bar'),
    progressText: $('.progress-text'),
    cancel: $('[data-testid="table-cancel"]'),
    status: $('[data-testid="table-status"]'),
    fillText: $('[data-testid="fill-text"]'),
    stripHost: $('.view-strip'),
    heatHost: $('.view-heatmap'),
    legend: $('[data-testid="legend"]'),
    picked: $('[data-testid="picked"]'),
  };
  let watched = { index: 0, spec: null, kind: null, family: null };
  let renderer = null;
  let request = 0;
  let spokenQuarter = 0;

  const activate = (i) => {
    const s = store.get();
    const pos = td.positionOf(i);
    store.set({ selected: positionWithPart(s.spec, s.selected, watched.index, pos) });
  };

  const strip = createStrip(ui.stripHost, { onActivate: activate });
  const heatmap = createHeatmap(ui.heatHost, { onActivate: activate, axisKeys: () => axisKeys(watched.family) });

  const fill = createFillIn({
    table: td,
    explain: (pos) => explainPosition(engine, watched.spec, pos),
    render: (f) => renderer?.setFill(f),
    say: (text) => {
      ui.fillText.textContent = text;
    },
    onState: (st) => labelPlay(st),
  });
  function labelPlay(st) {
    ui.play.dataset.state = st.playing ? 'playing' : 'paused';
    ui.play.setAttribute('aria-pressed', st.playing ? 'true' : 'false');
    ui.play.querySelector('.label').textContent = t(st.playing ? 'watch.pause' : 'watch.play');
    ui.play.querySelector('.icon').innerHTML = st.playing ? PAUSE_ICON : PLAY_ICON;
    ui.all.disabled = !st.active;
    root.classList.toggle('filling', st.active);
  }

  for (const speed of SPEEDS) {
    const o = document.createElement('option');
    o.value = String(speed);
    ui.speed.append(o);
  }
  const labelSpeeds = () => {
    for (const o of ui.speed.options) o.textContent = t('watch.speedOption', { n: o.value });
  };
  ui.speed.value = '2';
  ui.speed.addEventListener('change', () => fill.setSpeed(Number(ui.speed.value)));
  ui.play.addEventListener('click', () => (fill.state.playing ? fill.pause() : fill.play()));
  ui.step.addEventListener('click', () => fill.step().catch(fatal));
  ui.all.addEventListener('click', () => fill.showAll());
  ui.cancel.addEventListener('click', () => td.cancel());

  // ---- the view switch and the legend ----
  const drawLegend = () => {
    const s = store.get();
    const p = `<li><span class="swatch P hatch" aria-hidden="true">P</span> ${t('watch.legendP')}</li>`;
    let n;
    if (s.view === 'pn') {
      n = `<li><span class="swatch N" aria-hidden="true">N</span> ${t('watch.legendN')}</li>`;
    } else if (watched.kind === 'grid') {
      n = `<li><span class="ramp" aria-hidden="true"><span>1</span><span>${t('watch.legendMax', { max: Math.max(1, td.data.max) })}</span></span> ${t('watch.legendRamp')}</li>`;
    } else {
      const steps = TONES.map((tone, k) => `<span class="swatch tone" data-tone="${esc(k + 1)}">${esc(k + 1 === TONES.length ? `${k + 1}+` : k + 1)}</span>`).join('');
      n = `<li><span class="tones" aria-hidden="true">${steps}</span> ${t('watch.legendTones')}</li>`;
    }
    ui.legend.innerHTML = `<ul class="legend">${p}${n}</ul>`;
  };
  const showView = (s) => {
    for (const b of ui.viewButtons) {
      const on = b.dataset.view === s.view;
      b.setAttribute('aria-checked', on ? 'true' : 'false');
      b.tabIndex = on ? 0 : -1;
    }
    root.dataset.view = s.view;
    strip.setView(s.view);
    heatmap.setView(s.view);
    drawLegend();
  };
  for (const b of ui.viewButtons) {
    b.addEventListener('click', () => store.set({ view: b.dataset.view }));
    b.addEventListener('keydown', (e) => {
      if (!['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(e.key)) return;
      e.preventDefault();
      const other = ui.viewButtons.find((x) => x !== b);
      store.set({ view: other.dataset.view });
      other.focus();
    });
  }
  store.subscribe(['view'], showView);

  // ---- row length: the person's choice, else the detected period ----
  const applyRowLength = () => {
    const s = store.get();
    const per = s.patterns?.spec === watched.spec ? s.patterns.result?.periodicity : null;
    const period = per && per.period >= 2 && per.period <= MAX_AUTO_ROW ? per.period : 0;
    const chosen = s.rowLength || period;
    strip.setColumns(chosen);
    if (document.activeElement !== ui.rowLength) ui.rowLength.value = s.rowLength ? String(s.rowLength) : '';
    ui.rowLength.placeholder = String(strip.columns);
    ui.rowHint.textContent = s.rowLength
      ? t('watch.rowChosen')
      : period
        ? t('watch.rowPeriod', { period })
        : t('watch.rowFit');
  };
  ui.rowLength.addEventListener('input', () => {
    const v = ui.rowLength.value.trim();
    const n = Number(v);
    if (v === '') store.set({ rowLength: 0 });
    else if (/^\d+$/.test(v) && n >= 1 && n <= 1000) store.set({ rowLength: n });
  });
  store.subscribe(['rowLength', 'patterns'], applyRowLength);

  // ---- the table itself ----
  const showNote = (key, params, feature) => {
    ui.unavailable.hidden = !key;
    ui.unavailable.textContent = key ? t(key, params) : '';
    if (feature) ui.unavailable.dataset.feature = feature;
    else delete ui.unavailable.dataset.feature;
  };

  const percent = (d) => (d.total ? Math.floor((100 * d.done) / d.total) : 0);
  const summary = (d) => {
    let p = 0;
    for (let i = 0; i < d.done; i++) if (d.values[i] === 0) p++;
    if (d.kind === 'grid') return t('watch.summaryGrid', { spec: gameName(d.spec), rows: d.rows, cols: d.cols, p });
    if (d.kind === 'graph') return t('watch.summaryGraph', { spec: gameName(d.spec), count: d.total, p });
    return t('watch.summary', { spec: gameName(d.spec), count: d.total, p });
  };

  td.subscribe((d, ev) => {
    if (!renderer) return;
    switch (ev.type) {
      case 'reset':
        spokenQuarter = 0;
        renderer.reset(d);
        syncSelected(store.get());
        ui.status.textContent = t('watch.computing', { count: d.total.toLocaleString(), spec: gameName(d.spec) });
        ui.progressRow.hidden = false;
        ui.bar.style.width = '0%';
        ui.progress.setAttribute('aria-valuenow', '0');
        ui.progressText.textContent = '0%';
        showNote(null);
        break;
      case 'progress': {
        renderer.progress(ev.from, ev.to);
        const pc = percent(d);
        // The status line is read out (aria-live): it is rewritten at each quarter, not per chunk.
        const quarter = Math.floor(pc / 25);
        if (quarter > spokenQuarter && quarter < 4) {
          spokenQuarter = quarter;
          ui.status.textContent = t('watch.computingAt', { count: d.total.toLocaleString(), spec: gameName(d.spec), pc: quarter * 25 });
        }
        ui.bar.style.width = `${(100 * d.done) / Math.max(1, d.total)}%`;
        ui.progress.setAttribute('aria-valuenow', String(pc));
        ui.progressText.textContent = t('watch.progress', { pc, done: d.done.toLocaleString(), total: d.total.toLocaleString() });
        if (watched.kind === 'grid' && store.get().view === 'sg') drawLegend();
        break;
      }
      case 'complete':
        renderer.progress(0, d.total);
        renderer.complete(true);
        syncSelected(store.get());
        ui.progressRow.hidden = true;
        ui.status.textContent = summary(d);
        drawLegend();
        break;
      case 'cancelled':
        renderer.complete(false);
        ui.progressRow.hidden = true;
        ui.status.textContent = t('watch.cancelled', { pc: percent(d), done: d.done.toLocaleString() });
        break;
      case 'error':
        ui.progressRow.hidden = true;
        ui.status.textContent = t('watch.failed', { message: ev.message });
        break;
      case 'unavailable':
        ui.progressRow.hidden = true;
        ui.status.textContent = '';
        showNote('watch.notYetGrid', {}, ev.feature);
        break;
      default:
    }
  });

  const drawTabs = (s) => {
    const list = distinctComponents(s.spec);
    ui.tabs.hidden = list.length <= 1;
    ui.tabs.replaceChildren(
      ...list.map((c, k) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.setAttribute('role', 'tab');
        b.dataset.testid = `component-tab-${k}`;
        b.setAttribute('aria-selected', k === watched.distinct ? 'true' : 'false');
        b.tabIndex = k === watched.distinct ? 0 : -1;
        b.innerHTML = `<span class="tab-n">${esc(k + 1)}</span> <code></code>`;
        b.querySelector('code').textContent = gameName(c);
        b.addEventListener('click', () => {
          watched.distinct = k;
          refresh().catch(fatal);
        });
        b.addEventListener('keydown', (e) => {
          const next = { ArrowRight: k + 1, ArrowLeft: k - 1 }[e.key];
          if (next === undefined || next < 0 || next >= list.length) return;
          e.preventDefault();
          watched.distinct = next;
          refresh().then(() => ui.tabs.children[next]?.focus(), fatal);
        });
        return b;
      }),
    );
  };

  async function refresh() {
    const s = store.get();
    const mine = ++request;
    const list = distinctComponents(s.spec);
    if (!(watched.distinct < list.length)) watched.distinct = 0;
    const text = list[watched.distinct];
    drawTabs(s);
    const { misere, components } = splitSpec(s.spec);
    ui.note.hidden = !misere;
    ui.note.textContent = misere ? t('watch.misereNote') : '';
    if (!text) return;
    const check = await engine.check(text);
    if (mine !== request) return;
    fill.reset();
    strip.setFill(null);
    heatmap.setFill(null);
    ui.fillText.textContent = '';
    if (!check.ok) {
      ui.status.textContent = t('watch.failed', { message: check.error });
      return;
    }
    const family = componentParts(check.spec).family;
    const kind = family === 'graph' ? 'graph' : check.dimensions === 2 ? 'grid' : 'table';
    watched = { ...watched, index: components.indexOf(text), spec: check.spec, kind, family };
    root.dataset.kind = kind;
    renderer = kind === 'grid' ? heatmap : strip;
    ui.stripHost.hidden = kind === 'grid';
    ui.heatHost.hidden = kind !== 'grid';
    ui.rowBox.hidden = kind === 'grid';
    for (const b of [ui.play, ui.step, ui.speed]) b.disabled = kind === 'graph';
    store.set({ watched: check.spec, watchedKind: kind });
    drawLegend();
    applyRowLength();
    if (kind === 'grid') {
      // A bounded board (corner:R,C) has no cells beyond its edges: clip the table to it.
      const board = /^corner:\s*(\d+)\s*,\s*(\d+)\s*$/.exec(check.spec);
      const rows = board ? Math.min(s.rows, Number(board[1])) : s.rows;
      const cols = board ? Math.min(s.cols, Number(board[2])) : s.cols;
      td.start({ spec: check.spec, kind, rows, cols });
    }
    else if (kind === 'graph') td.start({ spec: check.spec, kind });
    else td.start({ spec: check.spec, kind, count: s.upTo + 1 });
  }

  const syncSelected = (s) => {
    if (!renderer) return;
    let index = -1;
    if (s.selected !== null && s.selected !== undefined) {
      const parts = splitPosition(s.selected);
      const { components } = splitSpec(s.spec);
      const part = components.length > 1 ? parts[watched.index] : parts.length === 1 ? parts[0] : null;
      if (part !== undefined && part !== null) index = td.indexOf(part);
    }
    renderer.setSelected(index);
    // Under the table: the chosen cell in a line, with a link to its explanation below.
    const known = index >= 0 && index < td.data.done;
    ui.picked.hidden = !known;
    if (known) {
      const g = td.data.values[index];
      ui.picked.innerHTML = '';
      const link = Object.assign(document.createElement('a'), { href: '#understand-title', textContent: t('watch.pickedLink') });
      link.dataset.testid = 'picked-link';
      ui.picked.append(t('watch.picked', { pos: formatPosition(td.positionOf(index)), g, outcome: g === 0 ? 'P' : 'N' }), ' ', link);
    }
  };
  store.subscribe(['selected'], syncSelected);

  ui.picked.addEventListener('click', (e) => {
    if (!e.target.closest('a')) return;
    e.preventDefault();
    const target = document.getElementById('understand-title');
    target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    document.querySelector('[data-testid="explanation"]')?.focus?.();
  });

  const run = () => refresh().catch(fatal);
  store.subscribe(['spec'], () => {
    watched.distinct = 0;
    run();
  });
  store.subscribe(['upTo'], () => watched.kind !== 'grid' && watched.kind !== 'graph' && run());
  store.subscribe(['rows', 'cols'], () => watched.kind === 'grid' && run());
  store.subscribe(['inputProblem'], (s) => {
    if (s.inputProblem) ui.status.textContent = t('define.keptTable');
    else if (td.data.status === 'complete') ui.status.textContent = summary(td.data);
  });
  store.subscribe(['fatal'], (s) => {
    ui.status.textContent = t('common.fatal', { message: s.fatal });
  });
  store.subscribe(['lang'], () => {
    labelSpeeds();
    labelPlay(fill.state);
    showView(store.get());
    applyRowLength();
    strip.relabel();
    heatmap.relabel();
    if (td.data.status === 'complete') ui.status.textContent = summary(td.data);
    if (!ui.note.hidden) ui.note.textContent = t('watch.misereNote');
    syncSelected(store.get());
  });

  watched.distinct = 0;
  translate(root);
  labelSpeeds();
  labelPlay(fill.state);
  showView(store.get());
  run();
}
