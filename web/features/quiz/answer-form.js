// The form a question is answered in, by its kind: P or N as two radio buttons, a number, a
// position, the preperiod and period beside the values shown, or a table of cells each checked as
// it is typed. Every check is the core's (checkAnswer); the form only gathers what was typed and
// shows the verdict, worded in the page's language.
import { el } from '../../ui/dom.js';
import { t, word } from '../../ui/i18n.js';
import { cellGrid } from './answers.js';

let formCount = 0;

/** A labelled text field. */
function field(label, props) {
  const id = `quiz-field-${++formCount}`;
  return el('div', { class: 'field' }, el('label', { for: id, text: label }), el('input', { id, type: 'text', autocomplete: 'off', spellcheck: 'false', ...props }));
}

/** The values a period question shows, heap by heap. */
export function shownValues(exercise) {
  return el(
    'table',
    { class: 'quiz-values', 'data-testid': 'quiz-values' },
    el('tr', {}, el('th', { text: 'n' }), ...exercise.shown.map((_, n) => el('td', { text: String(n) }))),
    el('tr', {}, el('th', { text: 'g(n)' }), ...exercise.shown.map((v) => el('td', { text: String(v) }))),
  );
}

/** Puts back what `typed()` of an earlier form of the same question gave, input by input. */
function restore(inputs, kept) {
  inputs.forEach((input, i) => {
    const k = kept?.[i];
    if (!k) return;
    if (input.type === 'radio') input.checked = k.checked;
    else input.value = k.value;
    if (k.state) {
      input.dataset.state = k.state;
      input.setAttribute('aria-invalid', k.state === 'right' ? 'false' : 'true');
    }
  });
}

/**
 * The form of one question. `check(answer, position)` asks the core (position: the cell's, for a
 * table) and resolves to its AnswerCheck; `onChecked(result)` hears each one; `kept` is what an
 * earlier form of the question had typed in it (its `typed()`), so a form drawn again in another
 * language loses nothing. Returns { form, focus, typed }.
 */
export function answerForm(exercise, { check, onChecked, kept }) {
  const form = el('form', { class: `quiz-form quiz-${exercise.kind}`, 'data-testid': 'quiz-form' });
  // Not a submit button: the element's sandboxed frame (element.js) has no allow-forms, and a
  // blocked submission fires no submit event; Enter in a field checks as submitting would.
  const submit = el('button', { type: 'button', class: 'primary', 'data-testid': 'quiz-check', text: t('quiz.check') });
  let answer = () => '';
  let cellsLeft = null; // a table's count of cells to go, told again once its cells are restored
  if (exercise.kind === 'outcome') {
    const name = `quiz-outcome-${++formCount}`;
    const choice = (value, key) => el('label', { class: 'choice' }, el('input', { type: 'radio', name, value, 'data-testid': `quiz-answer-${value}` }), ` ${t(key)}`);
    form.append(el('div', { role: 'radiogroup', class: 'choices' }, choice('P', 'quiz.answerP'), choice('N', 'quiz.answerN')));
    answer = () => form.querySelector('input:checked')?.value ?? '';
  } else if (exercise.kind === 'value' || exercise.kind === 'move') {
    const f = exercise.kind === 'value' ? field(t('quiz.valueLabel'), { inputmode: 'numeric', 'data-testid': 'quiz-answer' }) : field(t('quiz.moveLabel'), { 'data-testid': 'quiz-answer' });
    if (exercise.kind === 'move') f.append(el('p', { class: 'hint', text: t('quiz.moveHint') }));
    form.append(f);
    answer = () => f.querySelector('input').value;
  } else if (exercise.kind === 'period') {
    const pre = field(t('quiz.preperiodLabel'), { inputmode: 'numeric', 'data-testid': 'quiz-preperiod' });
    const period = field(t('quiz.periodLabel'), { inputmode: 'numeric', 'data-testid': 'quiz-period' });
    form.append(shownValues(exercise), el('div', { class: 'input-row' }, pre, period));
    // The core reads the two numbers as one answer, preperiod first.
    answer = () => `${pre.querySelector('input').value.trim()},${period.querySelector('input').value.trim()}`;
  } else {
    const table = tableCells(exercise, { check, onChecked });
    form.append(table.node);
    cellsLeft = table.update;
    // Every cell typed so far is checked again (a cell is also checked on its own as it changes).
    answer = null;
  }
  form.append(submit);
  restore([...form.querySelectorAll('input')], kept);
  cellsLeft?.();
  const checkAll = async () => {
    if (answer) onChecked(await check(answer(), exercise.position));
    else for (const input of form.querySelectorAll('input[data-position]')) if (input.value.trim() !== '') input.dispatchEvent(new Event('change'));
  };
  submit.addEventListener('click', checkAll);
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.target.tagName !== 'INPUT') return;
    event.preventDefault();
    // A table's cell is checked by its change event, which Enter does not fire once prevented.
    if (event.target.dataset.position !== undefined) event.target.dispatchEvent(new Event('change'));
    else checkAll();
  });
  const focus = () => form.querySelector('input')?.focus();
  const typed = () => [...form.querySelectorAll('input')].map((input) => ({ value: input.value, checked: input.checked, state: input.dataset.state }));
  return { form, focus, typed };
}

/** A table to fill: one input per cell, checked by the core when it changes. Returns { node, update }. */
function tableCells(exercise, { check, onChecked }) {
  const status = el('p', { class: 'hint', 'aria-live': 'polite', 'data-testid': 'quiz-cells-left' });
  const inputs = exercise.cells.map((cell) => el('input', { type: 'text', inputmode: 'numeric', size: 2, 'data-position': cell.text, 'aria-label': t('quiz.cellLabel', { position: cell.text }) }));
  const left = () => inputs.filter((i) => i.dataset.state !== 'right').length;
  const update = () => {
    status.textContent = left() === 0 ? t('quiz.tableDone') : t('quiz.cellsLeft', { n: left() });
  };
  for (const input of inputs) {
    input.addEventListener('change', async () => {
      if (input.value.trim() === '') return;
      const result = await check(input.value, input.dataset.position);
      input.dataset.state = result.correct ? 'right' : result.readable ? 'wrong' : 'unread';
      input.setAttribute('aria-invalid', result.correct ? 'false' : 'true');
      update();
      onChecked(result, left() === 0);
    });
  }
  update();
  return { node: el('div', { class: 'quiz-table' }, cellGrid(exercise, (i) => inputs[i]), status), update };
}

/** A verdict of the core, in the page's language. */
export function verdictText(result) {
  return word(result.verdict);
}
