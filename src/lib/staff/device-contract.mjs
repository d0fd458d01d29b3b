// @ts-check
/**
 * The staff API's known devices and one-time codes, as the panel, the local backend and the n8n
 * workflow must agree on them (docs/product.md#staff-login; the server's steps in ./device-login.mjs).
 *
 * A successful login also gives a device token: a JWT with subject `staff-device`, a random `jti`
 * (the device's id), 90 days' life from each login, and `pwh`, a short digest of the stored password
 * hash, so a new password makes every device unknown again. The panel keeps it in the browser and
 * sends it as `deviceToken` with its next `POST /login`: a known device is judged by its own wrong
 * passwords only, never by its address or the global ceiling, so a guesser cannot keep it out.
 *
 * A new device gets the same standing for one login with a one-time code: 8 characters that a
 * logged-in employee gets from `POST /device-code` or a deployer makes with `npm run staff:code`,
 * valid for 10 minutes and used up by the login it lets in.
 *
 * Dependency-free and without the server's secrets, so the panel's bundle carries it too.
 */

export const DEVICE_TOKEN_SUBJECT = 'staff-device';
/** 90 days from the login that gave it; every login gives a new one. */
export const DEVICE_TOKEN_LIFETIME_SECONDS = 90 * 24 * 60 * 60;
/** A device token is about 220 characters; this bounds what a login body may carry. */
export const DEVICE_TOKEN_MAX_LENGTH = 512;

/** How long a one-time code lets a new device in. */
export const DEVICE_CODE_LIFETIME_MS = 10 * 60 * 1000;
/** 32 characters that cannot be mistaken for one another (no 0/O, no 1/I): 40 bits in 8 of them. */
export const DEVICE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const DEVICE_CODE_LENGTH = 8;
/** Room for the code typed with spaces or a hyphen between its halves. */
export const DEVICE_CODE_MAX_INPUT = 16;

export const deviceMessages = /** @type {const} */ ({
  deviceTokenInvalid: 'Enhedens nøgle er ugyldig. Glem denne enhed, og log ind igen.',
  codeFormat: `Engangskoden er ${DEVICE_CODE_LENGTH} tegn, fx ABCD-EFGH.`,
  codeUnknown: 'Engangskoden er forkert, brugt eller udløbet. Bed om en ny.',
  codeBody: 'En engangskode bestilles med et tomt JSON-objekt: {}.',
});

/**
 * A typed one-time code in its stored form (upper case, without spaces and hyphens), or null when
 * it cannot be one.
 * @param {unknown} text
 * @returns {string | null}
 */
export function normalizeDeviceCode(text) {
  if (typeof text !== 'string' || text.length > DEVICE_CODE_MAX_INPUT) return null;
  const code = text.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== DEVICE_CODE_LENGTH) return null;
  return [...code].every((character) => DEVICE_CODE_ALPHABET.includes(character)) ? code : null;
}

/**
 * A code as the panel and the command show it: two groups of four, `ABCD-EFGH`.
 * @param {string} code normalized
 */
export const formatDeviceCode = (code) => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * Whether `value` has a JWT's shape and fits a login body: three base64url parts, at most
 * `DEVICE_TOKEN_MAX_LENGTH` characters. Whether it is valid is the server's question.
 * @param {unknown} value
 */
export const isDeviceTokenShape = (value) =>
  typeof value === 'string' &&
  value.length <= DEVICE_TOKEN_MAX_LENGTH &&
  /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(value);

/** `POST /device-code` 200: the code to type on the new device and when it stops working (ISO 8601). */
/** @typedef {{ code: string, expiresAt: string }} DeviceCodeAnswer */

/**
 * @param {string} code normalized
 * @param {number} expiresAtMs epoch milliseconds
 * @returns {{ status: number, body: DeviceCodeAnswer }}
 */
export const deviceCodeAnswer = (code, expiresAtMs) => ({
  status: 200,
  body: { code: formatDeviceCode(code), expiresAt: new Date(expiresAtMs).toISOString() },
});

/** @param {unknown} value @returns {value is DeviceCodeAnswer} */
export const isDeviceCodeAnswer = (value) =>
  typeof value === 'object' &&
  value !== null &&
  normalizeDeviceCode(/** @type {Record<string, unknown>} */ (value).code) !== null &&
  typeof (/** @type {Record<string, unknown>} */ (value).expiresAt) === 'string' &&
  !Number.isNaN(Date.parse(/** @type {Record<string, string>} */ (value).expiresAt));

/**
 * `POST /device-code`'s body: exactly `{}` (a POST, so a page cannot make a code with a plain link).
 * @param {unknown} body
 * @returns {{ ok: true } | { ok: false, error: string, fields: Record<string, string> }}
 */
export function checkDeviceCodeBody(body) {
  const isEmptyObject =
    typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0;
  return isEmptyObject ? { ok: true } : { ok: false, error: deviceMessages.codeBody, fields: {} };
}
