// "Which game is this?": the person types or pastes values g(0), g(1), ... (or the letters P and
// N), and the core names the known heap games whose values start that way (client.identify: the
// named games, Bash, subtraction sets within 1..12, the octal codes of up to three digits with and
// without a 4 before the point, the codes with a one-digit tail, and the coin-turning codes), simplest first, each with its period
// when one is known and a button that opens it. Asked as the person types; an answer to an older
// text is dropped. Loaded when the tab is first shown (define.js), as the call is the full module's.
import { debounce, el, showError } from '../../ui/dom.js';
import { setWords, t, translate } from '../../ui/i18n.js';
import { TYPING_PAUSE_MS } from './typing-pause.js';

/** `open(spec)` puts a game on screen; `fail(e)` reports what is not the core refusing the input. */
export function mountIdentify(root, { client, open, fail }) {
  root.replaceChildren(
    el(
      'div',
      { class: 'field identify-field' },
      el('label', { for: 'identify-values', 'data-i18n': 'define.identifyLabel' }),
      el('input', {
        id: 'identify-values',
        'data-testid': 'identify-values',
        type: 'text',
        autocomplete: 'off',
        spellcheck: 'false',
        inputmode: 'text',
        'aria-describedby': 'identify-hint identify-error',
      }),
      el('p', { id: 'identify-hint', class: 'hint', 'data-i18n': 'define.identifyHint' }),
      el('p', { id: 'identify-error', class: 'error', 'data-testid': 'identify-error', role: 'alert', hidden: true }),
    ),
    el('p', { class: 'identify-summary', 'data-testid': 'identify-summary', 'aria-live': 'polite' }),
    el('ul', { class: 'identify-results', 'data-testid': 'identify-results' }),
  );
  translate(root);
  const input = root.querySelector('#identify-values');
  const error = root.querySelector('#identify-error');
  const summary = root.querySelector('[data-testid="identify-summary"]');
  const list = root.querySelector('[data-testid="identify-results"]');
  let asked = 0;

  // Worded with setWords, so a change of language rewords what is on screen.
  const periodWords = (p) => () => {
    if (!p?.found) return t('define.identifyNoPeriod');
    const words = t('define.identifyPeriod', { p: p.period, a: p.preperiod });
    return p.proven ? `${words} ${t('define.identifyProven')}` : words;
  };
  const summaryWords = (answer) => () => {
    const found = answer.games.length + answer.more;
    if (found === 0) return t('define.identifyNone', { compared: answer.compared, searched: answer.searched });
    const words = t(answer.outcomes ? 'define.identifyFoundOutcomes' : 'define.identifyFound', { count: found, compared: answer.compared, searched: answer.searched });
    return answer.more > 0 ? `${words} ${t('define.identifyMore', { shown: answer.games.length })}` : words;
  };
  const draw = (answer) => {
    setWords(summary, answer ? summaryWords(answer) : null);
    if (!answer) summary.textContent = '';
    list.replaceChildren(
      ...(answer?.games ?? []).map((g) => {
        const period = el('span', { class: 'identify-period' });
        setWords(period, periodWords(g.periodicity));
        // Kayles is "octal:0.77 (kayles)"; Nim, a family that is a code, "nim (octal:0.[3])".
        const also = [g.name === g.spec ? '' : g.name, g.code].filter(Boolean).join(', ');
        return el('li', {}, el('button', { type: 'button', 'data-spec': g.spec, text: also ? `${g.spec} (${also})` : g.spec }), period);
      }),
    );
  };
  const ask = async () => {
    const text = input.value.trim();
    const mine = ++asked;
    if (text === '') {
      showError(error, null);
      draw(null);
      return;
    }
    try {
      const answer = await client.identify(text);
      if (mine !== asked) return;
      showError(error, null);
      draw(answer);
    } catch (e) {
      if (mine !== asked) return;
      if (e?.name !== 'GrundyError') throw e;
      showError(error, e); // what was typed stays in the field
      draw(null);
    }
  };
  input.addEventListener('input', debounce(() => ask().catch(fail), TYPING_PAUSE_MS));
  list.addEventListener('click', (e) => {
    const spec = e.target.closest('button[data-spec]')?.dataset.spec;
    if (spec) open(spec);
  });
}
