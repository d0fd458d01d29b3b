// @ts-check
/**
 * The local backend's stand-ins for the staff workflow's Data Tables, one operation per Data Table
 * step of the staff program (src/lib/staff/api-program.mjs), each giving the rows the n8n node gives:
 * `staff_settings` (the password hash), `staff_login_attempts` (in memory), `staff_device_codes`
 * (./local-staff-codes.mjs), `voice_agents` (./local-staff-availability.mjs) and the booking
 * workflow's `bookings` (the booking desk's records as rows; its mail room sends the confirmation a
 * `bekræftet` owes, as the workflow's mail step does).
 */
import { BOOKINGS_PAGE_SIZE } from '../../src/lib/staff/bookings-contract.mjs';
import { mailColumns, mailNotSetUpError } from '../../src/lib/booking/workflow-rows.mjs';

/** @typedef {import('../../src/lib/staff/attempts.mjs').AttemptRecord} AttemptRecord */
/** @typedef {import('../../src/lib/booking/records.mjs').BookingRecord} BookingRecord */
/** @typedef {{ id: number, address: string, device: string, at: number, kind: string }} AttemptRow */

/** What one Data Table read gives at most (the booking workflow's reads). */
const MAX_READ_ROWS = 1000;

/**
 * A booking record as the `bookings` table's row. Without a mail set up, a team mail never tried reads
 * as the workflow's row does when n8n has no SMTP credential: not sent, the reason said, no try counted.
 * @param {BookingRecord} record
 * @param {number} id
 * @param {boolean} mailSetUp
 * @returns {Record<string, unknown>}
 */
function bookingRow(record, id, mailSetUp) {
  const { teamMail, receipt, confirmation, receivedAt, bookingId, ...fields } = record;
  const untried = teamMail.sentAt === null && teamMail.error === null && !teamMail.skipped;
  const team = !mailSetUp && untried ? { ...teamMail, error: mailNotSetUpError } : teamMail;
  return { id, ...fields, ...mailColumns(bookingId, receivedAt, { teamMail: team, receipt, confirmation }) };
}

/**
 * @param {object} parts
 * @param {() => string} parts.passwordHash
 * @param {ReturnType<typeof import('./staff-availability.mjs').createAvailability>} parts.availability
 * @param {import('./staff-codes.mjs').CodeStore} parts.codes
 * @param {import('./booking-desk.mjs').BookingDesk} parts.desk
 * @param {(line: string) => void} parts.log
 */
export function createStaffStore({ passwordHash, availability, codes, desk, log }) {
  /** @type {AttemptRow[]} */
  let attempts = [];
  let nextAttemptId = 1;
  /** @param {unknown} value */
  const number = (value) => Number(value);
  /** The bookings as rows, their ids in the order they came in. */
  const bookingRows = () => desk.all().map((record, index) => bookingRow(record, index + 1, desk.mailSetUp));

  /** @type {Record<string, (args: any) => unknown[] | Promise<unknown[]>>} */
  const operations = {
    readSettings: () => [{ id: 1, passwordHash: passwordHash() }],
    readLiveCodes: ({ after }) => codes.rows().filter((row) => number(row.expiresAt) > after),
    insertAttempt: ({ address, device, at, kind }) => {
      const row = { id: nextAttemptId++, address: String(address ?? ''), device: String(device ?? ''), at, kind };
      attempts.push(row);
      return [row];
    },
    readAttemptsSince: ({ after }) => attempts.filter((row) => row.at > after),
    deleteAttemptsBefore: ({ before }) => {
      const gone = attempts.filter((row) => row.at < before);
      attempts = attempts.filter((row) => row.at >= before);
      return gone;
    },
    deleteAttempt: ({ id }) => {
      const gone = attempts.filter((row) => row.id === id);
      attempts = attempts.filter((row) => row.id !== id);
      return gone;
    },
    deleteCode: ({ id }) => codes.remove(id),
    insertCode: ({ codeDigest, expiresAt }) => {
      const row = codes.add({ codeDigest, expiresAt });
      log('Staff-API: en engangskode til en ny enhed er lavet (gyldig i 10 minutter).');
      return [row];
    },
    deleteCodesExpiredBy: ({ at }) => codes.removeExpired(at),
    readAgents: () => availability.rows(),
    updateAgent: ({ agentId, isAvailable }) => {
      if (!availability.isKnown(agentId)) return [];
      availability.set(agentId, isAvailable);
      log(`Staff-API: ${agentId} er nu ${isAvailable ? 'tilgængelig' : 'utilgængelig'}`);
      return availability.rows().filter((row) => row.agentId === agentId);
    },
    readBookings: ({ page }) => {
      const pages = Math.max(1, parseInt(String(page), 10) || 1);
      return bookingRows()
        .reverse()
        .slice(0, Math.min(MAX_READ_ROWS, pages * BOOKINGS_PAGE_SIZE + 1));
    },
    deleteBooking: async ({ bookingId }) => {
      const found = bookingRows().filter((row) => row.bookingId === bookingId);
      if (!(await desk.setStatus(bookingId, 'slettet'))) return [];
      log(`Staff-API: booking ${bookingId} er nu slettet`);
      return found;
    },
    updateBookingStatus: async ({ bookingId, status }) => {
      if (!(await desk.setStatus(bookingId, status))) return [];
      log(`Staff-API: booking ${bookingId} er nu ${status}`);
      return bookingRows().filter((row) => row.bookingId === bookingId);
    },
  };

  return {
    operations,
    /** The attempt records, as src/lib/staff/attempts.mjs reads them. @returns {AttemptRecord[]} */
    attempts: () =>
      attempts.map((row) => ({
        id: row.id,
        address: row.address || null,
        device: row.device || null,
        at: row.at,
        kind: /** @type {AttemptRecord['kind']} */ (row.kind),
      })),
    reset: () => {
      attempts = [];
      codes.clear();
    },
  };
}
