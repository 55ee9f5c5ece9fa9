// The legend under the table: P cells, and what the N cells' colours mean in the view shown (P/N
// outcomes; values as tones for a strip; a ramp up to the largest value for a heat map).
import { t } from '../../ui/i18n.js';
import { esc } from '../../ui/html.js';
import { TONES } from '../../ui/palette.js';

export function drawLegend(host, view, data) {
  const p = `<li><span class="swatch P hatch" aria-hidden="true">P</span> ${t('watch.legendP')}</li>`;
  let n;
  if (view === 'pn') {
    n = `<li><span class="swatch N" aria-hidden="true">N</span> ${t('watch.legendN')}</li>`;
  } else if (data.kind === 'grid') {
    n = `<li><span class="ramp" aria-hidden="true"><span>1</span><span>${t('watch.legendMax', { max: Math.max(1, data.max) })}</span></span> ${t('watch.legendRamp')}</li>`;
  } else {
    const steps = TONES.map((tone, k) => `<span class="swatch tone" data-tone="${esc(k + 1)}">${esc(k + 1 === TONES.length ? `${k + 1}+` : k + 1)}</span>`).join('');
    n = `<li><span class="tones" aria-hidden="true">${steps}</span> ${t('watch.legendTones')}</li>`;
  }
  host.innerHTML = `<ul class="legend">${p}${n}</ul>`;
}
