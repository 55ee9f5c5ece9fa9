// The notice that says the computing worker crashed and was replaced (see web/worker/client.js): shown under
// the page's header, announced (role="alert"), with a button to dismiss it. The page's state and
// every field keep what they held; only the request that crashed is lost, and the notice says so.
import { t } from './i18n.js';

function noticeBox() {
  let box = document.querySelector('[data-testid="engine-notice"]');
  if (box) return box;
  box = document.createElement('div');
  box.className = 'notice';
  box.dataset.testid = 'engine-notice';
  box.setAttribute('role', 'alert');
  const after = document.querySelector('[data-testid="hash-notice"]');
  if (after) after.after(box);
  else document.body.prepend(box);
  return box;
}

/** Shows (or refreshes) the notice for one restart: { message, count, lost }. */
export function showEngineRestart({ message, count, lost }) {
  const box = noticeBox();
  const head = document.createElement('p');
  head.textContent = t('engine.restarted', { n: count });
  const detail = document.createElement('p');
  detail.textContent = lost ? t('engine.lost', { message }) : t('engine.detail', { message });
  const close = document.createElement('button');
  close.type = 'button';
  close.dataset.testid = 'dismiss-engine-notice';
  close.textContent = t('engine.dismiss');
  close.addEventListener('click', () => {
    box.hidden = true;
  });
  box.replaceChildren(head, detail, close);
  box.hidden = false;
}
