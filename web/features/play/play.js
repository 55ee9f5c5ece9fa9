// Play any game the core knows against the computer, or two people at one screen. The panel sets
// up a start position (heaps, coordinates, a sum, a square of the board), keeps the game's record
// with undo and redo, shows hints on request and says after every computer move why it moved
// there. Everything it knows about the game comes from the engine: analyse() for the moves and
// their values, move() for the computer's choice. The game in progress lives in the link (store
// keys position, first, strength, line), so a reload or a shared link reopens it.
import './play.css';
import { announce } from '../../ui/announce.js';
import { showError } from '../../ui/dom.js';
import { t, translate } from '../../ui/i18n.js';
import { boardExtent, el, renderBoardGrid, renderPosition } from './play-board.js';
import { GameRecord, chooseComputerMove, componentOf, defaultPosition, parseSpec, playersFor, splitPosition, withMisere } from './play-game.js';
import { renderSetup } from './play-setup.js';
import { computerReason, describeMove, endText, hintText, moveBadge, partName, positionWords, who } from './play-text.js';

const COMPUTER_DELAY_MS = 250;
const MAX_BUTTONS_PER_PART = 24;

const TEMPLATE = `
  <h2 id="play-title" data-i18n="play.heading"></h2>
  <p class="explain" data-i18n="play.intro"></p>
  <div class="play-layout">
    <div class="play-board" data-testid="board">
      <div class="play-stage"></div>
      <p class="play-status" data-testid="play-status"></p>
      <p class="play-why" data-testid="computer-why" hidden></p>
      <p class="play-hint" data-testid="hint-text" hidden></p>
      <div class="play-moves" data-testid="moves" role="group" tabindex="-1"></div>
      <div class="play-end" data-testid="game-end" tabindex="-1" hidden>
        <p class="play-end-why"></p>
        <p class="play-end-verdict" data-testid="verdict"></p>
        <button type="button" class="primary" data-testid="play-again" data-i18n="play.playAgain"></button>
      </div>
      <div class="play-tools">
        <button type="button" data-testid="undo" data-i18n="play.undo"></button>
        <button type="button" data-testid="redo" data-i18n="play.redo"></button>
        <label class="play-check"><input type="checkbox" data-testid="hints" /> <span data-i18n="play.hints"></span></label>
      </div>
      <section class="play-history-box" aria-labelledby="play-history-title">
        <h3 id="play-history-title" data-i18n="play.historyHeading"></h3>
        <p class="play-start" data-testid="history-start"></p>
        <ol class="play-history" data-testid="history"></ol>
      </section>
    </div>
    <details class="play-setup-box" data-testid="setup-box" open>
    <summary data-i18n="play.setupSummary"></summary>
    <form class="play-setup" data-testid="play-setup" novalidate>
      <fieldset class="play-setup-position">
        <legend data-i18n="play.setupLegend"></legend>
        <div class="play-setup-rows" data-testid="setup-parts"></div>
        <p id="play-setup-hint" class="hint"></p>
        <p id="play-position-error" class="error" data-testid="play-position-error" role="alert" hidden></p>
      </fieldset>
      <fieldset class="play-first">
        <legend data-i18n="play.firstLegend"></legend>
        <label><input type="radio" name="first" value="you" data-testid="first-you" checked /> <span data-i18n="play.firstYou"></span></label>
        <label><input type="radio" name="first" value="computer" data-testid="first-computer" /> <span data-i18n="play.firstComputer"></span></label>
      </fieldset>
      <div class="play-field">
        <label for="play-strength" data-i18n="play.strengthLabel"></label>
        <select id="play-strength" data-testid="strength">
          <option value="perfect" data-i18n="play.strength.perfect"></option>
          <option value="mistakes" data-i18n="play.strength.mistakes"></option>
          <option value="off" data-i18n="play.strength.off"></option>
        </select>
      </div>
      <label class="play-check"><input type="checkbox" data-testid="misere" /> <span data-i18n="play.misereLabel"></span></label>
      <div class="play-setup-go"><button type="submit" class="primary" data-testid="start-game" data-i18n="play.newGame"></button></div>
    </form>
    </details>
  </div>`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function mountPlay(root, { engine, store }) {
  root.innerHTML = TEMPLATE;
  if (!root.getAttribute('aria-labelledby')) root.setAttribute('aria-labelledby', 'play-title');
  translate(root);
  const $ = (s) => root.querySelector(s);
  const ui = {
    board: $('.play-board'),
    stage: $('.play-stage'),
    status: $('[data-testid="play-status"]'),
    why: $('[data-testid="computer-why"]'),
    moves: $('[data-testid="moves"]'),
    end: $('[data-testid="game-end"]'),
    endWhy: $('.play-end-why'),
    endVerdict: $('.play-end-verdict'),
    again: $('[data-testid="play-again"]'),
    undo: $('[data-testid="undo"]'),
    redo: $('[data-testid="redo"]'),
    hints: $('[data-testid="hints"]'),
    hint: $('[data-testid="hint-text"]'),
    start: $('[data-testid="history-start"]'),
    history: $('[data-testid="history"]'),
    setupBox: $('.play-setup-box'),
    form: $('form.play-setup'),
    rows: $('.play-setup-rows'),
    positionError: $('#play-position-error'),
    firstBox: $('.play-first'),
    strength: $('[data-testid="strength"]'),
    misere: $('[data-testid="misere"]'),
  };

  let game = parseSpec(store.get().spec);
  let record = null;
  let generation = 0;
  let setup = null;
  let why = null; // { analysis, move, mistake } of the computer's last move
  let pending = null; // sentence to announce once the next position is drawn
  let keepFocus = false;
  let writing = false;

  const fatal = (e) => store.set({ fatal: e.message });
  const setStore = (patch) => {
    writing = true;
    try {
      store.set(patch);
    } finally {
      writing = false;
    }
  };
  const analyse = (spec, position) =>
    position === ''
      ? Promise.resolve({ value: 0, partValues: [], outcome: parseSpec(spec).misere ? 'N' : 'P', moves: [], moveCount: 0, winningMoves: 0, listedAll: true })
      : engine.analyse(spec, position);

  const firstChoice = () => ui.form.querySelector('input[name="first"]:checked')?.value ?? 'you';
  const showStrength = () => {
    ui.firstBox.hidden = ui.strength.value === 'off';
  };
  ui.strength.addEventListener('change', showStrength);

  const drawSetup = (position) => {
    setup = renderSetup(ui.rows, game, position);
  };

  /** Starts a game from the store's settings; `line` replays moves from a link. */
  async function startGame({ line = '', fromLink = false } = {}) {
    const gen = ++generation;
    const s = store.get();
    game = parseSpec(s.spec);
    let start = s.position ?? '';
    let analysis = null;
    try {
      analysis = await analyse(s.spec, start);
    } catch {
      analysis = null;
    }
    if (gen !== generation) return;
    showError(ui.positionError, null);
    if (!analysis) {
      const fallback = defaultPosition(game);
      analysis = await analyse(s.spec, fallback);
      if (gen !== generation) return;
      if (fromLink && start) {
        showError(ui.positionError, t('play.linkPosition', { position: start, start: fallback }));
        ui.setupBox.open = true;
      }
      start = fallback;
    }
    record = new GameRecord({ spec: s.spec, start, players: playersFor(s.strength, s.first), misere: game.misere });
    record.steps[0].analysis = analysis;
    for (const to of line ? line.split('>') : []) {
      const move = record.over ? null : record.current.analysis.moves.find((m) => m.to === to);
      if (!move) break;
      record.play(move);
      record.current.analysis = await analyse(s.spec, to);
      if (gen !== generation) return;
    }
    why = null;
    pending = null;
    ui.misere.checked = game.misere;
    ui.strength.value = s.strength;
    const radio = ui.form.querySelector(`input[name="first"][value="${s.first}"]`);
    if (radio) radio.checked = true;
    showStrength();
    drawSetup(start);
    setStore({ position: start, line: record.line });
    await continueGame(gen);
  }

  async function continueGame(gen) {
    const step = record.current;
    if (!step.analysis) {
      try {
        step.analysis = await analyse(record.spec, step.position);
      } catch (e) {
        if (gen !== generation) return;
        // The engine could not read the position a move left (it should not happen): take the move
        // back and say so, rather than leave a game that cannot go on.
        record.undoOne();
        record.redoStack = [];
        pending = null;
        setStore({ line: record.line });
        render();
        showError(ui.positionError, t('play.moveFailed', { message: e.message }));
        ui.setupBox.open = true;
        return;
      }
      if (gen !== generation) return;
    }
    render();
    // One announcement per turn of the person: their move, the computer's answer, whose turn now.
    if (pending && (record.over || !record.isComputer(record.mover()))) {
      const after = record.over ? endText(game, record).headline : t(`play.then.${record.mover()}`);
      announce(`${pending} ${after}`);
      pending = null;
    }
    if (record.over || !record.isComputer(record.mover())) return;
    await sleep(COMPUTER_DELAY_MS);
    if (gen !== generation) return;
    const before = step.analysis;
    const { move, mistake } = await chooseComputerMove(engine, record, store.get().strength);
    if (gen !== generation) return;
    record.play(move, { mistake });
    why = { analysis: before, move, mistake };
    pending = [pending, describeMove(game, step.position, move).sentence('computer')].filter(Boolean).join(' ');
    setStore({ line: record.line });
    await continueGame(gen);
  }

  // How long the game lasts with best play (the winner hurries, the loser stalls), added to the
  // hint when the core can search that far; past its limits the hint stays as it is.
  function showRemoteness(position, base) {
    engine.remoteness(record.spec, position).then(
      (n) => {
        if (record.current.position !== position || ui.hint.hidden || ui.hint.textContent !== base) return;
        ui.hint.textContent = `${base} ${t('play.hint.remoteness', { n })}`;
      },
      () => {},
    );
  }

  function choose(move, stepIndex) {
    if (!record || stepIndex !== record.steps.length - 1 || record.over || record.isComputer(record.mover())) return;
    const by = record.mover();
    const from = record.current.position;
    keepFocus = ui.moves.contains(document.activeElement) || document.activeElement === document.body;
    record.play(move);
    why = null;
    pending = describeMove(game, from, move).sentence(by);
    // Nothing to click until the next position is drawn (no double moves, no stale buttons).
    ui.moves.replaceChildren();
    ui.status.dataset.turn = '';
    setStore({ line: record.line });
    continueGame(generation).catch(fatal);
  }

  function moveButton(move, stepIndex, analysis, label, testid) {
    const hints = store.get().hints;
    const b = el('button', { type: 'button', class: `play-move${hints && move.winning ? ' winning' : ''}`, 'data-testid': testid, 'data-to': move.to });
    b.append(el('span', { class: 'play-move-label', text: label }));
    if (hints) b.append(el('span', { class: 'play-badge', text: moveBadge(game, analysis, move) }));
    b.addEventListener('click', () => choose(move, stepIndex));
    return b;
  }

  function renderMoves(step, stepIndex) {
    const a = step.analysis;
    const mover = record.mover();
    ui.moves.replaceChildren();
    const human = !record.over && !record.isComputer(mover);
    ui.moves.setAttribute('aria-label', record.players.includes('p1') ? t('play.movesLabelFor', { player: who(mover) }) : t('play.movesLabel'));
    ui.moves.classList.toggle('waiting', !human);
    const hints = store.get().hints;
    const parts = splitPosition(step.position);
    // The corner board: the board itself is where the person moves; it stays in view between turns.
    if (parts.length === 1 && componentOf(game, 0).kind === 'board') {
      const [r, c] = parts[0].split(',').map(Number);
      const extent = boardExtent(componentOf(game, 0), [r, c]);
      if (extent) {
        ui.moves.hidden = false;
        const targets = new Map(human ? a.moves.map((m) => [splitPosition(m.to)[0], m]) : []);
        const firstTarget = human && a.moves[0] ? splitPosition(a.moves[0].to)[0] : `${r},${c}`;
        ui.moves.append(
          renderBoardGrid({
            ...extent,
            label: t('play.boardLabel', extent),
            testid: 'play-board',
            focus: firstTarget,
            squares: (rr, cc) => {
              if (rr === r && cc === c) return { kind: 'piece' };
              const m = targets.get(`${rr},${cc}`);
              if (!m) return { kind: 'plain' };
              return { kind: 'target', to: m.to, winning: hints && m.winning, onChoose: () => choose(m, stepIndex) };
            },
          }),
        );
        return;
      }
    }
    ui.moves.hidden = record.over;
    if (!human) return;
    const groups = new Map();
    for (const m of a.moves) {
      if (!groups.has(m.part)) groups.set(m.part, []);
      groups.get(m.part).push(m);
    }
    let index = 0;
    for (const [part, moves] of groups) {
      const box = el('div', { class: 'play-move-group', role: 'group' });
      const title = parts.length > 1 ? partName(game, part, parts.length, parts) : '';
      if (title) {
        const id = `play-group-${part}`;
        box.setAttribute('aria-labelledby', id);
        box.append(el('span', { class: 'play-group-title', id, text: title.charAt(0).toUpperCase() + title.slice(1) }));
      }
      // Two heaps: heap A's moves, then heap B's, then both, each from the smallest take up.
      if (componentOf(game, part, parts)?.kind === 'pair') {
        const order = { takeA: 0, takeB: 1, takeBoth: 2 };
        const key = (m) => {
          const { action } = describeMove(game, step.position, m);
          return (order[action.key] ?? 3) * 1e12 + (action.params.n ?? 0);
        };
        moves.sort((x, y) => key(x) - key(y));
      }
      const labels = moves.map((m) => describeMove(game, step.position, m).shortLabel);
      if (moves.length > MAX_BUTTONS_PER_PART) {
        // Too many moves for a row of buttons: a list to choose from, winning ones first with hints.
        const id = `play-pick-${part}`;
        const select = el('select', { id, 'data-testid': `move-select-${part}` });
        const order = moves.map((m, i) => i);
        if (hints) order.sort((x, y) => Number(moves[y].winning) - Number(moves[x].winning));
        for (const i of order) select.append(el('option', { value: String(i), 'data-to': moves[i].to, text: hints ? `${labels[i]} — ${moveBadge(game, a, moves[i])}` : labels[i] }));
        const go = el('button', { type: 'button', class: 'play-move', 'data-testid': `move-play-${part}`, text: t('play.playChosen') });
        go.addEventListener('click', () => choose(moves[Number(select.value)], stepIndex));
        box.append(el('label', { for: id, class: 'sr-only', text: t('play.otherMove') }), select, go);
      } else {
        moves.forEach((m, i) => {
          const simpleTake = parts.length === 1 && componentOf(game, 0).kind === 'heap' && splitPosition(m.to).length === 1 && m.taken > 0;
          box.append(moveButton(m, stepIndex, a, labels[i], simpleTake ? `take-${m.taken}` : `move-${index}`));
          index++;
        });
      }
      ui.moves.append(box);
    }
    if (!a.listedAll) ui.moves.append(el('p', { class: 'hint', text: t('play.someListed', { total: a.moveCount }) }));
  }

  function render() {
    const step = record.current;
    const stepIndex = record.steps.length - 1;
    const a = step.analysis;
    const mover = record.mover();
    const last = record.moves.at(-1);
    ui.stage.replaceChildren(renderPosition(game, step.position, { changed: last ? last.move.part : -1 }));
    const end = record.over ? endText(game, record) : null;
    if (end) {
      ui.status.textContent = end.headline;
      ui.status.dataset.winner = record.winner;
    } else {
      delete ui.status.dataset.winner;
      ui.status.textContent = mover === 'computer' ? t('play.status.computer') : mover === 'you' ? t('play.status.you') : t('play.status.player', { player: who(mover) });
    }
    ui.status.dataset.turn = record.over ? '' : mover;
    ui.board.dataset.step = String(record.moves.length);
    ui.why.hidden = !why;
    ui.why.textContent = why ? computerReason(game, why.analysis, why.move, why.mistake, 'you') : '';
    renderMoves(step, stepIndex);
    ui.end.hidden = !end;
    if (end) {
      ui.endWhy.textContent = end.why;
      ui.endVerdict.textContent = end.verdict;
      ui.end.dataset.lostFromStart = String(end.lostFromStart);
    }
    ui.undo.setAttribute('aria-disabled', String(!record.canUndo));
    ui.redo.setAttribute('aria-disabled', String(!record.canRedo));
    const hints = store.get().hints;
    ui.hints.checked = hints;
    const humanTurn = !record.over && !record.isComputer(mover);
    ui.hint.hidden = !(hints && humanTurn);
    ui.hint.textContent = hints && humanTurn ? hintText(game, a) : '';
    if (hints && humanTurn) showRemoteness(step.position, ui.hint.textContent);
    ui.start.textContent = t('play.startedFrom', { at: positionWords(game, record.steps[0].position) });
    ui.history.replaceChildren(
      ...record.moves.map((entry, i) => el('li', { class: entry.by, text: describeMove(game, record.steps[i].position, entry.move).sentence(entry.by) })),
    );
    if (keepFocus) {
      if (record.over) {
        ui.again.focus();
        keepFocus = false;
      } else if (humanTurn) {
        (ui.moves.querySelector('[tabindex="0"]') ?? ui.moves.querySelector('button, select'))?.focus();
        keepFocus = false;
      } else {
        ui.moves.focus();
      }
    }
  }

  // Undo and redo keep their focus (aria-disabled rather than disabled) so keyboard users stay put.
  ui.undo.addEventListener('click', () => {
    if (!record?.canUndo) return;
    generation++;
    record.undo();
    why = null;
    setStore({ line: record.line });
    continueGame(generation).catch(fatal);
  });
  ui.redo.addEventListener('click', () => {
    if (!record?.canRedo) return;
    generation++;
    record.redo();
    why = null;
    setStore({ line: record.line });
    continueGame(generation).catch(fatal);
  });
  ui.hints.addEventListener('change', () => store.set({ hints: ui.hints.checked }));
  ui.again.addEventListener('click', () => {
    keepFocus = true;
    startGame().catch(fatal);
  });

  ui.form.addEventListener('submit', (event) => {
    event.preventDefault();
    newGame().catch(fatal);
  });
  async function newGame() {
    const text = setup.read();
    const spec = store.get().spec;
    try {
      await engine.analyse(spec, text);
    } catch (e) {
      ui.setupBox.open = true;
      showError(ui.positionError, t('play.badPosition', { message: e.message }));
      setup.focusFirst();
      return;
    }
    showError(ui.positionError, null);
    ui.moves.replaceChildren();
    ui.status.dataset.turn = '';
    setStore({ position: text, first: firstChoice(), strength: ui.strength.value, line: '' });
    keepFocus = true;
    await startGame();
  }

  ui.misere.addEventListener('change', async () => {
    const check = await engine.check(withMisere(store.get().spec, ui.misere.checked));
    if (check.ok) store.set({ spec: check.spec, line: '' });
    else ui.misere.checked = !ui.misere.checked;
  });

  store.subscribe(['spec', 'position', 'first', 'strength', 'line'], (s, changed) => {
    if (writing) return;
    // A new game definition keeps the start position when it still fits; a link replays its moves.
    const fromLink = !changed.includes('spec') || changed.length > 1;
    startGame({ line: changed.includes('spec') && changed.length === 1 ? '' : s.line, fromLink }).catch(fatal);
  });
  store.subscribe(['hints'], () => record && render());
  store.subscribe(['lang'], () => {
    if (!setup) return;
    const typed = setup.read();
    drawSetup(typed);
    if (record) render();
  });

  startGame({ line: store.get().line, fromLink: true }).catch(fatal);
}
