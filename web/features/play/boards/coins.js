// A coin-turning game's board (descriptor board 'coins'): a row of coins numbered from 1, where
// each part of a position names one coin showing heads, and a coin shows heads when an odd number
// of parts name it (two parts naming the same coin cancel, as two equal games do in a sum). A move
// turns the coins whose faces it changes, so the person picks the coins to turn and plays the move
// whose turned coins those are. Which coins a move may turn, and which it turns, is the core's: its
// list of moves, each with its `turned` coins (wasm/grundy.d.ts, Move).
//
// The parts of a position the core writes back name each head once (it cancels a coin named twice:
// api position, "3+5+3+3" is "5+3"), so the heads are the parts' coins.
import { el } from '../../../ui/dom.js';
import { t } from '../../../ui/i18n.js';

/** The coins showing heads, from the parts of a coins component (the core's, each head once; "0" is none), in order. */
export const headsOf = (parts) =>
  parts
    .map((p) => p.coords[0])
    .filter((coin) => coin > 0)
    .sort((a, b) => a - b);

/** "9, 2 and 1" / "9、2 和 1". */
export function coinList(coins) {
  if (coins.length <= 1) return coins.join('');
  return t('play.coins.list', { some: coins.slice(0, -1).join(t('play.coins.sep')), last: coins.at(-1) });
}

/** How many coins to draw for a game in play: the highest coin any of its positions named, and at least a few. */
export function coinCount(record) {
  return Math.max(5, ...record.steps.flatMap((s) => s.analysis?.parts ?? []).map((p) => p.coords[0]));
}

/** The row of coins for showing a position: heads and tails, each numbered. */
function renderCoinRow(count, heads) {
  const up = new Set(heads);
  const row = el('div', { class: 'play-coins', 'data-testid': 'coins', 'aria-hidden': 'true' });
  for (let c = 1; c <= count; c++) row.append(el('span', { class: `play-coin ${up.has(c) ? 'heads' : 'tails'}`, 'data-coin': String(c) }, el('span', { text: String(c) })));
  return el(
    'div',
    { class: 'play-coins-box' },
    row,
    el('p', { class: 'play-note', text: heads.length ? t('play.coins.heads', { coins: coinList(heads), n: heads.length }) : t('play.coins.noHeads') }),
  );
}

/**
 * The person's move on the coin row: coins to pick (one tab stop; the arrow keys move, Space or
 * Enter picks), a button that turns the picked coins, and with hints the winning moves as buttons.
 * `moves` are the core's moves from `parts`; onChoose(move) plays one.
 */
function renderCoinPicker({ count, parts, moves, hints, onChoose, label }) {
  const heads = new Set(headsOf(parts));
  const byCoins = new Map(); // "9,2,1" -> a move turning those coins
  for (const m of moves) {
    const key = m.turned.join(',');
    if (!byCoins.has(key)) byCoins.set(key, m);
  }
  const picked = new Set();
  const box = el('div', { class: 'play-coin-picker' });
  const row = el('div', { class: 'play-coins', role: 'group', 'aria-label': label, 'data-testid': 'coin-picker' });
  const turn = el('button', { type: 'button', class: 'primary play-turn', 'data-testid': 'turn-coins' });
  const note = el('p', { class: 'play-note', 'data-testid': 'coins-note', 'aria-live': 'polite' });
  const chosenMove = () => byCoins.get([...picked].sort((a, b) => b - a).join(','));
  const refresh = () => {
    const move = chosenMove();
    const list = coinList([...picked].sort((a, b) => b - a));
    turn.textContent = picked.size ? t('play.coins.turn', { coins: list, n: picked.size }) : t('play.coins.pickFirst');
    turn.setAttribute('aria-disabled', String(!move));
    if (move) turn.dataset.to = move.to;
    else delete turn.dataset.to;
    note.textContent = picked.size && !move ? t('play.coins.noSuchMove', { coins: list, n: picked.size }) : '';
  };
  const buttons = [];
  for (let c = 1; c <= count; c++) {
    const b = el(
      'button',
      {
        type: 'button',
        class: `play-coin ${heads.has(c) ? 'heads' : 'tails'}`,
        'data-coin': String(c),
        'aria-pressed': 'false',
        'aria-label': t(heads.has(c) ? 'play.coins.coinHeads' : 'play.coins.coinTails', { c }),
        tabindex: buttons.length === 0 ? '0' : '-1',
      },
      el('span', { text: String(c) }),
    );
    b.addEventListener('click', () => {
      if (picked.has(c)) picked.delete(c);
      else picked.add(c);
      b.setAttribute('aria-pressed', String(picked.has(c)));
      refresh();
    });
    buttons.push(b);
    row.append(b);
  }
  // One tab stop in the row: the arrow keys, Home and End move between coins.
  row.addEventListener('keydown', (event) => {
    const i = buttons.indexOf(event.target);
    if (i < 0) return;
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const to = buttons[Math.max(0, Math.min(buttons.length - 1, next))];
    for (const b of buttons) b.tabIndex = b === to ? 0 : -1;
    to.focus();
  });
  turn.addEventListener('click', () => {
    const move = chosenMove();
    if (move) onChoose(move);
  });
  refresh();
  box.append(row, el('div', { class: 'play-turn-row' }, turn), note);
  if (hints) {
    const winning = moves.filter((m) => m.winning);
    const list = el('div', { class: 'play-move-group', role: 'group', 'aria-label': t('play.coins.winningLabel') });
    for (const m of winning) {
      const coins = m.turned;
      const b = el('button', { type: 'button', class: 'play-move winning', 'data-to': m.to, text: `★ ${t('play.label.turn', { coins: coinList(coins), n: coins.length })}` });
      b.addEventListener('click', () => onChoose(m));
      list.append(b);
    }
    if (winning.length) box.append(list);
  }
  return box;
}

