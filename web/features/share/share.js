// Share and export: copy the link (the whole state is in its hash), download the table or the
// game's C++ program (offered where the core's descriptor says it writes one, and, once
// downloaded, said how it works its values out), copy a snippet that embeds the playground in a
// course page; and, under the header, the notice that says what a
// hand-edited or mangled link had that could not be read.
import './share.css';
import { mountLinkNotice } from '../../ui/link-notice.js';
import { hashFor } from '../../state/link.js';
import { linkGame } from '../../state/rules-link.js';
import { formatCount, t, translate } from '../../ui/i18n.js';
import { el } from '../../ui/dom.js';
import { EMBED_SANDBOX, SIZE_MESSAGE } from '../embed/protocol.js';

const TOOLS = `
  <button type="button" class="share-button" data-testid="copy-link" data-i18n="share.copyLink"></button>
  <details class="share-menu" data-testid="export-menu">
    <summary data-i18n="share.exportMenu"></summary>
    <div class="share-panel">
      <p class="share-heading" data-i18n="share.tableHeading"></p>
      <div class="share-row">
        <button type="button" data-testid="export-csv" data-format="csv">CSV</button>
        <button type="button" data-testid="export-json" data-format="json">JSON</button>
        <button type="button" data-testid="export-png" data-i18n="share.png"></button>
      </div>
      <div class="share-program">
        <p class="share-heading" data-i18n="share.gameHeading"></p>
        <div class="share-row">
          <button type="button" data-testid="export-cpp" data-i18n="share.cpp"></button>
        </div>
        <p class="hint share-rule" data-testid="export-cpp-rule" hidden></p>
      </div>
      <div class="share-embed">
        <p class="share-heading"><label for="embed-snippet" data-i18n="share.embedHeading"></label></p>
        <textarea id="embed-snippet" data-testid="embed-snippet" readonly rows="6" spellcheck="false"></textarea>
        <div class="share-row">
          <button type="button" data-testid="copy-embed" data-i18n="share.copySnippet"></button>
        </div>
      </div>
    </div>
  </details>
  <input class="share-link" data-testid="share-link" readonly hidden data-i18n-attr="aria-label:share.linkLabel" />
  <p class="share-status" data-testid="share-status" role="status"></p>`;

/**
 * How the downloaded program works out its values (the core's answer beside the program: a
 * formula, the period it repeats, proven or observed, its family's table, or the values it holds),
 * in the page's words.
 */
export function programRule({ way, periodicity: p, embedded }) {
  if (way === 'period') {
    return t('share.programPeriod', {
      period: formatCount(p.period),
      preperiod: formatCount(p.preperiod),
      saltus: p.saltus ? ` + ${formatCount(p.saltus)}` : '',
      evidence: p.proven ? t('share.programProven') : t('share.programObserved', { n: formatCount(p.checked) }),
    });
  }
  if (way === 'embedded') return t('share.programEmbedded', { n: formatCount(embedded) });
  return t(way === 'formula' ? 'share.programFormula' : 'share.programTable');
}

/** Where the built site lives (the folder of this page), for links and the embed snippet. */
function siteBase() {
  return new URL('./', location.href).href;
}

/**
 * The lines of script that size the snippet's iframe to what it shows, as <grundy-playground> sizes
 * its own: the embed page posts its height (features/embed/host-messages.js), and only a message
 * from the playground's `origin`, from one of the page's iframes, is heeded.
 */
export function fitScript(origin) {
  return (
    `addEventListener('message',function(e){var d=e.data;` +
    `if(e.origin!==${JSON.stringify(origin)}||!d||d.type!==${JSON.stringify(SIZE_MESSAGE)}||!(d.height>0))return;` +
    `document.querySelectorAll('iframe').forEach(function(f){if(f.contentWindow===e.source)f.style.height=Math.ceil(d.height)+'px'})})`
  );
}

/**
 * The snippet a course page pastes: the custom element, and the plain iframe with the lines that
 * size it. The iframe keeps its sandbox (EMBED_SANDBOX): the course page is on another origin as a
 * rule, where it is all that stops a click in the frame from navigating the page; on the
 * playground's own origin it cannot hold and Chromium says so (README: drop it there, or use the
 * element, which leaves it out itself).
 */
export function embedSnippet(state) {
  const base = siteBase();
  // A user-defined game's program (quotes, newlines) goes in packed, as in the link.
  const attrs = [`game="${linkGame(state.spec, state)}"`, 'view="play"'];
  if (state.lang) attrs.push(`lang="${state.lang}"`);
  const hash = hashFor({ spec: state.spec, game: state.game, lang: state.lang, mode: 'play', position: state.position, first: state.first, strength: state.strength });
  return (
    `<script src="${base}element.js"></script>\n` +
    `<grundy-playground ${attrs.join(' ')}></grundy-playground>\n\n` +
    `<iframe src="${base}embed.html${hash}" title="Grundy Playground" sandbox="${EMBED_SANDBOX}" style="width:100%;height:36rem;border:0"></iframe>\n` +
    `<script>${fitScript(new URL(base).origin)}</script>\n`
  );
}

