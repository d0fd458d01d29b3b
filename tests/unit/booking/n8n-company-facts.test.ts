import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { Company } from '../../../src/schemas/company';

/** A company that has made the site its own in the CMS. */
const edited: Company = {
  name: 'Eget Firma',
  legalName: 'Eget Firma ApS',
  cvr: '12345674',
  address: 'Testvej 1, 5000 Odense C',
  email: 'salg@eget-firma.dk',
  phone: '+45 11 22 33 44',
  openingHours: '',
  trialTerms: '',
};

vi.mock('../../../src/entries/company', async (original) => ({
  ...(await original<typeof import('../../../src/entries/company')>()),
  readCompany: () => edited,
}));

const { bookingWorkflowJson } = await import('../../../scripts/n8n/build-booking-workflow.mjs');
const { staffWorkflowJson } = await import('../../../scripts/n8n/build-staff-workflow.mjs');
const { siteMailOptions } = await import('../../../scripts/n8n/booking-workflow/mail-settings.mjs');

describe("the company's facts and the n8n workflows", () => {
  it('leave the shipped workflow files as they are when the company edits its facts (no stale file, no red CI)', () => {
    expect(bookingWorkflowJson()).toBe(readFileSync('integrations/n8n/booking-webhook.json', 'utf8'));
    expect(staffWorkflowJson()).toBe(readFileSync('integrations/n8n/staff-api.json', 'utf8'));
  });

  it("reach the workflows n8n:setup imports: the team's mail, the sender and the contact lines are the company's", () => {
    const mail = siteMailOptions({ siteUrl: 'https://www.eget-firma.dk' });
    expect(mail.teamAddress).toBe('salg@eget-firma.dk');
    expect(mail.sender).toBe('Eget Firma <salg@eget-firma.dk>');
    expect(mail.company).toEqual({
      name: 'Eget Firma',
      email: 'salg@eget-firma.dk',
      phone: '+45 11 22 33 44',
      siteUrl: 'https://www.eget-firma.dk',
    });
  });
});
