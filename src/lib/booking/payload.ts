import { bookingFields, type BookingRequest } from './contract.mjs';

/** The form's values, all text; the shape of the webhook's JSON body. */
export type BookingValues = BookingRequest;

export const emptyBookingValues: BookingValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  preferredDate: '',
  preferredTime: '',
  message: '',
};

/**
 * The JSON body sent to the webhook: exactly the seven keys, single-line fields trimmed.
 * The message keeps its inner line breaks; only surrounding blank space goes.
 */
export function buildBookingPayload(values: BookingValues): BookingRequest {
  return Object.fromEntries(bookingFields.map((field) => [field, values[field].trim()])) as BookingRequest;
}
