import { readdirSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import HeroIllustration from '../../src/components/service-hero/HeroIllustration.astro';
import { heroDrawingFor, heroDrawings } from '../../src/components/service-hero/drawings';

const serviceSlugs = readdirSync(new URL('../../content/services/', import.meta.url))
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.replace(/\.mdx$/, ''));

/** What is wrong with a slug -> drawing map: services without a drawing, drawings shared, slugs of no service. */
function drawingProblems(slugs: string[], drawings: Record<string, unknown>): string[] {
  const problems = slugs.filter((slug) => !drawings[slug]).map((slug) => `${slug} has no hero drawing`);
  const owner = new Map<unknown, string>();
  for (const [slug, drawing] of Object.entries(drawings)) {
    if (!slugs.includes(slug)) problems.push(`${slug} is not a service page`);
    const first = owner.get(drawing);
    if (first) problems.push(`${first} and ${slug} share a hero drawing`);
    else owner.set(drawing, slug);
  }
  return problems;
}

describe('service hero drawings', () => {
  it('finds the service pages', () => {
    expect(serviceSlugs.length).toBeGreaterThanOrEqual(27);
  });

  it('names a service without a drawing and two services sharing one', () => {
    const a = {};
    const b = {};
    expect(drawingProblems(['erp', 'crm', 'web'], { erp: a, crm: b, web: a, old: b })).toEqual([
      'erp and web share a hero drawing',
      'old is not a service page',
      'crm and old share a hero drawing',
    ]);
    expect(drawingProblems(['erp', 'crm'], { erp: a })).toEqual(['crm has no hero drawing']);
    expect(() => heroDrawingFor('ny-ydelse')).toThrow(/"ny-ydelse" has no hero drawing/);
  });

  it('gives every service page a drawing of its own', () => {
    expect(drawingProblems(serviceSlugs, heroDrawings)).toEqual([]);
  });

  it('draws different pictures, each small enough to send inline in its page', async () => {
    const container = await AstroContainer.create();
    const seen = new Map<string, string>();
    for (const slug of serviceSlugs) {
      const html = (await container.renderToString(HeroIllustration, { props: { slug, icon: 'bot' } })).replace(
        / data-astro-source-(file|loc)="[^"]*"/g,
        '',
      );
      // The drawing's own SVG (not the shared shadow filter, the corner icon or the motion styles).
      const picture = html.slice(html.indexOf('<svg viewBox='), html.indexOf('</svg><span') + 6);
      expect(picture.length, slug).toBeGreaterThan(500);
      expect(seen.get(picture), `${slug} draws the same picture as ${seen.get(picture)}`).toBeUndefined();
      seen.set(picture, slug);
      // An inlined avatar is left out of the weight: the header's menu sends the same bytes on
      // every page, so compression carries it once.
      const own = picture.replace(/data:image\/svg\+xml,[^"]*/g, '');
      expect(Buffer.byteLength(own), `${slug}'s hero drawing in bytes of HTML`).toBeLessThanOrEqual(4096);
    }
  });
});
