// Play any game the core knows against the computer, or two people at one screen. The game in
// play is the controller's (web/state/play.js: the record, the computer's moves); this panel draws
// it (record-view.js, move-list.js, play-board.js), says each turn aloud, and hands the person's
// moves, undo, redo and new games to the controller. The setup form (play-setup.js) chooses a start
// position, who moves first, the computer's strength and misère play. The game in progress lives
// in the link (state keys position, first, strength, line), so a reload or a shared link reopens it.
import './play.css';
import { announce } from '../../ui/announce.js';
import { t, translate } from '../../ui/i18n.js';
import { createMoveList } from './move-list.js';
import { createRecordView } from './record-view.js';
import { createSetupForm } from './play-setup.js';
import { describeMove, endText } from './play-text.js';
import { partNumbers } from './parts.js';

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

export function mountPlay(root, { game, client }) {
  root.innerHTML = TEMPLATE;
  if (!root.getAttribute('aria-labelledby')) root.setAttribute('aria-labelledby', 'play-title');
  translate(root);
  const play = game.play;
  const movesBox = root.querySelector('[data-testid="moves"]');
  const again = root.querySelector('[data-testid="play-again"]');
  const fail = (e) => game.fail(e);
  let pending = null; // the sentences to announce once the person is to move (or the game is over)
  let keepFocus = false; // the focus follows to the next position's moves
  let stoppedStart = null; // { spec, budgetTimes, settings } of the last new game, when its start stopped on its budget

  const view = createRecordView(root, { client });
  const moves = createMoveList(movesBox, {
    onChoose(move, stepIndex) {
      const focused = movesBox.contains(document.activeElement) || document.activeElement === document.body;
      if (!game.playMove(move, stepIndex)) return;
      keepFocus = focused;
      moves.clear();
      view.waiting();
    },
  });
  async function start(settings) {
    // Nothing to click while the new start is checked and the game set up.
    moves.clear();
    view.waiting();
    keepFocus = true;
    stoppedStart = null;
    const answer = await game.newGame(settings);
    if (answer.ok) return;
    // The game in progress goes on.
    keepFocus = false;
    draw();
    if (answer.error.budget) stoppedStart = { spec: game.state.spec, budgetTimes: game.state.budgetTimes, settings };
    setup.fail(() => t(answer.error.budget ? 'play.stoppedPosition' : 'play.badPosition', { message: answer.error }));
    setup.focusFirst();
  }
  const setup = createSetupForm(root, {
    client,
    onFatal: fail,
    onStart: start,
    onMisere(on) {
      game.setMisere(on).then((answer) => answer.ok || setup.keepMisere(), fail);
    },
  });

  function draw() {
    const { record } = play;
    view.draw({ game: play.game, record, why: play.why, hints: game.state.hints });
    moves.draw({ game: play.game, record, hints: game.state.hints });
    if (!keepFocus) return;
    const humanTurn = !record.over && !record.isComputer(record.mover());
    if (record.over) {
      again.focus();
      keepFocus = false;
    } else if (humanTurn) {
      (movesBox.querySelector('[tabindex="0"]') ?? movesBox.querySelector('button, select'))?.focus();
      keepFocus = false;
    } else {
      movesBox.focus();
    }
  }

  play.subscribe((event) => {
    const { record } = play;
    // A game started or a move played since: the stopped start is no longer the last thing asked.
    if (event.type === 'reset' || event.type === 'moved') stoppedStart = null;
    switch (event.type) {
      case 'reset':
        pending = null;
        setup.fail(play.error && (() => t(play.error.key, play.error.params)));
        setup.show(play.game, { start: record.steps[0].analysis.parts, first: game.state.first, strength: play.strength });
        break;
      case 'moved':
        // One announcement per turn of the person: their move, the computer's answer, whose turn now.
        // The parts are called by their numbers at the position moved from, the last one analysed.
        pending = [pending, describeMove(play.game, event.fromParts, event.move, partNumbers(record).at(-1)).sentence(event.by)].filter(Boolean).join(' ');
        break;
      case 'update':
        draw();
        break;
      case 'settled':
        if (pending) {
          announce(`${pending} ${record.over ? endText(play.game, record).headline : t(`play.then.${record.mover()}`)}`);
          pending = null;
        }
        break;
      case 'failed':
        pending = null;
        draw();
        setup.fail(() => t(play.error.key, play.error.params));
        break;
      default:
    }
  });

  root.querySelector('[data-testid="undo"]').addEventListener('click', () => game.undo());
  root.querySelector('[data-testid="redo"]').addEventListener('click', () => game.redo());
  root.querySelector('[data-testid="hints"]').addEventListener('change', (e) => game.setHints(e.target.checked));
  again.addEventListener('click', () => {
    keepFocus = true;
    game.playAgain();
  });
  game.on(['hints'], () => play.record?.current.analysis && draw());
  // Keep going (the busy box) raised every search's budget, which the explanation hears the same
  // way: a new game whose start stopped on a smaller budget of the same game is asked for again,
  // as it was set up (another game's budget starting over is no reason).
  game.on(['budgetTimes'], (s) => {
    if (stoppedStart?.spec === s.spec && s.budgetTimes > stoppedStart.budgetTimes) start(stoppedStart.settings).catch(fail);
  });
  game.on(['lang'], () => {
    setup.relabel();
    if (play.record?.current.analysis) draw();
  });
  // A game the controller started before this panel was drawn (it is loaded when wanted: panels.js).
  if (play.record) {
    const { record } = play;
    setup.fail(play.error && (() => t(play.error.key, play.error.params)));
    setup.show(play.game, { start: record.steps[0].analysis.parts, first: game.state.first, strength: play.strength });
    // The computer's opening move, made before the panel was here to say it: said as it would have
    // been ('settled' above), now if the position it left is analysed, else when that is settled
    // (the panel missed the move's 'moved', and 'settled' alone says only what is pending).
    const i = record.moves.length - 1;
    const opening = i >= 0 && record.moves[i].by === 'computer' && record.steps[i].analysis
      ? describeMove(play.game, record.steps[i].analysis.parts, record.moves[i].move, partNumbers(record)[i]).sentence('computer')
      : null;
    if (record.current.analysis) {
      draw();
      if (opening) announce(`${opening} ${record.over ? endText(play.game, record).headline : t(`play.then.${record.mover()}`)}`);
    } else {
      pending = opening;
    }
  }
}
