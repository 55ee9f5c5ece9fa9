// The rule language in brief: each entry a whole program the person can try in the editor, with
// what it shows (locale key rules.<key>). `refused` marks a program the checker refuses, with the
// words of its message that the entry's text repeats, so the cheat sheet says what the checker
// says (tests/web/cheat-sheet.test.mjs puts every entry through checkRules).
export const cheatSheet = [
  { key: 'helpMove', source: 'position n\nmove for k in 1..3 where k <= n -> n - k' },
  { key: 'helpSet', source: 'position n\nmove for k in {1, 3, 4} where k <= n -> n - k' },
  { key: 'helpSplit', source: 'position n\nmove for k in 1..2, a in 0..(n - k) / 2 where k <= n -> a + (n - k - a)' },
  { key: 'helpSequences', source: 'position n\nmove for k in 1..n where k in fib -> n - k' },
  { key: 'helpOperators', source: 'position n\nmove for k in 1..min(n, 3) where not (k == 2) and abs(n - 2 * k) % 3 != 1 -> n - k' },
  { key: 'helpPosition', source: 'position (x, y)\nmove for k in 1..x -> (x - k, y)\nmove for k in 1..y -> (x, y - k)\nmove for k in 1..min(x, y) -> (x - k, y - k)' },
  { key: 'helpStart', source: 'position (n, last)\nstart n -> (n, max(n - 1, 0))\nmove for k in 1..min(n, last) -> (n - k, 2 * k)' },
  { key: 'helpName', source: 'name "Take 1 or 2"\nabout "One heap; take 1 or 2 tokens."\n# whoever takes the last token wins\nposition n\nmove for k in 1..2 where k <= n -> n - k' },
  { key: 'helpGrowSplit', source: 'position n\nmove -> n + 1', refused: 'reach itself' },
  { key: 'helpGrow', source: 'position n\nmove -> (n + 1)', refused: 'smaller numbers' },
];
