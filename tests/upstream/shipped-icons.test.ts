import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { flagUrl, iconUrl, paymentIconUrl } from '../../upstream/commerce/assets';
import { badgeSvg, flagSvg, ICON_HEIGHT, rasterIcon } from '../../upstream/db/seed/commerce-icons';
import { seedCountries } from '../../upstream/db/seed/commerce-countries';
import { seedPaymentSystems } from '../../upstream/db/seed/commerce-payments';
import { seedServices } from '../../upstream/db/seed/commerce-services';

const icons = [
  ...seedServices.map((s) => ({ url: iconUrl(s.slug), svg: badgeSvg(s.name, s.color, s.glyph) })),
  ...seedCountries.map((c) => ({ url: flagUrl(c.iso), svg: flagSvg(c) })),
  ...seedPaymentSystems.map((p) => ({ url: paymentIconUrl(p.key), svg: badgeSvg(p.name, p.color, p.glyph) })),
];
const file = (url: string) => path.join('public', url);

/** Mean absolute difference of two same-sized RGBA pictures, 0–255. */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((img) => sharp(img).ensureAlpha().raw().toBuffer()));
  if (x!.length !== y!.length) return 255;
  let sum = 0;
  for (let i = 0; i < x!.length; i += 1) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
}

describe('shipped icons', () => {
  it('has an icon for every seeded service (≥ 40, the five sample cards included), 30 flags and the payment systems', () => {
    expect(seedServices.length).toBeGreaterThanOrEqual(40);
    expect(seedServices.map((s) => s.slug)).toEqual(
      expect.arrayContaining(['whatsapp', 'telegram', 'google', 'instagram', 'facebook']),
    );
    expect(seedCountries).toHaveLength(30);
    for (const { url } of icons) expect(existsSync(file(url))).toBe(true);
  });

  it('links WebP pictures (an SVG <img> is laid out and painted on the main thread), each its SVG drawn ICON_HEIGHT px high', async () => {
    for (const { url, svg } of icons) {
      expect(url).toMatch(/^\/icons\/(services|flags|payments)\/[a-z0-9-]+\.webp$/);
      const shipped = readFileSync(file(url));
      const meta = await sharp(shipped).metadata();
      expect({ url, format: meta.format, height: meta.height }).toEqual({ url, format: 'webp', height: ICON_HEIGHT });
      // The drawing's source ships beside it, and the picture is that drawing as the seed has it
      // now: a seed changed without rerunning writeCommerceIcons fails here.
      expect(readFileSync(file(url).replace(/\.webp$/, '.svg'), 'utf8')).toBe(`${svg}\n`);
      const drawn = await rasterIcon(svg).png().toBuffer();
      expect({ url, difference: Math.round(await difference(shipped, drawn)) }).toEqual({ url, difference: 0 });
    }
  });
});
