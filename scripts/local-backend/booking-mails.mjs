// @ts-check
/**
 * A kept booking's three mails (docs/product.md#booking-mails) as the local backend sends them: the
 * team mail once per new booking, the receipt at once within the caps that keep the form from being
 * used to mail others, the confirmation when the booking is marked `bekræftet`, and, on the schedule,
 * whatever failed or waited for the hourly cap. What became of each mail is written on the record.
 * One mail at a time, so the caps count what was really sent.
 */
import { bookingMailLimits } from '../../src/config/bookings.mjs';
import { readEnv } from '../../src/config/env.ts';
import { readCompany } from '../../src/entries/company.ts';
import { todayInCopenhagen } from '../../src/lib/booking/calendar.mjs';
import { confirmationMail, receiptMail, teamMail } from '../../src/lib/booking/mails.mjs';
import { emailKey, isMailDue, receiptDecision, skippedForAddressCap } from '../../src/lib/booking/records.mjs';

/** @typedef {import('../../src/lib/booking/records.mjs').BookingRecord} BookingRecord */
/** @typedef {import('../../src/lib/booking/mails.mjs').CompanyContact} CompanyContact */
/** @typedef {import('./bookings.mjs').BookingStore} BookingStore */
/** @typedef {import('./mail.mjs').MailDelivery} MailDelivery */
/** @typedef {'teamMail' | 'receipt' | 'confirmation'} MailKind */

const HOUR_MS = 60 * 60 * 1000;

/**
 * @typedef {object} MailRoomOptions
 * @property {BookingStore} store
 * @property {MailDelivery} delivery
 * @property {CompanyContact} company
 * @property {string} teamAddress where the team reads new bookings
 * @property {() => Date} now
 * @property {typeof bookingMailLimits} [limits]
 * @property {(line: string) => void} log
 */

