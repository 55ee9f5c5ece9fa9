// How a game is named to a person: its spec, except that a user-defined part (rules:{<program>})
// is called by the name its program gives itself, "Take 2 or 5 (rules)", in the page's language.
// Every label, caption, status line and announcement that names the game goes through here, so
// none of them reads a whole program aloud.
import { t } from './i18n.js';
import { displaySpec } from '../state/spec-text.js';

export function gameName(spec) {
  return displaySpec(spec, t('rules.shownAs'));
}
