// @ts-check
/**
 * The company's opening calendar for bookings: the days and times a visitor may ask for a meeting.
 * A deployer edits this object. Only server code imports it: the booking page hands it to the form
 * as a prop, and the local webhook receiver and the n8n workflow (regenerate it with
 * `npm run n8n:workflow`) check bookings by it through src/lib/booking/webhook-check.mjs. Every date
 * and time here is Copenhagen time. Plain JavaScript so that Node can import it without a build step.
 *
 * @type {import('../lib/booking/calendar.mjs').CompanyCalendar}
 */
export const bookingCalendar = {
  // 0 = Sunday … 6 = Saturday (as Date#getDay). Default: open Monday to Friday.
  closedWeekdays: [0, 6],
  // The Danish public holidays (helligdage), Easter-based ones computed per year.
  closedOnPublicHolidays: true,
  // Further closed days: `MM-DD` every year, or `YYYY-MM-DD` once (e.g. a company holiday).
  closedDates: [
    { date: '06-05', name: 'grundlovsdag' },
    { date: '12-24', name: 'juleaftensdag' },
    { date: '12-31', name: 'nytårsaftensdag' },
  ],
  // Meeting start times offered each open day: every 30 minutes from 09:00 to 16:30 (16 slots).
  slots: [
    '09:00',
    '09:30',
    '10:00',
    '10:30',
    '11:00',
    '11:30',
    '12:00',
    '12:30',
    '13:00',
    '13:30',
    '14:00',
    '14:30',
    '15:00',
    '15:30',
    '16:00',
    '16:30',
  ],
  // Today's slots that start sooner than this are not offered, so someone can prepare the meeting.
  leadTimeMinutes: 120,
  // The furthest ahead a visitor may ask for a meeting, in days after today.
  maxDaysAhead: 90,
};
