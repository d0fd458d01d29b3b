import { describe, expect, it } from 'vitest';
import { footerCompany, footerServices, phoneHref } from '../../src/config/site';
import { allRoutes } from '../e2e/fixtures/routes';

describe('site config', () => {
  it('links the phone number as its digits', () => {
    expect(phoneHref).toMatch(/^tel:\+?\d{8,}$/);
  });

  it('has a content entry for each of the 27 services of docs/product.md#service-categories-and-menu-order', () => {
    expect(allRoutes.filter((route) => route.startsWith('/services/'))).toHaveLength(27);
  });

  it('links the footer only to routes that exist', () => {
    for (const link of [...footerServices, ...footerCompany]) {
      expect(allRoutes).toContain(link.href);
    }
    expect(footerServices.map((l) => l.href)).toEqual([
      '/services/ai-telefonassistent',
      '/services/hjemmesider',
      '/services/ai-agent',
      '/services/procesudvikling',
    ]);
  });
});
