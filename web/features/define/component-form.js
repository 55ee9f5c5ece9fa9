// One part of the sum builder: a family with its parameter fields. As the person types, the part
// is checked by the core; a bad one shows the core's message beside the field being edited and
// keeps what was typed. It reports to the builder (onChange) after each check, and when the person
// asks to remove it (onRemove).
//
// A part may be a game of the person's own rules (family 'rules', `rules:{<program>}`): it shows the
// program's name and description, and is written and changed in the rule editor (`rules.open(program,
// index)` opens it there); picking it in the family list starts from the editor's program
// (`rules.seed()`), so a game written there can join a sum. A graph part has a drawing editor
// (graph-editor.js) beside its edges text, with each node's P/N label from the core.
import { debounce, showError } from '../../ui/dom.js';
import { t, translate } from '../../ui/i18n.js';
import { esc } from '../../ui/html.js';
import { rulesStatement } from '../../state/spec-text.js';
import { families, family, defaultFields, componentText } from './families.js';
import { createGraphEditor } from './graph/graph-editor.js';

let uid = 0;

function fieldHtml(rawId, familyName, p) {
  const id = esc(rawId);
  const label = `<label for="${id}" data-i18n="define.field.${esc(p.key)}"></label>`;
  const hint = `<p id="${id}-hint" class="hint" data-i18n="define.hint.${esc(familyName)}.${esc(p.key)}"></p>`;
  const error = `<p id="${id}-error" class="error" data-error-for="${esc(p.key)}" data-testid="param-${esc(p.key)}-error" role="alert" hidden></p>`;
  const described = `aria-describedby="${id}-hint ${id}-error"`;
  let input;
  if (p.type === 'choice') {
    const opts = p.options.map((o) => `<option value="${esc(o)}" data-i18n="define.choice.${esc(p.key)}.${esc(o)}"></option>`).join('');
    input = `<select id="${id}" data-key="${esc(p.key)}" data-testid="param-${esc(p.key)}" ${described}>${opts}</select>`;
  } else {
    const mode = p.type === 'int' ? 'inputmode="numeric"' : '';
    input = `<input id="${id}" data-key="${esc(p.key)}" data-testid="param-${esc(p.key)}" type="text" ${mode} autocomplete="off" spellcheck="false" ${described} />`;
  }
  return `<div class="field${p.type === 'int' ? ' narrow' : ''}${p.type === 'graph' ? ' wide' : ''}" data-field="${esc(p.key)}">${label}${input}${hint}${error}</div>`;
}

// A rules part: its name and description (filled by showProgram), a way to the rule editor, and
// the program itself behind a disclosure.
function programHtml(rawId, p) {
  const id = esc(rawId);
  return `<div class="field wide rules-part" data-field="${esc(p.key)}" data-testid="rules-part">
      <p class="rules-part-head"><span class="rules-part-name" data-testid="rules-part-name"></span>
        <span class="rules-part-about" data-testid="rules-part-about"></span></p>
      <div class="rules-part-actions">
        <button type="button" class="rules-part-edit" data-testid="rules-part-edit" aria-describedby="${id}-error">
          <span data-i18n="define.rulesEdit"></span><span class="visually-hidden"></span></button>
      </div>
      <details class="rules-part-source"><summary data-i18n="define.rulesShow"></summary><pre data-testid="rules-part-program"></pre></details>
      <p id="${id}-error" class="error" data-error-for="${esc(p.key)}" data-testid="param-${esc(p.key)}-error" role="alert" hidden></p>
    </div>`;
}

/** A parameter's field, or a rules part's box. */
function paramHtml(id, familyName, p) {
  return p.type === 'program' ? programHtml(id, p) : fieldHtml(id, familyName, p);
}

export class ComponentForm {
  /** { client, rules, onChange(form), onRemove(form), onFatal(error), index() } */
  constructor(familyName, fields, options) {
    this.id = uid++;
    this.family = familyName;
    this.fields = fields;
    this.edited = null; // the field last typed in: where a message goes
    this.ok = false;
    this.text = '';
    this.options = options;
    this.editor = null;
    this.place = null; // { index, single }: where it stands in the builder
    this.el = document.createElement('li');
    this.el.className = 'component';
    const later = debounce(() => this.validate().catch(options.onFatal), 200);
    this.el.addEventListener('input', (e) => {
      const key = e.target.dataset?.key;
      if (!key) return;
      this.fields[key] = e.target.value;
      this.edited = key;
      if (key === 'edges') this.editor?.setText(e.target.value);
      later();
    });
    this.el.addEventListener('change', (e) => {
      if (e.target.dataset?.testid === 'family-select') this.changeFamily(e.target.value);
      else if (e.target.tagName === 'SELECT' && e.target.dataset.key) this.showApplicable();
    });
    this.el.addEventListener('click', (e) => {
      if (e.target.closest('[data-testid="rules-part-edit"]')) options.rules.open?.(this.fields.program, options.index());
      else if (e.target.closest('.remove')) options.onRemove(this);
    });
    this.draw();
  }

  /** A part the core accepted already (from a game on screen): shown as it is, not checked again. */
  accepted(spec) {
    this.ok = true;
    this.text = spec;
    return this;
  }

  changeFamily(name) {
    const fam = family(name);
    this.family = fam.name;
    this.fields = defaultFields(fam);
    this.edited = null;
    this.draw();
    this.el.querySelector('[data-testid="family-select"]').focus();
    if (fam.name !== 'rules') {
      this.validate().catch(this.options.onFatal);
      return;
    }
    // The rule editor's game, when it has a valid one; the default program otherwise.
    Promise.resolve(this.options.rules.seed?.())
      .then((program) => {
        if (program && this.family === 'rules') {
          this.fields = { program };
          this.showProgram();
        }
      })
      .then(() => this.validate())
      .catch(this.options.onFatal);
  }

