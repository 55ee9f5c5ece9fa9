// The sum builder: a list of parts (component-form.js), each a family with its fields (the core's
// families()), and a misère switch. One part is a plain game; several make a sum (values XOR). When
// every part is accepted by the core, the whole spec goes to onSpec(text); while one is not,
// onProblem(). A graph part's P/N labels are the values of the table on screen (`table`,
// web/state/table.js) when it shows that graph.
import { sumSpec } from '../../state/shape.js';
import { defaultFields, familyNamed, fieldsOf } from './families.js';
import { ComponentForm } from './component-form.js';

export function createSumBuilder(root, { client, families, table, onSpec, onProblem, onFatal, rules }) {
  root.innerHTML = `
    <ol class="components" data-testid="components"></ol>
    <div class="builder-actions">
      <button type="button" data-testid="add-component" class="add-component">
        <span aria-hidden="true">+</span> <span data-i18n="define.addComponent"></span></button>
      <label class="switch">
        <input type="checkbox" data-testid="misere-switch" />
        <span data-i18n="define.misere"></span>
      </label>
    </div>
    <p class="hint" data-i18n="define.sumHint"></p>`;
  const list = root.querySelector('.components');
  const misere = root.querySelector('[data-testid="misere-switch"]');
  const forms = [];

  const specText = () => sumSpec(
    forms.map((c) => c.text),
    misere.checked,
  );
  const allOk = () => forms.every((c) => c.ok);
  const emit = () => (allOk() ? onSpec(specText()) : onProblem());

  const relabel = () => {
    forms.forEach((c, i) => c.label(i, forms.length === 1));
    root.classList.toggle('is-sum', forms.length > 1);
  };

  const remove = (form) => {
    const i = forms.indexOf(form);
    forms.splice(i, 1);
    form.el.remove();
    relabel();
    (forms[Math.min(i, forms.length - 1)]?.el.querySelector('select') ?? misere).focus();
    emit();
  };

  const add = (familyName, fields, described = null) => {
    const options = { client, families, rules, onChange: emit, onRemove: remove, onFatal, index: () => forms.indexOf(form) };
    const form = new ComponentForm(familyName, fields, options, described);
    forms.push(form);
    list.append(form.el);
    relabel();
    return form;
  };

  root.querySelector('[data-testid="add-component"]').addEventListener('click', () => {
    const form = add('nim', defaultFields(familyNamed(families, 'nim')));
    form.el.querySelector('[data-testid="family-select"]').focus();
    form.validate().catch(onFatal);
  });
  misere.addEventListener('change', emit);
  table.subscribe((data) => {
    for (const form of forms) form.showGraphValues(data);
  });

  return {
    /** True when the builder shows exactly this spec, every part accepted. */
    holds: (spec) => forms.length > 0 && allOk() && specText() === spec,
    /** Rebuilds the parts from a game that came from elsewhere (gallery, link, text, rule editor). */
    load(game) {
      for (const form of forms.splice(0)) form.el.remove();
      misere.checked = game.misere;
      // Each part as the core described it: its family's form with its field values.
      for (const component of game.components) {
        const fam = familyNamed(families, component.family);
        add(fam.name, fieldsOf(fam, component), component);
      }
      for (const form of forms) form.showGraphValues(table.data);
    },
    relabel() {
      relabel();
      for (const form of forms) form.relabel();
    },
  };
}
