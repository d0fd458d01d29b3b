// @ts-check
/**
 * The JavaScript of the booking mails' and the booking webhook's Code nodes: a line saying what the
 * node does, the exports of the site's own modules its call uses, bundled for that node alone by
 * esbuild (scripts/n8n/code-node.mjs; the same modules the unit tests run), and one call that hands
 * them the node's inputs. The logic lives in src/lib/booking/workflow-*.mjs. The staff workflow uses
 * the mail step's code too, for the confirmation.
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookingCalendar } from '../../../src/config/booking-calendar.mjs';
import { codeNodeScript } from '../code-node.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The modules a Code node may call, by the short name it calls them by. */
const modules = Object.freeze({
  limits: 'src/lib/request-limits.mjs',
  intake: 'src/lib/booking/workflow-intake.mjs',
  mails: 'src/lib/booking/workflow-mails.mjs',
});

/**
 * A Code node's JavaScript: what it does, then what `body` uses of the module, bundled, then `body`.
 * @param {keyof typeof modules} used
 * @param {string} body the node's call, ending in `return …`
 * @param {string} does one line saying what the node does, the first line a deployer reads in the editor
 */
const codeFor = (used, body, does) =>
  codeNodeScript(root, { [used]: modules[used] }, body, { does, generator: 'scripts/n8n/build-booking-workflow.mjs' });

/** What each mail occasion's step is for, in the line saying what its Code nodes do. */
const occasions = Object.freeze({
  new: "a new booking's team mail and receipt",
  retry: 'the rows the schedule found with a mail due',
  confirm: "a booking's confirmation",
});

/** Another node's items' json, as n8n's `$('<name>')` reads them. @param {string} name */
const allOf = (name) => `$(${JSON.stringify(name)}).all().map((item) => item.json)`;
const inputRows = '$input.all().map((item) => item.json)';

/**
 * The booking's headers alone (its Set node left the body out): the contract's 413 or 415, or `ok`.
 * @param {number} maxBytes
 */
export const checkHeadersCode = (maxBytes) =>
  codeFor(
    'limits',
    `return [{ json: limits.checkRequestHeaders($input.first().json.headers, ${maxBytes}) }];`,
    `POST /booking: checks the request's headers alone (JSON, a body of at most ${maxBytes} bytes, no encoding) before its body is read.`,
  );

/**
 * The booking webhook's check, once its headers passed (the body is then at most 7.5 KiB): the
 * request, with the Crypto node's fresh UUID, checked against the company's calendar as configured
 * when the workflow was generated (src/config/booking-calendar.mjs).
 * @param {string} webhook the Webhook node's name
 * @param {number} retentionDays
 */
export const intakeCode = (webhook, retentionDays) =>
  codeFor(
    'intake',
    `const request = $(${JSON.stringify(webhook)}).first().json;
const settings = { now, retentionDays: ${retentionDays}, calendar: ${JSON.stringify(bookingCalendar)} };
return [{ json: intake.bookingIntake(request, $input.first().json.serverBookingId, settings) }];`,
    "POST /booking: checks the booking by the contract and the company's calendar; for a good one, the columns to keep and both answers.",
  );

/**
 * The mail step's plan, from the rows the claim node returned and the rows read for the caps (the Data Table
 * store) or the caps counted (`counted`, the Postgres store). A mail to send carries its calendar file as the
 * binary `ics`, which Send Email attaches.
 * @param {import('../../../src/lib/booking/workflow-mails.mjs').MailOccasion} occasion
 * @param {string} claimNode
 * @param {import('../../../src/lib/booking/workflow-mails.mjs').MailSettings} settings
 * @param {boolean} [counted]
 */
export const planMailsCode = (occasion, claimNode, settings, counted = false) =>
  codeFor(
    'mails',
    `const settings = ${JSON.stringify(settings)};
const planned = mails.planMailsCounted(mails.${counted ? 'countsFromStatement' : 'countsFromRows'}(${inputRows}), { claimed: ${allOf(claimNode)}, occasion: ${JSON.stringify(occasion)}, settings, now });
return planned.map(({ ics, ...mail }) =>
  ics
    ? {
        json: mail,
        binary: { ics: { data: Buffer.from(ics.content, 'utf8').toString('base64'), mimeType: 'text/calendar', fileName: ics.fileName } },
      }
    : { json: mail },
);`,
    `Mails for ${occasions[occasion]}: which go now, which are skipped or wait (the caps), each with its .ics.`,
  );

/**
 * What each send came to, as one item of columns per row.
 * @param {string} planNode @param {number} maxTries
 */
export const mailOutcomesCode = (planNode, maxTries) =>
  codeFor(
    'mails',
    `const planned = ${allOf(planNode)}.filter((mail) => mail.send);
return mails.mailOutcomes(planned, ${inputRows}, now, ${maxTries}).map((columns) => ({ json: { bookingId: columns.bookingId, columns } }));`,
    "What each send came to, as the columns of its booking's row (sent, error, tries, mail still open).",
  );

/** @param {import('../../../src/lib/booking/workflow-mails.mjs').MailSettings['limits']} limits */
export const dueRowsCode = (limits) =>
  codeFor(
    'mails',
    `return mails.rowsWithMailDue(${inputRows}.filter((row) => row.bookingId), now, ${JSON.stringify(limits)}).map((json) => ({ json }));`,
    'Schedule: the rows with a mail due (unsent, failed with tries left, or a confirmation owed), at most 50, oldest first.',
  );
