// @ts-check
/**
 * The booking contract: the seven fields, the time slots and every validation rule with its
 * Danish message. Plain JavaScript with JSDoc types so that the form (through Vite) and the
 * local webhook receiver (plain Node, scripts/webhook-receiver.mjs) enforce one and the same rule set.
 */

/** The keys of the JSON body, in the order they are sent. */
export const bookingFields = /** @type {const} */ ([
  'name',
  'email',
  'phone',
  'company',
  'preferredDate',
  'preferredTime',
  'message',
]);

/** @typedef {(typeof bookingFields)[number]} BookingField */
/** @typedef {Record<BookingField, string>} BookingRequest */
/** @typedef {Partial<Record<BookingField, string>>} BookingErrors */

export const bookingLimits = /** @type {const} */ ({
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneDigitsMin: 8,
  // E.164 allows at most 15 digits including the country code.
  phoneDigitsMax: 15,
  phoneMax: 30,
  companyMax: 100,
  messageMax: 2000,
});

const firstSlotMinutes = 9 * 60;
const lastSlotMinutes = 16 * 60 + 30;
const slotStepMinutes = 30;

const twoDigits = (/** @type {number} */ n) => String(n).padStart(2, '0');

/** Every 30 minutes from 09:00 to 16:30 inclusive (SPEC 9): 16 slots as `HH:MM`. */
export const bookingTimeSlots = Object.freeze(
  Array.from(
    { length: (lastSlotMinutes - firstSlotMinutes) / slotStepMinutes + 1 },
    (_, i) => firstSlotMinutes + i * slotStepMinutes,
  ).map((minutes) => `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}`),
);

/** @param {string} value */
export const isBookingTimeSlot = (value) => bookingTimeSlots.includes(value);

/**
 * The calendar date of `date` in the time zone of the runtime, as `YYYY-MM-DD`
 * (the format of `<input type=date>`). In a browser that is the visitor's own zone.
 * @param {Date} date
 */
export const localIsoDate = (date) =>
  `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;

/**
 * The earliest calendar date anywhere on Earth right now (UTC-12). A server cannot know the
 * visitor's zone, so it only rejects dates that are in the past for everybody.
 * @param {Date} now
 */
export const earliestIsoDateOnEarth = (now) => new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** @param {string} value */
const isRealIsoDate = (value) => {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

// One @ in the middle, no spaces, and a dot in the domain with something on both sides.
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
// An optional leading +, then groups of digits separated by one space or hyphen (unambiguous, so no backtracking blow-up).
const phonePattern = /^\+?\d+(?:[ -]\d+)*$/;

/**
 * @param {string} value
 * @returns {string | undefined}
 */
const nameError = (value) => {
  const name = value.trim();
  if (name === '') return 'Skriv dit fulde navn.';
  if (name.length < bookingLimits.nameMin) return 'Navnet skal være på mindst 2 tegn.';
  if (name.length > bookingLimits.nameMax) return 'Navnet må højst være på 100 tegn.';
  return undefined;
};

/**
 * @param {string} value
 * @returns {string | undefined}
 */
const emailError = (value) => {
  const email = value.trim();
  if (email === '') return 'Skriv din e-mailadresse.';
  if (email.length > bookingLimits.emailMax || !emailPattern.test(email)) {
    return 'Skriv en gyldig e-mailadresse, fx navn@firma.dk.';
  }
  return undefined;
};

/**
 * @param {string} value
 * @returns {string | undefined}
 */
const phoneError = (value) => {
  const phone = value.trim();
  if (phone === '') return 'Skriv dit telefonnummer.';
  const digits = phone.replace(/\D/g, '').length;
  if (
    phone.length > bookingLimits.phoneMax ||
    !phonePattern.test(phone) ||
    digits < bookingLimits.phoneDigitsMin ||
    digits > bookingLimits.phoneDigitsMax
  ) {
    return 'Skriv et gyldigt telefonnummer med mindst 8 cifre, fx 12 34 56 78 eller +45 12 34 56 78.';
  }
  return undefined;
};

/**
 * @param {string} value
 * @returns {string | undefined}
 */
const companyError = (value) =>
  value.trim().length > bookingLimits.companyMax ? 'Virksomhedens navn må højst være på 100 tegn.' : undefined;

/**
 * @param {string} value
 * @param {string} today `YYYY-MM-DD`
 * @returns {string | undefined}
 */
const dateError = (value, today) => {
  if (value === '') return 'Vælg en dato.';
  if (!isRealIsoDate(value)) return 'Vælg en gyldig dato.';
  // ISO dates of equal length compare correctly as strings.
  if (value < today) return 'Vælg en dato fra i dag og frem.';
  return undefined;
};

/**
 * @param {string} value
 * @returns {string | undefined}
 */
const timeError = (value) => {
  if (value === '') return 'Vælg et tidspunkt.';
  if (!isBookingTimeSlot(value)) return 'Vælg et af de viste tidspunkter mellem 09:00 og 16:30.';
  return undefined;
};

/**
 * @param {string} value
 * @returns {string | undefined}
 */
const messageError = (value) =>
  value.length > bookingLimits.messageMax ? 'Beskeden må højst være på 2000 tegn.' : undefined;

/**
 * Checks one field. `today` is the earliest allowed date as `YYYY-MM-DD`.
 * @param {BookingField} field
 * @param {string} value
 * @param {string} today
 * @returns {string | undefined} a Danish message, or undefined when the value is fine
 */
export function validateBookingField(field, value, today) {
  switch (field) {
    case 'name':
      return nameError(value);
    case 'email':
      return emailError(value);
    case 'phone':
      return phoneError(value);
    case 'company':
      return companyError(value);
    case 'preferredDate':
      return dateError(value, today);
    case 'preferredTime':
      return timeError(value);
    case 'message':
      return messageError(value);
  }
}

/**
 * Checks every field; the result holds one Danish message per field in trouble, in form order.
 * @param {BookingRequest} values
 * @param {string} today
 * @returns {BookingErrors}
 */
export function validateBooking(values, today) {
  /** @type {BookingErrors} */
  const errors = {};
  for (const field of bookingFields) {
    const error = validateBookingField(field, values[field], today);
    if (error) errors[field] = error;
  }
  return errors;
}

/**
 * The check a webhook makes on a received body: a JSON object with exactly the seven string
 * keys, each passing its rule.
 * @param {unknown} body
 * @param {string} today
 * @returns {{ ok: true, booking: BookingRequest } | { ok: false, errors: Record<string, string> }}
 */
export function checkBookingBody(body, today) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, errors: { body: 'Forventede et JSON-objekt.' } };
  }
  /** @type {Record<string, string>} */
  const errors = {};
  const record = /** @type {Record<string, unknown>} */ (body);
  for (const key of Object.keys(record)) {
    if (!(/** @type {readonly string[]} */ (bookingFields).includes(key))) errors[key] = 'Ukendt felt.';
  }
  for (const field of bookingFields) {
    if (typeof record[field] !== 'string') errors[field] = 'Mangler eller er ikke tekst.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const booking = /** @type {BookingRequest} */ (record);
  const fieldErrors = validateBooking(booking, today);
  return Object.keys(fieldErrors).length > 0 ? { ok: false, errors: fieldErrors } : { ok: true, booking };
}
