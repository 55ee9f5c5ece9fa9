// The JS face of the core: an async factory and plain JS objects and typed arrays out.
// Raw embind entry points (names starting with "_") are wrapped here; nothing else should call
// them. Errors come back from C++ as { ok: false, error } and are thrown here as GrundyError,
// carrying the core's message unchanged.
import createGrundyModule from '../build/wasm/grundy_wasm.mjs';

// The compiled core, a file of its own next to the Emscripten glue. Written as `new URL(literal,
// import.meta.url)` so that Vite finds it: the site's build copies it to dist/assets/ under a hashed
// name (fetched and compiled while it downloads, then cached like any file), and the one-file build
// (web/extra-builds.mjs) puts its bytes in the page as a data: URL. Under Node it is the file itself.
const WASM_URL = new URL('../build/wasm/grundy_wasm.wasm', import.meta.url);

export class GrundyError extends Error {
  constructor(message) {
    super(message);
    this.name = 'GrundyError';
  }
}

function unwrap(result) {
  if (!result.ok) throw new GrundyError(result.error);
  const { ok, ...rest } = result; // eslint-disable-line no-unused-vars
  return rest;
}

// What the job functions of jobs.cpp return as a status.
const RUNNING = 0;
const FAILED = 2;

const utf8 = new TextEncoder();
const utf8Decoder = new TextDecoder();

// The core's message for a job (UTF-8 ending in a zero byte in wasm memory).
function jobError(m, raw) {
  const at = m._grundy_job_error(raw) >>> 0;
  const end = m.HEAPU8.indexOf(0, at);
  return utf8Decoder.decode(m.HEAPU8.subarray(at, end));
}

