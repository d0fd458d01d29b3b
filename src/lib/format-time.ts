/**
 * Times of day, the way this site writes them. Apart from src/lib/format.ts on purpose: that module
 * is part of several illustrations' own JavaScript, which has a budget (6 KB gzip each), and only the
 * staff panel needs a clock time.
 */

/**
 * The time of day in Copenhagen, `2026-11-25T18:30:05Z` → `19.30.05` (Danish style, with seconds):
 * when the staff panel's figures were read.
 */
export const formatClockTime = (isoTime: string): string =>
  new Intl.DateTimeFormat('da-DK', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(isoTime));

/**
 * A moment with its day, in Copenhagen: `2026-11-25T09:00:00Z` → `25. november 2026 kl. 10.00`: when
 * a booking came in, or one of its mails went out (the staff panel's `Bookinger`).
 */
export const formatDateTime = (isoTime: string): string =>
  new Intl.DateTimeFormat('da-DK', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  }).format(new Date(isoTime));
