// What the page reads off a game's descriptor. The descriptor is the core's answer to
// client.describe(spec) (its fields are documented in wasm/grundy.d.ts, interface Descriptor): kind,
// components with their table, board, axes, board size, node names and edges, first and empty
// positions, each component's family field values, and the limits the page's fields and link meet.
// The controller keeps it beside the spec (store key `game`) and every panel reads it there; no
// module of the page reads spec or position text for what a game is made of.

/** The distinct components of a game, each once, in order of first appearance (one table each). */
export function distinctComponents(game) {
  const seen = new Set();
  return game.components.filter((c) => !seen.has(c.spec) && seen.add(c.spec));
}

/**
 * The spec of a sum of component texts the core wrote (a descriptor's, or component()'s answer),
 * under misère play or not: the one place the page writes a sum, and only from the core's pieces.
 */
export function sumSpec(components, misere) {
  return `${misere ? 'misere:' : ''}${components.join('+')}`;
}

/**
 * How a person calls a component: its spec, or for a user-defined one (it has a program) the name
 * its program gives itself, worded by `shownAs` ("{name} (rules)"), or "rules:{…}" when it has none.
 */
export function componentLabel(component, shownAs) {
  if (component.program === '') return component.spec;
  return component.name ? shownAs.replace('{name}', component.name) : 'rules:{…}';
}

/** How a person calls a whole game: its spec, with each user-defined component called as componentLabel says. */
export function gameLabel(game, shownAs) {
  if (game.components.every((c) => c.program === '')) return game.spec;
  return sumSpec(
    game.components.map((c) => componentLabel(c, shownAs)),
    game.misere,
  );
}
