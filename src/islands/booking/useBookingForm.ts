import { useEffect, useReducer, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import {
  attemptAfterAnswer,
  bookingFingerprint,
  nextBookingId,
  type BookingAttempt,
} from '../../lib/booking/booking-id.mjs';
import { todayInCopenhagen, type CompanyCalendar } from '../../lib/booking/calendar.mjs';
import {
  bookingFields,
  validateBooking,
  validateBookingField,
  type BookingErrors,
  type BookingField,
} from '../../lib/booking/contract.mjs';
import { chooseDate, offeredSlots } from '../../lib/booking/date-choice';
import { nextBookingStatus } from '../../lib/booking/form-status';
import { buildBookingPayload, readBookingValues } from '../../lib/booking/payload';
import { submitBooking, type SubmitResult } from '../../lib/booking/submit';
import { typedBeforeHydration } from '../shared/typed-before-hydration';
import { useHydrated } from '../shared/useHydrated';
import type { ConfirmedBooking } from './BookingConfirmation';

/** Name of the honeypot input: a field people never see, which form-filling bots tend to fill. */
export const HONEYPOT_NAME = 'website';

type ControlElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const logFailure = (result: SubmitResult) => {
  if (result.kind === 'too-large')
    console.error(`Bookingen blev ikke sendt: ${result.bytes} byte er over kontraktens grænse.`);
  if (result.kind === 'network-error') console.error('Bookingen kunne ikke sendes (netværksfejl):', result.error);
  if (result.kind === 'timeout')
    console.error('Bookingen kunne ikke sendes: webhooken svarede ikke inden for tidsgrænsen.');
  if (result.kind === 'rejected') console.error(`Bookingen blev afvist af webhooken (HTTP ${result.status}).`);
  if (result.kind === 'unconfirmed')
    console.error(`Webhooken svarede (HTTP ${result.status}) uden at bekræfte, at bookingen er gemt.`);
};

/**
 * Wires the pure booking logic (src/lib/booking) to the form and the browser's fetch. The fields
 * are uncontrolled: what the visitor typed before the island hydrated stays, and the submit
 * reads every value from the form itself. Every "today" and "now" is Copenhagen's, and `calendar` (the
 * company's, handed down from the page) decides which days and times are open.
 */
export function useBookingForm(webhookUrl: string, calendar: CompanyCalendar) {
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<BookingErrors>({});
  const [status, dispatch] = useReducer(nextBookingStatus, 'editing');
  const [messageLength, setMessageLength] = useState(0);
  // Known only in the browser, never at build time.
  const [today, setToday] = useState<string | undefined>(undefined);
  // The chosen date, which decides the times offered.
  const [date, setDate] = useState('');
  const [confirmed, setConfirmed] = useState<ConfirmedBooking | undefined>(undefined);
  // The last answer that was not a yes, for the failed form's headline.
  const [failure, setFailure] = useState<SubmitResult | undefined>(undefined);
  const [focusTarget, setFocusTarget] = useState<{ field: BookingField } | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);
  // State updates are asynchronous; the ref makes a second click in the same tick a no-op too.
  const inFlight = useRef(false);
  // The last attempt not answered with success: a retry of the same values reuses its booking id.
  const lastAttempt = useRef<BookingAttempt | null>(null);

  const control = (name: string) => formRef.current?.elements.namedItem(name) as ControlElement | null | undefined;

  useEffect(() => {
    setToday(todayInCopenhagen(new Date()));
    // A message or date typed before hydration counts from the start.
    setMessageLength(typedBeforeHydration(control('message')).length);
    setDate(typedBeforeHydration(control('preferredDate')));
  }, []);

  useEffect(() => {
    // Focus after the render that attached the error messages, so they are read with the field.
    if (focusTarget) formRef.current?.querySelector<HTMLElement>(`[name="${focusTarget.field}"]`)?.focus();
  }, [focusTarget]);

  useEffect(() => {
    // The confirmation replaces the form, so focus moves to it rather than being lost with the form.
    if (status === 'sent') confirmationRef.current?.focus();
  }, [status]);

  /** Leaves the confirmation for an empty form, with focus in its first field. */
  const bookAnother = () => {
    dispatch({ type: 'restart' });
    setErrors({});
    setMessageLength(0);
    setDate('');
    setFocusTarget({ field: bookingFields[0] });
  };

  const onDateChange = (value: string) => {
    const now = new Date();
    const time = control('preferredTime');
    const choice = chooseDate(value, time?.value ?? '', now, calendar);
    if (choice.clearTime && time) time.value = '';
    setDate(value);
    setErrors((current) => ({
      ...current,
      preferredDate: current.preferredDate
        ? validateBookingField('preferredDate', value, { now, calendar })
        : choice.dayMessage,
      preferredTime: choice.timeMessage ?? (choice.clearTime ? undefined : current.preferredTime),
    }));
  };

  const onChange = (event: ChangeEvent<ControlElement>) => {
    const field = event.target.name as BookingField;
    const value = event.target.value;
    if (field === 'message') setMessageLength(value.length);
    if (field === 'preferredDate') return onDateChange(value);
    // Once a field has been flagged, its message follows what the visitor types.
    if (errors[field]) {
      const when = { now: new Date(), calendar };
      setErrors((current) => ({ ...current, [field]: validateBookingField(field, value, when, date) }));
    }
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = readBookingValues(data);

    const found = validateBooking(values, { now: new Date(), calendar });
    const firstInvalid = bookingFields.find((field) => found[field]);
    setErrors(found);
    dispatch({ type: 'submit', valid: !firstInvalid });
    if (firstInvalid) {
      setFocusTarget({ field: firstInvalid });
      return;
    }

    const payload = buildBookingPayload(values);
    const attempt = nextBookingId(lastAttempt.current, bookingFingerprint(payload));
    // A bot that filled the hidden field gets nothing sent, and looks successful so it learns nothing.
    const isBot = Boolean(data.get(HONEYPOT_NAME));
    inFlight.current = true;
    const result = isBot
      ? ({ kind: 'sent' } as const)
      : await submitBooking({
          url: webhookUrl,
          bookingId: attempt.id,
          payload,
          fetch: window.fetch.bind(window),
        });
    inFlight.current = false;
    logFailure(result);
    lastAttempt.current = attemptAfterAnswer(attempt, result.kind === 'sent');
    dispatch({ type: 'answer', result });
    setFailure(result.kind === 'sent' ? undefined : result);
    if (result.kind !== 'sent') return;
    // The confirmation takes the form's place; `bookAnother` brings back an empty one.
    setConfirmed({ bookingId: attempt.id, date: payload.preferredDate, time: payload.preferredTime });
  };

  const slots = offeredSlots(date, new Date(), calendar);
  return {
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
  };
}
