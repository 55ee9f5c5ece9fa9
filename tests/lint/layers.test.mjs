// The layers hold (issue 28): no core file includes a layer above its own (base, families, tables,
// search, analysis, rules, api, cli), no page module imports a layer above its own (ui and worker,
// state, features, the entry points) and no page module imports itself through others. The readers
// (layers.mjs) are checked first on small trees written here, so a reader that found nothing
// because it read nothing would fail.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_LAYERS, coreLayer, coreViolations, pageLayer, pageViolations } from './layers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'grundy-layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

test('the readers place files in their layers', () => {
  assert.equal(coreLayer('core/src/arguments.hpp'), 'base');
  assert.equal(coreLayer('core/include/grundy/spec.hpp'), 'base');
  assert.equal(coreLayer('core/src/families/nim.cpp'), 'families');
  assert.equal(coreLayer('core/include/grundy/tables/heap_table.hpp'), 'tables');
  assert.equal(coreLayer('core/src/rules/build.cpp'), 'rules');
  assert.equal(coreLayer('core/include/grundy/api.hpp'), 'api');
  assert.equal(coreLayer('core/cli/main.cpp'), 'cli');
  assert.deepEqual(CORE_LAYERS, ['base', 'families', 'tables', 'search', 'analysis', 'rules', 'api', 'cli']);
  assert.equal(pageLayer('web/ui/i18n.js'), 'ui');
  assert.equal(pageLayer('web/state/game.js'), 'state');
  assert.equal(pageLayer('web/features/play/play.js'), 'features');
  assert.equal(pageLayer('web/main.js'), 'entry');
});

test('the readers find an include up a layer, an import up a layer and an import cycle', () => {
  const dir = tree({
    'core/src/families/nim.cpp': '#include "../tables/table.hpp"\n#include "../arguments.hpp"\n',
    'core/src/tables/table.hpp': '#include "../families/nim.hpp"\n',
    'core/src/families/nim.hpp': '',
    'core/src/arguments.hpp': '',
    'web/ui/a.js': "import { b } from './b.js';\nimport { g } from '../state/game.js';\n",
    'web/ui/b.js': "import { a } from './a.js';\n",
    'web/state/game.js': "import { a } from '../ui/a.js';\n",
  });
  try {
    const core = coreViolations(dir);
    assert.deepEqual(core.violations, [{ file: 'core/src/families/nim.cpp', line: 1, include: '../tables/table.hpp', from: 'families', to: 'tables' }]);
    const page = pageViolations(dir);
    assert.deepEqual(page.violations, [{ file: 'web/ui/a.js', line: 2, import: '../state/game.js', from: 'ui', to: 'state' }]);
    assert.ok(page.cycles.some((c) => c.includes('web/ui/a.js') && c.includes('web/ui/b.js')), JSON.stringify(page.cycles));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the core: no include from a lower layer to a higher one', () => {
  const { violations, files } = coreViolations(root);
  assert.ok(files > 100, `${files} core files read`);
  assert.deepEqual(
    violations.map((v) => `${v.file}:${v.line} (${v.from}) includes ${v.include} (${v.to})`),
    [],
  );
});

test('the page: ui and worker below state below features, and no import cycle', () => {
  const { violations, cycles, files } = pageViolations(root);
  assert.ok(files > 80, `${files} page modules read`);
  assert.deepEqual(
    violations.map((v) => `${v.file}:${v.line} (${v.from}) imports ${v.import} (${v.to})`),
    [],
  );
  assert.deepEqual(cycles.map((c) => c.join(' -> ')), []);
});
