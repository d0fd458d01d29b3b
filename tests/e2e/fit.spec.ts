import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { allRoutes } from './fixtures/routes';

// Whether each page's text fits the phone widths is checked in the every-route sweep (site.spec.ts),
// in the same visit as its other checks.

/** Every route and the 404 page, which has a share image of its own too. */
const routes = [...allRoutes, '/404'];

/** Reads a PNG's size from its header: the IHDR chunk follows the 8-byte signature. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test('every route has its own 1200×630 share image with a description', async ({ request }) => {
  const seen = new Map<string, string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const meta = (property: string) =>
      new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1] ?? '';

    const imageUrl = meta('og:image');
    expect(imageUrl, `${route}: og:image is absolute`).toMatch(/^https?:\/\//);
    expect(meta('twitter:image'), `${route}: twitter:image`).toBe(imageUrl);
    expect(meta('og:image:alt'), `${route}: og:image:alt`).not.toBe('');
    expect(meta('twitter:image:alt'), `${route}: twitter:image:alt`).toBe(meta('og:image:alt'));
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:title'), `${route}: twitter:title`).not.toBe('');
    expect(meta('twitter:description'), `${route}: twitter:description`).not.toBe('');
    expect([meta('og:image:width'), meta('og:image:height')]).toEqual(['1200', '630']);

    const response = await request.get(new URL(imageUrl).pathname);
    expect(response.ok(), `${route}: ${imageUrl} is served`).toBe(true);
    const png = await response.body();
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE), `${route}: the share image is a PNG`).toBe(true);
    expect(pngSize(png), `${route}: share image size`).toEqual({ width: 1200, height: 630 });

    const hash = createHash('sha256').update(png).digest('hex');
    expect(seen.get(hash), `${route} shares its image with another route`).toBeUndefined();
    seen.set(hash, route);
  }
});
