// Text made safe to put inside markup (element content or a quoted attribute). Markup written with
// innerHTML may hold data only through esc(); the lint rule grundy/no-html-from-data checks it.
export function esc(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}
