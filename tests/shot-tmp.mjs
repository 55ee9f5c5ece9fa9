// Temporary (not committed): screenshots of one page state at the three sizes.
import { startPlainServer, launchBrowser } from './e2e/harness.mjs';
const [hash, name, lang, testid] = process.argv.slice(2);
const sizes = { desktop: { width: 1280, height: 800 }, wide: { width: 1920, height: 1080 }, phone: { width: 390, height: 844 } };
const server = await startPlainServer();
const browser = await launchBrowser();
for (const [screen, size] of Object.entries(sizes)) {
  const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
  await page.goto(server.url + "index.html" + hash);
  if (lang) await page.getByTestId('lang-select').selectOption(lang);
  const el = page.getByTestId(testid);
  await el.scrollIntoViewIfNeeded();
  await page.locator(`[data-testid="${testid}"]`).waitFor({ timeout: 60000 });
  await page.waitForTimeout(3000);
  await page.evaluate(() => document.querySelectorAll("details.bound-proof").forEach((d) => { d.open = true; }));
  await page.waitForTimeout(300);
  await el.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/work/shots/${name}-${screen}.png` });
  await page.close();
}
await browser.close();
await server.close();
