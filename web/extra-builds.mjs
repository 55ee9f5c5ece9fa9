// The two outputs `vite build` writes after the site itself (see vite.config.js):
//
//   element.js               the <grundy-playground> custom element, one self-contained classic
//                            script (an IIFE) a course page on any host includes with a plain
//                            <script src>; it shows embed.html (next to it) in an iframe.
//   grundy-playground.html   the whole playground in one HTML file that works opened straight from
//                            disk (file://): no other file, no server, no network. Its script and
//                            styles are inline, the worker is an inline module started from a data:
//                            or blob: URL, and the wasm is in the worker's code as a data: URL (lib
//                            mode inlines the file wasm/modules.mjs names; bundleWorker checks it did).
//                            Only the full module is inside (wasm/modules-one-file.mjs stands in for
//                            modules.mjs), and every panel's code and every language's words: the
//                            site's lazily loaded scripts are folded in (no code splitting).
//                            Its Content-Security-Policy allows exactly that inline script (by hash)
//                            and nothing from anywhere else.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const SINGLE_FILE_NAME = 'grundy-playground.html';

// A worker created as `new Worker(new URL('./x.js', import.meta.url), { type: 'module' })` is
// replaced by one started from the worker's own bundled code, kept in the page as a string
// (`workerCode`, bundled beforehand by bundleWorker). Opened from file://, the page starts it from a
// data: URL: Chromium refuses module workers from blob: URLs there (their origin is opaque), but
// runs data: ones. Served over http(s), it uses a blob: URL.
const WORKER_MODULE = '\0grundy-inline-worker';

