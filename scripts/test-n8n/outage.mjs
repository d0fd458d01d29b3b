// @ts-check
/**
 * The mail server down: bookings are still answered 200 and kept, their rows record the failed
 * mails and the panel counts them; once the server is back the schedule (every minute in this test)
 * sends them, after the 2 minutes a mail waits before it is tried again.
 */
import { randomUUID } from 'node:crypto';
import { bookingsPage } from './booking-staff.mjs';
import { bookingRows, mailsFor, postBooking, validBooking } from './bookings.mjs';
import { check, log, waitFor } from './harness.mjs';

/** @typedef {import('./booking-scenario.mjs').BookingContext} BookingContext */

/**
 * Stops the SMTP server, books twice, and starts it again; the schedule's part is `afterOutage`.
 * @param {BookingContext} context @param {string} token
 */
export async function outageScenario(context, token) {
  const { siteOrigin, webhookBase, databaseFile, mailbox } = context;
  await mailbox.stop();
  const ids = [randomUUID(), randomUUID()];
  const answers = [];
  for (const [i, id] of ids.entries()) {
    answers.push(await postBooking(webhookBase, siteOrigin, validBooking({ email: `nede-${i}@outage-test.dk` }), id));
  }
  /** @type {Record<string, any>[]} */
  let rows = [];
  const recorded = await waitFor(async () => {
    rows = (await bookingRows(databaseFile)).filter((row) => ids.includes(row.bookingId));
    return rows.length === 2 && rows.every((row) => row.teamMailError && row.receiptError && !row.mailClaimedAt);
  }, 60_000);
  check(
    `outage: with the SMTP server stopped two bookings still get 200 (${answers.map((answer) => answer.status).join(', ')}) and are kept`,
    answers.every((answer, i) => answer.status === 200 && answer.json?.bookingId === ids[i]) && rows.length === 2,
    answers.map((answer) => answer.text),
  );
  const listed = await bookingsPage(context, token);
  check(
    `outage: their rows record the failed mails ("${rows[0]?.teamMailError}", 1 try) and GET /bookings counts ${listed.json?.unsentTeamMails} unsent team mails`,
    recorded &&
      rows.every((row) => row.teamMailTries === 1 && !row.teamMailSentAt) &&
      listed.json?.unsentTeamMails === 2,
    rows,
  );
  await mailbox.start();
  log('the SMTP server is back; the schedule sends the two bookings’ mails once they are 2 minutes old');
  return { ids, backAt: Date.now() };
}

/**
 * @param {BookingContext} context
 * @param {{ ids: string[], backAt: number }} outage
 */
export async function afterOutage({ databaseFile, mailbox, mail }, { ids, backAt }) {
  /** @type {Record<string, any>[]} */
  let rows = [];
  const sent = await waitFor(async () => {
    const mails = await mailbox.received();
    rows = (await bookingRows(databaseFile)).filter((row) => ids.includes(row.bookingId));
    return (
      ids.every((id) => {
        const found = mailsFor(mails, id, mail.teamAddress);
        return found.team.length === 1 && found.receipts.length === 1;
      }) && rows.every((row) => row.teamMailSentAt && row.receiptSentAt && !row.mailClaimedAt)
    );
  }, 300_000);
  check(
    `outage: once the SMTP server was back, the schedule sent both bookings' team mail and receipt (${Math.round((Date.now() - backAt) / 1000)} s later), recorded on 2nd tries`,
    sent && rows.every((row) => row.teamMailTries === 2 && row.receiptTries === 2 && row.teamMailError === null),
    rows,
  );
}
