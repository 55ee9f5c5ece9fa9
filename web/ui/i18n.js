// Strings live in locale files, one per page area and language: web/locales/<lang>/<area>.json.
// t('area.key', { n: 3 }) looks a string up and fills {n}; elements with data-i18n="area.key"
// (text) or data-i18n-attr="attr:area.key;attr2:area.key2" are refreshed on a language change.
// English plurals: when params.n is 1 and a key "<key>_one" exists, that string is used.
// The custom element's few strings (locales/*/element.json) stay out of the page bundle.
//
// A language's words are loaded when it is chosen (loadLanguage): each language's files are one
// script of their own (locales/<lang>/words.js), so the page fetches only the language it opens in, and the other when the person picks it (its menu starts
// fetching the other languages when focused, so the switch seldom waits). The one-file page
// (web/extra-builds.mjs) has every language inside.
//
// The core's messages (its refusals and worded answers: an id and arguments) are the area
// `messages`: word(message) says one in the page's language. Their English is the core's own
// text, which every message carries (core/messages/en.json is the catalogue it is made from);
// other languages translate the catalogue in locales/<lang>/messages.json (tests/web/messages.test.mjs
// keeps them in step).
import { enableWired } from './wired.js';
import { wordMessage } from './message-words.js';

// Each language's words.js: its locale files by path ('./<area>.json'), loaded when chosen.
const wordsOf = import.meta.glob('../locales/*/words.js', { import: 'default' });
const loaders = Object.fromEntries(Object.entries(wordsOf).map(([path, load]) => [path.split('/').at(-2), load]));
const dictionaries = {};
const loading = {};

export const languages = Object.keys(loaders);
let current = 'en';

/**
 * Loads a language's words (once; a failed load is tried again next time). Resolves when t() and
 * word() can use them; rejects when they could not be fetched.
 */
export function loadLanguage(lang) {
  if (!loaders[lang]) return Promise.reject(new Error(`no words for the language '${lang}'`));
  loading[lang] ??= loaders[lang]().then(
    (files) => {
      const dict = {};
      for (const [path, strings] of Object.entries(files)) {
        const area = path.match(/([^/]+)\.json$/)[1];
        for (const [key, text] of Object.entries(strings)) dict[`${area}.${key}`] = text;
      }
      dictionaries[lang] = dict;
    },
    (error) => {
      delete loading[lang];
      throw error;
    },
  );
  return loading[lang];
}


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

/**
 * Starts loading the words of the language the page will probably open in (the one remembered,
 * else the browser's), before the link is read: mountLanguage then seldom waits.
 */
export function preloadLanguage() {
  loadLanguage(detectLanguage(saved())).catch(() => {});
}

export function detectLanguage(preferred) {
  if (preferred && loaders[preferred]) return preferred;
  const wanted = (navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']).map((l) => String(l).toLowerCase());
  for (const l of wanted) {
    if (l.startsWith('zh')) return 'zh';
    if (l.startsWith('en')) return 'en';
  }
  return 'en';
}

/** Makes `lang` the page's language and rewords the page (its words loaded beforehand: loadLanguage). */
export function setLanguage(lang) {
  current = loaders[lang] ? lang : 'en';
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
 * answer's message ({ id, args, text }). The core's English when the language lacks the id (English
 * has no catalogue here: the message's own text is it).
 */
export function word(message, lang = current) {
  return wordMessage(message, (id) => dictionaries[lang]?.[`messages.${id}`]);
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
 * The language: the link's choice, else the one remembered from last time, else the browser's; its
 * words loaded before anything is drawn (await this before mounting panels). Wires the <select> to
 * the state's `lang` (through the controller), switching once the chosen language's words are here,
 * and remembers each choice. Call it before mounting the panels that follow 'lang', so strings are
 * switched before they redraw.
 */
export async function mountLanguage(select, game) {
  const lang = detectLanguage(game.state.langFromHash ?? saved());
  // Words that cannot be fetched (the site's server gone): English, else the keys themselves.
  await loadLanguage(lang).catch(() => loadLanguage('en')).catch(() => {});
  game.setLanguage(lang);
  setLanguage(lang);
  /** Switches once `next`'s words are here; false when they could not be fetched. */
  const switchTo = (next) =>
    loadLanguage(next).then(
      () => {
        game.setLanguage(next);
        return true;
      },
      () => false,
    );
  if (select) {
    select.value = lang;
    // The other languages start loading when the menu is focused, so picking one seldom waits.
    select.addEventListener('focus', () => languages.forEach((l) => loadLanguage(l).catch(() => {})));
    select.addEventListener('change', async () => {
      const next = select.value;
      select.setAttribute('aria-busy', 'true');
      const switched = await switchTo(next);
      select.removeAttribute('aria-busy');
      if (switched) remember(next);
      // Not fetched (offline on the site): the menu says the language still in use.
      else if (select.value === next) select.value = current;
    });
    enableWired(select);
  }
  game.on(['lang'], (s) => {
    setLanguage(s.lang);
    if (select && select.value !== s.lang) select.value = s.lang;
  });
  game.on(['langFromHash'], (s) => {
    if (s.langFromHash && s.langFromHash !== s.lang) switchTo(s.langFromHash);
  });
}
