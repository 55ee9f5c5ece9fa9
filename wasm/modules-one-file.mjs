// The one-file page's modules (web/extra-builds.mjs builds its worker with this file in place of
// modules.mjs): the full module alone, as both `first` and `full`. Everything is inside that page
// anyway, so a second, smaller copy of most of the core would only make it larger; the worker sees
// that the first module is the full one and never loads another.
const full = {
  glue: () => import('../build/wasm/grundy_wasm.mjs'),
  wasm: new URL('../build/wasm/grundy_wasm.wasm', import.meta.url),
};
export const modules = { first: full, full };
