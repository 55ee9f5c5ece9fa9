// The rule language through the module as the page gets it: checkRules never throws and reports
// errors with line, column and the core's words; rulesExamples lists every shipped example with
// the built-in spec it agrees with; and a rules:{...} spec works in values, analyse, tables,
// explanations and sums like any other spec, agreeing with the native command.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { createGrundy } from '../../wasm/grundy.mjs';
import { native } from './helpers.mjs';

let grundy;

before(async () => {
  grundy = await createGrundy();
});

test('checkRules accepts a program and gives its spec, name and shape', () => {
  const source = 'name "Bash"\nabout "Take 1 to 3."\nposition n\nmove for k in 1..3 where k <= n -> n - k\n';
  const r = grundy.checkRules(source);
  assert.deepEqual(r, {
    ok: true,
    name: 'Bash',
    about: 'Take 1 to 3.',
    dimensions: 1,
    spec: `rules:{${source}}`,
    errors: [],
  });
  const game = grundy.describe(r.spec);
  assert.deepEqual(
    [game.spec, game.kind, game.misere, game.components.length, game.components[0].dimensions, game.components[0].name],
    [r.spec, 'rules', false, 1, 1, 'Bash'],
  );
});

test('checkRules reports errors with line, column, the message and a caret text, never throwing', () => {
  const r = grundy.checkRules('position n\nmove for k in 1..3 where k <= n -> n - * k\n');
  assert.deepEqual(r, {
    ok: false,
    name: '',
    about: '',
    dimensions: 0,
    spec: '',
    errors: [
      {
        line: 2,
        col: 40,
        endCol: 41,
        message: "expected a number or a name after '-'",
        id: 'rules.atom',
        args: { after: { id: 'rules.token.quoted', args: { text: '-' }, text: "'-'" } },
        text:
          "line 2, col 40: expected a number or a name after '-'\n" +
          'move for k in 1..3 where k <= n -> n - * k\n' +
          '                                       ^',
      },
    ],
  });
  const typo = grundy.checkRules('position n\nmove for k in 1..n where k in fibb -> n - k');
  assert.equal(typo.errors[0].message, "unknown sequence 'fibb'; did you mean 'fib'?");
  // Cycles and negative results are refused with an example.
  const cycle = grundy.checkRules(
    'position (x, y)\nmove where x > 0 -> (x - 1, y + 1)\nmove where y > 0 -> (x + 1, y - 1)',
  );
  assert.equal(
    cycle.errors[0].message,
    'the rules let a position be reached from itself, so values are not defined: (0, 1) -> (1, 0) -> (0, 1) (move rules on lines 3, 2)',
  );
  const negative = grundy.checkRules('position n\nmove for k in 1..3 -> n - k');
  assert.match(negative.errors[0].message, /^the move rule on line 2 takes position 0 to -1 \(k = 1\)/);
  // A runaway rule gets a message after a fixed number of steps (2^24 at one position), not after
  // a time, so the message is the same on any machine.
  const runaway = grundy.checkRules('position n\nmove for k in 1..1000000000 where k <= n -> n - k');
  assert.match(runaway.errors[0].message, /needs more than 16777216 steps at position 0/);
  // A chain of thousands of operations is refused, not evaluated by recursion thousands deep.
  const chain = grundy.checkRules(`position n\nmove where n > 0 -> n${' - 0'.repeat(4000)}`);
  assert.equal(chain.errors[0].message, 'the expression chains more than 200 operations; write it shorter');
  // Odd inputs are programs with errors, not exceptions.
  for (const odd of ['', '}', '{', '"', '\u0000', 'position n\nmove -> n\u00e9', 'x'.repeat(30000)]) {
    const r2 = grundy.checkRules(odd);
    assert.equal(r2.ok, false, JSON.stringify(odd.slice(0, 20)));
    assert.ok(r2.errors.length >= 1);
    for (const e of r2.errors) assert.ok(e.line >= 1 && e.col >= 1 && e.endCol > e.col && e.message.length > 0);
  }
});

