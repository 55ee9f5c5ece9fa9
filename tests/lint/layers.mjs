// The layers of the code, read from the source: which file may include or import which.
//
// The core (C++) is built in layers, lowest first; a file may include its own layer and the layers
// below it, never one above:
//   base      core/include/grundy/*.hpp (but api.hpp, rules.hpp), core/src/*.{hpp,cpp}, core/src/budget/,
//             core/{include/grundy,src}/misere/ (genus symbols and quotients need nothing but the base;
//             the solver, a search, uses them)
//   families  core/{include/grundy,src}/families/
//   tables    core/{include/grundy,src}/tables/
//   search    core/{include/grundy,src}/search/
//   analysis  core/{include/grundy,src}/analysis/
//   rules     core/include/grundy/rules.hpp, core/src/rules/
//   api       core/include/grundy/api.hpp, core/include/grundy/api/, core/src/api/
//   cli       core/cli/
// The page (JS) likewise: ui (widgets, words) and worker (the module's side) below state (the
// controller, the link) below features/<area>/, with the entry points (main.js, embed.js, ...) on
// top; and no module imports itself through others (no cycle).
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export const CORE_LAYERS = ['base', 'families', 'tables', 'search', 'analysis', 'rules', 'api', 'cli'];
export const PAGE_LAYERS = ['ui', 'worker', 'state', 'features', 'entry'];

function walk(dir, keep) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...walk(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

/** The core layer of a file given relative to the repository root. */
export function coreLayer(file) {
  const p = file.replaceAll('\\', '/');
  if (p.startsWith('core/cli/')) return 'cli';
  if (p === 'core/include/grundy/api.hpp' || p.startsWith('core/include/grundy/api/') || p.startsWith('core/src/api/')) return 'api';
  if (p === 'core/include/grundy/rules.hpp' || p.startsWith('core/src/rules/')) return 'rules';
  for (const layer of ['analysis', 'search', 'tables', 'families'])
    if (p.startsWith(`core/include/grundy/${layer}/`) || p.startsWith(`core/src/${layer}/`)) return layer;
  return 'base';
}

// Where an #include "..." of `file` is: beside the file, then on the include path.
function resolveInclude(root, file, name) {
  for (const dir of [dirname(file), 'core/include', 'core/src', 'core/cli']) {
    const candidate = normalize(join(dir, name));
    if (existsSync(join(root, candidate))) return candidate.replaceAll('\\', '/');
  }
  return null; // generated (the message catalogue) or a system header: base
}

/** Every include of the core that goes up a layer: [{ file, line, include, from, to }]. */
export function coreViolations(root) {
  const files = walk(join(root, 'core'), (p) => /\.(hpp|cpp|inc)$/.test(p)).map((p) => relative(root, p).replaceAll('\\', '/'));
  const found = [];
  const edges = new Map(); // layer -> set of layers it includes
  for (const file of files) {
    const from = coreLayer(file);
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .forEach((text, i) => {
        const m = /^\s*#\s*include\s+"([^"]+)"/.exec(text);
        if (!m) return;
        const target = resolveInclude(root, file, m[1]);
        if (!target) return;
        const to = coreLayer(target);
        if (!edges.has(from)) edges.set(from, new Set());
        edges.get(from).add(to);
        if (CORE_LAYERS.indexOf(to) > CORE_LAYERS.indexOf(from)) found.push({ file, line: i + 1, include: m[1], from, to });
      });
  }
  return { violations: found, edges, files: files.length };
}

/** The page layer of a file given relative to the repository root. */
export function pageLayer(file) {
  const p = file.replaceAll('\\', '/');
  for (const layer of ['ui', 'worker', 'state', 'features']) if (p.startsWith(`web/${layer}/`)) return layer;
  return 'entry';
}

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[^.\w])import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

/** The relative imports of a JS file, resolved to repository paths. */
function importsOf(root, file) {
  const text = readFileSync(join(root, file), 'utf8');
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3];
    if (!spec.startsWith('.')) continue; // a package
    const target = normalize(join(dirname(file), spec.replace(/\?.*$/, ''))).replaceAll('\\', '/');
    // The match may begin with the white space before the statement (the line before's newline).
    const line = text.slice(0, m.index + m[0].search(/\S/)).split('\n').length;
    out.push({ spec, target, line });
  }
  return out;
}

/** Imports of the page that go up a layer, and import cycles among its modules. */
export function pageViolations(root) {
  const files = walk(join(root, 'web'), (p) => /\.(m?js)$/.test(p) && !/vite\.config|extra-builds/.test(p)).map((p) => relative(root, p).replaceAll('\\', '/'));
  const graph = new Map();
  const violations = [];
  for (const file of files) {
    const imports = importsOf(root, file).filter((i) => i.target.startsWith('web/'));
    graph.set(
      file,
      imports.map((i) => i.target),
    );
    const from = pageLayer(file);
    for (const i of imports) {
      const to = pageLayer(i.target);
      const fromRank = from === 'worker' ? PAGE_LAYERS.indexOf('ui') : PAGE_LAYERS.indexOf(from);
      const toRank = to === 'worker' ? PAGE_LAYERS.indexOf('ui') : PAGE_LAYERS.indexOf(to);
      if (toRank > fromRank) violations.push({ file, line: i.line, import: i.spec, from, to });
    }
  }
  // Cycles: a depth-first search that reports each back edge's loop once.
  const cycles = [];
  const state = new Map(); // file -> 1 on the stack, 2 done
  const stack = [];
  const visit = (file) => {
    state.set(file, 1);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 1) cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next) && graph.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 2);
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return { violations, cycles, files: files.length };
}
