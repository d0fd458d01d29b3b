// @ts-check
/**
 * How long bookings are kept and how their mails are paced (docs/product.md#kept-bookings). A deployer
 * edits these; the site build (/privatliv states the period), the local backend and the n8n workflow
 * generator read them, so changing one means running `npm run n8n:workflow`, importing the workflows
 * again and rebuilding the site. How far ahead a visitor may book is the calendar's
 * (`maxDaysAhead`, ./booking-calendar.mjs).
 */

/** Days a booking is kept after the later of when it came in and the day it asked for. */
export const bookingRetentionDays = 90;

export const bookingMailLimits = Object.freeze({
  /** Mails to one address (lower-cased) a day, receipts and confirmations together; more are skipped. */
  perAddressPerDay: 3,
  /** Receipts an hour in all; more wait for the next hour. */
  receiptsPerHour: 50,
  /** The schedule looks for unsent mails this often. */
  retryEveryMinutes: 5,
  /** A mail is tried again only once its booking is this old (the first try is the webhook's own). */
  retryAfterMinutes: 2,
  /** Tries per mail, the first included. */
  maxTries: 10,
});
