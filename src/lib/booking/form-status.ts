import type { SubmitResult } from './submit';

/**
 * The booking form's state machine (docs/product.md#booking-form-states): filling in, then sending, then either sent
 * (a confirmation in the form's place) or failed (values kept, error). `invalid` is a refused submit; `restart`
 * leaves the confirmation for an empty form.
 */
export type BookingStatus = 'editing' | 'invalid' | 'sending' | 'sent' | 'failed';

export type BookingEvent =
  { type: 'submit'; valid: boolean } | { type: 'answer'; result: SubmitResult } | { type: 'restart' };

export function nextBookingStatus(status: BookingStatus, event: BookingEvent): BookingStatus {
  switch (event.type) {
    case 'submit':
      // A second submit while one is in flight is ignored: one click, one request.
      if (status === 'sending') return status;
      return event.valid ? 'sending' : 'invalid';
    case 'answer':
      if (status !== 'sending') return status;
      return event.result.kind === 'sent' ? 'sent' : 'failed';
    case 'restart':
      // `Book et nyt møde` under a confirmation: a new, empty booking.
      return status === 'sent' ? 'editing' : status;
  }
}

export const bookingSuccessText = 'Tak for din booking! Vi kontakter dig snarest.';
export const bookingErrorText = 'Der opstod en fejl. Prøv venligst igen.';
export const bookingTooLargeText = 'Bookingen er for stor til at blive sendt. Gør beskeden kortere, og prøv igen.';

/** The failed form's headline: what went wrong, when the visitor can do something about it. */
export const bookingFailureText = (result: SubmitResult | undefined) =>
  result?.kind === 'too-large' ? bookingTooLargeText : bookingErrorText;
export const bookingAwaitsConfirmationText = 'Tidspunktet er endnu ikke bekræftet. Vi bekræfter det på e-mail.';
