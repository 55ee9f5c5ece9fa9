// One part of the sum builder: a family with its fields (families.js, from the core's families()).
// As the person types, the core writes the part's text from the fields (client.component) and so
// checks it; a bad one shows the core's message beside the field being edited and keeps what was
// typed. It reports to the builder (onChange) after each check, and when the person asks to remove
// it (onRemove).
//
// A part may be a game of the person's own rules (a field of type 'program'): it shows the
// program's name and description (the core's: the descriptor's, or checkRules' for a program not
// on screen yet), and is written and changed in the rule editor (`rules.open(program, index)` opens
// it there); picking it in the family list starts from the editor's program (`rules.seed()`), so a
// game written there can join a sum. A graph part has a drawing editor (graph-editor.js) beside its
// edges text, drawing the graph as the core read it, with each node's P/N label from the table on
// screen when it shows that graph.
import { debounce, showError } from '../../ui/dom.js';
import { t, translate } from '../../ui/i18n.js';
import { esc } from '../../ui/html.js';
import { defaultFields, familyNamed, isUsed, valuesOf } from './families.js';

let uid = 0;

function fieldHtml(rawId, familyName, p) {
  const id = esc(rawId);
  const label = `<label for="${id}" data-i18n="define.field.${esc(p.key)}"></label>`;
  const hint = `<p id="${id}-hint" class="hint" data-i18n="define.hint.${esc(familyName)}.${esc(p.key)}"></p>`;
  const error = `<p id="${id}-error" class="error" data-error-for="${esc(p.key)}" data-testid="param-${esc(p.key)}-error" role="alert" hidden></p>`;
  const described = `aria-describedby="${id}-hint ${id}-error"`;
  let input;
  if (p.type === 'choice') {
    const opts = p.choices.map((o) => `<option value="${esc(o)}" data-i18n="define.choice.${esc(p.key)}.${esc(o)}"></option>`).join('');
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
          <span data-i18n="define.rulesEdit"></span><span class="sr-only"></span></button>
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
  /**
   * options: { client, families (the core's), rules, onChange(form), onRemove(form), onFatal(error),
   * index() }; `described`: the core's descriptor of the part when it is a component of the game on
   * screen (shown as it is, not checked again), else null.
   */
  constructor(familyName, fields, options, described = null) {
    this.id = uid++;
    this.family = familyName;
    this.fields = fields;
    this.edited = null; // the field last typed in: where a message goes
    this.ok = described !== null;
    this.text = described?.spec ?? '';
    this.described = described;
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

  /** Its family in the core's list. */
  get fam() {
    return familyNamed(this.options.families, this.family);
  }

  changeFamily(name) {
    const fam = familyNamed(this.options.families, name);
    this.family = fam.name;
    this.fields = defaultFields(fam);
    this.edited = null;
    this.described = null;
    this.draw();
    this.el.querySelector('[data-testid="family-select"]').focus();
    if (!fam.params.some((p) => p.type === 'program')) {
      this.validate().catch(this.options.onFatal);
      return;
    }
    // The rule editor's game, when it has a valid one; the default program otherwise.
    Promise.resolve(this.options.rules.seed?.())
      .then((program) => {
        if (program && this.family === fam.name) {
          this.fields = { ...this.fields, program };
          this.showProgram();
        }
      })
      .then(() => this.validate())
      .catch(this.options.onFatal);
  }

  /** Has the core write and check the part; its message goes beside the field being edited. */
  async validate() {
    const { client } = this.options;
    const fam = this.fam;
    const fields = { ...this.fields };
    let spec = null;
    let problem = null;
    try {
      spec = await client.component(fam.name, valuesOf(fam, fields));
    } catch (e) {
      if (e.name !== 'GrundyError') throw e;
      problem = e;
    }
    if (!this.el.isConnected) return;
    for (const e of this.el.querySelectorAll('[data-error-for]')) showError(e, null);
    this.ok = spec !== null;
    this.text = spec ?? '';
    if (problem) showError(this.errorTarget(), problem);
    if (this.editor && spec) await this.showGraph(spec, fields.edges);
    this.options.onChange(this);
  }

  /** The graph as the core read it, unless the person has drawn or typed on since. */
  async showGraph(spec, edges) {
    const { nodes, edges: links } = (await this.options.client.describe(spec)).components[0];
    if (this.editor && this.fields.edges === edges) this.editor.setGraph(nodes, links);
  }

  errorTarget() {
    const fam = this.fam;
    const visible = fam.params.filter((p) => isUsed(fam, p, this.fields));
    const key = visible.some((p) => p.key === this.edited) ? this.edited : visible[0]?.key;
    return this.el.querySelector(key ? `[data-error-for="${key}"]` : '[data-error-for="family"]');
  }

  /**
   * P/N labels on the graph drawing: the values of the table on screen (web/state/table.js) when it
   * is this graph's and complete, none otherwise (the drawing still shows the graph).
   */
  showGraphValues(data) {
    if (!this.editor) return;
    const known = this.ok && data.spec === this.text && data.kind === 'nodes' && data.status === 'complete';
    const map = known ? new Map(data.labels.map((n, i) => [n, { value: data.values[i], outcome: data.values[i] === 0 ? 'P' : 'N' }])) : null;
    this.editor.setValues(map);
  }

  draw() {
    const fam = this.fam;
    const c = `c${esc(this.id)}`;
    this.el.dataset.family = this.family;
    const famOptions = this.options.families.map((f) => `<option value="${esc(f.name)}">${esc(f.name)}</option>`).join('');
    const graph = fam.params.find((p) => p.type === 'graph');
    this.el.innerHTML = `
      <div class="component-head">
        <span class="component-title"></span>
        <div class="field family-field">
          <label for="${c}-family" data-i18n="define.familyLabel"></label>
          <select id="${c}-family" data-testid="family-select" aria-describedby="${c}-family-about ${c}-family-error">${famOptions}</select>
        </div>
        <button type="button" class="remove" data-testid="remove-component"><span aria-hidden="true">×</span><span class="sr-only"></span></button>
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
    // The drawing editor's code is loaded with the first graph part; a redraw meanwhile makes a new host.
    if (graphHost) import('./graph/graph-editor.js').then((m) => this.mountGraphEditor(m, graphHost), this.options.onFatal);
  }

  mountGraphEditor({ createGraphEditor }, graphHost) {
    if (!graphHost.isConnected) return;
    this.editor = createGraphEditor(graphHost, {
      onChange: (text) => {
        this.fields.edges = text;
        this.el.querySelector('[data-key="edges"]').value = text;
        this.edited = 'edges';
        this.validate().catch(this.options.onFatal);
      },
    });
    translate(graphHost);
    if (this.described) this.editor.setGraph(this.described.nodes, this.described.edges);
    else if (this.ok) this.showGraph(this.text, this.fields.edges).catch(this.options.onFatal);
  }

  /**
   * A rules part's name, description and program: the core's reading of the program (the
   * descriptor's for a part on screen, checkRules' for a program the form holds otherwise).
   */
  showProgram() {
    const box = this.el.querySelector('[data-testid="rules-part"]');
    if (!box) return;
    const program = this.fields.program;
    box.querySelector('pre').textContent = program;
    const label = ({ name, about }) => {
      const shown = name || t('define.rulesUnnamed');
      box.querySelector('.rules-part-name').textContent = shown;
      box.querySelector('.rules-part-about').textContent = about;
      box.querySelector('.rules-part-edit .sr-only').textContent = ` (${shown})`;
    };
    if (this.described?.program === program) {
      label(this.described);
      return;
    }
    label({ name: '', about: '' });
    this.options.client.checkRules(program).then((r) => this.fields.program === program && label(r), this.options.onFatal);
  }

  /** Hides the fields that do not apply to the values chosen (a named set has no set to type). */
  showApplicable() {
    const fam = this.fam;
    for (const p of fam.params) {
      const box = this.el.querySelector(`[data-field="${p.key}"]`);
      if (box) box.hidden = !isUsed(fam, p, this.fields);
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
    remove.querySelector('.sr-only').textContent = t('define.removeComponent', { n: index + 1 });
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
