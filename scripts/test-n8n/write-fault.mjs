// @ts-check
/**
 * A real write fault: n8n restarted with its Data Tables' storage full (N8N_DATA_TABLES_MAX_SIZE_BYTES
 * below what the tables hold, so n8n itself refuses every write) answers a booking 503 with the
 * contract's error, and keeps nothing of it, so the form keeps every value and retries.
 */
import { randomUUID } from 'node:crypto';
import { bookingNotKeptError } from '../../src/lib/booking/contract.mjs';
import { bookingRows, postBooking, validBooking } from './bookings.mjs';
import { check } from './harness.mjs';

/**
 * @param {{ siteOrigin: string, webhookBase: string, databaseFile: string }} context
 */
export async function writeFaultScenario({ siteOrigin, webhookBase, databaseFile }) {
  const id = randomUUID();
  const answer = await postBooking(webhookBase, siteOrigin, validBooking({ email: 'fuld@storage-test.dk' }), id);
  const rows = (await bookingRows(databaseFile)).filter((row) => row.bookingId === id);
  check(
    `write fault: with the Data Tables' storage full a booking gets ${answer.status} ${answer.text} and no row`,
    answer.status === 503 &&
      answer.json?.error === bookingNotKeptError &&
      answer.headers.get('access-control-allow-origin') === siteOrigin &&
      rows.length === 0,
    { answer: answer.text, rows: rows.length },
  );
}
