// The families the forms can build, with the parameters each one takes. A form turns its fields
// into component text (toArgs) and reads component text back into fields (fromArgs); the core
// validates the result (client.check), so nothing here decides what is a valid game.
//
// Field types: 'int' (a whole number), 'text', 'choice' (options: [value]), 'graph' (edges text,
// drawn by graph-editor.js), 'program' (a rules program: shown by its name, written and changed in
// the rule editor, web/features/rules/rules-editor.js). `shownWhen(fields)` hides a field that does not apply.
// Labels and hints are locale keys: define.family.<name>, define.field.<key>, define.hint.<key>.

const NAMED_SETS = ['fib', 'pow2', 'squares', 'primes'];

/** The program a new "your own rules" part starts from when the rule editor has no valid one. */
export const DEFAULT_PROGRAM = `name "Take 1 to 3"
about "Take 1, 2 or 3 tokens; the last to move wins."
position n
move for k in 1..3 where k <= n -> n - k
`;

export const families = [
  {
    name: 'subtraction',
    params: [
      { key: 'kind', type: 'choice', options: ['set', 'all-but', ...NAMED_SETS], default: 'set' },
      { key: 'set', type: 'text', default: '1,3,4', shownWhen: (f) => f.kind === 'set' || f.kind === 'all-but' },
    ],
    toArgs: (f) => (f.kind === 'set' ? f.set : f.kind === 'all-but' ? `all-but:${f.set}` : f.kind),
    fromArgs: (a) => {
      if (NAMED_SETS.includes(a)) return { kind: a, set: '' };
      if (a?.startsWith('all-but:')) return { kind: 'all-but', set: a.slice('all-but:'.length) };
      return { kind: 'set', set: a ?? '' };
    },
  },
  {
    name: 'bash',
    params: [{ key: 'm', type: 'int', default: '3' }],
    toArgs: (f) => f.m,
    fromArgs: (a) => ({ m: a ?? '' }),
  },
  { name: 'nim', params: [] },
  {
    name: 'take-range',
    params: [
      { key: 'p', type: 'int', default: '2' },
      { key: 'q', type: 'int', default: '4' },
    ],
    toArgs: (f) => `${f.p},${f.q}`,
    fromArgs: (a) => {
      const [p = '', q = ''] = (a ?? '').split(',');
      return { p, q };
    },
  },
  {
    name: 'octal',
    params: [{ key: 'code', type: 'text', default: '0.77' }],
    toArgs: (f) => f.code,
    fromArgs: (a) => ({ code: a ?? '' }),
  },
  {
    name: 'hex',
    params: [{ key: 'code', type: 'text', default: '0.37' }],
    toArgs: (f) => f.code,
    fromArgs: (a) => ({ code: a ?? '' }),
  },
  { name: 'lasker', params: [] },
  { name: 'grundy', params: [] },
  { name: 'wythoff', params: [] },
  {
    name: 'corner',
    params: [
      { key: 'rows', type: 'int', default: '', optional: true },
      { key: 'cols', type: 'int', default: '', optional: true },
    ],
    // An empty board size means the unbounded board.
    toArgs: (f) => (f.rows.trim() === '' && f.cols.trim() === '' ? null : `${f.rows},${f.cols}`),
    fromArgs: (a) => {
      const [rows = '', cols = ''] = (a ?? '').split(',');
      return { rows, cols };
    },
  },
  { name: 'fibonacci-nim', params: [] },
  {
    // A game the person wrote in the rule language: the part is `rules:{<program>}`.
    name: 'rules',
    params: [{ key: 'program', type: 'program', default: DEFAULT_PROGRAM }],
    toArgs: (f) => `{${f.program}}`,
    fromArgs: (a) => {
      const s = (a ?? '').trim();
      return { program: s.startsWith('{') && s.endsWith('}') ? s.slice(1, -1) : s };
    },
  },
  {
    name: 'graph',
    params: [{ key: 'edges', type: 'graph', default: 'a>b;b>c;a>c;c>d' }],
    toArgs: (f) => f.edges,
    fromArgs: (a) => ({ edges: a ?? '' }),
  },
];

export function family(name) {
  return families.find((f) => f.name === name) ?? null;
}

export function defaultFields(fam) {
  return Object.fromEntries(fam.params.map((p) => [p.key, p.default]));
}

/** The component text a family's fields make: "take-range:2,4", "nim". */
export function componentText(fam, fields) {
  if (fam.params.length === 0) return fam.name;
  const args = fam.toArgs(fields);
  return args === null || args === undefined ? fam.name : `${fam.name}:${args}`;
}
