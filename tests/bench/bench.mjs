// `npm run bench`: speed as ratios against baselines measured in the same run, and the size of
// what the browser downloads. Medians of several runs; nothing here is a pass/fail test.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createGrundy } from '../../wasm/grundy.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

const native = spawnSync(join(root, 'build/native/tests/bench/grundy_bench'), { encoding: 'utf8' });
if (native.status !== 0) throw new Error(`grundy_bench failed: ${native.stderr}`);
const rows = native.stdout.trim().split('\n').map((l) => JSON.parse(l));

const grundy = await createGrundy();
console.log('case                                  size      core(native)  textbook  ratio   wasm      wasm/native');
for (const r of rows) {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    if (r.rows) {
      const job = grundy.gridJob(r.case.split(' ')[0], r.rows, r.rows);
      while (!job.advance(1e7));
      job.dispose();
    } else {
      grundy.values(r.case, r.size);
    }
    times.push(performance.now() - t);
  }
  const wasm = median(times);
  const name = r.case.length > 36 ? `${r.case.slice(0, 33)}...` : r.case;
  console.log(
    `${name.padEnd(38)}${String(r.size).padEnd(10)}${r.core_ms.toFixed(1).padStart(8)} ms ${r.textbook_ms.toFixed(1).padStart(8)} ms ` +
      `${(r.textbook_ms / r.core_ms).toFixed(2).padStart(6)}x ${wasm.toFixed(1).padStart(8)} ms ${(wasm / r.core_ms).toFixed(2).padStart(8)}x` +
      (r.agree ? '' : '   (checksums differ!)'),
  );
}

const moduleFile = join(root, 'build/wasm/grundy_wasm.mjs');
const text = readFileSync(moduleFile, 'utf8');
const b64 = text.match(/data:application\/octet-stream;base64,([A-Za-z0-9+/=]+)/);
const wasmBytes = b64 ? Buffer.from(b64[1], 'base64') : Buffer.alloc(0);
const jsOnly = b64 ? text.replace(b64[1], '') : text;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`\nmodule file: ${kib(text.length)} (gzip ${kib(gzipSync(text).length)})`);
console.log(`  wasm: ${kib(wasmBytes.length)} (gzip ${kib(gzipSync(wasmBytes).length)})`);
console.log(`  js:   ${kib(jsOnly.length)} (gzip ${kib(gzipSync(jsOnly).length)})`);
