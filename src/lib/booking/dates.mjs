// @ts-check
/**
 * Calendar dates as `YYYY-MM-DD` strings (the value of `<input type=date>`) and their Danish names.
 * Pure and dependency-free: a date string names a day, not an instant, so no time zone applies here.
 */

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

const danishWeekdays = ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'];
const danishMonths = [
  'januar',
  'februar',
  'marts',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'december',
];

/** @param {number} n */
export const twoDigits = (n) => String(n).padStart(2, '0');

/** @param {string} date `YYYY-MM-DD` */
const utcMidnight = (date) => new Date(`${date}T00:00:00Z`);

/**
 * Whether `value` is `YYYY-MM-DD` and a day that exists (no 30 February).
 * @param {string} value
 */
export function isIsoDate(value) {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * 0 = Sunday … 6 = Saturday, as `Date#getDay`.
 * @param {string} date `YYYY-MM-DD`
 */
export const weekdayOf = (date) => utcMidnight(date).getUTCDay();

/**
 * @param {string} date `YYYY-MM-DD`
 * @param {number} days may be negative
 */
export function addDays(date, days) {
  const moved = utcMidnight(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** @param {number} weekday 0 = Sunday */
export const danishWeekday = (weekday) => danishWeekdays[weekday];

/**
 * `25. december`
 * @param {string} date `YYYY-MM-DD`
 */
export const dayAndMonth = (date) => `${Number(date.slice(8, 10))}. ${danishMonths[Number(date.slice(5, 7)) - 1]}`;

/**
 * The requested meeting time as a visitor reads it, in Danish style with a point between hours and minutes as
 * every other time in a sentence on the site: `torsdag den 3. december 2026 kl. 10.30`. The contract keeps
 * `HH:MM` (docs/product.md#booking-contract); only the words change.
 * @param {string} date `YYYY-MM-DD`
 * @param {string} time `HH:MM`
 */
export const formatBookingTime = (date, time) =>
  `${danishWeekday(weekdayOf(date))} den ${dayAndMonth(date)} ${date.slice(0, 4)} kl. ${time.replace(':', '.')}`;
