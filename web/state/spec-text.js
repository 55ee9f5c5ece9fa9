// Reading and writing spec and position text (the grammar is in core/include/grundy/spec.hpp).
// This is text handling only: whether a spec is a game the core accepts is always asked of the
// core (client.check), and what a game is made of is read once, in shape.js; these helpers split
// and join the pieces the forms edit and word positions for sentences.

/** "misere:octal:0.77+nim" -> { misere: true, components: ['octal:0.77', 'nim'] } */
export function splitSpec(text) {
  let rest = String(text ?? '').trim();
  let misere = false;
  if (rest.startsWith('misere:')) {
    misere = true;
    rest = rest.slice('misere:'.length);
  }
  const components = rest === '' ? [] : splitOutsideBraces(rest).map((c) => c.trim());
  return { misere, components };
}

/**
 * Splits at each '+' that is not inside a `rules:{...}` program. Like the core's spec splitter, it
 * counts braces and skips the program's string literals and comments (a '+' or a brace in them
 * counts for nothing).
 */
function splitOutsideBraces(text) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (depth > 0 && ch === '"') {
      // A string of the language ends at the next '"' or the line's end (it has no escapes).
      for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++);
    } else if (depth > 0 && (ch === '#' || (ch === '/' && text[i + 1] === '/'))) {
      while (i < text.length && text[i] !== '\n') i++;
    } else if (ch === '{') {
      depth++;
    } else if (ch === '}') {
      depth = Math.max(0, depth - 1);
    } else if (ch === '+' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

export function joinSpec({ misere, components }) {
  return `${misere ? 'misere:' : ''}${components.join('+')}`;
}

/** The same spec under misère play (on) or normal play. */
export function withMisere(spec, on) {
  return joinSpec({ misere: on, components: splitSpec(spec).components });
}

/** "subtraction:1,3,4" -> { family: 'subtraction', args: '1,3,4' }; "nim" -> { family: 'nim', args: null } */
export function componentParts(component) {
  const i = component.indexOf(':');
  return i < 0 ? { family: component, args: null } : { family: component.slice(0, i), args: component.slice(i + 1) };
}

/**
 * The parts of a position text, one string each: "7+4+9" -> ['7', '4', '9']; '' -> [].
 * In a sum of different games, a component split into several heaps is a group in parentheses,
 * "(1+3)+5" -> ['1', '3', '5']. The array's `components` property gives each part's top-level
 * item: its component in a mixed sum ([0, 0, 1] here), the part's own index otherwise.
 */
export function splitPosition(text) {
  const source = String(text ?? '').trim();
  const parts = [];
  parts.components = [];
  if (source === '') return parts;
  const items = [];
  let depth = 0;
  let item = '';
  for (const ch of source) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === '+' && depth === 0) {
      items.push(item);
      item = '';
    } else {
      item += ch;
    }
  }
  items.push(item);
  items.forEach((raw, index) => {
    const t = raw.trim();
    const group = t.startsWith('(') && t.endsWith(')');
    for (const piece of group ? t.slice(1, -1).split('+') : [t]) {
      parts.push(piece.trim());
      parts.components.push(index);
    }
  });
  return parts;
}

/**
 * How many coordinates a user-defined component's positions have (1 to 3), read from its
 * `position` statement: "position n" is 1, "position (x, y)" is 2. Text only; the core decides.
 */
export function rulesCoordinates(component) {
  const program = String(component).replace(/(#|\/\/)[^\n]*/g, '').replace(/"[^"\n]*"/g, '""');
  const m = /\bposition\s*\(([^)]*)\)/.exec(program);
  return m ? Math.min(3, Math.max(1, m[1].split(',').length)) : 1;
}

/** Position text for sentences: "3,5" reads as "(3, 5)", so lists of 2-D positions stay clear. */
export function formatPosition(text) {
  return splitPosition(text)
    .map((p) => (p.includes(',') ? `(${p.split(',').map((x) => x.trim()).join(', ')})` : p))
    .join('+');
}

/**
 * Spec text for sentences and tabs: each user-defined component, rules:{<program>}, is shortened
 * to its name, "Kayles (rules)", or "rules:{…}" when it has none; other specs are unchanged.
 * `shownAs` words the name in the page's language ("{name}（规则）"); this module has no strings.
 */
export function displaySpec(spec, shownAs = '{name} (rules)') {
  const { misere, components } = splitSpec(spec);
  if (!components.some((c) => /^rules\s*:/.test(c))) return String(spec ?? '');
  const label = (c) => {
    if (!/^rules\s*:/.test(c)) return c;
    const name = rulesStatement(c, 'name');
    return name ? shownAs.replace('{name}', name) : 'rules:{…}';
  };
  return joinSpec({ misere, components: components.map(label) });
}

/**
 * The text of a program's `name "…"` or `about "…"` statement (trimmed), or null when it has none.
 * Text only, like rulesCoordinates: the core decides whether the program is a game.
 */
export function rulesStatement(program, word) {
  const m = new RegExp(`(?:^|[\\s{])${word}\\s+"([^"\\n]*)"`).exec(String(program).replace(/(#|\/\/)[^\n]*/g, ''));
  return m && m[1].trim() ? m[1].trim() : null;
}

/**
 * A spec on one line, for a one-line text field: each user-defined program loses its comments
 * and its line breaks become spaces (newlines are spaces in the rule language), so the text is
 * still the same game. Other specs are unchanged.
 */
export function oneLineSpec(spec) {
  const text = String(spec ?? '');
  if (!/rules\s*:/.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') {
      const end = text.indexOf('"', i + 1);
      const stop = end < 0 ? text.length : end + 1;
      out += text.slice(i, stop);
      i = stop - 1;
    } else if (ch === '#' || (ch === '/' && text[i + 1] === '/')) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
    } else if (ch === '\n' || ch === '\r' || ch === '\t' || ch === ' ') {
      if (!out.endsWith(' ')) out += ' ';
    } else {
      out += ch;
    }
  }
  return out.replace(/ +}/g, ' }').replace(/{ +/g, '{');
}
