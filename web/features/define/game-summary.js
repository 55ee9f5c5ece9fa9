// The game on screen in words, under the spec: its name and its rules, so the first screen says
// what is being played before anything is asked ("Subtraction game 1,3,4: a heap of tokens; a move
// takes 1, 3 or 4 tokens from it. Whoever cannot move loses."). The words are the core's
// (the descriptor's rules, state/game-name.js), in the page's language.
import { el } from '../../ui/dom.js';
import { t } from '../../ui/i18n.js';
import { gameRules, gameTitle } from '../../state/game-name.js';

/** Keeps `line` (a <p>) saying the game on screen in words. */
export function mountGameSummary(line, game) {
  const draw = (s) => line.replaceChildren(el('b', { class: 'game-title', text: t('define.gameIs', { name: gameTitle(s.game) }) }), t('define.sentenceGap'), gameRules(s.game));
  draw(game.state);
  game.on(['game', 'lang'], draw);
}
