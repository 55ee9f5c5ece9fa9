// Between the embed page and the page around its iframe: the message types the embed page sends
// (features/embed/host-messages.js), read by <grundy-playground> (element.js) and by the few lines
// of script the iframe snippet carries (features/share/share.js), and the sandbox both give the
// frame. Kept apart from host-messages.js, so that the element's classic script takes these names
// without the page's code.
export const SIZE_MESSAGE = 'grundy-playground:size'; // { type, height }: the embed page's height in px
export const GAME_MESSAGE = 'grundy-playground:game'; // { type, names }: the game's name in each language, or null

// What the embedded page may do, on another origin than the course page's: run its scripts and
// worker (its own origin: its module scripts, worker and wasm load from there), open the full
// playground in a new tab, download exports; never navigate the course page, not even after a
// click in the frame, which nothing but the sandbox stops (allow-top-navigation is left out). On the
// course page's own origin a frame allowed both scripts and its origin can lift any sandbox, which
// Chromium warns of ("can escape its sandboxing"): there it guards nothing.
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads';
