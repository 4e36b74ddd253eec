import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seedCountries, type SeedCountry } from './commerce-countries';
import { seedPaymentSystems } from './commerce-payments';
import { seedServices } from './commerce-services';

/**
 * Draws the shipped icons (public/icons/services, flags, payments) from the seed data, so a
 * service or country added to the seed gets its icon from the same source: each as an SVG
 * (the drawing) and a WebP (what the upstream links to, ICON_HEIGHT pixels high). The files
 * are committed; rerun after changing the seed:
 *   npx tsx -e "require('./upstream/db/seed/commerce-icons').writeCommerceIcons('.')"
 */

/**
 * Enough for the largest badge (56 px, a service page's title) on a 2.3× phone screen. Why
 * raster: Chromium lays out and paints every SVG <img> as a document of its own on the main
 * thread, where a WebP is decoded off it. The home page's 40 icons cost 140–260 ms of Paint at
 * a phone's 4× slower CPU as SVG and 80–100 ms as WebP (issue 17, stop 33); each file is
 * 0.2–1.8 kB lossless.
 */
export const ICON_HEIGHT = 128;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Black or white text, whichever reads better on the background. */
function ink(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const luma = 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255);
  return luma > 170 ? '#111111' : '#FFFFFF';
}

export function badgeSvg(label: string, color: string, glyph: string): string {
  const size = glyph.length >= 3 ? 15 : glyph.length === 2 ? 20 : 28;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="64" height="64" rx="14" fill="${color}"/>`,
    `<text x="32" y="33" text-anchor="middle" dominant-baseline="central" font-family="Inter, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${ink(color)}">${escapeXml(glyph)}</text>`,
    `</svg>`,
  ].join('');
}

export function flagSvg(c: SeedCountry): string {
  const W = 60;
  const H = 40;
  const { dir, stripes, emblem } = c.flag;
  const parts: string[] = [];
  stripes.forEach((color, i) => {
    const size = (dir === 'h' ? H : W) / stripes.length;
    const [x, y, w, h] = dir === 'h' ? [0, i * size, W, size] : [i * size, 0, size, H];
    parts.push(
      `<rect x="${+x.toFixed(2)}" y="${+y.toFixed(2)}" width="${+w.toFixed(2)}" height="${+h.toFixed(2)}" fill="${color}"/>`,
    );
  });
  if (emblem?.kind === 'circle') parts.push(`<circle cx="30" cy="20" r="8" fill="${emblem.color}"/>`);
  if (emblem?.kind === 'canton') parts.push(`<rect width="26" height="${(H * 4) / 7}" fill="${emblem.color}"/>`);
  if (emblem?.kind === 'cross' || emblem?.kind === 'nordic') {
    const cx = emblem.kind === 'cross' ? 30 : 22;
    if (emblem.border)
      parts.push(
        `<rect x="${cx - 6}" width="12" height="${H}" fill="${emblem.border}"/><rect y="14" width="${W}" height="12" fill="${emblem.border}"/>`,
      );
    parts.push(
      `<rect x="${cx - 4}" width="8" height="${H}" fill="${emblem.color}"/><rect y="16" width="${W}" height="8" fill="${emblem.color}"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeXml(c.name)}">${parts.join('')}</svg>`;
}

/** An icon's drawing rasterised ICON_HEIGHT pixels high, before encoding. */
export function rasterIcon(svg: string): ReturnType<typeof sharp> {
  return sharp(Buffer.from(svg), { density: 600 }).resize({ height: ICON_HEIGHT });
}

export async function writeCommerceIcons(root: string): Promise<number> {
  const files: [string, string][] = [
    ...seedServices.map((s): [string, string] => [`services/${s.slug}.svg`, badgeSvg(s.name, s.color, s.glyph)]),
    ...seedCountries.map((c): [string, string] => [`flags/${c.iso}.svg`, flagSvg(c)]),
    ...seedPaymentSystems.map((p): [string, string] => [`payments/${p.key}.svg`, badgeSvg(p.name, p.color, p.glyph)]),
  ];
  for (const [rel, svg] of files) {
    const file = path.join(root, 'public/icons', rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${svg}\n`);
    await rasterIcon(svg)
      .webp({ lossless: true, effort: 6 })
      .toFile(file.replace(/\.svg$/, '.webp'));
  }
  return files.length;
}
