// @ts-check
/**
 * Builds integrations/n8n/booking-webhook.json, the n8n 2.x workflow behind the booking form
 * (docs/n8n.md, "Set up the booking workflow"): the request checked by the site's own contract and
 * calendar, kept in the Data Table `bookings` before the 200 (503 when it cannot be), then the team
 * mail and the visitor's receipt; a schedule re-sends what failed and deletes expired rows. Run it
 * after changing the contract, the calendar, the mails or src/config/bookings.mjs (a unit test fails
 * while a shipped file is stale):
 *
 *   npm run n8n:workflow                      the shipped files in integrations/n8n/ (both workflows, each on the
 *                                             Data Table store and, as *.postgres.json, on the Postgres store)
 *   npm run n8n:workflow -- --out <folder> [--origin https://www.example.dk --team-email … --mail-from …
 *       --receipts-per-hour 50 --retry-every-minutes 5 --address-header … --provider-url … --store datatable|postgres
 *       --allow-template-address]
 *
 * The shipped files carry the template's contact lines and defaults (scripts/n8n/booking-workflow/mail-settings.mjs),
 * so they never go stale when the company edits its facts. With `--out` it writes your own, built from the
 * same options and sources as `npm run n8n:setup` (scripts/n8n/options.mjs: content/company.yaml,
 * BOOKING_TEAM_EMAIL, SITE_URL), for a hand import. The staff API's workflow (scripts/n8n/build-staff-workflow.mjs)
 * is written with it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { postgresStaffWorkflowPath, staffWorkflowJson, staffWorkflowPath } from './build-staff-workflow.mjs';
import { claimNewGroup, intakeGroup } from './booking-workflow/intake.mjs';
import { dayRowsForCaps, mailStepGroup, rowsForCaps } from './booking-workflow/mail-nodes.mjs';
import { mailDefaults } from './booking-workflow/mail-settings.mjs';
import { bookingNodeNames, bookingWorkflowId } from './booking-workflow/names.mjs';
import { noteGroup, setupGroup } from './booking-workflow/setup.mjs';
import { purgeGroup, scheduleGroup } from './booking-workflow/schedule.mjs';
import { numberNodes } from './staff-workflow/nodes.mjs';
import { workflowExecutionSeconds } from '../../src/lib/booking/workflow-mails.mjs';
import { onPostgres } from './booking-workflow/postgres-store.mjs';
import { deployerOptions, describeOptions, workflowCliOptions, workflowOptionsProblem } from './options.mjs';
import { withRouteNotes } from './route-notes.mjs';

/** @typedef {import('./staff-workflow/nodes.mjs').NodeGroup} NodeGroup */

export { bookingNodeNames, smtpCredential, bookingsTable } from './booking-workflow/names.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const workflowPath = resolve(root, 'integrations/n8n/booking-webhook.json');
/** The same workflow on the Postgres store (`--store postgres`). */
export const postgresWorkflowPath = resolve(root, 'integrations/n8n/booking-webhook.postgres.json');
/** The site's default origin (SITE_URL); the Webhook node only answers the browser from this origin. */
export const defaultOrigin = mailDefaults.company.siteUrl;

/** @typedef {import('./booking-workflow/mail-settings.mjs').MailOptions} MailOptions */
/** @typedef {{ origin?: string, mail?: MailOptions, store?: string }} BookingWorkflowOptions */

/**
 * The nodes for the store: as built (the Data Table store), or each on the bookings as its Postgres statement.
 * @param {import('./staff-workflow/nodes.mjs').WorkflowNode[]} nodes @param {string} store
 */
export const forStore = (nodes, store) => (store === 'postgres' ? nodes.map(onPostgres) : nodes);

/**
 * What each route of the booking workflow does and which contract it answers (the webhook), or which
 * rules it keeps (the schedules): one sticky note each.
 * @param {{ booking: NodeGroup[], schedule: NodeGroup[], purge: NodeGroup }} parts
 * @returns {import('./route-notes.mjs').Route[]}
 */
