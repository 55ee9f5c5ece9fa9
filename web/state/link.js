// Keeps the store and the URL hash in step, so a reload or a shared link reopens the same
// thing: #game=subtraction:1,3,4&size=48&view=sg&position=10&first=you&lang=en
//
// Hash keys map to store keys (the table below; modules may add their own with registerHashKey
// before startHashSync runs). Each value is checked on the way in: a bad one is dropped, the
// store keeps its default, and the problem is reported through store key `hashProblems` as
// [{ name, value, reason, unknown }] so the page can say what it could not read. The game spec is also
// checked by the core (engine.check) before it reaches the store, so a hand-edited or mangled
// link can never put a spec the core refuses in front of the other modules. A key may have
// `format(value, state)` giving its text in the link; the game of a user-defined spec and the rules
// editor's text travel compressed that way (web/state/rules-link.js).
import { linkGame, linkRules, readGame, readRules } from './rules-link.js';

const keys = {
  game: { key: 'spec', parse: readGame, format: linkGame },
  // The rules editor's text, when it is not just the program inside the game's spec.
  rules: { key: 'rulesSource', parse: readRules, format: linkRules },
  size: { key: 'upTo', parse: wholeNumber(0, 100000) },
  rows: { key: 'rows', parse: wholeNumber(1, 2000) },
  cols: { key: 'cols', parse: wholeNumber(1, 2000) },
  view: { key: 'view', parse: oneOf(['sg', 'pn']) },
  row: { key: 'rowLength', parse: wholeNumber(0, 1000) },
  select: { key: 'selected', parse: (v) => v || null },
  lang: { key: 'langFromHash', parse: oneOf(['en', 'zh']) },
  mode: { key: 'mode', parse: oneOf(['explore', 'play', 'both']) },
  position: { key: 'position', parse: (v) => (v && v.length <= 2000 ? v : null) },
  first: { key: 'first', parse: oneOf(['you', 'computer']) },
  strength: { key: 'strength', parse: oneOf(['perfect', 'mistakes', 'off']) },
  // The positions played so far in the current game, after the start, joined by '>' (a graph
  // node name cannot contain '>', and no other position text does).
  line: { key: 'line', parse: (v) => (v.length <= 20000 ? v : null) },
};

function wholeNumber(lo, hi) {
  return (v) => {
    const n = Number(v);
    return /^\d+$/.test(v) && n >= lo && n <= hi ? n : null;
  };
}

function oneOf(values) {
  return (v) => (values.includes(v) ? v : null);
}

/**
 * Adds or replaces a hash key: `name` in the URL, `key` in the store, and `parse(text)` that
 * returns the store value or null when the text is not acceptable. Call it at module load, before
 * startHashSync. Example: registerHashKey('view', { key: 'view', parse: (v) => (['sg', 'pn', 'strip'].includes(v) ? v : null) }).
 */
export function registerHashKey(name, { key, parse, format }) {
  keys[name] = { key, parse, format };
}

export function readHash(hash) {
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
      v = k.parse(raw);
    } catch (e) {
      v = null;
      reason = e?.message ?? null;
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
 * Reads the hash into the store (after the core has checked its game), then keeps the hash up to
 * date. Resolves once the store holds the link's state, so modules mounted afterwards start from it.
 */
export async function startHashSync(store, engine) {
  const apply = async () => {
    const { patch, problems } = readHash(location.hash);
    if (patch.spec !== undefined) {
      let check;
      try {
        check = await engine.check(patch.spec);
      } catch (e) {
        check = { ok: false, error: e.message };
      }
      if (check.ok) patch.spec = check.spec;
      else {
        problems.push({ name: 'game', value: patch.spec, reason: check.error });
        delete patch.spec;
      }
    }
    // A game in progress belongs to the link it came with: no line in the link, no moves played.
    if (patch.line === undefined) patch.line = '';
    store.set({ ...patch, hashProblems: problems });
  };
  await apply();
  window.addEventListener('hashchange', () => {
    apply().catch((e) => store.set({ fatal: e.message }));
  });
  store.subscribe(null, (state, changed) => {
    if (changed.every((k) => k === 'hashProblems' || k === 'langFromHash' || k === 'fatal')) return;
    writeHash(state);
  });
  writeHash(store.get());
}
