// The default board, for kinds without a drawing of their own (a tuple, and what node.js builds
// on): a part is chosen by its name in the setup form and shown by its name.
import { t } from '../../../ui/i18n.js';
import { el } from '../../../ui/dom.js';

export default {
  numbered: false,
  fields(row, { values, id, tid, component }) {
    const [text] = values;
    const nodes = component.nodes ?? [];
    const field = el('div', { class: 'play-field' }, el('label', { for: id('v'), text: t('play.field.node') }));
    const select = el('select', { id: id('v'), 'data-testid': tid('node-input') });
    for (const n of nodes) select.append(el('option', { value: n, text: n }));
    if (!nodes.includes(text)) select.append(el('option', { value: text, text }));
    select.value = text;
    field.append(select);
    row.append(field);
  },
  draw(row, { part }) {
    row.append(el('p', { class: 'play-note', text: t('play.nodeAt', { node: part.text }) }));
  },
};
