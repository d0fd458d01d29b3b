// @ts-check
/**
 * The first checks of each staff route in the n8n workflow, on the Webhook node's item
 * `{ headers, body }` (scripts/build-n8n-staff-workflow.mjs inlines this file into its Code nodes).
 * Each returns the item the route's If node reads: `ok: true` with what the next steps need, or
 * `ok: false` with the contract's answer, which goes straight to the Respond node.
 */
import {
  badRequestAnswer,
  bearerToken,
  checkAvailabilityBody,
  checkLoginBody,
  corsFor,
  hasStaffSubject,
  originRefusedAnswer,
  sessionExpiredAnswer,
} from './api-contract.mjs';
import { clientAddress } from './attempts.mjs';

/** @typedef {import('./api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {import('./api-contract.mjs').StaffRoute} StaffRoute */
/** @typedef {{ headers?: Record<string, unknown>, body?: unknown }} WebhookRequest the Webhook node's item */
/** @typedef {{ ok: false } & StaffAnswer} Refused */

/**
 * n8n's Allowed Origins only shape the CORS headers; this refuses the request itself.
 * @param {StaffRoute} route
 * @param {Record<string, unknown>} headers
 * @param {string} siteOrigin
 * @returns {Refused | null} null when the origin may use the route
 */
function refusedOrigin(route, headers, siteOrigin) {
  const origin = /** @type {string | undefined} */ (headers.origin);
  return corsFor(route, origin, siteOrigin).allowed ? null : { ok: false, ...originRefusedAnswer };
}

/**
 * `POST /login`: the origin, then the body. The client address comes from the one header the
 * deployer's proxy overwrites; without it (stored as '') only the global ceiling applies.
 * @param {WebhookRequest} request
 * @param {{ siteOrigin: string, addressHeader: string, now: Date }} settings
 * @returns {Refused | { ok: true, address: string, at: number, password: string }}
 */
export function readLoginRequest(request, { siteOrigin, addressHeader, now }) {
  const headers = request.headers || {};
  const refused = refusedOrigin('login', headers, siteOrigin);
  if (refused) return refused;
  const checked = checkLoginBody(request.body);
  if (!checked.ok) return { ok: false, ...badRequestAnswer(checked) };
  const address = clientAddress(headers, addressHeader) || '';
  return { ok: true, address, at: now.getTime(), password: checked.password };
}

/** The routes that need a token. @typedef {'dashboard' | 'availability' | 'bookings' | 'bookingStatus'} TokenRoute */

/**
 * The routes with a token: the origin, then a bearer token for the JWT node.
 * @param {TokenRoute} route
 * @param {WebhookRequest} request
 * @param {string} siteOrigin
 * @returns {Refused | { ok: true, token: string }}
 */
export function readTokenRequest(route, request, siteOrigin) {
  const headers = request.headers || {};
  const refused = refusedOrigin(route, headers, siteOrigin);
  if (refused) return refused;
  const token = bearerToken(headers.authorization);
  return token ? { ok: true, token } : { ok: false, ...sessionExpiredAnswer };
}

/**
 * `POST /availability` once the JWT node has verified the token: its subject, then the body.
 * @param {unknown} claims the JWT node's verified payload
 * @param {unknown} body the webhook's body
 * @returns {Refused | { ok: true, agentId: string, isAvailable: boolean }}
 */
export function checkAvailabilityRequest(claims, body) {
  if (!hasStaffSubject(claims)) return { ok: false, ...sessionExpiredAnswer };
  const checked = checkAvailabilityBody(body);
  if (!checked.ok) return { ok: false, ...badRequestAnswer(checked) };
  return { ok: true, agentId: checked.id, isAvailable: checked.isAvailable };
}
