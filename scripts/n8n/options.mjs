// @ts-check
/**
 * The deployer's own settings for the two n8n workflows, in one place for both commands that build them:
 * `npm run n8n:workflow -- --out DIR` (files for a hand import) and `npm run n8n:setup` (imports them through
 * n8n's public API). Both take the same options, read the same sources in the same order and refuse the same
 * things (tests/unit/booking/n8n-options.test.ts holds them in step):
 *
 * - the company's name, e-mail and phone: content/company.yaml (what the site shows);
 * - where the team mail goes: `--team-email`, else `BOOKING_TEAM_EMAIL` (the name the local backend reads,
 *   scripts/local-backend/booking-mails.mjs `companyFrom`), else the company's e-mail;
 * - the origin: `--origin`, else `SITE_URL`; the sender: `--mail-from`, else `Name <company e-mail>`;
 * - the paces, the address header, the provider's URL and the store, from their options or their defaults.
 *
 * An address the build marks as a standard value (the template's e-mail, `templateCompany`) as the team mail's
 * To, the From or the Reply-To is refused unless `--allow-template-address`: a deployer who follows the docs
 * must not send their leads to the template's inbox.
 */
import { readEnv } from '../../src/config/env.ts';
import { templateCompany } from '../../src/entries/company.ts';
import { companyFrom } from '../local-backend/booking-mails.mjs';
import { staffWorkflowDefaults, staffWorkflowOptionsProblem } from './build-staff-workflow.mjs';
import { mailDefaults, mailOptionsProblem } from './booking-workflow/mail-settings.mjs';

/** The variable that names where the team mail goes, in the local backend and in n8n alike. */
export const teamAddressVariable = 'BOOKING_TEAM_EMAIL';

/** The stores the booking workflow can keep its rows in (`--store`). */
export const bookingStores = /** @type {const} */ (['datatable', 'postgres']);

/** The options both commands take (node:util parseArgs form). */
export const workflowCliOptions = /** @type {const} */ ({
  origin: { type: 'string' },
  'team-email': { type: 'string' },
  'mail-from': { type: 'string' },
  'receipts-per-hour': { type: 'string', default: String(mailDefaults.receiptsPerHour) },
  'retry-every-minutes': { type: 'string', default: String(mailDefaults.retryEveryMinutes) },
  'address-header': { type: 'string', default: staffWorkflowDefaults.addressHeader },
  'provider-url': { type: 'string' },
  store: { type: 'string', default: bookingStores[0] },
  'allow-template-address': { type: 'boolean', default: false },
});

/**
 * @typedef {object} WorkflowOptions
 * @property {string} origin
 * @property {string} addressHeader
 * @property {string} providerUrl
 * @property {string} store
 * @property {import('./booking-workflow/mail-settings.mjs').MailOptions} mail
 */

/**
 * The deployer's options from the command line and the environment (`.env` merged into it by the caller).
 * @param {Partial<Record<keyof typeof workflowCliOptions, string | boolean | undefined>>} values parsed options
 * @param {Record<string, string | undefined>} env
 * @returns {WorkflowOptions}
 */
export function deployerOptions(values, env) {
  const site = companyFrom(env);
  const origin = String(values.origin ?? site.company.siteUrl).replace(/\/+$/, '');
  const str = (/** @type {string | boolean | undefined} */ value) => (typeof value === 'string' ? value : undefined);
  // An organisation in the provider's EU region sets PUBLIC_VAPI_API_URL, and the workflow follows it.
  const providerUrl = str(values['provider-url']) ?? readEnv(env).vapiApiUrl;
  return {
    origin,
    addressHeader: String(values['address-header'] ?? staffWorkflowDefaults.addressHeader).toLowerCase(),
    providerUrl: providerUrl.replace(/\/+$/, ''),
    store: String(values.store ?? bookingStores[0]),
    mail: {
      company: { ...site.company, siteUrl: origin },
      teamAddress: str(values['team-email']) ?? site.teamAddress,
      sender: str(values['mail-from']) ?? `${site.company.name} <${site.company.email}>`,
      receiptsPerHour: Number(values['receipts-per-hour'] ?? mailDefaults.receiptsPerHour),
      retryEveryMinutes: Number(values['retry-every-minutes'] ?? mailDefaults.retryEveryMinutes),
    },
  };
}

/** The bare address of `Name <address>` or of an address. @param {string} value */
const bareAddress = (value) => (/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).trim().toLowerCase();

/**
 * Which of the mails' addresses are the template's standard value: `To (team mail)`, `From`, `Reply-To`.
 * @param {WorkflowOptions} options
 */
export function templateAddresses({ mail }) {
  const template = templateCompany.email.toLowerCase();
  return /** @type {[string, string][]} */ ([
    ['To (team mail)', mail.teamAddress],
    ['From', mail.sender],
    ['Reply-To', mail.company.email],
  ])
    .filter(([, address]) => bareAddress(address) === template)
    .map(([field]) => field);
}

/**
 * Checks the options; returns a problem in words, or null.
 * @param {WorkflowOptions} options
 * @param {{ allowTemplateAddress?: boolean }} [permissions]
 */
export function workflowOptionsProblem(options, { allowTemplateAddress = false } = {}) {
  if (!(/** @type {readonly string[]} */ (bookingStores).includes(options.store))) {
    return `--store must be one of ${bookingStores.join(', ')}`;
  }
  const problem = staffWorkflowOptionsProblem(options) ?? mailOptionsProblem(options.mail);
  if (problem) return problem;
  const template = templateAddresses(options);
  if (template.length > 0 && !allowTemplateAddress) {
    return [
      `${template.join(', ')} would be the template's address ${templateCompany.email}, a standard value: the leads would go to someone else.`,
      `Set your own e-mail in content/company.yaml (the CMS's Firma), ${teamAddressVariable} or --team-email, and --mail-from;`,
      'or, for a test, give --allow-template-address.',
    ].join('\n');
  }
  return null;
}

/** What the commands print before they write or import anything. @param {WorkflowOptions} options */
export const describeOptions = ({ origin, addressHeader, providerUrl, store, mail }) =>
  [
    `Origin ${origin}; store ${store}; address header ${addressHeader}; provider ${providerUrl}`,
    `Team mail to ${mail.teamAddress}; From ${mail.sender}; Reply-To ${mail.company.email}`,
    `Contact lines: ${mail.company.name}, ${mail.company.email}, ${mail.company.phone}`,
    `${mail.receiptsPerHour} receipts an hour; the schedule every ${mail.retryEveryMinutes} minutes`,
  ].join('\n');
