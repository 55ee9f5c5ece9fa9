// The core's messages in every language of the page. The English is the core's catalogue
// (core/messages/en.json), the one source of its wording; each other language words every id of it
// in web/locales/<lang>/messages.json with the same named arguments, and has no id the core does not
// say. The page words a message (ui/message-words.js) as the core makes its English
// (core/src/message.cpp), so the English the page shows is the core's own, argument for argument.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { before, test } from 'node:test';

import { wordMessage } from '../../web/ui/message-words.js';
import { loadModule } from './module-worker.mjs';

const read = (url) => JSON.parse(readFileSync(url, 'utf8'));
const english = read(new URL('../../core/messages/en.json', import.meta.url));
const localesDir = new URL('../../web/locales/', import.meta.url);
const languages = readdirSync(localesDir).filter((lang) => lang !== 'en');
const catalogue = (lang) => read(new URL(`${lang}/messages.json`, localesDir));

// A template's placeholders, as the core's generator reads them (core/messages/generate.cmake).
const placeholders = (text) => [...new Set([...text.matchAll(/\{([a-z][A-Za-z0-9]*)\}/g)].map((m) => m[1]))].sort();

let grundy;
before(async () => {
  grundy = await loadModule();
});

test('the page has Chinese, and no English copy of the core catalogue', () => {
  assert.ok(languages.includes('zh'), `languages: ${languages}`);
  assert.equal(existsSync(new URL('en/messages.json', localesDir)), false, 'the English is core/messages/en.json');
});

test('every core message id has its wording in every language, with the same named arguments', () => {
  for (const lang of languages) {
    const words = catalogue(lang);
    const missing = Object.keys(english).filter((id) => !(id in words));
    assert.deepEqual(missing, [], `${lang}: ids without a wording`);
    const unused = Object.keys(words).filter((id) => !(id in english));
    assert.deepEqual(unused, [], `${lang}: ids the core does not say`);
    for (const [id, text] of Object.entries(english)) {
      assert.equal(typeof words[id], 'string', `${lang} ${id}`);
      assert.notEqual(words[id].trim(), '', `${lang} ${id} is worded`);
      assert.deepEqual(placeholders(words[id]), placeholders(text), `${lang} ${id}: the arguments of "${text}"`);
    }
  }
});

// The messages only the command says (its usage, its own advice, a period search's stop, its table
// files, the CLI's way to misère outcomes), which may name its options; the page shows the others,
// which must not tell a person in the page to pass an option it has no place to type.
const COMMAND_ONLY = /^(?:command\.|period\.stopped-|table\.file-|spec\.not-normal-play$)/;

