// The sum builder: a list of component games, each a family with its parameter fields, and a
// misère switch. One component is a plain game; several make a sum (values XOR). As the person
// types, each component is checked by the core; a bad one shows the core's message beside the
// field being edited and keeps what was typed. When every component is accepted, the whole spec
// goes to onSpec(text).
//
// A part may be a game of the person's own rules (family 'rules', `rules:{<program>}`): it shows the
// program's name and description, and is written and changed in the rule editor (`rules.open(program,
// index)` opens it there); picking it in the family list starts from the editor's program
// (`rules.seed()`), so a game written there can join a sum.
import { debounce, showError } from '../../ui/dom.js';
import { families, family, defaultFields, componentText } from './families.js';
import { componentParts, joinSpec, rulesStatement, splitSpec } from '../../state/spec-text.js';
import { createGraphEditor, parseEdges } from './graph-editor.js';
import { t, translate } from '../../ui/i18n.js';
import { graphValues } from '../../worker/engine-features.js';
import { esc } from '../../ui/html.js';

let uid = 0;

export function createSumBuilder(root, { engine, onSpec, onProblem, rules = {} }) {
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
  const components = []; // { id, family, fields, edited, ok, el, editor }
  const familyAvailable = new Map(); // name -> true | false | undefined (not known yet)

  const allOk = () => components.every((c) => c.ok);
  const emit = () => {
    if (allOk()) onSpec(joinSpec({ misere: misere.checked, components: components.map((c) => c.text) }));
    else onProblem();
  };

  const errorTarget = (c) => {
    const fam = family(c.family);
    const visible = fam.params.filter((p) => !p.shownWhen || p.shownWhen(c.fields));
    const key = visible.some((p) => p.key === c.edited) ? c.edited : visible[0]?.key;
    return key ? c.el.querySelector(`[data-error-for="${key}"]`) : c.el.querySelector('[data-error-for="family"]');
  };

  const validate = async (c) => {
    const fam = family(c.family);
    const text = componentText(fam, c.fields);
    const check = await engine.check(text);
    if (!components.includes(c)) return;
    for (const e of c.el.querySelectorAll('[data-error-for]')) showError(e, null);
    c.ok = check.ok;
    c.text = check.ok ? check.spec : text;
    if (!check.ok) showError(errorTarget(c), check.error);
    if (c.editor) refreshGraph(c, check.ok ? check.spec : null);
    emit();
  };

  // P/N labels on the graph drawing: engine.graph when bound, else one analyse per node.
  const refreshGraph = async (c, spec) => {
    if (!spec) {
      c.editor.setValues(null);
      return;
    }
    let map = null;
    try {
      const { nodes } = parseEdges(componentParts(spec).args);
      const g = await graphValues(engine, spec, nodes.slice(0, 200));
      map = new Map(g.nodes.map((n, i) => [n, { value: g.values[i], outcome: g.values[i] === 0 ? 'P' : 'N' }]));
    } catch {
      map = null;
    }
    if (c.text === spec) c.editor.setValues(map);
  };

  // A rules part: its name and description (filled by fillProgram), a way to the rule editor, and
  // the program itself behind a disclosure.
  const programHtml = (c, p) => {
    const id = `c${esc(c.id)}-${esc(p.key)}`;
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
  };

  const fillProgram = (c) => {
    const box = c.el.querySelector('[data-testid="rules-part"]');
    if (!box) return;
    const name = rulesStatement(c.fields.program, 'name');
    box.querySelector('.rules-part-name').textContent = name ?? t('define.rulesUnnamed');
    box.querySelector('.rules-part-about').textContent = rulesStatement(c.fields.program, 'about') ?? '';
    box.querySelector('pre').textContent = c.fields.program;
    box.querySelector('.rules-part-edit .visually-hidden').textContent = ` (${name ?? t('define.rulesUnnamed')})`;
  };

  const fieldHtml = (c, p) => {
    if (p.type === 'program') return programHtml(c, p);
    const id = `c${esc(c.id)}-${esc(p.key)}`;
    const label = `<label for="${id}" data-i18n="define.field.${esc(p.key)}"></label>`;
    const hint = `<p id="${id}-hint" class="hint" data-i18n="define.hint.${esc(c.family)}.${esc(p.key)}"></p>`;
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
  };

  const drawComponent = (c) => {
    const fam = family(c.family);
    const n = components.indexOf(c);
    c.el.dataset.testid = `component-${n}`;
    c.el.dataset.family = c.family;
    const famOptions = families
      .map((f) => {
        const known = familyAvailable.get(f.name);
        const suffix = known === false ? ` data-unavailable="true"` : '';
        return `<option value="${esc(f.name)}"${suffix}>${esc(f.name)}</option>`;
      })
      .join('');
    c.el.innerHTML = `
      <div class="component-head">
        <span class="component-title"></span>
        <div class="field family-field">
          <label for="c${esc(c.id)}-family" data-i18n="define.familyLabel"></label>
          <select id="c${esc(c.id)}-family" data-testid="family-select" aria-describedby="c${esc(c.id)}-family-about c${esc(c.id)}-family-error">${famOptions}</select>
        </div>
        <button type="button" class="remove" data-testid="remove-component"><span aria-hidden="true">×</span><span class="visually-hidden"></span></button>
      </div>
      <p id="c${esc(c.id)}-family-about" class="family-about" data-i18n="define.family.${esc(c.family)}"></p>
      <p id="c${esc(c.id)}-family-error" class="error" data-error-for="family" data-testid="family-error" role="alert" hidden></p>
      <div class="fields params">${fam.params.filter((p) => p.type !== 'graph').map((p) => fieldHtml(c, p)).join('')}</div>
      ${fam.params.some((p) => p.type === 'graph') ? `<div class="fields params">${fieldHtml(c, fam.params.find((p) => p.type === 'graph'))}</div><div class="graph-host"></div>` : ''}`;
    translate(c.el);
    labelFamilies(c.el);
    const select = c.el.querySelector('[data-testid="family-select"]');
    select.value = c.family;
    for (const input of c.el.querySelectorAll('[data-key]')) input.value = c.fields[input.dataset.key] ?? '';
    fillProgram(c);
    relabel();
    showHidden(c);
    c.editor = null;
    const graphHost = c.el.querySelector('.graph-host');
    if (graphHost) {
      c.editor = createGraphEditor(graphHost, {
        onChange: (text) => {
          c.fields.edges = text;
          const input = c.el.querySelector('[data-key="edges"]');
          input.value = text;
          c.edited = 'edges';
          validate(c).catch(onFatal);
        },
      });
      translate(graphHost);
      c.editor.setText(c.fields.edges);
    }
  };

  const showHidden = (c) => {
    const fam = family(c.family);
    for (const p of fam.params) {
      const box = c.el.querySelector(`[data-field="${p.key}"]`);
      if (box) box.hidden = p.shownWhen ? !p.shownWhen(c.fields) : false;
    }
  };

  const relabel = () => {
    const single = components.length === 1;
    components.forEach((c, i) => {
      c.el.dataset.testid = `component-${i}`;
      c.el.querySelector('.component-title').textContent = single ? t('define.theGame') : t('define.componentN', { n: i + 1 });
      const remove = c.el.querySelector('.remove');
      remove.disabled = single;
      remove.hidden = single;
      remove.querySelector('.visually-hidden').textContent = t('define.removeComponent', { n: i + 1 });
    });
    root.classList.toggle('is-sum', !single);
  };

  let onFatal = () => {};

  // The family list reads "Subtraction game (subtraction)", marked when the core lacks it.
  function labelFamilies(el) {
    for (const opt of el.querySelectorAll('select[data-testid="family-select"] option')) {
      const off = familyAvailable.get(opt.value) === false;
      opt.dataset.unavailable = off ? 'true' : '';
      const params = { name: t(`define.familyName.${opt.value}`), code: opt.value };
      opt.textContent = t(off ? 'define.familyOptionNotYet' : 'define.familyOption', params);
    }
  }

  const addComponent = (familyName, fields, at = components.length) => {
    const c = { id: uid++, family: familyName, fields, edited: null, ok: false, text: '', el: document.createElement('li'), editor: null };
    c.el.className = 'component';
    components.splice(at, 0, c);
    list.insertBefore(c.el, list.children[at] ?? null);
    const later = debounce(() => validate(c).catch(onFatal), 200);
    c.el.addEventListener('input', (e) => {
      const key = e.target.dataset?.key;
      if (!key) return;
      c.fields[key] = e.target.value;
      c.edited = key;
      if (key === 'edges') c.editor?.setText(e.target.value);
      later();
    });
    c.el.addEventListener('change', (e) => {
      if (e.target.dataset?.testid === 'family-select') {
        const fam = family(e.target.value);
        c.family = fam.name;
        c.fields = defaultFields(fam);
        c.edited = null;
        drawComponent(c);
        c.el.querySelector('[data-testid="family-select"]').focus();
        if (fam.name === 'rules') {
          // The rule editor's game, when it has a valid one; the default program otherwise.
          const seeded = Promise.resolve(rules.seed?.()).then((program) => {
            if (program && c.family === 'rules') {
              c.fields = { program };
              fillProgram(c);
            }
          });
          seeded.then(() => validate(c)).catch(onFatal);
          return;
        }
        validate(c).catch(onFatal);
      } else if (e.target.tagName === 'SELECT' && e.target.dataset.key) {
        showHidden(c);
      }
    });
    c.el.addEventListener('click', (e) => {
      if (e.target.closest('[data-testid="rules-part-edit"]')) {
        rules.open?.(c.fields.program, components.indexOf(c));
        return;
      }
      if (!e.target.closest('.remove')) return;
      const i = components.indexOf(c);
      components.splice(i, 1);
      c.el.remove();
      relabel();
      (components[Math.min(i, components.length - 1)]?.el.querySelector('select') ?? misere).focus();
      emit();
    });
    drawComponent(c);
    relabel();
    return c;
  };

  root.querySelector('[data-testid="add-component"]').addEventListener('click', () => {
    const c = addComponent('nim', defaultFields(family('nim')));
    c.el.querySelector('[data-testid="family-select"]').focus();
    validate(c).catch(onFatal);
  });
  misere.addEventListener('change', emit);

  // Which families the core accepts, to mark the others in the family lists.
  Promise.all(
    families.map(async (f) => {
      const check = await engine.check(componentText(f, defaultFields(f)), { background: true });
      familyAvailable.set(f.name, check.ok);
    }),
  ).then(() => {
    for (const c of components) labelFamilies(c.el);
  }, () => {});

  return {
    /** Rebuilds the components from spec text (a spec that came from elsewhere: gallery, link). */
    load(spec) {
      const parsed = splitSpec(spec);
      for (const c of components.splice(0)) c.el.remove();
      misere.checked = parsed.misere;
      for (const text of parsed.components.length ? parsed.components : ['subtraction:1,3,4']) {
        const { family: name, args } = componentParts(text);
        const fam = family(name);
        if (fam) {
          const fields = fam.params.length ? { ...defaultFields(fam), ...fam.fromArgs(args) } : {};
          const c = addComponent(fam.name, fields);
          c.ok = true;
          c.text = text;
        } else {
          // A family these forms do not know: keep it as a subtraction form showing the text, marked bad.
          const c = addComponent('subtraction', { kind: 'set', set: text });
          c.ok = false;
        }
      }
      for (const c of components) if (c.editor) refreshGraph(c, c.text);
    },
    relabel() {
      relabel();
      for (const c of components) {
        labelFamilies(c.el);
        c.editor?.redraw();
      }
    },
    set onFatal(fn) {
      onFatal = fn;
    },
  };
}
