// The quiz's questions: each item's Exercises from the core (drawn from the quiz's seed and the
// item's place, so a link asks the same questions wherever it is opened), or the core's refusal of
// the item, which the quiz shows in the item's place. The answers come with them (wasm/grundy.d.ts,
// Exercise): the page never works one out.
import { SEED_LIMIT } from '../../state/quiz-link.js';

/** [{ item, exercise } | { item, error }] in the quiz's order. */
export async function drawQuestions(client, quiz) {
  const out = [];
  for (const [i, item] of quiz.items.entries()) {
    try {
      const drawn =
        item.position !== undefined
          ? [await client.exercise(item.game, item.kind, item.position)]
          : await client.exercises(item.game, item.kind, (quiz.seed + i) % SEED_LIMIT, item.difficulty, item.questions);
      for (const exercise of drawn) out.push({ item: i, exercise });
    } catch (error) {
      out.push({ item: i, error });
    }
  }
  return out;
}

/** The distinct games of a quiz's questions, described by the core (for their names). */
export async function describeGames(client, questions) {
  const specs = [...new Set(questions.filter((q) => q.exercise).map((q) => q.exercise.spec))];
  const games = new Map();
  for (const spec of specs) games.set(spec, await client.describe(spec));
  return games;
}
