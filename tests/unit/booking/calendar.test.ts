import { describe, expect, it } from 'vitest';
import { bookingCalendar } from '../../../src/config/booking-calendar.mjs';
import {
  closedReason,
  dayUnavailableReason,
  isOpenDay,
  openSlots,
  slotStart,
  todayInCopenhagen,
} from '../../../src/lib/booking/calendar.mjs';
import { easterSunday } from '../../../src/lib/booking/holidays.mjs';

// The oracle is written out here, independent of the code: Easter Sundays and the holidays' offsets.
const easter: Record<number, string> = {
  2025: '2025-04-20', // for 31 December 2025, the day before the range
  2026: '2026-04-05',
  2027: '2027-03-28',
  2028: '2028-04-16',
  2029: '2029-04-01',
  2030: '2030-04-21',
  2031: '2031-04-13', // for 1 January 2031, the day after
};
const easterOffsets = { skærtorsdag: -3, langfredag: -2, påskedag: 0, '2. påskedag': 1, 'Kristi himmelfartsdag': 39 };
const pentecostOffsets = { pinsedag: 49, '2. pinsedag': 50 };
const years = [2026, 2027, 2028, 2029, 2030];

const shift = (date: string, days: number) => {
  const moved = new Date(`${date}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
};
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

function closedDays(year: number): Record<string, string> {
  const closed: Record<string, string> = {
    [`${year}-01-01`]: 'nytårsdag',
    [`${year}-06-05`]: 'grundlovsdag',
    [`${year}-12-24`]: 'juleaftensdag',
    [`${year}-12-25`]: 'juledag',
    [`${year}-12-26`]: '2. juledag',
    [`${year}-12-31`]: 'nytårsaftensdag',
  };
  for (const [name, offset] of Object.entries({ ...easterOffsets, ...pentecostOffsets })) {
    closed[shift(easter[year], offset)] = name;
  }
  return closed;
}
const expectedOpen = (date: string) =>
  ![0, 6].includes(weekday(date)) && !(date in closedDays(Number(date.slice(0, 4))));

/** A Copenhagen wall-clock time on `date` as an instant; `offset` is +01:00 in winter, +02:00 in summer. */
const at = (date: string, time: string, offset: '+01:00' | '+02:00') => new Date(`${date}T${time}:00${offset}`);

describe('Easter and the holidays moving with it', () => {
  it.each([2025, ...years, 2031])('Easter Sunday %i is on the listed date', (year) => {
    expect(easterSunday(year)).toBe(easter[year]);
  });

  it.each(years)('%i: every listed closed day is closed, the days either side open unless closed too', (year) => {
    for (const date of Object.keys(closedDays(year))) {
      expect(isOpenDay(date, bookingCalendar), date).toBe(false);
      for (const neighbour of [shift(date, -1), shift(date, 1)]) {
        expect(isOpenDay(neighbour, bookingCalendar), neighbour).toBe(expectedOpen(neighbour));
      }
    }
  });

  it.each(years)('%i: every Saturday and Sunday is closed, every other day open unless a closed day', (year) => {
    for (let date = `${year}-01-01`; date <= `${year}-12-31`; date = shift(date, 1)) {
      expect(isOpenDay(date, bookingCalendar), date).toBe(expectedOpen(date));
    }
  });

  it('gets the plain 2026 cases right', () => {
    expect(
      ['2026-04-02', '2026-04-03', '2026-04-06', '2026-05-14', '2026-05-25', '2026-06-05'].map((d) =>
        isOpenDay(d, bookingCalendar),
      ),
    ).toEqual([false, false, false, false, false, false]);
    expect(
      ['2026-04-01', '2026-04-07', '2026-05-15', '2026-06-04', '2026-12-23', '2026-12-28'].map((d) =>
        isOpenDay(d, bookingCalendar),
      ),
    ).toEqual([true, true, true, true, true, true]);
  });
});

describe('closedReason: the Danish message by the date field', () => {
  it('explains weekends, holidays and the company’s own closed days', () => {
    expect(closedReason('2026-11-28', bookingCalendar)).toBe(
      'Vi holder lukket i weekenden. Vælg venligst en dag fra mandag til fredag.',
    );
    expect(closedReason('2026-11-29', bookingCalendar)).toBe(
      'Vi holder lukket i weekenden. Vælg venligst en dag fra mandag til fredag.',
    );
    expect(closedReason('2026-12-25', bookingCalendar)).toBe(
      'Vi holder lukket juledag (25. december). Vælg venligst en anden dag.',
    );
    expect(closedReason('2026-04-05', bookingCalendar)).toBe(
      'Vi holder lukket påskedag (5. april). Vælg venligst en anden dag.',
    );
    expect(closedReason('2027-05-06', bookingCalendar)).toBe(
      'Vi holder lukket Kristi himmelfartsdag (6. maj). Vælg venligst en anden dag.',
    );
    expect(closedReason('2026-12-24', bookingCalendar)).toBe(
      'Vi holder lukket juleaftensdag (24. december). Vælg venligst en anden dag.',
    );
    expect(closedReason('2026-11-30', bookingCalendar)).toBeUndefined();
  });

  it('follows an edited calendar: another closed weekday, a one-off closed date, holidays open', () => {
    const calendar = {
      ...bookingCalendar,
      closedWeekdays: [0, 3, 6],
      closedOnPublicHolidays: false,
      closedDates: [{ date: '2027-07-15', name: 'sommerlukning' }],
    };
    expect(closedReason('2026-11-25', calendar)).toBe(
      'Vi holder lukket om onsdagen. Vælg venligst mandag, tirsdag, torsdag eller fredag.',
    );
    expect(closedReason('2027-07-15', calendar)).toBe(
      'Vi holder lukket sommerlukning (15. juli). Vælg venligst en anden dag.',
    );
    expect(isOpenDay('2026-12-25', calendar)).toBe(true);
    expect(isOpenDay('2026-07-15', calendar)).toBe(false);
  });
});

describe('openSlots: the lead time on today’s slots, in Copenhagen time', () => {
  const all = bookingCalendar.slots;

  it.each([
    ['winter (CET)', '2026-11-24', '+01:00'],
    ['summer (CEST)', '2026-06-16', '+02:00'],
  ] as const)(
    '%s: 06:59 and 07:00 offer all 16, 07:01 drops 09:00, 14:29 leaves 16:30, 14:31 none',
    (_, day, offset) => {
      expect(openSlots(day, at(day, '06:59', offset), bookingCalendar)).toEqual(all);
      expect(openSlots(day, at(day, '07:00', offset), bookingCalendar)).toEqual(all);
      expect(openSlots(day, at(day, '07:01', offset), bookingCalendar)).toEqual(all.slice(1));
      expect(openSlots(day, at(day, '14:29', offset), bookingCalendar)).toEqual(['16:30']);
      expect(openSlots(day, at(day, '14:31', offset), bookingCalendar)).toEqual([]);
      expect(dayUnavailableReason(day, at(day, '14:31', offset), bookingCalendar)).toBe(
        'Der er ikke flere ledige tider i dag. Vælg venligst en senere dag.',
      );
      expect(openSlots(shift(day, 1), at(day, '14:31', offset), bookingCalendar)).toEqual(all);
    },
  );

  it('offers nothing on a past or closed day, everything on a later open day', () => {
    const now = at('2026-11-24', '10:00', '+01:00');
    expect(openSlots('2026-11-23', now, bookingCalendar)).toEqual([]);
    expect(openSlots('2026-11-28', now, bookingCalendar)).toEqual([]);
    expect(openSlots('2026-12-25', now, bookingCalendar)).toEqual([]);
    expect(openSlots('2026-11-27', now, bookingCalendar)).toEqual(all);
    expect(all).toHaveLength(16);
  });
});

describe('dates across daylight saving time', () => {
  it('today in Copenhagen turns at local midnight, whatever the offset', () => {
    expect(todayInCopenhagen(new Date('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(todayInCopenhagen(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(todayInCopenhagen(new Date('2026-12-01T22:59:59Z'))).toBe('2026-12-01');
    expect(todayInCopenhagen(new Date('2026-12-01T23:00:00Z'))).toBe('2026-12-02');
  });

  it('places slots on the right instant on either side of the switches', () => {
    expect(slotStart('2026-03-27', '09:00').toISOString()).toBe('2026-03-27T08:00:00.000Z');
    expect(slotStart('2026-03-30', '09:00').toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(slotStart('2026-10-23', '16:30').toISOString()).toBe('2026-10-23T14:30:00.000Z');
    expect(slotStart('2026-10-26', '16:30').toISOString()).toBe('2026-10-26T15:30:00.000Z');
  });

  it('keeps the switch Sundays closed and the lead time right on the Monday after', () => {
    expect(isOpenDay('2026-03-29', bookingCalendar)).toBe(false);
    expect(isOpenDay('2026-10-25', bookingCalendar)).toBe(false);
    expect(openSlots('2026-03-30', new Date('2026-03-30T05:00:00Z'), bookingCalendar)).toHaveLength(16);
    expect(openSlots('2026-03-30', new Date('2026-03-30T05:01:00Z'), bookingCalendar)).toHaveLength(15);
    expect(openSlots('2026-10-26', new Date('2026-10-26T06:00:00Z'), bookingCalendar)).toHaveLength(16);
    expect(openSlots('2026-10-26', new Date('2026-10-26T06:01:00Z'), bookingCalendar)).toHaveLength(15);
  });
});
