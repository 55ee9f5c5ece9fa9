// The playground page: reads the game from the form (or the URL hash), asks the worker for the
// table and for moves, and draws what comes back. No game theory is computed here.
import { createEngine } from './engine.js';
import { readHash, writeHash } from './hash-state.js';

const $ = (selector) => document.querySelector(selector);
const engine = createEngine();

const ui = {
  set: $('#set-input'),
  setError: $('#set-error'),
  size: $('#size-input'),
  sizeError: $('#size-error'),
  cells: $('[data-testid="table"]'),
  status: $('[data-testid="table-status"]'),
  progress: $('[data-testid="table-progress"]'),
  why: $('[data-testid="explanation"]'),
  heap: $('#heap-input'),
  heapError: $('#heap-error'),
  start: $('[data-testid="start-game"]'),
  board: $('[data-testid="board"]'),
  heapSize: $('[data-testid="heap-size"]'),
  tokens: $('.tokens'),
  moves: $('[data-testid="moves"]'),
  playStatus: $('[data-testid="play-status"]'),
  history: $('[data-testid="history"]'),
};

const MAX_SIZE = 100000;
const state = { spec: null, size: 0, values: null };
const game = { heap: 0, turn: 'you', over: true, spec: null };

function showError(el, message) {
  el.textContent = message ?? '';
  el.hidden = !message;
  const input = document.querySelector(`[aria-describedby~="${el.id}"]`);
  if (input) input.setAttribute('aria-invalid', message ? 'true' : 'false');
}

function specFromInput() {
  return `subtraction:${ui.set.value}`;
}

function readSize() {
  const text = ui.size.value.trim();
  const n = Number(text);
  if (text === '' || !Number.isInteger(n) || n < 0 || n > MAX_SIZE) {
    showError(ui.sizeError, `give a whole number from 0 to ${MAX_SIZE}`);
    return null;
  }
  showError(ui.sizeError, null);
  return n;
}

function saveHash() {
  writeHash({
    game: state.spec ?? specFromInput(),
    size: ui.size.value,
    heap: ui.heap.value,
    first: document.querySelector('input[name="first"]:checked').value,
  });
}

// ---- the table ------------------------------------------------------------------------------

function cellFor(n, g) {
  const li = document.createElement('li');
  const outcome = g === 0 ? 'P' : 'N';
  li.className = `cell ${outcome}`;
  li.dataset.position = String(n);
  li.dataset.sg = String(g);
  li.dataset.outcome = outcome;
  li.tabIndex = -1;
  li.setAttribute('aria-label', `heap ${n}: value ${g}, ${outcome}`);
  li.innerHTML = `<span class="n">${n}</span><span class="g">${g}</span><span class="o">${outcome}</span>`;
  return li;
}

async function refreshTable() {
  const spec = specFromInput();
  const size = readSize();
  const check = await engine.check(spec);
  if (!check.ok) {
    showError(ui.setError, check.error);
    ui.status.textContent = 'The table keeps the last valid set until the set is fixed.';
    return;
  }
  showError(ui.setError, null);
  if (size === null) return;
  state.spec = check.spec;
  state.size = size + 1;
  state.values = new Uint32Array(state.size);
  saveHash();
  ui.cells.replaceChildren();
  ui.why.textContent = 'Click a cell to see why it has its value.';
  ui.status.textContent = `Computing ${state.size} values of ${state.spec}…`;
  ui.progress.hidden = false;
  const bar = ui.progress.firstElementChild;
  const spec0 = state.spec;
  const result = await engine.table(state.spec, state.size, (p) => {
    state.values.set(p.values, p.from);
    const fragment = document.createDocumentFragment();
    for (let i = 0; i < p.values.length; i++) fragment.append(cellFor(p.from + i, p.values[i]));
    ui.cells.append(fragment);
    bar.style.width = `${(100 * p.done) / p.total}%`;
  });
  if (result === null || spec0 !== state.spec) return; // replaced by a newer request
  ui.progress.hidden = true;
  const pCount = state.values.reduce((c, g) => c + (g === 0 ? 1 : 0), 0);
  ui.status.textContent = `${state.spec}: ${state.size} positions, ${pCount} of them P.`;
  ui.cells.dataset.complete = 'true';
}

let timer = null;
function refreshSoon() {
  delete ui.cells.dataset.complete;
  clearTimeout(timer);
  timer = setTimeout(() => refreshTable().catch(reportFatal), 200);
}

