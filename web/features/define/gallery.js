// The gallery: ready games from the study notes (each with its judge problem) and the classics.
// One click loads a game (through the controller): its spec, a table size that shows its pattern,
// and a position to explain.
import { t, translate } from '../../ui/i18n.js';
import { esc } from '../../ui/html.js';

// Titles, problem names and descriptions are locale keys gallery.<id>.title / .problem / .desc.
export const entries = [
  { id: 'hdu1846', group: 'notes', judge: 'HDU 1846', spec: 'bash:2', size: { upTo: 35 }, select: '23' },
  { id: 'hdu1847', group: 'notes', judge: 'HDU 1847', spec: 'subtraction:pow2', size: { upTo: 35 }, select: '3' },
  { id: 'hdu1848', group: 'notes', judge: 'HDU 1848', spec: 'subtraction:fib', size: { upTo: 48 }, select: '1+4+1' },
  { id: 'poj2960', group: 'notes', judge: 'POJ 2960', spec: 'subtraction:2,5', size: { upTo: 48 }, select: '5+12' },
  { id: 'hdu2897', group: 'notes', judge: 'HDU 2897', spec: 'take-range:2,4', size: { upTo: 35 }, select: '7' },
  { id: 'hdu3032', group: 'notes', judge: 'HDU 3032', classic: true, spec: 'lasker', size: { upTo: 40 }, select: '2+2+3' },
  { id: 'poj1067', group: 'notes', judge: 'POJ 1067', classic: true, spec: 'wythoff', size: { rows: 40, cols: 40 }, select: '4,7' },
  { id: 'hdu2147', group: 'notes', judge: 'HDU 2147', spec: 'corner', size: { rows: 24, cols: 24 }, select: null },
  { id: 'hdu2516', group: 'notes', judge: 'HDU 2516', spec: 'fibonacci-nim', size: { rows: 40, cols: 40 }, select: '13,12' },
  { id: 'hdu1850', group: 'notes', judge: 'HDU 1850', spec: 'nim', size: { upTo: 24 }, select: '5+7+9' },
  { id: 'hdu1907', group: 'notes', judge: 'HDU 1907', spec: 'misere:nim', size: { upTo: 24 }, select: '3+5+1' },
  { id: 'nim', group: 'classics', spec: 'nim', size: { upTo: 24 }, select: '3+4+5' },
  { id: 'kayles', group: 'classics', spec: 'octal:0.77', size: { upTo: 95 }, select: '5' },
  { id: 'dawson', group: 'classics', spec: 'octal:0.07', size: { upTo: 101 }, select: '5' },
  { id: 'grundy', group: 'classics', spec: 'grundy', size: { upTo: 60 }, select: '7' },
];

function cardFor(entry) {
  const li = document.createElement('li');
  const card = document.createElement('button');
  card.type = 'button';
  card.className = 'card';
  card.dataset.testid = `gallery-${entry.id}`;
  card.dataset.spec = entry.spec;
  const judge = entry.judge ? `<span class="judge">${esc(entry.judge)}</span>` : '';
  const classic = entry.classic ? `<span class="tag" data-i18n="gallery.classicTag"></span>` : '';
  card.innerHTML = `
    <span class="card-top"><span class="card-title" data-i18n="gallery.${esc(entry.id)}.title"></span>${judge}</span>
    ${entry.judge ? `<span class="card-problem" data-i18n="gallery.${esc(entry.id)}.problem"></span>` : ''}
    <span class="card-desc" data-i18n="gallery.${esc(entry.id)}.desc"></span>
    <span class="card-foot"><code class="card-spec">${esc(entry.spec)}</code>${classic}</span>`;
  li.append(card);
  return { li, card };
}

export function mountGallery(root, game) {
  root.innerHTML = `
    <h3 class="group-title" data-i18n="gallery.notesHeading"></h3>
    <p class="group-explain" data-i18n="gallery.notesExplain"></p>
    <ul class="cards" data-group="notes"></ul>
    <h3 class="group-title" data-i18n="gallery.classicsHeading"></h3>
    <ul class="cards" data-group="classics"></ul>
    <p class="gallery-status" data-testid="gallery-status" aria-live="polite"></p>`;
  const status = root.querySelector('.gallery-status');
  const cards = new Map();
  for (const entry of entries) {
    const { li, card } = cardFor(entry);
    root.querySelector(`[data-group="${entry.group}"]`).append(li);
    cards.set(entry.id, { entry, card });
    card.addEventListener('click', () => {
      status.textContent = t('gallery.loaded', { name: t(`gallery.${entry.id}.title`) });
      game.loadGallery(entry).catch((e) => game.fail(e));
    });
  }
  translate(root);

  const markCurrent = (s) => {
    for (const { entry, card } of cards.values()) {
      const current = s.gallery === entry.id;
      card.classList.toggle('current', current);
      card.setAttribute('aria-pressed', current ? 'true' : 'false');
    }
  };
  game.on(['gallery'], markCurrent);
  markCurrent(game.state);
}
