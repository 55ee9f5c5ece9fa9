// The statistics of take-and-break tables from the module (stats): against a brute force written
// here (Grundy's game and Kayles by plain mex loops; the mask by trying every one), against the
// native `grundy stats`, and refused with the core's message for a game without a split.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createGrundy } from '../../wasm/grundy.mjs';
import { kayles, mexValues, native } from './helpers.mjs';

let grundy;

before(async () => {
  grundy = await createGrundy();
});

/** Grundy's game: a heap splits into two unequal heaps. */
function* grundysGame(n, g) {
  for (let a = 1; 2 * a < n; a++) yield g[a] ^ g[n - a];
}

const popcount = (x) => x.toString(2).replaceAll('0', '').length;

/** The rows by brute force, each mask (and the twist when allowed) tried in turn, as stats.hpp documents the choice. */
function bruteStats(g, count, k0, twistAllowed) {
  const rare = (n, mask, twist) => (popcount(g[n] & mask) + (twist ? (n - k0) & 1 : 0)) % 2 === 0;
  const rows = [];
  for (let power = 2; ; power *= 2) {
    const heaps = Math.min(power, count);
    const largest = Math.max(...g.slice(0, heaps));
    const bits = Math.min(15, Math.max(1, largest.toString(2).length - (largest === 0 ? 1 : 0)));
    let best = null;
    for (let m = 1; m < 2 << bits; m++) {
      if (m & 1 && !twistAllowed) continue;
      let count1 = 0;
      for (let n = 1; n < heaps; n++) count1 += rare(n, m >> 1, Boolean(m & 1));
      if (best === null || count1 < best.count) best = { count: count1, mask: m >> 1, twist: Boolean(m & 1) };
    }
    const rareHeaps = [...Array(heaps).keys()].filter((n) => rare(n, best.mask, best.twist));
    const lastRare = rareHeaps.length ? rareHeaps.at(-1) : -1;
    rows.push({
      heaps,
      mask: best.mask,
      maskBits: best.mask.toString(2),
      twist: best.twist,
      k0,
      rare: rareHeaps.length,
      lastRare,
      lastRareValue: lastRare < 0 ? 0 : g[lastRare],
      largest,
      largestAt: g.indexOf(largest),
    });
    if (heaps === count) return rows;
  }
}

test('stats equal a brute force for Grundy\'s game and Kayles', () => {
  for (const [spec, options, k0, twistAllowed] of [
    ['grundy', grundysGame, 0, true],
    ['octal:0.77', kayles, 1, false],
  ]) {
    for (const count of [1, 300, 1024]) {
      const g = mexValues(options, count);
      assert.deepEqual(grundy.stats(spec, count), bruteStats(g, count, k0, twistAllowed), `${spec} to ${count}`);
    }
  }
});

test('stats agree with the native command, row for row', () => {
  const rows = grundy.stats('lasker', 5000);
  const lines = native('stats', 'lasker', '--to', '4999').out.split('\n').filter((l) => !l.startsWith('#'));
  assert.equal(lines.length, rows.length);
  rows.forEach((r, i) => {
    const cells = lines[i].trim().split(/\s+/);
    const last = r.lastRare < 0 ? ['-', '-'] : [String(r.lastRare), String(r.lastRareValue)];
    assert.deepEqual(cells, [String(r.heaps), r.maskBits + (r.twist ? '+n' : ''), String(r.rare), ...last, String(r.largest), String(r.largestAt)]);
  });
});

test('stats are refused with the core message for a game without a rare/common split, and past the table limit', () => {
  assert.throws(() => grundy.stats('subtraction:1,3,4', 100), {
    name: 'GrundyError',
    id: 'stats.no-split',
    message:
      "'subtraction:1,3,4' has no rare/common split: statistics are for take-and-break games whose moves leave at most two heaps (octal codes, Grundy's game, Lasker's Nim)",
  });
  // Past the table limit: refused as the table itself is (the limit and its message are the table's).
  const tableSize = grundy.describe('grundy').limits.tableSize;
  const refusal = (call) => {
    try {
      call();
    } catch (e) {
      return { name: e.name, id: e.id, message: e.message };
    }
    return null;
  };
  const tooMany = refusal(() => grundy.stats('grundy', tableSize + 1));
  assert.equal(tooMany?.name, 'GrundyError');
  assert.deepEqual(tooMany, refusal(() => grundy.values('grundy', tableSize + 1)));
  assert.throws(() => grundy.stats('grundy', 1.5), { name: 'GrundyError' });
});
