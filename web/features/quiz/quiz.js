// The quiz: the teacher's builder (on the full page) and the student's run of the quiz in the link,
// with its worksheet. Mounted by the full page (main.js) and the embed page (embed.js, view="quiz":
// the quiz alone). The quiz is store key `quiz` (its link value: ../../state/quiz-link.js); its questions and
// every answer come from the core through the worker client. While a quiz is being taken, the rest
// of the page (the table, the explanations, the game in play, the lessons) is out of sight until Show
// answers (quiz.css: html.quiz-hides-playground), so the quiz cannot be answered by looking.
import './quiz.css';
import { el } from '../../ui/dom.js';
import { t, translate } from '../../ui/i18n.js';
import { describeGames, drawQuestions } from './questions.js';
import { gameWords } from './game-words.js';
import { linkQuiz } from '../../state/quiz-link.js';
import { mountQuizBuilder } from './quiz-builder.js';
import { runQuiz } from './quiz-run.js';
import { drawWorksheet, printWorksheetOnly } from './worksheet.js';

/** A short key for a quiz's kept score (FNV-1a of its link value): the same quiz, the same key. */
function scoreKey(quiz) {
  let h = 0x811c9dc5;
  for (const ch of linkQuiz(quiz)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h.toString(36);
}

/** The quiz section `root`: `builder` false on the embed page, which shows a quiz only. */
export function mountQuiz(root, { game, client, builder = true }) {
  const heading = el('h2', { id: 'quiz-title', 'data-i18n': 'quiz.heading', text: t('quiz.heading') });
  const run = el('div', { class: 'quiz-run', 'data-testid': 'quiz-run' });
  // Said only on the full page, where there is a playground to hide.
  const hiddenNote = el('p', { class: 'hint quiz-hidden-note', 'data-testid': 'quiz-hidden-note', 'data-i18n': 'quiz.playgroundHidden', text: t('quiz.playgroundHidden'), hidden: true });
  root.replaceChildren(heading, hiddenNote, run);
  /** The playground out of sight (a quiz being taken, its answers not shown) or back. */
  const hidePlayground = (on) => {
    document.documentElement.classList.toggle('quiz-hides-playground', on && builder);
    hiddenNote.hidden = !(on && builder);
  };
  if (builder) {
    const details = el('details', { class: 'quiz-builder', 'data-testid': 'quiz-builder' });
    root.append(details);
    mountQuizBuilder(details, { game });
  }

  let generation = 0; // a newer quiz replaces one still being drawn
  let running = null;
  let worksheet = () => {};

  async function show(quiz) {
    const mine = ++generation;
    running = null;
    worksheet = () => {};
    root.dataset.quiz = quiz ? 'on' : 'off';
    printWorksheetOnly(false); // until this quiz's worksheet is drawn, print shows the page
    hidePlayground(Boolean(quiz));
    if (!quiz) {
      run.replaceChildren();
      return;
    }
    run.replaceChildren(el('p', { class: 'hint', 'data-testid': 'quiz-loading', text: t('quiz.loading') }));
    const questions = await drawQuestions(client, quiz);
    const games = await describeGames(client, questions).catch(() => new Map());
    if (mine !== generation) return;
    const words = gameWords(games);
    worksheet = () => drawWorksheet(questions, words);
    running = runQuiz(run, {
      questions,
      words,
      key: scoreKey(quiz),
      check: (x, answer, position) => client.checkAnswer(x.spec, x.kind, position, answer),
      onPrint: () => window.print(),
      onAnswers: (shown) => hidePlayground(!shown),
    });
    // The browser's own print (Ctrl+P) prints the worksheet too, as the button does.
    worksheet();
    printWorksheetOnly(true);
    root.dataset.ready = 'true';
  }

  show(game.state.quiz).catch(game.fail);
  game.on(['quiz'], (s) => {
    delete root.dataset.ready;
    show(s.quiz).catch(game.fail);
  });
  game.on(['lang'], () => {
    translate(root);
    running?.reword();
    worksheet();
  });
}
