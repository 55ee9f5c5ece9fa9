// The equivalent game of a take-and-break code (api equivalent: wasm/grundy.d.ts Equivalence), as the
// published tables list it first: the simplest code among the octal codes of up to three digits or with
// a one-digit tail with the same values (shifted by an offset when a heap of one token cannot be taken), the rule that
// makes them equivalent (both periods proven, or the values seen to agree up to a bound), and that
// code's period. Shown for a game of one code in normal play only; the call is the full module's,
// so it comes with the Understand panel's later sections (understand.js).
import { setWords, t, word } from '../../ui/i18n.js';

const CODE_FAMILIES = ['octal', 'hex', 'take-and-break'];

/** The equivalence in words: g of the code on screen against g' of the equivalent. */
function words(e) {
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
    if (g.misere || g.components.length !== 1 || !CODE_FAMILIES.includes(g.components[0].family)) return hide();
    try {
      const e = await client.equivalent(g.spec);
      if (mine !== asked) return;
      setWords(line, () => words(e));
      line.dataset.equivalent = e.equivalent;
      section.hidden = false;
    } catch (error) {
      if (mine !== asked) return;
      if (error?.name !== 'GrundyError') throw error;
      hide(); // not a code the catalogue compares (nobody asked: nothing reads as a refusal)
    }
  };
  const fail = (e) => game.fail(e);
  game.on(['game'], (s) => show(s).catch(fail));
  show(game.state).catch(fail);
}
