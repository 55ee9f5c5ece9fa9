// The embed page (embed.html): the game's table and the play panel, for iframes and the
// <grundy-playground> element. It shares the store, hash sync, language and play panel with the
// full page; the table here is the compact one from mini-table.js.
import './features/embed/embed.css';
import { createEngine } from './worker/client.js';
import * as store from './state/store.js';
import { hashFor, startHashSync } from './state/link.js';
import { mountLanguage, t } from './ui/i18n.js';
import { gameName as nameOf } from './ui/game-name.js';
import { mountBusy } from './ui/busy.js';
import { mountNotice } from './features/share/share.js';
import { mountPlay } from './features/play/play.js';
import { mountMiniTable } from './features/embed/mini-table.js';
import { reportSize } from './features/embed/embed-size.js';

const engine = createEngine();
const context = { engine, store };

await startHashSync(store, engine);
mountLanguage(document.querySelector('[data-testid="lang-select"]'), store);
mountNotice(document.querySelector('[data-testid="hash-notice"]'), store);

const table = document.querySelector('#mini-table');
const play = document.querySelector('#play');
const gameName = document.querySelector('[data-testid="embed-game"]');
const openFull = document.querySelector('[data-testid="open-full"]');
const showMode = (s) => {
  table.hidden = s.mode === 'play';
  play.hidden = s.mode === 'explore';
  document.body.dataset.mode = s.mode;
};
const showGame = (s) => {
  gameName.textContent = t('common.embedGame', { spec: nameOf(s.spec) });
  openFull.href = `./index.html${hashFor(s)}`;
};
showMode(store.get());
showGame(store.get());
store.subscribe(['mode'], showMode);
store.subscribe(null, showGame);

mountMiniTable(table, context);
mountPlay(play, context);
mountBusy(context);
// Compact: the game first, its settings folded away until asked for.
play.querySelector('.play-setup-box')?.removeAttribute('open');
reportSize();
