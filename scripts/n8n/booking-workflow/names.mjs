// @ts-check
/**
 * The names the booking workflow's parts go by: its webhook path, its SMTP credential (the deployer
 * creates it under this name) and its nodes (Code nodes and expressions read other nodes' output by
 * name, and scripts/test-n8n/run.mjs runs the setup trigger by name). The mail step's nodes come once
 * per occasion, so their names carry the occasion (`mailNodeNames`).
 */

export { bookingsTable } from '../../../src/lib/booking/workflow-rows.mjs';

export const BOOKING_PATH = 'booking';
export const bookingWorkflowId = 'BookingWebhook01';

/** One SMTP credential for every mail, in both workflows; the id is what import matches first. */
export const smtpCredential = Object.freeze({ id: 'BookingSmtp0001', name: 'Booking mail (SMTP)' });

export const bookingNodeNames = Object.freeze({
  note: 'Before you publish',
  setup: 'Set up the bookings table (run once after import)',
  createBookings: 'Create bookings',
  webhook: 'Booking webhook',
  headers: 'Headers of the booking',
  checkHeaders: 'Check booking headers',
  headersOk: 'Booking headers ok?',
  refusedHeaders: 'Respond 413/415',
  newId: 'New booking id',
  check: 'Check booking',
  valid: 'Valid booking?',
  keep: 'Keep booking',
  kept: 'Booking kept?',
  accepted: 'Respond 200',
  notKept: 'Respond 503 (not kept)',
  rejected: 'Respond 400 with field errors',
  claimNew: "Claim the new booking's mails",
  schedule: 'Every few minutes: unsent mails',
  releaseStale: 'Release stale claims',
  readDue: 'Read bookings (schedule)',
  dueRows: 'Rows with mail due',
  claimDue: 'Claim row (schedule)',
  daily: 'Every night: expired bookings',
  purge: 'Delete expired bookings',
});

/**
 * The nodes of one mail step: read the rows the caps are counted on, plan, send, note what came of it.
 * @param {string} occasion e.g. `new booking`, shown in brackets after each name
 */
export const mailNodeNames = (occasion) =>
  Object.freeze({
    readRows: `Read rows for the caps (${occasion})`,
    plan: `Plan mails (${occasion})`,
    toSend: `Mail to send? (${occasion})`,
    send: `Send mail (${occasion})`,
    outcomes: `Mail outcomes (${occasion})`,
    save: `Save mail state (${occasion})`,
  });
