// @ts-check
/**
 * The check a backend makes on a request's headers before it reads the body: each contract names
 * its largest body (`BOOKING_MAX_BODY_BYTES`, `STAFF_MAX_BODY_BYTES`), and a request that cannot be
 * measured against it, or is larger, or is not plain JSON, is answered at once.
 *
 * Why headers only: n8n parses a body before any node runs, and no node can measure how deeply it
 * nests. A JSON text of N bytes nests at most N/2 levels, so a bound on the bytes bounds the depth
 * far below where n8n's hand-over to its task runner overflows (about 4,000 levels). A
 * `Content-Encoding` is refused because n8n unzips before its own limit; a type other than JSON
 * because n8n writes such bodies to a temporary file with no limit at all. The n8n workflows run
 * this in a Code node right after each Webhook node; the local backend runs it before reading.
 * Dependency-free, so scripts/n8n/code-node.mjs can bundle it into a Code node.
 */

/** The Danish errors of the 413 and 415 answers; every contract answers `{ error }` with them. */
export const requestLimitMessages = /** @type {const} */ ({
  noLength: 'Forespørgslen skal sendes med sin længde (Content-Length).',
  notJson: 'Forespørgslen skal være JSON (Content-Type: application/json).',
  encoded: 'Forespørgslen må ikke være pakket (Content-Encoding).',
  noBodyExpected: 'Denne forespørgsel skal sendes uden indhold.',
});

/**
 * The 413 error for a body larger than `maxBytes`.
 * @param {number} maxBytes
 */
export const tooLargeMessage = (maxBytes) => `Forespørgslen er for stor: højst ${maxBytes} byte.`;

/**
 * @typedef {{ ok: true } | { ok: false, status: 413 | 415, body: { error: string } }} HeaderCheck
 */

/**
 * @param {Record<string, unknown> | undefined} headers
 * @param {string} name lower case
 * @returns {string | undefined} the header's value; a repeated header counts as present
 */
function header(headers, name) {
  const value = headers?.[name];
  if (value === undefined || value === null) return undefined;
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** @param {413 | 415} status @param {string} error @returns {HeaderCheck} */
const refused = (status, error) => ({ ok: false, status, body: { error } });

/**
 * `application/json`, with no parameter but a UTF-8 charset.
 * @param {string | undefined} contentType
 */
export function isJsonContentType(contentType) {
  if (contentType === undefined) return false;
  const [type, ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  return type === 'application/json' && parameters.every((parameter) => /^charset="?utf-8"?$/.test(parameter));
}

/**
 * Checks a request's headers against its route's largest body. `maxBytes` 0 is a route without a
 * body (a GET): no length above 0, no chunked body, no encoding; its type is not read.
 * Otherwise: 415 for any `Content-Encoding` (`identity` too) or a type other than JSON, then 413 for a
 * missing or unreadable `Content-Length`, a `Transfer-Encoding` (a chunked body has no length up
 * front), or a length above `maxBytes`.
 * @param {Record<string, unknown> | undefined} headers the request's headers, names in lower case
 *   (as Node and n8n's Webhook node give them)
 * @param {number} maxBytes
 * @returns {HeaderCheck}
 */
export function checkRequestHeaders(headers, maxBytes) {
  const length = header(headers, 'content-length');
  const lengthIsNumber = length !== undefined && /^\d{1,15}$/.test(length.trim());
  const hasEncoding = header(headers, 'content-encoding') !== undefined;
  const isChunked = header(headers, 'transfer-encoding') !== undefined;
  if (maxBytes === 0) {
    if (hasEncoding || isChunked || (length !== undefined && (!lengthIsNumber || Number(length) > 0))) {
      return refused(413, requestLimitMessages.noBodyExpected);
    }
    return { ok: true };
  }
  if (hasEncoding) return refused(415, requestLimitMessages.encoded);
  if (!isJsonContentType(header(headers, 'content-type'))) return refused(415, requestLimitMessages.notJson);
  if (!lengthIsNumber || isChunked) return refused(413, requestLimitMessages.noLength);
  if (Number(length) > maxBytes) return refused(413, tooLargeMessage(maxBytes));
  return { ok: true };
}

/**
 * The bytes `JSON.stringify(value)` takes in UTF-8: what a client sends as the body.
 * @param {unknown} value
 */
export const jsonBodyBytes = (value) => new TextEncoder().encode(JSON.stringify(value)).length;
