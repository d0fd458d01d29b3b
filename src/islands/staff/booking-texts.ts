/**
 * How `Bookinger` words a request: its status, what became of each mail, and the links to write or
 * call the visitor. Plain strings only: what the visitor typed is shown as text, never as HTML.
 */
import type { MailState } from '../../lib/booking/records.mjs';
import { formatDateTime } from '../../lib/format-time';
import type { KeptStatus } from '../../stores/staff-bookings';

export const statusLabels: Record<KeptStatus, string> = {
  ny: 'Ny',
  bekræftet: 'Bekræftet',
  kontaktet: 'Kontaktet',
  afsluttet: 'Afsluttet',
};

export type MailTone = 'sent' | 'waiting' | 'failed' | 'skipped';

export interface MailLine {
  tone: MailTone;
  text: string;
}

/**
 * One mail's state in words.
 * @param mailSetUp false: the backend cannot send mail, so nothing untried is on its way
 * @param notYet what an untried mail waits for, e.g. the confirmation waits for `bekræftet`
 */
export function mailLine(mail: MailState, mailSetUp: boolean, notYet?: string): MailLine {
  if (mail.sentAt) return { tone: 'sent', text: `Sendt ${formatDateTime(mail.sentAt)}` };
  if (mail.skipped) return { tone: 'skipped', text: mail.skipped };
  if (mail.error) {
    const tries = mail.tries === 1 ? 'ét forsøg' : `${mail.tries} forsøg`;
    return { tone: 'failed', text: `Ikke sendt – fejl efter ${tries}: ${mail.error}` };
  }
  if (notYet) return { tone: 'waiting', text: notYet };
  return mailSetUp
    ? { tone: 'waiting', text: 'Venter på at blive sendt' }
    : { tone: 'skipped', text: 'Ikke sendt: mail er ikke sat op' };
}

/**
 * `mailto:` with the address URL-encoded, so nothing in it can add a recipient, a subject or a body
 * (the `@` stays as it is, as RFC 6068 writes it).
 */
export const mailtoHref = (email: string): string => `mailto:${encodeURIComponent(email.trim()).replace('%40', '@')}`;

/** `tel:` with the digits and a leading `+` only: `+45 12 34-56 78` → `tel:+4512345678`. */
export const telHref = (phone: string): string => `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;
