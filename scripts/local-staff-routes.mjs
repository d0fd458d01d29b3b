// @ts-check
/**
 * The local staff API's HTTP side (scripts/staff-api.mjs wires its parts): each request under the
 * base path checked in the order the n8n workflow checks it, the route, its method, its headers
 * (src/lib/request-limits.mjs), the origin, the token, then the body, and answered with the
 * contract's JSON and headers (`Cache-Control` by `cacheControlFor`).
 */
import {
  agentsAnswer,
  badRequestAnswer,
  bearerToken,
  cacheControlFor,
  checkAvailabilityBody,
  corsFor,
  originRefusedAnswer,
  publicAgent,
  routeForPath,
  sessionExpiredAnswer,
  staffBodyLimit,
  staffMessages,
  staffRoutes,
  unknownAgentAnswer,
} from '../src/lib/staff/api-contract.mjs';
import { clientAddress } from '../src/lib/staff/attempts.mjs';
import { dashboardAnswer } from '../src/lib/staff/call-figures.mjs';
import { checkRequestHeaders } from '../src/lib/request-limits.mjs';
import { readJsonBody, refusedBodyHeaders } from './local-json-body.mjs';
import { changeBookingStatus, listBookings } from './local-staff-bookings.mjs';

const HOST = '127.0.0.1';
const PROVIDER_PATH = '/provider/call';
const CONTROL_PATH = '/__control';
/** The test controls take a list of provider calls, larger than any contract's body. */
const CONTROL_MAX_BODY_BYTES = 1024 * 1024;

/** @typedef {import('../src/lib/staff/api-contract.mjs').StoredAgent} StoredAgent */
/** @typedef {import('../src/lib/staff/api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {import('../src/lib/staff/api-contract.mjs').StaffRoute} StaffRoute */
/** An answer that leaves the request's body unread. @typedef {StaffAnswer & { refused?: boolean }} RouteAnswer */

/**
 * @typedef {object} StaffParts
 * @property {string} basePath
 * @property {string} siteOrigin
 * @property {string} addressHeader
 * @property {ReturnType<typeof import('./local-staff-login.mjs').createStaffLogin>} staffLogin
 * @property {ReturnType<typeof import('./local-staff-availability.mjs').createAvailability>} availability
 * @property {ReturnType<typeof import('./local-staff-figures.mjs').createFigures>} figures
 * @property {import('./local-booking-desk.mjs').BookingDesk} desk
 * @property {() => string} providerBase the provider's base URL now; '' when not connected
 * @property {string} providerKey
 * @property {((body: unknown) => Promise<StaffAnswer>) | null} control the test controls; null when off
 * @property {(line: string) => void} log
 */

