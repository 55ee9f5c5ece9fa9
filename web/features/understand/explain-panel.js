// Why a position has its value. One game: its options with their values, and the mex drawn as
// the row 0, 1, 2, ... with the values present filled in and the first gap marked. A sum: each
// part's value in binary, XORed column by column, and the winning moves. Options are buttons
// that explain the position they lead to (through the controller's select). A position typed in
// another way than the core writes it is shown as read ("1 4 1" as 1+4+1); a refused one clears
// the explanation, and Explain with nothing typed says what to type.
import { t, word } from '../../ui/i18n.js';
import { explainPosition } from './explain-data.js';
import { esc } from '../../ui/html.js';
import { enableWired, showError } from '../../ui/dom.js';

const SHOWN_OPTIONS = 60;

function optionList(e, { winningOnly = false } = {}) {
  const chosen = winningOnly ? e.options.filter((o) => o.winning) : e.options;
  const shown = chosen.slice(0, SHOWN_OPTIONS);
  const items = shown
    .map((o) => {
      // The value of the whole position the move leaves (for one game, the option's value).
      const outcome = o.after === 0 ? 'P' : 'N';
      return `<li><button type="button" class="option ${o.winning ? 'winning' : ''}" data-option-to="${esc(o.to)}" data-value="${esc(o.after)}"
        aria-label="${esc(t('understand.optionLabel', { to: o.to, g: o.after }))}">
        <span class="to">${esc(o.to)}</span><span class="v" data-outcome="${outcome}">${esc(o.after)}</span></button></li>`;
    })
    .join('');
  // Every winning option is listed; of the others, the first ones (the core says how many in all).
  const more = (winningOnly ? e.winningMoves : e.moveCount) - shown.length;
  return `<ul class="options" data-testid="explain-options">${items}</ul>${more > 0 ? `<p class="hint">${esc(t('understand.moreOptions', { n: more }))}</p>` : ''}`;
}

function mexRow(e) {
  const present = new Set(e.options.map((o) => o.value));
  const top = Math.min(Math.max(e.mex + 1, ...[...present].filter((v) => v <= e.mex + 3)), 40);
  const boxes = Array.from({ length: top + 1 }, (_, v) => {
    const cls = v === e.mex ? 'mex' : present.has(v) ? 'present' : 'absent';
    return `<li class="${cls}" data-value="${esc(v)}"><span>${esc(v)}</span>${v === e.mex ? `<small>mex</small>` : ''}</li>`;
  }).join('');
  return `<div class="mex-box"><p class="mex-caption">${esc(t('understand.mexCaption', { mex: e.mex }))}</p>
    <ol class="mex-row" data-testid="mex-row" aria-hidden="true">${boxes}</ol></div>`;
}

function xorTable(e) {
  const width = e.xorBinary.length;
  const head = Array.from({ length: width }, (_, k) => `<th scope="col">2<sup>${width - 1 - k}</sup></th>`).join('');
  const row = (label, value, bits, cls = '') =>
    `<tr class="${esc(cls)}"><th scope="row">${esc(label)}</th><td class="num">${esc(value)}</td>${[...bits].map((b) => `<td class="bit b${esc(b)}">${esc(b)}</td>`).join('')}</tr>`;
  const body = e.parts.map((p, i) => row(t('understand.partLabel', { i: i + 1, position: p.position }), p.value, p.binary)).join('');
  const ones = [...e.xorBinary].map((_, k) => e.parts.filter((p) => p.binary[k] === '1').length);
  const parity = `<tr class="parity"><th scope="row">${esc(t('understand.onesRow'))}</th><td></td>${ones.map((n) => `<td>${esc(n)}</td>`).join('')}</tr>`;
  return `<table class="xor" data-testid="xor-table">
    <caption>${esc(t('understand.xorCaption'))}</caption>
    <thead><tr><th scope="col">${esc(t('understand.partHead'))}</th><th scope="col">g</th>${head}</tr></thead>
    <tbody>${body}${parity}${row('XOR', e.value, e.xorBinary, 'total')}</tbody></table>`;
}

