// One polite live region per page for what a screen reader should hear as it happens
// ("The computer took 3, 7 left. Your move."). Clearing first makes a repeated sentence heard again.
let region = null;

function ensureRegion() {
  if (region && region.isConnected) return region;
  region = document.querySelector('[data-testid="announcer"]');
  if (!region) {
    region = document.createElement('div');
    region.className = 'sr-only';
    region.dataset.testid = 'announcer';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    document.body.append(region);
  }
  return region;
}

export function announce(text) {
  const r = ensureRegion();
  r.textContent = '';
  // A new task, so assistive technology sees a change even when the text repeats.
  setTimeout(() => {
    r.textContent = text;
  }, 30);
}
