// Reading the project's Markdown for the docs test (docs.test.mjs): fenced blocks, console sessions,
// inline code, links and heading anchors, and the output matcher with its `...` lines. The
// convention these follow is written for people in docs/README.md, "Examples that are run".
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED_FOLDERS = new Set(['.git', 'node_modules', 'build', 'dist', 'test-results', 'corpus']);

/** Every Markdown file under `root` (outside build outputs and node_modules), as paths from root. */
export function markdownFiles(root, folder = '') {
  const found = [];
  for (const name of readdirSync(join(root, folder)).sort()) {
    const path = folder ? `${folder}/${name}` : name;
    if (statSync(join(root, path)).isDirectory()) {
      if (!SKIPPED_FOLDERS.has(name)) found.push(...markdownFiles(root, path));
    } else if (name.endsWith('.md')) {
      found.push(path);
    }
  }
  return found;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})\s*([\w-]*)/;
const QUOTED_FROM = /^<!--\s*quoted from\s+(\S+)\s*-->$/;

/**
 * The fenced blocks of a Markdown text and the lines outside them:
 * { blocks: [{ lang, line, lines, quotedFrom }], prose: [{ line, text }] } (line numbers from 1;
 * quotedFrom is the PATH of a `<!-- quoted from PATH -->` line right before the fence, or null).
 */
export function parseMarkdown(text) {
  const all = text.split('\n');
  const blocks = [];
  const prose = [];
  for (let i = 0; i < all.length; i++) {
    const open = all[i].match(FENCE);
    if (!open) {
      prose.push({ line: i + 1, text: all[i] });
      continue;
    }
    const fence = open[1];
    const before = i > 0 ? all[i - 1].trim().match(QUOTED_FROM) : null;
    const block = { lang: open[2], line: i + 1, lines: [], quotedFrom: before ? before[1] : null };
    for (i++; i < all.length && !all[i].trimStart().startsWith(fence); i++) block.lines.push(all[i]);
    blocks.push(block);
  }
  return { blocks, prose };
}

const SLOW = /\s#\s*slow: not run by the test\s*$/;

/**
 * A console block's session: [{ command, expected, slow, line }], each `$ ` line a command and the
 * lines after it, up to the next one, its output. Lines before the first command are an error.
 */
export function consoleSession(block) {
  const steps = [];
  block.lines.forEach((text, k) => {
    const line = block.line + 1 + k;
    if (text.startsWith('$ ')) {
      const slow = SLOW.test(text);
      steps.push({ command: text.slice(2).replace(SLOW, '').trim(), expected: [], slow, line });
    } else if (steps.length) {
      steps.at(-1).expected.push(text);
    } else if (text.trim()) {
      throw new Error(`line ${line}: a console block starts with a "$ " command, not "${text}"`);
    }
  });
  return steps;
}

/**
 * Whether the printed lines match the expected ones: `...` alone stands for any number of lines,
 * a line ending in `...` for a line starting with what comes before it; trailing spaces do not
 * count. Returns null when they match, else a sentence saying where they part.
 */
export function matchOutput(expected, actual) {
  const want = trimTrailingBlank(expected.map((l) => l.trimEnd()));
  const got = trimTrailingBlank(actual.map((l) => l.trimEnd()));
  // Memoised over (i, j): does want[i..] match got[j..]?
  const memo = new Map();
  let furthest = { i: 0, j: 0 };
  const matches = (i, j) => {
    const key = i * (got.length + 1) + j;
    if (memo.has(key)) return memo.get(key);
    if (i > furthest.i || (i === furthest.i && j > furthest.j)) furthest = { i, j };
    let ok;
    if (i === want.length) ok = j === got.length;
    else if (want[i].trim() === '...') ok = matches(i + 1, j) || (j < got.length && matches(i, j + 1));
    else ok = j < got.length && lineMatches(want[i], got[j]) && matches(i + 1, j + 1);
    memo.set(key, ok);
    return ok;
  };
  if (matches(0, 0)) return null;
  const { i, j } = furthest;
  const shown = i < want.length ? `expected ${JSON.stringify(want[i])}` : 'expected no more lines';
  return `${shown} at output line ${j + 1}, got ${j < got.length ? JSON.stringify(got[j]) : 'the end of the output'}`;
}

