import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataFlows } from '../../src/components/trust/data-flows';
import { bookingRetentionDays } from '../../src/config/bookings.mjs';
import { readEnv } from '../../src/config/env';
import * as site from '../../src/config/site';
import { footerCompany, coreProducts, phoneHref, serviceHref } from '../../src/config/site';
import { companyFacts, readCompany } from '../../src/entries/company';
import { companySchema, isValidCvr, type Company } from '../../src/schemas/company';
import { buildServiceMenu, type MenuEntry } from '../../src/lib/build-service-menu';
import { allRoutes } from '../e2e/fixtures/routes';

const servicesFolder = new URL('../../content/services/', import.meta.url);

/** Each service entry as the menu reads it: its slug (the file name) and three one-line frontmatter fields. */
const serviceEntries: MenuEntry[] = readdirSync(servicesFolder)
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => {
    const frontmatter = readFileSync(new URL(file, servicesFolder), 'utf8').split(/^---$/m)[1] ?? '';
    const field = (name: string) => {
      const value = new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(frontmatter)?.[1]?.trim() ?? '';
      return value.startsWith('"') ? (JSON.parse(value) as string) : value;
    };
    return {
      id: file.replace(/\.mdx?$/, ''),
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

describe("the company's registration (docs/product.md#tillid)", () => {
  const shipped = readCompany();

  it('is empty as shipped, so no page shows an example name, CVR number or address', () => {
    expect(companyFacts(shipped)).toMatchObject({ legalName: undefined, cvr: undefined, address: undefined });
    expect(site.companyRegisterHref).toBeUndefined();
    expect(site.registeredName).toBe(site.company.name);
  });

  it('takes what the company states, the address in its parts', () => {
    const facts = companyFacts(
      companySchema.parse({
        ...shipped,
        legalName: 'Testfirma ApS',
        cvr: '12345674',
        address: 'Eksempelvej 1,  5000 Odense C',
      }),
    );
    expect(facts).toMatchObject({
      legalName: 'Testfirma ApS',
      cvr: '12345674',
      address: { street: 'Eksempelvej 1', postalCode: '5000', city: 'Odense C' },
    });
  });

  it('refuses a CVR number that fails its modulus-11 check, and an address it cannot read', () => {
    const problems = (facts: Partial<Company>) => [
      ...new Set(companySchema.safeParse({ ...shipped, ...facts }).error?.issues.map((issue) => issue.path.join('.'))),
    ];
    expect(problems({ cvr: '12345678' })).toEqual(['cvr']);
    expect(problems({ cvr: '1234567' })).toEqual(['cvr']);
    expect(problems({ address: 'Eksempelvej 1 Odense' })).toEqual(['address']);
    expect(isValidCvr('12345674')).toBe(true);
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