/** @param {StaffParts} parts */
export function createStaffRoutes({
  basePath,
  siteOrigin,
  addressHeader,
  staffLogin,
  availability,
  figures,
  desk,
  providerBase,
  providerKey,
  control,
  log,
}) {
  /**
   * A route's answer once the method, the headers, the origin and the token have passed.
   * @param {StaffRoute} route
   * @param {import('node:http').IncomingMessage} request
   * @param {URL} url
   * @returns {Promise<RouteAnswer>}
   */
  async function routeAnswer(route, request, url) {
    if (staffRoutes[route].method === 'GET') {
      request.resume();
      if (route === 'agents') return agentsAnswer(availability.agents());
      if (route === 'bookings') return listBookings(desk, url);
      const reading = await figures.read(providerBase(), providerKey, availability.agents());
      return { status: 200, body: dashboardAnswer(availability.agents(), reading) };
    }
    const read = await readJsonBody(request, staffBodyLimit(route));
    if (read.kind === 'refused') return { status: read.status, body: read.body, refused: true };
    if (read.kind === 'malformed') return badRequestAnswer({ error: staffMessages.invalidJson, fields: {} });
    if (route === 'bookingStatus') return changeBookingStatus(desk, read.body, log);
    if (route === 'deviceCode') return staffLogin.deviceCode(read.body);
    if (route === 'login') {
      const address =
        clientAddress(/** @type {Record<string, unknown>} */ (request.headers), addressHeader) ??
        clientAddress({ socket: request.socket.remoteAddress }, 'socket');
      return staffLogin.login(read.body, address);
    }
    const checked = checkAvailabilityBody(read.body);
    if (!checked.ok) return badRequestAnswer(checked);
    if (!availability.isKnown(checked.id)) return unknownAgentAnswer;
    availability.set(checked.id, checked.isAvailable);
    log(`Staff-API: ${checked.id} er nu ${checked.isAvailable ? 'tilgængelig' : 'utilgængelig'}`);
    const stored = availability.agents().find((agent) => agent.id === checked.id);
    return { status: 200, body: publicAgent(/** @type {StoredAgent} */ (stored)) };
  }

  /**
   * Answers one request under the base path; returns false when the path is not the API's.
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function handle(request, response) {
    try {
      return await answerRequest(request, response);
    } catch (error) {
      // An unusable password hash, a full disk: a JSON 500, never a dropped connection.
      console.error(error);
      if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end(JSON.stringify({ error: staffMessages.serverError }));
      }
      return true;
    }
  }

  /**
   * @param {import('node:http').IncomingMessage} request
   * @param {import('node:http').ServerResponse} response
   */
  async function answerRequest(request, response) {
    const url = new URL(request.url ?? '/', `http://${HOST}`);
    if (!url.pathname.startsWith(`${basePath}/`)) return false;
    const rest = url.pathname.slice(basePath.length);
    const route = rest.split('/').length === 2 ? routeForPath(rest) : undefined;
    /** @param {RouteAnswer} answer @param {Record<string, string>} [headers] */
    const send = ({ status, body, refused }, headers = {}) => {
      if (response.writableEnded || response.destroyed) return;
      /** @type {Record<string, string>} */
      const extra = {
        'Cache-Control': cacheControlFor(route, status),
        ...headers,
        ...(refused ? refusedBodyHeaders : {}),
      };
      if (status === 429 && body && typeof body === 'object' && 'retryAfterSeconds' in body) {
        extra['Retry-After'] = String(body.retryAfterSeconds);
      }
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...extra });
      response.end(JSON.stringify(body));
    };

    if (rest === PROVIDER_PATH && request.method === 'GET') {
      request.resume();
      send(await figures.providerListCalls(url, request));
      return true;
    }
    if (rest === CONTROL_PATH && control && request.method === 'POST') {
      const read = await readJsonBody(request, CONTROL_MAX_BODY_BYTES);
      if (read.kind === 'body') send(await control(read.body));
      else if (read.kind === 'refused') send({ status: read.status, body: read.body, refused: true });
      else send(badRequestAnswer({ error: staffMessages.invalidJson, fields: {} }));
      return true;
    }
    if (!route) {
      request.resume();
      send({ status: 404, body: { error: staffMessages.notFound } });
      return true;
    }
    const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
    const cors = corsFor(route, origin, siteOrigin);
    if (request.method === 'OPTIONS') {
      request.resume();
      if (!cors.allowed) send(originRefusedAnswer, cors.headers);
      else {
        response.writeHead(204, cors.headers);
        response.end();
      }
      return true;
    }
    const { method } = staffRoutes[route];
    if (request.method !== method) {
      send(
        { status: 405, body: { error: staffMessages.methodNotAllowed }, refused: true },
        { ...cors.headers, Allow: `${method}, OPTIONS` },
      );
      return true;
    }
    // The n8n workflow's first node after each Webhook node: the headers, before anything is read.
    const limits = checkRequestHeaders(request.headers, staffBodyLimit(route));
    if (!limits.ok) {
      send({ status: limits.status, body: limits.body, refused: true }, cors.headers);
      return true;
    }
    if (!cors.allowed) {
      request.resume();
      send(originRefusedAnswer, cors.headers);
      return true;
    }
    if (staffRoutes[route].token && !(await staffLogin.isSession(bearerToken(request.headers.authorization) ?? ''))) {
      request.resume();
      send(sessionExpiredAnswer, cors.headers);
      return true;
    }
    send(await routeAnswer(route, request, url), cors.headers);
    return true;
  }

  return { handle };
}
