// The playground page: wires the modules in web/app/ to the store, the URL hash and the worker.
// No game theory is computed here: every value, move and pattern comes from the worker.
import { createEngine } from './engine.js';
import { detectLanguage, setLanguage } from './app/i18n.js';
import * as store from './app/store.js';
import { startHashSync } from './app/hash-sync.js';
import { mountDefine } from './app/define.js';
import { mountWatch } from './app/watch.js';
import { mountUnderstand } from './app/understand.js';
import { mountPlay } from './app/play.js';

const engine = createEngine();
const context = { engine, store };

startHashSync(store);
const langSelect = document.querySelector('[data-testid="lang-select"]');
const lang = detectLanguage(store.get().langFromHash ?? localStorage.getItem('grundy.lang'));
store.set({ lang });
setLanguage(lang);
langSelect.value = lang;
langSelect.addEventListener('change', () => store.set({ lang: langSelect.value }));
store.subscribe(['lang'], (s) => {
  setLanguage(s.lang);
  localStorage.setItem('grundy.lang', s.lang);
});

mountDefine(document.querySelector('#define'), context);
mountWatch(document.querySelector('#watch'), context);
mountUnderstand(document.querySelector('#understand'), context);
mountPlay(document.querySelector('#play'), context);
