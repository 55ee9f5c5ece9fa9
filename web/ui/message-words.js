// The core's messages in words (wasm/grundy.d.ts, Message and GrundyError): an id of the core's
// catalogue and its arguments, worded from a language's templates, the way the core makes its
// English (core/src/message.cpp): each {name} replaced by its argument, a message in an argument
// worded the same way, a list joined by the list.* templates. Plain logic, no DOM, so the page
// (ui/i18n.js) and the tests under Node use the same wording.
//
// Where a template's Chinese character meets an argument's Latin letter, digit or sign (a number,
// a position, a spec), a space is put between them, as Chinese typesetting writes it ("等于 0 或
// 2 时"): a translation writes "等于{values}时" and the words come out spaced whatever the argument
// is. Only the template's own characters count, so an English template's words are the core's.

const HAN = /\p{Script=Han}/u;
// Printable ASCII but the space: what is set apart from a Chinese character next to it.
const LATIN = /[!-~]/;

const spaced = (templateChar, valueChar) => Boolean(templateChar && valueChar) && HAN.test(templateChar) && LATIN.test(valueChar);

/**
 * Fills a template's {name} placeholders with `values` (text by name), a space where a Chinese
 * character of the template meets Latin text; anything else in braces stays.
 */
export function fill(template, values) {
  let out = '';
  let at = 0;
  for (const m of template.matchAll(/\{([a-z][A-Za-z0-9]*)\}/g)) {
    if (!(m[1] in values)) continue;
    const value = String(values[m[1]]);
    const end = m.index + m[0].length;
    out += template.slice(at, m.index);
    if (spaced(template[m.index - 1], value[0])) out += ' ';
    out += value;
    if (spaced(template[end], value.at(-1))) out += ' ';
    at = end;
  }
  return out + template.slice(at);
}

/**
 * A message's words: `template(id)` gives a language's template for a catalogue id (undefined
 * when it has none: English, whose words are the core's own, and an error of the module itself). A
 * message is { id, args } with its English: a GrundyError's or a rules problem's `message` (a rules
 * problem's `text` is that with its place in the program), or an answer's `text`.
 */
export function wordMessage(message, template) {
  const own = message.id ? template(message.id) : undefined;
  if (own === undefined) return message.message ?? message.text ?? '';
  const values = {};
  for (const [name, arg] of Object.entries(message.args ?? {})) values[name] = wordArg(arg, template);
  return fill(own, values);
}

function wordArg(arg, template) {
  if (typeof arg === 'string') return arg;
  if (Array.isArray(arg.items)) return wordList(arg, template);
  return wordMessage(arg, template);
}

// "a, b or c" in the language's list.* templates, as core/src/message.cpp joins them in English.
function wordList({ join, items, more }, template) {
  const words = items.map((item) => wordArg(item, template));
  const separator = template('list.separator');
  if (more > 0) return fill(template('list.more'), { items: words.join(separator), count: String(more) });
  if (join === 'comma' || words.length < 2) return words.join(separator);
  return fill(template(join === 'or' ? 'list.or' : 'list.and'), { head: words.slice(0, -1).join(separator), last: words.at(-1) });
}
