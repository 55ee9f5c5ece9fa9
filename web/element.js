// <grundy-playground>: the playground in a course page with one script tag.
//
//   <script type="module" src="https://your.site/grundy/element.js"></script>
//   <grundy-playground game="subtraction:1,3,4" view="play"></grundy-playground>
//
// Attributes: game (a spec), view ("play", "table" or "both"), position, first ("you" or
// "computer"), strength ("perfect", "mistakes" or "off"), lang ("en" or "zh"), size (table
// positions 0..size), src (where embed.html is, if not next to this script). The element shows
// embed.html in an iframe: the page's styles and the playground's cannot disturb each other, and
// the worker runs on the playground's own origin. The iframe grows to fit what it shows.
import { readGame } from './state/rules-link.js';
import { displaySpec } from './state/spec-text.js';
import en from './locales/en/element.json';
import zh from './locales/zh/element.json';

const strings = { en, zh };
const SIZE_MESSAGE = 'grundy-playground:size';
// Through a variable, so the bundler leaves it a plain address next to this script instead of
// inlining the page as an asset.
const EMBED_PAGE = 'embed.html';
const EMBED_URL = new URL(EMBED_PAGE, import.meta.url);
const VIEWS = { play: 'play', table: 'explore', explore: 'explore', both: 'both' };

class GrundyPlayground extends HTMLElement {
  static get observedAttributes() {
    return ['game', 'view', 'position', 'first', 'strength', 'lang', 'size', 'src'];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    // sandbox: the embed may run its scripts and worker (its own origin), open the full playground
    // in a new tab and download exports, but never navigate the course page (allow-top-navigation
    // is left out); another origin's frame cannot read or change the page anyway.
    root.innerHTML =
      '<style>:host{display:block;min-width:16rem}iframe{display:block;width:100%;height:36rem;border:0;color-scheme:light}</style>' +
      '<iframe sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads"></iframe>';
    this.frame = root.querySelector('iframe');
    this.onMessage = (event) => {
      if (event.source !== this.frame.contentWindow) return;
      const data = event.data;
      if (data?.type === SIZE_MESSAGE && Number.isFinite(data.height) && data.height > 0) {
        this.frame.style.height = `${Math.ceil(data.height)}px`;
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
    const src = this.getAttribute('src');
    const base = src ? new URL(src, document.baseURI) : EMBED_URL;
    const hash = params.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',');
    return `${base.href.split('#')[0]}#${hash}`;
  }

  update() {
    const url = this.embedUrl;
    // Only the hash changes between updates, so the embed page follows without reloading.
    if (this.frame.src !== url) this.frame.src = url;
    const lang = strings[this.getAttribute('lang')] ? this.getAttribute('lang') : document.documentElement.lang?.startsWith('zh') ? 'zh' : 'en';
    this.frame.title = this.frameTitle(strings[lang]);
  }

  /**
   * The frame's accessible name: the game as the page names it, so a user-defined game (a packed
   * "~..." link value or rules:{...}) is read as "Kayles (rules)", not as its program or base64.
   */
  frameTitle(words) {
    let game = null;
    try {
      game = readGame(this.getAttribute('game'));
    } catch {
      // Damaged packed text: the plain title here; the embed page itself says what is wrong.
    }
    return game ? words.title.replace('{game}', displaySpec(game, words.shownAs)) : words.titlePlain;
  }
}

if (!customElements.get('grundy-playground')) customElements.define('grundy-playground', GrundyPlayground);

export { GrundyPlayground };
