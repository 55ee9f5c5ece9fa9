// Strings live in locale files, one per page area and language: web/locales/<lang>/<area>.json.
// t('area.key', { n: 3 }) looks a string up and fills {n}; elements with data-i18n="area.key"
// (text) or data-i18n-attr="attr:area.key;attr2:area.key2" are refreshed on a language change.
// English plurals: when params.n is 1 and a key "<key>_one" exists, that string is used.
// The custom element's few strings (locales/*/element.json) stay out of the page bundle.
//
// The core's messages (its refusals and worded answers: an id and arguments) are the area
// `messages`: word(message) says one in the page's language. Their English is the core's own
// catalogue, core/messages/en.json, read here as it is; other languages translate it in
// locales/<lang>/messages.json (tests/web/messages.test.mjs keeps them in step).
import { enableWired } from './dom.js';
import coreMessages from '../../core/messages/en.json';
import { wordMessage } from './message-words.js';

const files = import.meta.glob(['../locales/*/*.json', '!../locales/*/element.json'], { eager: true, import: 'default' });
const dictionaries = {};
const add = (lang, area, strings) => {
  dictionaries[lang] ??= {};
  for (const [key, text] of Object.entries(strings)) dictionaries[lang][`${area}.${key}`] = text;
};
add('en', 'messages', coreMessages);
for (const [path, strings] of Object.entries(files)) {
  const [, lang, area] = path.match(/locales\/([^/]+)\/([^/]+)\.json$/);
  add(lang, area, strings);
}

export const languages = Object.keys(dictionaries);
let current = 'en';
const STORAGE_KEY = 'grundy.lang';

// localStorage throws in some sandboxed frames and is missing in others; the language is then
// simply not remembered.
function saved() {
  try {
    return window.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function remember(lang) {
  try {
    window.localStorage?.setItem(STORAGE_KEY, lang);
  } catch {
    // not remembered; nothing else to do
  }
}

export function detectLanguage(preferred) {
  if (preferred && dictionaries[preferred]) return preferred;
  const wanted = (navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']).map((l) => String(l).toLowerCase());
  for (const l of wanted) {
    if (l.startsWith('zh')) return 'zh';
    if (l.startsWith('en')) return 'en';
  }
  return 'en';
}

export function setLanguage(lang) {
  current = dictionaries[lang] ? lang : 'en';
  document.documentElement.lang = current === 'zh' ? 'zh-CN' : 'en';
  translate(document);
}

export function language() {
  return current;
}

export function t(key, params = {}) {
  return tIn(current, key, params);
}

/** t() in a given language rather than the page's (the embed page words its game for the element in each). */
export function tIn(lang, key, params = {}) {
  const one = params.n === 1 || params.n === '1';
  // The singular form only from the same language as the base string (Chinese has none).
  const from = (dict) => (dict?.[key] === undefined ? undefined : (one && dict[`${key}_one`]) || dict[key]);
  const text = from(dictionaries[lang]) ?? from(dictionaries.en) ?? key;
  // A parameter may be a message of the core (an error put in a sentence): worded in `lang`.
  const value = (v) => (v !== null && typeof v === 'object' ? word(v, lang) : String(v));
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? value(params[name]) : m));
}

/**
 * A whole number as the page writes every number it shows: its digits grouped in threes
 * (2,097,152), the same in both languages and whatever the browser's own locale. (The core's
 * messages keep its own plain digits: the page's English is the core's text, word for word.)
 */
export function formatCount(n) {
  return Math.round(Number(n)).toLocaleString('en');
}

/**
 * A message of the core in the page's language (or `lang`): a GrundyError, a rules problem, or an
 * answer's message ({ id, args, text }). Its English when the language lacks the id.
 */
export function word(message, lang = current) {
  const template = (id) => dictionaries[lang]?.[`messages.${id}`] ?? dictionaries.en[`messages.${id}`];
  return wordMessage(message, template);
}

// Elements whose text is worded again on a language change (setWords): element -> () => text.
const wordings = new WeakMap();

/**
 * Sets el's text to words() now and again at each language change (a message of the core shown
 * where the page has no redraw of its own: beside a field, in a status line); null forgets it.
 */
export function setWords(el, words) {
  if (!words) {
    wordings.delete(el);
    delete el.dataset.i18nWords;
    return;
  }
  wordings.set(el, words);
  el.dataset.i18nWords = '';
  el.textContent = words();
}

/** Fills data-i18n and data-i18n-attr elements under root (root itself included), and rewords setWords ones. */
export function translate(root) {
  const all = (sel) => [...(root.matches?.(sel) ? [root] : []), ...root.querySelectorAll(sel)];
  for (const el of all('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of all('[data-i18n-words]')) if (wordings.has(el)) el.textContent = wordings.get(el)();
  for (const el of all('[data-i18n-attr]')) {
    for (const pair of el.dataset.i18nAttr.split(';')) {
      const [attr, key] = pair.split(':');
      if (attr && key) el.setAttribute(attr.trim(), t(key.trim()));
    }
  }
}

/**
 * The language: the link's choice, else the one remembered from last time, else the browser's.
 * Wires the <select> to the state's `lang` (through the controller) and remembers each choice.
 * Call it before mounting the panels that follow 'lang', so strings are switched before they redraw.
 */
export function mountLanguage(select, game) {
  const lang = detectLanguage(game.state.langFromHash ?? saved());
  game.setLanguage(lang);
  setLanguage(lang);
  if (select) {
    select.value = lang;
    select.addEventListener('change', () => {
      game.setLanguage(select.value);
      remember(select.value);
    });
    enableWired(select);
  }
  game.on(['lang'], (s) => {
    setLanguage(s.lang);
    if (select && select.value !== s.lang) select.value = s.lang;
  });
  game.on(['langFromHash'], (s) => {
    if (s.langFromHash && s.langFromHash !== s.lang) game.setLanguage(s.langFromHash);
  });
}
