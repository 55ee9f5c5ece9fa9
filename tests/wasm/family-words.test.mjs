// Every family the core lists (families(), the builder's forms) has its words in both languages:
// its name and what it is (define.familyName.<name>, define.family.<name>), and each field a person
// types its label and hint (define.field.<key>, define.hint.<family>.<key>); the words of a
// family the core no longer has are gone. A family added in the core alone fails here, by name.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { createGrundy } from '../../wasm/grundy.mjs';

let families;
before(async () => {
  families = (await createGrundy()).families();
});

const words = (lang) => JSON.parse(readFileSync(new URL(`../../web/locales/${lang}/define.json`, import.meta.url), 'utf8'));

for (const lang of ['en', 'zh']) {
  test(`every family has its words in ${lang}, and no family the core lacks has any`, () => {
    const have = words(lang);
    const missing = [];
    for (const f of families) {
      for (const key of [`familyName.${f.name}`, `family.${f.name}`]) if (!have[key]) missing.push(key);
      // A rules program is written in the rule editor, a graph drawn; the others are typed.
      for (const p of f.params.filter((p) => ['int', 'text'].includes(p.type))) {
        for (const key of [`field.${p.key}`, `hint.${f.name}.${p.key}`]) if (!have[key]) missing.push(key);
      }
    }
    assert.deepEqual(missing, [], `${lang}: words missing`);
    const names = new Set(families.map((f) => f.name));
    const stale = Object.keys(have).filter((k) => /^(familyName|family)\./.test(k) && !names.has(k.slice(k.indexOf('.') + 1)));
    assert.deepEqual(stale, [], `${lang}: words of families the core does not have`);
  });
}
