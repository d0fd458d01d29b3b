// @ts-check
/**
 * The local staff API's HTTP side (scripts/local-backend/staff-api.mjs wires its parts): what n8n's Webhook nodes
 * and the proxy in front of n8n do (the route, its method, CORS and the preflight, the client's
 * address in the proxy's header, the body read within the route's limit), then the route's program
 * run by ./local-staff-run.mjs, the same steps in the same order as the n8n workflow's nodes, and its
 * answer sent with the contract's JSON and headers (`Cache-Control` by `cacheControlFor`).
 */
import {
  badRequestAnswer,
  cacheControlFor,
  corsFor,
  originRefusedAnswer,
  routeForPath,
  staffBodyLimit,
  staffMessages,
  staffRoutes,
} from '../../src/lib/staff/api-contract.mjs';
import { readJsonBody, refusedBodyHeaders } from './json-body.mjs';
import { runStaffRoute } from './staff-run.mjs';

const HOST = '127.0.0.1';
const PROVIDER_PATH = '/provider/call';
const CONTROL_PATH = '/__control';
/** The test controls take a list of provider calls, larger than any contract's body. */
const CONTROL_MAX_BODY_BYTES = 1024 * 1024;

/** @typedef {import('../../src/lib/staff/api-contract.mjs').StaffAnswer} StaffAnswer */
/** An answer that leaves the request's body unread. @typedef {StaffAnswer & { refused?: boolean }} RouteAnswer */

/**
 * @typedef {object} StaffParts
 * @property {string} basePath
 * @property {string} siteOrigin
 * @property {string} addressHeader
 * @property {ReturnType<typeof import('./staff-store.mjs').createStaffStore>} store
 * @property {ReturnType<typeof import('./staff-figures.mjs').createFigures>} figures
 * @property {() => string} tokenSecret
 * @property {() => Date} clock
 * @property {import('../../src/lib/staff/attempts.mjs').LoginLimits | undefined} limits
 * @property {() => string} providerBase the provider's base URL now; '' when not connected
 * @property {string} providerKey
 * @property {(node: string) => void} onStep
 * @property {((body: unknown) => Promise<StaffAnswer>) | null} control the test controls; null when off
 * @property {(line: string) => void} log
 */

/** @param {StaffParts} parts */
export function createStaffRoutes({
  basePath,
  siteOrigin,
  addressHeader,
  store,
  figures,
  tokenSecret,
  clock,
  limits,
  providerBase,
  providerKey,
  onStep,
  control,
  log,
}) {
  /**
   * A route's answer once its method has passed: its program's.
   * @param {import('../../src/lib/staff/api-contract.mjs').StaffRoute} route
   * @param {import('node:http').IncomingMessage} request
   * @param {URL} url
   * @returns {Promise<RouteAnswer>}
   */
  async function routeAnswer(route, request, url) {
    /** @type {Record<string, unknown>} */
    const headers = { ...request.headers };
    // The proxy in front of n8n sets the client's address; locally nothing sits in front, so the socket's stands in.
    if (headers[addressHeader] === undefined) headers[addressHeader] = request.socket.remoteAddress;
    const base = providerBase();
    const result = await runStaffRoute(route, {
      request: { headers, query: Object.fromEntries(url.searchParams) },
      readBody: () => readJsonBody(request, staffBodyLimit(route)),
      store: store.operations,
      tokenSecret: tokenSecret(),
      provider: base && providerKey ? { baseUrl: base, key: providerKey } : null,
      settings: { siteOrigin, addressHeader },
      cache: figures.cache,
      now: clock(),
      limits,
      onStep,
    });
    if (result.kind === 'body') {
      const { read } = result;
      if (read.kind === 'refused') return { status: read.status, body: read.body, refused: true };
      return badRequestAnswer({ error: staffMessages.invalidJson, fields: {} });
    }
    const { answer } = result;
    if (
      route === 'login' &&
      answer.status === 401 &&
      answer.body &&
      typeof answer.body === 'object' &&
      'attemptsLeft' in answer.body
    ) {
      log(`Staff-login: forkert adgangskode fra ${String(headers[addressHeader] ?? 'ukendt adresse')}`);
    }
    // An answer before the body was read: a refused one closes the connection, any other drains it.
    if (!result.bodyRead && staffRoutes[route].method === 'POST' && (answer.status === 413 || answer.status === 415)) {
      return { ...answer, refused: true };
    }
    if (!result.bodyRead) request.resume();
    return answer;
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
    // The origin, the headers and the token are the program's first steps, as in the workflow.
    send(await routeAnswer(route, request, url), cors.headers);
    return true;
  }

  return { handle };
}
