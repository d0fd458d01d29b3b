// @ts-check
/**
 * What the local backend does with a booking (docs/product.md#kept-bookings), as the n8n workflows
 * do: keep it (scripts/local-backend/bookings.mjs), mail the team and the visitor (scripts/local-backend/booking-mails.mjs),
 * move it along for the staff panel, re-send on a schedule what failed, and delete records past their
 * `deleteAfter`. Every "now" is the desk's clock, which tests set and advance; the schedule and the
 * daily sweep follow that clock, looked at every `TICK_MS` of real time.
 */
import { bookingMailLimits, bookingRetentionDays } from '../../src/config/bookings.mjs';
import { todayInCopenhagen } from '../../src/lib/booking/calendar.mjs';
import { newBookingRecord } from '../../src/lib/booking/records.mjs';
import { createMailRoom } from './booking-mails.mjs';

/** @typedef {import('../../src/lib/booking/records.mjs').BookingStatus} BookingStatus */
/** @typedef {import('../../src/lib/booking/contract.mjs').BookingRequest} BookingRequest */
/** @typedef {import('../../src/lib/booking/mails.mjs').CompanyContact} CompanyContact */
/** @typedef {import('./bookings.mjs').BookingStore} BookingStore */
/** @typedef {import('./mail.mjs').MailDelivery} MailDelivery */
/** @typedef {Date | string | number | (() => Date)} Clock a fixed instant (a Date, ISO text or milliseconds), or a function giving "now" */

/** How often real time looks at the desk's clock for a due schedule or sweep. */
export const TICK_MS = 30_000;

/** @param {Clock | undefined} clock */
const toNow = (clock) =>
  typeof clock === 'function' ? clock : clock === undefined ? () => new Date() : () => new Date(clock);

/**
 * @typedef {object} BookingDeskOptions
 * @property {BookingStore} store
 * @property {MailDelivery | null} delivery null: mail is switched off; bookings are kept all the same
 * @property {CompanyContact} company
 * @property {string} teamAddress where the team reads new bookings
 * @property {Clock} [now]
 * @property {typeof bookingMailLimits} [limits]
 * @property {number} [retentionDays]
 * @property {(line: string) => void} [log]
 */

/** @param {BookingDeskOptions} options */
export function createBookingDesk({
  store,
  delivery,
  company,
  teamAddress,
  now,
  limits = bookingMailLimits,
  retentionDays = bookingRetentionDays,
  log = () => {},
}) {
  let clock = toNow(now);
  const mails = delivery
    ? createMailRoom({ store, delivery, company, teamAddress, now: () => clock(), limits, log })
    : null;
  let lastSchedule = clock().getTime();
  let lastSweepDay = todayInCopenhagen(clock());
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let ticker;

  const desk = {
    mailSetUp: mails !== null,
    now: () => clock(),
    /** @param {Clock} next */
    setNow: (next) => {
      clock = toNow(next);
    },
    /** Every record in the order it came in. */
    all: () => store.all(),
    /** Every record, newest first (the staff panel's order). */
    newestFirst: () => [...store.all()].reverse().sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt)),
    /**
     * Keeps a checked booking, then (not awaited) mails the team and the visitor if it is new.
     * Rejects when it cannot be kept.
     * @param {string} bookingId
     * @param {BookingRequest} booking
     */
    async accept(bookingId, booking) {
      const receivedAt = clock().toISOString();
      const kept = await store.add(newBookingRecord({ bookingId, booking, receivedAt, retentionDays }));
      if (kept.created) void mails?.newBooking(bookingId);
      return kept;
    },
    /**
     * Moves a booking to `status`; `slettet` erases it, `bekræftet` sends the confirmation (awaited).
     * @param {string} bookingId
     * @param {BookingStatus} status
     * @returns {Promise<boolean>} false: no such booking
     */
    async setStatus(bookingId, status) {
      if (status === 'slettet') return (await store.removeWhere((record) => record.bookingId === bookingId)).length > 0;
      const updated = await store.update(bookingId, (record) => ({ ...record, status }));
      if (updated && status === 'bekræftet') await mails?.confirm(bookingId);
      return updated !== undefined;
    },
    /** Re-sends what failed or waited; resolves once done. */
    runSchedule: async () => {
      await mails?.sendDue();
    },
    /** Erases the records whose `deleteAfter` has passed; resolves to how many. */
    async sweep() {
      const today = todayInCopenhagen(clock());
      const erased = await store.removeWhere((record) => record.deleteAfter < today);
      if (erased.length > 0) log(`Slettede ${erased.length} bookinger efter opbevaringstiden.`);
      return erased.length;
    },
    /** Runs the schedule and the sweep when the clock says they are due. */
    async tick() {
      const at = clock();
      if (at.getTime() - lastSchedule >= limits.retryEveryMinutes * 60_000) {
        lastSchedule = at.getTime();
        await desk.runSchedule();
      }
      if (todayInCopenhagen(at) !== lastSweepDay) {
        lastSweepDay = todayInCopenhagen(at);
        await desk.sweep();
      }
    },
    /** Resolves once every mail queued so far has been sent or has failed. */
    idle: async () => {
      await mails?.idle();
    },
    /** Ticks until `stop`; resolves once the first sweep is done (a failed one is logged). */
    start() {
      /** @param {unknown} error */
      const report = (error) => log(`Bookingskemaet fejlede: ${error instanceof Error ? error.message : error}`);
      ticker = setInterval(() => desk.tick().catch(report), TICK_MS);
      ticker.unref();
      return desk.sweep().catch(report);
    },
    stop: () => clearInterval(ticker),
    /**
     * Forgets every booking; with `next`, also sets the clock there. The schedule counts from now.
     * @param {Clock} [next]
     */
    async reset(next) {
      const cleared = store.clear();
      if (next !== undefined) clock = toNow(next);
      lastSchedule = clock().getTime();
      lastSweepDay = todayInCopenhagen(clock());
      await Promise.all([cleared, desk.idle()]);
    },
  };
  return desk;
}

/** @typedef {ReturnType<typeof createBookingDesk>} BookingDesk */
