// What the core said about the program in the editor: a state badge (idle, checking, ok, error),
// a status line (read out: the game's name and shape, or how many errors and where the first is),
// and the list of errors under the editor, each a button that selects its place in the text.
import { t, word } from '../../ui/i18n.js';

export function createCheckReport(root, { goTo }) {
  const badge = root.querySelector('[data-testid="rules-state"]');
  const status = root.querySelector('[data-testid="rules-status"]');
  const list = root.querySelector('[data-testid="rules-errors"]');

  function setState(state) {
    badge.dataset.state = state;
    badge.textContent = t(`rules.state.${state}`);
    root.dataset.rulesState = state;
  }

  function drawErrors(errors) {
    list.replaceChildren();
    list.hidden = errors.length === 0;
    for (const e of errors) {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'rules-error';
      b.dataset.testid = 'rules-error';
      b.dataset.line = String(e.line);
      b.dataset.col = String(e.col);
      b.append(Object.assign(document.createElement('span'), { className: 'where', textContent: t('rules.where', { line: e.line, col: e.col }) }), ' ');
      b.append(Object.assign(document.createElement('span'), { className: 'what', textContent: word(e) }));
      b.title = t('rules.goTo');
      b.addEventListener('click', () => goTo(e));
      li.append(b);
      list.append(li);
    }
  }

  return {
    setState,
    /** Redraws the badge in the page's language. */
    relabel: () => setState(badge.dataset.state),
    /**
     * Shows a check's answer: the core's report ({ ok, name, about, dimensions, spec } or
     * { ok: false, errors }), or { failed: error } when the check itself failed (the worker
     * stopped on it and was replaced). `place` is where a valid program stands in the game on
     * screen ({ part, of }), or null when it is not there; `builtIn` ({ spec }), when it is not, the
     * built-in game on screen that the program is the example of (the same game, another spec).
     */
    draw(report, place, builtIn = null) {
      if (report.failed) {
        setState('error');
        status.textContent = t('rules.checkFailed', { message: report.failed });
        drawErrors([]);
        return;
      }
      if (report.ok) {
        setState('ok');
        const shape = t(report.dimensions === 1 ? 'rules.shape1' : 'rules.shapeN', { n: report.dimensions });
        const shown = place ? (place.of > 1 ? 'Part' : '') : builtIn ? 'Same' : 'Apart';
        const params = { name: report.name, shape, ...place, spec: builtIn?.spec };
        status.textContent = t(report.name ? `rules.valid${shown}` : `rules.validUnnamed${shown}`, params);
        if (report.about) status.append(' ', Object.assign(document.createElement('span'), { className: 'rules-about', textContent: report.about }));
        drawErrors([]);
        return;
      }
      setState('error');
      const n = report.errors.length;
      status.textContent = t('rules.invalid', { n });
      // Read out with the count: the first problem and where it is (the list below has them all).
      if (n > 0) {
        const first = report.errors[0];
        const spoken = Object.assign(document.createElement('span'), { className: 'sr-only' });
        spoken.textContent = ` ${t('rules.where', { line: first.line, col: first.col })}: ${word(first)}`;
        status.append(spoken);
      }
      drawErrors(report.errors);
    },
    /** A line of its own in the status (an example loaded). */
    say(text) {
      status.textContent = text;
    },
  };
}
