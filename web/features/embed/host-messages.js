// Tells the page around an iframe what the embed page shows, so <grundy-playground> can fit it:
// how tall it is (the iframe is sized without a scroll bar) and which game it shows (the frame's
// accessible name; the element runs without the core, so it learns the name from here). The
// messages carry only a number and the game's name, so any origin may read them.
import { languages } from '../../ui/i18n.js';
import { gameName } from '../../state/game-name.js';

import { GAME_MESSAGE, SIZE_MESSAGE } from './protocol.js';

export function reportSize() {
  if (window.parent === window) return;
  let last = 0;
  const send = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: SIZE_MESSAGE, height }, '*');
  };
  new ResizeObserver(send).observe(document.documentElement);
  send();
}

/**
 * Tells the host page the game's name in each language ({ en, zh }) each time the link is read or
 * the game changes, or null while the game on screen is not the one the link asked for (the link's
 * game could not be read: the embed page says why, and the frame keeps a plain name).
 */
export function reportGame(game) {
  if (window.parent === window) return;
  const send = (s) => {
    const refused = s.hashProblems.some((p) => p.name === 'game');
    const names = refused ? null : Object.fromEntries(languages.map((lang) => [lang, gameName(s.game, lang)]));
    window.parent.postMessage({ type: GAME_MESSAGE, names }, '*');
  };
  game.on(['game', 'hashProblems'], send);
  send(game.state);
}
