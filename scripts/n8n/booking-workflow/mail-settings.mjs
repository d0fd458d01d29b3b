// @ts-check
/**
 * What both workflows need to send a booking's mails: the company's contact lines, where the team
 * reads new bookings, the sender, and the paces of src/config/bookings.mjs.
 *
 * Two sources of the company's name, e-mail and phone: the shipped workflow files are built from the
 * template's own contact lines (`templateCompany`), so a company editing its facts in the CMS never leaves a
 * committed file stale; `npm run n8n:setup` builds the workflows it imports from the site's facts
 * (content/company.yaml, `siteMailOptions`), so a deployer's n8n mails the deployer's address.
 */
import { bookingMailLimits, bookingRetentionDays } from '../../../src/config/bookings.mjs';
import { envVariables } from '../../../src/config/env.ts';
import { readCompany, templateCompany } from '../../../src/entries/company.ts';

/** @typedef {import('../../../src/lib/booking/mails.mjs').CompanyContact} CompanyContact */
/** @typedef {import('../../../src/lib/booking/workflow-mails.mjs').MailSettings} MailSettings */

/**
 * @typedef {object} MailOptions
 * @property {CompanyContact} company the contact lines of the visitor's mails; its e-mail is their Reply-To
 * @property {string} teamAddress where the team mail goes
 * @property {string} sender the From of every mail, e.g. `Fynbo AI <kontakt@fynbo-ai.dk>`
 * @property {number} receiptsPerHour receipts an hour in all; more wait for the next hour
 * @property {number} retryEveryMinutes how often the schedule looks for unsent mails
 */

/**
 * The options for a company's contact lines and the site's origin (`SITE_URL`'s default when left out).
 * @param {{ name: string, email: string, phone: string }} facts
 * @param {{ siteUrl?: string }} [values]
 * @returns {MailOptions}
 */
function mailOptionsFrom({ name, email, phone }, values = {}) {
  return {
    company: { name, email, phone, siteUrl: values.siteUrl ?? envVariables.siteUrl.default },
    teamAddress: email,
    sender: `${name} <${email}>`,
    receiptsPerHour: bookingMailLimits.receiptsPerHour,
    retryEveryMinutes: bookingMailLimits.retryEveryMinutes,
  };
}

/** The shipped workflow files' options: the template's contact lines. */
export const mailDefaults = Object.freeze(mailOptionsFrom(templateCompany));

/**
 * The options from the site's own facts (content/company.yaml), for the workflows `npm run n8n:setup` imports.
 * @param {{ siteUrl?: string }} [values]
 */
export const siteMailOptions = (values = {}) => mailOptionsFrom(readCompany(), values);

/**
 * The settings the Code nodes get.
 * @param {MailOptions} options
 * @returns {MailSettings}
 */
export const mailSettings = ({ company, teamAddress, receiptsPerHour }) => ({
  company,
  teamAddress,
  limits: {
    perAddressPerDay: bookingMailLimits.perAddressPerDay,
    receiptsPerHour,
    retryAfterMinutes: bookingMailLimits.retryAfterMinutes,
    maxTries: bookingMailLimits.maxTries,
  },
});

export { bookingRetentionDays };

/** The most receipts an hour: a Data Table read pages past 1,000 rows, and the caps read takes one page. */
export const maxReceiptsPerHour = 1000;

const plainAddress = /^[^\s@<>",;?]+@[^\s@<>",;?]+\.[^\s@<>",;?]+$/;

/**
 * Checks the options; returns a problem in words, or null.
 * @param {MailOptions} options
 */
export function mailOptionsProblem({ company, teamAddress, sender, receiptsPerHour, retryEveryMinutes }) {
  if (!plainAddress.test(teamAddress)) return '--team-email must be one plain address such as kontakt@example.dk';
  if (!plainAddress.test(company.email)) return 'the e-mail of content/company.yaml must be one plain address';
  const from = /<([^<>]+)>$/.exec(sender)?.[1] ?? sender;
  if (!plainAddress.test(from)) return '--mail-from must be an address, optionally as "Name <address>"';
  // The caps read takes at most this many rows (one page of a Data Table read, scripts/n8n/booking-workflow/mail-nodes.mjs).
  if (!Number.isInteger(receiptsPerHour) || receiptsPerHour < 1 || receiptsPerHour > maxReceiptsPerHour)
    return `--receipts-per-hour must be a whole number from 1 to ${maxReceiptsPerHour}`;
  if (!Number.isInteger(retryEveryMinutes) || retryEveryMinutes < 1 || retryEveryMinutes > 59) {
    return '--retry-every-minutes must be a whole number from 1 to 59';
  }
  return null;
}
