// How a game is named to a person (state/shape.js, gameLabel): its spec, except that a
// user-defined component is called by the name its program gives itself, "Take 2 or 5 (rules)", in
// the page's language (or another, for the element's frame). Every label, caption, status line and
// announcement that names a game goes through here, so none of them reads a whole program aloud.
// In words (a part of a sum in play), a built-in game is called by its family's name in the
// language and its short field values, "Octal code 0.77", from the descriptor and families().
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

// Each family's field types (families(), from the core), to tell the values that name a game (a
// number, a set, a code) from a choice of kind or a whole graph or program.
let fieldTypes = new Map();

/** The core's families(), for gameInWords(); the page tells it once at start. */
export function knowFamilies(families) {
  fieldTypes = new Map(families.map((f) => [f.name, f.params.map((p) => p.type)]));
}

const NAMING_TYPES = new Set(['int', 'text']);
const LONGEST_VALUES = 24; // longer values (a long set) are left out of the name

/** One component in words: "Octal code 0.77", "Nim", "Take 2 or 5 (rules)". */
export function gameInWords(component, lang = language()) {
  if (component.program !== '') return componentName(component, lang);
  const family = tIn(lang, `define.familyName.${component.family}`);
  const types = fieldTypes.get(component.family) ?? [];
  const values = component.params.filter((v, i) => v !== '' && NAMING_TYPES.has(types[i])).join(', ');
  return values && values.length <= LONGEST_VALUES ? `${family} ${values}` : family;
}