function lineMatches(want, got) {
  if (want.endsWith('...')) return got.startsWith(want.slice(0, -3));
  return want === got;
}

function trimTrailingBlank(lines) {
  const out = [...lines];
  while (out.length && out.at(-1) === '') out.pop();
  return out;
}

/** The inline code spans of prose lines: [{ line, code }]. */
export function inlineCode(prose) {
  const spans = [];
  for (const { line, text } of prose) {
    for (const m of text.matchAll(/(`+)([^`]+?)\1(?!`)/g)) spans.push({ line, code: m[2].trim() });
  }
  return spans;
}

// A spec as the docs write one: [misere:] name[:args] {+ name[:args]}, no spaces; arguments of
// lower-case letters, digits, hex digits and the separators the families use, so a placeholder in
// capitals (bash:M, take-range:P,Q, octal:CODE) or a C++ name (grundy::Result<T>) is not one.
const PART = '[a-z][a-z0-9-]*(?::[a-z0-9A-F.,;>:_-]+)?';
const SPEC_SHAPE = new RegExp(`^(?:misere:)?${PART}(?:\\+${PART})*$`);
// A program in the rule language, whole (`rules:{...}` with its dots is a placeholder).
const RULES_SPEC = /^rules:\{.*\}$/;

/**
 * The inline code spans that read as game specs. `names` is specNames()'s: a span is one when it
 * starts with a family or game name and has arguments, or is a name alone that is a whole spec.
 */
export function specSpans(spans, { names, bare }) {
  return spans.filter(({ code }) => {
    if (RULES_SPEC.test(code)) return names.has('rules') && !code.includes('...');
    if (!SPEC_SHAPE.test(code)) return false;
    const parts = code.replace(/^misere:/, '').split('+');
    return parts.every((part) => (part.includes(':') ? names.has(part.split(':')[0]) : bare.has(part)));
  });
}

/**
 * The names in `grundy specs`'s output: { families, names, bare }: the families in order, every
 * family and classic game's name, and the names that are a whole spec alone (a family whose
 * example is its bare name, and the classic games).
 */
export function specNames(listing) {
  const families = [];
  const names = new Set();
  const bare = new Set();
  for (const line of listing.split('\n')) {
    const m = line.match(/^([a-z][a-z0-9-]*)\s+e\.g\.\s+(\S+)/);
    if (!m) continue;
    families.push(m[1]);
    names.add(m[1]);
    if (m[2] === m[1]) bare.add(m[1]);
    const also = line.match(/\salso\s(.*)$/);
    if (also) {
      for (const alias of also[1].matchAll(/([a-z][a-z0-9-]*)\s*=/g)) {
        names.add(alias[1]);
        bare.add(alias[1]);
      }
    }
  }
  return { families, names, bare };
}

/** The relative links of prose lines (inline code removed first): [{ line, target }]. */
export function relativeLinks(prose) {
  const links = [];
  for (const { line, text } of prose) {
    const plain = text.replace(/(`+)[^`]+?\1(?!`)/g, '');
    for (const m of plain.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      if (!/^[a-z][a-z0-9+.-]*:/i.test(m[1])) links.push({ line, target: m[1] });
    }
  }
  return links;
}

/** The anchors GitHub gives a Markdown text's headings: lower case, spaces as '-', punctuation dropped. */
export function headingAnchors(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const { text: line } of parseMarkdown(text).prose) {
    const m = line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!m) continue;
    const base = m[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** A line as a quote compares it: a C++/JS comment's `//` and the spaces around taken off. */
export function uncommented(line) {
  return line.replace(/^\s*\/\//, '').trim();
}
