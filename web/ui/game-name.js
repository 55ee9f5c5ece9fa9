// How a game is named to a person (state/shape.js, gameLabel): its spec, except that a
// user-defined component is called by the name its program gives itself, "Take 2 or 5 (rules)", in
// the page's language (or another, for the element's frame). Every label, caption, status line and
// announcement that names a game goes through here, so none of them reads a whole program aloud.
import { language, tIn } from './i18n.js';
import { componentLabel, gameLabel } from '../state/shape.js';

// "{name} (rules)" in a language: the template itself, its {name} left to fill.
const shownAs = (lang) => tIn(lang, 'rules.shownAs');

/** One component of a game's descriptor, as a person calls it. */
export function componentName(component, lang = language()) {
  return componentLabel(component, shownAs(lang));
}

/** A whole game (its descriptor), as a person calls it. */
export function gameName(game, lang = language()) {
  return gameLabel(game, shownAs(lang));
}
