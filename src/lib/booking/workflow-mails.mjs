// @ts-check
/**
 * The mail step of the n8n workflows (docs/product.md#booking-mails), inlined into their Code nodes:
 * which of a claimed row's mails go now, are skipped or wait (`planMails`), what each send came to
 * (`mailOutcomes`), and which rows the schedule should claim (`rowsWithMailDue`). A row is claimed
 * (`mailClaimedAt`) by one execution at a time, and that execution writes all its mail columns back
 * at the end, so two executions never send the same mail.
 */
import { confirmationMail, receiptMail, teamMail } from './mails.mjs';
import { isMailDue, receiptDecision, skippedForAddressCap } from './records.mjs';
import { countedCaps, countedMailCounts } from './workflow-mail-cap-counts.mjs';
import { mailCounts } from './workflow-mail-caps.mjs';
import {
  hasOpenMail,
  instantOrNull,
  mailColumns,
  mailNotSetUpError,
  recordFromRow,
  rowEmailKey,
} from './workflow-rows.mjs';

/** @typedef {import('./mails.mjs').BookingMail} BookingMail */
/** @typedef {import('./mails.mjs').CompanyContact} CompanyContact */
/** @typedef {import('./records.mjs').BookingRecord} BookingRecord */
/** @typedef {import('./records.mjs').MailState} MailState */
/** @typedef {import('./workflow-rows.mjs').BookingRow} BookingRow */
/** @typedef {import('./workflow-rows.mjs').MailKind} MailKind */
/** @typedef {import('./workflow-mail-caps.mjs').DecidedMail} DecidedMail */

/**
 * @typedef {object} MailSettings
 * @property {CompanyContact} company
 * @property {string} teamAddress where the team reads new bookings
 * @property {{ perAddressPerDay: number, receiptsPerHour: number, retryAfterMinutes: number, maxTries: number }} limits
 */

/**
 * Why the mails are being sent: a new booking (its team mail and receipt), the schedule's round
 * (whatever failed or waited), or an employee's `bekræftet` (the confirmation).
 * @typedef {'new' | 'retry' | 'confirm'} MailOccasion
 */

/**
 * The longest one execution of either workflow may run (n8n's `executionTimeout`, seconds): n8n stops it then.
 * A schedule round claims at most `rowsPerScheduleRound` rows (at most three mails each) so it ends well within.
 */
export const workflowExecutionSeconds = 300;

/** The most rows one schedule round claims; the rest wait for the next round, oldest first. */
export const rowsPerScheduleRound = 50;

/**
 * How long a send already under way can still take once n8n has stopped its execution: n8n's Send Email node
 * (2.35.7) lets a workflow set no SMTP time-out, so nodemailer's defaults bound it: 120 s to connect, 30 s
 * for the greeting, 600 s of a silent socket.
 */
export const longestSendSeconds = 120 + 30 + 600;

/**
 * A claim older than this belongs to an execution that died or was stopped; the schedule lets go of it and
 * sends what the row still owes (mail is at least once: a mail sent by that execution but not recorded goes
 * again). The longest execution (300 s), plus the longest send under way at its end (750 s), plus a margin
 * (150 s): 20 minutes, so no claim is let go while its execution may still be sending.
 */
export const staleClaimMinutes = (workflowExecutionSeconds + longestSendSeconds + 150) / 60;

/** @typedef {Record<string, string | number | boolean | null>} MailStepColumns */
/**
 * @typedef {{ send: false, bookingId: string, owesConfirmation: boolean, columns: MailStepColumns }} NothingToSend
 * @typedef {{ send: true, bookingId: string, owesConfirmation: boolean, kind: MailKind, columns: MailStepColumns } & BookingMail} MailToSend
 * @typedef {NothingToSend | MailToSend} PlannedMail
 */

/**
 * @param {MailKind} kind @param {BookingRecord} record @param {MailOccasion} occasion
 * @param {Date} now @param {MailSettings['limits']} limits
 */
function isDue(kind, record, occasion, now, limits) {
  const mail = record[kind];
  if (kind === 'confirmation' && record.status !== 'bekræftet') return false;
  if (occasion === 'new') return kind !== 'confirmation' && mail.sentAt === null && mail.skipped === null;
  if (occasion === 'confirm') {
    return kind === 'confirmation' && mail.sentAt === null && mail.skipped === null && mail.tries < limits.maxTries;
  }
  return isMailDue(mail, record.receivedAt, now, limits);
}