async function explainCell(li) {
  if (!li?.dataset.position || !state.spec) return;
  for (const c of ui.cells.querySelectorAll('.selected')) c.classList.remove('selected');
  li.classList.add('selected');
  const n = li.dataset.position;
  const e = await engine.analyse(state.spec, n);
  if (e.moves.length === 0) {
    ui.why.textContent = `Heap ${n} has no move, so its value is mex{} = 0: the player to move has lost.`;
    return;
  }
  const to = e.moves.map((o) => o.to).join(', ');
  const vals = e.moves.map((o) => o.value).join(', ');
  ui.why.textContent =
    `Heap ${n}: options ${to} have values ${vals}; mex = ${e.value}` +
    (e.value === 0 ? ', so every move leaves a position of value > 0: P.' : ', so a move to a value-0 position wins: N.');
}

ui.cells.addEventListener('click', (event) => explainCell(event.target.closest('.cell')).catch(reportFatal));

// ---- play -----------------------------------------------------------------------------------

function logMove(text) {
  const li = document.createElement('li');
  li.textContent = text;
  ui.history.append(li);
}

function drawBoard() {
  ui.heapSize.textContent = String(game.heap);
  const shown = Math.min(game.heap, 60);
  ui.tokens.replaceChildren(...Array.from({ length: shown }, () => Object.assign(document.createElement('span'), { className: 'token' })));
  if (game.heap > shown) ui.tokens.append(Object.assign(document.createElement('span'), { className: 'more', textContent: `+${game.heap - shown}` }));
}

async function drawMoves() {
  ui.moves.replaceChildren();
  if (game.over || game.turn !== 'you') return;
  const e = await engine.analyse(game.spec, String(game.heap));
  for (const o of e.moves) {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = `Take ${o.taken}`;
    b.dataset.testid = `take-${o.taken}`;
    b.dataset.take = String(o.taken);
    b.addEventListener('click', () => playerMove(o.taken));
    ui.moves.append(b);
  }
}

function finish(winner) {
  game.over = true;
  ui.moves.replaceChildren();
  ui.playStatus.textContent = winner === 'you' ? 'No move is left for the computer: you win!' : 'No move is left for you: the computer wins.';
  ui.playStatus.dataset.winner = winner;
}

async function afterMove() {
  drawBoard();
  const e = await engine.analyse(game.spec, String(game.heap));
  if (e.moves.length === 0) {
    finish(game.turn === 'you' ? 'computer' : 'you');
    return;
  }
  if (game.turn === 'computer') {
    ui.playStatus.textContent = 'The computer is thinking…';
    await computerMove();
  } else {
    ui.playStatus.textContent = `Your move: ${game.heap} tokens left.`;
    await drawMoves();
  }
}

async function playerMove(take) {
  if (game.over || game.turn !== 'you') return;
  game.heap -= take;
  logMove(`You took ${take}, leaving ${game.heap}.`);
  game.turn = 'computer';
  ui.moves.replaceChildren();
  await afterMove();
}

async function computerMove() {
  const m = await engine.move(game.spec, String(game.heap));
  const wins = (await engine.analyse(game.spec, String(m.to))).value === 0;
  game.heap = Number(m.to);
  const text = `The computer took ${m.taken}, leaving ${m.to}` + (wins ? ' (a P-position: value 0).' : '.');
  logMove(text);
  game.turn = 'you';
  await afterMove();
  if (!game.over) ui.playStatus.textContent = `${text} Your move.`;
}

async function newGame() {
  const text = ui.heap.value.trim();
  const n = Number(text);
  if (!state.spec) return;
  if (text === '' || !Number.isInteger(n) || n < 0 || n > 1000000) {
    showError(ui.heapError, 'give a whole number of tokens from 0 to 1000000');
    return;
  }
  showError(ui.heapError, null);
  saveHash();
  Object.assign(game, { heap: n, spec: state.spec, over: false, turn: document.querySelector('input[name="first"]:checked').value });
  delete ui.playStatus.dataset.winner;
  ui.history.replaceChildren();
  ui.board.hidden = false;
  await afterMove();
}

ui.start.addEventListener('click', () => newGame().catch(reportFatal));

// ---- start-up -------------------------------------------------------------------------------

function reportFatal(error) {
  ui.status.textContent = `Something went wrong: ${error.message}`;
}

function applyHash() {
  const h = readHash();
  if (h.game?.startsWith('subtraction:')) ui.set.value = h.game.slice('subtraction:'.length);
  if (h.size) ui.size.value = h.size;
  if (h.heap) ui.heap.value = h.heap;
  if (h.first === 'computer' || h.first === 'you') document.querySelector(`input[name="first"][value="${h.first}"]`).checked = true;
}

applyHash();
ui.set.addEventListener('input', refreshSoon);
ui.size.addEventListener('input', refreshSoon);
ui.heap.addEventListener('change', saveHash);
for (const r of document.querySelectorAll('input[name="first"]')) r.addEventListener('change', saveHash);
window.addEventListener('hashchange', () => {
  applyHash();
  refreshSoon();
});
refreshTable().catch(reportFatal);
