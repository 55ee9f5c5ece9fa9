// Tells the page around an iframe how tall the embed page is, so <grundy-playground> can size its
// iframe without a scroll bar. The message carries only a number, so any origin may read it.
export const SIZE_MESSAGE = 'grundy-playground:size';

export function reportSize() {
  if (window.parent === window) return;
  let last = 0;
  const send = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    window.parent.postMessage({ type: SIZE_MESSAGE, height }, '*');
  };
  new ResizeObserver(send).observe(document.documentElement);
  send();
}
