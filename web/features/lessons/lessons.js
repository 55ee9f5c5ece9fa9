// Lessons: a short guided path through the theory (web/locales/<lang>/lessons.json, our own words):
// P and N by working backwards, Bash's game, the mex rule, sums as XOR, misère Nim, misère Kayles
// and its quotient, Wythoff's game,
// take-and-break games and periodicity. Each lesson shows the live table of its game (the core's
// values: a table question's answers) and asks one question (the core's exercise and check, in the
// quiz's answer form); answering it opens the next lesson. Which lessons are open is kept in this
// browser only.
import '../quiz/quiz.css';
import './lessons.css';
import { el } from '../../ui/dom.js';
import { t, translate, word } from '../../ui/i18n.js';
import { answerForm, verdictText } from '../quiz/answer-form.js';
import { cellGrid } from '../quiz/answers.js';

// Each lesson: its words (lessons.<id>.*), its game, the table shown (the last cell of a table
// question, or none) and whether it is shown as values or as P and N, and its question.
const LESSONS = [
  { id: 'pn', game: 'subtraction:1,3,4', table: '15', outcomes: true, ask: ['outcome', '9'] },
  { id: 'bash', game: 'bash:3', table: '15', outcomes: true, ask: ['move', '10'] },
  { id: 'mex', game: 'subtraction:1,3,4', table: '15', ask: ['value', '6'] },
  { id: 'nim', game: 'nim', table: '15', ask: ['move', '3+5+7'] },
  { id: 'misere', game: 'misere:nim', table: null, ask: ['outcome', '1+1+1'] },
  { id: 'misereKayles', game: 'misere:octal:0.77', table: null, ask: ['outcome', '5+1'] },
  { id: 'wythoff', game: 'wythoff', table: '7,7', outcomes: true, ask: ['outcome', '3,5'] },
  { id: 'octal', game: 'octal:0.77', table: '15', ask: ['value', '5'] },
];
const STORAGE_KEY = 'grundy.lessons.open';

// localStorage throws in some sandboxed frames: progress is then kept for the visit only.
function savedOpen() {
  try {
    return Math.max(1, Number(window.localStorage?.getItem(STORAGE_KEY)) || 1);
  } catch {
    return 1;
  }
}

function saveOpen(n) {
  try {
    window.localStorage?.setItem(STORAGE_KEY, String(n));
  } catch {
    // kept for this visit only
  }
}

/** The lessons in `root` (a <details>): `game` the controller, `client` the worker client. */
export function mountLessons(root, { game, client }) {
  let open = Math.min(savedOpen(), LESSONS.length);
  const list = el('ol', { class: 'lessons' });
  root.replaceChildren(el('summary', { 'data-testid': 'lessons-open', 'data-i18n': 'lessons.summary', text: t('lessons.summary') }), el('p', { class: 'hint', 'data-i18n': 'lessons.intro', text: t('lessons.intro') }), list);

  // The table of a lesson: its values, or P and N where the value is 0 or not (normal play).
  const table = (lesson, x) => {
    const grid = cellGrid(x, (i) => (lesson.outcomes ? (x.answers[i] === '0' ? 'P' : 'N') : x.answers[i]), lesson.outcomes ? 'P/N' : 'g(n)');
    if (lesson.outcomes) for (const td of grid.querySelectorAll('td')) td.dataset.outcome = td.textContent;
    return el('div', { class: 'quiz-table' }, el('p', { class: 'hint', text: t('lessons.table') }), grid);
  };

  // Each open lesson's form's typed() and last verdict, so a change of language keeps both.
  const typedIn = new Map();
  const verdicts = new Map();

  async function drawLesson(item, lesson, n, kept) {
    const body = el('div', { class: 'lesson-body' });
    item.replaceChildren(el('h3', { text: `${t('lessons.step', { n, count: LESSONS.length })}: ${t(`lessons.${lesson.id}.title`)}` }), body);
    if (n > open) {
      body.append(el('p', { class: 'hint', 'data-testid': 'lesson-locked', text: t('lessons.locked') }));
      return;
    }
    body.append(el('p', { text: t(`lessons.${lesson.id}.text`) }));
    if (lesson.table) body.append(table(lesson, await client.exercise(lesson.game, 'table', lesson.table)));
    const [kind, position] = lesson.ask;
    const x = await client.exercise(lesson.game, kind, position);
    const verdict = el('p', { class: 'quiz-verdict', role: 'status', 'aria-live': 'polite', 'data-testid': 'lesson-verdict' });
    const showVerdict = (r) => {
      verdicts.set(lesson.id, r);
      verdict.textContent = verdictText(r);
      verdict.dataset.state = r.correct ? 'right' : r.readable ? 'wrong' : 'unread';
    };
    const { form, typed } = answerForm(x, {
      kept,
      check: (answer, at) => client.checkAnswer(x.spec, x.kind, at, answer),
      onChecked(r) {
        showVerdict(r);
        if (r.correct && n === open && open < LESSONS.length) {
          open += 1;
          saveOpen(open);
          verdict.textContent += ` ${t('lessons.opened')}`;
          drawAll();
        }
      },
    });
    typedIn.set(lesson.id, typed);
    if (verdicts.has(lesson.id)) showVerdict(verdicts.get(lesson.id));
    body.append(el('p', { class: 'quiz-prompt', text: word(x.prompt) }), form, verdict);
  }

  let items = [];
  /** Draws the lessons not drawn yet or newly opened; `kept` maps a lesson to what was typed in it. */
  function drawAll(kept = new Map()) {
    if (items.length === 0) {
      items = LESSONS.map((l) => el('li', { class: 'lesson', 'data-testid': `lesson-${l.id}` }));
      list.replaceChildren(...items);
    }
    // A lesson answered stays as it is; the ones it opens are drawn afresh.
    LESSONS.forEach((lesson, i) => {
      const n = i + 1;
      const drawnOpen = items[i].dataset.open === 'true';
      if (items[i].childElementCount > 0 && drawnOpen === n <= open) return;
      items[i].dataset.open = String(n <= open);
      drawLesson(items[i], lesson, n, kept.get(lesson.id)).catch(game.fail);
    });
  }

  // Drawn when first opened, so the page asks the core nothing for lessons nobody reads.
  root.addEventListener('toggle', () => root.open && drawAll());
  // Open from the start where they are shown alone (the embed's view="lessons").
  if (root.open) drawAll();
  game.on(['lang'], () => {
    translate(root);
    if (items.length === 0) return;
    const kept = new Map([...typedIn].map(([id, typed]) => [id, typed()]));
    for (const item of items) item.replaceChildren();
    drawAll(kept);
  });
}