async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The skip link moves focus to the game without touching the hash (which holds the state). */
function mountSkipLink() {
  for (const link of document.querySelectorAll('[data-skip-to]')) {
    link.addEventListener('click', (event) => {
      const target = document.getElementById(link.dataset.skipTo);
      if (!target) return;
      event.preventDefault();
      target.tabIndex = -1;
      target.focus();
      target.scrollIntoView({ block: 'start' });
    });
  }
}

export function mountShare(root, { game, client }) {
  mountSkipLink();
  const notice = root.querySelector('[data-testid="hash-notice"]');
  if (notice) mountLinkNotice(notice, game);
  // The single-file build is itself the offline copy; it has no other files to link to.
  if (import.meta.env.MODE === 'single' || location.protocol === 'file:') {
    for (const a of document.querySelectorAll('[data-testid="offline-link"]')) a.hidden = true;
  }
  const box = root.querySelector('[data-share-tools]');
  if (!box) return;
  box.innerHTML = TOOLS;
  translate(box);
  const $ = (s) => box.querySelector(s);
  const status = $('[data-testid="share-status"]');
  const linkField = $('[data-testid="share-link"]');
  const menu = $('details');
  const snippet = $('[data-testid="embed-snippet"]');
  // A page opened from disk has no address a course page could include.
  $('.share-embed').hidden = location.protocol === 'file:';
  // A note on what the tools did: a confirmation fades after a while; a failure stays, with a
  // button to dismiss it, until the person does something else with the tools.
  let quiet = null;
  const say = (text, { stays = false } = {}) => {
    clearTimeout(quiet);
    status.replaceChildren(text);
    status.dataset.kind = stays ? 'error' : 'note';
    if (stays) {
      const dismiss = el('button', { type: 'button', class: 'share-dismiss', 'data-testid': 'share-dismiss', text: t('share.dismiss') });
      dismiss.addEventListener('click', () => status.replaceChildren());
      status.append(' ', dismiss);
    } else quiet = setTimeout(() => status.replaceChildren(), 6000);
  };
  const fail = (e) => say(t('share.failed', { message: e }), { stays: true });
  // The C++ program is offered for the games the core writes one for (the descriptor says which).
  const program = $('.share-program');
  // After a download, what the program assumes (the period observed, not proven), until the game changes.
  const rule = $('[data-testid="export-cpp-rule"]');
  let exported = null;
  const drawRule = () => {
    rule.hidden = !exported;
    rule.textContent = exported ? programRule(exported) : '';
  };
  const offerProgram = (s) => {
    program.hidden = !s.game.exportProgram;
    exported = null;
    drawRule();
  };
  offerProgram(game.state);
  game.on(['game'], offerProgram);

  $('[data-testid="copy-link"]').addEventListener('click', async () => {
    const link = location.href;
    if (await copyText(link)) {
      linkField.hidden = true;
      say(t('share.linkCopied'));
    } else {
      // No clipboard (an insecure context or a refused permission): show the link, selected.
      linkField.value = link;
      linkField.hidden = false;
      linkField.focus();
      linkField.select();
      say(t('share.copyByHand'));
    }
  });

  // The exports' code is loaded at the first export.
  const exporting = () => import('./export.js');
  for (const b of box.querySelectorAll('[data-format]')) {
    b.addEventListener('click', () => {
      say(t('share.preparing'));
      exporting().then((m) => m.exportTableText(client, game.state, b.dataset.format)).then(() => say(t('share.downloaded', { what: b.dataset.format.toUpperCase() })), fail);
    });
  }
  $('[data-testid="export-png"]').addEventListener('click', () => {
    say(t('share.preparing'));
    exporting().then((m) => m.exportPng(client, game.state)).then(() => say(t('share.downloaded', { what: 'PNG' })), fail);
  });
  $('[data-testid="export-cpp"]').addEventListener('click', () => {
    say(t('share.preparing'));
    const spec = game.state.spec;
    exporting().then((m) => m.exportProgram(client, game.state)).then((made) => {
      say(t('share.downloaded', { what: 'C++' }));
      if (game.state.spec !== spec) return;
      exported = made;
      drawRule();
    }, fail);
  });

  const drawSnippet = () => {
    snippet.value = embedSnippet(game.state);
  };
  // Kept current all the time, not only when the menu opens: 'toggle' fires after the menu is
  // already open, so a reader could otherwise find it empty for a moment.
  drawSnippet();
  game.on(null, drawSnippet);
  // While the menu is open its notes appear at its foot, where the eye is; otherwise under the tools.
  menu.addEventListener('toggle', () => {
    if (menu.open) drawSnippet();
    (menu.open ? menu.querySelector('.share-panel') : box).append(status);
  });
  $('[data-testid="copy-embed"]').addEventListener('click', async () => {
    drawSnippet();
    if (await copyText(snippet.value)) say(t('share.snippetCopied'));
    else {
      snippet.focus();
      snippet.select();
      say(t('share.copyByHand'));
    }
  });
  // Escape closes the menu and gives focus back to its button; so does a click elsewhere.
  menu.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      menu.open = false;
      menu.querySelector('summary').focus();
    }
  });
  document.addEventListener('click', (event) => {
    // Only a person's click elsewhere (the download links the exports click are not one).
    if (event.isTrusted && menu.open && !menu.contains(event.target)) menu.open = false;
  });
  game.on(['lang'], () => {
    translate(box);
    drawRule();
  });
}
