// The gallery: ready games from the study notes (each with its judge problem) and the classics, as
// compact cards in two groups that leave the game itself in sight on a wide screen, and wrap into
// a short grid on a phone, every card in sight. One click loads a game through the controller, set
// up at its problem's sample: its table sized to show the pattern, the sample position selected and
// explained, and play starting from it. Beside the table, the entry on screen says what its problem
// asks, and for a judge problem its sample input, the core's P or N for it and the judge's own
// answer beside it (the words the judge prints, e.g. "Nacci"); where that is out of sight (a phone,
// where the game is below the gallery), choosing a card brings it into view and moves the focus there.
import { t, translate } from '../../ui/i18n.js';
import { bringIntoView, el } from '../../ui/dom.js';

/** A judge that prints one word for a first-player win and another for a second-player win. */
const says = (first, second) => (analysis) => (analysis.outcome === 'N' ? first : second);

// Titles, problem names, descriptions and judges' output formats are locale keys gallery.<id>.title
// / .problem / .desc / .output. `sample`: the judge's sample input as it is typed there, the position
// the page sets up for it, and the judge's answer for a position's analysis (the core's outcome,
// value and winning moves). Samples are the problems' own, as the study notes quote them.
export const entries = [
  { id: 'hdu1846', group: 'notes', judge: 'HDU 1846', spec: 'bash:2', size: { upTo: 35 }, sample: { input: '23 2', position: '23', answer: says('first', 'second') } },
  { id: 'hdu1847', group: 'notes', judge: 'HDU 1847', spec: 'subtraction:pow2', size: { upTo: 35 }, sample: { input: '3', position: '3', answer: says('Kiki', 'Cici') } },
  { id: 'hdu1848', group: 'notes', judge: 'HDU 1848', spec: 'subtraction:fib', size: { upTo: 48 }, sample: { input: '1 4 1', position: '1+4+1', answer: says('Fibo', 'Nacci') } },
  { id: 'poj2960', group: 'notes', judge: 'POJ 2960', spec: 'subtraction:2,5', size: { upTo: 48 }, sample: { input: '2 5 12', position: '5+12', answer: says('W', 'L') } },
  { id: 'hdu2897', group: 'notes', judge: 'HDU 2897', spec: 'take-range:2,4', size: { upTo: 35 }, sample: { input: '7 2 4', position: '7', answer: says('WIN', 'LOST') } },
  { id: 'hdu3032', group: 'notes', judge: 'HDU 3032', classic: true, spec: 'lasker', size: { upTo: 40 }, sample: { input: '3\n2 2 3', position: '2+2+3', answer: says('Alice', 'Bob') } },
  { id: 'poj1067', group: 'notes', judge: 'POJ 1067', classic: true, spec: 'wythoff', size: { rows: 40, cols: 40 }, sample: { input: '2 1', position: '2,1', answer: says('1', '0') } },
  // A board of n rows and m columns with the coin at (1, m): m - 1 steps from the left edge and n - 1 from the bottom.
  { id: 'hdu2147', group: 'notes', judge: 'HDU 2147', spec: 'corner', size: { rows: 24, cols: 24 }, sample: { input: '5 3', position: '4,2', answer: says('Wonderful!', 'What a pity!') } },
  { id: 'hdu2516', group: 'notes', judge: 'HDU 2516', spec: 'fibonacci-nim', size: { rows: 40, cols: 40 }, sample: { input: '13', position: '13', answer: says('First win', 'Second win') } },
  // The judge asks how many first moves win.
  { id: 'hdu1850', group: 'notes', judge: 'HDU 1850', spec: 'nim', size: { upTo: 24 }, sample: { input: '3\n5 7 9', position: '5+7+9', answer: (analysis) => String(analysis.winningMoves) } },
  { id: 'hdu1907', group: 'notes', judge: 'HDU 1907', spec: 'misere:nim', size: { upTo: 24 }, sample: { input: '3\n3 5 1', position: '3+5+1', answer: says('John', 'Brother') } },
  { id: 'nim', group: 'classics', spec: 'nim', size: { upTo: 24 }, select: '3+4+5' },
  { id: 'kayles', group: 'classics', spec: 'octal:0.77', size: { upTo: 95 }, select: '5' },
  { id: 'dawson', group: 'classics', spec: 'octal:0.07', size: { upTo: 101 }, select: '5' },
  { id: 'grundy', group: 'classics', spec: 'grundy', size: { upTo: 60 }, select: '7' },
  { id: 'mock-turtles', group: 'classics', spec: 'turning:1-3', size: { upTo: 40 }, select: '3+5+8' },
];

/** The position an entry sets up: its judge's sample, or the classic's example. */
export const startOf = (entry) => entry.sample?.position ?? entry.select;

