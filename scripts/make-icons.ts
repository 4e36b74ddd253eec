/**
 * `npx tsx scripts/make-icons.ts`: renders public/favicon.svg (the brand mark) into the raster
 * icons browsers and phones still ask for: public/favicon.ico (16, 32 and 48 px PNGs in one
 * ICO) and public/apple-touch-icon.png (180 px). The outputs are committed; run this again
 * after changing the SVG. Rendered by Debian's Chromium, so no image tool is needed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium-launch';

const publicDir = path.join(__dirname, '..', 'public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** An ICO file whose images are PNGs (supported by every browser since Windows Vista-era ICO). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

async function main() {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const render = async (size: number) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  };
  const small = [];
  for (const size of [16, 32, 48]) small.push({ size, png: await render(size) });
  writeFileSync(path.join(publicDir, 'favicon.ico'), ico(small));
  writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await render(180));
  await browser.close();
  console.log('wrote public/favicon.ico and public/apple-touch-icon.png');
}

void main();
