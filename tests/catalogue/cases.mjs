// The bad-input catalogue: every row is one thing a person can type or a link can carry that the
// playground must refuse, with the exact message it gives. tests/catalogue/catalogue.test.mjs puts
// each row to the three layers (see layers.mjs for how) and checks the message at each:
//   cli   build/native/grundy (stderr "grundy: <message>", exit status 2)
//   js    wasm/grundy.mjs under Node (a GrundyError)
//   page  the built page in Chromium: the text beside the field it was typed into (which keeps the
//         text), or the line of the link notice for a hash
//
// A row's `message` is the core's message, the same at every layer unless the layer says
// otherwise: `cli: { message }` where the command reads its own option before the core is asked
// (--to, --rows, --lang), `page: { message }` where the page has its own smaller bound (sizes up
// to 67108863, sides up to 2000) or `page: { wrap }` where it puts the core's message in a sentence
// ({message} marks it). `null` for a layer means the input cannot be given there (a hash key has
// no command-line form), with `why`. `limit` names the limit in core/include/grundy/limits.hpp a
// row proves is checked before any work starts.
//
// The messages were read from the layers once and each checked by hand: it says what is wrong and
// what would be accepted, and names the limit and the size asked for where there is one.
// The families the core lists when a game is unknown (core/src/api/registry.cpp); one place to update.
const KNOWN = 'nim, bash:3, subtraction:1,3,4, take-range:2,4, octal:0.77, hex:0.F, take-and-break:{2+}.0, lasker, grundy, wythoff, corner:8,8, turning:1-3, fibonacci-nim, graph:a>b;a>c;b>c, rules:{...}';
const hashOnly = { why: 'a setting of the page, not a game: only the link carries it' };
// A program that is valid but makes over 2^20 moves at heap 32: refused when its table is computed.
const OPTIONS_SPEC = 'rules:{position n move for a in 0..n, b in 0..n, c in 0..n, d in 0..n where a < n -> a}';
// A search that stopped on its budget: the command says how to raise it on a second line.
const RAISE = 'the search stopped on its budget; to let it spend more, add --work N (steps, e.g. 1e9) or --memory SIZE (e.g. 1G)';
const raisable = (message) => ({ message: `${message}\n${RAISE}` });
// Nim on two and on three heaps written in the rule language as one game of two or three coordinates.
const TWO_HEAPS = 'rules:{position (a, b) move for k in 1..a -> (a - k, b) move for k in 1..b -> (a, b - k)}';
const THREE_HEAPS = 'rules:{position (a, b, c) move for k in 1..a -> (a - k, b, c) move for k in 1..b -> (a, b - k, c) move for k in 1..c -> (a, b, c - k)}';
// Issue 30: what genus and quotient ask for instead, and where their budgets stopped them.
const MISERE_ASK = "Genus symbols and misère quotients describe sums of heaps of one heap game; ask about one such as octal:0.77 (Kayles), octal:0.07 (Dawson's Kayles) or subtraction:1,2";
const QUOTIENT_WORK = 'at heap 16, the misère quotient of octal:0.6 (order 96 so far) needed more than 200000 steps to certify; ask for fewer heaps (a wild game\'s quotient may grow without end)';
const GENUS_WORK = "at heap 14, the genus of octal:0.77's heaps needed more than 1000 steps (33 sums of heaps followed so far, each once); ask for fewer heaps";
const TABLE_WORK = 'the table of grundy stopped at heap 2137 of 40000000: it took more than 1000000 steps (splits looked at), the most one table may take; ask for at most 2137 positions';
// Given --to, a table's only work budget is --work: the line after its stop says to leave it out.
const TABLE_GO_ON = 'to go on to heap 40000000, leave out --work: a table given --to takes the work reaching it takes';
const SUM_WORK = 'searching this position needs more than 1000000 positions or 100000000 steps; try smaller heaps or fewer parts';

