// @ts-check
/**
 * What both workflows need to send a booking's mails: the company's contact lines, where the team
 * reads new bookings, the sender, and the paces of src/config/bookings.mjs. The generator's defaults
 * are the site's (`envVariables`); `npm run n8n:workflow` reads the build environment (`.env` and the
 * shell, as the site build does) and its options name others.
 */
import { bookingMailLimits, bookingRetentionDays } from '../../src/config/bookings.mjs';
import { envVariables } from '../../src/config/env.ts';

/** @typedef {import('../../src/lib/booking/mails.mjs').CompanyContact} CompanyContact */
/** @typedef {import('../../src/lib/booking/workflow-mails.mjs').MailSettings} MailSettings */

/**
 * @typedef {object} MailOptions
 * @property {CompanyContact} company the contact lines of the visitor's mails; its e-mail is their Reply-To
 * @property {string} teamAddress where the team mail goes
 * @property {string} sender the From of every mail, e.g. `Fynbo AI <kontakt@fynbo-ai.dk>`
 * @property {number} receiptsPerHour receipts an hour in all; more wait for the next hour
 * @property {number} retryEveryMinutes how often the schedule looks for unsent mails
 */

/**
 * The options from the site's settings: `values` are the build environment's values by the names
 * `readEnv` gives them (the site's defaults when left out).
 * @param {{ companyName?: string, contactEmail?: string, contactPhone?: string, siteUrl?: string }} [values]
 * @returns {MailOptions}
 */
export function mailOptionsFrom(values = {}) {
  const name = values.companyName ?? envVariables.companyName.default;
  const email = values.contactEmail ?? envVariables.contactEmail.default;
  return {
    company: {
      name,
      email,
      phone: values.contactPhone ?? envVariables.contactPhone.default,
      siteUrl: values.siteUrl ?? envVariables.siteUrl.default,
    },
    teamAddress: email,
    sender: `${name} <${email}>`,
    receiptsPerHour: bookingMailLimits.receiptsPerHour,
    retryEveryMinutes: bookingMailLimits.retryEveryMinutes,
  };
}

export const mailDefaults = Object.freeze(mailOptionsFrom());

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

const plainAddress = /^[^\s@<>",;?]+@[^\s@<>",;?]+\.[^\s@<>",;?]+$/;

/**
 * Checks the options; returns a problem in words, or null.
 * @param {MailOptions} options
 */
export function mailOptionsProblem({ company, teamAddress, sender, receiptsPerHour, retryEveryMinutes }) {
  if (!plainAddress.test(teamAddress)) return '--team-email must be one plain address such as kontakt@example.dk';
  if (!plainAddress.test(company.email)) return 'PUBLIC_CONTACT_EMAIL must be one plain address';
  const from = /<([^<>]+)>$/.exec(sender)?.[1] ?? sender;
  if (!plainAddress.test(from)) return '--mail-from must be an address, optionally as "Name <address>"';
  if (!Number.isInteger(receiptsPerHour) || receiptsPerHour < 1)
    return '--receipts-per-hour must be a whole number from 1';
  if (!Number.isInteger(retryEveryMinutes) || retryEveryMinutes < 1 || retryEveryMinutes > 59) {
    return '--retry-every-minutes must be a whole number from 1 to 59';
  }
  return null;
}
