// The way to the lessons from the top of the page: the guidance line's link opens the lessons (a
// <details> at the foot of the page, drawn when opened: lessons.js), brings them into view and puts
// the focus on their summary. The link's own "#lessons" is not followed: the page's hash is the
// playground's state (state/link.js), which would read it as a link it cannot use.
import { bringIntoView } from '../../ui/dom.js';

/** Wires `link` (the guidance line's <a>) to open `lessons` (the <details>). */
export function mountLessonsLink(link, lessons) {
  link.addEventListener('click', (event) => {
    event.preventDefault();
    lessons.open = true;
    bringIntoView(lessons, lessons.querySelector('summary') ?? lessons);
  });
}