export const cases = [
  { id: 'spec-empty', area: 'spec', spec: '', message: `the game spec is empty; try one of: ${KNOWN}` },
  { id: 'spec-unknown-family', area: 'spec', spec: 'foo', message: `unknown game 'foo'; known games: ${KNOWN}` },
  { id: 'spec-typo-family', area: 'spec', spec: 'subtracton:1,3,4', message: "unknown game 'subtracton'; did you mean subtraction:1,3,4?" },
  { id: 'spec-typo-name', area: 'spec', spec: 'kayls', message: "unknown game 'kayls'; did you mean kayles (octal:0.77)?" },
  { id: 'spec-name-with-argument', area: 'spec', spec: 'kayles:3', message: 'kayles is octal:0.77 and takes no arguments; write just kayles' },
  { id: 'spec-nim-with-argument', area: 'spec', spec: 'nim:3', message: 'nim takes no arguments; write just nim' },
  { id: 'spec-bash-no-argument', area: 'spec', spec: 'bash', message: 'bash needs arguments after a colon, e.g. bash:3' },
  { id: 'spec-bash-zero', area: 'spec', spec: 'bash:0', message: 'bash needs M from 1 to 1000000 (got 0)' },
  { id: 'spec-bash-word', area: 'spec', spec: 'bash:x', message: "bash needs M from 1 to 1000000 (got 'x')" },
  { id: 'spec-bash-too-large', area: 'spec', spec: 'bash:1000001', message: 'bash needs M from 1 to 1000000 (got 1000001)' },
  { id: 'spec-subtraction-no-colon', area: 'spec', spec: 'subtraction', message: 'subtraction needs arguments after a colon, e.g. subtraction:1,3,4' },
  { id: 'spec-subtraction-empty-set', area: 'spec', spec: 'subtraction:', message: 'the subtraction set is empty; give the sizes a move may take, e.g. 1,3,4' },
  { id: 'spec-subtraction-word', area: 'spec', spec: 'subtraction:1,x', message: "in the subtraction set: 'x' is not a whole number" },
  { id: 'spec-subtraction-zero', area: 'spec', spec: 'subtraction:0', message: 'in the subtraction set: 0 is not a move; members must be at least 1' },
  { id: 'spec-subtraction-double-comma', area: 'spec', spec: 'subtraction:1,,3', message: 'in the subtraction set: an empty member (two commas in a row, or a comma at an end)' },
  { id: 'spec-subtraction-backwards-range', area: 'spec', spec: 'subtraction:3..1', message: 'in the subtraction set: the range 3..1 runs backwards; write it low..high' },
  { id: 'spec-subtraction-range-too-many', area: 'spec', spec: 'subtraction:1..5000', message: 'in the subtraction set: the range 1..5000 has more than 4096 members (got 5000)' },
  { id: 'spec-subtraction-member-too-large', area: 'spec', spec: 'subtraction:2000000', message: "in the subtraction set: '2000000' is too large; members must be at most 1000000" },
  { id: 'spec-subtraction-unknown-named-set', area: 'spec', spec: 'subtraction:fibs', message: "in the subtraction set: 'fibs' is neither a whole number nor a named set (fib, pow2, squares, primes, all-but:1,3)" },
  { id: 'spec-subtraction-all-but-empty', area: 'spec', spec: 'subtraction:all-but:', message: 'the all-but set is empty; give the sizes a move may not take, e.g. all-but:1,3 (to take any number, use nim)' },
  { id: 'spec-take-range-one-number', area: 'spec', spec: 'take-range:3', message: "take-range needs P,Q with 1 <= P <= Q <= 1000000, the least and the most a move may take, e.g. take-range:2,4 (got '3')" },
  { id: 'spec-take-range-backwards', area: 'spec', spec: 'take-range:4,2', message: 'take-range needs P,Q with 1 <= P <= Q <= 1000000: a move takes P to Q tokens, so P may not exceed Q (got 4,2)' },
  { id: 'spec-octal-no-code', area: 'spec', spec: 'octal:', message: "octal needs a code after the colon, e.g. octal:0.77 (Kayles) or 0.07 (Dawson's Kayles)" },
  { id: 'spec-octal-bad-digit', area: 'spec', spec: 'octal:0.9', message: "'9' in the octal code '0.9' is not an octal digit (0-7)" },
  { id: 'spec-octal-loops', area: 'spec', spec: 'octal:1.7', message: "the digit before the point of the octal code '1.7' may not allow leaving no heap or one heap (its bits 1 and 2): such a move takes nothing and leaves the heap as it was, so a position would be reachable from itself and play need never end" },
  { id: 'spec-hex-bad-digit', area: 'spec', spec: 'hex:0.g', message: "'g' in the hex code '0.g' is not a hex digit (0-9, A-F)" },
  // Codes as CGSuite writes them, alone or after a family word (issue 29): where and why.
  { id: 'spec-code-bad-char', area: 'spec', spec: '0.77x', message: "the take-and-break code '0.77x', at character 5: 'x' is not part of a code: a digit is 0-9 or A-V, &N;, * or a list such as {2,3} or {2+}, with !, ? or = after it if need be, and a repeating tail is written in [ ]" },
  { id: 'spec-code-tail-unclosed', area: 'spec', spec: '0.[3', message: "the take-and-break code '0.[3', at character 4: the repeating tail is not closed with ']'" },
  { id: 'spec-code-never-ends', area: 'spec', spec: '20.7', message: "the take-and-break code '20.7' lets a move from heap 1 leave 2, a heap not smaller than 1: a move that adds tokens is accepted only when every heap it leaves is smaller than the one it was made on, so that play always ends" },
  { id: 'spec-turning-bad-letter', area: 'spec', spec: 'turning:1-3Q', message: "the turning code '1-3Q', at character 4: 'Q' is not a letter of a turning code: C (consecutive), E (equally spaced), S (symmetric), F (the leftmost coin among them) or C(N) (within N adjacent coins)" },
  { id: 'spec-wythoff-with-argument', area: 'spec', spec: 'wythoff:3', message: 'wythoff takes no arguments; write just wythoff' },
  { id: 'spec-lasker-with-argument', area: 'spec', spec: 'lasker:2', message: 'lasker takes no arguments; write just lasker' },
  { id: 'spec-corner-zero-rows', area: 'spec', spec: 'corner:0,5', message: 'corner:R,C needs R (rows) from 1 to 1000000000 (got 0)' },
  { id: 'spec-corner-one-number', area: 'spec', spec: 'corner:3', message: "corner:R,C needs two numbers, the board's rows and columns, e.g. corner:8,8 (got '3')" },
  { id: 'spec-graph-empty', area: 'spec', spec: 'graph:', message: 'the graph is empty; give its edges such as a>b;a>c;b>c' },
  { id: 'spec-graph-self-loop', area: 'spec', spec: 'graph:a>a', message: 'the graph has a cycle a -> a; positions must not be reachable from themselves' },
  { id: 'spec-graph-cycle', area: 'spec', spec: 'graph:a>b;b>c;c>a', message: 'the graph has a cycle a -> b -> c -> a; positions must not be reachable from themselves' },
  { id: 'spec-graph-chained-edge', area: 'spec', spec: 'graph:a>b>c', message: "in the graph, item 1 'a>b>c' has more than one '>'; write one edge per item, e.g. a>b;b>c" },
  { id: 'spec-sum-trailing-plus', area: 'spec', spec: 'nim+', message: "component 2 of the sum is empty (a '+' with nothing beside it)" },
  { id: 'spec-sum-leading-plus', area: 'spec', spec: '+nim', message: "component 1 of the sum is empty (a '+' with nothing beside it)" },
  { id: 'spec-sum-double-plus', area: 'spec', spec: 'nim++bash:3', message: "component 2 of the sum is empty (a '+' with nothing beside it)" },
  { id: 'spec-misere-alone', area: 'spec', spec: 'misere:', message: `the game spec is empty; try one of: ${KNOWN}` },
  { id: 'spec-misere-twice', area: 'spec', spec: 'misere:misere:nim', message: `unknown game 'misere'; known games: ${KNOWN}` },
  { id: 'spec-sum-bad-component', area: 'spec', spec: 'nim+bash:0', message: 'component 2 of the sum: bash needs M from 1 to 1000000 (got 0)' },
  { id: 'limit-spec-length', area: 'spec', spec: `subtraction:${'1,'.repeat(50000)}1`, limit: 'spec length (kMaxSpecLength = 100000 characters)', message: 'the game spec is longer than 100000 characters (got 100013)' },
  { id: 'limit-sum-components', area: 'spec', spec: `nim${'+nim'.repeat(1000)}`, limit: 'sum size (kMaxSumComponents = 1000)', message: 'a sum may have at most 1000 components (got 1001)' },
  { id: 'limit-subtraction-set-size', area: 'spec', spec: `subtraction:${Array.from({ length: 4097 }, (_, i) => i + 1).join(',')}`, limit: 'subtraction set size (kMaxSubtractionSetSize = 4096)', message: 'the subtraction set has more than 4096 members (got at least 4097)' },
  { id: 'position-word', area: 'position', spec: 'nim', position: 'x', message: "'x' is not a whole number; give a position such as 7" },
  { id: 'position-negative', area: 'position', spec: 'nim', position: '-3', message: 'a heap must not be negative (got -3)' },
  { id: 'position-fraction', area: 'position', spec: 'nim', position: '3.5', message: "'3.5' is not a whole number; give a position such as 7" },
  { id: 'position-empty-part', area: 'position', spec: 'octal:0.77', position: '7++4', message: 'part 2 of the position: the position is empty; give a position such as 7' },
  { id: 'position-unknown-separator', area: 'position', spec: 'nim', position: '3;5', message: "'3;5' is not a position; write 3+5 for two heaps" },
  { id: 'position-one-number-for-a-pair', area: 'position', spec: 'wythoff', position: '3', message: "'3' is one number, but this game's positions have two, such as 3,5" },
  { id: 'position-pair-with-word', area: 'position', spec: 'wythoff', position: '3,x', message: "'x' is not a whole number; give a position such as 3,5" },
  { id: 'position-three-numbers', area: 'position', spec: 'wythoff', position: '3,5,7', message: "'3,5,7' has 3 numbers, but this game's positions have two, such as 3,5" },
  { id: 'position-pairs-run-together', area: 'position', spec: 'wythoff', position: '2 1 3 4', message: "'2 1 3 4' has 4 numbers, but a position of this game has two; write 2,1+3,4 for two positions" },
  { id: 'position-off-the-board', area: 'position', spec: 'corner:8,8', position: '9,1', message: 'row 9 is off the board: corner:8,8 has rows 0 to 7 (r < 8)' },
  { id: 'position-negative-coordinate', area: 'position', spec: 'corner:8,8', position: '-1,0', message: 'the first coordinate must not be negative (got -1)' },
  { id: 'position-part-of-many-heaps', area: 'position', spec: 'subtraction:1,3,4', position: '7+4+x', message: "part 3 of the position: 'x' is not a whole number; give a position such as 7" },
  { id: 'position-sum-too-few-parts', area: 'position', spec: 'subtraction:1,3,4+nim', position: '7', message: "this sum has 2 components, so its position needs 2 parts joined by '+' (a component split into several heaps is written in parentheses, e.g. (1+3)+5; got 1 part)" },
  { id: 'position-sum-too-many-parts', area: 'position', spec: 'subtraction:1,3,4+nim', position: '7+4+5', message: "this sum has 2 components, so its position needs 2 parts joined by '+' (a component split into several heaps is written in parentheses, e.g. (1+3)+5; got 3 parts)" },
  { id: 'position-spaced-sum-extra-heap', area: 'position', spec: 'octal:0.77+nim', position: '1 4 1', message: "'1 4 1' has 3 parts, but this sum has 2 components: write one part per component, in order, joined by '+', with several heaps of one component in parentheses, e.g. (1+4)+1 or 1+(4+1)" },
  { id: 'position-sum-wrong-shape', area: 'position', spec: 'nim+wythoff', position: '3+4', message: "part 2 of the position: '4' is one number, but this game's positions have two, such as 3,5" },
  { id: 'position-graph-unknown-node', area: 'position', spec: 'graph:a>b;b>c', position: 'd', message: "the graph has no node 'd'; its nodes are a, b, c" },
  { id: 'position-open-group', area: 'position', spec: 'nim', position: '(1+3', message: "the position has a '(' without its ')'" },
  { id: 'limit-heap-bound', area: 'position', spec: 'nim', position: '1099511627777', limit: 'heap bound (kMaxCoordinate = 2^40)', message: 'a heap must be at most 1099511627776 (got 1099511627777)' },
  { id: 'limit-heap-overflow', area: 'position', spec: 'nim', position: '99999999999999999999', limit: 'heap bound: a number past 64 bits', message: "the number '99999999999999999999' is too large" },
  { id: 'limit-position-length', area: 'position', spec: 'nim', position: `${'1+'.repeat(50001)}1`, limit: 'position length (kMaxSpecLength = 100000 characters)', message: 'the position is longer than 100000 characters (got 100003)' },
  { id: 'limit-search-positions', area: 'position', spec: 'misere:octal:0.77+octal:0.77+octal:0.77+octal:0.77', position: '200+200+200+200', limit: 'search positions (kMaxSumSearchPositions = 1000000, kMaxSumSearchWork = 100000000)', cli: raisable('searching this position needs more than 1000000 positions or 100000000 steps; try smaller heaps or fewer parts'), message: 'searching this position needs more than 1000000 positions or 100000000 steps; try smaller heaps or fewer parts' },
  // Issue 19's report: this sum ran 107 s and grew to 4.6 GB natively, and aborted the module at 2 GB.
  { id: 'limit-search-work', area: 'position', spec: 'misere:grundy+grundy+grundy', position: '200+300+400', limit: 'search work (kMaxSumSearchWork = 100000000 steps: a part of each position a move leads to)', cli: raisable('searching this position needs more than 1000000 positions or 100000000 steps; try smaller heaps or fewer parts'), message: 'searching this position needs more than 1000000 positions or 100000000 steps; try smaller heaps or fewer parts' },
  { id: 'limit-search-memory', area: 'position', spec: 'misere:grundy+grundy+grundy', position: '200000+300000+400000', limit: 'search memory (kMaxSumSearchBytes = 256 MiB: the memo with its keys, and the stack with its moves)', cli: raisable('searching this position needs more than 256 MiB of memory; try smaller heaps or fewer parts'), message: 'searching this position needs more than 256 MiB of memory; try smaller heaps or fewer parts' },
  // sizes of tables and exports: the command reads its options itself, the page has its own bounds
  { id: 'size-heap-table-too-large', area: 'size', cli: { args: ['values', 'nim', '--to', '67108864'] }, js: { call: ['table', 'nim', 67108865, 1] }, page: { field: 'size', text: '67108865', message: 'give a whole number from 0 to 67108863' }, message: 'a table of 67108865 positions needs 256 MiB; the limit is 67108864 positions (256 MiB)' },
  { id: 'size-heap-table-negative', area: 'size', cli: { args: ['values', 'nim', '--to', '-1'], message: '--to must be from 0 to 1099511627775 (got -1)' }, js: { call: ['table', 'nim', -1, 1] }, page: { field: 'size', text: '-1', message: 'give a whole number from 0 to 67108863' }, message: 'the table needs at least one position (got -1)' },
  { id: 'size-heap-table-word', area: 'size', cli: { args: ['values', 'nim', '--to', 'x'], message: "--to needs a whole number (got 'x')" }, js: { call: ['values', 'nim', 'x'] }, page: { field: 'size', text: '', message: 'give a whole number from 0 to 67108863', why: 'a number field takes no letters: its empty form' }, message: 'the table size must be a whole number' },
  { id: 'size-heap-table-fraction', area: 'size', cli: { args: ['values', 'nim', '--to', '2.5'], message: "--to needs a whole number (got '2.5')" }, js: { call: ['values', 'nim', 2.5] }, page: { field: 'size', text: '2.5', message: 'give a whole number from 0 to 67108863' }, message: 'the table size must be a whole number' },
  { id: 'size-grid-too-large', area: 'size', cli: { args: ['table', 'wythoff', '--rows', '8193', '--cols', '8192'] }, js: { call: ['table', 'wythoff', 8193, 8192] }, page: { field: 'rows', text: '8193', game: 'wythoff', message: 'give a whole number from 1 to 2000' }, message: 'a table of 8193 x 8192 = 67117056 positions needs 256 MiB; the limit is 67108864 positions (256 MiB)' },
  { id: 'size-grid-huge', area: 'size', cli: { args: ['table', 'wythoff', '--rows', '100000', '--cols', '100000'] }, js: { call: ['table', 'wythoff', 100000, 100000] }, page: { field: 'cols', text: '100000', game: 'wythoff', message: 'give a whole number from 1 to 2000' }, message: 'a table of 100000 x 100000 = 10000000000 positions needs 38146 MiB; the limit is 67108864 positions (256 MiB)' },
  { id: 'size-grid-zero-rows', area: 'size', cli: { args: ['table', 'wythoff', '--rows', '0', '--cols', '5'], message: '--rows must be from 1 to 67108864 (got 0)' }, js: { call: ['table', 'wythoff', 0, 5] }, page: { field: 'rows', text: '0', game: 'wythoff', message: 'give a whole number from 1 to 2000' }, message: 'the table needs at least one row and one column (got 0 x 5)' },
  { id: 'size-table-of-a-sum', area: 'size', cli: { args: ['values', 'subtraction:1,3,4+nim', '--to', '5'] }, js: { call: ['values', 'subtraction:1,3,4+nim', 6] }, page: null, why: 'the page shows each component of a sum in its own table', message: "a table of values is about one game, and 'subtraction:1,3,4+nim' is a sum of 2; ask about one component, e.g. subtraction:1,3,4" },
  { id: 'size-table-of-misere', area: 'size', cli: { args: ['values', 'misere:nim', '--to', '5'] }, js: { call: ['values', 'misere:nim', 6] }, page: null, why: 'the page shows the normal-play table of a misère game, as the command does for outcomes', message: "a table of values uses normal-play values, which misère play does not have; drop 'misere:' (misère outcomes come from grundy outcome/moves with --misere)" },
  { id: 'size-heap-table-of-a-grid-game', area: 'size', cli: { args: ['values', 'wythoff', '--to', '5'], message: "'wythoff' is not a heap game; use grundy table SPEC --rows R --cols C" }, js: { call: ['values', 'wythoff', 6] }, page: null, why: 'the page chooses a grid for a two-coordinate game', message: "'wythoff' is not a heap game; its table is a grid (two coordinates)" },
  { id: 'size-grid-of-a-heap-game', area: 'size', cli: { args: ['table', 'nim', '--rows', '3', '--cols', '3'] }, js: { call: ['table', 'nim', 3, 3] }, page: null, why: 'the page chooses a strip for a one-coordinate game', message: "'nim' has positions with one coordinate, so its table has one column (got 3)" },
  { id: 'size-export-format', area: 'size', cli: { args: ['export', 'nim', '--lang', 'py'], message: "--lang must be cpp, csv or json (got 'py')" }, js: { call: ['exportTable', 'nim', 'py', 10, 1] }, page: null, why: 'the page offers only its own buttons (CSV, JSON, PNG, C++)', message: "the export format must be csv or json (got 'py')" },
  { id: 'size-export-too-large', area: 'size', cli: { args: ['export', 'nim', '--lang', 'csv', '--to', '67108864'], message: '--to must be from 0 to 67108863 (got 67108864)' }, js: { call: ['exportTable', 'nim', 'csv', 67108865, 1] }, page: null, why: 'the page exports the table on screen, at most 67108864 positions (its size field goes to 67108863)', message: 'a table of 67108865 positions needs 256 MiB; the limit is 67108864 positions (256 MiB)' },
  // the rule language (rules:{...}, core/include/grundy/rules.hpp): the message names the line and
  // column and repeats the line with a caret under the place, at every layer
  { id: 'rules-empty', area: 'rules', spec: 'rules:{}', message: 'line 1, col 1: the program has no position statement; say what a position is, e.g. position n or position (x, y)\n\n^' },
  { id: 'rules-unclosed-brace', area: 'rules', spec: 'rules:{position n', message: "the '{' at character 7 of the spec has no closing '}' (in rules:{...}, a '#' comment runs to the end of its line)" },
  { id: 'rules-text-after-brace', area: 'rules', spec: 'rules:{position n move -> n - 1}x', message: "unexpected text after the closing '}' of rules:{...}: 'x'" },
  { id: 'rules-no-position', area: 'rules', spec: 'rules:{move -> n - 1}', message: 'line 1, col 1: the program has no position statement; say what a position is, e.g. position n or position (x, y)\nmove -> n - 1\n^^^^' },
  { id: 'rules-dangling-minus', area: 'rules', spec: 'rules:{position n move -> n -}', message: "line 1, col 23: expected a number or a name after '-', but the program ends\nposition n move -> n -\n                      ^" },
  { id: 'rules-unknown-name', area: 'rules', spec: 'rules:{position n move -> m - 1}', message: "line 1, col 20: unknown name 'm'; the names here are n\nposition n move -> m - 1\n                   ^" },
  { id: 'rules-reaches-itself', area: 'rules', spec: 'rules:{position n move -> n + 1}', message: 'line 1, col 20: the move rule on line 1 lets position 0 reach itself (0 -> 0 + 1), so values are not defined\nposition n move -> n + 1\n                   ^^^^^' },
  { id: 'rules-second-position', area: 'rules', spec: 'rules:{position n position m}', message: "line 1, col 12: the program has a second 'position' statement; keep one\nposition n position m\n           ^^^^^^^^" },
  { id: 'rules-shape-mismatch', area: 'rules', spec: 'rules:{position (a,b) move -> a - 1}', message: "line 1, col 24: this game's positions have 2 coordinates, so each part of a result is written (a, b); this part is one number\nposition (a,b) move -> a - 1\n                       ^^^^^" },
  { id: 'rules-number-as-condition', area: 'rules', spec: 'rules:{position n move for k in 1..3 where k -> n - k}', message: "line 1, col 37: the condition after 'where' is a number; it must be true or false, e.g. k <= n\nposition n move for k in 1..3 where k -> n - k\n                                    ^" },
  { id: 'rules-divide-by-zero', area: 'rules', spec: 'rules:{position n move where n > 0 -> n - 1 / 0}', message: 'line 1, col 12: the move rule on line 1 divides by zero at position 1\nposition n move where n > 0 -> n - 1 / 0\n           ^^^^' },
  { id: 'rules-negative-coordinate', area: 'rules', spec: 'rules:{position n move for k in 1..n where k <= n -> n - k - 1}', message: "line 1, col 47: the move rule on line 1 takes position 1 to -1 (k = 1); coordinates must stay 0 or more (add a condition with 'where')\nposition n move for k in 1..n where k <= n -> n - k - 1\n                                              ^^^^^^^^^" },
  { id: 'rules-max-one-argument', area: 'rules', spec: 'rules:{position n move -> max(n, n) - max(n)}', message: 'line 1, col 32: max needs at least two numbers, e.g. max(x, y)\nposition n move -> max(n, n) - max(n)\n                               ^^^^^^' },
  { id: 'rules-set-trailing-comma', area: 'rules', spec: 'rules:{position n move for k in {1,2,} -> n - k}', message: "line 1, col 31: expected a number or a name after ','\nposition n move for k in {1,2,} -> n - k\n                              ^" },
  { id: 'rules-in-a-sum', area: 'rules', spec: 'nim+rules:{position n move -> m}', message: "component 2 of the sum: line 1, col 20: unknown name 'm'; the names here are n\nposition n move -> m\n                   ^" },
  { id: 'limit-rules-nesting', area: 'rules', spec: `rules:{position n move -> ${'('.repeat(49)}n${')'.repeat(49)}}`, limit: 'rule nesting (kMaxNesting = 48)', message: `line 1, col 69: the expression nests more than 48 levels deep\nposition n move -> ${'('.repeat(49)}n${')'.repeat(49)}\n${' '.repeat(68)}^` },
  { id: 'limit-rules-binders', area: 'rules', spec: 'rules:{position n move for a in 0..n, b in 0..n, c in 0..n, d in 0..n, e in 0..n where a < n -> a}', limit: 'rule binders (kMaxBinders = 4)', message: 'line 1, col 65: a move rule has at most 4 variables (got at least 5)\nposition n move for a in 0..n, b in 0..n, c in 0..n, d in 0..n, e in 0..n where a < n -> a\n                                                                ^' },
  { id: 'limit-rules-program-length', area: 'rules', spec: `rules:{name "${'x'.repeat(20000)}" position n move -> n - 1}`, limit: 'program length (kMaxProgramLength = 20000 characters)', message: 'line 1, col 1: the program is longer than 20000 characters (got 20032)' },
  { id: 'limit-rules-options-per-position', area: 'rules', spec: OPTIONS_SPEC, limit: 'moves at one position (kMaxOptionsPerPosition = 2^20)', cli: { args: ['values', OPTIONS_SPEC, '--to', '200'] }, js: { call: ['values', OPTIONS_SPEC, 201] }, page: null, why: 'a valid program: the page reports it in the table status when the table is computed', message: 'line 1, col 12: the move rule on line 1 gives more than 1048576 moves at position 32; narrow its ranges\nposition n move for a in 0..n, b in 0..n, c in 0..n, d in 0..n where a < n -> a\n           ^^^^' },
  // the URL hash: the page's notice names each part it could not read; a game is checked by the core
  { id: 'hash-game-unknown', area: 'hash', spec: 'foo', page: { hash: 'game=foo', wrap: '“game” = “foo”: {message}' }, message: `unknown game 'foo'; known games: ${KNOWN}` },
  { id: 'hash-game-bad-set', area: 'hash', spec: 'subtraction:1,x', page: { hash: 'game=subtraction:1,x', wrap: '“game” = “subtraction:1,x”: {message}' }, message: "in the subtraction set: 'x' is not a whole number" },
  { id: 'hash-game-sum-bad-component', area: 'hash', spec: 'nim+bash:0', page: { hash: 'game=nim+bash:0', wrap: '“game” = “nim+bash:0”: {message}' }, message: 'component 2 of the sum: bash needs M from 1 to 1000000 (got 0)' },
  { id: 'hash-game-cycle', area: 'hash', spec: 'graph:a>b;b>a', page: { hash: 'game=graph:a>b;b>a', wrap: '“game” = “graph:a>b;b>a”: {message}' }, message: 'the graph has a cycle a -> b -> a; positions must not be reachable from themselves' },
  { id: 'hash-game-mangled-percent', area: 'hash', spec: '\uFFFD%A', page: { hash: 'game=%E0%A4%A', wrap: '“game” = “\uFFFD%A”: {message}' }, message: `unknown game '\uFFFD%a'; known games: ${KNOWN}` },
  { id: 'hash-game-long', area: 'hash', spec: `bash:${'9'.repeat(80)}`, page: { hash: `game=bash:${'9'.repeat(80)}`, wrap: `“game” = “bash:${'9'.repeat(55)}…”: {message}` }, message: `bash needs M from 1 to 1000000 (got '${'9'.repeat(80)}')` },
  { id: 'hash-game-empty', area: 'hash', cli: null, js: null, ...hashOnly, page: { hash: 'game=', message: '“game” = “” is not a value this page understands.' }, message: null },
  { id: 'hash-size-word', area: 'hash', cli: null, js: null, ...hashOnly, page: { hash: 'size=abc', message: '“size” = “abc” is not a value this page understands.' }, message: null },
  { id: 'hash-size-too-large', area: 'hash', cli: null, js: null, ...hashOnly, page: { hash: 'size=67108864', message: '“size” = “67108864” is not a value this page understands.' }, message: null },
  { id: 'hash-rows-zero', area: 'hash', cli: null, js: null, ...hashOnly, page: { hash: 'rows=0', message: '“rows” = “0” is not a value this page understands.' }, message: null },
  { id: 'hash-view-unknown', area: 'hash', cli: null, js: null, ...hashOnly, page: { hash: 'view=xx', message: '“view” = “xx” is not a value this page understands.' }, message: null },
  { id: 'hash-lang-unknown', area: 'hash', cli: null, js: null, ...hashOnly, page: { hash: 'lang=fr', message: '“lang” = “fr” is not a value this page understands.' }, message: null },
  { id: 'hash-first-unknown', area: 'hash', cli: null, js: null, ...hashOnly, page: { hash: 'first=me', message: '“first” = “me” is not a value this page understands.' }, message: null },
  { id: 'hash-strength-unknown', area: 'hash', cli: null, js: null, ...hashOnly, page: { hash: 'strength=godlike', message: '“strength” = “godlike” is not a value this page understands.' }, message: null },
  { id: 'hash-unknown-key', area: 'hash', cli: null, js: null, ...hashOnly, page: { hash: 'foo=1', message: '“foo” is not a setting this page knows.' }, message: null },
  { id: 'hash-position-too-long', area: 'hash', cli: null, js: null, ...hashOnly, page: { hash: `position=${'1'.repeat(2001)}`, message: `“position” = “${'1'.repeat(60)}…” is not a value this page understands.` }, message: null },
  // the statistics of a take-and-break table (grundy stats, api stats, the page's Rare values and records)
  { id: 'stats-no-split', area: 'stats', cli: { args: ['stats', 'nim', '--to', '100'] }, js: { call: ['stats', 'nim', 101] }, page: null, why: 'the page shows its statistics section only for the games they are about (issue 27: nothing that reads as a refusal unless asked)', message: "'nim' has no rare/common split: statistics are for take-and-break games whose moves leave at most two heaps (octal codes, Grundy's game, Lasker's Nim)" },
  { id: 'stats-too-large', area: 'stats', cli: { args: ['stats', 'grundy', '--to', '1099511627776'], message: '--to must be from 0 to 1099511627775 (got 1099511627776)' }, js: { call: ['stats', 'grundy', 67108865] }, page: null, why: 'the page offers powers of two up to 2^20 (kPageStatsSize)', message: 'a table of 67108865 positions needs 256 MiB; the limit is 67108864 positions (256 MiB)' },
  // Which game is this (issue 29): grundy identify / equivalent and their API calls; the page has no field for them yet.
  { id: 'identify-bad-item', area: 'identify', cli: { args: ['identify', '0 1 x'] }, js: { call: ['identify', '0 1 x'] }, page: null, why: 'the page has no field for values yet: identify is the command and the API call', message: "item 3, 'x', is neither a value (a whole number from 0 to 999999999) nor P or N; give values such as 0 1 2 0 1 2 3 or letters such as PNNPNN" },
  // Nim is a code (0.[3]); a subtraction game is not, and the page hides its Equivalent game section on this refusal.
  { id: 'equivalent-not-code', area: 'identify', cli: { args: ['equivalent', 'subtraction:1,3,4'] }, js: { call: ['equivalent', 'subtraction:1,3,4'] }, page: null, why: 'the page asks for any game and hides the section on this refusal: equivalent is the command and the API call', message: "'subtraction:1,3,4' is not a take-and-break code; give one such as 0.07, .137 or octal:4.07" },
  // The command's statistics go as far as memory allows, refused before any work past --memory (the
  // table, 2 bytes a value at least, and the 4-byte values the statistics read) and stopped by --work
  // as grundy values is.
  { id: 'stats-memory', area: 'stats', cli: { args: ['stats', 'grundy', '--to', '1000000', '--memory', '1M'] }, js: null, page: null, why: 'a memory budget is an option of the command only', message: 'a table of 1000001 positions needs at least 6 MiB, more than the 1 MiB allowed; at most 174762 positions fit' },
  { id: 'stats-work', area: 'stats', cli: { args: ['stats', 'grundy', '--to', '40000000', '--work', '1e6'], message: `${TABLE_WORK}\n${TABLE_GO_ON}` }, js: null, page: null, why: 'a table\'s work budget is an option of the command only', message: TABLE_WORK },
  // Issue 19: searches stopped by their budgets of work and memory, each within seconds (the times
  // each took are in the commit that added them).
  { id: 'search-misere-dawson', area: 'position', spec: 'misere:octal:0.07+octal:0.07+octal:0.07', position: '150+150+150', cli: raisable(SUM_WORK), message: SUM_WORK },
  { id: 'search-remoteness-splitting', area: 'position', spec: 'grundy+grundy+grundy', position: '200+300+400', cli: null, js: { call: ['remoteness', 'grundy+grundy+grundy', '200+300+400'] }, page: null, why: 'remoteness of a sum is asked by the play record only, not typed', message: SUM_WORK },
  { id: 'search-rules-two', area: 'position', spec: TWO_HEAPS, position: '5000,5000', cli: raisable('working out position (5000, 5000) needs more than 1048576 moves held at once; ask about a smaller position'), message: 'working out position (5000, 5000) needs more than 1048576 moves held at once; ask about a smaller position' },
  { id: 'search-rules-three', area: 'position', spec: THREE_HEAPS, position: '200,300,400', cli: raisable('working out this game up to position (1, 25, 280) needs more than 134217728 steps (steps of its rules and moves looked at); ask about smaller positions'), message: 'working out this game up to position (1, 25, 280) needs more than 134217728 steps (steps of its rules and moves looked at); ask about smaller positions' },
  // A long table stopped by its work budget (grundy values --work): the lines after it say how to go on.
  { id: 'table-work', area: 'size', cli: { args: ['values', 'grundy', '--to', '40000000', '--work', '1e6'], message: `${TABLE_WORK}\n${TABLE_GO_ON}` }, js: null, page: null, why: 'a table\'s work budget is an option of the command only', message: TABLE_WORK },
  // Issue 30: genus symbols and misère quotients (grundy genus/quotient, api genus/quotient) are about
  // sums of heaps of one heap game; a game of two coordinates, of graph nodes or of coins has none,
  // a sum is not one game, and a quotient that outgrows its budget stops saying where.
  { id: 'misere-two-coordinates', area: 'misere', cli: { args: ['quotient', 'wythoff', '--to', '5'] }, js: { call: ['quotient', 'wythoff', 6] }, page: null, why: 'the page shows its misère section (genus and quotient) only for games of heaps', message: `'wythoff' is not a game of heaps: its positions have 2 numbers. ${MISERE_ASK}` },
  { id: 'misere-graph', area: 'misere', cli: { args: ['genus', 'graph:a>b;b>c', '--to', '3'] }, js: { call: ['genus', 'graph:a>b;b>c', 4] }, page: null, why: 'the page shows its misère section (genus and quotient) only for games of heaps', message: `'graph:a>b;b>c' is not a game of heaps: its positions are the nodes of a graph, whose moves may lead to larger numbers. ${MISERE_ASK}` },
  { id: 'misere-coins', area: 'misere', cli: { args: ['genus', 'mock-turtles', '--to', '3'] }, js: { call: ['genus', 'mock-turtles', 4] }, page: null, why: 'the page shows its misère section (genus and quotient) only for games of heaps', message: `'turning:1-3' is not a game of heaps: its positions are rows of coins, and a coin turned twice shows tails again, so a position is not a sum of heaps. ${MISERE_ASK}` },
  { id: 'misere-sum', area: 'misere', cli: { args: ['genus', 'nim+kayles', '--to', '3'] }, js: { call: ['genus', 'nim+kayles', 4] }, page: null, why: 'the page asks about the game on screen, one game', message: "genus symbols is about one game, and 'nim+octal:0.77' is a sum of 2; ask about one component, e.g. nim" },
  { id: 'misere-no-heaps', area: 'misere', cli: { args: ['quotient', 'kayles', '--to', '-1'], message: '--to must be from 0 to 67108863 (got -1)' }, js: { call: ['quotient', 'kayles', 0] }, page: null, why: 'the page asks for the heaps of its table', message: 'ask about heaps 0 to N with N from 0 to 67108863 (got -1)' },
  { id: 'misere-quotient-work', area: 'misere', cli: { args: ['quotient', 'octal:0.6', '--to', '40', '--work', '200000'], ...raisable(QUOTIENT_WORK) }, js: { call: ['quotient', 'octal:0.6', 41, { work: 200000 }] }, page: null, why: 'the page\'s misère section asks with a budget of its own (raised by Keep going), not one typed; tests/e2e/misere.test.mjs checks its stop', message: QUOTIENT_WORK },
  { id: 'misere-genus-work', area: 'misere', cli: { args: ['genus', 'kayles', '--to', '40', '--work', '1000'], ...raisable(GENUS_WORK) }, js: { call: ['genus', 'kayles', 41, { work: 1000 }] }, page: null, why: 'the page\'s misère section asks with a budget of its own (raised by Keep going), not one typed; tests/e2e/misere.test.mjs checks its stop', message: GENUS_WORK },
];
