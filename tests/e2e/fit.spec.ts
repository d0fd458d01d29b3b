import { expect, test, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';

/**
 * Every route, read from the sources rather than written out: the static pages in src/pages and
 * one page per entry of the services collection.
 */
const staticRoutes = readdirSync('src/pages')
  .filter((file) => file.endsWith('.astro'))
  .map((file) => (file === 'index.astro' ? '/' : `/${file.replace(/\.astro$/, '')}`));
const serviceRoutes = readdirSync('content/services')
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => `/services/${file.replace(/\.mdx$/, '')}`);
const routes = [...staticRoutes, ...serviceRoutes];

/** The phone widths every text must fit: the smallest in use, and the two most common. */
const phoneWidths = [320, 360, 390];

/**
 * Looks in the page for text that does not fit its box: each visible element of the header and
 * `main` with text of its own is checked on its nearest box (an inline element has none), and
 * the page itself must not scroll sideways. Areas meant to scroll carry `data-scroll-area`.
 */
function findOverflow(page: Page) {
  return page.evaluate(() => {
    const boxOf = (element: Element): Element => {
      let current = element;
      while (current.parentElement && ['inline', 'contents'].includes(getComputedStyle(current).display)) {
        current = current.parentElement;
      }
      return current;
    };
    // Screen-reader-only text lives in a 1 px clipped box on purpose.
    const hiddenForEyes = (element: Element) => {
      for (let e: Element | null = element; e; e = e.parentElement) {
        const { width, height } = e.getBoundingClientRect();
        if (width <= 1 && height <= 1) return true;
      }
      return false;
    };

    const boxes = new Set<Element>();
    for (const root of document.querySelectorAll('body > header, main')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || parent.closest('svg, [data-scroll-area]')) continue;
        if (!parent.checkVisibility({ visibilityProperty: true }) || hiddenForEyes(parent)) continue;
        boxes.add(boxOf(parent));
      }
    }
    const clipped = [...boxes]
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map(
        (box) =>
          `${box.tagName.toLowerCase()} "${box.textContent?.trim().slice(0, 40)}" ${box.scrollWidth} > ${box.clientWidth}`,
      );

    const staticText = [...document.body.querySelectorAll('*')]
      .filter((e) => e.checkVisibility({ visibilityProperty: true }))
      .flatMap((e) => [...e.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent))
      .join(' ');
    return {
      pageWidth: document.documentElement.scrollWidth,
      clipped,
      // Danish writes a space before the percent sign: `17 %`, never `17%`.
      percentWithoutSpace: staticText.match(/\S*\d%\S*/g) ?? [],
    };
  });
}

test.describe('type fits every phone', () => {
  for (const route of routes) {
    test(`${route} at ${phoneWidths.join(', ')} px`, async ({ page }) => {
      for (const width of phoneWidths) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const result = await findOverflow(page);
        expect.soft(result.pageWidth, `${route} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
        expect.soft(result.clipped, `${route}: text wider than its box at ${width} px`).toEqual([]);
        expect.soft(result.percentWithoutSpace, `${route}: percent without a space`).toEqual([]);
      }
    });
  }
});

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
