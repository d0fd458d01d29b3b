import { readdirSync, readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { cmsYaml } from '../../scripts/content/cms-yaml.mjs';
import HeroIllustration from '../../src/components/service-hero/HeroIllustration.astro';
import { fillCopy } from '../../src/lib/section-copy';
import { serviceHeroSchema } from '../../src/schemas/service-hero';

const serviceSlugs = readdirSync(new URL('../../content/services/', import.meta.url))
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => file.replace(/\.mdx?$/, ''));

/** Each service's hero words (content/service-heroes/<slug>.yaml), as the file holds them and as parsed. */
const heroesFolder = new URL('../../content/service-heroes/', import.meta.url);
const heroFiles = readdirSync(heroesFolder)
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => ({ slug: file.replace(/\.yaml$/, ''), text: readFileSync(new URL(file, heroesFolder), 'utf8') }));
const heroes = Object.fromEntries(heroFiles.map(({ slug, text }) => [slug, serviceHeroSchema.parse(parse(text))]));

/** What is wrong with a slug -> drawing map: services without a drawing, and slugs of no service. */
function drawingProblems(slugs: string[], drawings: Record<string, unknown>): string[] {
  return [
    ...slugs.filter((slug) => !drawings[slug]).map((slug) => `${slug} has no hero drawing`),
    ...Object.keys(drawings)
      .filter((slug) => !slugs.includes(slug))
      .map((slug) => `${slug} is not a service page`),
  ];
}

/** The words a visitor would read in a drawing's HTML, tags and the icon's SVG left out. */
const wordsOf = (html: string) =>
  html
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('service hero drawings', () => {
  it('finds the service pages', () => {
    expect(serviceSlugs.length).toBeGreaterThanOrEqual(27);
  });

  it('names a service without a drawing and a drawing of no service', () => {
    expect(drawingProblems(['erp', 'crm'], { erp: {}, old: {} })).toEqual([
      'crm has no hero drawing',
      'old is not a service page',
    ]);
  });

  it('gives every service page a drawing of its own, each file written as the CMS writes it', () => {
    expect(drawingProblems(serviceSlugs, heroes)).toEqual([]);
    // Only the product the phone sells shows the phone instead of a drawing.
    const phones = Object.keys(heroes).filter((slug) => heroes[slug]!.family === 'live-phone');
    expect(phones).toEqual(['ai-telefonassistent']);
    for (const { slug, text } of heroFiles) expect(text, slug).toBe(cmsYaml(parse(text)));
  });

  it('gives cloud and security each a composition of its own, used by no other menu category', () => {
    const categoryOf = (slug: string) =>
      /^category: (\S+)$/m.exec(
        readFileSync(new URL(`../../content/services/${slug}.md`, import.meta.url), 'utf8'),
      )?.[1];
    const categoriesOf = new Map<string, Set<string>>();
    for (const slug of serviceSlugs) {
      const family = heroes[slug]!.family;
      categoriesOf.set(family, (categoriesOf.get(family) ?? new Set()).add(categoryOf(slug)!));
    }
    for (const [family, categories] of categoriesOf) expect([...categories], family).toHaveLength(1);
    // One menu category, two kinds of work: the board of running systems is cloud's, the review security's.
    expect(heroes['cloud-datacenter']!.family).toBe('watch');
    for (const slug of ['sikkerhed', 'sikkerhed-identitet']) expect(heroes[slug]!.family, slug).toBe('shield');
  });

  it('draws each service in words of its own work, no placeholder, small enough to send inline', async () => {
    const container = await AstroContainer.create();
    const seen = new Map<string, string>();
    for (const slug of serviceSlugs) {
      const hero = heroes[slug]!;
      // The phone assistant's hero is the working demo phone, drawn by the page (e2e: illustrations.spec.ts).
      if (hero.family === 'live-phone') continue;
      const drawing = fillCopy(hero, { agent: 'Sofie' });
      const html = (
        await container.renderToString(HeroIllustration, { props: { slug, icon: 'bot', drawing } })
      ).replace(/ data-astro-source-(file|loc)="[^"]*"/g, '');
      const words = wordsOf(html);
      expect(words.split(' ').length, `${slug}'s words`).toBeGreaterThanOrEqual(15);
      expect(seen.get(words), `${slug} says the same as ${seen.get(words)}`).toBeUndefined();
      seen.set(words, slug);
      expect(words, slug).not.toMatch(/example\.|lorem|placeholder|xxx/i);
      // Text is never set under 12 px (text-xs), so it stays readable on a 360 px phone.
      expect(html, slug).not.toMatch(/text-\[(?:[0-9]|10|11)px\]|text-2xs/);
      expect(Buffer.byteLength(html), `${slug}'s hero drawing in bytes of HTML`).toBeLessThanOrEqual(8192);
    }
  });
});
