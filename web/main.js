// The playground page: wires the features (web/features/) to the store, the URL hash and the worker.
// No game theory is computed here: every value, move and pattern comes from the worker.
import { createEngine } from './worker/client.js';
import { mountLanguage } from './ui/i18n.js';
import * as store from './state/store.js';
import { startHashSync } from './state/link.js';
import { mountDefine } from './features/define/define.js';
import { mountWatch } from './features/watch/watch.js';
import { mountUnderstand } from './features/understand/understand.js';
import { mountPlay } from './features/play/play.js';
import { mountShare } from './features/share/share.js';
import { mountBusy } from './ui/busy.js';

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
