// The JS face of the core: an async factory, and one method per call of the call table (calls.mjs),
// each converting its arguments, calling the embind binding `_name` and unwrapping its reply: the
// answer, or a GrundyError carrying the core's message unchanged (its English as `message`, its id
// and arguments for the page to word it: core/messages/en.json). Nothing else should call the
// bindings. The table stream (`table`) is made of the plain C functions of jobs.cpp instead.
import { argumentKinds, calls, searches, streams } from './calls.mjs';
import { modules } from './modules.mjs';
import { GrundyError } from './grundy-error.mjs';

export { GrundyError };

// A binding's reply: { value }, or { error } with a GrundyError's data (wasm/helpers.hpp).
function unwrap(reply) {
  if ('error' in reply) throw GrundyError.from(reply.error);
  return reply.value;
}

// An argument as the binding takes it (calls.mjs, argumentKinds): a number (`max` left out is 0),
// a list of texts, a budget (its fields as numbers, left out: the defaults), or text.
function argument(name, value) {
  const kind = argumentKinds[name];
  if (kind === 'budget') return { work: Number(value?.work ?? 0), bytes: Number(value?.bytes ?? 0) };
  if (kind === 'number') return Number(name === 'max' ? (value ?? 0) : value);
  if (kind === 'texts') return Array.from(value ?? [], String);
  return String(value);
}

// What the job functions of jobs.cpp return as a status.
const RUNNING = 0;
const FAILED = 2;

const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder();

// Why a job stopped, as a GrundyError: jobs.cpp writes its data as JSON (UTF-8 ending in a zero
// byte in wasm memory), as a reply's error.
function jobError(m, raw) {
  const at = m._grundy_job_error(raw) >>> 0;
  const end = m.HEAPU8.indexOf(0, at);
  return GrundyError.from(JSON.parse(utf8Decoder.decode(m.HEAPU8.subarray(at, end))));
}