/**
 * How the caps are counted for a row about to be decided: `mailCounts`'s answer, from what the store gives (the
 * rows read, or the counts of the other rows), with the execution's own state in `context`.
 * @typedef {(row: BookingRow, context: Omit<import('./workflow-mail-caps.mjs').CapContext, 'rows'>) => ReturnType<typeof mailCounts>} CountsFor
 */

/**
 * The Data Table store's counts: from the table as read after the claim (at least every row of the claimed
 * rows' addresses, of this hour, and every claimed row).
 * @param {readonly BookingRow[]} rows
 * @returns {CountsFor}
 */
export function countsFromRows(rows) {
  // n8n passes one empty item for an empty read.
  const table = rows.filter((row) => typeof row.bookingId === 'string' && row.bookingId !== '');
  return (row, context) => mailCounts(row, { ...context, rows: table });
}

/**
 * The Postgres store's counts: the caps statement's counts of the other rows, one per claimed row
 * (./workflow-mail-cap-counts.mjs), plus the row's own mails and the execution's decided ones.
 * @param {readonly Record<string, unknown>[]} counts
 * @returns {CountsFor}
 */
export function countsFromStatement(counts) {
  const counted = countedCaps(counts);
  return (row, context) => countedMailCounts(row, counted, context);
}

/**
 * The mails of the rows this execution claimed: one item per mail to send now, each with the row's
 * columns as they stand before the sends (skips recorded), or one item for a row with nothing to send.
 * `rows` (the Data Table store) or `counts` (the Postgres store) as `countsFromRows` and `countsFromStatement`
 * take them.
 * @param {{ claimed: readonly BookingRow[], rows?: readonly BookingRow[], counts?: readonly Record<string, unknown>[],
 *   occasion: MailOccasion, settings: MailSettings, now: Date }} input
 * @returns {PlannedMail[]}
 */
export const planMails = ({ rows = [], counts, ...input }) =>
  planMailsCounted(counts ? countsFromStatement(counts) : countsFromRows(rows), input);

/**
 * `planMails` with the caps counted by `countsFor`: what each store's Code node calls, so its bundle holds only
 * its own store's counting (scripts/n8n/booking-workflow/code.mjs).
 * @param {CountsFor} countsFor
 * @param {{ claimed: readonly BookingRow[], occasion: MailOccasion, settings: MailSettings, now: Date }} input
 * @returns {PlannedMail[]}
 */
export function planMailsCounted(countsFor, { claimed, occasion, settings, now }) {
  const { company, teamAddress, limits } = settings;
  const caps = { perAddressPerDay: limits.perAddressPerDay, perHour: limits.receiptsPerHour };
  const claimedIds = new Set(claimed.map((row) => String(row.bookingId)));
  /** @type {DecidedMail[]} */
  const decided = [];
  /** @type {PlannedMail[]} */
  const planned = [];
  for (const row of [...claimed].sort((a, b) => Number(a.id) - Number(b.id))) {
    const record = recordFromRow(row);
    const context = { claimed: claimedIds, decided, maxTries: limits.maxTries, now };
    /** @type {Record<MailKind, MailState>} */
    const mails = { teamMail: record.teamMail, receipt: record.receipt, confirmation: record.confirmation };
    /** @type {[MailKind, BookingMail][]} */
    const sends = [];
    if (isDue('teamMail', record, occasion, now, limits)) {
      sends.push(['teamMail', teamMail(record, company, teamAddress, now)]);
    }
    if (isDue('receipt', record, occasion, now, limits)) {
      const decision = receiptDecision(countsFor(row, context), caps);
      if (decision === 'skip') mails.receipt = { ...mails.receipt, skipped: skippedForAddressCap };
      if (decision === 'send') {
        sends.push(['receipt', receiptMail(record, company, now)]);
        decided.push({ emailKey: rowEmailKey(row), kind: 'receipt' });
      }
    }
    if (isDue('confirmation', record, occasion, now, limits)) {
      if (countsFor(row, context).sentToAddressToday >= caps.perAddressPerDay) {
        mails.confirmation = { ...mails.confirmation, skipped: skippedForAddressCap };
      } else {
        sends.push(['confirmation', confirmationMail(record, company, now)]);
        decided.push({ emailKey: rowEmailKey(row), kind: 'confirmation' });
      }
    }
    const owesConfirmation = record.status === 'bekræftet';
    /** @type {MailStepColumns} */
    const columns = mailColumns(record.bookingId, record.receivedAt, mails);
    columns.mailOpen = hasOpenMail(columns, owesConfirmation, limits.maxTries);
    const base = { bookingId: record.bookingId, owesConfirmation, columns };
    if (sends.length === 0) planned.push({ send: false, ...base });
    for (const [kind, mail] of sends) planned.push({ send: true, ...base, kind, ...mail });
  }
  return planned;
}