const SETUP_COINS = 12; // coins offered at least, to show heads on

/** Coins to show heads on: a button per coin, pressed for heads (the row's values). */
function coinField(heads, label) {
  const up = new Set(heads.map(Number));
  const count = Math.max(SETUP_COINS, ...up);
  const group = el('div', { class: 'play-coins play-setup-coins', role: 'group', 'aria-label': label, 'data-testid': 'setup-coins' });
  for (let c = 1; c <= count; c++) {
    const b = el('button', { type: 'button', class: `play-coin ${up.has(c) ? 'heads' : 'tails'}`, 'data-coin': String(c), 'aria-pressed': String(up.has(c)), 'aria-label': t('play.coins.setCoin', { c }) }, el('span', { text: String(c) }));
    b.addEventListener('click', () => {
      const heads = b.getAttribute('aria-pressed') !== 'true';
      b.setAttribute('aria-pressed', String(heads));
      b.classList.toggle('heads', heads);
      b.classList.toggle('tails', !heads);
    });
    group.append(b);
  }
  return el('div', { class: 'play-field play-coins-field' }, el('span', { class: 'play-setup-title', text: label }), group);
}

export default {
  numbered: true,
  /** A single coin-turning game's parts are one setup row: its coins showing heads. */
  setupRows: (parts) => [{ component: 0, values: headsOf(parts).map(String) }],
  fields(row, { values }) {
    row.append(coinField(values, t('play.field.coins')));
    row.dataset.coins = 'true'; // the row's values are its pressed coins
  },
  /** The heads as a sum, or 0 for all tails. */
  readRow: (values) => values.join('+') || '0',
  /** The coins of a row are the position together, not parts to name; a move is said of the whole row. */
  partKey: null,
  wholeSentence: true,
  moveAction({ move }) {
    const coins = move.turned;
    return { key: 'turn', params: { coins: coinList(coins), n: coins.length } };
  },
  /** "heads at 3, 5 and 8". */
  positionWords(parts) {
    const heads = headsOf(parts);
    return heads.length ? t('play.coins.headsAt', { coins: coinList(heads), n: heads.length }) : t('play.coins.allTails');
  },
  /** The parts of a position together: one row of `coins` coins. */
  drawAll(parts, { coins }) {
    return renderCoinRow(coins, headsOf(parts));
  },
  /** The person picks the coins to turn (only on their turn). */
  movePicker({ parts, analysis, human, hints, record, onChoose }) {
    if (!human) return null;
    return renderCoinPicker({ count: coinCount(record), parts, moves: analysis.moves, hints, label: t('play.coins.pickLabel'), onChoose });
  },
};
