// A quiz: made from the builder's fields (quizFrom), and in the link, its one reader and one writer. The whole quiz (its seed and its items) is
// JSON, packed as a user-defined game is (rules-link.js: "~" then raw deflate in base64url), so a
// teacher's quiz is shared, embedded and opened offline by its URL alone:
//   #game=nim&quiz=~q1ZKzkksLlayUlAqS8wpTVWyMlQ...
// An item is { game, kind, questions, difficulty } (questions drawn from the quiz's seed and the
// item's place) or { game, kind, position } (a position the teacher chose). Only the shape is
// checked here; what an item means (a game, a kind, a difficulty the core takes) is the core's to
// refuse, and the quiz says so beside the item.
import { pack, unpack } from './rules-link.js';

/** The most items a link's quiz is read with: a quiz is done by hand, and a link must stay a link. */
export const MAX_ITEMS = 40;
/** Seeds are 32-bit, so a link's seed is a short number. */
export const SEED_LIMIT = 2 ** 32;

const unreadable = (key, params = {}) => Object.assign(new Error(key), { key, params });

const isWhole = (v) => Number.isInteger(v) && v >= 0;
const isText = (v) => typeof v === 'string' && v !== '';

function readItem(item) {
  if (item === null || typeof item !== 'object' || !isText(item.game) || !isText(item.kind)) return null;
  if (typeof item.position === 'string') return { game: item.game, kind: item.kind, position: item.position };
  if (!isWhole(item.questions) || !isWhole(item.difficulty)) return null;
  return { game: item.game, kind: item.kind, questions: item.questions, difficulty: item.difficulty };
}

/** The `quiz` value of a link read back: { seed, items }; throws a page phrase ({ key }) when it cannot be read. */
export function readQuiz(value) {
  let data;
  try {
    data = JSON.parse(unpack(value));
  } catch (e) {
    if (e?.key) throw e;
    throw unreadable('quiz.linkDamaged');
  }
  const items = Array.isArray(data?.items) ? data.items.slice(0, MAX_ITEMS).map(readItem) : null;
  if (!items || items.length === 0 || items.includes(null) || !isWhole(data.seed) || data.seed >= SEED_LIMIT) {
    throw unreadable('quiz.linkDamaged');
  }
  return { seed: data.seed, items };
}

/** The `quiz` value of a link: the quiz packed. */
export function linkQuiz(quiz) {
  return pack(JSON.stringify({ seed: quiz.seed, items: quiz.items }));
}

/** A seed for a new quiz. */
export function newSeed() {
  return Math.floor(Math.random() * SEED_LIMIT);
}

/** The kinds of question the core asks (api::exercise). */
export const KINDS = ['outcome', 'value', 'move', 'table', 'period'];
// Kinds asked at a position, which a teacher's own positions replace drawn ones for.
const AT_A_POSITION = new Set(['outcome', 'value', 'move']);
/** The difficulties the core draws positions at (1 .. limits::kMaxExerciseDifficulty). */
export const DIFFICULTIES = [1, 2, 3];

/** { quiz } from the builder's fields, or { problem, params }: the page phrase (a locale key) saying what is wrong. */
export function quizFrom({ games, kinds, questions, difficulty, positions, seed }) {
  const specs = games
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
  if (specs.length === 0) return { problem: 'quiz.noGame' };
  if (kinds.length === 0) return { problem: 'quiz.noKind' };
  const own = positions
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  const items = [];
  for (const game of specs) {
    for (const kind of kinds) {
      if (own.length > 0 && AT_A_POSITION.has(kind)) for (const position of own) items.push({ game, kind, position });
      else items.push({ game, kind, questions, difficulty });
    }
  }
  if (items.length > MAX_ITEMS) return { problem: 'quiz.tooMany', params: { most: MAX_ITEMS } };
  return { quiz: { seed, items } };
}
