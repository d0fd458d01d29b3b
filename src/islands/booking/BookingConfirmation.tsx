import type { Ref } from 'react';
import { formatBookingTime } from '../../lib/booking/dates.mjs';
import { bookingAwaitsConfirmationText, bookingSuccessText } from '../../lib/booking/form-status';
import { downloadBookingIcs } from '../../lib/booking/ics-download';
import { buttonClass } from '../../lib/button-styles';
import { cn } from '../../lib/cn';

/** What the visitor asked for, kept after the form is emptied. */
export interface ConfirmedBooking {
  bookingId: string;
  date: string;
  time: string;
}

interface Props {
  booking: ConfirmedBooking;
  organizer: { name: string; email: string };
  /** Focused once shown, so a second Enter lands here and not on the emptied form. */
  ref: Ref<HTMLDivElement>;
}

/** The confirmation worth keeping: the requested time in Danish and the meeting as a calendar file. */
export function BookingConfirmation({ booking, organizer, ref }: Props) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mt-5 rounded-lg border border-accent-200 bg-accent-50 p-4 text-accent-800 focus:outline-2 focus:outline-offset-2 focus:outline-accent-600"
    >
      <p className="font-medium">{bookingSuccessText}</p>
      <p className="mt-2">
        Du har bedt om et møde <strong>{formatBookingTime(booking.date, booking.time)}</strong>.{' '}
        {bookingAwaitsConfirmationText}
      </p>
      <button
        type="button"
        className={cn(buttonClass('secondary', 'md'), 'mt-3')}
        onClick={() => downloadBookingIcs({ ...booking, organizer, now: new Date() })}
      >
        Gem i kalender
      </button>
    </div>
  );
}
