// The rule language's cheat sheet (web/features/rules/cheat-sheet.js) against the checker: every
// program in it goes through checkRules, the ones it shows as examples pass, the ones it shows as
// refused are refused, and what its text says about them is what the checker's message says.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { cheatSheet } from '../../web/features/rules/cheat-sheet.js';
import { loadModule } from './module-worker.mjs';

const locale = (lang) => JSON.parse(readFileSync(new URL(`../../web/locales/${lang}/rules.json`, import.meta.url), 'utf8'));
let grundy;
before(async () => {
  grundy = await loadModule();
});

test('every program of the cheat sheet is checked as the cheat sheet says', () => {
  assert.ok(cheatSheet.length >= 8);
  for (const entry of cheatSheet) {
    const report = grundy.checkRules(entry.source);
    if (!entry.refused) {
      assert.equal(report.ok, true, `${entry.source}: ${report.errors?.map((e) => e.message).join('; ')}`);
      continue;
    }
    assert.equal(report.ok, false, `${entry.source} is refused`);
    const messages = report.errors.map((e) => e.message).join('; ');
    assert.ok(messages.includes(entry.refused), `the checker says "${entry.refused}" about ${entry.source}: ${messages}`);
    assert.ok(locale('en')[entry.key].includes(entry.refused), `the cheat sheet says it too: ${locale('en')[entry.key]}`);
  }
});

test('the cheat sheet is worded in both languages', () => {
  for (const lang of ['en', 'zh']) {
    for (const entry of cheatSheet) assert.equal(typeof locale(lang)[entry.key], 'string', `${lang}: rules.${entry.key}`);
  }
});