const bookingRoutes = ({ booking, schedule, purge }) => [
  {
    title: 'POST /booking',
    does: "The site's booking form. Checks the headers, then the booking by the contract and the company's calendar (400 with every field error); keeps it once per `bookingId` before the 200 (503 when it could not); then, once per booking, the team mail and the visitor's receipt within the caps.",
    contract:
      '`src/lib/booking/contract.mjs` (the fields and rules), `src/lib/booking/workflow-intake.mjs` (the answers), `src/lib/request-limits.mjs` (413/415); docs/n8n.md "The booking webhook", docs/product.md#booking-contract.',
    groups: booking,
  },
  {
    title: 'Every few minutes: unsent mails',
    does: 'No request: lets go of claims older than 20 minutes, then sends the mails still owed (failed ones with tries left, receipts that waited for the hourly cap, confirmations), at most 50 rows a round.',
    contract:
      '`src/lib/booking/workflow-mails.mjs` and the caps in `src/config/bookings.mjs`; docs/n8n.md "Mail is at least once".',
    groups: schedule,
  },
  {
    title: 'Every night: expired bookings',
    does: 'No request: at 03:00 deletes the bookings past their `deleteAfter` day (90 days after the later of the day they came in and the requested day).',
    contract: '`bookingRetentionDays` in `src/config/bookings.mjs`; docs/n8n.md "Kept only as long as needed".',
    groups: [purge],
  },
];

/** @param {BookingWorkflowOptions} [options] */
export function buildBookingWorkflow({ origin = defaultOrigin, mail = mailDefaults, store = 'datatable' } = {}) {
  const booking = [
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
  ];
  const schedule = [
    scheduleGroup(mail),
    mailStepGroup({
      occasion: 'retry',
      label: 'schedule',
      claimNode: bookingNodeNames.claimDue,
      readRows: dayRowsForCaps,
      options: mail,
      position: [1100, 600],
      conditionNumber: 4,
    }),
  ];
  const purge = purgeGroup();
  // In this order the nodes get their ids, so a regenerated workflow keeps them; the route notes come last.
  const groups = withRouteNotes(
    [noteGroup({ origin, store, ...mail }), ...booking, ...schedule, purge, setupGroup()],
    bookingRoutes({ booking, schedule, purge }),
  );
  return {
    // `n8n import:workflow` needs an id (the editor's import makes its own); importing again updates it.
    id: bookingWorkflowId,
    name: 'Booking: webhook for the site form, kept bookings and their mails',
    nodes: numberNodes(
      forStore(
        groups.flatMap((group) => group.nodes),
        store,
      ),
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
      // n8n stops an execution after this (seconds): a claim is then let go after staleClaimMinutes (20).
      executionTimeout: workflowExecutionSeconds,
    },
  };
}

/** @param {BookingWorkflowOptions} [options] */
export const bookingWorkflowJson = (options) => `${JSON.stringify(buildBookingWorkflow(options), null, 2)}\n`;

/**
 * The files `npm run n8n:workflow` writes: the shipped ones (the template's contact lines and defaults) without
 * `--out`, the deployer's own (scripts/n8n/options.mjs, as `npm run n8n:setup` builds them) with it.
 * @param {string[]} argv @param {Record<string, string | undefined>} env
 * @returns {{ files: { path: string, json: string }[], summary: string } | { problem: string }}
 */
export function workflowCommand(argv, env) {
  const { values } = parseArgs({ args: argv, options: { ...workflowCliOptions, out: { type: 'string' } } });
  if (values.out === undefined) {
    const given = argv.filter((arg) => arg.startsWith('--'));
    if (given.length > 0) {
      return {
        problem: `The shipped files carry the template's settings; ${given.join(', ')} go with --out <folder> (your own files, as n8n:setup builds them).`,
      };
    }
    return {
      files: [
        { path: workflowPath, json: bookingWorkflowJson() },
        { path: staffWorkflowPath, json: staffWorkflowJson() },
        { path: postgresWorkflowPath, json: bookingWorkflowJson({ store: 'postgres' }) },
        { path: postgresStaffWorkflowPath, json: staffWorkflowJson({ store: 'postgres' }) },
      ],
      summary: "the shipped files, with the template's contact lines and defaults",
    };
  }
  const options = deployerOptions(values, env);
  const problem = workflowOptionsProblem(options, { allowTemplateAddress: values['allow-template-address'] });
  if (problem) return { problem };
  const out = resolve(values.out);
  return {
    files: [
      { path: resolve(out, basename(workflowPath)), json: bookingWorkflowJson(options) },
      { path: resolve(out, basename(staffWorkflowPath)), json: staffWorkflowJson(options) },
    ],
    summary: describeOptions(options),
  };
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const result = workflowCommand(process.argv.slice(2), { ...loadEnv('production', root, ''), ...process.env });
  if ('problem' in result) {
    console.error(result.problem);
    process.exit(1);
  }
  console.log(result.summary);
  for (const file of result.files) {
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.json);
    console.log(`Wrote ${file.path}`);
  }
}