function cardFor(entry) {
  const card = el('button', { type: 'button', class: 'card', 'data-testid': `gallery-${entry.id}`, 'data-spec': entry.spec, 'aria-pressed': 'false' });
  card.append(el('span', { class: 'card-title', 'data-i18n': `gallery.${entry.id}.title` }));
  if (entry.judge) card.append(el('span', { class: 'judge', text: entry.judge }));
  return el('li', {}, card);
}

export function mountGallery(root, { game, client, problem }) {
  root.innerHTML = `
    <div class="cards-group"><h3 class="group-title" data-i18n="gallery.notesHeading"></h3><ul class="cards" data-group="notes"></ul></div>
    <div class="cards-group"><h3 class="group-title" data-i18n="gallery.classicsHeading"></h3><ul class="cards" data-group="classics"></ul></div>
    <p class="sr-only" data-testid="gallery-status" aria-live="polite"></p>`;
  const status = root.querySelector('[data-testid="gallery-status"]');
  const cards = new Map();
  for (const entry of entries) {
    const li = cardFor(entry);
    root.querySelector(`[data-group="${entry.group}"]`).append(li);
    const card = li.firstChild;
    cards.set(entry.id, { entry, card });
    card.addEventListener('click', () =>
      game
        .loadGallery({ ...entry, start: startOf(entry) })
        .then(reveal)
        .catch((e) => game.fail(e)),
    );
  }

  // Each card's description (and its problem's name) as its tooltip and accessible description.
  const describeCards = () => {
    for (const { entry, card } of cards.values()) {
      const desc = t(`gallery.${entry.id}.desc`);
      card.title = entry.judge ? `${entry.judge} · ${t(`gallery.${entry.id}.problem`)}: ${desc}` : desc;
    }
  };

  let asked = 0; // bumps on each entry shown, so a late answer about an earlier one is dropped
  /** The entry on screen, under the cards: what it is, and for a judge problem its sample and answers. */
  const showProblem = async (s) => {
    const mine = ++asked;
    const entry = entries.find((e) => e.id === s.gallery);
    problem.hidden = !entry;
    problem.replaceChildren();
    if (!entry) return;
    const name = t(`gallery.${entry.id}.title`);
    const head = el('p', { class: 'problem-head' });
    if (entry.judge) head.append(el('span', { class: 'judge', text: entry.judge }), ' ');
    head.append(el('b', { text: name }));
    if (entry.judge) head.append(' · ', el('i', { text: t(`gallery.${entry.id}.problem`) }));
    problem.append(head, el('p', { class: 'problem-desc', text: t(`gallery.${entry.id}.desc`) }));
    if (!entry.sample) {
      status.textContent = t('gallery.loaded', { name });
      return;
    }
    // The core's outcome for the sample position, and the judge's answer from it.
    const analysis = await client.analyse(entry.spec, entry.sample.position);
    if (mine !== asked) return;
    const answer = entry.sample.answer(analysis);
    const outcome = t(analysis.outcome === 'P' ? 'gallery.outcomeP' : 'gallery.outcomeN');
    const input = entry.sample.input.replace(/\n/g, ' / ');
    problem.append(
      el(
        'p',
        { class: 'problem-sample', 'data-testid': 'problem-sample', 'data-outcome': analysis.outcome },
        el('span', { class: 'sample-label', text: t('gallery.sampleInput') }),
        ' ',
        el('code', { text: input }),
        ' → ',
        el('span', { class: `pill ${analysis.outcome}`, title: outcome, text: analysis.outcome }),
        ` ${t('gallery.judgePrints')} `,
        el('b', { class: 'judge-answer', 'data-testid': 'judge-answer', text: answer }),
      ),
      el('p', { class: 'problem-output hint', text: t(`gallery.${entry.id}.output`) }),
    );
    status.textContent = t('gallery.loadedSample', { name, input, outcome, answer });
  };

  const markCurrent = (s) => {
    for (const { entry, card } of cards.values()) {
      const current = s.gallery === entry.id;
      card.classList.toggle('current', current);
      card.setAttribute('aria-pressed', current ? 'true' : 'false');
    }
  };
  /**
   * After a card is chosen: when the entry's problem (and the judge's answer) is not wholly on
   * screen, as on a phone, where the game is below the gallery, it is scrolled to the top of the
   * screen (smoothly, unless the person asked for less motion) and takes the focus, so the next
   * key or the screen reader goes on from what was chosen. On a wide screen it is beside the
   * table, in sight, and the focus stays on the card.
   */
  const reveal = () => {
    const box = problem.getBoundingClientRect();
    if (problem.hidden || (box.top >= 0 && box.bottom <= window.innerHeight)) return;
    bringIntoView(problem);
  };
  problem.tabIndex = -1;
  const draw = (s) => {
    markCurrent(s);
    showProblem(s).catch((e) => game.fail(e));
  };
  translate(root);
  describeCards();
  game.on(['gallery'], draw);
  game.on(['lang'], (s) => {
    translate(root);
    describeCards();
    draw(s);
  });
  draw(game.state);
}
