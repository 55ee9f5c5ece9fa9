// The gallery on a phone (issue 27), at 390x844 in English and Chinese: every card is in sight
// without scrolling sideways (the classics Nim, Kayles and Grundy's game in the first screen, under
// the "Define a game" heading), and choosing a card brings its game's problem and answer into view
// and moves the focus there, at once when the person asked for less motion and smoothly otherwise.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browser, screenshotPath, server, usePageSession } from './harness.mjs';

usePageSession();

const PHONE = { width: 390, height: 844 };

async function open(lang, reducedMotion) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  await page.goto(server.url);
  await page.locator('.card').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="gallery-nim"]').disabled);
  return { context, page, problems };
}

/** Each card's box, and the gallery's scrolling width against its own. */
const cardBoxes = (page) =>
  page.evaluate(() => ({
    cards: [...document.querySelectorAll('.gallery .card')].map((c) => ({ id: c.dataset.testid, ...c.getBoundingClientRect().toJSON() })),
    scrollWidth: document.querySelector('.gallery').scrollWidth,
    clientWidth: document.querySelector('.gallery').clientWidth,
  }));

/** The problem box's top, and whether it has the focus. */
const problemPlace = (page) =>
  page.evaluate(() => {
    const p = document.querySelector('[data-testid="problem"]');
    return { top: p.getBoundingClientRect().top, focused: document.activeElement === p, text: p.textContent };
  });

for (const lang of ['en', 'zh']) {
  test(`phone gallery (${lang}, 390x844): all sixteen cards are in sight, the classics and the heading in the first screen`, async () => {
    const { context, page, problems } = await open(lang, 'reduce');
    const { cards, scrollWidth, clientWidth } = await cardBoxes(page);
    assert.equal(cards.length, 16);
    assert.ok(scrollWidth <= clientWidth + 1, `the gallery scrolls sideways: ${scrollWidth} > ${clientWidth}`);
    for (const c of cards) assert.ok(c.left >= 0 && c.right <= PHONE.width, `${c.id} is off the screen's sides: ${Math.round(c.left)}..${Math.round(c.right)}`);
    for (const id of ['gallery-nim', 'gallery-kayles', 'gallery-grundy']) {
      const c = cards.find((x) => x.id === id);
      assert.ok(c.top >= 0 && c.bottom <= PHONE.height, `${id} is not in the first screen: top ${Math.round(c.top)}`);
    }
    const heading = await page.locator('#define-title').evaluate((h) => ({ shown: h.checkVisibility(), ...h.getBoundingClientRect().toJSON() }));
    assert.ok(heading.shown && heading.top >= 0 && heading.bottom <= PHONE.height && heading.left >= 0 && heading.right <= PHONE.width, `the heading: ${JSON.stringify(heading)}`);
    await page.screenshot({ path: screenshotPath(`phone-gallery-${lang}-390x844`) });
    assert.deepEqual(problems, []);
    await context.close();
  });

  test(`phone gallery (${lang}, 390x844): choosing a card brings its problem and answer into view and moves the focus there`, async () => {
    // Less motion asked: the page is where it goes as soon as the card is chosen.
    const still = await open(lang, 'reduce');
    const title = await still.page.getByTestId('gallery-kayles').locator('.card-title').textContent();
    await still.page.getByTestId('gallery-kayles').tap();
    await still.page.waitForFunction(() => document.activeElement === document.querySelector('[data-testid="problem"]'));
    let at = await problemPlace(still.page);
    assert.ok(at.top >= 0 && at.top < PHONE.height / 2, `the problem's top is at ${Math.round(at.top)}`);
    assert.ok(at.text.includes(title), `the problem shown is Kayles': ${at.text}`);
    // A judge card: its judge's answer is on screen.
    await still.page.evaluate(() => window.scrollTo(0, 0));
    await still.page.getByTestId('gallery-hdu1846').tap();
    await still.page.getByTestId('judge-answer').waitFor();
    const answer = await still.page.getByTestId('judge-answer').evaluate((e) => e.getBoundingClientRect().toJSON());
    assert.ok(answer.top >= 0 && answer.bottom <= PHONE.height, `the judge's answer is off screen: ${JSON.stringify(answer)}`);
    await still.page.screenshot({ path: screenshotPath(`phone-gallery-chosen-${lang}-390x844`) });
    assert.deepEqual(still.problems, []);
    await still.context.close();

    // Motion allowed: the page scrolls there smoothly, and ends with the problem at the top.
    const moving = await open(lang, 'no-preference');
    await moving.page.getByTestId('gallery-nim').tap();
    // The scroll may end before the page has moved the focus (a busy machine): both are waited for.
    await moving.page.waitForFunction(() => {
      const problem = document.querySelector('[data-testid="problem"]');
      const top = problem.getBoundingClientRect().top;
      return top >= 0 && top < 60 && document.activeElement === problem;
    });
    at = await problemPlace(moving.page);
    assert.equal(at.focused, true);
    assert.deepEqual(moving.problems, []);
    await moving.context.close();
  });
}
