// How long the source's pieces are: each file's lines, and each function's, read from the text with
// no compiler. A function is found where a line that is not a control statement ends (or opens) a
// brace block after a parameter list: C++ definitions and lambdas of the core, JS functions, arrow
// functions and methods of the page. Nested functions count inside their parents too, as a reader
// meets them. Comment lines and blank lines count, as they do for a reader.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const LIMITS = { coreFunction: 100, pageFunction: 150, file: 600 };

function walk(dir, keep) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

const CONTROL = /^\s*(?:}\s*)?(?:if|for|while|switch|catch|else|do|try|return|namespace|struct|class|enum|union|extern)\b/;

// Strips strings, characters, template text and comments from a line (keeps braces of code only).
function code(line, state) {
  let out = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (state.block) {
      if (c === '*' && line[i + 1] === '/') {
        state.block = false;
        i++;
      }
      continue;
    }
    if (state.quote) {
      if (c === '\\') i++;
      else if (c === state.quote) state.quote = null;
      continue;
    }
    if (c === '/' && line[i + 1] === '/') break;
    if (c === '/' && line[i + 1] === '*') {
      state.block = true;
      i++;
      continue;
    }
    // A JS regular expression literal: a '/' where a value is expected (not after a name, a number
    // or a closing bracket). Its text is skipped to its closing '/', character classes included.
    if (c === '/' && state.js && /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\breturn)\s*$/.test(out)) {
      let inClass = false;
      for (i++; i < line.length; i++) {
        if (line[i] === '\\') i++;
        else if (line[i] === '[') inClass = true;
        else if (line[i] === ']') inClass = false;
        else if (line[i] === '/' && !inClass) break;
      }
      out += '0';
      continue;
    }
    if (c === '"' || c === '`' || (c === "'" && !/[0-9A-Fa-f]/.test(line[i - 1] ?? ''))) {
      state.quote = c;
      continue;
    }
    out += c;
  }
  // A template literal or a C++ raw string may span lines; the page's and the core's do rarely, and
  // those that do hold no braces that matter for this count. Reset at the line's end.
  if (state.quote !== '`') state.quote = null;
  return out;
}

/** Functions of a file longer than `limit` lines: [{ file, line, lines, head }]. */
export function longFunctions(root, file, limit) {
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const state = { block: false, quote: null, js: /\.m?js$/.test(file) };
  const open = []; // { line, fn, head }
  const found = [];
  let head = ''; // the code since the last ';', '{' or '}' outside parentheses: a block's head
  let parens = 0;
  lines.forEach((text, i) => {
    for (const c of `${code(text, state)} `) {
      if (c === '(') parens++;
      else if (c === ')' && parens > 0) parens--;
      if (parens > 0 && (c === '{' || c === '}')) {
        head += c; // braces inside parentheses: default values, objects passed as arguments
        if (c === '{') open.push({ line: i + 1, fn: false, head: '' });
        else open.pop();
        continue;
      }
      if (c === '{') {
        const h = head.trim();
        const fn = /\)\s*(?:const\s*)?(?:noexcept\s*)?(?:override\s*)?(?:->\s*[\w:<>,\s*&]+)?$|=>$/.test(h) && !CONTROL.test(h);
        open.push({ line: i + 1, fn, head: h });
        head = '';
      } else if (c === '}') {
        const o = open.pop();
        if (o?.fn && i + 1 - o.line + 1 > limit) found.push({ file, line: o.line, lines: i + 1 - o.line + 1, head: o.head.replace(/\s+/g, ' ').slice(-80) });
        head = '';
      } else if (c === ';' && parens === 0) head = '';
      else head = (head + c).slice(-400);
    }
  });
  return found;
}

export function sourceFiles(root) {
  const rel = (p) => relative(root, p).replaceAll('\\', '/');
  const core = [...walk(join(root, 'core'), (p) => /\.(cpp|hpp)$/.test(p)), ...walk(join(root, 'wasm'), (p) => /\.(cpp|hpp)$/.test(p))].map(rel);
  const page = [...walk(join(root, 'web'), (p) => /\.(m?js)$/.test(p)), ...walk(join(root, 'wasm'), (p) => /\.(m?js)$/.test(p))].map(rel);
  return { core, page };
}

/** Every piece over its limit: { functions: [...], files: [{ file, lines }] }. */
export function oversized(root) {
  const { core, page } = sourceFiles(root);
  const functions = [
    ...core.flatMap((f) => longFunctions(root, f, LIMITS.coreFunction)),
    ...page.flatMap((f) => longFunctions(root, f, LIMITS.pageFunction)),
  ];
  const files = [...core, ...page]
    .map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').split('\n').length - 1 }))
    .filter((f) => f.lines > LIMITS.file);
  return { functions, files };
}

/** The longest function and file of each side, for a report. */
export function longest(root) {
  const { core, page } = sourceFiles(root);
  const top = (files, limit) => files.flatMap((f) => longFunctions(root, f, limit)).sort((a, b) => b.lines - a.lines)[0];
  const fileLines = (files) => files.map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').split('\n').length - 1 })).sort((a, b) => b.lines - a.lines)[0];
  return { coreFunction: top(core, 1), pageFunction: top(page, 1), coreFile: fileLines(core), pageFile: fileLines(page) };
}
