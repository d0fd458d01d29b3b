import { describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { footerCompany, footerServices } from '../../src/config/site';

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
  it('has a content entry for each of the 27 services of the spec', () => {
    expect(contentSlugs).toHaveLength(27);
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
