// @ts-check
/**
 * How the local backend delivers a booking's mails (src/lib/booking/mails.mjs builds them): each as
 * an `.eml` file with its calendar file attached, in an outbox folder any mail program opens, or to an
 * SMTP server on this machine (Mailpit, smtp4dev) when one is given, so a developer reads every mail
 * without a mail account.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** @typedef {import('../../src/lib/booking/mails.mjs').BookingMail} BookingMail */
/** @typedef {{ name: string, address: string }} Sender the company's own name and address */

/**
 * @typedef {object} MailDelivery
 * @property {(mail: BookingMail, label: string, now: Date) => Promise<string>} deliver resolves to where
 *   the mail went (the file, or the server); rejects with the failure
 * @property {string} where the outbox or the server, for the start-up lines
 */

// A local server that does not answer within seconds is down; the schedule tries again.
const SMTP_TIMEOUT_MS = 10_000;

/**
 * `host:port` of an SMTP server, e.g. `127.0.0.1:1025`.
 * @param {string} value
 * @returns {{ host: string, port: number }}
 */
export function parseSmtpAddress(value) {
  const match = /^(.+):(\d{1,5})$/.exec(value.trim());
  const port = Number(match?.[2]);
  if (!match || port < 1 || port > 65_535) {
    throw new Error(`SMTP-serveren skal angives som vært:port, fx 127.0.0.1:1025 (fik "${value}").`);
  }
  return { host: match[1], port };
}

/**
 * The message as nodemailer takes it. Each address is one address object, never parsed as a list.
 * @param {BookingMail} mail
 * @param {Sender} sender
 * @param {Date} now
 */
const messageOf = (mail, sender, now) => ({
  from: sender,
  to: { name: '', address: mail.to },
  replyTo: { name: '', address: mail.replyTo },
  subject: mail.subject,
  text: mail.text,
  date: now,
  headers: { 'Auto-Submitted': 'auto-generated' },
  attachments: [
    {
      filename: mail.ics.fileName,
      content: mail.ics.content,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    },
  ],
});

/**
 * Writes each mail as `<outbox>/<time>-<label>.eml`.
 * @param {string} outbox
 * @param {Sender} sender
 * @returns {MailDelivery}
 */
export function outboxDelivery(outbox, sender) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    where: outbox,
    async deliver(mail, label, now) {
      const { message } = await transport.sendMail(messageOf(mail, sender, now));
      await mkdir(outbox, { recursive: true });
      const file = join(outbox, `${now.toISOString().replace(/[:.]/g, '-')}-${label}.eml`);
      await writeFile(file, /** @type {Buffer} */ (message));
      return file;
    },
  };
}

/**
 * Sends each mail to the SMTP server at `address` (`host:port`), without TLS or login, as a local
 * test server expects.
 * @param {string} address
 * @param {Sender} sender
 * @returns {MailDelivery}
 */
export function smtpDelivery(address, sender) {
  const { host, port } = parseSmtpAddress(address);
  const transport = nodemailer.createTransport({
    host,
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    where: `smtp://${host}:${port}`,
    async deliver(mail, _label, now) {
      await transport.sendMail(messageOf(mail, sender, now));
      return `smtp://${host}:${port}`;
    },
  };
}
