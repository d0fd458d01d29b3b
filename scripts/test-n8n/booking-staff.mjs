// @ts-check
/**
 * The staff API's booking routes on the running n8n: `GET /bookings` refused without a token and a
 * page of the requests with one; `POST /booking-status` `bekræftet` sends the confirmation with the
 * confirmed calendar file; an unknown booking is 404; `slettet` erases the row.
 */
import { randomUUID } from 'node:crypto';
import { sessionExpiredAnswer } from '../../src/lib/staff/api-contract.mjs';
import { bookingStatusAnswer, isBookingsAnswer, unknownBookingAnswer } from '../../src/lib/staff/bookings-contract.mjs';
import { bookingRows, mailsFor, parseIcs } from './bookings.mjs';
import { check, logMail, request, waitFor } from './harness.mjs';

/** @typedef {import('./booking-scenario.mjs').BookingContext} BookingContext */

/**
 * @param {BookingContext} context
 * @param {string} token
 * @param {string} [query]
 */
export const bookingsPage = ({ siteOrigin, staffBase }, token, query = '') =>
  request('GET', `${staffBase}/bookings${query}`, {
    headers: { Origin: siteOrigin, ...(token && { Authorization: `Bearer ${token}` }) },
  });

/**
 * @param {BookingContext} context
 * @param {string} token
 * @param {object} body
 */
const setStatus = ({ siteOrigin, staffBase }, token, body) =>
  request('POST', `${staffBase}/booking-status`, {
    headers: { Origin: siteOrigin, Authorization: `Bearer ${token}` },
    body,
  });

/**
 * @param {BookingContext} context
 * @param {string} token a staff token
 * @param {{ booking: Record<string, string>, bookingId: string }} first the scenario's first booking
 */
export async function bookingRoutesScenario(context, token, { booking, bookingId }) {
  const { databaseFile, mailbox, mail } = context;
  const refused = await bookingsPage(context, '');
  check(
    `GET /bookings without a token gets the contract's 401 (${refused.status})`,
    refused.status === 401 && JSON.stringify(refused.json) === JSON.stringify(sessionExpiredAnswer.body),
    refused.text,
  );
  // The list once every mail so far has gone out and been recorded.
  /** @type {Record<string, any>[]} */
  let rows = [];
  await waitFor(async () => {
    rows = await bookingRows(databaseFile);
    return rows.every((row) => row.teamMailSentAt && !row.mailClaimedAt);
  }, 60_000);
  const listed = await bookingsPage(context, token);
  const newest = rows.at(-1)?.bookingId;
  const listedFirst = listed.json?.bookings?.find((/** @type {any} */ item) => item.bookingId === bookingId);
  check(
    `GET /bookings lists the ${rows.length} requests newest first with their mails; ${listed.json?.unsentTeamMails} team mails unsent, mail set up: ${listed.json?.mailSetUp}`,
    listed.status === 200 &&
      isBookingsAnswer(listed.json) &&
      listed.json.bookings.length === rows.length &&
      listed.json.bookings[0].bookingId === newest &&
      listed.json.unsentTeamMails === 0 &&
      listed.json.mailSetUp === true &&
      listedFirst?.name === booking.name &&
      listedFirst?.teamMail.sentAt !== null &&
      !('deleteAfter' in listedFirst),
    listed.text.slice(0, 1500),
  );

  const confirmed = await setStatus(context, token, { bookingId, status: 'bekræftet' });
  let confirmations = /** @type {import('./mailbox.mjs').ReceivedMail[]} */ ([]);
  await waitFor(async () => {
    confirmations = mailsFor(await mailbox.received(), bookingId, mail.teamAddress).confirmations;
    return confirmations.length > 0;
  }, 60_000);
  logMail('the confirmation', confirmations[0]);
  const file = confirmations[0]?.attachments.find((attachment) => attachment.fileName.endsWith('.ics'));
  const event = file ? parseIcs(file.content) : null;
  // The mail goes before Save mail state writes it down: wait for the row (a busy host takes seconds), and
  // for its mailOpen flag to be written closed.
  /** @type {Record<string, any> | undefined} */
  let row;
  await waitFor(async () => {
    [row] = (await bookingRows(databaseFile)).filter((candidate) => candidate.bookingId === bookingId);
    return !!row?.confirmationSentAt;
  }, 30_000);
  check(
    `booking-status: bekræftet answers ${confirmed.status} and sends one confirmation to the visitor with the confirmed .ics (${event?.status}, same UID)`,
    JSON.stringify(confirmed.json) === JSON.stringify(bookingStatusAnswer(bookingId, 'bekræftet').body) &&
      confirmations.length === 1 &&
      confirmations[0].to.join() === booking.email &&
      event?.status === 'CONFIRMED' &&
      event.uid.startsWith(`booking-${bookingId}@`) &&
      row?.status === 'bekræftet' &&
      !!row?.confirmationSentAt &&
      row?.mailOpen === 0,
    { answer: confirmed.text, confirmations: confirmations.length, event, row },
  );

  const unknown = await setStatus(context, token, { bookingId: randomUUID(), status: 'kontaktet' });
  const erased = await setStatus(context, token, { bookingId, status: 'slettet' });
  const left = (await bookingRows(databaseFile)).filter((candidate) => candidate.bookingId === bookingId);
  check(
    `booking-status: an unknown booking gets 404 (${unknown.status}); slettet answers ${erased.status} and erases the row at once (${left.length} left)`,
    unknown.status === 404 &&
      JSON.stringify(unknown.json) === JSON.stringify(unknownBookingAnswer.body) &&
      JSON.stringify(erased.json) === JSON.stringify(bookingStatusAnswer(bookingId, 'slettet').body) &&
      left.length === 0,
    { unknown: unknown.text, erased: erased.text },
  );
}
