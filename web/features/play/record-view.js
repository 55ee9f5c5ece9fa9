// What the game in play looks like now: the position, whose turn it is (or who won, why, and
// whether the loser was lost from the start), why the computer made its last move, the hint for
// the person's turn (with how long the game lasts under best play, asked of the core), undo and
// redo, and the history of moves in sentences.
import { el } from '../../ui/dom.js';
import { t } from '../../ui/i18n.js';
import { renderPosition } from './play-board.js';
import { partNumbers } from './parts.js';
import { coinCount } from './boards/coins.js';
import { computerReason, describeMove, endText, hintText, positionWords, who } from './play-text.js';

export function createRecordView(root, { client }) {
  const $ = (s) => root.querySelector(s);
  const ui = {
    board: $('.play-board'),
    stage: $('.play-stage'),
    status: $('[data-testid="play-status"]'),
    why: $('[data-testid="computer-why"]'),
    end: $('[data-testid="game-end"]'),
    endWhy: $('.play-end-why'),
    endVerdict: $('.play-end-verdict'),
    undo: $('[data-testid="undo"]'),
    redo: $('[data-testid="redo"]'),
    hints: $('[data-testid="hints"]'),
    hint: $('[data-testid="hint-text"]'),
    start: $('[data-testid="history-start"]'),
    history: $('[data-testid="history"]'),
  };

  // How long the game lasts with best play (the winner hurries, the loser stalls), added to the
  // hint when the core can search that far; past its limits the hint stays as it is.
  function showRemoteness(record, position, base) {
    client.remoteness(record.spec, position).then(
      (n) => {
        if (record.current.position !== position || ui.hint.hidden || ui.hint.textContent !== base) return;
        ui.hint.textContent = `${base} ${t('play.hint.remoteness', { n })}`;
      },
      () => {},
    );
  }

  return {
    /** Nobody is to move until the next position is drawn. */
    waiting() {
      ui.status.dataset.turn = '';
    },
    draw({ game, record, why, hints }) {
      const step = record.current;
      const mover = record.mover();
      const last = record.moves.at(-1);
      const numbers = partNumbers(record);
      ui.stage.replaceChildren(renderPosition(game, step.analysis.parts, step.position, { changed: last ? last.move.part : -1, numbers: numbers.at(-1), coins: coinCount(record) }));
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
      ui.end.hidden = !end;
      if (end) {
        ui.endWhy.textContent = end.why;
        ui.endVerdict.textContent = end.verdict;
        ui.end.dataset.lostFromStart = String(end.lostFromStart);
      }
      // aria-disabled rather than disabled: keyboard users keep their focus on them.
      ui.undo.setAttribute('aria-disabled', String(!record.canUndo));
      ui.redo.setAttribute('aria-disabled', String(!record.canRedo));
      ui.hints.checked = hints;
      const humanTurn = !record.over && !record.isComputer(mover);
      ui.hint.hidden = !(hints && humanTurn);
      ui.hint.textContent = hints && humanTurn ? hintText(game, step.analysis) : '';
      if (hints && humanTurn) showRemoteness(record, step.position, ui.hint.textContent);
      ui.start.textContent = t('play.startedFrom', { at: positionWords(game, record.steps[0].analysis.parts) });
      ui.history.replaceChildren(
        ...record.moves.map((entry, i) => el('li', { class: entry.by, text: describeMove(game, record.steps[i].analysis.parts, entry.move, numbers[i]).sentence(entry.by) })),
      );
    },
  };
}
