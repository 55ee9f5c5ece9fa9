// How a quiz tells the student what game a question is about: the game's name and its rules in
// words (state/game-name.js: the core's descriptor and words, in the page's language), so a question
// can be answered from the question alone. Shared by the question on screen, Show answers and the
// worksheet.
import { el } from '../../ui/dom.js';
import { t } from '../../ui/i18n.js';
import { gameRules, gameTitle } from '../../state/game-name.js';

/** { name(spec), rules(spec) } over `games` (describeGames' map); a spec the core did not describe is named by itself. */
export function gameWords(games) {
  return {
    name: (spec) => (games.get(spec) ? gameTitle(games.get(spec)) : spec),
    rules: (spec) => (games.get(spec) ? gameRules(games.get(spec)) : ''),
  };
}

/** The line naming a question's game: "Game: Kayles (Octal code 0.77)". */
export function gameLine(spec, words) {
  return el('p', { class: 'quiz-game', 'data-testid': 'quiz-game', text: t('quiz.game', { game: words.name(spec) }) });
}

/** The game's name and its rules in words, as a question starts. */
export function gameHeader(spec, words) {
  return el('div', { class: 'quiz-about' }, gameLine(spec, words), el('p', { class: 'quiz-rules', 'data-testid': 'quiz-rules', text: words.rules(spec) }));
}