/**
 * What the Send Email node gave for one mail: nodemailer's report (`messageId`) when it went, an
 * `error` when it failed, and the item it was given, unchanged, when it had no SMTP credential.
 * @param {Record<string, unknown>} result
 * @returns {{ sent: true } | { sent: false, error: string, counts: boolean }}
 */
export function sendResult(result) {
  if (typeof result.messageId === 'string') return { sent: true };
  if (typeof result.error === 'string') return { sent: false, error: result.error.slice(0, 500), counts: true };
  // Not a try: the mail goes once the credential is there, however long that takes.
  return { sent: false, error: mailNotSetUpError, counts: false };
}

/**
 * The columns to write back for each row whose mails were sent: `planned` are the items sent, in
 * order, and `results` the Send Email node's output for each.
 * @param {readonly MailToSend[]} planned
 * @param {readonly Record<string, unknown>[]} results
 * @param {Date} now
 * @param {number} maxTries for `mailOpen`: whether a mail is left to send after these sends
 * @returns {MailStepColumns[]} one per row
 */
export function mailOutcomes(planned, results, now, maxTries) {
  /** @type {Map<string, MailStepColumns>} */
  const byRow = new Map();
  planned.forEach((mail, index) => {
    const columns = byRow.get(mail.bookingId) ?? { ...mail.columns };
    const result = sendResult(results[index] ?? {});
    const tries = Number(columns[`${mail.kind}Tries`] ?? 0);
    if (result.sent) {
      columns[`${mail.kind}SentAt`] = now.toISOString();
      columns[`${mail.kind}Error`] = null;
      columns[`${mail.kind}Tries`] = tries + 1;
    } else {
      columns[`${mail.kind}Error`] = result.error;
      columns[`${mail.kind}Tries`] = result.counts ? tries + 1 : tries;
    }
    columns.mailOpen = hasOpenMail(columns, mail.owesConfirmation, maxTries);
    byRow.set(mail.bookingId, columns);
  });
  return [...byRow.values()];
}

/**
 * The rows the schedule claims: not claimed by a live execution, and with a mail due (untried or
 * failed, older than the retry delay, tries left; the confirmation once the booking is `bekræftet`),
 * or whose `mailOpen` flag says a mail is open when none is (a status set without a confirmation owed, a row
 * of before the flag): the mail step writes the flag right. At most `rowsPerScheduleRound`, oldest first (the
 * read's order), so a round ends within its execution's time-out. Caps are decided after the claim.
 * @param {readonly BookingRow[]} rows
 * @param {Date} now
 * @param {MailSettings['limits']} limits
 * @returns {{ bookingId: string }[]}
 */
export function rowsWithMailDue(rows, now, limits) {
  return rows
    .filter((row) => instantOrNull(row.mailClaimedAt) === null)
    .filter((row) => {
      const record = recordFromRow(row);
      const due = /** @type {MailKind[]} */ (['teamMail', 'receipt', 'confirmation']).some((kind) =>
        isDue(kind, record, 'retry', now, limits),
      );
      const staleFlag = row.mailOpen !== false && !hasOpenMail(row, record.status === 'bekræftet', limits.maxTries);
      return due || staleFlag;
    })
    .slice(0, rowsPerScheduleRound)
    .map((row) => ({ bookingId: String(row.bookingId) }));
}
