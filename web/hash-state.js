// The page's state in the URL hash, e.g. #game=subtraction:1,3,4&size=48&heap=10&first=you,
// so a reload or a shared link reopens the same thing.
export function readHash(hash = location.hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return Object.fromEntries(params.entries());
}

export function writeHash(state) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(state)) if (v !== undefined && v !== null && v !== '') params.set(k, v);
  const next = `#${params.toString().replace(/%3A/g, ':').replace(/%2C/g, ',')}`;
  if (next !== location.hash) history.replaceState(null, '', next);
}
