import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { footerCompany, footerServices, menuCategories, serviceSlugs } from '../../src/config/site';

const contentSlugs = readdirSync('content/services')
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.replace(/\.mdx$/, ''));

/** A route exists when a page file or a service entry renders it. */
function routeExists(href: string): boolean {
  const service = href.match(/^\/services\/([a-z-]+)$/);
  if (service) return contentSlugs.includes(service[1]!);
  return existsSync(href === '/' ? 'src/pages/index.astro' : `src/pages${href}.astro`);
}

describe('site config', () => {
  it('knows the 27 service slugs of the spec', () => {
    expect(serviceSlugs).toHaveLength(27);
    expect(new Set(serviceSlugs).size).toBe(27);
  });

  it('has a content entry for every slug and no entry without a slug', () => {
    expect([...contentSlugs].sort()).toEqual([...serviceSlugs].sort());
  });

  it('has six mega-menu categories', () => {
    expect(menuCategories.map((c) => c.title)).toEqual([
      'Data & AI',
      'Softwareudvikling',
      'Digitale oplevelser',
      'Forretning',
      'Cloud-platforme og sikkerhed',
      'Produkter',
    ]);
  });

  it('puts every slug in exactly one category', () => {
    const listed = menuCategories.flatMap((c) => c.services.map((s) => s.slug));
    expect(listed).toHaveLength(serviceSlugs.length);
    expect([...listed].sort()).toEqual([...serviceSlugs].sort());
  });

  it('links the footer only to routes that exist', () => {
    for (const link of [...footerServices, ...footerCompany]) {
      expect(routeExists(link.href), link.href).toBe(true);
    }
    expect(footerServices.map((l) => l.href)).toEqual([
      '/services/ai-telefonassistent',
      '/services/hjemmesider',
      '/services/ai-agent',
      '/services/procesudvikling',
    ]);
  });
});
