// The link: the store's state in the URL hash, so a reload or a shared link reopens the same
// thing: #game=subtraction:1,3,4&size=48&view=sg&position=10&first=you&lang=en
//
// Hash keys map to store keys (the table below). readHash checks each value on the way in: a bad
// one is dropped (the store keeps its default) and reported as { name, value, reason, unknown },
// which the controller (game.js) puts in store key `hashProblems` so the page can say what it could
// not read; the controller also has the game spec checked by the core before it reaches the store,
// so a hand-edited or mangled link can never put a spec the core refuses in front of the panels.
// A key may have `format(value, state)` giving its text in the link; the game of a user-defined
// spec and the rules editor's text travel compressed that way (web/state/rules-link.js). Sizes and
// lengths are checked against `limits`, the core's (a game descriptor's), so no bound is written
// here.
import { linkGame, linkRules, readGame, readRules } from './rules-link.js';
import { linkQuiz, readQuiz } from './quiz-link.js';

/** Each hash key: its store key, how its value is read (parse(value, limits); null: not a value it takes) and written. */
const keys = {
  game: { key: 'spec', parse: readGame, format: linkGame },
  // The rules editor's text, when it is not just the program inside the game's spec.
  rules: { key: 'rulesSource', parse: readRules, format: linkRules },
  size: { key: 'upTo', parse: (v, limits) => wholeNumber(v, 0, limits.tableSize - 1) },
  rows: { key: 'rows', parse: (v, limits) => wholeNumber(v, 1, limits.shownSide) },
  cols: { key: 'cols', parse: (v, limits) => wholeNumber(v, 1, limits.shownSide) },
  view: { key: 'view', parse: oneOf(['sg', 'pn', 'misere']) },
  row: { key: 'rowLength', parse: (v, limits) => wholeNumber(v, 0, limits.rowLength) },
  select: { key: 'selected', parse: (v) => v || null },
  lang: { key: 'langFromHash', parse: oneOf(['en', 'zh']) },
  mode: { key: 'mode', parse: oneOf(['explore', 'play', 'both', 'quiz', 'lessons']) },
  position: { key: 'position', parse: (v, limits) => (v && v.length <= limits.positionLength ? v : null) },
  first: { key: 'first', parse: oneOf(['you', 'computer']) },
  strength: { key: 'strength', parse: oneOf(['perfect', 'mistakes', 'off']) },
  // The positions played so far in the current game, after the start, joined by '>' (a graph
  // node name cannot contain '>', and no other position text does).
  line: { key: 'line', parse: (v, limits) => (v.length <= limits.playedLength ? v : null) },
  // A teacher's quiz, packed (quiz-link.js).
  quiz: { key: 'quiz', parse: readQuiz, format: linkQuiz },
};

function wholeNumber(v, lo, hi) {
  const n = Number(v);
  return /^\d+$/.test(v) && n >= lo && n <= hi ? n : null;
}

function oneOf(values) {
  return (v) => (values.includes(v) ? v : null);
}

export function readHash(hash, limits) {
  // A literal '+' joins sum components; URLSearchParams would read it as a space.
  let params;
  try {
    params = new URLSearchParams(String(hash).replace(/^#/, '').replace(/\+/g, '%2B'));
  } catch {
    return { patch: {}, problems: [{ name: 'hash', value: String(hash), reason: null }] };
  }
  const patch = {};
  const problems = [];
  for (const [name, raw] of params) {
    const k = keys[name];
    if (!k) {
      problems.push({ name, value: raw, reason: null, unknown: true });
      continue;
    }
    let v = null;
    let reason = null;
    try {
      v = k.parse(raw, limits);
    } catch (e) {
      v = null;
      // A page phrase ({ key, params }: rules-link.js) or the text of any other problem.
      reason = e?.key ? { key: e.key, params: e.params } : (e?.message ?? null);
    }
    if (v === null || v === undefined) problems.push({ name, value: raw, reason });
    else patch[k.key] = v;
  }
  return { patch, problems };
}

export function hashFor(state) {
  const params = new URLSearchParams();
  for (const [name, k] of Object.entries(keys)) {
    const value = k.key === 'langFromHash' ? state.lang : state[k.key];
    const v = k.format && value !== undefined && value !== null ? k.format(value, state) : value;
    if (v !== undefined && v !== null && v !== '') params.set(name, String(v));
  }
  return `#${params.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%2B/gi, '+').replace(/%3E/gi, '>').replace(/%7E/gi, '~')}`;
}

export function writeHash(state) {
  const next = hashFor(state);
  if (next === location.hash) return;
  try {
    history.replaceState(history.state, '', next);
  } catch {
    // Some sandboxed frames refuse history changes; the page still works, only the link is not kept.
  }
}

/**
 * Keeps the hash in step with the store from now on (history.replaceState: no new history entry,
 * no hashchange), so a reload or a copied link reopens the same thing.
 */
export function keepLinkInStep(store) {
  store.subscribe(null, (state, changed) => {
    if (changed.every((k) => k === 'hashProblems' || k === 'langFromHash' || k === 'fatal')) return;
    writeHash(state);
  });
  writeHash(store.get());
}
