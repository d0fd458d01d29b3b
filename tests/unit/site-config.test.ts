import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataFlows } from '../../src/components/trust/data-flows';
import { bookingRetentionDays } from '../../src/config/bookings.mjs';
import { readEnv, type EnvName } from '../../src/config/env';
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

/** site.ts as a build with these settings reads it (it takes its values when first imported). */
async function siteWith(settings: Partial<Record<EnvName, string>>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  return import('../../src/config/site');
}

describe("the company's registration (docs/product.md#tillid)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is unset by default, so no page shows an example name, CVR number or address', async () => {
    const site = await siteWith({});
    expect(site.company).toMatchObject({ legalName: undefined, cvr: undefined, address: undefined });
    expect(site.companyRegisterHref).toBeUndefined();
    expect(site.registeredName).toBe(site.company.name);
  });

  it('takes what the deployer states, and links the CVR number to the public company register', async () => {
    const site = await siteWith({
      PUBLIC_COMPANY_LEGAL_NAME: 'Testfirma ApS',
      PUBLIC_COMPANY_CVR: 'DK 12 34 56 78',
      PUBLIC_COMPANY_ADDRESS: 'Eksempelvej 1,  5000 Odense C',
    });
    expect(site.company).toMatchObject({
      legalName: 'Testfirma ApS',
      cvr: '12345678',
      address: { street: 'Eksempelvej 1', postalCode: '5000', city: 'Odense C', line: 'Eksempelvej 1, 5000 Odense C' },
    });
    expect(site.registeredName).toBe('Testfirma ApS');
    expect(site.companyRegisterHref).toBe('https://datacvr.virk.dk/enhed/virksomhed/12345678');
  });

  it('stops the build on a CVR number or an address it cannot read', () => {
    expect(() => readEnv({ PUBLIC_COMPANY_CVR: '1234567' })).toThrow(/PUBLIC_COMPANY_CVR/);
    expect(() => readEnv({ PUBLIC_COMPANY_ADDRESS: 'Eksempelvej 1 Odense' })).toThrow(/PUBLIC_COMPANY_ADDRESS/);
  });
});

describe("where a visitor's data goes, as /tillid lists it", () => {
  const text = (flows: ReturnType<typeof dataFlows>) => JSON.stringify(flows);

  it('sends nothing from a part that is not set up, and says so', () => {
    const flows = dataFlows(readEnv({}), 'Sofie');
    expect(flows.map((flow) => flow.when)).toEqual([
      'I åbner en side',
      'I booker et møde',
      'I ringer eller skriver til Sofie',
      'Vores medarbejdere åbner medarbejderpanelet',
    ]);
    expect(flows.slice(1).every((flow) => flow.what.startsWith('Intet') && flow.to.length === 0)).toBe(true);
    expect(flows[0]!.to).toEqual(['Hostingudbyderen, som leverer www.fynbo-ai.dk']);
  });

  it("names this build's hosts, the provider's region and the booking retention", () => {
    const flows = dataFlows(
      readEnv({
        PUBLIC_BOOKING_WEBHOOK_URL: 'https://n8n.example.dk/webhook/booking',
        PUBLIC_VAPI_PUBLIC_KEY: 'key',
        PUBLIC_VAPI_ASSISTANT_ID: 'assistant',
        PUBLIC_VAPI_API_URL: 'https://api.eu.vapi.ai',
        PUBLIC_STAFF_API_URL: 'http://127.0.0.1:8787/staff-api',
      }),
      'Sofie',
    );
    expect(flows).toHaveLength(4);
    expect(flows[1]!.to[0]).toBe('Automatiseringsplatform: n8n, på n8n.example.dk');
    expect(flows[1]!.kept).toContain(`${bookingRetentionDays} dage`);
    expect(flows[2]!.to).toEqual([
      'Stemmeleverandør: Vapi, Inc. (EU), på api.eu.vapi.ai',
      'Opkaldsinfrastruktur: Daily.co (USA), som bærer lyden, når I ringer',
      'Før opkaldet: n8n, på 127.0.0.1:8787, om Sofie er ledig',
    ]);
    expect(text(flows)).not.toContain('Intet:');
  });
});
