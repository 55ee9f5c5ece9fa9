// The answers of a quiz's questions, each with why (the core's solution, worded in the page's
// language): Show answers on screen and the worksheet's answer key are this one list.
import { el } from '../../ui/dom.js';
import { t, word } from '../../ui/i18n.js';
import { gameLine } from './game-words.js';

/**
 * A table question's cells laid out with their positions: a strip as a row of heaps over a row of
 * cells, a board with its coordinates along the top and down the side. `fill(i)` gives cell i's
 * content (row-major, as the core lists the cells); `label` heads a strip's row of cells.
 */
export function cellGrid(exercise, fill, label = 'g(n)') {
  const grid = el('table', { class: 'quiz-cells', 'data-testid': 'quiz-cells' });
  const { cells, rows, cols } = exercise;
  if (cols === 1) {
    grid.append(
      el('tr', {}, el('th', { text: 'n' }), ...cells.map((c) => el('th', { scope: 'col', text: c.text }))),
      el('tr', {}, el('th', { scope: 'row', text: label }), ...cells.map((_, i) => el('td', {}, fill(i)))),
    );
    return grid;
  }
  grid.append(el('tr', {}, el('th'), ...cells.slice(0, cols).map((c) => el('th', { scope: 'col', text: String(c.coords[1]) }))));
  for (let r = 0; r < rows; r++) {
    const row = el('tr', {}, el('th', { scope: 'row', text: String(cells[r * cols].coords[0]) }));
    for (let c = 0; c < cols; c++) row.append(el('td', {}, fill(r * cols + c)));
    grid.append(row);
  }
  return grid;
}

/** A table question's values (the answer key), or empty cells to fill in on paper. */
export function valuesGrid(exercise, { blank = false } = {}) {
  return cellGrid(exercise, (i) => (blank ? '' : exercise.answers[i]));
}

/** An ordered list: each question's prompt and its answer with why; `words` (gameWords) names its game. */
export function answerList(questions, words) {
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
      gameLine(x.spec, words),
      el('p', { class: 'quiz-prompt', text: word(x.prompt) }),
    );
    if (x.kind === 'table') item.append(valuesGrid(x));
    item.append(el('p', { class: 'quiz-solution', text: word(x.solution) }));
    list.append(item);
  }
  return list;
}
