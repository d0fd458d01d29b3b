// @ts-check
/**
 * The booking webhook's request path (docs/product.md#kept-bookings): Webhook → its headers alone →
 * their check (413/415 before anything reads the body) → a fresh UUID for a request without
 * `bookingId` → Check booking → Valid? → Keep booking (upsert on `bookingId`) →
 * Booking kept? → Respond 200 with the id, or 503; 400 with the field errors for a bad booking. Only
 * after the 200 does the new booking's mail step claim the row, so a retry (the row exists, its mails
 * claimed) gets the same yes and no second mail.
 */
import { BOOKING_MAX_BODY_BYTES, bookingFields } from '../../../src/lib/booking/contract.mjs';
import { bookingColumns, bookingsTable } from '../../../src/lib/booking/workflow-rows.mjs';
import {
  codeNode,
  columnsParameter,
  dataTable,
  headersOnly,
  ifExpression,
  ifTrue,
  link,
  node,
  updateRows,
} from '../staff-workflow/nodes.mjs';
import { checkHeadersCode, intakeCode } from './code.mjs';
import { bookingRetentionDays } from './mail-settings.mjs';
import { BOOKING_PATH, bookingNodeNames as names } from './names.mjs';

/** @typedef {import('../staff-workflow/nodes.mjs').NodeGroup} NodeGroup */
/** @typedef {import('../staff-workflow/nodes.mjs').ColumnType} ColumnType */

const check = `$(${JSON.stringify(names.check)}).first().json`;

/** The booking's own columns, from the check's `columns`; never the status or a mail's state. */
const columnTypes = Object.fromEntries(bookingColumns);
const keptColumns = Object.fromEntries(
  ['bookingId', ...bookingFields, 'emailKey', 'deleteAfter'].map((column) => [
    column,
    /** @type {[string, ColumnType]} */ ([`={{ $json.columns.${column} }}`, columnTypes[column]]),
  ]),
);

/**
 * @param {string} name @param {string} body an expression for the JSON body
 * @param {[number, number]} position @param {number | string} [status] a number or an expression
 */
const respond = (name, body, position, status) =>
  node(name, 'respondToWebhook', 1.4, position, {
    respondWith: 'json',
    responseBody: `={{ JSON.stringify(${body}) }}`,
    options: {
      ...(status && { responseCode: status }),
      responseHeaders: { entries: [{ name: 'Cache-Control', value: 'no-store' }] },
    },
  });

/** @param {{ origin: string }} settings @returns {NodeGroup} */
export const intakeGroup = ({ origin }) => ({
  nodes: [
    node(
      names.webhook,
      'webhook',
      2.1,
      [0, 0],
      { httpMethod: 'POST', path: BOOKING_PATH, responseMode: 'responseNode', options: { allowedOrigins: origin } },
      { notes: `CHANGE Allowed Origins (CORS) to your site's origin (now ${origin})`, notesInFlow: true },
    ),
    headersOnly(names.headers, 1, [-220, 200]),
    codeNode(names.checkHeaders, checkHeadersCode(BOOKING_MAX_BODY_BYTES), [0, 200]),
    ifTrue(names.headersOk, 20, 'ok', [110, 100]),
    respond(names.refusedHeaders, '$json.body', [220, 300], '={{ $json.status }}'),
    node(names.newId, 'crypto', 2, [220, 0], {
      action: 'generate',
      dataPropertyName: 'serverBookingId',
      encodingType: 'uuid',
    }),
    codeNode(names.check, intakeCode(names.webhook, bookingRetentionDays), [440, 0]),
    ifTrue(names.valid, 1, 'ok', [660, 0]),
    dataTable(
      names.keep,
      bookingsTable,
      {
        operation: 'upsert',
        matchType: 'allConditions',
        filters: { conditions: [{ keyName: 'bookingId', condition: 'eq', keyValue: '={{ $json.bookingId }}' }] },
        columns: columnsParameter(keptColumns),
        options: {},
      },
      [880, -100],
      // A write n8n reports as an error takes the error output; others come out as the unkept input.
      { onError: 'continueErrorOutput' },
    ),
    // Kept means the upsert returned the row: a number id and the booking's own id.
    ifExpression(names.kept, 2, `typeof $json.id === 'number' && $json.bookingId === ${check}.bookingId`, [1100, -100]),
    respond(names.accepted, `${check}.accepted`, [1320, -200]),
    respond(names.notKept, `${check}.notKept`, [1320, 0], 503),
    respond(names.rejected, '$json', [880, 200], 400),
  ],
  connections: {
    [names.webhook]: { main: [link(names.headers)] },
    [names.headers]: { main: [link(names.checkHeaders)] },
    [names.checkHeaders]: { main: [link(names.headersOk)] },
    [names.headersOk]: { main: [link(names.newId), link(names.refusedHeaders)] },
    [names.newId]: { main: [link(names.check)] },
    [names.check]: { main: [link(names.valid)] },
    [names.valid]: { main: [link(names.keep), link(names.rejected)] },
    [names.keep]: { main: [link(names.kept), link(names.notKept)] },
    [names.kept]: { main: [link(names.accepted), link(names.notKept)] },
    [names.accepted]: { main: [link(names.claimNew)] },
  },
});

/** After the 200: the row's mails, claimed only while never claimed before (a new row). @returns {NodeGroup} */
export const claimNewGroup = () => ({
  nodes: [
    dataTable(
      names.claimNew,
      bookingsTable,
      updateRows(
        [
          { keyName: 'bookingId', condition: 'eq', keyValue: '={{ $json.bookingId }}' },
          { keyName: 'teamMailTries', condition: 'isEmpty' },
          { keyName: 'mailClaimedAt', condition: 'isEmpty' },
        ],
        {
          mailClaimedAt: ['={{ $now.toISO() }}', 'date'],
          status: ['ny', 'string'],
          teamMailTries: ['={{ 0 }}', 'number'],
          receiptTries: ['={{ 0 }}', 'number'],
          confirmationTries: ['={{ 0 }}', 'number'],
        },
      ),
      [1540, -200],
    ),
  ],
  connections: {},
});
