import { useEffect, useReducer, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import {
  bookingFields,
  localIsoDate,
  validateBooking,
  validateBookingField,
  type BookingErrors,
  type BookingField,
} from '../../lib/booking/contract.mjs';
import { nextBookingStatus } from '../../lib/booking/form-status';
import { buildBookingPayload, readBookingValues } from '../../lib/booking/payload';
import { submitBooking } from '../../lib/booking/submit';
import { useHydrated } from '../shared/useHydrated';

/** Name of the honeypot input: a field people never see, which form-filling bots tend to fill. */
export const HONEYPOT_NAME = 'website';

type ControlElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Wires the pure booking logic (src/lib/booking) to the form and the browser's fetch. The fields
 * are uncontrolled: what the visitor typed before the island hydrated stays, and the submit
 * reads every value from the form itself.
 */
export function useBookingForm(webhookUrl: string) {
  const hydrated = useHydrated();
  const [errors, setErrors] = useState<BookingErrors>({});
  const [status, dispatch] = useReducer(nextBookingStatus, 'editing');
  const [messageLength, setMessageLength] = useState(0);
  // Today in the visitor's own time zone; known only in the browser, never at build time.
  const [today, setToday] = useState<string | undefined>(undefined);
  const [focusTarget, setFocusTarget] = useState<{ field: BookingField } | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  // State updates are asynchronous; the ref makes a second click in the same tick a no-op too.
  const inFlight = useRef(false);

  useEffect(() => {
    setToday(localIsoDate(new Date()));
    // A message typed before hydration is counted from the start.
    const message = formRef.current?.elements.namedItem('message');
    if (message instanceof HTMLTextAreaElement) setMessageLength(message.value.length);
  }, []);

  useEffect(() => {
    // Focus after the render that attached the error messages, so they are read with the field.
    if (focusTarget) formRef.current?.querySelector<HTMLElement>(`[name="${focusTarget.field}"]`)?.focus();
  }, [focusTarget]);

  const onChange = (event: ChangeEvent<ControlElement>) => {
    const field = event.target.name as BookingField;
    const value = event.target.value;
    if (field === 'message') setMessageLength(value.length);
    // Once a field has been flagged, its message follows what the visitor types.
    if (errors[field]) {
      setErrors((current) => ({ ...current, [field]: validateBookingField(field, value, localIsoDate(new Date())) }));
    }
    dispatch({ type: 'edit' });
  };

  const clearForm = (form: HTMLFormElement) => {
    form.reset();
    setMessageLength(0);
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = readBookingValues(data);

    const found = validateBooking(values, localIsoDate(new Date()));
    const firstInvalid = bookingFields.find((field) => found[field]);
    setErrors(found);
    dispatch({ type: 'submit', valid: !firstInvalid });
    if (firstInvalid) {
      setFocusTarget({ field: firstInvalid });
      return;
    }

    if (data.get(HONEYPOT_NAME)) {
      // A bot filled the hidden field: send nothing and look successful, so it learns nothing.
      dispatch({ type: 'answer', result: { kind: 'sent' } });
      clearForm(form);
      return;
    }

    inFlight.current = true;
    const result = await submitBooking({
      url: webhookUrl,
      payload: buildBookingPayload(values),
      fetch: window.fetch.bind(window),
    });
    inFlight.current = false;
    if (result.kind === 'network-error') console.error('Bookingen kunne ikke sendes (netværksfejl):', result.error);
    if (result.kind === 'timeout')
      console.error('Bookingen kunne ikke sendes: webhooken svarede ikke inden for tidsgrænsen.');
    if (result.kind === 'rejected') console.error(`Bookingen blev afvist af webhooken (HTTP ${result.status}).`);
    dispatch({ type: 'answer', result });
    if (result.kind === 'sent') clearForm(form);
  };

  return { hydrated, errors, status, today, messageLength, formRef, onChange, onSubmit };
}
