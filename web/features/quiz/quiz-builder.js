// The teacher's side: a quiz built from games (one spec per line: the game on screen, following it
// as the teacher moves from game to game until the teacher writes games of their own), kinds of question, how many of each, a difficulty, and positions of the teacher's own if
// wanted; the seed that draws the rest. Starting it puts the quiz in the link (the controller's
// setQuiz), which is then the quiz to share, embed or print. Whether the games and positions make
// questions is the core's to say: the quiz shows its refusal in the question's place.
import { el } from '../../ui/dom.js';
import { t } from '../../ui/i18n.js';
import { DIFFICULTIES, KINDS, linkQuiz, newSeed, quizFrom } from '../../state/quiz-link.js';

/** The builder in `root` (a <details>): `game` the controller. */
export function mountQuizBuilder(root, { game }) {
  let count = 0;
  const id = (name) => `quiz-${name}-${++count}`;
  const labelled = (key, control) => {
    control.id = id('f');
    return el('div', { class: 'field' }, el('label', { for: control.id, 'data-i18n': key, text: t(key) }), control);
  };
  const games = el('textarea', { rows: 3, spellcheck: 'false', 'data-testid': 'quiz-games' });
  // The game on screen, in its one-line form (a user-defined game's program stays one line); kept
  // in step with the game on screen while the field holds what was put there last.
  let filled = game.state.game.line;
  games.value = filled;
  const followGame = (s) => {
    if (games.value !== filled) return; // the teacher's own list
    filled = s.game.line;
    games.value = filled;
  };
  const kinds = el(
    'fieldset',
    { class: 'quiz-kinds' },
    el('legend', { 'data-i18n': 'quiz.kindsLegend', text: t('quiz.kindsLegend') }),
    ...KINDS.map((k) =>
      el(
        'label',
        { class: 'choice' },
        el('input', { type: 'checkbox', value: k, 'data-testid': `quiz-kind-${k}`, checked: k === 'outcome' || k === 'value' }),
        ' ',
        el('span', { 'data-i18n': `quiz.kind.${k}`, text: t(`quiz.kind.${k}`) }),
      ),
    ),
  );
  const questions = el('input', { type: 'number', min: '1', value: '3', inputmode: 'numeric', 'data-testid': 'quiz-count' });
  const difficulty = el('select', { 'data-testid': 'quiz-difficulty' }, ...DIFFICULTIES.map((d) => el('option', { value: d, 'data-i18n': `quiz.difficulty.${d}`, text: t(`quiz.difficulty.${d}`) })));
  const positions = el('input', { type: 'text', spellcheck: 'false', autocomplete: 'off', 'data-testid': 'quiz-positions' });
  const seed = el('input', { type: 'number', min: '0', inputmode: 'numeric', 'data-testid': 'quiz-seed', value: String(game.state.quiz?.seed ?? newSeed()) });
  const reseed = el('button', { type: 'button', 'data-testid': 'quiz-new-seed', 'data-i18n': 'quiz.newSeed', text: t('quiz.newSeed') });
  reseed.addEventListener('click', () => (seed.value = String(newSeed())));
  const problem = el('p', { class: 'error', role: 'alert', 'data-testid': 'quiz-builder-error', hidden: true });
  const start = el('button', { type: 'submit', class: 'primary', 'data-testid': 'quiz-start', 'data-i18n': 'quiz.start', text: t('quiz.start') });
  const snippet = el('code', { class: 'quiz-embed', 'data-testid': 'quiz-embed' });
  const share = el('div', { class: 'quiz-share', hidden: true }, el('p', { class: 'hint', 'data-i18n': 'quiz.shareHint', text: t('quiz.shareHint') }), snippet);
  const form = el(
    'form',
    { class: 'quiz-builder-form' },
    labelled('quiz.gamesLabel', games),
    kinds,
    // The core draws one table and one period question per game (api::exercises): said before the count is chosen.
    el('p', { class: 'hint', 'data-testid': 'quiz-kinds-hint', 'data-i18n': 'quiz.kindsHint', text: t('quiz.kindsHint') }),
    el('div', { class: 'input-row' }, labelled('quiz.countLabel', questions), labelled('quiz.difficultyLabel', difficulty)),
    labelled('quiz.positionsLabel', positions),
    el('p', { class: 'hint', 'data-i18n': 'quiz.positionsHint', text: t('quiz.positionsHint') }),
    el('div', { class: 'input-row' }, labelled('quiz.seedLabel', seed), reseed),
    el('p', { class: 'hint', 'data-i18n': 'quiz.seedHint', text: t('quiz.seedHint') }),
    problem,
    start,
  );
  root.append(el('summary', { 'data-testid': 'quiz-builder-open', 'data-i18n': 'quiz.builderSummary', text: t('quiz.builderSummary') }), form, share);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const built = quizFrom({
      games: games.value,
      kinds: [...kinds.querySelectorAll('input:checked')].map((c) => c.value),
      // Whole numbers as typed; the core refuses a count or difficulty out of its range, beside the question.
      questions: Math.max(0, Math.trunc(Number(questions.value) || 0)),
      difficulty: Number(difficulty.value),
      positions: positions.value,
      seed: Math.max(0, Math.trunc(Number(seed.value) || 0)) % 2 ** 32,
    });
    problem.hidden = !built.problem;
    problem.textContent = built.problem ? t(built.problem, built.params) : '';
    if (built.quiz) game.setQuiz(built.quiz);
  });

  /** The embed snippet of the quiz on screen. */
  const showShare = (s) => {
    share.hidden = !s.quiz;
    if (s.quiz) snippet.textContent = `<grundy-playground view="quiz" game="${s.game.line}" quiz="${linkQuiz(s.quiz)}"></grundy-playground>`;
  };
  showShare(game.state);
  game.on(['quiz', 'spec'], showShare);
  game.on(['spec'], followGame);
}
