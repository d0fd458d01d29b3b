import type { CompanyCalendar } from '../../lib/booking/calendar.mjs';
import { bookingLimits } from '../../lib/booking/contract.mjs';
import { buttonClass } from '../../lib/button-styles';
import { cn } from '../../lib/cn';
import { islandReadyMarker } from '../../directives/island-ready';
import { bookingFailureText } from '../../lib/booking/form-status';
import { fill } from '../../lib/placeholders';
import { FilledText } from '../shared/FilledText';
import { BookingConfirmation, BookingNextSteps } from './BookingConfirmation';
import { BookingField } from './BookingField';
import { BookingUnavailable } from './BookingUnavailable';
import type { BookingContact } from './contact';
import type { BookingFormTexts } from './texts';
import { HONEYPOT_NAME, useBookingForm } from './useBookingForm';

interface Props {
  /** PUBLIC_BOOKING_WEBHOOK_URL; empty when the deployer has not set one. */
  webhookUrl?: string;
  contact: BookingContact;
  companyName: string;
  privacyHref: string;
  /** The company's opening calendar, read from configuration by the page: which days and times are offered. */
  calendar: CompanyCalendar;
  /** Its words, from content/pages/booking.yaml (./texts.ts). */
  texts: BookingFormTexts;
}

/** The meeting-request form (docs/product.md#booking); without a webhook it points to email and phone. */
export default function BookingForm({ webhookUrl, ...rest }: Props) {
  if (!webhookUrl) return <BookingUnavailable contact={rest.contact} texts={rest.texts} />;
  return <ConfiguredBookingForm webhookUrl={webhookUrl} {...rest} />;
}

function ConfiguredBookingForm({
  webhookUrl,
  contact,
  companyName,
  privacyHref,
  calendar,
  texts,
}: Props & { webhookUrl: string }) {
  const {
    hydrated,
    errors,
    status,
    today,
    slots,
    confirmed,
    failure,
    messageLength,
    formRef,
    confirmationRef,
    onChange,
    onSubmit,
    bookAnother,
  } = useBookingForm(webhookUrl, calendar);
  const sending = status === 'sending';
  // Once sent, the confirmation stands in the form's place: no emptied form with a live `Book møde` under it.
  const showConfirmation = status === 'sent' && confirmed !== undefined;

  return (
    <div {...islandReadyMarker(hydrated)}>
      {/* The status region stays in the page from the start: screen readers announce changes to a region
          they already know, not a region that appears together with its text. */}
      <div role="status">
        {showConfirmation && (
          <BookingConfirmation
            ref={confirmationRef}
            booking={confirmed}
            organizer={{ name: companyName, email: contact.email }}
            onBookAnother={bookAnother}
            texts={texts}
          />
        )}
      </div>
      {showConfirmation && <BookingNextSteps title={texts.nextStepsTitle} />}
      {!showConfirmation && (
        <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="booking-form-titel">
          {/* Screen readers hear "required" from each control, so the visual key is for the eye only. */}
          <p aria-hidden="true" className="text-sm text-ink-muted">
            {texts.requiredNote}
          </p>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <BookingField id="booking-name" label={texts.name} required error={errors.name}>
              {(control) => (
                <input
                  {...control}
                  name="name"
                  type="text"
                  autoComplete="name"
                  maxLength={bookingLimits.nameMax}
                  onChange={onChange}
                />
              )}
            </BookingField>
            <BookingField id="booking-email" label={texts.email} required error={errors.email}>
              {(control) => (
                <input
                  {...control}
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={bookingLimits.emailMax}
                  onChange={onChange}
                />
              )}
            </BookingField>
            <BookingField id="booking-phone" label={texts.phone} required error={errors.phone}>
              {(control) => (
                <input
                  {...control}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  maxLength={bookingLimits.phoneMax}
                  onChange={onChange}
                />
              )}
            </BookingField>
            <BookingField id="booking-company" label={texts.company} error={errors.company}>
              {(control) => (
                <input
                  {...control}
                  name="company"
                  type="text"
                  autoComplete="organization"
                  maxLength={bookingLimits.companyMax}
                  onChange={onChange}
                />
              )}
            </BookingField>
            {/* The date's calendar message appears as the visitor picks a closed day, so it is announced. */}
            <BookingField id="booking-date" label={texts.date} required error={errors.preferredDate} announce>
              {(control) => <input {...control} name="preferredDate" type="date" min={today} onChange={onChange} />}
            </BookingField>
            <BookingField id="booking-time" label={texts.time} required error={errors.preferredTime}>
              {(control) => (
                <select {...control} name="preferredTime" onChange={onChange}>
                  <option value="">{texts.timePlaceholder}</option>
                  {slots.map((slot) => (
                    <option key={slot} value={slot}>
                      {slot}
                    </option>
                  ))}
                </select>
              )}
            </BookingField>
            <BookingField
              id="booking-message"
              label={texts.message}
              error={errors.message}
              className="sm:col-span-2"
              hint={fill(texts.messageCounter, { antal: messageLength, højst: bookingLimits.messageMax })}
            >
              {(control) => (
                <textarea
                  {...control}
                  name="message"
                  rows={4}
                  maxLength={bookingLimits.messageMax}
                  onChange={onChange}
                />
              )}
            </BookingField>
          </div>

          {/* Honeypot: display:none keeps it from people, keyboards and screen readers alike. */}
          <div hidden>
            <label htmlFor="booking-website">{texts.honeypot}</label>
            <input
              id="booking-website"
              name={HONEYPOT_NAME}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </div>

          {/* In the page from the start, like the status region, so the error is announced when it appears. */}
          <div role="alert">
            {status === 'failed' && (
              <div className="mt-5 rounded-lg border border-danger-200 bg-danger-50 p-4 text-danger-800">
                <p className="font-medium">{bookingFailureText(failure)}</p>
                {/* What was typed stays; the direct ways to reach the company are a step away if it keeps failing. */}
                <p className="mt-1 text-sm">
                  <FilledText
                    text={texts.failureContact}
                    values={{
                      telefon: (
                        <a
                          href={contact.phoneHref}
                          className="font-semibold whitespace-nowrap underline underline-offset-2"
                        >
                          {contact.phone}
                        </a>
                      ),
                      email: (
                        <a
                          href={contact.emailHref}
                          className="font-semibold whitespace-nowrap underline underline-offset-2"
                        >
                          {contact.email}
                        </a>
                      ),
                    }}
                  />
                </p>
              </div>
            )}
          </div>

          {/* Until hydrated the button cannot submit, and with several fields Enter cannot either: no native
          GET ever puts the visitor's data in the address bar. A press before then is replayed (client:intent). */}
          <button
            type={hydrated ? 'submit' : 'button'}
            disabled={sending}
            className={cn(buttonClass('primary', 'lg'), 'mt-6')}
          >
            {sending ? texts.sending : texts.submit}
          </button>
          <p className="mt-4 text-sm text-ink-muted">
            <FilledText
              text={texts.consent}
              values={{
                firma: companyName,
                privatliv: (
                  <a href={privacyHref} className="font-semibold text-brand-800 underline underline-offset-4">
                    {texts.privacyLink}
                  </a>
                ),
              }}
            />
          </p>
        </form>
      )}
    </div>
  );
}
