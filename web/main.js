// The playground page: wires the modules in web/app/ to the store, the URL hash and the worker.
// No game theory is computed here: every value, move and pattern comes from the worker.
import { createEngine } from './engine.js';
import { mountLanguage } from './app/i18n.js';
import * as store from './app/store.js';
import { startHashSync } from './app/hash-sync.js';
import { mountDefine } from './app/define.js';
import { mountWatch } from './app/watch.js';
import { mountUnderstand } from './app/understand.js';
import { mountPlay } from './app/play.js';
import { mountShare } from './app/share.js';
import { mountBusy } from './app/busy.js';

const engine = createEngine();
const context = { engine, store };

// The link's state (its game checked by the core) is in the store before any module draws.
await startHashSync(store, engine);
mountLanguage(document.querySelector('[data-testid="lang-select"]'), store);
mountShare(document.querySelector('header.top'), context);

mountDefine(document.querySelector('#define'), context);
mountWatch(document.querySelector('#watch'), context);
mountUnderstand(document.querySelector('#understand'), context);
mountPlay(document.querySelector('#play'), context);
mountBusy(context);
