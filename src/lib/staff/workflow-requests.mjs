// @ts-check
/**
 * The first checks of each staff route in the n8n workflow, on the Webhook node's item
 * `{ headers, body }` (scripts/n8n/build-staff-workflow.mjs inlines this file into its Code nodes).
 * Each returns the item the route's If node reads: `ok: true` with what the next steps need, or
 * `ok: false` with the contract's answer, which goes straight to the Respond node.
 */
import {
  badRequestAnswer,
  bearerToken,
  checkAvailabilityBody,
  checkLoginBody,
  corsFor,
  originRefusedAnswer,
  sessionExpiredAnswer,
  staffBodyLimit,
} from './api-contract.mjs';
import { clientAddress } from './attempts.mjs';
import { checkRequestHeaders } from '../request-limits.mjs';
import { checkSessionClaims } from './token-claims.mjs';

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
 * @returns {Refused | { ok: true, address: string, at: number, password: string, deviceToken: string | null,
 *   code: string | null }}
 */
export function readLoginRequest(request, { siteOrigin, addressHeader, now }) {
  const headers = request.headers || {};
  const refused = refusedOrigin('login', headers, siteOrigin);
  if (refused) return refused;
  const checked = checkLoginBody(request.body);
  if (!checked.ok) return { ok: false, ...badRequestAnswer(checked) };
  const address = clientAddress(headers, addressHeader) || '';
  const { password, deviceToken, code } = checked;
  return { ok: true, address, at: now.getTime(), password, deviceToken, code };
}

/**
 * A route's first check, on its headers alone (the Webhook node's item with its body left out, so a
 * hostile body never reaches a Code node): the contract's 413 or 415, or `ok`.
 * @param {StaffRoute} route
 * @param {WebhookRequest} request
 * @returns {Refused | { ok: true }}
 */
export function checkRouteHeaders(route, request) {
  const checked = checkRequestHeaders(/** @type {Record<string, unknown>} */ (request.headers), staffBodyLimit(route));
  return checked.ok ? { ok: true } : { ok: false, status: checked.status, body: checked.body };
}

/**
 * @typedef {'dashboard' | 'availability' | 'bookings' | 'bookingStatus' | 'deviceCode'} TokenRoute
 * The routes that need a session token.
 */

/**
 * The routes with a token, on the request's headers alone: their size and type, the origin, then a
 * bearer token for the JWT node.
 * @param {TokenRoute} route
 * @param {WebhookRequest} request
 * @param {string} siteOrigin
 * @returns {Refused | { ok: true, token: string }}
 */
export function readTokenRequest(route, request, siteOrigin) {
  const headers = request.headers || {};
  const limited = checkRouteHeaders(route, request);
  if (!limited.ok) return limited;
  const refused = refusedOrigin(route, headers, siteOrigin);
  if (refused) return refused;
  const token = bearerToken(headers.authorization);
  return token ? { ok: true, token } : { ok: false, ...sessionExpiredAnswer };
}

/**
 * `POST /availability` once the JWT node has verified the token's signature: its claims
 * (./token-claims.mjs: n8n's node takes a token without `exp`), then the body.
 * @param {unknown} claims the JWT node's verified payload
 * @param {unknown} body the webhook's body
 * @param {Date} now
 * @returns {Refused | { ok: true, agentId: string, isAvailable: boolean }}
 */
export function checkAvailabilityRequest(claims, body, now) {
  if (!checkSessionClaims(claims, now).ok) return { ok: false, ...sessionExpiredAnswer };
  const checked = checkAvailabilityBody(body);
  if (!checked.ok) return { ok: false, ...badRequestAnswer(checked) };
  return { ok: true, agentId: checked.id, isAvailable: checked.isAvailable };
}
