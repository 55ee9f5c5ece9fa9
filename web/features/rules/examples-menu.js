// The examples menu: every built-in family written in the rule language, from the core. Picking
// one hands its program to onPick(example).
import { t } from '../../ui/i18n.js';

/** The program's own name, or its translation where the locale has one (rules.example.<id>). */
export function exampleName(example) {
  const key = `rules.example.${example.id}`;
  const name = t(key);
  return name === key ? example.name : name;
}

export function createExamplesMenu(select, { onPick }) {
  let examples = [];
  let failed = false; // the examples could not be loaded (the worker stopped on them)

  const draw = () => {
    const chosen = select.value;
    select.replaceChildren();
    const first = document.createElement('option');
    first.value = '';
    first.textContent = t(examples.length ? 'rules.examplesPlaceholder' : failed ? 'rules.examplesNone' : 'rules.examplesLoading');
    select.append(first);
    for (const ex of examples) {
      const o = document.createElement('option');
      o.value = ex.id;
      o.textContent = t('rules.exampleOption', { name: exampleName(ex), family: ex.family });
      o.title = ex.about;
      select.append(o);
    }
    select.value = examples.some((e) => e.id === chosen) ? chosen : '';
  };
  select.addEventListener('change', () => {
    const ex = examples.find((e) => e.id === select.value);
    if (ex) onPick(ex);
  });
  draw();

  return {
    /** The core's examples: [{ id, name, about, family, source }]. */
    load(list) {
      examples = list;
      draw();
    },
    failed() {
      failed = true;
      draw();
    },
    relabel: draw,
  };
}
