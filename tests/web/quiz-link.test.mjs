// A quiz in the link (web/state/quiz-link.js): written packed and read back the same,
// a damaged or ill-shaped value refused with the page's phrase, and the builder's fields made into
// items (drawn questions, or the teacher's own positions for the kinds asked at a position).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deflateRawSync } from 'node:zlib';
import { MAX_ITEMS, linkQuiz, quizFrom, readQuiz } from '../../web/state/quiz-link.js';
import { hashFor, readHash } from '../../web/state/link.js';
import { loadModule } from './module-worker.mjs';

const quiz = {
  seed: 4242,
  items: [
    { game: 'subtraction:1,3,4', kind: 'value', questions: 3, difficulty: 2 },
    { game: 'rules:{name "Take" position n move for k in 1..3 where k <= n -> n - k}', kind: 'move', position: '7+4' },
  ],
};

test('a quiz is written packed and read back the same, through the link', async () => {
  const value = linkQuiz(quiz);
  assert.match(value, /^~[A-Za-z0-9_-]+$/);
  assert.deepEqual(readQuiz(value), quiz);
  const limits = (await loadModule()).describe('nim').limits;
  const hash = hashFor({ spec: 'nim', lang: 'en', quiz });
  assert.match(hash, /&quiz=~[A-Za-z0-9_-]+/);
  const { patch, problems } = readHash(hash, limits);
  assert.deepEqual(problems, []);
  assert.deepEqual(patch.quiz, quiz);
});

test('a damaged or ill-shaped quiz is refused with the page phrase', () => {
  const packed = (data) => `~${deflateRawSync(Buffer.from(JSON.stringify(data))).toString('base64url')}`;
  for (const bad of [
    packed({ seed: 1, items: [] }),
    packed({ seed: -1, items: quiz.items }),
    packed({ seed: 2 ** 32, items: quiz.items }),
    packed({ seed: 1, items: [{ game: 'nim', kind: 'value', questions: 'x', difficulty: 1 }] }),
    packed({ seed: 1, items: [{ game: '', kind: 'value', position: '3' }] }),
    packed([1, 2]),
    '~' + Buffer.from('not json at all').toString('base64url'),
    '{"seed":1}',
  ]) {
    assert.throws(() => readQuiz(bad), (e) => e.key === 'quiz.linkDamaged' || e.key?.startsWith('share.packed'), bad);
  }
  // Past MAX_ITEMS the link is read with the first MAX_ITEMS.
  const many = { seed: 1, items: Array.from({ length: MAX_ITEMS + 5 }, () => quiz.items[0]) };
  assert.equal(readQuiz(linkQuiz(many)).items.length, MAX_ITEMS);
});

test("the builder's fields make the items: drawn questions, or the teacher's own positions", () => {
  const fields = { games: ' nim \n\nwythoff', kinds: ['outcome', 'table'], questions: 2, difficulty: 3, positions: '', seed: 9 };
  assert.deepEqual(quizFrom(fields).quiz, {
    seed: 9,
    items: [
      { game: 'nim', kind: 'outcome', questions: 2, difficulty: 3 },
      { game: 'nim', kind: 'table', questions: 2, difficulty: 3 },
      { game: 'wythoff', kind: 'outcome', questions: 2, difficulty: 3 },
      { game: 'wythoff', kind: 'table', questions: 2, difficulty: 3 },
    ],
  });
  const own = quizFrom({ ...fields, games: 'nim', kinds: ['move', 'period'], positions: '3+5+7; 1+2' }).quiz.items;
  assert.deepEqual(own, [
    { game: 'nim', kind: 'move', position: '3+5+7' },
    { game: 'nim', kind: 'move', position: '1+2' },
    { game: 'nim', kind: 'period', questions: 2, difficulty: 3 },
  ]);
  assert.equal(quizFrom({ ...fields, games: ' \n ' }).problem, 'quiz.noGame');
  assert.equal(quizFrom({ ...fields, kinds: [] }).problem, 'quiz.noKind');
  assert.equal(quizFrom({ ...fields, positions: Array.from({ length: 41 }, (_, i) => i).join(';'), kinds: ['value'], games: 'nim' }).problem, 'quiz.tooMany');
});
