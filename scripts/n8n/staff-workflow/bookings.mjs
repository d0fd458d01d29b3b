// @ts-check
/**
 * The staff API's booking routes (src/lib/staff/bookings-contract.mjs) on the booking workflow's Data
 * Table: `GET /bookings` reads every row and answers a page; `POST /booking-status` deletes the row
 * for `slettet` or stores the status, answers, and for `bekræftet` then claims the row and sends the
 * confirmation by the booking workflow's mail step (the schedule sends it later when another
 * execution holds the row just then).
 */
import { limitedRead, mailStepGroup, maxReadRows, rowsForCaps } from '../booking-workflow/mail-nodes.mjs';
import { BOOKINGS_PAGE_SIZE } from '../../../src/lib/staff/bookings-contract.mjs';
import { bookingsAnswerCode, bookingStatusAnswerCode, checkBookingStatusCode, readTokenCode } from './code.mjs';
import { nodeNames as names, tables } from './names.mjs';
import { routeConnections } from './program.mjs';
import {
  codeNode,
  dataTable,
  headersOnly,
  ifExpression,
  ifTrue,
  jwtVerify,
  link,
  updateRows,
  webhook,
} from './nodes.mjs';

/** @typedef {import('./nodes.mjs').NodeGroup} NodeGroup */
/** @typedef {import('../booking-workflow/mail-settings.mjs').MailOptions} MailOptions */

const byBookingId = { keyName: 'bookingId', condition: 'eq', keyValue: '={{ $json.bookingId }}' };

/** The rows of `GET /bookings?page=N`: the newest N pages and one row more, at most `maxReadRows`. */
const bookingsPageRead = limitedRead(
  { matchType: 'anyCondition', filters: { conditions: [{ keyName: 'bookingId', condition: 'isNotEmpty' }] } },
  `={{ Math.min(${maxReadRows}, Math.max(1, parseInt($('${names.bookings}').first().json.query?.page, 10) || 1) * ${BOOKINGS_PAGE_SIZE} + 1) }}`,
  true,
);

/** @param {{ origin: string }} settings @returns {NodeGroup} */
export const bookingsGroup = ({ origin }) => ({
  nodes: [
    webhook(names.bookings, 'bookings', 'GET', origin, [0, 1600]),
    headersOnly(names.bookingsHeaders, 6, [110, 1700]),
    codeNode(names.readBookingsRequest, readTokenCode('bookings', origin), [220, 1600]),
    ifTrue(names.bookingsOk, 8, 'ok', [440, 1600]),
    jwtVerify(names.verifyBookings, [660, 1500]),
    // A Data Table read has no offset or count: it reads the newest rows up to the page asked for, and one more
    // (whether more follow), at most 1,000 (page 19); the answer step pages them (docs/n8n.md).
    dataTable(names.readBookings, tables.bookings, bookingsPageRead, [880, 1500], { alwaysOutputData: true }),
    codeNode(names.bookingsAnswer, bookingsAnswerCode(), [1100, 1500]),
  ],
  connections: routeConnections('bookings'),
});

/** @param {{ origin: string, mail: MailOptions }} settings @returns {NodeGroup} */
export function bookingStatusGroup({ origin, mail }) {
  const confirmation = mailStepGroup({
    occasion: 'confirm',
    label: 'confirmation',
    claimNode: names.claimConfirmation,
    readRows: rowsForCaps,
    options: mail,
    position: [1980, 2100],
    conditionNumber: 12,
  });
  return {
    nodes: [
      webhook(names.bookingStatus, 'booking-status', 'POST', origin, [0, 1900]),
      headersOnly(names.bookingStatusHeaders, 7, [110, 2000]),
      codeNode(names.readBookingStatus, readTokenCode('bookingStatus', origin), [220, 1900]),
      ifTrue(names.bookingStatusOk, 9, 'ok', [440, 1900]),
      jwtVerify(names.verifyBookingStatus, [660, 1800]),
      codeNode(names.checkBookingStatus, checkBookingStatusCode(), [880, 1800]),
      ifTrue(names.bookingStatusBodyOk, 10, 'ok', [1100, 1800]),
      ifTrue(names.erase, 11, 'erase', [1320, 1800]),
      dataTable(
        names.deleteBooking,
        tables.bookings,
        { operation: 'deleteRows', matchType: 'allConditions', filters: { conditions: [byBookingId] }, options: {} },
        [1540, 1700],
        // An unknown id deletes no row; the answer node then says 404.
        { alwaysOutputData: true },
      ),
      dataTable(
        names.updateStatus,
        tables.bookings,
        // A status may owe the confirmation: the row is open for the schedule until a mail step writes it.
        updateRows([byBookingId], { status: ['={{ $json.status }}', 'string'], mailOpen: ['={{ true }}', 'boolean'] }),
        [1540, 1900],
        { alwaysOutputData: true },
      ),
      // Above the confirmation's branch, so n8n answers before it sends (branches run top to bottom).
      codeNode(names.bookingStatusAnswer, bookingStatusAnswerCode(), [1760, 1800]),
      ifExpression(
        names.confirmationDue,
        13,
        "$json.status === 'bekræftet' && !$json.confirmationSentAt",
        [1760, 2100],
      ),
      dataTable(
        names.claimConfirmation,
        tables.bookings,
        updateRows(
          [
            byBookingId,
            { keyName: 'mailClaimedAt', condition: 'isEmpty' },
            { keyName: 'confirmationSentAt', condition: 'isEmpty' },
          ],
          { mailClaimedAt: ['={{ $now.toISO() }}', 'date'] },
        ),
        [1980, 2000],
      ),
      ...confirmation.nodes,
    ],
    connections: {
      ...routeConnections('bookingStatus'),
      // The confirmation, n8n's part after the answer (the local backend's booking desk sends it itself).
      [names.updateStatus]: { main: [[...link(names.bookingStatusAnswer), ...link(names.confirmationDue)]] },
      [names.confirmationDue]: { main: [link(names.claimConfirmation)] },
      ...confirmation.connections,
    },
  };
}
