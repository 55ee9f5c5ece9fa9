// Keeps the store and the URL hash in step, so a reload or a shared link reopens the same
// thing: #game=subtraction:1,3,4&size=48&view=sg&position=10&first=you&lang=en
// Hash keys map to store keys below; each value is checked on the way in, and a bad one is
// dropped (the store keeps its default) and reported through store key `hashProblems`.
const keys = {
  game: { key: 'spec', parse: (v) => (v.trim() ? v.trim() : null) },
  size: { key: 'upTo', parse: wholeNumber(0, 100000) },
  rows: { key: 'rows', parse: wholeNumber(1, 2000) },
  cols: { key: 'cols', parse: wholeNumber(1, 2000) },
  view: { key: 'view', parse: (v) => (['sg', 'pn'].includes(v) ? v : null) },
  row: { key: 'rowLength', parse: wholeNumber(0, 1000) },
  select: { key: 'selected', parse: (v) => v || null },
  lang: { key: 'langFromHash', parse: (v) => (['en', 'zh'].includes(v) ? v : null) },
  mode: { key: 'mode', parse: (v) => (['explore', 'play'].includes(v) ? v : null) },
  position: { key: 'position', parse: (v) => v || null },
  first: { key: 'first', parse: (v) => (['you', 'computer'].includes(v) ? v : null) },
};

function wholeNumber(lo, hi) {
  return (v) => {
    const n = Number(v);
    return /^\d+$/.test(v) && n >= lo && n <= hi ? n : null;
  };
}

export function readHash(hash) {
  // A literal '+' joins sum components; URLSearchParams would read it as a space.
  const params = new URLSearchParams(hash.replace(/^#/, '').replace(/\+/g, '%2B'));
  const patch = {};
  const problems = [];
  for (const [name, raw] of params) {
    const k = keys[name];
    if (!k) {
      problems.push(name);
      continue;
    }
    const v = k.parse(raw);
    if (v === null) problems.push(name);
    else patch[k.key] = v;
  }
  return { patch, problems };
}

export function writeHash(state) {
  const params = new URLSearchParams();
  for (const [name, k] of Object.entries(keys)) {
    const v = k.key === 'langFromHash' ? state.lang : state[k.key];
    if (v !== undefined && v !== null && v !== '') params.set(name, String(v));
  }
  const next = `#${params.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%2B/gi, '+')}`;
  if (next !== location.hash) history.replaceState(null, '', next);
}

export function startHashSync(store) {
  const apply = () => {
    const { patch, problems } = readHash(location.hash);
    store.set({ ...patch, hashProblems: problems });
  };
  apply();
  window.addEventListener('hashchange', apply);
  store.subscribe(null, (state, changed) => {
    if (changed.every((k) => k === 'hashProblems' || k === 'langFromHash')) return;
    writeHash(state);
  });
}
