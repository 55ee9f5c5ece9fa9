// The student's side of a quiz: one question at a time with its progress, the core's verdict on
// each answer (a wrong g(n) asks for the mex again, so a question can be answered again), and at
// the end the score, kept in this browser only (localStorage), with Show answers for self-study.
// A question counts as right when its first answer was (a table: when no cell was ever wrong), and
// the score line says so as soon as the verdict is shown. Each question starts with its game's name
// and rules in words (game-words.js).
import { el } from '../../ui/dom.js';
import { t, word } from '../../ui/i18n.js';
import { announce } from '../../ui/announce.js';
import { answerForm, verdictText } from './answer-form.js';
import { answerList } from './answers.js';
import { gameHeader } from './game-words.js';

const STORAGE_PREFIX = 'grundy.quiz.';

// localStorage throws in some sandboxed frames: the best score is then simply not kept.
function stored(key) {
  try {
    return JSON.parse(window.localStorage?.getItem(STORAGE_PREFIX + key) ?? 'null');
  } catch {
    return null;
  }
}

function store(key, value) {
  try {
    window.localStorage?.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
  } catch {
    // not kept; nothing else to do
  }
}

/**
 * Runs the quiz in `root`: `questions` from drawQuestions, `words` their games' names and rules
 * (gameWords), `key` what the quiz's score is kept under, `check(exercise, answer, position)` the
 * core's check, `onPrint` the worksheet's printing, `onAnswers(shown)` told when the answers are
 * shown or hidden.
 */
export function runQuiz(root, { questions, words, key, check, onPrint, onAnswers = () => {} }) {
  const results = questions.map(() => ({ checked: false, right: false, wrongSeen: false }));
  let index = 0;
  let answersShown = false;
  let last = null; // the last verdict shown, worded again on a language change
  let typed = null; // what is typed in the question on screen (its form's typed())

  const rightCount = () => results.filter((r) => r.right).length;
  const scoreLine = el('span', { class: 'hint', 'data-testid': 'quiz-right-so-far' });
  const showScore = () => (scoreLine.textContent = t('quiz.scoreSoFar', { right: rightCount() }));

  const answersBox = el('div', { class: 'quiz-answers', 'data-testid': 'quiz-answers', hidden: true });
  const answersButton = el('button', { type: 'button', 'data-testid': 'quiz-show-answers', 'aria-expanded': 'false' });
  const printButton = el('button', { type: 'button', 'data-testid': 'quiz-print' });
  const stage = el('div', { class: 'quiz-stage' });
  const tools = el('div', { class: 'quiz-tools' }, answersButton, printButton);
  root.replaceChildren(stage, tools, answersBox);

  answersButton.addEventListener('click', () => {
    answersShown = !answersShown;
    drawAnswers();
  });
  printButton.addEventListener('click', onPrint);

  function drawAnswers() {
    answersButton.textContent = t(answersShown ? 'quiz.hideAnswers' : 'quiz.showAnswers');
    answersButton.setAttribute('aria-expanded', String(answersShown));
    printButton.textContent = t('quiz.print');
    answersBox.hidden = !answersShown;
    if (answersShown) answersBox.replaceChildren(el('h3', { text: t('quiz.answersHeading') }), answerList(questions, words));
    onAnswers(answersShown);
  }

  function progress() {
    const bar = el('progress', { max: questions.length, value: index, 'aria-hidden': 'true' });
    return el(
      'div',
      { class: 'quiz-progress' },
      el('span', { 'data-testid': 'quiz-progress', text: t('quiz.progress', { n: index + 1, count: questions.length }) }),
      bar,
      scoreLine,
    );
  }

  /** Draws the question at `index`; `kept`, when it is drawn again in another language, is what was typed in it. */
  function drawQuestion(kept) {
    const q = questions[index];
    const result = results[index];
    const verdict = el('p', { class: 'quiz-verdict', 'data-testid': 'quiz-verdict', role: 'status', 'aria-live': 'polite' });
    const lastOne = index === questions.length - 1;
    const next = el('button', { type: 'button', 'data-testid': 'quiz-next', text: t(lastOne ? 'quiz.finish' : 'quiz.next') });
    next.addEventListener('click', () => {
      last = null;
      typed = null;
      if (lastOne) finish();
      else {
        index += 1;
        drawQuestion();
      }
    });
    const prompt = el('h3', { class: 'quiz-prompt', 'data-testid': 'quiz-prompt', tabindex: '-1' });
    const article = el('article', { class: 'quiz-question', 'data-testid': 'quiz-question' });
    if (q.error) {
      prompt.textContent = t('quiz.couldNotMake', { reason: q.error });
      article.append(prompt, next);
    } else {
      const x = q.exercise;
      article.dataset.kind = x.kind;
      prompt.textContent = word(x.prompt);
      const showVerdict = (r) => {
        last = r;
        verdict.textContent = verdictText(r);
        verdict.dataset.state = r.correct ? 'right' : r.readable ? 'wrong' : 'unread';
        announce(verdict.textContent);
      };
      const drawn = answerForm(x, {
        kept,
        check: (answer, position) => check(x, answer, position),
        onChecked(r, tableDone) {
          showVerdict(r);
          if (!r.readable) return;
          if (x.kind === 'table') {
            result.wrongSeen ||= !r.correct;
            result.checked = true;
            result.right = tableDone === true && !result.wrongSeen;
            showScore();
            if (tableDone) next.focus();
            return;
          }
          if (!result.checked) result.right = r.correct;
          result.checked = true;
          showScore();
          if (r.correct) next.focus();
        },
      });
      typed = drawn.typed;
      article.append(gameHeader(x.spec, words), prompt, drawn.form, verdict, next);
      // Drawn again in another language, the focus stays where the person is (the language menu).
      if (!kept) queueMicrotask(drawn.focus);
      if (last) showVerdict(last);
    }
    showScore();
    stage.replaceChildren(progress(), article);
    if (q.error && !kept) prompt.focus();
  }

  function finish() {
    const right = rightCount();
    const count = questions.length;
    const before = stored(key);
    const best = Math.max(right, before?.best ?? 0);
    store(key, { best, last: right });
    const again = el('button', { type: 'button', class: 'primary', 'data-testid': 'quiz-again', text: t('quiz.again') });
    again.addEventListener('click', () => {
      typed = null;
      results.forEach((r) => Object.assign(r, { checked: false, right: false, wrongSeen: false }));
      index = 0;
      redraw = drawQuestion;
      drawQuestion();
    });
    const heading = el('h3', { tabindex: '-1', text: t('quiz.done') });
    stage.replaceChildren(
      el(
        'div',
        { class: 'quiz-end', 'data-testid': 'quiz-end' },
        heading,
        el('p', { class: 'quiz-score', 'data-testid': 'quiz-score', text: t('quiz.score', { right, count }) }),
        el('p', { 'data-testid': 'quiz-best', text: t('quiz.best', { best, count }) }),
        el('p', { class: 'hint', text: t('quiz.keptHere') }),
        again,
      ),
    );
    heading.focus();
    announce(t('quiz.score', { right, count }));
    redraw = finish;
  }

  let redraw = drawQuestion;
  drawQuestion();
  drawAnswers();
  return {
    /** Words everything again in the page's language, keeping what is typed in the question on screen. */
    reword() {
      redraw(typed?.() ?? []);
      drawAnswers();
    },
  };
}
