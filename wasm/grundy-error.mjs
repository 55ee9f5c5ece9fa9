// The one GrundyError, built in one place (GrundyError.from): by the JS API (grundy.mjs) from the
// module's replies, and by the page's worker client (web/worker/requests.js) from the worker's error
// replies, which carry it as data (toJSON), so a refusal is the same object wherever it is caught.
// A module of its own, so the page's main thread takes it without the loader.
/**
 * The core refusing a request: `message` is its English, `id` and `args` the message as data (an
 * id of core/messages/en.json and its arguments by placeholder: text, a message { id, args, text }
 * or a list { join, items, more }). An error of the module itself (it could not load; a job used
 * after dispose) has the id '' and no args.
 */
export class GrundyError extends Error {
  constructor(message, id = '', args = {}, budget = false) {
    super(message);
    this.name = 'GrundyError';
    this.id = id;
    this.args = args;
    // A search stopped on its budget (core: stoppedOnBudget): the call with a larger budget may answer.
    this.budget = budget;
  }

  /** The error as data, { message, id, args, budget }: what crosses from a worker to the page. */
  toJSON() {
    return { message: this.message, id: this.id, args: this.args, budget: this.budget };
  }

  /** The GrundyError that data stands for: a worker's error reply's `error`, or the module's reply. */
  static from({ message, id, args, budget }) {
    return new GrundyError(String(message), id ?? '', args ?? {}, budget === true);
  }
}
