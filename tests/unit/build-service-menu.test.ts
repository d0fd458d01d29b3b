import { describe, expect, it } from 'vitest';
import { buildServiceMenu, type MenuEntry } from '../../src/lib/build-service-menu';
import { serviceCategories } from '../../src/config/site';
import { chromeCopy } from './fixtures/page-entries';

const entry = (id: string, category: MenuEntry['data']['category'], order: number, menuLabel = id): MenuEntry => ({
  id,
  data: { category, order, menuLabel },
});

describe('service menu', () => {
  it('has the six categories in their fixed order, also when some are empty, titled as chrome.yaml names them', () => {
    const menu = buildServiceMenu(serviceCategories, []);
    expect(menu.map((category) => category.id)).toEqual([
      'data-ai',
      'software',
      'experiences',
      'business',
      'cloud-security',
      'products',
    ]);
    const titles = chromeCopy.categories as Record<string, string>;
    expect(menu.map((category) => category.title)).toEqual(menu.map((category) => titles[category.id]));
  });

  it('lists each service once, under its category, by order and with its menu label', () => {
    const menu = buildServiceMenu(serviceCategories, [
      entry('ai-agent', 'products', 1, 'Chatbot'),
      entry('erp', 'business', 0, 'ERP'),
      entry('ai-telefonassistent', 'products', 0, 'AI-telefonassistent'),
      entry('kundeservice', 'business', 4, 'Kundeservice'),
    ]);
    expect(menu.find((category) => category.id === 'products')?.services).toEqual([
      { slug: 'ai-telefonassistent', label: 'AI-telefonassistent' },
      { slug: 'ai-agent', label: 'Chatbot' },
    ]);
    expect(menu.find((category) => category.id === 'business')?.services.map((s) => s.slug)).toEqual([
      'erp',
      'kundeservice',
    ]);
    expect(menu.flatMap((category) => category.services)).toHaveLength(4);
  });

  it('stops the build when two services in one category share an order', () => {
    expect(() =>
      buildServiceMenu(serviceCategories, [entry('sikkerhed', 'cloud-security', 2), entry('erp', 'cloud-security', 2)]),
    ).toThrow(/Cloud-platforme og sikkerhed.*order 2/);
    expect(() =>
      buildServiceMenu(serviceCategories, [entry('sikkerhed', 'cloud-security', 2), entry('erp', 'business', 2)]),
    ).not.toThrow();
  });
});