// A table computed a chunk at a time (1-D heap table or 2-D grid), through the plain C functions of
// wasm/jobs.cpp (a job is a pointer into the module). Call dispose() when done (a finished or failed
// job may be disposed more than once).
class TableJob {
  #m;
  #raw;
  constructor(m, raw) {
    this.#m = m;
    this.#raw = raw;
  }
  /**
   * Computes up to `steps` more values; returns true when the table is complete. Throws
   * GrundyError when the computation stopped part-way (a search limit or a cycle).
   */
  advance(steps) {
    if (!this.#raw) throw new GrundyError('this table job was disposed; start a new one');
    const status = this.#m._grundy_job_advance(this.#raw, Number(steps));
    if (status === FAILED) throw jobError(this.#m, this.#raw);
    return status !== RUNNING;
  }
  get done() {
    return this.#raw ? this.#m._grundy_job_done(this.#raw) : 0;
  }
  get size() {
    return this.#raw ? this.#m._grundy_job_size(this.#raw) : 0;
  }
  /**
   * Bytes per value as the module keeps the table: 1, 2 or 4. A take-and-break game's table starts at
   * 1 and widens as its values grow; any other game's is 4.
   */
  get width() {
    return this.#raw ? this.#m._grundy_job_width(this.#raw) : 4;
  }
  /**
   * A copy of values [from, to) (clamped to the values computed so far), in the narrowest of
   * Uint8Array, Uint16Array and Uint32Array that holds them: what the worker posts and the page keeps
   * is a byte a value while the values are below 256, whatever width the module keeps them in.
   */
  slice(from, to) {
    const done = this.done; // 0 once disposed: an empty slice
    const lo = Math.min(Math.max(Number(from) || 0, 0), done);
    const hi = Math.min(Math.max(Number(to) || 0, lo), done);
    if (hi === lo) return new Uint8Array(0);
    const width = this.width;
    const heap = width === 1 ? this.#m.HEAPU8 : width === 2 ? this.#m.HEAPU16 : this.#m.HEAPU32;
    const at = (this.#m._grundy_job_values(this.#raw) >>> 0) / width;
    const kept = heap.subarray(at + lo, at + hi);
    let max = 0;
    if (width > 1) for (let i = 0; i < kept.length; i++) if (kept[i] > max) max = kept[i];
    const Narrowest = width === 1 || max < 256 ? Uint8Array : max < 65536 ? Uint16Array : Uint32Array;
    return Narrowest.BYTES_PER_ELEMENT === width ? kept.slice() : new Narrowest(kept);
  }
  dispose() {
    if (this.#raw) this.#m._grundy_job_delete(this.#raw);
    this.#raw = 0;
  }
}

// A search as a job (searches in calls.mjs; wasm/search.cpp's embind classes): advanced a slice at a
// time by the page's search worker (web/worker/protocol.js), which posts its progress between
// slices. Call dispose() when done (more than once is fine).
class SearchJob {
  #m;
  #job;
  #search;
  constructor(m, job, search) {
    this.#m = m;
    this.#job = job;
    this.#search = search;
  }
  #live() {
    if (!this.#job) throw new GrundyError('this search was disposed; start a new one');
    return this.#job;
  }
  /** Goes on for about `steps` more values computed or compared (a quotient: one more heap); true once the search has ended. */
  advance(steps) {
    return this.#live().advance(Number(steps));
  }
  /** Where it is: its figures (searches in calls.mjs) and the module's memory. */
  progress() {
    const job = this.#live();
    return { ...Object.fromEntries(this.#search.progress.map((name) => [name, job[name]()])), memory: this.#m.HEAPU8.length };
  }
  /** Once ended: what it found (patterns, quotient), as its call gives it; throws GrundyError with what ended it. */
  answer() {
    return unwrap(this.#live()[this.#search.answer]());
  }
  dispose() {
    this.#job?.delete();
    this.#job = null;
  }
}

class Grundy {
  #m;
  constructor(module) {
    this.#m = module;
    // The calls this module binds: every one in the full module, those without `full` in the first.
    for (const [name, { args }] of Object.entries(calls)) {
      const bound = module[`_${name}`];
      if (bound) this[name] = (...given) => unwrap(bound(...args.map((arg, i) => argument(arg, given[i]))));
    }
    // The searches (full module only): each starts its job, refused with a GrundyError when it cannot
    // start (not a heap game, past what memory allows: period.memory).
    for (const [name, search] of Object.entries(searches)) {
      const Job = module[search.job];
      if (Job) this[name] = (...given) => new SearchJob(module, unwrap(Job.start(...search.args.map((arg, i) => argument(arg, given[i])))), search);
    }
  }

  /**
   * Whether this module answers `name` (a call, stream or search of calls.mjs): the first module
   * lacks the calls marked `full` and the period search.
   */
  answers(name) {
    if (Object.hasOwn(calls, name)) return typeof this[name] === 'function';
    if (Object.hasOwn(streams, name)) return true;
    if (Object.hasOwn(searches, name)) return this.#m[searches[name].job] !== undefined;
    return false;
  }

  /**
   * Starts a table computed in chunks, row-major: a heap game's g(0 .. rows-1) (cols 1), a
   * two-coordinate game's rows x cols cells, a graph's nodes (cols 1). Throws GrundyError on bad input.
   */
  table(spec, rows, cols) {
    const bytes = this.#text(spec);
    return this.#job(this.#m._grundy_table_job(bytes, argument('rows', rows), argument('cols', cols)));
  }

  /**
   * Sets what one computation may hold from what this browser gives: `probe(maximum)` says how many
   * of the module's maximum bytes the browser lets it grow to (wasm/memory.mjs: availableMemory);
   * `alone`: one search has this module to itself (the search worker), so it may hold
   * five eighths of that rather than a quarter (grundy/budget.hpp says why). Returns { maximum, available } in bytes.
   */
  useMemory(probe, alone) {
    const maximum = this.#m._grundy_memory_maximum();
    const available = Math.min(Math.max(Number(probe(maximum)) || 0, 0), maximum);
    this.#m._grundy_set_memory(available, alone ? 1 : 0);
    return { maximum, available: available || maximum };
  }

  // Writes a job's spec as UTF-8 into the module's text buffer; returns its length in bytes.
  #text(spec) {
    const text = String(spec);
    const most = 3 * text.length; // UTF-8 bytes for UTF-16 code units, at most
    const at = this.#m._grundy_job_text(most) >>> 0; // may grow the memory: HEAPU8 is read after
    return utf8.encodeInto(text, this.#m.HEAPU8.subarray(at, at + most)).written;
  }

  #job(raw) {
    if (this.#m._grundy_job_status(raw) === FAILED) {
      const error = jobError(this.#m, raw);
      this.#m._grundy_job_delete(raw);
      throw error;
    }
    return new TableJob(this.#m, raw);
  }

  /** Live embind handles (values), stream jobs (objects) and period searches not yet disposed, for leak tests. */
  liveHandles() {
    return {
      values: this.#m.count_emval_handles(),
      objects: this.#m._grundy_live_jobs(),
      searches: this.#m._grundy_live_searches?.() ?? 0, // the first module has no searches
    };
  }
}

/** The wasm file's name, for messages: the last part of its URL (a data: URL is named as such). */
function wasmName(url) {
  return url.protocol === 'data:' ? 'embedded in the page' : url.pathname.split('/').pop();
}

function decodeBase64(text) {
  const chars = atob(text);
  const bytes = new Uint8Array(chars.length);
  for (let i = 0; i < chars.length; i++) bytes[i] = chars.charCodeAt(i);
  return bytes;
}

/**
 * Compiles the wasm at `url`: from a data: URL (the one-file page) by decoding it, from a file: URL
 * (Node) by reading the file, otherwise fetched, and compiled as it streams in when the server says
 * application/wasm (a server that says otherwise still works: the bytes are compiled once read).
 * Fails with a message that says which file and why.
 */
async function compileWasm(url) {
  const name = wasmName(url);
  let response;
  try {
    if (url.protocol === 'data:') return await WebAssembly.compile(decodeBase64(url.href.slice(url.href.indexOf(',') + 1)));
    if (url.protocol === 'file:') {
      // Node only; a specifier in a variable, so the page's bundler leaves the import alone.
      const fs = 'node:fs/promises';
      const { readFile } = await import(/* @vite-ignore */ fs);
      return await WebAssembly.compile(await readFile(url));
    }
    response = await fetch(url, { credentials: 'same-origin' });
  } catch (error) {
    throw new GrundyError(`could not load the WebAssembly module (${name}): ${error?.message ?? error}`);
  }
  if (!response.ok) {
    throw new GrundyError(`could not load the WebAssembly module (${name}): the server answered ${response.status} ${response.statusText}`.trimEnd());
  }
  try {
    const streamed = /^application\/wasm\b/i.test(response.headers.get('content-type') ?? '');
    return await (streamed ? WebAssembly.compileStreaming(response) : WebAssembly.compile(await response.arrayBuffer()));
  } catch (error) {
    throw new GrundyError(`could not compile the WebAssembly module (${name}): ${error?.message ?? error}`);
  }
}

/**
 * The API over a module instance made elsewhere, for tools that load a module build of their own:
 * tests/bench/wasm-run.mjs measures any build through the calls the page makes.
 */
export function grundyFor(module) {
  return new Grundy(module);
}

/**
 * Loads a module, the same way in the page, a worker and Node: `options.module` names it ('full',
 * the default, or 'first': wasm/modules.mjs), whose glue is imported while its wasm is fetched or
 * read and compiled, then instantiated by the glue. The other `options` go to the Emscripten
 * factory; `options.wasmBinary` (the wasm's bytes) skips the loading.
 */
export async function createGrundy({ module: which = 'full', ...options } = {}) {
  const entry = modules[which];
  if (!entry) throw new GrundyError(`there is no module '${which}' (the modules are ${Object.keys(modules).join(' and ')})`);
  const [{ default: createGrundyModule }, wasm] = await Promise.all([
    entry.glue().catch((error) => Promise.reject(new GrundyError(`could not load the WebAssembly module's script: ${error?.message ?? error}`))),
    options.wasmBinary ? null : compileWasm(entry.wasm),
  ]);
  let failed;
  const instantiationFailed = new Promise((resolve, reject) => (failed = reject));
  const instantiateWasm = (imports, receive) => {
    WebAssembly.instantiate(wasm, imports).then(
      (instance) => receive(instance, wasm),
      (error) => failed(new GrundyError(`could not start the WebAssembly module: ${error?.message ?? error}`)),
    );
    return {}; // the exports arrive through receive()
  };
  const module = await Promise.race([createGrundyModule(wasm ? { ...options, instantiateWasm } : options), instantiationFailed]);
  return new Grundy(module);
}
