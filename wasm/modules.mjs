// The page's two WebAssembly modules (wasm/CMakeLists.txt says what each holds): `first`, what the
// page asks for as it opens, and `full`, everything (the rule language, exports, exercises, the
// period search besides). Each is its Emscripten glue, imported when the module is first wanted, and
// its wasm, named once as `new URL(literal, import.meta.url)` so that Vite finds it: the site's build
// copies each to dist/assets/ under a hashed name (fetched and compiled while it downloads, then
// cached like any file). Under Node each is the file itself. The one-file page uses
// modules-one-file.mjs instead (web/extra-builds.mjs), which has the full module alone.
export const modules = {
  first: {
    glue: () => import('../build/wasm/grundy_wasm_first.mjs'),
    wasm: new URL('../build/wasm/grundy_wasm_first.wasm', import.meta.url),
  },
  full: {
    glue: () => import('../build/wasm/grundy_wasm.mjs'),
    wasm: new URL('../build/wasm/grundy_wasm.wasm', import.meta.url),
  },
};
