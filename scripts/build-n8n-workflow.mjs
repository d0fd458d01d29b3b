// @ts-check
/**
 * Builds integrations/n8n/booking-webhook.json, the n8n 2.x workflow behind the booking form
 * (docs/n8n.md, "Set up the booking workflow"): the request checked by the site's own contract and
 * calendar, kept in the Data Table `bookings` before the 200 (503 when it cannot be), then the team
 * mail and the visitor's receipt; a schedule re-sends what failed and deletes expired rows. Run it
 * after changing the contract, the calendar, the mails or src/config/bookings.mjs (a unit test fails
 * while the shipped file is stale):
 *
 *   npm run n8n:workflow [-- --origin https://www.example.dk --team-email … --mail-from …
 *                            --receipts-per-hour 50 --retry-every-minutes 5]
 *
 * The shipped files carry the template's contact lines (scripts/n8n-booking-workflow/mail-settings.mjs), so
 * they never go stale when the company edits its facts; `npm run n8n:setup` imports workflows built from the
 * site's own facts (content/company.yaml). The origin defaults to the build environment's SITE_URL.
 * It writes the staff API's workflow too (scripts/build-n8n-staff-workflow.mjs, with the same origin
 * and mail settings and its own options --address-header and --provider-url).
 */
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { readEnv } from '../src/config/env.ts';
import {
  staffWorkflowCliOptions,
  staffWorkflowOptionsProblem,
  writeStaffWorkflow,
} from './build-n8n-staff-workflow.mjs';
import { claimNewGroup, intakeGroup } from './n8n-booking-workflow/intake.mjs';
import { allRowsForCaps, mailStepGroup, rowsForCaps } from './n8n-booking-workflow/mail-nodes.mjs';
import { mailDefaults, mailOptionsProblem } from './n8n-booking-workflow/mail-settings.mjs';
import { bookingNodeNames, bookingWorkflowId } from './n8n-booking-workflow/names.mjs';
import { noteGroup, setupGroup } from './n8n-booking-workflow/setup.mjs';
import { purgeGroup, scheduleGroup } from './n8n-booking-workflow/schedule.mjs';
import { numberNodes } from './n8n-staff-workflow/nodes.mjs';

export { bookingNodeNames, smtpCredential, bookingsTable } from './n8n-booking-workflow/names.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const workflowPath = resolve(root, 'integrations/n8n/booking-webhook.json');
/** The site's default origin (SITE_URL); the Webhook node only answers the browser from this origin. */
export const defaultOrigin = mailDefaults.company.siteUrl;

/** @typedef {import('./n8n-booking-workflow/mail-settings.mjs').MailOptions} MailOptions */
/** @typedef {{ origin?: string, mail?: MailOptions }} BookingWorkflowOptions */

/** @param {BookingWorkflowOptions} [options] */
export function buildBookingWorkflow({ origin = defaultOrigin, mail = mailDefaults } = {}) {
  // In this order the nodes get their ids, so a regenerated workflow keeps them.
  const groups = [
    noteGroup({ origin, ...mail }),
    intakeGroup({ origin }),
    claimNewGroup(),
    mailStepGroup({
      occasion: 'new',
      label: 'new booking',
      claimNode: bookingNodeNames.claimNew,
      readRows: rowsForCaps,
      options: mail,
      position: [1760, -200],
      conditionNumber: 3,
    }),
    scheduleGroup(mail),
    mailStepGroup({
      occasion: 'retry',
      label: 'schedule',
      claimNode: bookingNodeNames.claimDue,
      readRows: allRowsForCaps,
      options: mail,
      position: [1100, 600],
      conditionNumber: 4,
    }),
    purgeGroup(),
    setupGroup(),
  ];
  return {
    // `n8n import:workflow` needs an id (the editor's import makes its own); importing again updates it.
    id: bookingWorkflowId,
    name: 'Booking: webhook for the site form, kept bookings and their mails',
    nodes: numberNodes(
      groups.flatMap((group) => group.nodes),
      '5b7e2a10-0c4d-4e6f-8a9b-',
    ),
    connections: Object.assign({}, ...groups.map((group) => group.connections)),
    pinData: {},
    settings: {
      executionOrder: 'v1',
      // The schedules and $now run in Copenhagen time.
      timezone: 'Europe/Copenhagen',
      // No execution is stored, so a booking's personal data is only in the table and the mails.
      saveDataSuccessExecution: 'none',
      saveDataErrorExecution: 'none',
      saveManualExecutions: false,
      saveExecutionProgress: false,
    },
  };
}

/** @param {BookingWorkflowOptions} [options] */
export const bookingWorkflowJson = (options) => `${JSON.stringify(buildBookingWorkflow(options), null, 2)}\n`;

/** The generator's mail options, shared with the staff workflow. */
export const mailCliOptions = /** @type {const} */ ({
  'team-email': { type: 'string' },
  'mail-from': { type: 'string' },
  'receipts-per-hour': { type: 'string', default: String(mailDefaults.receiptsPerHour) },
  'retry-every-minutes': { type: 'string', default: String(mailDefaults.retryEveryMinutes) },
});

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const env = readEnv(loadEnv('production', root, ''));
  const { values } = parseArgs({
    options: { origin: { type: 'string', default: env.siteUrl }, ...staffWorkflowCliOptions, ...mailCliOptions },
  });
  /** @type {MailOptions} */
  const mail = {
    ...mailDefaults,
    company: { ...mailDefaults.company, siteUrl: values.origin },
    teamAddress: values['team-email'] ?? mailDefaults.teamAddress,
    sender: values['mail-from'] ?? mailDefaults.sender,
    receiptsPerHour: Number(values['receipts-per-hour']),
    retryEveryMinutes: Number(values['retry-every-minutes']),
  };
  const staffOptions = {
    origin: values.origin,
    addressHeader: values['address-header'],
    providerUrl: values['provider-url'],
    mail,
  };
  const problem = staffWorkflowOptionsProblem(staffOptions) ?? mailOptionsProblem(mail);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  writeFileSync(workflowPath, bookingWorkflowJson({ origin: values.origin, mail }));
  console.log(`Wrote ${workflowPath} (origin ${values.origin}, team mail to ${mail.teamAddress}, from ${mail.sender})`);
  writeStaffWorkflow(staffOptions);
}
