// The misère view of the table (issue 30; misere-view.js shows it beside the values): for a game of heaps, what the core knows of its misère play (api
// genus and quotient: wasm/grundy.d.ts Genera and Quotient) for heaps 0 .. HEAPS-1: whether the game
// is tame, restive or wild (a sentence of the core), the genus strip (g with its superscript
// γ0γ1…), the misère quotient's order, presentation and P-portion, its multiplication table as a
// grid with the P-portion marked, and the pretending function as a strip (the element each heap
// is). Misère play of a sum is then the product of its heaps' elements: P exactly when it lies in
// the P-portion, which the explanation and the play panel use. For any other game the section is
// not shown (the core's refusal, misere.not-heap-game or spec.not-single, keeps it hidden).
import { t, word } from '../../ui/i18n.js';
import { componentName } from '../../state/game-name.js';
import { esc } from '../../ui/html.js';
import { mountQuotientSearch } from './quotient-search.js';
import './misere.css';

/** Heaps 0 .. 20: the strips fit a phone in two or three lines, and every solved octal game's quotient shows its shape by then. */
const HEAPS = 21;
/**
 * What one quotient may cost in the worker (steps), which answers nothing else meanwhile: Kayles',
 * Dawson's Kayles' and Grundy's game's to heap 20 take a few hundredths of a second in wasm under
 * Node; 0.6, whose quotient outgrows it, stops at heap 16 after about 0.2 s and says so. Times the
 * page's budgetTimes: *Keep going* (features/busy/busy.js) raises it as it raises every search's, and the
 * section asks again.
 */
const QUOTIENT_WORK = 5e5;
/** The refusals that mean the section is not about this game. */
const NOT_ABOUT = new Set(['misere.not-heap-game', 'spec.not-single']);

/** An element or a word of the presentation ("ab^2") with its powers raised. */
const raised = (text) =>
  String(text)
    .split(/\^(\d+)/)
    .map((part, i) => (i % 2 ? `<sup>${esc(part)}</sup>` : esc(part)))
    .join('');

/** A genus symbol as Winning Ways writes it: g with its superscript digits, comma-separated when one has two figures. */
function genusHtml(h) {
  const wide = h.digits.some((d) => d >= 10);
  const sup = wide ? h.digits.join(',') : h.digits.join('');
  return `${esc(h.g)}<sup>${esc(sup)}</sup>`;
}

/**
 * The section in `root`, for the game on screen while `active()` (the view is shown: nothing is
 * asked of the core meanwhile). Returns { refresh }, to call when it becomes active.
 */
