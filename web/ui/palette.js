// Colours for values and outcomes, shared by the strip, the heat map, the scatter plot and the
// legends. P is navy with white text and a hatch pattern; N values run from pale yellow to dark
// brown. Blue against yellow-orange stays apart for every common kind of colour blindness, the
// two ends also differ in lightness, and every cell carries its letter or number as well.
// Text colours were chosen for WCAG AA (4.5:1) against each background (ratios in comments).

export const P_COLOUR = '#1f3a8a'; // white text 10.3:1
export const N_COLOUR = '#fde9c9'; // #5b3600 text 9.0:1
export const PENDING_COLOUR = '#eef0f5'; // #5a6478 text 5.2:1

// Tones for values 1 .. 8 (8 means 8 or more), light to dark.
export const TONES = [
  { bg: '#fff1c1', ink: '#2b1700' }, // 15.2:1
  { bg: '#fedf92', ink: '#2b1700' }, // 13.2:1
  { bg: '#fec45a', ink: '#2b1700' }, // 10.8:1
  { bg: '#f9a03c', ink: '#2b1700' }, //  8.3:1
  { bg: '#e8762a', ink: '#2b1700' }, //  5.8:1
  { bg: '#ad4510', ink: '#ffffff' }, //  5.8:1
  { bg: '#a03c0e', ink: '#ffffff' }, //  6.7:1
  { bg: '#6f2a07', ink: '#ffffff' }, // 10.5:1
];

/** The strip's tone class for a value: 0 for P, 1 .. 8 for N. */
export function toneOf(g) {
  return g === 0 ? 0 : Math.min(g, TONES.length);
}

function rgb(hex) {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

const rampRgb = TONES.map((t) => rgb(t.bg));
const pRgb = rgb(P_COLOUR);
const nRgb = rgb(N_COLOUR);
const pendingRgb = rgb(PENDING_COLOUR);

/** [r, g, b] along the N ramp for t in [0, 1]. */
export function rampColour(t) {
  const x = Math.max(0, Math.min(1, t)) * (rampRgb.length - 1);
  const i = Math.min(Math.floor(x), rampRgb.length - 2);
  const f = x - i;
  return rampRgb[i].map((c, k) => Math.round(c + (rampRgb[i + 1][k] - c) * f));
}

/**
 * Packs colours for an ImageData Uint32 view (little-endian: 0xAABBGGRR).
 * view 'sg': P navy, N along the ramp by value / max; view 'pn': P navy, N cream.
 */
export function pixelFor(g, view, max) {
  const [r, gr, b] = g === 0 ? pRgb : view === 'pn' ? nRgb : rampColour(max <= 1 ? 0 : (g - 1) / (max - 1));
  return (0xff << 24) | (b << 16) | (gr << 8) | r;
}

export const PENDING_PIXEL = (0xff << 24) | (pendingRgb[2] << 16) | (pendingRgb[1] << 8) | pendingRgb[0];

/** Text colour with at least 4.5:1 contrast on an [r, g, b] background. */
export function inkFor([r, g, b]) {
  const lin = (c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  return (1.05 / (l + 0.05)) >= ((l + 0.05) / 0.05) ? '#ffffff' : '#1b1200';
}

export function colourOf(g, view, max) {
  if (g === 0) return pRgb;
  return view === 'pn' ? nRgb : rampColour(max <= 1 ? 0 : (g - 1) / (max - 1));
}

/**
 * A lookup table of packed pixels for values 0 .. max (see pixelFor), so colouring a million
 * cells is one array read each instead of a colour computation each.
 */
export function pixelTable(view, max) {
  const table = new Uint32Array(Math.max(1, max) + 1);
  for (let g = 0; g < table.length; g++) table[g] = pixelFor(g, view, max);
  return table;
}
