// @ts-check
/**
 * The local backend's kept bookings (docs/product.md#kept-bookings), the stand-in for n8n's Data
 * Table `bookings`: every record in one JSON file, rewritten whole (a temporary file, then a rename)
 * before a change counts, so a booking is on disk before the visitor hears yes and a crash never
 * leaves half a file. Changes run one at a time, so two requests with one id at the same moment end
 * as one record. Without a file the records live in memory only (a staff API started alone for a test).
 */
import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** @typedef {import('../../src/lib/booking/records.mjs').BookingRecord} BookingRecord */

/**
 * The records in `file`; none when it does not exist yet. A file that cannot be read as bookings
 * stops the start, since writing the next booking would replace what it holds.
 * @param {string} file
 * @returns {BookingRecord[]}
 */
function readRecords(file) {
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
  const stored = JSON.parse(text);
  if (!Array.isArray(stored?.bookings)) throw new Error(`${file} er ikke en bookingfil: "bookings" mangler.`);
  return stored.bookings;
}

/**
 * @param {{ file?: string }} [options] the data file; without one, memory only
 */
export function createBookingStore({ file } = {}) {
  /** @type {BookingRecord[]} */
  let records = file ? readRecords(file) : [];
  /** @type {Promise<unknown>} */
  let queue = Promise.resolve();

  /** @param {BookingRecord[]} next */
  async function commit(next) {
    if (file) {
      const temporary = `${file}.${process.pid}.tmp`;
      try {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(temporary, `${JSON.stringify({ bookings: next }, null, 2)}\n`, { mode: 0o600 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => {});
        throw error;
      }
    }
    records = next;
  }

  /**
   * Runs `change` once every earlier change has ended; a failed one does not stop the next.
   * @template T
   * @param {() => Promise<T>} change
   * @returns {Promise<T>}
   */
  function serial(change) {
    const run = queue.then(change);
    queue = run.catch(() => {});
    return run;
  }

  /** @param {string} bookingId */
  const find = (bookingId) => records.find((record) => record.bookingId === bookingId);

  return {
    /** Every record, in the order they came in. */
    all: () => records,
    find,
    /**
     * Keeps `record` unless one with its id is kept already (a retry): then that one stays as it is.
     * Rejects when the file cannot be written; nothing is kept then.
     * @param {BookingRecord} record
     * @returns {Promise<{ record: BookingRecord, created: boolean }>}
     */
    add: (record) =>
      serial(async () => {
        const kept = find(record.bookingId);
        if (kept) return { record: kept, created: false };
        await commit([...records, record]);
        return { record, created: true };
      }),
    /**
     * Replaces a record by what `change` makes of it; undefined when it is gone.
     * @param {string} bookingId
     * @param {(record: BookingRecord) => BookingRecord} change
     * @returns {Promise<BookingRecord | undefined>}
     */
    update: (bookingId, change) =>
      serial(async () => {
        const index = records.findIndex((record) => record.bookingId === bookingId);
        if (index < 0) return undefined;
        const changed = change(records[index]);
        await commit(records.with(index, changed));
        return changed;
      }),
    /**
     * Erases the records `doomed` picks; resolves to those erased.
     * @param {(record: BookingRecord) => boolean} doomed
     * @returns {Promise<BookingRecord[]>}
     */
    removeWhere: (doomed) =>
      serial(async () => {
        const erased = records.filter(doomed);
        if (erased.length > 0) await commit(records.filter((record) => !doomed(record)));
        return erased;
      }),
    /** Erases every record. */
    clear: () => serial(() => commit([])),
  };
}

/** @typedef {ReturnType<typeof createBookingStore>} BookingStore */