  /** Has the core check the part; its message goes beside the field being edited. */
  async validate() {
    const fam = family(this.family);
    const text = componentText(fam, this.fields);
    const check = await this.options.client.check(text);
    if (!this.el.isConnected) return;
    for (const e of this.el.querySelectorAll('[data-error-for]')) showError(e, null);
    this.ok = check.ok;
    this.text = check.ok ? check.spec : text;
    if (!check.ok) showError(this.errorTarget(), check.error);
    if (this.editor) this.showGraphValues();
    this.options.onChange(this);
  }

  errorTarget() {
    const visible = family(this.family).params.filter((p) => !p.shownWhen || p.shownWhen(this.fields));
    const key = visible.some((p) => p.key === this.edited) ? this.edited : visible[0]?.key;
    return this.el.querySelector(key ? `[data-error-for="${key}"]` : '[data-error-for="family"]');
  }

  /** P/N labels on the graph drawing, from the core's values of every node. */
  async showGraphValues() {
    const spec = this.ok ? this.text : null;
    if (!spec) {
      this.editor.setValues(null);
      return;
    }
    let map = null;
    try {
      const g = await this.options.client.graph(spec);
      map = new Map(g.nodes.map((n, i) => [n, { value: g.values[i], outcome: g.values[i] === 0 ? 'P' : 'N' }]));
    } catch {
      map = null; // no labels: the drawing still shows the graph
    }
    if (this.text === spec) this.editor.setValues(map);
  }

  draw() {
    const fam = family(this.family);
    const c = `c${esc(this.id)}`;
    this.el.dataset.family = this.family;
    const famOptions = families.map((f) => `<option value="${esc(f.name)}">${esc(f.name)}</option>`).join('');
    const graph = fam.params.find((p) => p.type === 'graph');
    this.el.innerHTML = `
      <div class="component-head">
        <span class="component-title"></span>
        <div class="field family-field">
          <label for="${c}-family" data-i18n="define.familyLabel"></label>
          <select id="${c}-family" data-testid="family-select" aria-describedby="${c}-family-about ${c}-family-error">${famOptions}</select>
        </div>
        <button type="button" class="remove" data-testid="remove-component"><span aria-hidden="true">×</span><span class="visually-hidden"></span></button>
      </div>
      <p id="${c}-family-about" class="family-about" data-i18n="define.family.${esc(this.family)}"></p>
      <p id="${c}-family-error" class="error" data-error-for="family" data-testid="family-error" role="alert" hidden></p>
      <div class="fields params">${fam.params.filter((p) => p.type !== 'graph').map((p) => paramHtml(`${c}-${p.key}`, this.family, p)).join('')}</div>
      ${graph ? `<div class="fields params">${paramHtml(`${c}-${graph.key}`, this.family, graph)}</div><div class="graph-host"></div>` : ''}`;
    translate(this.el);
    this.labelFamilies();
    this.el.querySelector('[data-testid="family-select"]').value = this.family;
    for (const input of this.el.querySelectorAll('[data-key]')) input.value = this.fields[input.dataset.key] ?? '';
    this.showProgram();
    this.showApplicable();
    if (this.place) this.label(this.place.index, this.place.single);
    this.editor = null;
    const graphHost = this.el.querySelector('.graph-host');
    if (graphHost) {
      this.editor = createGraphEditor(graphHost, {
        onChange: (text) => {
          this.fields.edges = text;
          this.el.querySelector('[data-key="edges"]').value = text;
          this.edited = 'edges';
          this.validate().catch(this.options.onFatal);
        },
      });
      translate(graphHost);
      this.editor.setText(this.fields.edges);
    }
  }

  /** A rules part's name, description and program, read from its text. */
  showProgram() {
    const box = this.el.querySelector('[data-testid="rules-part"]');
    if (!box) return;
    const name = rulesStatement(this.fields.program, 'name');
    box.querySelector('.rules-part-name').textContent = name ?? t('define.rulesUnnamed');
    box.querySelector('.rules-part-about').textContent = rulesStatement(this.fields.program, 'about') ?? '';
    box.querySelector('pre').textContent = this.fields.program;
    box.querySelector('.rules-part-edit .visually-hidden').textContent = ` (${name ?? t('define.rulesUnnamed')})`;
  }

  /** Hides the fields that do not apply to the values chosen (a named set has no set to type). */
  showApplicable() {
    for (const p of family(this.family).params) {
      const box = this.el.querySelector(`[data-field="${p.key}"]`);
      if (box) box.hidden = p.shownWhen ? !p.shownWhen(this.fields) : false;
    }
  }

  /** Its place in the builder: "The game" alone, "Component n" in a sum (only a sum's parts can be removed). */
  label(index, single) {
    this.place = { index, single };
    this.el.dataset.testid = `component-${index}`;
    this.el.querySelector('.component-title').textContent = single ? t('define.theGame') : t('define.componentN', { n: index + 1 });
    const remove = this.el.querySelector('.remove');
    remove.disabled = single;
    remove.hidden = single;
    remove.querySelector('.visually-hidden').textContent = t('define.removeComponent', { n: index + 1 });
  }

  // The family list reads "Subtraction game (subtraction)".
  labelFamilies() {
    for (const opt of this.el.querySelectorAll('select[data-testid="family-select"] option')) {
      opt.textContent = t('define.familyOption', { name: t(`define.familyName.${opt.value}`), code: opt.value });
    }
  }

  relabel() {
    this.labelFamilies();
    this.editor?.redraw();
  }
}
