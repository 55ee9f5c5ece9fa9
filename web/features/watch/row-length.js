// The strip's row length: the person's choice (up to the core's limit), else the period the core
// detected in the values shown (so the repeating pattern lines up in columns; the strip cuts a
// period wider than its box to a part of it that fits), else as many cells as fit. The period comes
// from the controller's patterns(), the same request the patterns panel reads.
import { t } from '../../ui/i18n.js';
import { enableWired } from '../../ui/dom.js';

const MAX_AUTO_ROW = 64; // a longer period is not used as the row length

export function mountRowLength(root, { game, strip }) {
  const input = root.querySelector('[data-testid="row-length"]');
  const hint = root.querySelector('#row-length-hint');
  let period = 0; // the detected period of the table on screen, when usable as a row length
  let periodOf = null; // the component spec `period` is about
  let asked = 0; // bumps on each question, so a late answer about an older table is dropped

  // What the automatic row length is, in words: the period, a part of it, or the width.
  const autoWords = (columns) => {
    if (!period) return t('watch.rowFit');
    if (columns === period) return t('watch.rowPeriod', { period });
    if (period % columns === 0) return t('watch.rowPeriodPart', { columns, period, rows: period / columns });
    return t('watch.rowPeriodWide', { period });
  };
  const draw = () => {
    const chosen = game.state.rowLength;
    strip.setColumns(chosen || period, { period: !chosen && period > 0 });
    if (document.activeElement !== input) input.value = chosen ? String(chosen) : '';
    input.placeholder = String(strip.columns);
    hint.textContent = chosen ? t('watch.rowChosen') : autoWords(strip.columns);
  };

  const askPeriod = () => {
    const mine = ++asked;
    const spec = game.watched().spec;
    if (spec !== periodOf) {
      period = 0;
      periodOf = spec;
      draw();
    }
    game.patterns().then(
      (result) => {
        if (mine !== asked) return;
        const p = result.periodicity;
        period = p && p.period >= 2 && p.period <= MAX_AUTO_ROW ? p.period : 0;
        draw();
      },
      () => {}, // no period: the row fits the width (the patterns panel says why)
    );
  };

  input.addEventListener('input', () => {
    const v = input.value.trim();
    const n = Number(v);
    if (v === '') game.setRowLength(0);
    else if (/^\d+$/.test(v) && n >= 1 && n <= game.state.game.limits.rowLength) game.setRowLength(n);
  });
  enableWired(input);
  // The longest row: the core's limit, as the link reads it.
  const showMax = (s) => (input.max = String(s.game.limits.rowLength));
  showMax(game.state);
  game.on(['game'], showMax);
  game.on(['rowLength'], draw);
  game.on(['game', 'component', 'upTo'], askPeriod);
  askPeriod();
  return { relabel: draw };
}