test('rulesWords are the words the checker reserves: each refused as a name, each used as the language uses it', () => {
  const words = grundy.rulesWords();
  const all = [...words.statements, ...words.keywords, ...words.functions, ...words.sequences];
  assert.deepEqual(words.statements, ['name', 'about', 'position', 'start', 'move']);
  assert.equal(new Set(all).size, all.length, 'each word in one list');
  // Every word is reserved: the checker refuses it as a coordinate's name.
  for (const word of all) assert.equal(grundy.checkRules(`position ${word}`).ok, false, word);
  // A word that is not one of them names a coordinate.
  assert.equal(grundy.checkRules('position heap\nmove for k in 1..3 where k <= heap -> heap - k').ok, true);
  // The functions are called, and the sequences tested against, as the words say.
  const called = (f, args) => grundy.checkRules(`position n\nmove for k in 1..2 where k <= ${f}(${args}) -> n - k`).ok;
  for (const f of words.functions) assert.ok(called(f, 'n') || called(f, 'n, n'), f);
  assert.equal(called('mix', 'n, n'), false, 'a word that is not a function is not called');
  for (const s of words.sequences) assert.equal(grundy.checkRules(`position n\nmove for k in 1..n where k in ${s} -> n - k`).ok, true, s);
});

test('rulesExamples lists every example; each checks and agrees with its family', () => {
  const examples = grundy.rulesExamples();
  assert.ok(examples.length >= 14);
  const families = new Set(examples.map((e) => e.family.split(':')[0]));
  for (const f of ['nim', 'bash', 'subtraction', 'take-range', 'octal', 'lasker', 'grundy', 'wythoff', 'corner', 'fibonacci-nim'])
    assert.ok(families.has(f), f);
  for (const e of examples) {
    assert.deepEqual(Object.keys(e).sort(), ['about', 'family', 'id', 'name', 'source']);
    const r = grundy.checkRules(e.source);
    assert.equal(r.ok, true, e.id);
    assert.equal(r.name, e.name);
    if (r.dimensions === 1) {
      assert.deepEqual(grundy.values(r.spec, 300), grundy.values(e.family, 300), e.id);
    } else {
      const mine = grundy.table(r.spec, 40, 40);
      const theirs = grundy.table(e.family, 40, 40);
      while (!mine.advance(1 << 20));
      while (!theirs.advance(1 << 20));
      assert.deepEqual(mine.slice(0, 1600), theirs.slice(0, 1600), e.id);
      mine.dispose();
      theirs.dispose();
    }
  }
});

test('a rules spec works in analyse, explain, sums and misère play, as the native command says', () => {
  const kayles = grundy.rulesExamples().find((e) => e.id === 'kayles');
  const spec = grundy.checkRules(kayles.source).spec;
  const a = grundy.analyse(spec, '9');
  const b = grundy.analyse('octal:0.77', '9');
  assert.equal(a.value, b.value);
  assert.equal(a.moveCount, b.moveCount);
  assert.deepEqual(a.moves.map((m) => m.text).sort(), b.moves.map((m) => m.text).sort());
  const sum = grundy.analyse(`${spec}+nim`, '5+3');
  assert.equal(sum.value, grundy.analyse('octal:0.77+nim', '5+3').value);
  assert.equal(grundy.explain(spec, '9').parts[0].value, b.value);
  const nativeOutcome = native('outcome', `misere:${spec}`, '4+4');
  assert.equal(nativeOutcome.status, 0);
  assert.equal(grundy.analyse(`misere:${spec}`, '4+4').outcome, nativeOutcome.out);
  assert.equal(grundy.bestMove(spec, '9').winning, b.value !== 0);
  const table = grundy.exportTable(spec, 'csv', 20, 1);
  assert.equal(table, grundy.exportTable('octal:0.77', 'csv', 20, 1).replace('octal:0.77', spec));
});

test('errors found past the checked positions come back as GrundyError with the rule named', () => {
  const spec = grundy.checkRules('position n\nmove where n > 0 -> n - 1\nmove where n >= 100 -> n - 200').spec;
  assert.throws(() => grundy.values(spec, 150), {
    name: 'GrundyError',
    message:
      "a table of 150 positions: the move rule on line 3 takes position 100 to -100; coordinates must stay 0 or more (add a condition with 'where')",
  });
  assert.equal(grundy.values(spec, 100).length, 100);
});
