// Understand a value: the selected position's options, their values and the mex.
import { t } from './i18n.js';

export function mountUnderstand(root, { engine, store }) {
  const why = root.querySelector('[data-testid="explanation"]');
  const show = async (s) => {
    if (s.selected === null) {
      why.textContent = t('understand.prompt');
      return;
    }
    const n = s.selected;
    const e = await engine.analyse(s.spec, n);
    if (e.moves.length === 0) {
      why.textContent = t('understand.noMove', { n });
      return;
    }
    why.textContent =
      t('understand.why', { n, to: e.moves.map((m) => m.to).join(', '), values: e.moves.map((m) => m.value).join(', '), mex: e.value }) +
      t(e.value === 0 ? 'understand.whyP' : 'understand.whyN');
  };
  store.subscribe(['selected', 'spec', 'lang'], (s) => show(s).catch((e) => store.set({ fatal: e.message })));
  store.subscribe(['spec'], () => store.set({ selected: null }));
}