// A table computed a chunk at a time (1-D heap table or 2-D grid), through the plain C functions of
// wasm/jobs.cpp (a job is a pointer into the module). Call dispose() when done (a finished or failed
// job may be disposed more than once).
class StreamJob {
  #m;
  #raw;
  constructor(m, raw) {
    this.#m = m;
    this.#raw = raw;
  }
  /**
   * Computes up to `budget` more values; returns true when the table is complete. Throws
   * GrundyError when the computation stopped part-way (a search limit or a cycle).
   */
  advance(budget) {
    if (!this.#raw) throw new GrundyError('this table job was disposed; start a new one');
    const status = this.#m._grundy_job_advance(this.#raw, Number(budget));
    if (status === FAILED) throw new GrundyError(jobError(this.#m, this.#raw));
    return status !== RUNNING;
  }
  get done() {
    return this.#raw ? this.#m._grundy_job_done(this.#raw) : 0;
  }
  get size() {
    return this.#raw ? this.#m._grundy_job_size(this.#raw) : 0;
  }
  /** A copy of values [from, to) (clamped to the values computed so far). */
  slice(from, to) {
    const done = this.done; // 0 once disposed: an empty slice
    const lo = Math.min(Math.max(Number(from) || 0, 0), done);
    const hi = Math.min(Math.max(Number(to) || 0, lo), done);
    if (hi === lo) return new Uint32Array(0);
    const at = (this.#m._grundy_job_values(this.#raw) >>> 0) / 4;
    return this.#m.HEAPU32.slice(at + lo, at + hi);
  }
  dispose() {
    if (this.#raw) this.#m._grundy_job_delete(this.#raw);
    this.#raw = 0;
  }
}

class Grundy {
  #m;
  constructor(module) {
    this.#m = module;
  }

  /** Validates a spec without throwing: { ok: true, spec, dimensions } or { ok: false, error }. */
  checkSpec(spec) {
    return this.#m._checkSpec(String(spec));
  }

  /** g(0 .. size-1) of a heap game, as a Uint32Array. */
  values(spec, size) {
    return unwrap(this.#m._values(String(spec), Number(size))).values;
  }

  /**
   * A position of a game or a sum: its value, outcome (misère aware), and every move with the value
   * it leaves: { value, partValues, outcome, moves: [{ part, taken, text, to, value, optionValue,
   * winning }], moveCount, winningMoves, listedAll }.
   */
  analyse(spec, position) {
    return unwrap(this.#m._analyse(String(spec), String(position)));
  }

  /** The computer's move from a position, in the same shape as one of analyse()'s moves. */
  bestMove(spec, position) {
    return unwrap(this.#m._bestMove(String(spec), String(position)));
  }

  /** Moves left from a position with best play (the winner hurries, the loser stalls). */
  remoteness(spec, position) {
    return unwrap(this.#m._remoteness(String(spec), String(position))).remoteness;
  }

  /** The game families the core knows: [{ name, example }]. */
  families() {
    return this.#m._families();
  }

  /** A graph game's nodes, edges (by name) and each node's value. */
  graph(spec) {
    return unwrap(this.#m._graph(String(spec)));
  }

  /**
   * Why a position has its value: each part's options with their values and the mex; for a sum,
   * the part values in binary and their XOR. See grundy.d.ts for the shape.
   */
  explain(spec, position) {
    return unwrap(this.#m._explain(String(spec), String(position)));
  }

  /** Periodicity (heap games) and outcome rules in words; `max` bounds the table searched. */
  patterns(spec, max) {
    return unwrap(this.#m._patterns(String(spec), Number(max ?? 0)));
  }

  /** A complete C++17 program that prints the values of the positions it reads. */
  exportCpp(spec) {
    return unwrap(this.#m._exportCpp(String(spec))).text;
  }

  /** A table as CSV or JSON text: `extent` is the size (heap games) or { rows, cols }. */
  exportTable(spec, format, extent) {
    const rows = typeof extent === 'number' ? extent : extent?.rows;
    const cols = typeof extent === 'number' ? 1 : extent?.cols;
    return unwrap(this.#m._exportTable(String(spec), String(format), Number(rows), Number(cols))).text;
  }

  /**
   * Checks a program in the rule language without throwing: { ok: true, name, about, dimensions,
   * spec } (spec: the rules:{...} text to use as a game) or { ok: false, errors: [{ line, col,
   * endCol, message, text }] } (1-based; text is the full message with the caret line).
   */
  rulesCheck(source) {
    return this.#m._rulesCheck(String(source));
  }

  /** The shipped rule-language examples: [{ id, name, about, family, source }]. */
  rulesExamples() {
    return this.#m._rulesExamples();
  }

  /** Starts a heap game's table g(0..size-1), computed in chunks; throws GrundyError on bad input. */
  tableJob(spec, size) {
    const bytes = this.#text(spec);
    return this.#job(this.#m._grundy_table_job(bytes, Number(size)));
  }

  /** Starts a two-coordinate game's rows x cols table (row-major), computed in chunks. */
  gridJob(spec, rows, cols) {
    const bytes = this.#text(spec);
    return this.#job(this.#m._grundy_grid_job(bytes, Number(rows), Number(cols)));
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
      throw new GrundyError(error);
    }
    return new StreamJob(this.#m, raw);
  }

  /** Live embind handles (values) and stream jobs not yet disposed (objects), for leak tests. */
  liveHandles() {
    return {
      values: this.#m.count_emval_handles(),
      objects: this.#m._grundy_live_jobs(),
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
 * Loads the module, the same way in the page, a worker and Node: the wasm next to this file (see
 * WASM_URL) is fetched or read and compiled, then instantiated by Emscripten's glue. `options` go to
 * the Emscripten factory; `options.wasmBinary` (the wasm's bytes) skips the loading.
 */
/**
 * The API over a module instance made elsewhere, for tools that load a module build of their own:
 * tests/bench/wasm-run.mjs measures any build through the calls the page makes.
 */
export function grundyFor(module) {
  return new Grundy(module);
}

export async function createGrundy(options = {}) {
  const wasm = options.wasmBinary ? null : await compileWasm(WASM_URL);
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
