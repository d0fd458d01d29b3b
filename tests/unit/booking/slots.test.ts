import { describe, expect, it } from 'vitest';
import { bookingCalendar } from '../../../src/config/booking-calendar.mjs';
import { isBookingTimeSlot } from '../../../src/lib/booking/contract.mjs';
import { bookingSlots } from '../fixtures/booking';

describe('booking time slots', () => {
  it('are the 16 half hours from 09:00 to 16:30 inclusive in the company calendar', () => {
    expect(bookingCalendar.slots).toHaveLength(16);
    expect(bookingCalendar.slots[0]).toBe('09:00');
    expect(bookingCalendar.slots[1]).toBe('09:30');
    expect(bookingCalendar.slots.at(-1)).toBe('16:30');
    expect(bookingCalendar.slots).toEqual(bookingSlots);
  });

  it('accept only a slot of the given calendar', () => {
    expect(isBookingTimeSlot('09:00', bookingCalendar)).toBe(true);
    expect(isBookingTimeSlot('16:30', bookingCalendar)).toBe(true);
    expect(isBookingTimeSlot('08:30', bookingCalendar)).toBe(false);
    expect(isBookingTimeSlot('17:00', bookingCalendar)).toBe(false);
    expect(isBookingTimeSlot('09:15', bookingCalendar)).toBe(false);
    expect(isBookingTimeSlot('9:00', bookingCalendar)).toBe(false);
    expect(isBookingTimeSlot('', bookingCalendar)).toBe(false);
    expect(isBookingTimeSlot('08:30', { ...bookingCalendar, slots: ['08:30'] })).toBe(true);
  });
});