export function mountMiserePanel(root, { game, client, active = () => true, searchLane = client.searchLane() }) {
  const section = root.querySelector('[data-testid="misere-section"]');
  const out = root.querySelector('[data-testid="misere-result"]');
  let request = 0;
  let last = null; // { key, watched, genera, quotient | quotientError } or { key, watched, error }
  // Further heaps in a worker of their own; what it finds replaces the first look's quotient.
  const further = mountQuotientSearch(root.querySelector('[data-testid="quotient-search"]'), {
    client: searchLane,
    onResult: (spec, quotient) => {
      if (last?.watched.spec !== spec || last.error) return;
      last.quotient = quotient;
      last.quotientError = null;
      draw();
    },
  });

  // A strip of heaps 0 .. HEAPS-1 (its items the caller's <li>s, each escaped where it is made).
  // A strip longer than the first look's (a quotient found to more heaps) scrolls in a box of its
  // own, reachable from the keyboard, rather than pushing the table pages down.
  const stripOpen = (testid, label, items = HEAPS) =>
    `<div class="misere-strip-wrap"><p class="misere-label" id="${esc(testid)}-label">${esc(label)}</p><ol class="misere-strip" data-testid="${esc(testid)}" aria-labelledby="${esc(testid)}-label"${items > 2 * HEAPS ? ' data-long="true" tabindex="0"' : ''}>`;
  const stripClose = '</ol></div>';


  const quotientHtml = (q) => {
    const inP = new Set(q.pPortion);
    const presentation = `⟨${q.generators.map((g) => esc(g)).join(', ')} | ${q.relations.map((r) => `${raised(r.left)} = ${raised(r.right)}`).join(', ')}⟩`;
    const period = q.periodic ? t('understand.miserePeriodic', { period: q.period, preperiod: q.preperiod }) : t('understand.misereNotPeriodic', { last: q.heaps });
    const lines = `
      <p data-testid="misere-quotient-line">${esc(t('understand.misereQuotientLine', { quotient: t('understand.misereQuotient', { last: q.heaps, order: q.order, p: q.pCount }), period }))}</p>
      <p class="misere-presentation" data-testid="misere-presentation">${presentation}</p>
      <p>${esc(t('understand.miserePortion'))}<span data-testid="misere-p">${q.pPortion.map((x) => raised(q.elements[x])).join(', ')}</span></p>`;
    const pretending = `${stripOpen('misere-pretending', t('understand.miserePretending'), q.pretending.length)}${q.pretending
      .map((x, n) => `<li data-heap="${Number(n)}" data-element="${esc(q.elements[x])}"${inP.has(x) ? ' data-p="true"' : ''}><span class="n">${Number(n)}</span><span class="e">${raised(q.elements[x])}</span></li>`)
      .join('')}${stripClose}`;
    if (!q.table.length) return lines + pretending + `<p class="hint">${esc(t('understand.misereTooLarge', { order: q.order }))}</p>`;
    const head = q.elements.map((e) => `<th scope="col" data-element="${esc(e)}">${raised(e)}</th>`).join('');
    const rows = q.elements
      .map((e, x) => {
        const cells = q.elements
          .map((_, y) => {
            const z = q.table[x * q.order + y];
            return `<td data-product="${esc(q.elements[z])}"${inP.has(z) ? ' class="p" data-p="true"' : ''}>${raised(q.elements[z])}</td>`;
          })
          .join('');
        return `<tr data-element="${esc(e)}"><th scope="row">${raised(e)}</th>${cells}</tr>`;
      })
      .join('');
    return `${lines}${pretending}
      <div class="misere-scroll" role="region" tabindex="0" aria-labelledby="misere-table-caption">
        <table class="misere-table" data-testid="misere-table">
          <caption id="misere-table-caption">${esc(t('understand.misereTableCaption'))}</caption>
          <thead><tr><td></td>${head}</tr></thead>
          <tbody>${rows}</tbody>
        </table>
      </div>`;
  };

  const draw = () => {
    if (!last) return;
    if (last.error) {
      further.hide();
      out.dataset.state = 'error';
      out.innerHTML = `<p class="hint" data-testid="misere-error">${esc(t('understand.misereFailed', { message: last.error }))}</p>`;
      return;
    }
    const { genera, quotient } = last;
    const genusStrip = `${stripOpen('misere-genus', t('understand.misereGenus', { spec: componentName(last.watched), last: HEAPS - 1 }))}${genera.heaps
      .map((h) => `<li data-heap="${Number(h.heap)}" data-genus="${esc(h.text)}" data-standing="${esc(h.standing)}"><span class="n">${Number(h.heap)}</span><span class="e">${genusHtml(h)}</span></li>`)
      .join('')}${stripClose}`;
    out.dataset.state = 'shown';
    out.dataset.standing = genera.standing;
    out.innerHTML = `
      <p data-testid="misere-standing">${esc(word(genera.summary))}</p>
      ${genusStrip}
      ${quotient ? quotientHtml(quotient) : `<p class="hint" data-testid="misere-error">${esc(t('understand.misereFailed', { message: last.quotientError }))}</p>`}`;
    // More heaps, unless the period is proven (the quotient is the whole game's) or the refusal is
    // not a budget's.
    const more = quotient ? !quotient.periodic : Boolean(last.quotientError?.budget);
    further.show(last.watched.spec, quotient ? quotient.heaps : HEAPS - 1, more);
  };

  const refresh = async () => {
    const mine = ++request;
    const watched = game.watched();
    const times = game.state.budgetTimes ?? 1;
    const key = `${watched.spec}|${times}`;
    if (last?.key === key) {
      draw();
      return;
    }
    out.dataset.state = 'loading';
    out.innerHTML = `<p class="hint">${esc(t('understand.misereLoading', { spec: componentName(watched) }))}</p>`;
    let next;
    try {
      const genera = await client.genus(watched.spec, HEAPS);
      next = { key, watched, genera };
      try {
        next.quotient = await client.quotient(watched.spec, HEAPS, { work: QUOTIENT_WORK * times });
      } catch (e) {
        if (e.name !== 'GrundyError') throw e;
        next.quotientError = e;
      }
    } catch (e) {
      if (e.name !== 'GrundyError') throw e;
      next = { key, watched, error: e };
    }
    if (mine !== request) return;
    last = next;
    section.hidden = Boolean(last.error && NOT_ABOUT.has(last.error.id));
    draw();
  };
  const run = () => (active() ? refresh().catch((e) => game.fail(e)) : undefined);
  game.on(['game', 'component', 'budgetTimes'], run);
  game.on(['lang'], () => (last ? draw() : run()));
  run();
  return { refresh: run };
}
