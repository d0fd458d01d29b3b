import { describe, expect, it } from 'vitest';
import { bookingTimeSlots, isBookingTimeSlot } from '../../../src/lib/booking/contract.mjs';
import { bookingSlots } from '../fixtures/booking';

describe('booking time slots', () => {
  it('are the 16 half hours from 09:00 to 16:30 inclusive', () => {
    expect(bookingTimeSlots).toHaveLength(16);
    expect(bookingTimeSlots[0]).toBe('09:00');
    expect(bookingTimeSlots[1]).toBe('09:30');
    expect(bookingTimeSlots.at(-1)).toBe('16:30');
    expect(bookingTimeSlots).toEqual(bookingSlots);
  });

  it('accept only a listed slot', () => {
    expect(isBookingTimeSlot('09:00')).toBe(true);
    expect(isBookingTimeSlot('16:30')).toBe(true);
    expect(isBookingTimeSlot('08:30')).toBe(false);
    expect(isBookingTimeSlot('17:00')).toBe(false);
    expect(isBookingTimeSlot('09:15')).toBe(false);
    expect(isBookingTimeSlot('9:00')).toBe(false);
    expect(isBookingTimeSlot('')).toBe(false);
  });
});
