import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { dataFlows } from '../../src/components/trust/data-flows';
import { bookingRetentionDays } from '../../src/config/bookings.mjs';
import { dataProtection, processorLabel } from '../../src/config/data-protection';
import { readEnv } from '../../src/config/env';
import * as site from '../../src/config/site';
import { footerCompany, coreProducts, phoneHref, serviceCategories, serviceHref } from '../../src/config/site';
import { companyFacts, readCompany } from '../../src/entries/company';
import { readEntry } from '../../src/entries/read-entry';
import { fill } from '../../src/lib/placeholders';
import { privatlivPage } from '../../src/schemas/pages/privatliv';
import { tillidPage } from '../../src/schemas/pages/tillid';
import { companySchema, isValidCvr, type Company } from '../../src/schemas/company';
import { buildServiceMenu, type MenuEntry } from '../../src/lib/build-service-menu';
import { allRoutes } from '../e2e/fixtures/routes';

const servicesFolder = new URL('../../content/services/', import.meta.url);

/**
 * Each service entry as the menu reads it: its slug (the file name, Markdown or MDX) and three fields of its
 * front matter.
 */
const serviceEntries: MenuEntry[] = readdirSync(servicesFolder)
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => {
    const frontmatter = readFileSync(new URL(file, servicesFolder), 'utf8').split(/^---$/m)[1] ?? '';
    const { category, order, menuLabel } = parse(frontmatter) as MenuEntry['data'];
    return { id: file.replace(/\.mdx?$/, ''), data: { category, order, menuLabel } } as MenuEntry;
  });

describe('site config', () => {
  it('links the phone number as its digits', () => {
    expect(phoneHref).toMatch(/^tel:\+?\d{8,}$/);
  });

  it('lists every service entry in the menu once, under a known category, and nothing else', () => {
    expect(serviceEntries.length).toBeGreaterThan(0);
    const menuSlugs = buildServiceMenu(serviceCategories, serviceEntries).flatMap((category) =>
      category.services.map((s) => s.slug),
    );
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
  // The rows' words are content/pages/tillid.yaml's; the processors' the privacy policy's statements.
  const { flows: copy } = readEntry('pages/tillid.yaml', tillidPage);
  const data = dataProtection(readEntry('pages/privatliv.yaml', privatlivPage).statements);
  const text = (flows: ReturnType<typeof dataFlows>) => JSON.stringify(flows);

  it('sends nothing from a part that is not set up, and says so', () => {
    const flows = dataFlows(readEnv({}), copy, data, 'Sofie');
    expect(flows.map((flow) => flow.when)).toEqual([
      copy.visit.when,
      copy.booking.when,
      fill(copy.demo.when, { agent: 'Sofie' }),
      copy.staff.when,
    ]);
    expect(flows.slice(1).map((flow) => flow.what)).toEqual([copy.booking.off, copy.demo.off, copy.staff.off]);
    expect(flows.slice(1).every((flow) => flow.to.length === 0 && flow.kept === undefined)).toBe(true);
    expect(flows[0]!.to).toEqual([fill(copy.visit.toUnnamed, { vært: 'www.fynbo-ai.dk' })]);
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
      copy,
      data,
      'Sofie',
    );
    expect(flows).toHaveLength(4);
    const sentTo = (modtager: string, vært: string) => fill(copy.sentTo, { modtager, vært });
    // The staff API on this computer is named as such.
    const local = fill(copy.localHost, { vært: '127.0.0.1:8787' });
    const { automation, voice, callInfrastructure } = data.processors;
    expect(processorLabel(automation)).toContain(': n8n');
    expect(flows[1]!.to[0]).toBe(sentTo(processorLabel(automation), 'n8n.example.dk'));
    expect(flows[1]!.kept).toContain(`${bookingRetentionDays} dage`);
    expect(flows[2]!.to).toEqual([
      sentTo(`${processorLabel(voice)} (EU)`, 'api.eu.vapi.ai'),
      fill(copy.demo.carrier, { modtager: `${processorLabel(callInfrastructure)} (USA)` }),
      fill(copy.demo.availability, { navn: 'n8n', vært: local, agent: 'Sofie' }),
    ]);
    expect(flows[3]!.to).toEqual([fill(copy.staff.to, { modtager: processorLabel(automation), vært: local })]);
    for (const off of [copy.booking.off, copy.demo.off, copy.staff.off]) expect(text(flows)).not.toContain(off);
    expect(flows.flatMap((flow) => [flow.when, flow.what, ...flow.to, flow.kept ?? '']).join(' ')).not.toMatch(/[{}]/);
  });
});
