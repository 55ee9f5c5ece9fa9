// The notice under the header for a link that could not be read in full: what it had that could
// not be read, that the page goes on with defaults, and a button to dismiss it.
import { el } from './dom.js';
import { t } from './i18n.js';

/** The notice under the header for a link that could not be read in full. */
export function mountLinkNotice(box, game) {
  const draw = (s) => {
    const problems = s.hashProblems ?? [];
    box.replaceChildren();
    box.hidden = problems.length === 0;
    if (box.hidden) return;
    box.append(el('p', { class: 'notice-head', text: t('share.badLink') }));
    const list = el('ul', { class: 'notice-list' });
    for (const p of problems) {
      const value = p.value.length > 60 ? `${p.value.slice(0, 60)}…` : p.value;
      const key = p.unknown ? 'share.badLinkKey' : p.reason ? 'share.badLinkReason' : 'share.badLinkItem';
      // A reason is the page's phrase (a locale key and its params), or the core's refusal, which t() words.
      const reason = p.reason?.key ? t(p.reason.key, p.reason.params) : p.reason;
      list.append(el('li', { text: t(key, { name: p.name, value, reason }) }));
    }
    box.append(list, el('p', { text: t('share.badLinkDefault') }));
    const close = el('button', { type: 'button', 'data-testid': 'dismiss-notice', text: t('share.dismiss') });
    close.addEventListener('click', () => game.dismissLinkProblems());
    box.append(close);
  };
  game.on(['hashProblems', 'lang'], draw);
  draw(game.state);
}