/** @param {MailRoomOptions} options */
export function createMailRoom({ store, delivery, company, teamAddress, now, limits = bookingMailLimits, log }) {
  /** @type {Promise<unknown>} */
  let mailWork = Promise.resolve();

  /**
   * Runs `task` after every mail task before it, so the caps count what was really sent.
   * @param {() => Promise<void>} task
   */
  function queueMail(task) {
    const run = mailWork
      .then(task)
      .catch((error) => log(`Mail-fejl: ${error instanceof Error ? error.message : error}`));
    mailWork = run;
    return run;
  }

  /** @param {MailKind} kind @param {BookingRecord} record @param {Date} at */
  const build = (kind, record, at) =>
    kind === 'teamMail'
      ? teamMail(record, company, teamAddress, at)
      : kind === 'receipt'
        ? receiptMail(record, company, at)
        : confirmationMail(record, company, at);

  /** @param {MailKind} kind @param {BookingRecord} record */
  async function send(kind, record) {
    const at = now();
    const mail = build(kind, record, at);
    try {
      const where = await delivery.deliver(mail, `${kind}-${record.bookingId}`, at);
      await store.update(record.bookingId, (current) => ({
        ...current,
        [kind]: { ...current[kind], sentAt: at.toISOString(), error: null, tries: current[kind].tries + 1 },
      }));
      log(`Mail sendt: "${mail.subject}" til ${mail.to} (${where})`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await store.update(record.bookingId, (current) => ({
        ...current,
        [kind]: { ...current[kind], error: message, tries: current[kind].tries + 1 },
      }));
      log(`Mail ikke sendt: "${mail.subject}" til ${mail.to}: ${message}`);
    }
  }

  /**
   * Sends a visitor's mail within the caps: at most `perAddressPerDay` to one address a day (receipts
   * and confirmations together), and receipts at most `receiptsPerHour` an hour in all.
   * @param {'receipt' | 'confirmation'} kind
   * @param {BookingRecord} record
   */
  async function sendWithinCaps(kind, record) {
    const at = now();
    const key = emailKey(record.email);
    const today = todayInCopenhagen(at);
    const hourStart = Math.floor(at.getTime() / HOUR_MS) * HOUR_MS;
    const all = store.all();
    const sentToAddressToday = all
      .filter((other) => emailKey(other.email) === key)
      .flatMap((other) => [other.receipt.sentAt, other.confirmation.sentAt])
      .filter((sentAt) => sentAt !== null && todayInCopenhagen(new Date(sentAt)) === today).length;
    const sentThisHour = all.filter(({ receipt: { sentAt } }) => {
      const time = sentAt === null ? NaN : Date.parse(sentAt);
      return time >= hourStart && time < hourStart + HOUR_MS;
    }).length;
    const perHour = kind === 'receipt' ? limits.receiptsPerHour : Infinity;
    const decision = receiptDecision(
      { sentToAddressToday, sentThisHour },
      { perAddressPerDay: limits.perAddressPerDay, perHour },
    );
    if (decision === 'send') return send(kind, record);
    if (decision === 'skip') {
      await store.update(record.bookingId, (current) => ({
        ...current,
        [kind]: { ...current[kind], skipped: skippedForAddressCap },
      }));
      log(`Mail ikke sendt til ${record.email}: adressen har fået ${limits.perAddressPerDay} mails i dag.`);
    }
  }

  /** The mails still owed, as the schedule finds them. */
  async function sendDue() {
    const at = now();
    for (const { bookingId } of [...store.all()]) {
      // Each send changes the record, so every check reads it afresh.
      const current = () => store.find(bookingId);
      const due = (/** @type {MailKind} */ kind) => {
        const record = current();
        return record !== undefined && isMailDue(record[kind], record.receivedAt, at, limits) ? record : undefined;
      };
      const forTeam = due('teamMail');
      if (forTeam) await send('teamMail', forTeam);
      const forReceipt = due('receipt');
      if (forReceipt) await sendWithinCaps('receipt', forReceipt);
      const forConfirmation = due('confirmation');
      if (forConfirmation && (forConfirmation.status === 'bekræftet' || forConfirmation.confirmation.tries > 0)) {
        await sendWithinCaps('confirmation', forConfirmation);
      }
    }
  }

  /** @param {BookingRecord | undefined} record */
  const confirmationOwed = (record) =>
    record !== undefined && record.confirmation.sentAt === null && record.confirmation.skipped === null;

  return {
    /**
     * The team mail, then the receipt, of a booking just kept.
     * @param {string} bookingId
     */
    newBooking: (bookingId) =>
      queueMail(async () => {
        const kept = store.find(bookingId);
        if (kept) await send('teamMail', kept);
        const record = store.find(bookingId);
        if (record) await sendWithinCaps('receipt', record);
      }),
    /**
     * The confirmation of a booking just marked `bekræftet`, unless it went out or was skipped before.
     * @param {string} bookingId
     */
    confirm: (bookingId) =>
      queueMail(async () => {
        // Two clicks at once queue this twice; the second finds the mail sent.
        const record = store.find(bookingId);
        if (record && confirmationOwed(record)) await sendWithinCaps('confirmation', record);
      }),
    /** What the schedule re-sends: failed mails, and receipts that waited for the hourly cap. */
    sendDue: () => queueMail(sendDue),
    /** Resolves once every mail queued so far has been dealt with. */
    idle: () => mailWork.then(() => {}),
  };
}

/**
 * The company's contact lines for the mails, from content/company.yaml as the site reads them, and where
 * the team reads new bookings: `BOOKING_TEAM_EMAIL`, else the company's e-mail.
 * @param {Record<string, string | undefined>} source `.env` or the environment
 * @returns {{ company: CompanyContact, teamAddress: string }}
 */
export function companyFrom(source) {
  const { siteUrl } = readEnv(source);
  const { name, email, phone } = readCompany();
  return {
    company: { name, email, phone, siteUrl },
    teamAddress: source.BOOKING_TEAM_EMAIL?.trim() || email,
  };
}
