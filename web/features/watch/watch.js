// Watch the tables fill in. Heap games show as a strip of cells wrapping into rows (by default as
// long as the detected period), 2-D games as a canvas heat map, graph games as a strip of nodes.
// Values stream in from the worker (the controller's table, web/state/table.js) with a progress
// bar and a cancel button; the fill-in replays the solver's order one cell at a time with the mex
// written out. For a sum, each distinct component has its own table (tabs). Every cell carries
// data-position, data-sg and data-outcome; the SG / P-N switch and the legend work for every view.
// A cell chosen (click, Enter) becomes the explained position through the controller.
import { t, translate } from '../../ui/i18n.js';
import { distinctComponents } from '../../state/shape.js';
import { createStrip } from './strip/strip.js';
import { deferred } from '../../ui/deferred.js';
import { createFillIn } from './fill-in.js';
import { createFillControls } from './fill-controls.js';
import { createViewSwitch } from './view-switch.js';
import { createComponentTabs } from './component-tabs.js';
import { createTableStatus } from './table-status.js';
import { createPicked } from './picked.js';
import { mountRowLength } from './row-length.js';
import { mountSizeFields } from './size-fields.js';
import { drawLegend } from './legend.js';
import { hasMisereView, mountMisereView } from '../misere/misere-view.js';
import './watch.css';

/**
 * The part of the explained position (state `s`) that is a cell of the table on screen (`data`), as the
 * core reads the position: a single game's one part, or in a sum the part of the table's component;
 * null when there is none (or the position is not one of the game's).
 */
async function selectedPart(client, s, data) {
  let parts;
  try {
    ({ parts } = await client.position(s.spec, s.selected));
  } catch {
    return null; // the explanation panel says what is wrong with it
  }
  if (s.game.components.length === 1) return parts.length === 1 ? parts[0] : null;
  const component = s.game.components.findIndex((c) => c.spec === data.spec);
  return parts.find((p) => p.component === component) ?? null;
}

// The line that says a misère game's tables are its normal-play values.
function showMisereNote(note, misere) {
  note.hidden = !misere;
  note.textContent = misere ? t('watch.misereNote') : '';
}

