// Strings live in locale files, one per page area and language: web/locales/<lang>/<area>.json.
// t('area.key', { n: 3 }) looks a string up and fills {n}; elements with data-i18n="area.key"
// (text) or data-i18n-attr="attr:area.key;attr2:area.key2" are refreshed on a language change.
const files = import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' });
const dictionaries = {};
for (const [path, strings] of Object.entries(files)) {
  const [, lang, area] = path.match(/locales\/([^/]+)\/([^/]+)\.json$/);
  dictionaries[lang] ??= {};
  for (const [key, text] of Object.entries(strings)) dictionaries[lang][`${area}.${key}`] = text;
}

export const languages = Object.keys(dictionaries);
let current = 'en';

export function detectLanguage(saved) {
  if (saved && dictionaries[saved]) return saved;
  const wanted = (navigator.languages ?? [navigator.language ?? 'en']).map((l) => l.toLowerCase());
  return wanted.some((l) => l.startsWith('zh')) ? 'zh' : 'en';
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
  const text = dictionaries[current]?.[key] ?? dictionaries.en?.[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
}

/** Fills data-i18n and data-i18n-attr elements under root. */
export function translate(root) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of el.dataset.i18nAttr.split(';')) {
      const [attr, key] = pair.split(':');
      el.setAttribute(attr.trim(), t(key.trim()));
    }
  }
}