test('no message the page may show names a command-line option, in any language', () => {
  for (const lang of ['en', ...languages]) {
    const words = lang === 'en' ? english : catalogue(lang);
    const advising = Object.entries(words).filter(([id, text]) => !COMMAND_ONLY.test(id) && /(?:^|[\s(（“])--[a-z]/.test(text));
    assert.deepEqual(advising, [], `${lang}: ${advising.map(([id]) => id).join(', ')}`);
  }
});

test('the Chinese words a message the core does not: nested reasons and lists included, spaced beside Latin text', () => {
  const zh = catalogue('zh');
  const inChinese = (m) => wordMessage(m, (id) => zh[id]);
  const refusal = (f) => {
    let refused = null;
    assert.throws(f, (e) => (refused = e).name === 'GrundyError');
    return refused;
  };
  const bash = refusal(() => grundy.describe('octal:0.77+bash:0'));
  assert.equal(bash.id, 'spec.component');
  assert.equal(inChinese(bash), '游戏和的第 2 个子游戏：bash 需要 1 到 1000000 之间的 M（输入的是 0）');
  const set = refusal(() => grundy.describe('subtraction:1,x'));
  assert.equal(inChinese(set), '减法集中：“x”不是整数');
  const rule = grundy.patterns('subtraction:1,3,4').outcomes.find((r) => r.kind === 'residues');
  assert.equal(inChinese(rule.statement), '当且仅当 n mod 7 等于 0 或 2 时为 P 位置');
  const sum = grundy.explain('nim', '3+5+6');
  assert.equal(sum.summary.text, '3 xor 5 xor 6 = 0, so the position is P (the player to move loses)');
  assert.equal(inChinese(sum.summary), '3 xor 5 xor 6 = 0，所以是 P 位置（先手必败）');
  // A language without the id (or an error of the module itself, which has none) shows the English.
  assert.equal(wordMessage(bash, () => undefined), bash.message);
  assert.equal(wordMessage({ id: '', args: {}, message: 'the worker stopped' }, (id) => zh[id]), 'the worker stopped');
});

test('a misère sum answered by its quotient is explained in Chinese: each heap\'s element, the product and the verdict', () => {
  const zh = catalogue('zh');
  const inChinese = (m) => wordMessage(m, (id) => zh[id]);
  const q = grundy.quotient('kayles', 13);
  for (const position of ['5+7+9', '5+5']) {
    const e = grundy.explain('misere:kayles', position);
    assert.equal(e.summary.id, 'explain.quotient');
    assert.equal(wordMessage(e.summary, (id) => english[id]), e.summary.text);
    const text = inChinese(e.summary);
    const heaps = position.split('+').map(Number);
    assert.deepEqual(e.parts.map((p) => p.element), heaps.map((h) => q.elements[q.pretending[h]]));
    assert.ok(text.includes('octal:0.77 的反常博弈遵循它的反常商（阶为'), text);
    for (const p of e.parts) assert.ok(text.includes(p.element), `${text} names ${p.element}`);
    assert.ok(text.includes(e.product), text);
    assert.ok(text.endsWith(e.outcome === 'P' ? '在 P 部分中，所以轮到走的一方必败（P）' : '不在 P 部分中，所以轮到走的一方必胜（N）'), text);
  }
});

test("the page's English is the core's: each message worded from the catalogue equals the core's text", () => {
  const inEnglish = (m) => wordMessage(m, (id) => english[id]);
  const messages = [];
  const refused = (f) => assert.throws(f, (e) => e.name === 'GrundyError' && messages.push(e) > 0);
  for (const spec of ['nosuchgame:1', 'subtraction:1,3,4+', 'subtraction:1,x', 'octal:0.77+bash:0', 'octal:9', 'graph:a>b;b>a', 'corner:0,3', 'rules:{position n move for k in 1..3 -> n - k}']) {
    refused(() => grundy.describe(spec));
  }
  refused(() => grundy.analyse('nim+wythoff', '3+4'));
  refused(() => grundy.analyse('wythoff', '7'));
  refused(() => grundy.values('nim+nim', 5));
  refused(() => grundy.exportTable('nim', 'xml', 5, 1));
  refused(() => grundy.table('nim', 0, 1));
  for (const e of messages) assert.equal(inEnglish(e), e.message, e.id);
  const answers = [];
  for (const [spec, position] of [['subtraction:1,3,4', '5'], ['nim', '3+5+6'], ['misere:nim', '1+1'], ['nim', '0'], ['octal:0.77+wythoff', '5+3,5']]) {
    const e = grundy.explain(spec, position);
    answers.push(e.summary, ...e.parts.map((p) => p.summary));
  }
  for (const spec of ['subtraction:1,3,4', 'octal:0.77', 'wythoff', 'fibonacci-nim', 'corner:8,8']) {
    const p = grundy.patterns(spec, 0);
    if (p.periodicity?.proven) answers.push(p.periodicity.theoremText);
    for (const r of p.outcomes) answers.push(r.statement, r.evidence);
  }
  const report = grundy.checkRules('position n\nmove for k in 1..3 where k <= n -> n - * k\nmove -> stpe');
  answers.push(...report.errors.map((e) => ({ ...e, text: e.message })));
  for (const m of answers) assert.equal(inEnglish(m), m.text, m.id);
  assert.ok(messages.length >= 12 && answers.length >= 20, `${messages.length} refusals, ${answers.length} answers`);
  // The page has no English catalogue (ui/i18n.js): a message with no template is its own English,
  // the same words, a rules problem's included (whose text is the located form, not its words).
  const own = (m) => wordMessage(m, () => undefined);
  for (const m of [...messages, ...answers.slice(0, -report.errors.length), ...report.errors]) assert.equal(own(m), inEnglish(m), m.id);
  assert.ok(report.errors.length >= 1 && report.errors.every((e) => e.text !== e.message));
});
