// Which part of the game on screen the rule editor edits. In a sum the editor edits one part: the
// one whose program it last showed or committed (`editing`: its program as it is in the spec, and
// where it was), so a valid edit replaces that part and keeps the others and misère play; when the
// game on screen has no such part, the program becomes the game on its own, or joins the game on
// screen as a new part. Over the game's descriptor (web/state/shape.js) and the core's check of the
// program (`part`: { spec, program }, the spec checkRules gave for that program).
import { sumSpec } from '../../state/shape.js';

/** The program of each part of a game (null for a part that is not user-defined). */
const programsOf = (game) => game.components.map((c) => (c.program !== '' ? c.program : null));

/** Where a part (its spec) stands in a game: { part, of } (1-based, of parts), or null. */
export function placeOf(game, partSpec) {
  const i = game.components.findIndex((c) => c.spec === partSpec);
  return i < 0 ? null : { part: i + 1, of: game.components.length };
}

/**
 * The built-in game of the table that a program is written from, while it is that example's text
 * as it is (the Kayles example while the table shows octal:0.77): { spec } of that part, or null.
 * The core gives a program a spec of its own (rules:{...}), so placeOf does not find it there,
 * but it is the same game.
 */
export function builtInOf(game, source, examples) {
  const example = examples.find((e) => e.source.trim() === source.trim());
  if (!example) return null;
  const part = game.components.find((c) => c.spec === example.family);
  return part ? { spec: part.spec } : null;
}

export class EditedPart {
  editing = null; // { program, index } or null

  /** The index of the edited part in `game`, or -1 when it is not there. */
  indexIn(game) {
    if (!this.editing) return -1;
    const programs = programsOf(game);
    if (programs[this.editing.index] === this.editing.program) return this.editing.index;
    return programs.indexOf(this.editing.program);
  }

  /** The editor shows part `index` of the game, whose program is `program`. */
  edit(program, index) {
    this.editing = { program, index };
  }

  /** The next program stands on its own, whatever is on screen. */
  clear() {
    this.editing = null;
  }

  /** The spec to commit for a valid program (`part`): the game with the edited part replaced, or the part alone. */
  specFor(game, part) {
    const i = this.indexIn(game);
    this.editing = { program: part.program, index: Math.max(0, i) };
    if (i < 0) return part.spec;
    return sumSpec(
      game.components.map((c, k) => (k === i ? part.spec : c.spec)),
      game.misere,
    );
  }

  /** The game with the program's part added at the end ("Add to the sum"), which it then edits. */
  addTo(game, part) {
    this.editing = { program: part.program, index: game.components.length };
    return sumSpec([...game.components.map((c) => c.spec), part.spec], game.misere);
  }

  /**
   * The text the editor should show after the state changed, or null to keep its own: the text a
   * link brings (rulesSource) wins; otherwise a user-defined game that arrives from elsewhere (the
   * spec field, a link without the editor's text) shows its program. The program the editor
   * committed itself is never put back: the person may have typed on since.
   */
  follow(state, changed) {
    const programs = programsOf(state.game);
    if ((!changed || changed.includes('rulesSource')) && typeof state.rulesSource === 'string') {
      if (programs.includes(state.rulesSource)) this.editing = { program: state.rulesSource, index: programs.indexOf(state.rulesSource) };
      return state.rulesSource;
    }
    if ((!changed || changed.includes('game')) && this.indexIn(state.game) < 0) {
      const index = programs.findIndex((p) => p !== null);
      if (index >= 0) {
        this.editing = { program: programs[index], index };
        return programs[index];
      }
    }
    return null;
  }
}
