// Play against the computer on one heap: the person chooses the heap and who starts; the
// computer's moves come from the core (a move to a value-0 position whenever one exists).
import { showError } from './dom.js';
import { t } from './i18n.js';

export function mountPlay(root, { engine, store }) {
  const $ = (s) => root.querySelector(s);
  const ui = {
    heap: $('#heap-input'),
    heapError: $('#heap-error'),
    start: $('[data-testid="start-game"]'),
    board: $('[data-testid="board"]'),
    heapSize: $('[data-testid="heap-size"]'),
    tokens: $('.tokens'),
    moves: $('[data-testid="moves"]'),
    status: $('[data-testid="play-status"]'),
    history: $('[data-testid="history"]'),
  };
  const game = { heap: 0, turn: 'you', over: true, spec: null };
  const firstChoice = () => root.querySelector('input[name="first"]:checked').value;

  const fromStore = (s) => {
    if (document.activeElement !== ui.heap) ui.heap.value = s.position;
    const radio = root.querySelector(`input[name="first"][value="${s.first}"]`);
    if (radio) radio.checked = true;
  };
  fromStore(store.get());
  store.subscribe(['position', 'first'], fromStore);
  ui.heap.addEventListener('change', () => store.set({ position: ui.heap.value.trim() }));
  for (const r of root.querySelectorAll('input[name="first"]')) r.addEventListener('change', () => store.set({ first: firstChoice() }));

  const logMove = (text) => {
    const li = document.createElement('li');
    li.textContent = text;
    ui.history.append(li);
  };

  const drawBoard = () => {
    ui.heapSize.textContent = String(game.heap);
    const shown = Math.min(game.heap, 60);
    ui.tokens.replaceChildren(...Array.from({ length: shown }, () => Object.assign(document.createElement('span'), { className: 'token' })));
    if (game.heap > shown) ui.tokens.append(Object.assign(document.createElement('span'), { className: 'more', textContent: `+${game.heap - shown}` }));
  };

  const finish = (winner) => {
    game.over = true;
    ui.moves.replaceChildren();
    ui.status.textContent = t(winner === 'you' ? 'play.youWin' : 'play.computerWins');
    ui.status.dataset.winner = winner;
  };

  const drawMoves = (analysis) => {
    ui.moves.replaceChildren();
    for (const m of analysis.moves) {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = t('play.take', { n: m.taken });
      b.dataset.testid = `take-${m.taken}`;
      b.addEventListener('click', () => playerMove(m).catch(fatal));
      ui.moves.append(b);
    }
  };

  const afterMove = async () => {
    drawBoard();
    const a = await engine.analyse(game.spec, String(game.heap));
    if (a.moves.length === 0) {
      finish(game.turn === 'you' ? 'computer' : 'you');
      return;
    }
    if (game.turn === 'computer') {
      ui.status.textContent = t('play.thinking');
      await computerMove();
    } else {
      ui.status.textContent = t('play.yourMove', { n: game.heap });
      drawMoves(a);
    }
  };

  const playerMove = async (m) => {
    if (game.over || game.turn !== 'you') return;
    game.heap = Number(m.to);
    logMove(t('play.youTook', { n: m.taken, left: game.heap }));
    game.turn = 'computer';
    ui.moves.replaceChildren();
    await afterMove();
  };

  const computerMove = async () => {
    const m = await engine.move(game.spec, String(game.heap));
    game.heap = Number(m.to);
    const text = t(m.winning ? 'play.computerTookP' : 'play.computerTook', { n: m.taken, left: m.to });
    logMove(text);
    game.turn = 'you';
    await afterMove();
    if (!game.over) ui.status.textContent = t('play.then', { text });
  };

  const newGame = async () => {
    const text = ui.heap.value.trim();
    const n = Number(text);
    if (text === '' || !Number.isInteger(n) || n < 0 || n > 1000000) {
      showError(ui.heapError, t('play.heapError'));
      return;
    }
    showError(ui.heapError, null);
    store.set({ position: text, first: firstChoice() });
    Object.assign(game, { heap: n, spec: store.get().spec, over: false, turn: firstChoice() });
    delete ui.status.dataset.winner;
    ui.history.replaceChildren();
    ui.board.hidden = false;
    await afterMove();
  };
  const fatal = (e) => store.set({ fatal: e.message });
  ui.start.addEventListener('click', () => newGame().catch(fatal));
}
