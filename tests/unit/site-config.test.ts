import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { footerCompany, coreProducts, phoneHref, serviceHref } from '../../src/config/site';
import { buildServiceMenu, type MenuEntry } from '../../src/lib/build-service-menu';
import { allRoutes } from '../e2e/fixtures/routes';

const servicesFolder = new URL('../../content/services/', import.meta.url);

/** Each service entry as the menu reads it: its slug (the file name) and three one-line frontmatter fields. */
const serviceEntries: MenuEntry[] = readdirSync(servicesFolder)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const frontmatter = readFileSync(new URL(file, servicesFolder), 'utf8').split(/^---$/m)[1] ?? '';
    const field = (name: string) => {
      const value = new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(frontmatter)?.[1]?.trim() ?? '';
      return value.startsWith('"') ? (JSON.parse(value) as string) : value;
    };
    return {
      id: file.slice(0, -'.mdx'.length),
      data: { category: field('category'), order: Number(field('order')), menuLabel: field('menuLabel') },
    } as MenuEntry;
  });

describe('site config', () => {
  it('links the phone number as its digits', () => {
    expect(phoneHref).toMatch(/^tel:\+?\d{8,}$/);
  });

  it('lists every service entry in the menu once, under a known category, and nothing else', () => {
    expect(serviceEntries.length).toBeGreaterThan(0);
    const menuSlugs = buildServiceMenu(serviceEntries).flatMap((category) => category.services.map((s) => s.slug));
    expect([...menuSlugs].sort()).toEqual(serviceEntries.map((entry) => entry.id).sort());
    expect(new Set(menuSlugs).size).toBe(menuSlugs.length);
    // And each menu slug is a page the build makes.
    expect(menuSlugs.map(serviceHref).sort()).toEqual(
      allRoutes.filter((route) => route.startsWith('/services/')).sort(),
    );
  });

  it('links the footer only to routes that exist', () => {
    for (const link of [...coreProducts, ...footerCompany]) {
      expect(allRoutes).toContain(link.href);
    }
    expect(coreProducts.map((l) => l.href)).toEqual([
      '/services/ai-telefonassistent',
      '/services/hjemmesider',
      '/services/ai-agent',
      '/services/procesudvikling',
    ]);
  });
});
