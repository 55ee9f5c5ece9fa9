// The scatter plot of g(n) against n for the watched heap game, drawn on canvas from the table on
// screen (the controller's, web/state/table.js), so growth (Lasker's Nim climbs, subtraction games
// stay flat) and periodicity (repeating bands) show at a glance. P positions are navy squares on the axis, N positions
// orange dots: shape and colour both differ.
import { t } from '../../ui/i18n.js';
import { componentName } from '../../state/game-name.js';

function niceStep(span, pixels, minGap) {
  const raw = (span * minGap) / Math.max(1, pixels);
  for (let p = 1; ; p *= 10) for (const s of [1, 2, 5]) if (s * p >= raw) return s * p;
}

// Past MOST_POINTS points the plot draws MOST_POINTS of them, one from each run of k heaps at a place
// that moves along the run (k * golden ratio), so a periodic table shows every residue rather than the
// one a fixed stride would alias to, and for each of BUCKETS runs of heaps the largest value in it
// (kept as the chunks arrive), so the top of the cloud is drawn too. A frame then costs what one of
// 3,000 points does: drawing 20,000 took over 50 ms a frame on a loaded machine, for minutes while a
// table of 2^26 heaps streams.
const MOST_POINTS = 2_000;
const BUCKETS = 1024;

export function mountScatter(root, game) {
  const box = root.querySelector('.scatter');
  const canvas = root.querySelector('[data-testid="scatter"]');
  // Only a heap game's values make the plot; for any other game the section is not shown.
  const section = root.querySelector('[data-testid="scatter-section"]');
  const ctx = canvas.getContext('2d');
  const td = game.table;
  let queued = false;
  let tops = null; // { total, done, max: Int32Array(BUCKETS) }, -1 for a run with no value yet
  const keepTops = (d, from, to) => {
    if (!tops || tops.total !== d.total || from > tops.done) {
      tops = { total: d.total, done: 0, max: new Int32Array(BUCKETS).fill(-1) };
      from = 0;
    }
    const per = Math.max(1, d.total) / BUCKETS;
    for (let i = from; i < to; i++) {
      const b = Math.floor(i / per);
      if (d.values[i] > tops.max[b]) tops.max[b] = d.values[i];
    }
    tops.done = Math.max(tops.done, to);
  };

  const draw = () => {
    queued = false;
    const d = td.data;
    const usable = d.kind === 'strip';
    section.hidden = !usable;
    if (!usable) return;
    const width = Math.max(240, Math.floor(canvas.parentElement.clientWidth));
    const height = 220;
    const dpr = window.devicePixelRatio || 1;
    if (canvas.width !== Math.round(width * dpr)) {
      canvas.width = Math.round(width * dpr);
      canvas.height = Math.round(height * dpr);
      canvas.style.width = `${width}px`;
      canvas.style.height = `${height}px`;
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    const left = 40;
    const right = 12;
    const top = 12;
    const bottom = 34;
    const n = Math.max(1, d.total);
    const maxG = Math.max(1, d.max);
    const X = (i) => left + ((i + 0.5) / n) * (width - left - right);
    const Y = (g) => top + (1 - g / maxG) * (height - top - bottom);
    // Axes and ticks.
    ctx.strokeStyle = '#dde2ec';
    ctx.fillStyle = '#5a6478';
    ctx.font = '11px system-ui, sans-serif';
    ctx.lineWidth = 1;
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    const gStep = niceStep(maxG, height - top - bottom, 24);
    ctx.beginPath();
    for (let g = 0; g <= maxG; g += gStep) {
      const y = Math.round(Y(g)) + 0.5;
      ctx.moveTo(left, y);
      ctx.lineTo(width - right, y);
      ctx.fillText(String(g), left - 6, y);
    }
    ctx.stroke();
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    const nStep = niceStep(n, width - left - right, 56);
    for (let i = 0; i < n; i += nStep) ctx.fillText(String(i), X(i), height - bottom + 6);
    ctx.fillStyle = '#1d2433';
    ctx.font = '600 11px system-ui, sans-serif';
    ctx.fillText(t('understand.scatterX'), (left + width - right) / 2, height - 14);
    ctx.save();
    ctx.translate(11, top + (height - top - bottom) / 2);
    ctx.rotate(-Math.PI / 2);
    ctx.fillText(t('understand.scatterY'), 0, -6);
    ctx.restore();
    // Points: a square for P, a dot for N; smaller when there are many.
    const size = Math.max(1.5, Math.min(6, (width - left - right) / n));
    // The points go into one path per colour, each filled once.
    const squares = new Path2D();
    const dots = new Path2D();
    const point = (x, g) => {
      const y = Y(g);
      if (g === 0) {
        squares.rect(x - size / 2, y - size / 2, size, size);
      } else {
        dots.moveTo(x + size / 2, y);
        dots.arc(x, y, size / 2, 0, Math.PI * 2);
      }
    };
    const step = Math.ceil(d.done / MOST_POINTS);
    if (step === 1) for (let i = 0; i < d.done; i++) point(X(i), d.values[i]);
    else {
      for (let k = 0; k * step < d.done; k++) {
        const i = Math.min(d.done - 1, k * step + Math.floor(((k * 0.6180339887) % 1) * step));
        point(X(i), d.values[i]);
      }
      if (!tops || tops.total !== d.total || tops.done < d.done) keepTops(d, tops?.done ?? 0, d.done);
      const per = n / BUCKETS;
      for (let b = 0; b < BUCKETS; b++) if (tops.max[b] >= 0) point(X((b + 0.5) * per - 0.5), tops.max[b]);
    }
    ctx.fillStyle = '#1f3a8a';
    ctx.fill(squares);
    ctx.fillStyle = '#c2410c';
    ctx.fill(dots);
    canvas.setAttribute('aria-label', t('understand.scatterLabel', { spec: componentName(d.component), n: d.done, max: d.max }));
    canvas.dataset.points = String(d.done);
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(draw);
  };
  td.subscribe((d, event) => {
    if (event.type === 'reset') tops = null;
    // The runs' largest values are kept from the first chunk of a table too large to draw whole.
    else if (event.type === 'progress' && (tops !== null || d.total > MOST_POINTS)) keepTops(d, event.from, event.to);
    schedule();
  });
  game.on(['lang'], schedule);
  new ResizeObserver(schedule).observe(box);
  schedule();
}
