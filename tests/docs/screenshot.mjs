// Takes the README's screenshot, docs/images/playground.png: the built page (dist/, npm run build) at
// 1280x800 in Debian's Chromium, opened at a link (Kayles by default) with one cell explained.
// Not a test; run it by hand when the page changes: node tests/docs/screenshot.mjs [HASH [CELL]]
// The picture is written as a PNG of at most 256 colours (the page's flat colours and its text's
// edges), about a third of Chromium's own PNG, so the README stays light.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { launchBrowser, startServer } from '../e2e/harness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const hash = process.argv[2] ?? '#game=kayles';
const cell = process.argv[3] ?? '7';
// PNG chunks end with a CRC-32 of their type and body.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});


const server = await startServer();
const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  await page.goto(`${server.url}${hash}`);
  await page.waitForSelector(`[data-position="${cell}"][data-sg]`);
  await page.waitForFunction(() => !document.querySelector('[data-testid="progress-row"]:not([hidden])'));
  await page.click(`[data-position="${cell}"][data-sg]`);
  await page.waitForTimeout(500); // let the explanation draw (a picture, not a measurement)
  await page.evaluate(() => window.scrollTo(0, 0));
  const shot = await page.screenshot({ type: 'png' });
  // The pixels, read back through a canvas of the same page.
  const rgba = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d');
    context.drawImage(image, 0, 0);
    return { width: image.width, height: image.height, data: Array.from(context.getImageData(0, 0, image.width, image.height).data) };
  }, `data:image/png;base64,${shot.toString('base64')}`);
  const png = indexedPng(rgba.width, rgba.height, Uint8Array.from(rgba.data));
  const out = join(root, 'docs/images/playground.png');
  writeFileSync(out, png);
  console.log(`${out}: ${png.length} bytes (Chromium's PNG: ${shot.length})`);
} finally {
  await browser.close();
  await server.close();
}

/** An 8-bit palette PNG of RGBA pixels: the 256 most common colours, each pixel the nearest. */
function indexedPng(width, height, data) {
  const counts = new Map();
  for (let i = 0; i < data.length; i += 4) {
    const key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const palette = [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, 256).map(([key]) => key);
  const index = new Map(palette.map((key, k) => [key, k]));
  const nearest = (key) => {
    if (index.has(key)) return index.get(key);
    let best = 0;
    let bestDistance = Infinity;
    for (let k = 0; k < palette.length; k++) {
      const dr = (palette[k] >> 16) - (key >> 16);
      const dg = ((palette[k] >> 8) & 255) - ((key >> 8) & 255);
      const db = (palette[k] & 255) - (key & 255);
      const distance = dr * dr + dg * dg + db * db;
      if (distance < bestDistance) [best, bestDistance] = [k, distance];
    }
    index.set(key, best);
    return best;
  };
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (width + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      rows[y * (width + 1) + 1 + x] = nearest((data[i] << 16) | (data[i + 1] << 8) | data[i + 2]);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // 8 bits, palette colour, deflate, no filter choice, no interlace
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((key, k) => plte.set([key >> 16, (key >> 8) & 255, key & 255], k * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type, body) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
