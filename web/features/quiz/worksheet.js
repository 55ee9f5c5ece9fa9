// The printable worksheet of a quiz: its questions with room to answer, then the answer key on a
// page of its own. It is drawn into an element of the page's body that only print shows (quiz.css:
// while the html element has the class `print-worksheet`, print hides everything else), which is
// so while a quiz is on screen: the Print button and the browser's own print (Ctrl+P) both print
// it, as a PDF or on paper, from any browser; with no quiz on screen, print shows the page.
import { el } from '../../ui/dom.js';
import { t, word } from '../../ui/i18n.js';
import { shownValues } from './answer-form.js';
import { answerList, valuesGrid } from './answers.js';
import { gameHeader } from './game-words.js';

/** The worksheet's element (made once, the last child of the body). */
function sheet() {
  let node = document.querySelector('[data-testid="worksheet"]');
  if (!node) {
    node = el('div', { class: 'worksheet', 'data-testid': 'worksheet' });
    document.body.append(node);
  }
  return node;
}

/** Room to answer a question of each kind. */
function room(x) {
  if (x.kind === 'table') return valuesGrid(x, { blank: true });
  if (x.kind === 'period') {
    return el(
      'div',
      {},
      shownValues(x),
      el('p', { class: 'blank', text: `${t('quiz.preperiodLabel')}: ______    ${t('quiz.periodLabel')}: ______` }),
    );
  }
  return el('div', { class: 'answer-room' });
}

/** Draws the worksheet of `questions` (drawQuestions), `words` (gameWords) naming their games and saying their rules. */
export function drawWorksheet(questions, words) {
  const list = el('ol', { class: 'worksheet-questions' });
  for (const q of questions) {
    if (q.error) continue;
    const x = q.exercise;
    list.append(
      el(
        'li',
        { class: 'worksheet-question' },
        gameHeader(x.spec, words),
        el('p', { class: 'quiz-prompt', text: word(x.prompt) }),
        room(x),
      ),
    );
  }
  sheet().replaceChildren(
    el('section', { class: 'worksheet-page' }, el('h1', { text: t('quiz.worksheetTitle') }), el('p', { class: 'blank', text: `${t('quiz.name')} ____________________` }), list),
    el('section', { class: 'answer-key', 'data-testid': 'answer-key' }, el('h1', { text: t('quiz.answerKey') }), answerList(questions.filter((q) => !q.error), words)),
  );
}

/** Whether print shows the worksheet drawn last alone (`on`) or the page as it is. */
export function printWorksheetOnly(on) {
  document.documentElement.classList.toggle('print-worksheet', on);
}
