// <grundy-playground>: the playground in a course page with one script tag.
//
//   <script src="https://your.site/grundy/element.js"></script>
//   <grundy-playground game="subtraction:1,3,4" view="play"></grundy-playground>
//
// It is built as a classic script (web/extra-builds.mjs), which a browser runs from any host with
// no CORS header (a module script from another host needs one, which ordinary course hosts do not
// send). It finds embed.html next to itself through document.currentScript.
// Attributes: game (a spec), view ("play", "table", "both", "quiz" or "lessons"), quiz (a quiz's
// value in a playground link, with view="quiz": state/quiz-link.js), position, first ("you" or
// "computer"), strength ("perfect", "mistakes" or "off"), lang ("en" or "zh"), size (table
// positions 0..size), src (where embed.html is, if not next to this script). The element shows
// embed.html in an iframe: the page's styles and the playground's cannot disturb each other, and
// the worker runs on the playground's own origin. The iframe grows to fit what it shows, and is
// named after the game it shows: the element has no core to read a spec with, so the embed page
// tells it the game's name (features/embed/host-messages.js) once it has described its game.
import en from './locales/en/element.json';
import zh from './locales/zh/element.json';
import { EMBED_SANDBOX, GAME_MESSAGE, SIZE_MESSAGE } from './features/embed/protocol.js';

const strings = { en, zh };
// Next to this script: document.currentScript is this script while it runs (a classic script's
// top level), and the page's own address otherwise (the element bundled into a page).
const EMBED_URL = new URL('embed.html', document.currentScript?.src || document.baseURI);
const VIEWS = { play: 'play', table: 'explore', explore: 'explore', both: 'both', quiz: 'quiz', lessons: 'lessons' };

class GrundyPlayground extends HTMLElement {
  static get observedAttributes() {
    return ['game', 'view', 'quiz', 'position', 'first', 'strength', 'lang', 'size', 'src'];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML =
      '<style>:host{display:block;min-width:16rem}iframe{display:block;width:100%;height:36rem;border:0;color-scheme:light}</style>' +
      '<iframe></iframe>';
    this.frame = root.querySelector('iframe');
    this.names = null; // the game's name in each language, as the embed page last said it
    this.onMessage = (event) => {
      if (event.source !== this.frame.contentWindow) return;
      const data = event.data;
      if (data?.type === SIZE_MESSAGE && Number.isFinite(data.height) && data.height > 0) {
        this.frame.style.height = `${Math.ceil(data.height)}px`;
      } else if (data?.type === GAME_MESSAGE) {
        this.names = data.names && typeof data.names === 'object' ? data.names : null;
        this.nameFrame();
      }
    };
  }

  connectedCallback() {
    window.addEventListener('message', this.onMessage);
    this.update();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.onMessage);
  }

  attributeChangedCallback() {
    if (this.isConnected) this.update();
  }

  /** The embed page's address for the current attributes. */
  get embedUrl() {
    const params = new URLSearchParams();
    const set = (name, value) => value !== null && value !== '' && params.set(name, value);
    set('game', this.getAttribute('game'));
    set('mode', VIEWS[this.getAttribute('view') ?? 'both'] ?? 'both');
    set('position', this.getAttribute('position'));
    set('first', this.getAttribute('first'));
    set('strength', this.getAttribute('strength'));
    set('lang', this.getAttribute('lang'));
    set('size', this.getAttribute('size'));
    set('quiz', this.getAttribute('quiz'));
    const src = this.getAttribute('src');
    const base = src ? new URL(src, document.baseURI) : EMBED_URL;
    // URLSearchParams writes a space as '+', which the link reads as a sum's '+' (a program has spaces).
    const hash = params.toString().replace(/\+/g, '%20').replace(/%3A/gi, ':').replace(/%2C/gi, ',');
    return `${base.href.split('#')[0]}#${hash}`;
  }

  update() {
    const url = this.embedUrl;
    // The sandbox (features/embed/protocol.js) on another origin than the course page's; on the
    // page's own origin none, as it could not hold there (and this script runs in the page
    // already). Set before the frame's address, to which it applies.
    const elsewhere = new URL(url).origin !== location.origin;
    if (elsewhere && !this.frame.hasAttribute('sandbox')) this.frame.setAttribute('sandbox', EMBED_SANDBOX);
    if (!elsewhere) this.frame.removeAttribute('sandbox');
    // Only the hash changes between updates, so the embed page follows without reloading.
    if (this.frame.src !== url) this.frame.src = url;
    this.nameFrame();
  }

  /**
   * The frame's accessible name: the game as the embed page names it, so a user-defined game is
   * read as "Kayles (rules)", not as its program; a plain name until the embed page has described
   * its game, or while it shows another game than the one asked for (a damaged link).
   */
  nameFrame() {
    const lang = strings[this.getAttribute('lang')] ? this.getAttribute('lang') : document.documentElement.lang?.startsWith('zh') ? 'zh' : 'en';
    const words = strings[lang];
    const name = this.names?.[lang];
    this.frame.title = typeof name === 'string' ? words.title.replace('{game}', name) : words.titlePlain;
  }
}

if (!customElements.get('grundy-playground')) customElements.define('grundy-playground', GrundyPlayground);
