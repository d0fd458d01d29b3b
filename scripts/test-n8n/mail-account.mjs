// @ts-check
/**
 * Two deployer situations on the running n8n: the nightly purge (run from the editor) deletes a row
 * past its `deleteAfter` and keeps the others; and without the SMTP credential a booking is still
 * kept, its row says mail is not set up, and so does `GET /bookings`.
 */
import { randomUUID } from 'node:crypto';
import { bookingNodeNames, smtpCredential } from '../n8n/build-booking-workflow.mjs';
import { bookingsTable, mailNotSetUpError } from '../../src/lib/booking/workflow-rows.mjs';
import { bookingsPage } from './booking-staff.mjs';
import { bookingRows, postBooking, validBooking } from './bookings.mjs';
import { workflowIds } from './deploy.mjs';
import { check, waitFor } from './harness.mjs';
import { dataTableStorage, openDatabase, runManualTrigger } from './instance.mjs';

/** @typedef {import('./booking-scenario.mjs').BookingContext} BookingContext */

/**
 * @param {BookingContext} context
 * @param {{ port: number, cookie: string }} editor
 */
export async function purgeScenario({ databaseFile }, { port, cookie }) {
  const expired = randomUUID();
  const kept = randomUUID();
  const db = await openDatabase(databaseFile);
  try {
    const insert = db.prepare(
      `INSERT INTO ${dataTableStorage(db, bookingsTable)} (bookingId, name, email, deleteAfter) VALUES (?, ?, ?, ?)`,
    );
    insert.run(expired, 'Udløbet', 'udloebet@purge-test.dk', '2020-01-31');
    insert.run(kept, 'Gemt', 'gemt@purge-test.dk', '2099-01-31');
  } finally {
    db.close();
  }
  await runManualTrigger(port, cookie, workflowIds.booking, bookingNodeNames.daily);
  const purged = await waitFor(
    async () => !(await bookingRows(databaseFile)).some((row) => row.bookingId === expired),
    60_000,
  );
  const left = (await bookingRows(databaseFile)).filter((row) => row.bookingId === kept);
  check(
    `retention: the nightly trigger deleted the row past its deleteAfter and kept the other (${left.length})`,
    purged && left.length === 1,
  );
}

/**
 * Deletes the SMTP credential, as if the deployer had never made it, and books.
 * @param {BookingContext} context
 * @param {string} token
 * @param {{ port: number, cookie: string }} editor
 */
export async function noMailAccountScenario(context, token, { port, cookie }) {
  const { siteOrigin, webhookBase, databaseFile } = context;
  const removed = await fetch(`http://127.0.0.1:${port}/rest/credentials/${smtpCredential.id}`, {
    method: 'DELETE',
    headers: { 'browser-id': 'fynbo-test-n8n', Cookie: cookie },
  });
  const id = randomUUID();
  const answer = await postBooking(webhookBase, siteOrigin, validBooking({ email: 'uden-smtp@mail-test.dk' }), id);
  /** @type {Record<string, any> | undefined} */
  let row;
  await waitFor(async () => {
    [row] = (await bookingRows(databaseFile)).filter((candidate) => candidate.bookingId === id);
    return !!row?.teamMailError && !row.mailClaimedAt;
  }, 60_000);
  const listed = await bookingsPage(context, token);
  check(
    `no mail account: with the SMTP credential deleted (${removed.status}) a booking gets ${answer.status} and is kept; its row says "${row?.teamMailError}" (no try counted), GET /bookings says mail set up: ${listed.json?.mailSetUp}`,
    removed.ok &&
      answer.status === 200 &&
      row?.teamMailError === mailNotSetUpError &&
      row.receiptError === mailNotSetUpError &&
      row.teamMailTries === 0 &&
      listed.json?.mailSetUp === false,
    { row, listed: listed.text.slice(0, 300) },
  );
}
