// Watch the table fill in: the worker streams values in chunks; each chunk's cells are added as
// it arrives, with a progress bar. Every cell carries data-position, data-sg and data-outcome.
import { t } from './i18n.js';

function cellFor(n, g) {
  const li = document.createElement('li');
  const outcome = g === 0 ? 'P' : 'N';
  li.className = `cell ${outcome}`;
  li.dataset.position = String(n);
  li.dataset.sg = String(g);
  li.dataset.outcome = outcome;
  li.tabIndex = -1;
  li.setAttribute('aria-label', t('watch.cellLabel', { n, g, outcome }));
  li.innerHTML = `<span class="n">${n}</span><span class="g">${g}</span><span class="o">${outcome}</span>`;
  return li;
}

export function mountWatch(root, { engine, store }) {
  const cells = root.querySelector('[data-testid="table"]');
  const status = root.querySelector('[data-testid="table-status"]');
  const progress = root.querySelector('[data-testid="table-progress"]');
  const bar = progress.firstElementChild;
  let request = 0;

  const refresh = async () => {
    const { spec, upTo } = store.get();
    const mine = ++request;
    const count = upTo + 1;
    delete cells.dataset.complete;
    cells.replaceChildren();
    status.textContent = t('watch.computing', { count, spec });
    progress.hidden = false;
    let pCount = 0;
    const result = await engine.table(spec, count, (p) => {
      if (mine !== request) return;
      const fragment = document.createDocumentFragment();
      for (let i = 0; i < p.values.length; i++) {
        fragment.append(cellFor(p.from + i, p.values[i]));
        if (p.values[i] === 0) pCount++;
      }
      cells.append(fragment);
      bar.style.width = `${(100 * p.done) / p.total}%`;
    });
    if (result === null || mine !== request) return; // replaced by a newer request
    progress.hidden = true;
    status.textContent = t('watch.summary', { spec, count, p: pCount });
    cells.dataset.complete = 'true';
  };
  const run = () => refresh().catch((e) => store.set({ fatal: e.message }));
  store.subscribe(['spec', 'upTo'], run);
  store.subscribe(['inputProblem'], (s) => {
    if (s.inputProblem) status.textContent = t('define.keptTable');
  });
  store.subscribe(['fatal'], (s) => {
    status.textContent = t('common.fatal', { message: s.fatal });
  });
  cells.addEventListener('click', (event) => {
    const cell = event.target.closest('.cell');
    if (cell) store.set({ selected: cell.dataset.position });
  });
  store.subscribe(['selected'], (s) => {
    for (const c of cells.querySelectorAll('.selected')) c.classList.remove('selected');
    if (s.selected !== null) cells.querySelector(`[data-position="${CSS.escape(s.selected)}"]`)?.classList.add('selected');
  });
  run();
}
