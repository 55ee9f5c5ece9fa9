// Small DOM helpers shared by the page modules.

/** Shows or hides an inline error message and marks the inputs it describes as invalid. */
export function showError(el, message) {
  el.textContent = message ?? '';
  el.hidden = !message;
  for (const input of document.querySelectorAll(`[aria-describedby~="${el.id}"]`)) {
    input.setAttribute('aria-invalid', message ? 'true' : 'false');
  }
}

/** Calls fn after the user pauses typing for `ms` milliseconds. */
export function debounce(fn, ms) {
  let timer = null;
  return (...args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), ms);
  };
}
