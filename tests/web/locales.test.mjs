// The page's words, one folder a language (web/locales/<lang>/): the page loads only the language it
// shows (ui/i18n.js, each folder's words.js), so a word missing from Chinese would show as its key,
// not as English. Every language has every area and key the English has, with the same placeholders.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { test } from 'node:test';

const localesDir = new URL('../../web/locales/', import.meta.url);
const languages = readdirSync(localesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const areas = (lang) => readdirSync(new URL(`${lang}/`, localesDir)).filter((f) => f.endsWith('.json') && f !== 'messages.json');
const read = (lang, file) => JSON.parse(readFileSync(new URL(`${lang}/${file}`, localesDir), 'utf8'));
const placeholders = (text) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();

test('each language folder has its words.js, which the page loads when the language is chosen', () => {
  assert.deepEqual(languages.sort(), ['en', 'zh']);
  for (const lang of languages) {
    const file = new URL(`${lang}/words.js`, localesDir);
    assert.ok(existsSync(file), `${lang}/words.js`);
    assert.match(readFileSync(file, 'utf8'), /import\.meta\.glob\(\['\.\/\*\.json', '!\.\/element\.json'\]/, `${lang}/words.js takes every area of its folder`);
  }
});

test('every language has every English area and key, with the same placeholders', () => {
  for (const lang of languages.filter((l) => l !== 'en')) {
    assert.deepEqual(areas(lang).sort(), areas('en').sort(), `${lang}: the areas`);
    for (const file of areas('en')) {
      const english = read('en', file);
      const words = read(lang, file);
      // English's singular forms (key_one) have no counterpart in a language without them.
      const missing = Object.keys(english).filter((key) => !key.endsWith('_one') && !(key in words));
      assert.deepEqual(missing, [], `${lang}/${file}: keys without words`);
      for (const [key, text] of Object.entries(words)) {
        if (key in english) assert.deepEqual(placeholders(text), placeholders(english[key]), `${lang}/${file} ${key}`);
      }
    }
  }
});
