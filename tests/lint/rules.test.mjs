// The lint rules that keep text from being run as code or markup (eslint.config.js): each bad
// pattern is reported, and the safe forms the page uses are not.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function problems(code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, 'web/app/lint-probe.js') });
  return result.messages.map((m) => `${m.ruleId}@${m.line}`);
}

const bad = [
  ['eval', 'eval(location.hash);', 'no-eval'],
  ['indirect eval', 'window.eval(location.hash);', 'no-eval'],
  ['setTimeout with a string', "setTimeout('alert(1)', 1);", 'no-implied-eval'],
  ['new Function', "new Function('return 1');", 'no-new-func'],
  ['Function()', "Function('return 1')();", 'no-new-func'],
  ['innerHTML from a variable', 'const s = location.hash; document.body.innerHTML = s;', 'grundy/no-html-from-data'],
  ['innerHTML from a template with data', 'const s = location.hash; document.body.innerHTML = `<b>${s}</b>`;', 'grundy/no-html-from-data'],
  ['outerHTML from data', 'const s = location.hash; document.body.outerHTML = s;', 'grundy/no-html-from-data'],
  ['insertAdjacentHTML from data', "const s = location.hash; document.body.insertAdjacentHTML('beforeend', s);", 'grundy/no-html-from-data'],
  ['document.write from data', 'document.write(location.hash);', 'grundy/no-html-from-data'],
  ['srcdoc from data', "document.querySelector('iframe').srcdoc = location.hash;", 'grundy/no-html-from-data'],
  ['innerHTML from a translation with parameters', "const t = (k, p) => k + p; document.body.innerHTML = `<p>${t('a.b', { n: location.hash })}</p>`;", 'grundy/no-html-from-data'],
  ['innerHTML from a variable assigned data later', "let s = '<i></i>'; s = location.hash; document.body.innerHTML = s;", 'grundy/no-html-from-data'],
];

for (const [name, code, rule] of bad) {
  test(`lint refuses ${name}`, async () => {
    const found = await problems(code);
    assert.ok(found.some((f) => f.startsWith(`${rule}@`)), `${rule} in ${JSON.stringify(found)}`);
  });
}

const good = [
  ['a literal', "document.body.innerHTML = '<p></p>';"],
  ['a constant template', 'const T = `<p class="x"></p>`; document.body.innerHTML = T;'],
  ['escaped data', 'const esc = (s) => s; document.body.innerHTML = `<b>${esc(location.hash)}</b>`;'],
  ['numbers', 'const n = [1, 2]; document.body.innerHTML = `<b>${n.length * 2}</b><i>${Number(location.hash)}</i>`;'],
  ['textContent from data', 'document.body.textContent = location.hash;'],
  ['setTimeout with a function', 'setTimeout(() => 1, 1);'],
];

for (const [name, code] of good) {
  test(`lint accepts ${name}`, async () => {
    assert.deepEqual(await problems(code), []);
  });
}

test("the project's JavaScript has no finding (npm run lint runs the same check)", async () => {
  const results = await eslint.lintFiles(['.']);
  const findings = results.flatMap((r) => r.messages.map((m) => `${r.filePath.slice(root.length + 1)}:${m.line}:${m.column} ${m.ruleId ?? ''} ${m.message}`));
  const files = results.length;
  console.log(`eslint: ${files} files, ${findings.length} findings`);
  assert.ok(files > 50, `${files} files linted`);
  assert.deepEqual(findings, []);
});
