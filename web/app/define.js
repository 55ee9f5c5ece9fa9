// Define a game: the subtraction set and the table size. Every keystroke is validated by the
// core (through the worker); a bad value shows the core's message beside the field and keeps
// what was typed, and the store keeps the last spec the core accepted.
import { debounce, showError } from './dom.js';
import { t } from './i18n.js';

const MAX_UP_TO = 100000;

export function mountDefine(root, { engine, store }) {
  const set = root.querySelector('#set-input');
  const setError = root.querySelector('#set-error');
  const size = root.querySelector('#size-input');
  const sizeError = root.querySelector('#size-error');

  const fromStore = (s) => {
    if (s.spec.startsWith('subtraction:') && document.activeElement !== set) set.value = s.spec.slice('subtraction:'.length);
    if (document.activeElement !== size) size.value = String(s.upTo);
  };
  fromStore(store.get());
  store.subscribe(['spec', 'upTo'], fromStore);

  const commit = async () => {
    const check = await engine.check(`subtraction:${set.value}`);
    showError(setError, check.ok ? null : check.error);
    const text = size.value.trim();
    const n = Number(text);
    const sizeOk = text !== '' && Number.isInteger(n) && n >= 0 && n <= MAX_UP_TO;
    showError(sizeError, sizeOk ? null : t('define.sizeError', { max: MAX_UP_TO }));
    const patch = {};
    if (check.ok) patch.spec = check.spec;
    if (sizeOk) patch.upTo = n;
    store.set({ ...patch, inputProblem: !(check.ok && sizeOk) });
  };
  const later = debounce(() => commit().catch((e) => store.set({ fatal: e.message })), 200);
  set.addEventListener('input', later);
  size.addEventListener('input', later);
}
