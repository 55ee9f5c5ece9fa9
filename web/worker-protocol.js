// The message protocol between the page and the compute worker. worker.js wires it to
// postMessage; tests drive it directly with the real module under Node.
//
// page -> worker (every request carries an `id` the replies repeat):
//   { id, type: 'table',   spec, size }       compute g(0 .. size-1); cancels the running table
//   { id, type: 'analyse', spec, position }   a position's value, outcome and moves with values
//   { id, type: 'move',    spec, position }   the computer's move from a position
//   { id, type: 'check',   spec }             validate a spec (never an error reply)
//   { type: 'cancel', id }                    stop that table job at the next chunk boundary
//
// worker -> page:
//   { type: 'ready' }                                      the module has loaded
//   { id, type: 'progress', done, total, from, values }    values[from .. done) just computed
//   { id, type: 'result', result }                         the answer; for a table { done, total }
//   { id, type: 'error', message }                         the core's message
//   { id, type: 'cancelled' }                              the table job stopped early
//
// A table is computed in chunks of about `chunkMs` milliseconds, with a yield to the event loop
// between chunks, so progress arrives several times a second and a cancel or a new request is
// seen within one chunk.

export function createProtocol(grundy, post, options = {}) {
  const chunkMs = options.chunkMs ?? 25;
  const schedule = options.schedule ?? ((fn) => setTimeout(fn, 0));
  const now = options.now ?? (() => performance.now());
  let current = null; // { id, job, cancelled }

  function stop(state, notify) {
    if (!state || state.cancelled) return;
    state.cancelled = true;
    state.job.dispose();
    if (current === state) current = null;
    if (notify) post({ id: state.id, type: 'cancelled' });
  }

  function startTable({ id, spec, size }) {
    stop(current, true);
    let job;
    try {
      job = grundy.tableJob(spec, size);
    } catch (e) {
      post({ id, type: 'error', message: e.message });
      return;
    }
    const state = { id, job, cancelled: false };
    current = state;
    let budget = 1024;
    const step = () => {
      if (state.cancelled) return;
      const started = now();
      const from = job.done;
      let finished = false;
      while (!finished && now() - started < chunkMs) {
        const t = now();
        finished = job.advance(budget);
        const took = now() - t;
        if (took < chunkMs / 4) budget = Math.min(budget * 2, 1 << 24);
        else if (took > chunkMs) budget = Math.max(64, Math.floor(budget / 2));
      }
      const values = job.slice(from, job.done);
      post({ id, type: 'progress', done: job.done, total: job.size, from, values }, [values.buffer]);
      if (finished) {
        post({ id, type: 'result', result: { done: job.done, total: job.size } });
        job.dispose();
        state.cancelled = true;
        if (current === state) current = null;
      } else {
        schedule(step);
      }
    };
    schedule(step);
  }

  function answer(id, compute) {
    try {
      post({ id, type: 'result', result: compute() });
    } catch (e) {
      post({ id, type: 'error', message: e.message });
    }
  }

  return {
    handle(message) {
      const { id, type } = message ?? {};
      switch (type) {
        case 'table':
          startTable(message);
          break;
        case 'cancel':
          if (current && current.id === id) stop(current, true);
          break;
        case 'analyse':
          answer(id, () => grundy.analyse(message.spec, message.position));
          break;
        case 'move':
          answer(id, () => grundy.bestMove(message.spec, message.position));
          break;
        case 'check':
          answer(id, () => grundy.checkSpec(message.spec));
          break;
        default:
          post({ id, type: 'error', message: `unknown request type '${type}'` });
      }
    },
    get busy() {
      return current !== null;
    },
  };
}
