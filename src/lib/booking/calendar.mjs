// @ts-check
/**
 * Which days and times can be booked, by a company calendar given to every function that needs one
 * (the deployer's is src/config/booking-calendar.mjs, which the server reads and hands on: the booking
 * page passes it to the form as a prop, so no browser code imports configuration).
 * Every "today" and "now" is Copenhagen time, computed with Intl, so the form, the contract, the
 * local receiver and the n8n workflow agree whatever the time zone of the machine they run on.
 */
import { danishWeekday, dayAndMonth, twoDigits, weekdayOf } from './dates.mjs';
import { danishPublicHolidays } from './holidays.mjs';

/** @typedef {import('./holidays.mjs').ClosedDate} ClosedDate */
/**
 * @typedef {object} CompanyCalendar
 * @property {readonly number[]} closedWeekdays 0 = Sunday … 6 = Saturday
 * @property {boolean} closedOnPublicHolidays the Danish helligdage
 * @property {readonly ClosedDate[]} closedDates
 * @property {readonly string[]} slots meeting start times as `HH:MM`, ascending
 * @property {number} leadTimeMinutes today's slots starting sooner than this are not offered
 * @property {number} maxDaysAhead the furthest a visitor may book, in days after today (a booking is kept
 *   until some time after its date, so this bounds how long a request waits and is kept)
 */

export const companyTimeZone = 'Europe/Copenhagen';

const copenhagenClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: companyTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * The wall clock in Copenhagen at `instant`.
 * @param {Date} instant
 */
function copenhagenParts(instant) {
  /** @type {Record<string, number>} */
  const parts = {};
  for (const { type, value } of copenhagenClock.formatToParts(instant)) parts[type] = Number(value);
  return parts;
}

/**
 * Today's date in Copenhagen as `YYYY-MM-DD`: the earliest date a visitor may choose.
 * @param {Date} now
 */
export function todayInCopenhagen(now) {
  const { year, month, day } = copenhagenParts(now);
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}

/**
 * How far Copenhagen's wall clock is ahead of UTC at `instant`, in milliseconds.
 * @param {number} instant
 */
function copenhagenOffset(instant) {
  const p = copenhagenParts(new Date(instant));
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a meeting starts: `time` on `date` on Copenhagen's wall clock.
 * @param {string} date `YYYY-MM-DD`
 * @param {string} time `HH:MM`
 */
export function slotStart(date, time) {
  const wallClockAsUtc = Date.parse(`${date}T${time}:00Z`);
  const guess = wallClockAsUtc - copenhagenOffset(wallClockAsUtc);
  // Near a daylight-saving switch the offset at the guess can differ from the first estimate.
  return new Date(wallClockAsUtc - copenhagenOffset(guess));
}

/**
 * The holiday or closed date `date` falls on, if any.
 * @param {string} date `YYYY-MM-DD`
 * @param {CompanyCalendar} calendar
 */
function closedDateOn(date, calendar) {
  const holidays = calendar.closedOnPublicHolidays ? danishPublicHolidays(Number(date.slice(0, 4))) : [];
  return (
    holidays.find((holiday) => holiday.date === date) ??
    calendar.closedDates.find((closed) => closed.date === date || closed.date === date.slice(5))
  );
}

/**
 * How the open weekdays read in a sentence: `en dag fra mandag til fredag`, or a list.
 * @param {CompanyCalendar} calendar
 */
function openWeekdaysText(calendar) {
  const open = [1, 2, 3, 4, 5, 6, 0].filter((day) => !calendar.closedWeekdays.includes(day));
  const names = open.map(danishWeekday);
  const mondayFirst = (/** @type {number} */ day) => (day + 6) % 7;
  const contiguous = open.every((day, i) => i === 0 || mondayFirst(day) === mondayFirst(open[i - 1]) + 1);
  if (contiguous && open.length > 2) return `en dag fra ${names[0]} til ${names.at(-1)}`;
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} eller ${names.at(-1)}` : names.join('');
}

/**
 * Why nobody can book `date`, as the Danish message shown by the date field; undefined on an open day.
 * @param {string} date `YYYY-MM-DD`, a real date
 * @param {CompanyCalendar} calendar
 * @returns {string | undefined}
 */
export function closedReason(date, calendar) {
  const closedDate = closedDateOn(date, calendar);
  if (closedDate) return `Vi holder lukket ${closedDate.name} (${dayAndMonth(date)}). Vælg venligst en anden dag.`;
  const weekday = weekdayOf(date);
  if (!calendar.closedWeekdays.includes(weekday)) return undefined;
  const weekend = [0, 6].includes(weekday) && [0, 6].every((day) => calendar.closedWeekdays.includes(day));
  const when = weekend ? 'i weekenden' : `om ${danishWeekday(weekday)}en`;
  return `Vi holder lukket ${when}. Vælg venligst ${openWeekdaysText(calendar)}.`;
}

/**
 * @param {string} date `YYYY-MM-DD`, a real date
 * @param {CompanyCalendar} calendar
 */
export const isOpenDay = (date, calendar) => closedReason(date, calendar) === undefined;

/**
 * The meeting times still bookable on `date` at `now`: none on a closed or past day, and today only
 * those starting at least the lead time from now.
 * @param {string} date `YYYY-MM-DD`, a real date
 * @param {Date} now
 * @param {CompanyCalendar} calendar
 * @returns {string[]}
 */
export function openSlots(date, now, calendar) {
  const today = todayInCopenhagen(now);
  if (date < today || !isOpenDay(date, calendar)) return [];
  if (date > today) return [...calendar.slots];
  const earliest = now.getTime() + calendar.leadTimeMinutes * 60_000;
  return calendar.slots.filter((time) => slotStart(date, time).getTime() >= earliest);
}

/** @param {number} minutes */
const durationText = (minutes) =>
  minutes % 60 !== 0 ? `${minutes} minutter` : minutes === 60 ? '1 time' : `${minutes / 60} timer`;

/**
 * Why `date` cannot be booked at `now` (closed, or no slots left today), as a Danish message for
 * the date field; undefined when some slot is open. Past dates are the contract's business.
 * @param {string} date `YYYY-MM-DD`, a real date, today or later
 * @param {Date} now
 * @param {CompanyCalendar} calendar
 * @returns {string | undefined}
 */
export function dayUnavailableReason(date, now, calendar) {
  const closed = closedReason(date, calendar);
  if (closed || openSlots(date, now, calendar).length > 0) return closed;
  return 'Der er ikke flere ledige tider i dag. Vælg venligst en senere dag.';
}

/**
 * Why `time` on an otherwise bookable `date` cannot be booked at `now` (it starts too soon), as a
 * Danish message for the time field; undefined when it is open or the whole day is unavailable.
 * @param {string} date `YYYY-MM-DD`, a real date
 * @param {string} time one of the calendar's slots
 * @param {Date} now
 * @param {CompanyCalendar} calendar
 * @returns {string | undefined}
 */
export function slotUnavailableReason(date, time, now, calendar) {
  const open = openSlots(date, now, calendar);
  if (open.length === 0 || open.includes(time)) return undefined;
  return `Tidspunktet er for tæt på. Vælg et tidspunkt mindst ${durationText(calendar.leadTimeMinutes)} fra nu.`;
}
