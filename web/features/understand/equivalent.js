// The equivalent game of a take-and-break code (api equivalent: wasm/grundy.d.ts Equivalence), as the
// published tables list it first: the simplest code among the octal codes of up to three digits or with
// a one-digit tail with the same values (shifted by an offset when a heap of one token cannot be taken), the rule that
// makes them equivalent (both periods proven, or the values seen to agree up to a bound), and that
// code's period. Asked for one game alone in normal play, and shown when the core compares it (a
// code, or a named game that is one: Nim is 0.[3]); the call is the full module's, so it comes with
// the Understand panel's later sections (understand.js).
import { setWords, t, word } from '../../ui/i18n.js';

/** The equivalence in words: g of the game on screen (`spec`) against g' of the equivalent. */
function words(e, spec) {
  if (e.same && e.spec !== spec) return t('understand.equivalentSameNamed', { code: e.spec, rule: word(e.rule) });
  if (e.same) return t('understand.equivalentSame', { rule: word(e.rule) });
  const equivalent = e.name ? `${e.equivalent} (${e.name})` : e.equivalent;
  const period = e.periodicity?.found ? ` ${t('understand.equivalentPeriod', { p: e.periodicity.period, a: e.periodicity.preperiod })}` : '';
  const same =
    e.offset === 0
      ? t('understand.equivalentEqual', { equivalent })
      : t(e.offset > 0 ? 'understand.equivalentShifted' : 'understand.equivalentShiftedBack', { equivalent, offset: Math.abs(e.offset) });
  return `${same}${period} ${t(e.proven ? 'understand.equivalentProven' : 'understand.equivalentObserved', { rule: word(e.rule) })}`;
}

export function mountEquivalent(root, { game, client }) {
  const section = root.querySelector('[data-testid="equivalent-section"]');
  const line = root.querySelector('[data-testid="equivalent"]');
  let asked = 0;
  const hide = () => {
    section.hidden = true;
    setWords(line, null);
    line.textContent = '';
  };
  const show = async ({ game: g }) => {
    const mine = ++asked;
    if (g.misere || g.components.length !== 1) return hide();
    try {
      const e = await client.equivalent(g.spec);
      if (mine !== asked) return;
      setWords(line, () => words(e, g.spec));
      line.dataset.equivalent = e.equivalent;
      section.hidden = false;
    } catch (error) {
      if (mine !== asked) return;
      if (error?.name !== 'GrundyError') throw error;
      hide(); // not a code the catalogue compares, nor a game that is one (nobody asked: nothing reads as a refusal)
    }
  };
  const fail = (e) => game.fail(e);
  game.on(['game'], (s) => show(s).catch(fail));
  show(game.state).catch(fail);
}
