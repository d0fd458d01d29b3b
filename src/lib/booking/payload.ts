import { bookingFields, type BookingRequest } from './contract.mjs';

/** The form's values, all text; the shape of the webhook's JSON body. */
export type BookingValues = BookingRequest;

/** The seven values as the form holds them (missing ones empty), read with `new FormData(form)`. */
export function readBookingValues(data: FormData): BookingValues {
  return Object.fromEntries(bookingFields.map((field) => [field, String(data.get(field) ?? '')])) as BookingValues;
}

/**
 * The JSON body sent to the webhook: exactly the seven keys, single-line fields trimmed.
 * The message keeps its inner line breaks; only surrounding blank space goes.
 */
export function buildBookingPayload(values: BookingValues): BookingRequest {
  return Object.fromEntries(bookingFields.map((field) => [field, values[field].trim()])) as BookingRequest;
}