export function mountExplainPanel(root, { game, client }) {
  const form = root.querySelector('[data-testid="position-form"]');
  const input = root.querySelector('[data-testid="position-input"]');
  const error = root.querySelector('[data-testid="position-error"]');
  const readAs = root.querySelector('[data-testid="position-read-as"]');
  const out = root.querySelector('[data-testid="explanation"]');
  let request = 0;
  let askedEmpty = false; // Explain was pressed with nothing typed: say what to type
  let shown = null; // the position and game the field was last set to: what is typed stays through a change of language

  /** Nothing explained: the prompt, with no explanation of an earlier position left under it. */
  const clear = (state) => {
    out.dataset.state = state;
    delete out.dataset.for;
    delete out.dataset.sg;
    delete out.dataset.outcome;
    out.innerHTML = `<p class="prompt">${esc(t('understand.prompt'))}</p>`;
  };

  const show = async (s) => {
    const mine = ++request;
    if (document.activeElement !== input && (shown?.selected !== s.selected || shown?.spec !== s.spec)) input.value = s.selected ?? '';
    shown = { selected: s.selected, spec: s.spec };
    readAs.hidden = true;
    if (s.selected === null || s.selected === undefined || s.selected === '') {
      clear('empty');
      const example = s.game.start;
      showError(error, askedEmpty ? () => t('understand.emptyPosition', { example }) : null);
      askedEmpty = false;
      return;
    }
    let e;
    try {
      e = await explainPosition(client, s.spec, s.selected);
    } catch (err) {
      if (mine !== request) return;
      clear('error');
      showError(error, err);
      return;
    }
    if (mine !== request) return;
    showError(error, null);
    // What the core read the typed text as, when it wrote it otherwise ("1 4 1" is 1+4+1).
    if (e.position !== s.selected.trim()) {
      readAs.textContent = t('understand.readAs', { typed: s.selected.trim(), position: e.position });
      readAs.hidden = false;
    }
    const misere = s.game.misere;
    out.dataset.state = 'shown';
    out.dataset.for = e.position;
    out.dataset.sg = String(e.value);
    out.dataset.outcome = e.outcome;
    const outcomeLine = misere
      ? `<p class="outcome ${esc(e.outcome)}"><span class="letter">${esc(e.outcome)}</span> ${esc(t(e.outcome === 'P' ? 'understand.misereP' : 'understand.misereN'))}</p>` +
        (e.tame ? `<p class="hint" data-testid="explain-tame">${esc(t('understand.tame'))}</p>` : '') +
        (e.quotient ? `<p class="hint" data-testid="explain-quotient">${esc(word(e.summary))}</p>` : '')
      : '';
    if (e.parts) {
      const values = e.parts.map((p) => p.value).join(' ⊕ ');
      const head = t(misere ? 'understand.sumHeadMisere' : 'understand.sumHead', { pos: e.position, n: e.parts.length, values, g: e.value });
      const verdict = misere ? '' : t(e.value === 0 ? 'understand.sumP' : 'understand.sumN');
      const wins = t('understand.winningMoves', { n: e.winningMoves, total: e.moveCount });
      out.innerHTML = `
        <p class="headline">${esc(head)}${esc(verdict)}</p>
        ${outcomeLine}
        ${xorTable(e)}
        <h4>${esc(wins)}</h4>
        ${e.winningMoves > 0 ? optionList(e, { winningOnly: true }) : `<p class="hint">${esc(t('understand.noWinning'))}</p>`}`;
      return;
    }
    if (e.options.length === 0) {
      out.innerHTML = `<p class="headline">${esc(t('understand.noMove', { n: e.words }))}</p>${outcomeLine}`;
      return;
    }
    const sep = t('watch.listSep');
    const more = e.options.length > 12 ? `${sep}…` : '';
    const to = e.options.slice(0, 12).map((o) => o.words).join(sep) + more;
    const values = e.options.slice(0, 12).map((o) => o.value).join(sep) + more;
    const sentence = t('understand.why', { n: e.words, to, values, mex: e.mex }) + (misere ? '.' : t(e.value === 0 ? 'understand.whyP' : 'understand.whyN'));
    out.innerHTML = `
      <p class="headline"><span class="pill ${e.value === 0 ? 'P' : 'N'}" aria-hidden="true">${e.value === 0 ? 'P' : 'N'}</span> ${esc(sentence)}</p>
      ${outcomeLine}
      <div class="explain-grid">
        <div><h4>${esc(t('understand.optionsHead', { pos: e.position }))}</h4>${optionList(e)}</div>
        ${mexRow(e)}
      </div>`;
  };

  out.addEventListener('click', (ev) => {
    const b = ev.target.closest('button.option');
    if (b) game.select(b.dataset.optionTo);
  });
  form.addEventListener('submit', (ev) => {
    ev.preventDefault();
    const v = input.value.trim();
    askedEmpty = v === '';
    // The same position again: explained again (its message shown again after an edit).
    if (v === (game.state.selected ?? '')) run(game.state);
    else game.select(v);
  });
  enableWired(input, form.querySelector('[data-testid="explain-button"]'));
  const run = (s) => show(s).catch((e) => game.fail(e));
  game.on(['selected', 'game', 'lang', 'budgetTimes'], run);
  run(game.state);
}