export function inlineWorkers(workerCode) {
  const pattern = /new Worker\(\s*new URL\(\s*(['"`])([^'"`]+)\1\s*,\s*import\.meta\.url\s*\)\s*,\s*\{\s*type:\s*['"]module['"]\s*,?\s*\}\s*\)/g;
  let inlined = 0;
  return {
    name: 'grundy:inline-workers',
    enforce: 'pre',
    resolveId(id) {
      return id === WORKER_MODULE ? id : null;
    },
    load(id) {
      if (id !== WORKER_MODULE) return null;
      return `const code = ${JSON.stringify(workerCode)};
export default function startWorker() {
  const url = location.protocol === 'file:'
    ? 'data:text/javascript;charset=utf-8,' + encodeURIComponent(code)
    : URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
  return new Worker(url, { type: 'module' });
}
`;
    },
    transform(code, id) {
      if (id === WORKER_MODULE || !/\.m?js$/.test(id.split('?')[0]) || id.includes('node_modules') || !code.includes('new Worker(')) return null;
      let found = 0;
      const out = code.replace(pattern, (match, quote, path) => {
        if (path !== './worker.js') this.error(`single-file build: only ./worker.js is bundled inline, not ${path}`);
        found++;
        return '__grundyStartWorker()';
      });
      if (!found) return null;
      inlined += found;
      return { code: `import __grundyStartWorker from ${JSON.stringify(WORKER_MODULE)};\n${out}`, map: null };
    },
    buildEnd() {
      if (inlined === 0) this.error("single-file build: found no `new Worker(new URL(..., import.meta.url), { type: 'module' })` to inline");
    },
  };
}

// The one-file worker's modules: modules-one-file.mjs (the full module alone) for modules.mjs.
const ONE_FILE_MODULES = fileURLToPath(new URL('../wasm/modules-one-file.mjs', import.meta.url));
const SITE_MODULES = fileURLToPath(new URL('../wasm/modules.mjs', import.meta.url));

function fullModuleOnly() {
  let swapped = false;
  return {
    name: 'grundy:full-module-only',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      if (resolved?.id !== SITE_MODULES) return null;
      swapped = true;
      return ONE_FILE_MODULES;
    },
    buildEnd() {
      if (!swapped) this.error('single-file build: the worker does not import wasm/modules.mjs, so it could not be given the full module alone');
    },
  };
}

/** The worker and everything it imports (the wasm's bytes included) as one ES module's text. */
export async function bundleWorker({ root, logLevel }) {
  const result = await build({
    configFile: false,
    root,
    logLevel: logLevel ?? 'warn',
    publicDir: false,
    plugins: [fullModuleOnly()],
    build: {
      write: false,
      target: 'es2022',
      lib: { entry: join(root, 'worker/worker.js'), formats: ['es'], fileName: () => 'worker.js' },
      rollupOptions: { output: { codeSplitting: false } },
    },
  });
  const chunks = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output).filter((o) => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`single-file build: the worker bundled into ${chunks.length} chunks, expected 1`);
  // The page must need no other file: the wasm has to be inside, as the data: URL grundy.mjs decodes.
  // (Only one: the first module, which the site fetches first, would be a second copy of most of it.)
  const code = chunks[0].code;
  // (Emscripten's glue still holds its default file name, 'grundy_wasm.wasm', which grundy.mjs never
  // lets it use.)
  if (!code.includes('data:application/wasm;base64,') || /new URL\(\s*[`'"][^`'"]*\.wasm[`'"]/.test(code)) {
    throw new Error('single-file build: the worker refers to a .wasm file instead of embedding the wasm as a data: URL');
  }
  const embedded = code.split('data:application/wasm;base64,').length - 1;
  if (embedded !== 1) throw new Error(`single-file build: the worker embeds ${embedded} wasm modules, expected the full one alone`);
  return code;
}

const escapeInlineScript = (code) => code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--');

/** Folds the built page, its one script and its styles into one HTML text with a matching CSP. */
export function foldIntoHtml(html, script, css) {
  const code = escapeInlineScript(script);
  const hash = createHash('sha256').update(code, 'utf8').digest('base64');
  const csp =
    `default-src 'none'; script-src 'sha256-${hash}' 'wasm-unsafe-eval'; worker-src blob: data:; ` +
    `style-src 'unsafe-inline'; img-src data: blob:; connect-src data:; base-uri 'none'; form-action 'none'`;
  let out = html
    .replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>\s*/g, '')
    .replace(/<link\b[^>]*\brel="(?:stylesheet|modulepreload)"[^>]*>\s*/g, '')
    .replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/, `<meta http-equiv="Content-Security-Policy" content="${csp}" />`);
  if (!out.includes(csp)) throw new Error('single-file build: the page has no Content-Security-Policy meta tag to replace');
  // Function replacements, so '$' in the code is not read as a replacement pattern.
  out = out.replace('</head>', () => `<style>${css}</style>\n<script type="module">${code}</script>\n</head>`);
  return out;
}

export async function buildSingleFile({ root, outDir, logLevel }) {
  const result = await build({
    configFile: false,
    root,
    base: './',
    mode: 'single',
    logLevel: logLevel ?? 'warn',
    publicDir: false,
    plugins: [inlineWorkers(await bundleWorker({ root, logLevel }))],
    worker: { format: 'es' },
    build: {
      write: false,
      target: 'es2022',
      assetsInlineLimit: () => true,
      cssCodeSplit: false,
      modulePreload: false,
      rollupOptions: { input: join(root, 'index.html'), output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const html = outputs.find((o) => o.type === 'asset' && o.fileName.endsWith('.html'));
  const chunks = outputs.filter((o) => o.type === 'chunk');
  const css = outputs.filter((o) => o.type === 'asset' && o.fileName.endsWith('.css')).map((o) => String(o.source)).join('\n');
  const others = outputs.filter((o) => o !== html && o.type === 'asset' && !o.fileName.endsWith('.css'));
  if (!html || chunks.length !== 1 || others.length) {
    throw new Error(`single-file build: expected one page, one script and styles; got ${outputs.map((o) => o.fileName).join(', ')}`);
  }
  const page = foldIntoHtml(String(html.source), chunks[0].code, css);
  writeFileSync(join(outDir, SINGLE_FILE_NAME), page);
  return page.length;
}

export async function buildElement({ root, outDir, logLevel }) {
  await build({
    configFile: false,
    root,
    base: './',
    logLevel: logLevel ?? 'warn',
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      copyPublicDir: false,
      lib: { entry: join(root, 'element.js'), formats: ['iife'], name: 'grundyPlayground', fileName: () => 'element.js' },
    },
  });
}

/** Runs both after the site's own build, into the same output folder. */
export function extraBuilds({ root }) {
  let config;
  return {
    name: 'grundy:extra-builds',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.watch) return;
      const outDir = config.build.outDir;
      await buildElement({ root, outDir, logLevel: config.logLevel });
      const size = await buildSingleFile({ root, outDir, logLevel: config.logLevel });
      config.logger.info(`grundy: wrote element.js and ${SINGLE_FILE_NAME} (${Math.round(size / 1024)} kB) to ${outDir}`);
    },
  };
}
