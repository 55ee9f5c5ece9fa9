// The patterns panel: what the core found in the watched game's values. Period, preperiod and
// saltus; whether the period is proven (with the theorem and the bound that proves it) or only
// observed up to N; and the outcome rules in words, in the page's language.
import { t, language } from '../../ui/i18n.js';
import { hasCall, isNotBound } from '../../worker/engine-features.js';
import { distinctComponents, splitSpec } from '../../state/spec-text.js';
import { gameName } from '../../ui/game-name.js';

function esc(s) {
  return String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

/** Text from the core in the page's language: a string, or { en, zh }. */
function inLanguage(text) {
  if (!text) return '';
  if (typeof text === 'string') return text;
  return (language() === 'zh' ? text.zh : text.en) ?? text.en ?? '';
}

/** The theorem behind a proven period, in words: the core's own statement (English), or in
 * Chinese the evidence of the rule read off that period when there is one. */
function proofText(result) {
  const p = result.periodicity;
  if (language() === 'zh') {
    const fromPeriod = (result.rules ?? []).find((r) => r.proven && r.kind === 'residues' && r.evidence?.zh);
    if (fromPeriod) return fromPeriod.evidence.zh.replace(/^已证明[：:]\s*/, '');
  }
  return inLanguage(p.theoremText ?? p.theorem ?? '');
}

export function mountPatternsPanel(root, { engine, store }) {
  const out = root.querySelector('[data-testid="patterns"]');
  let request = 0;
  let last = null; // { spec, result }

  const draw = () => {
    if (!last) return;
    const { result } = last;
    const p = result.periodicity;
    const found = p && p.period > 0;
    let facts = '';
    if (found) {
      const checked = p.checkedUpTo ?? p.checked;
      facts = `
        <dl class="facts">
          <div><dt>${esc(t('understand.period'))}</dt><dd data-testid="pattern-period">${esc(p.period)}</dd></div>
          <div><dt>${esc(t('understand.preperiod'))}</dt><dd data-testid="pattern-preperiod">${esc(p.preperiod)}</dd></div>
          <div><dt>${esc(t('understand.saltus'))}</dt><dd data-testid="pattern-saltus">${esc(p.saltus ?? 0)}</dd></div>
          ${p.proven ? `<div><dt>${esc(t('understand.boundLabel'))}</dt><dd data-testid="pattern-bound-value">n &lt; ${esc(p.bound ?? p.proofWindowEnd ?? '?')}</dd></div>` : ''}
        </dl>
        <p class="status-badge ${p.proven ? 'proven' : 'observed'}" data-testid="pattern-status" data-proven="${p.proven ? 'true' : 'false'}">
          <span aria-hidden="true">${p.proven ? '✓' : '≈'}</span>
          ${esc(p.proven ? t('understand.proven') : t('understand.observed', { n: checked ?? '?' }))}</p>
        <p class="pattern-words">${esc(t(p.saltus ? 'understand.periodWordsSaltus' : 'understand.periodWords', { a: p.preperiod, p: p.period, s: p.saltus }))}</p>
        ${p.proven ? `<p class="bound" data-testid="pattern-bound">${esc(t('understand.bound', { bound: p.bound ?? p.proofWindowEnd ?? '?', theorem: proofText(result) }))}</p>` : ''}`;
    } else if (p) {
      facts = `<p class="status-badge none" data-testid="pattern-status" data-proven="false">${esc(t('understand.noPeriod', { n: p.checkedUpTo ?? p.checked ?? '?' }))}</p>`;
    }
    const proof = found && p.proven ? proofText(result) : '';
    const rules = (result.rules ?? [])
      .map((r) => {
        // A rule read off the proven period has the proof above as its evidence: not repeated.
        const raw = inLanguage(r.evidence);
        const evidence = proof && raw.includes(proof.slice(0, 40)) ? '' : raw;
        return `<li data-kind="${esc(r.kind)}" data-proven="${r.proven ? 'true' : 'false'}">
          <span class="rule-text">${esc(language() === 'zh' ? (r.zh ?? r.en) : r.en)}</span>
          <span class="tag ${r.proven ? 'proven' : 'observed'}">${esc(t(r.proven ? 'understand.ruleProven' : 'understand.ruleObserved'))}</span>
          ${evidence ? `<span class="hint">${esc(evidence)}</span>` : ''}</li>`;
      })
      .join('');
    out.dataset.state = 'shown';
    out.innerHTML = `${facts}
      <h4>${esc(t(last.misere ? 'understand.rulesHeadMisere' : 'understand.rulesHead'))}</h4>
      ${rules ? `<ul class="rules" data-testid="pattern-rules">${rules}</ul>` : `<p class="hint">${esc(t('understand.noRules'))}</p>`}`;
  };

  const refresh = async (s) => {
    const mine = ++request;
    const spec = s.watched;
    if (!spec) return;
    const unavailable = () => {
      out.dataset.state = 'unavailable';
      out.innerHTML = `<p class="note" data-testid="patterns-unavailable" data-feature="patterns">${esc(t('understand.notYetPatterns'))}</p>`;
    };
    if (!hasCall(engine, 'patterns')) {
      unavailable();
      return;
    }
    // Under misère play the outcome rules are the whole ruleset's (the periodicity stays the
    // component's: the strip shows its normal-play values).
    const misere = splitSpec(s.spec).misere;
    const key = misere ? `${spec}|${s.spec}` : spec;
    if (last?.key === key) {
      draw();
      return;
    }
    out.dataset.state = 'loading';
    out.innerHTML = `<p class="hint">${esc(t('understand.patternsLoading', { spec: gameName(spec) }))}</p>`;
    try {
      // The engine's own bounds (a table of 2^21 heaps, enough to prove octal:0.16) unless the table
      // on screen is longer; a grid's patterns do not use a period search.
      const max = s.watchedKind !== 'grid' && s.upTo + 1 > 2 ** 21 ? Math.min(2 ** 24, s.upTo + 1) : undefined;
      const [own, whole] = await Promise.all([
        engine.patterns(spec, { max }),
        misere ? engine.patterns(s.spec, { max }).catch(() => null) : null,
      ]);
      if (mine !== request) return;
      const result = whole ? { periodicity: own.periodicity, rules: whole.rules } : own;
      last = { key, spec, result, misere: Boolean(whole) };
      store.set({ patterns: { spec, result } });
      draw();
    } catch (e) {
      if (mine !== request) return;
      if (isNotBound(e)) {
        unavailable();
        return;
      }
      out.dataset.state = 'error';
      out.innerHTML = `<p class="hint">${esc(t('understand.patternsFailed', { message: e.message }))}</p>`;
    }
  };
  store.subscribe(['watched', 'spec'], (s, changed) => {
    // A new spec is followed by a new `watched` once the watch panel has checked it; until then
    // only a change of play convention (misère on or off) around the same component matters.
    if (!changed.includes('watched') && !distinctComponents(s.spec).includes(s.watched)) return;
    refresh(s).catch((e) => store.set({ fatal: e.message }));
  });
  store.subscribe(['lang'], () => (last ? draw() : refresh(store.get())));
  refresh(store.get());
}
