// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import BookingForm from '../../../src/islands/booking/BookingForm';
import { bookingSlots as allSlots, thursday, today } from '../fixtures/booking';
import {
  field,
  fillValid,
  fixClock,
  optionTexts,
  props,
  useBookingFormHarness,
  webhookUrl,
} from '../fixtures/booking-form';
import { bookingFormTexts as texts } from '../fixtures/page-entries';

/** Copenhagen wall clock on 1 December 2026 (CET, UTC+1). */
const tuesdayAt = (time: string) => new Date(`${today}T${time}:00+01:00`);

describe('BookingForm and the company calendar', () => {
  const fetchMock = useBookingFormHarness({ clock: false });

  const closedDays = [
    { date: '2026-12-05', message: 'Vi holder lukket i weekenden. Vælg venligst en dag fra mandag til fredag.' },
    { date: '2026-12-25', message: 'Vi holder lukket juledag (25. december). Vælg venligst en anden dag.' },
  ];
  for (const { date, message } of closedDays) {
    it(`explains at once that ${date} is closed, offers no times, and sends nothing`, async () => {
      fixClock();
      const user = userEvent.setup();
      render(<BookingForm {...props} webhookUrl={webhookUrl} />);
      await fillValid(user);
      await user.clear(field(texts.date));
      await user.type(field(texts.date), date);

      const dateField = field(texts.date);
      expect(dateField.getAttribute('aria-invalid')).toBe('true');
      expect(dateField.getAttribute('aria-describedby')).toBe('booking-date-fejl');
      const shown = document.getElementById('booking-date-fejl');
      expect(shown?.getAttribute('role')).toBe('alert');
      expect(shown?.textContent).toContain(message);
      expect(optionTexts(field(texts.time))).toEqual([texts.timePlaceholder]);
      // The time chosen for the open day is gone; the date's message says why.
      expect(field(texts.time).value).toBe('');

      await user.click(screen.getByRole('button', { name: texts.submit }));
      expect(document.getElementById('booking-date-fejl')?.textContent).toContain(message);
      await waitFor(() => expect(document.activeElement).toBe(field(texts.date)));
      expect(fetchMock()).not.toHaveBeenCalled();
    });
  }

  const leadTimes = [
    { now: '06:59', first: '09:00' },
    { now: '07:00', first: '09:00' },
    { now: '12:00', first: '14:00' },
    { now: '14:29', first: '16:30' },
    { now: '14:31', first: undefined },
  ];
  for (const { now, first } of leadTimes) {
    it(`offers today's times from ${first ?? 'none'} at ${now}, and every time on a later day`, async () => {
      fixClock(tuesdayAt(now));
      const user = userEvent.setup();
      render(<BookingForm {...props} webhookUrl={webhookUrl} />);
      // Before a date is chosen, every slot is offered.
      expect(optionTexts(field(texts.time))).toEqual([texts.timePlaceholder, ...allSlots]);
      await user.type(field(texts.date), today);
      const open = first ? allSlots.slice(allSlots.indexOf(first)) : [];
      expect(optionTexts(field(texts.time))).toEqual([texts.timePlaceholder, ...open]);
      if (!first) {
        expect(document.getElementById('booking-date-fejl')?.textContent).toContain(
          'Der er ikke flere ledige tider i dag. Vælg venligst en senere dag.',
        );
      }
      await user.clear(field(texts.date));
      await user.type(field(texts.date), thursday);
      expect(optionTexts(field(texts.time))).toEqual([texts.timePlaceholder, ...allSlots]);
      expect(field(texts.date).getAttribute('aria-invalid')).toBe('false');
    });
  }

  it('clears and flags a chosen time that is not open on the new date', async () => {
    fixClock(tuesdayAt('12:00'));
    const user = userEvent.setup();
    render(<BookingForm {...props} webhookUrl={webhookUrl} />);
    await fillValid(user, { date: thursday, time: '10:00' });
    await user.clear(field(texts.date));
    await user.type(field(texts.date), today);

    const time = field(texts.time);
    expect(time.value).toBe('');
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('booking-time-fejl')?.textContent).toContain(
      'Kl. 10:00 er ikke ledig den valgte dag. Vælg et andet tidspunkt.',
    );
    // Choosing an open time takes the message away.
    await user.selectOptions(time, '14:00');
    expect(time.getAttribute('aria-invalid')).toBe('false');
  });
});
