// How a game is named to a person (state/shape.js, gameLabel): its spec, except that a
// user-defined component is called by the name its program gives itself, "Take 2 or 5 (rules)", in
// the page's language (or another, for the element's frame). Every label, caption, status line and
// announcement that names a game goes through here, so none of them reads a whole program aloud.
// In words (a part of a sum in play), a built-in game is called by its family's name in the
// language and its short field values, "Octal code 0.77", from the descriptor and families().
import { language, tIn, word } from '../ui/i18n.js';
import { componentLabel, distinctComponents, gameLabel } from './shape.js';

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

// The common names the core knows games by (families()' aliases: "kayles" is octal:0.77), by spec.
let aliasOf = new Map();

/** The core's families(), for gameInWords() and gameTitle(); the page tells it once at start. */
export function knowFamilies(families) {
  fieldTypes = new Map(families.map((f) => [f.name, f.params.map((p) => p.type)]));
  aliasOf = new Map();
  for (const f of families) for (const a of f.aliases) if (!aliasOf.has(a.spec)) aliasOf.set(a.spec, a.name);
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

/**
 * One component as a person new to it is told its name: its common name when it has one the page
 * words ("Kayles (Octal code 0.77)", from the core's aliases), else as gameInWords says.
 */
function titleOf(component, lang) {
  const inWords = gameInWords(component, lang);
  const alias = aliasOf.get(component.spec);
  const key = `define.aliasName.${alias}`;
  const common = alias === undefined ? key : tIn(lang, key);
  return common === key ? inWords : tIn(lang, 'define.aliasOf', { alias: common, name: inWords });
}

/** A whole game's name in words: "Kayles (Octal code 0.77)", "Nim + Bash game 3", misère play said. */
export function gameTitle(game, lang = language()) {
  const name = game.components.map((c) => titleOf(c, lang)).join(' + ');
  return game.misere ? tIn(lang, 'define.misereTitle', { name }) : name;
}

/**
 * A game's rules in words: each distinct component's rules (the core's words, game-rules.*), named
 * when there are several, how a sum is played, and who wins; sentences set apart as the language
 * writes them (a space in English, none in Chinese).
 */
export function gameRules(game, lang = language()) {
  const parts = distinctComponents(game);
  const rules = parts.length === 1 ? [word(parts[0].rules, lang)] : parts.map((c) => tIn(lang, 'define.partRules', { name: titleOf(c, lang), rules: word(c.rules, lang) }));
  if (game.components.length > 1) rules.push(tIn(lang, 'define.sumRules'));
  rules.push(tIn(lang, game.misere ? 'define.misereEnd' : 'define.normalEnd'));
  return rules.join(tIn(lang, 'define.sentenceGap'));
}
