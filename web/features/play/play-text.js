// Words for the play panel: move labels, the sentences of the history and the live
// announcements, hints and the computer's reasons, all through t() so both languages read
// naturally. Positions are the parts the core read them into (parts.js); the core's own move text
// is English, so it is only the last resort here.
import { t } from '../../ui/i18n.js';
import { gameInWords } from '../../state/game-name.js';
import { componentOf, movedPart } from './parts.js';
import { boardFor, boardOf, wholeBoard } from './boards/index.js';

/** "the computer" / "you" / "player 1" in the current language, as a sentence subject. */
export function who(player) {
  return t(`play.who.${player}`);
}

/**
 * How part `i` of a position (its parts) is called when it has several: "heap 2" / "第 2 堆", or in
 * a sum by its game, "Octal code 0.77 (part 1)". `numbers` are the parts' numbers (parts.js,
 * partNumbers), which a split elsewhere does not change; without them, their places.
 */
export function partName(game, parts, i, numbers = null) {
  if (parts.length <= 1) return '';
  const n = numbers?.[i] ?? i + 1;
  if (game.components.length > 1) return t('play.partOfSum', { i: n, game: gameInWords(componentOf(game, parts[i])) });
  // A board names its parts ("token 2", "piece 2"), or not at all (the coins of a row are the position together).
  const { partKey = 'play.heapN' } = boardFor(game.components[0].board);
  return partKey ? t(partKey, { i: n }) : '';
}

/** A readable position, from its parts: "7 + 4 + 9", "(3, 5)", "heads at 3, 5 and 8". */
export function positionWords(game, parts) {
  if (parts.length === 0) return t('play.nothingLeft');
  const whole = wholeBoard(game, parts);
  if (whole?.positionWords) return whole.positionWords(parts);
  return parts.map((p) => boardOf(game, p).partWords?.(p) ?? p.text).join(' + ');
}

/**
 * What a move does, for its button and for sentences: { label, sentence(player) }, from the parts
 * of the position it is made from (and their numbers, partNumbers). `label` is short ("Take 3",
 * "Move to (2, 4)"; the move list's groups say which part); the sentence says who did it and what is left: "The computer
 * took 3, 7 left." / "电脑取走 3 个，剩下 7 个。", "You split heap 2 into 1 and 3: now 4 + 1 + 3."
 */
export function describeMove(game, fromParts, move, numbers = null) {
  const { part, from, pieces } = movedPart(fromParts, move);
  const kind = componentOf(game, from).board;
  const where = partName(game, fromParts, part, numbers);
  const left = positionWords(game, move.toParts);
  const texts = pieces?.map((p) => p.text);
  const board = boardFor(kind);
  // { key, params } for both the label and the sentence, in the words of the part's board.
  let action = board.moveAction?.({ from, pieces, texts, move, fromParts }) ?? null;
  if (!action) action = { key: 'generic', params: { from: positionWords(game, [from]), to: pieces ? texts.join(' + ') || t('play.nothingLeft') : left } };

  const label = t(`play.label.${action.key}`, action.params);
  const sentence = (player) => {
    // A heap's moves name the heap they were made in ("split heap 2 into 1 and 3"); other moves
    // in a part of several say which part after the move.
    const params = { ...action.params, who: who(player), left, part: where, heap: where || t('play.theHeap') };
    const single = fromParts.length === 1 && move.toParts.length <= 1;
    if (board.heapLike && action.key === 'take' && single) return t('play.did.takeSingle', params);
    const pattern = !where || board.heapLike || board.wholeSentence ? 'play.did.whole' : 'play.did.inPart';
    return t(pattern, { ...params, move: t(`play.did.${action.key}`, params) });
  };
  return { label, sentence, part, kind, action };
}

const xorLine = (values, total) => (values.length > 1 ? `${values.join(' ⊕ ')} = ${total}` : String(total));

/** The part values after a move: the moved part's value replaced by what it became. */
function valuesAfter(analysis, move) {
  return analysis.partValues.map((v, i) => (i === move.part ? move.optionValue : v));
}

/** The hint for the position to move from: what wins and why. */
export function hintText(game, analysis) {
  const sum = analysis.partValues.length > 1;
  if (game.misere) {
    const hint = t(analysis.outcome === 'N' ? 'play.hint.misereN' : 'play.hint.misereP', { count: analysis.winningMoves, n: analysis.winningMoves });
    // Answered by the game's misère quotient (Understand shows it): the product of the heaps' elements.
    return analysis.quotient ? `${hint} ${t('play.hint.quotient')}` : hint;
  }
  const params = { xor: xorLine(analysis.partValues, analysis.value), value: analysis.value, count: analysis.winningMoves, n: analysis.winningMoves };
  if (analysis.outcome === 'N') return t(sum ? 'play.hint.sumN' : 'play.hint.oneN', params);
  return t(sum ? 'play.hint.sumP' : 'play.hint.oneP', params);
}

/** The small line on a move button when hints are on: "leaves value 0" or "XOR 0 ⊕ 3 = 3". */
export function moveBadge(game, analysis, move) {
  if (game.misere) return move.winning ? t('play.badge.misereWins') : t('play.badge.misereLoses');
  if (analysis.partValues.length > 1) {
    return t(move.winning ? 'play.badge.sumWins' : 'play.badge.sum', { xor: xorLine(valuesAfter(analysis, move), move.value) });
  }
  return t(move.winning ? 'play.badge.oneWins' : 'play.badge.one', { value: move.value });
}

/** One line on why the computer moved there. */
export function computerReason(game, analysis, move, mistake, nextPlayer) {
  const next = who(nextPlayer);
  if (mistake) return t(game.misere ? 'play.why.mistakeMisere' : 'play.why.mistake', { value: move.value, next });
  if (analysis.outcome === 'P') return t(game.misere ? 'play.why.holdOutMisere' : 'play.why.holdOut', { next });
  if (game.misere) return t('play.why.misere', { next });
  if (analysis.partValues.length > 1) return t('play.why.sum', { xor: xorLine(valuesAfter(analysis, move), move.value), next });
  return t('play.why.one', { next });
}

/** The end of a game: who won, why, and whether the loser was lost from their first move. */
export function endText(game, record) {
  const winner = record.winner;
  const loser = record.loser;
  const headline = t(`play.end.win.${winner}`);
  const why = game.misere ? t('play.end.whyMisere', { loser: who(loser), winner: who(winner) }) : t(`play.end.why.${loser}`);
  const first = record.firstTurnOf(loser);
  let verdict = '';
  if (first?.analysis) {
    const at = positionWords(game, first.analysis.parts);
    const lostFromStart = first.analysis.outcome === 'P';
    const key = lostFromStart ? 'play.end.lostFromStart' : 'play.end.couldHaveWon';
    verdict = t(`${key}.${loser}`, { at, loser: who(loser) });
  }
  return { headline, why, verdict, lostFromStart: first?.analysis?.outcome === 'P' };
}
