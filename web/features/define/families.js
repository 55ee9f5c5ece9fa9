// The builder's forms, read off the core's families() (wasm/grundy.d.ts, interfaces Family and
// FamilyParam): each family's fields in order, each with its type ('int', 'text', 'choice' with its
// choices, 'graph' for edges drawn by graph-editor.js, 'program' for a rules program written in the
// rule editor), its default (the value in the family's example), whether it may be left empty and
// the choices that leave it out. A form holds its family's field values by key; the core writes the
// component's text from them (client.component) and says whether they make a game, so nothing
// here knows a family's grammar. Words for families and fields are locale keys:
// define.family.<name>, define.familyName.<name>, define.field.<key>, define.hint.<family>.<key>,
// define.choice.<key>.<value>.

/** The family called `name` in the core's list, or null. */
export function familyNamed(families, name) {
  return families.find((f) => f.name === name) ?? null;
}

/** A new form's field values: the family's example's. */
export function defaultFields(family) {
  return Object.fromEntries(family.params.map((p) => [p.key, p.value]));
}

/** The field values of a component the core described (its params, in the family's order). */
export function fieldsOf(family, component) {
  return Object.fromEntries(family.params.map((p, i) => [p.key, component.params[i] ?? p.value]));
}

/** The values component(family, values) takes: one per field, in the family's order. */
export function valuesOf(family, fields) {
  return family.params.map((p) => fields[p.key] ?? '');
}

/** Whether a field is used with the values chosen (a named subtraction set has no set to type). */
export function isUsed(family, param, fields) {
  const choice = family.params.find((p) => p.type === 'choice');
  return !choice || !param.unusedWith.includes(fields[choice.key]);
}
