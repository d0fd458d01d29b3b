import { describe, expect, it, vi } from 'vitest';
import type { Company } from '../../../src/schemas/company';

/** A company that has made the site its own in the CMS; `company.current` is what content/company.yaml says. */
const edited: Company = {
  name: 'Eget Firma',
  legalName: '',
  cvr: '',
  address: '',
  email: 'kontakt@eget-firma.dk',
  phone: '+45 11 22 33 44',
  openingHours: '',
  trialTerms: '',
};
const company = vi.hoisted(() => ({ current: undefined as Company | undefined }));

vi.mock('../../../src/entries/company', async (original) => {
  const actual = await original<typeof import('../../../src/entries/company')>();
  return { ...actual, readCompany: () => company.current ?? actual.readCompany() };
});

const { workflowCommand } = await import('../../../scripts/n8n/build-booking-workflow.mjs');
const { setupCommand } = await import('../../../scripts/n8n/setup.mjs');
const { companyFrom } = await import('../../../scripts/local-backend/booking-mails.mjs');
const { deployerOptions, templateAddresses, teamAddressVariable, workflowCliOptions } =
  await import('../../../scripts/n8n/options.mjs');
const { templateCompany } = await import('../../../src/entries/company');

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The files `n8n:workflow -- --out` would write and the workflows `n8n:setup` would import, for one command line. */
function bothCommands(argv: string[], env: Record<string, string | undefined>) {
  const written = workflowCommand(['--out', '/tmp/fynbo-n8n-options-test', ...argv], env);
  const setup = setupCommand(['--url', 'https://n8n.example.dk', ...argv], env);
  return { written, setup };
}

describe('the deployer settings n8n:workflow and n8n:setup share (scripts/n8n/options.mjs)', () => {
  const env = { [teamAddressVariable]: 'salg@eget-firma.dk', SITE_URL: 'https://www.eget-firma.dk' };

  it('give both commands the same workflows, from content/company.yaml, BOOKING_TEAM_EMAIL and SITE_URL', () => {
    company.current = edited;
    const { written, setup } = bothCommands(['--receipts-per-hour', '80', '--address-header', 'cf-connecting-ip'], env);
    expect(setup.problem).toBeNull();
    if ('problem' in written) throw new Error(written.problem);
    expect(written.files.map((file) => file.json)).toEqual(setup.workflows.map(json));
    const booking = written.files[0]!.json;
    expect(booking).toContain('salg@eget-firma.dk');
    expect(booking).toContain('Eget Firma <kontakt@eget-firma.dk>');
    expect(booking).toContain('https://www.eget-firma.dk');
    expect(booking).not.toContain(templateCompany.email);
    expect(setup.options.mail.receiptsPerHour).toBe(80);
  });

  it('read the team address under the local backend’s variable, and an option overrides it', () => {
    company.current = edited;
    expect(deployerOptions({}, env).mail.teamAddress).toBe(companyFrom(env).teamAddress);
    expect(deployerOptions({}, env).mail.teamAddress).toBe('salg@eget-firma.dk');
    expect(deployerOptions({ 'team-email': 'leads@eget-firma.dk' }, env).mail.teamAddress).toBe('leads@eget-firma.dk');
    expect(deployerOptions({}, {}).mail.teamAddress).toBe(edited.email);
  });

  it("refuse the template's address as To, From or Reply-To in both commands, unless --allow-template-address", () => {
    company.current = undefined;
    const template = deployerOptions({}, {});
    expect(template.mail.company.email).toBe(templateCompany.email);
    expect(templateAddresses(template)).toEqual(['To (team mail)', 'From', 'Reply-To']);
    const onlyReplyTo = ['--team-email', 'salg@eget-firma.dk', '--mail-from', 'Eget <kontakt@eget-firma.dk>'];
    expect(templateAddresses(deployerOptions({ 'team-email': 'a@b.dk', 'mail-from': 'A <a@b.dk>' }, {}))).toEqual([
      'Reply-To',
    ]);
    const refused = bothCommands(onlyReplyTo, {});
    expect('problem' in refused.written && refused.written.problem).toMatch(/Reply-To .*standard value/);
    expect(refused.setup.problem).toMatch(/Reply-To .*standard value/);
    const allowed = bothCommands([...onlyReplyTo, '--allow-template-address'], {});
    expect('files' in allowed.written).toBe(true);
    expect(allowed.setup.problem).toBeNull();
  });

  it('refuse the same bad options in both commands: more than 1,000 receipts an hour, an unknown store', () => {
    company.current = edited;
    for (const argv of [
      ['--receipts-per-hour', '1001'],
      ['--store', 'mysql'],
      ['--origin', 'www.eget-firma.dk'],
    ]) {
      const { written, setup } = bothCommands(argv, env);
      expect('problem' in written && written.problem).toBe(setup.problem);
      expect(setup.problem).toBeTruthy();
    }
    expect(bothCommands(['--receipts-per-hour', '1000'], env).setup.problem).toBeNull();
  });

  it('take the workflow options in both commands, and keep the shipped files the template’s', () => {
    company.current = edited;
    expect(Object.keys(workflowCliOptions)).toEqual(
      expect.arrayContaining(['origin', 'team-email', 'mail-from', 'receipts-per-hour', 'store']),
    );
    const shipped = workflowCommand([], env);
    if ('problem' in shipped) throw new Error(shipped.problem);
    expect(shipped.files[0]!.json).toContain(templateCompany.email);
    expect(workflowCommand(['--team-email', 'a@b.dk'], env)).toEqual({ problem: expect.stringMatching(/--out/) });
  });
});
