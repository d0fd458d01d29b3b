import { CircleCheck } from 'lucide-react';
import type { Ref } from 'react';
import { formatBookingTime } from '../../lib/booking/dates.mjs';
import { bookingAwaitsConfirmationText, bookingSuccessText } from '../../lib/booking/form-status';
import { downloadBookingIcs } from '../../lib/booking/ics-download';
import { buttonClass } from '../../lib/button-styles';
import { bookingNextSteps } from '../../lib/booking/next-steps.mjs';
import { FilledText } from '../shared/FilledText';
import type { BookingFormTexts } from './texts';

/** What the visitor asked for, shown in the form's place once sent. */
export interface ConfirmedBooking {
  bookingId: string;
  date: string;
  time: string;
}

interface Props {
  booking: ConfirmedBooking;
  organizer: { name: string; email: string };
  /** Focused once shown, since it replaces the form that had focus. */
  ref: Ref<HTMLDivElement>;
  /** Brings back an empty form for another meeting. */
  onBookAnother: () => void;
  texts: Pick<BookingFormTexts, 'requested' | 'saveToCalendar' | 'bookAnother'>;
}

/** The confirmation worth keeping: the requested time in Danish and the meeting as a calendar file. */
export function BookingConfirmation({ booking, organizer, ref, onBookAnother, texts }: Props) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-lg border border-accent-200 bg-accent-50 p-5 text-accent-800 focus:outline-2 focus:outline-offset-2 focus:outline-accent-600 sm:p-6"
    >
      <p className="flex items-center gap-2 text-lg font-semibold">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-accent-600" />
        {bookingSuccessText}
      </p>
      <p className="mt-3">
        <FilledText
          text={texts.requested}
          values={{ tidspunkt: <strong>{formatBookingTime(booking.date, booking.time)}</strong> }}
        />{' '}
        {bookingAwaitsConfirmationText}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass('primary', 'md')}
          onClick={() => downloadBookingIcs({ ...booking, organizer, now: new Date() })}
        >
          {texts.saveToCalendar}
        </button>
        <button type="button" className={buttonClass('secondary', 'md')} onClick={onBookAnother}>
          {texts.bookAnother}
        </button>
      </div>
    </div>
  );
}

/**
 * Under the confirmation, outside its status region (a screen reader announces the confirmation, not the list).
 */
export function BookingNextSteps({ title }: { title: string }) {
  return (
    <section aria-labelledby="booking-next-title" className="mt-8">
      <h3 id="booking-next-title" className="font-semibold">
        {title}
      </h3>
      <ol className="mt-4 space-y-4">
        {bookingNextSteps.map((step, index) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
            >
              {index + 1}
            </span>
            <span className="pt-1 text-ink-muted">{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
