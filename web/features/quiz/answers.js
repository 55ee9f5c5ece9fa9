// The answers of a quiz's questions, each with why (the core's solution, worded in the page's
// language): Show answers on screen and the worksheet's answer key are this one list.
import { el } from '../../ui/dom.js';
import { t, word } from '../../ui/i18n.js';

/** A table question's values as a grid (row-major, as the core gives them). */
export function valuesGrid(exercise, values = exercise.answers) {
  const grid = el('table', { class: 'quiz-cells' });
  for (let r = 0; r < exercise.rows; r++) {
    const row = el('tr');
    for (let c = 0; c < exercise.cols; c++) row.append(el('td', { text: values === null ? '' : values[r * exercise.cols + c] }));
    grid.append(row);
  }
  return grid;
}

/** An ordered list: each question's prompt and its answer with why; `nameOf(spec)` names its game. */
export function answerList(questions, nameOf) {
  const list = el('ol', { class: 'quiz-answer-list' });
  for (const q of questions) {
    if (q.error) {
      list.append(el('li', { text: t('quiz.couldNotMake', { reason: q.error }) }));
      continue;
    }
    const x = q.exercise;
    const item = el(
      'li',
      { 'data-testid': 'quiz-answer-item' },
      el('p', { class: 'quiz-game', text: t('quiz.game', { game: nameOf(x.spec) }) }),
      el('p', { class: 'quiz-prompt', text: word(x.prompt) }),
    );
    if (x.kind === 'table') item.append(valuesGrid(x));
    item.append(el('p', { class: 'quiz-solution', text: word(x.solution) }));
    list.append(item);
  }
  return list;
}