export function mountWatch(root, { game, client }) {
  const $ = (s) => root.querySelector(s);
  const table = game.table;
  const data = table.data;
  const fail = (e) => game.fail(e);
  const note = $('[data-testid="watch-note"]');
  const fillText = $('[data-testid="fill-text"]');
  const legend = $('[data-testid="legend"]');
  const stripHost = $('.view-strip');
  const heatHost = $('.view-heatmap');
  const rowBox = $('.row-length');

  const activate = (i) => game.selectCell(i).catch(fail);
  // The most cells the strip draws (the core's limits.shownHeaps), which the status line names too.
  const shownHeaps = () => game.state.game.limits.shownHeaps;
  let rowLength = null; // the row length's field and hint, worded again when the strip fits a new width
  const strip = createStrip(stripHost, { onActivate: activate, most: shownHeaps, onLayout: () => rowLength?.relabel() });
  // The core names each coordinate by an id ('down', 'left'); its word is the locale key watch.axis.<id>.
  // The heat map's code (heatmap/) is loaded with the first 2-D table.
  const heatmap = deferred(
    () => import('./heatmap/heatmap.js').then((m) => m.createHeatmap(heatHost, { onActivate: activate, axisKeys: () => game.watched().axes.map((id) => `watch.axis.${id}`) })),
    { startOn: 'reset', onError: fail },
  );
  let renderer = null; // the strip or the heat map, for the table on screen

  const fill = createFillIn({
    table,
    // A cell is one position of one component: its options, their values and the mex.
    explain: async (position) => (await client.explain(data.spec, position)).parts[0],
    render: (f) => renderer?.setFill(f),
    say: (text) => {
      fillText.textContent = text;
    },
    onState: (st) => controls.draw(st),
  });
  const controls = createFillControls(root, { fill, onError: fail });
  const status = createTableStatus(root, { onCancel: () => game.cancelTable(), shown: shownHeaps });
  const picked = createPicked($('[data-testid="picked"]'));
  rowLength = mountRowLength(root, { game, strip });
  mountSizeFields(root, game);
  const views = createViewSwitch([...root.querySelectorAll('[data-view]')], { onChoose: (view) => game.setView(view) });
  const tabs = createComponentTabs($('[data-testid="component-tabs"]'), {
    onChoose(k, byKey) {
      game.showComponent(k);
      if (byKey) tabs.focus(k);
    },
  });

  const showView = (s) => {
    // The misère view is of heaps only (misere-view.js), its values coloured as the SG view's.
    const view = s.view === 'misere' && !hasMisereView(game.watched()) ? 'sg' : s.view;
    const colours = view === 'pn' ? 'pn' : 'sg';
    views.draw(view);
    root.dataset.view = view;
    strip.setView(colours);
    heatmap.setView(colours);
    drawLegend(legend, colours, data);
  };

  /** The explained position's cell in the table on screen, marked there and written out under it. */
  let selectedAsked = 0; // bumps on each question, so a late answer about an older position is dropped
  const drawSelected = async (s) => {
    if (!renderer) return;
    const mine = ++selectedAsked;
    const part = s.selected ? await selectedPart(client, s, data) : null;
    if (mine !== selectedAsked) return;
    const index = part ? table.indexOf(part) : -1;
    renderer.setSelected(index);
    picked.show(index >= 0 ? table.partAt(index) : null, index >= 0 && index < data.done ? data.values[index] : undefined);
  };
  const showSelected = (s) => drawSelected(s).catch(fail);

  /** The layout for the kind of table on screen: a heat map for a grid, the strip otherwise. */
  const layout = (kind) => {
    root.dataset.kind = kind;
    renderer = kind === 'grid' ? heatmap : strip;
    stripHost.hidden = kind === 'grid';
    heatHost.hidden = kind !== 'grid';
    rowBox.hidden = kind === 'grid';
    controls.enable(kind !== 'nodes');
  };

  table.subscribe((d, ev) => {
    switch (ev.type) {
      case 'reset':
        // A new table ends any fill-in of the old one.
        fill.reset();
        strip.setFill(null);
        heatmap.setFill(null);
        fillText.textContent = '';
        layout(d.kind);
        renderer.reset(d);
        drawLegend(legend, game.state.view, d);
        showSelected(game.state);
        break;
      case 'progress':
        renderer.progress(ev.from, ev.to);
        if (d.kind === 'grid' && game.state.view === 'sg') drawLegend(legend, 'sg', d);
        break;
      case 'complete':
        renderer.progress(0, d.total);
        renderer.complete(true);
        showSelected(game.state);
        drawLegend(legend, game.state.view, d);
        break;
      case 'cancelled':
        // A strip keeps the values it has (table.js): drawn again at its new length.
        if (d.kind !== 'grid') {
          renderer.reset(d);
          showSelected(game.state);
        }
        renderer.complete(false);
        break;
      default:
    }
    status.show(d, ev);
  });

  const showGame = (s) => {
    tabs.draw(distinctComponents(s.game), s.component);
    showMisereNote(note, s.game.misere);
  };
  game.on(['game', 'component'], showGame);
  game.on(['view', 'game', 'component'], showView);
  game.on(['selected'], showSelected);
  game.on(['inputProblem'], (s) => status.inputProblem(s.inputProblem, data));
  game.on(['fatal'], (s) => status.fatal(s.fatal));
  game.on(['lang'], (s) => {
    controls.relabel();
    fill.relabel();
    showView(s);
    rowLength.relabel();
    strip.relabel();
    heatmap.relabel();
    status.relabel(data);
    showGame(s);
    showSelected(s);
  });

  translate(root);
  mountMisereView(root, { game, client });
  controls.relabel();
  showView(game.state);
  showGame(game.state);
  game.showTable();
}
