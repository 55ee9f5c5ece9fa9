// The patterns panel: what the core found in the values of the table on screen (the controller's
// patterns(), the request the strip's row length reads too). Period, preperiod and
// saltus; whether the period is proven (the theorem and the bound that prove it, behind "Why it
// holds for every n", for whoever asks) or only observed up to N; and the outcome rules in words,
// in the page's language. A heap game whose period
// the quick search did not prove may be searched further (period-search.js), whose answer replaces it.
import { formatCount, t, word } from '../../ui/i18n.js';
import { componentName } from '../../state/game-name.js';
import { esc } from '../../ui/html.js';

/** `searchLane`: the client's search lane (web/worker/search-lane.js) that "Search further" runs in. */
export function mountPatternsPanel(root, game, { searchLane }) {
  const out = root.querySelector('[data-testid="patterns"]');
  let request = 0;
  let last = null; // { spec, result }
  // "Search further" (period-search.js) is loaded when first offered (a period not proven; until then
  // it stays hidden, as the page's HTML has it); its show and hide calls run in the order made.
  let mounted = null;
  const mountSearch = () =>
    import('./period-search.js').then((m) =>
      m.mountPeriodSearch(root.querySelector('[data-testid="period-search"]'), {
        client: searchLane,
        onResult: (spec, patterns) => {
          if (last?.spec !== spec) return;
          // Under misère play the outcome rules stay the whole ruleset's.
          last.result = last.misere ? { periodicity: patterns.periodicity, outcomes: last.result.outcomes } : patterns;
          draw();
        },
      }),
    );
  const search = {
    show(spec, checked, proven) {
      if (proven && !mounted) return;
      mounted ??= mountSearch().catch((e) => ((mounted = null), Promise.reject(e)));
      mounted.then((s) => s.show(spec, checked, proven), (e) => game.fail(e));
    },
    hide: () => mounted?.then((s) => s.hide(), () => {}),
  };

  const draw = () => {
    if (!last) return;
    const { result } = last;
    const p = result.periodicity;
    const found = p && p.period > 0;
    let facts = '';
    if (found) {
      facts = `
        <dl class="facts">
          <div><dt>${esc(t('understand.period'))}</dt><dd data-testid="pattern-period">${esc(formatCount(p.period))}</dd></div>
          <div><dt>${esc(t('understand.preperiod'))}</dt><dd data-testid="pattern-preperiod">${esc(formatCount(p.preperiod))}</dd></div>
          <div><dt>${esc(t('understand.saltus'))}</dt><dd data-testid="pattern-saltus">${esc(formatCount(p.saltus))}</dd></div>
        </dl>
        <p class="status-badge ${p.proven ? 'proven' : 'observed'}" data-testid="pattern-status" data-proven="${p.proven ? 'true' : 'false'}">
          <span aria-hidden="true">${p.proven ? '✓' : '≈'}</span>
          ${esc(p.proven ? t('understand.proven') : t('understand.observed', { n: formatCount(p.checked) }))}</p>
        <p class="pattern-words">${esc(t(p.saltus ? 'understand.periodWordsSaltus' : 'understand.periodWords', { a: formatCount(p.preperiod), p: formatCount(p.period), s: formatCount(p.saltus) }))}</p>
        ${p.proven ? `<details class="bound-proof"><summary>${esc(t('understand.proofSummary'))}</summary><p class="bound" data-testid="pattern-bound">${esc(t('understand.bound', { bound: formatCount(p.bound), theorem: p.theoremText }))}</p></details>` : ''}`;
    } else if (p) {
      facts = `<p class="status-badge none" data-testid="pattern-status" data-proven="false">${esc(t('understand.noPeriod', { n: formatCount(p.checked) }))}</p>`;
    }
    const proof = found && p.proven ? word(p.theoremText) : '';
    const rules = result.outcomes
      .map((r) => {
        // A rule read off the proven period has the proof above as its evidence: not repeated. Nor
        // is an observation over the very values the badge above says were looked at (in the
        // page's number format there, where the core's words would write the count's plain digits).
        const raw = word(r.evidence);
        const restated = (proof && raw.includes(proof.slice(0, 40))) || (p && !p.proven && !r.proven && r.checked === p.checked);
        const evidence = restated ? '' : raw;
        return `<li data-kind="${esc(r.kind)}" data-proven="${r.proven ? 'true' : 'false'}">
          <span class="rule-text">${esc(word(r.statement))}</span>
          <span class="tag ${r.proven ? 'proven' : 'observed'}">${esc(t(r.proven ? 'understand.ruleProven' : 'understand.ruleObserved'))}</span>
          ${evidence ? `<span class="hint">${esc(evidence)}</span>` : ''}</li>`;
      })
      .join('');
    if (p) search.show(last.spec, p.checked, p.proven);
    else search.hide();
    out.dataset.state = 'shown';
    out.innerHTML = `${facts}
      <h4>${esc(t(last.misere ? 'understand.rulesHeadMisere' : 'understand.rulesHead'))}</h4>
      ${rules ? `<ul class="rules" data-testid="pattern-rules">${rules}</ul>` : `<p class="hint">${esc(t('understand.noRules'))}</p>`}`;
  };

  const refresh = async (s) => {
    const mine = ++request;
    const watched = game.watched();
    const { spec } = watched;
    // Under misère play the outcome rules are the whole ruleset's (the periodicity stays the
    // component's: the strip shows its normal-play values).
    const misere = s.game.misere;
    const key = misere ? `${spec}|${s.spec}` : spec;
    if (last?.key === key) {
      draw();
      return;
    }
    if (last?.spec !== spec) search.hide(); // a search of the game left stops at once
    out.dataset.state = 'loading';
    out.innerHTML = `<p class="hint">${esc(t('understand.patternsLoading', { spec: componentName(watched) }))}</p>`;
    try {
      const [own, whole] = await Promise.all([game.patterns(), misere ? game.patterns(s.spec).catch(() => null) : null]);
      if (mine !== request) return;
      const result = whole ? { periodicity: own.periodicity, outcomes: whole.outcomes } : own;
      last = { key, spec, result, misere: Boolean(whole) };
      draw();
    } catch (e) {
      if (mine !== request) return;
      out.dataset.state = 'error';
      out.innerHTML = `<p class="hint">${esc(t('understand.patternsFailed', { message: e }))}</p>`;
    }
  };
  const run = (s) => refresh(s).catch((e) => game.fail(e));
  game.on(['game', 'component'], run);
  game.on(['lang'], (s) => (last ? draw() : run(s)));
  run(game.state);
}
