// A refusal of the core as both workers send it (refusalMessage: protocol.js, search-protocol.js) and
// as their clients read it (refusal): the GrundyError the JS API throws (wasm/grundy-error.mjs), with
// its English, its catalogue id and arguments, which the page words in its language (ui/i18n.js,
// word), and whether a search stopped on its budget. Other rejections (a worker that stopped, a
// module that did not load) are plain Errors, so a caller can tell the two apart.
import { GrundyError } from '../../wasm/grundy-error.mjs';

/** The worker's message for request `id` refused by the core (`e` the GrundyError the module threw). */
export const refusalMessage = (id, e) => ({ id, type: 'error', message: e.message, messageId: e.id, args: e.args, budget: e.budget === true });

/** The GrundyError a worker's refusal message stands for. */
export const refusal = ({ message, messageId, args, budget }) => new GrundyError(message, messageId, args, budget === true);
