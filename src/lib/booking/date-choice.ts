import { dayUnavailableReason, openSlots, todayInCopenhagen, type CompanyCalendar } from './calendar.mjs';
import { isIsoDate } from './dates.mjs';

/** A whole date from today on (Copenhagen); anything else is the contract's business at submit. */
const isBookableDate = (date: string, now: Date) => isIsoDate(date) && date >= todayInCopenhagen(now);

/** The times the select offers for `date`: every slot until a date is chosen, then only those still open. */
export const offeredSlots = (date: string, now: Date, calendar: CompanyCalendar): readonly string[] =>
  isBookableDate(date, now) ? openSlots(date, now, calendar) : calendar.slots;

export interface DateChoice {
  /** The calendar's Danish message for a closed or fully booked day, shown at once by the date field. */
  dayMessage: string | undefined;
  /** The chosen time is not offered on the new date, so it is cleared. */
  clearTime: boolean;
  /** Why the time was cleared; none when the day itself is closed, which the date field explains. */
  timeMessage: string | undefined;
}

/** What choosing `date` means for the form, with `time` chosen already (or empty). */
export function chooseDate(date: string, time: string, now: Date, calendar: CompanyCalendar): DateChoice {
  const dayMessage = isBookableDate(date, now) ? dayUnavailableReason(date, now, calendar) : undefined;
  const clearTime = time !== '' && !offeredSlots(date, now, calendar).includes(time);
  const timeMessage =
    clearTime && !dayMessage ? `Kl. ${time} er ikke ledig den valgte dag. Vælg et andet tidspunkt.` : undefined;
  return { dayMessage, clearTime, timeMessage };
}
