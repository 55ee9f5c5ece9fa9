// Misère Kayles by brute force, written apart from the core (which answers from its quotient): the
// wasm tests and the page's tests (tests/e2e/misere.test.mjs, lessons.test.mjs) check against it.

/** Kayles' options of heap n: take 1 or 2 from a row, leaving up to two rows. */
export function kaylesOptions(n) {
  const out = [];
  for (const k of [1, 2]) for (let a = 0; 2 * a <= n - k; a++) out.push([a, n - k - a].filter((h) => h > 0));
  return out;
}

/** Whether the player to move wins the misère Kayles sum `heaps`: with no move left, or with a move to a loss. */
export function kaylesWins(heaps, memo = new Map()) {
  const key = heaps.filter((h) => h > 0).sort((x, y) => x - y);
  const id = key.join('+');
  if (memo.has(id)) return memo.get(id);
  let any = false;
  let win = false;
  for (let i = 0; i < key.length && !win; i++)
    for (const o of kaylesOptions(key[i])) {
      any = true;
      if (!kaylesWins([...key.slice(0, i), ...key.slice(i + 1), ...o], memo)) {
        win = true;
        break;
      }
    }
  memo.set(id, !any || win);
  return !any || win;
}
