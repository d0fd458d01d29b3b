/**
 * The browser's side of the staff API (src/lib/staff/api-contract.mjs): a thin fetch wrapper for the
 * staff panel and the demo. Every answer is checked against the contract's shapes, so a wrong shape
 * never reaches the screen; every failure becomes one of a few kinds with a Danish sentence to show.
 * The base URL comes from the page (`PUBLIC_STAFF_API_URL`); tokens travel only in the
 * `Authorization` header.
 */
import {
  isAgentsAnswer,
  isAvailabilityAnswer,
  isDashboardAnswer,
  isErrorAnswer,
  isLoginAnswer,
  staffMessages,
  staffRoutes,
  tooManyAttemptsMessage,
  type DashboardAnswer,
  type LoginAnswer,
  type PublicAgent,
  type StaffRoute,
} from './api-contract.mjs';
import { isDeviceCodeAnswer, type DeviceCodeAnswer } from './device-contract.mjs';
import type { BookingsAnswer } from './bookings-contract.mjs';
import type { BookingStatus } from '../booking/records.mjs';

/** Shown when the API did not answer at all, or answered something it should not. */
export const unreachableMessage = 'Personale-API’et svarer ikke lige nu. Prøv igen om lidt.';

export type StaffApiFailure =
  /** A missing, forged or expired token: back to the gate with `staffMessages.sessionExpired`. */
  | { ok: false; kind: 'session-expired'; message: string }
  | { ok: false; kind: 'wrong-password'; message: string; attemptsLeft: number }
  | { ok: false; kind: 'too-many-attempts'; message: string; retryAfterSeconds: number }
  /** The API answered with an error of its own (400, 404, 503 …); a 400 names the fields it refused. */
  | { ok: false; kind: 'refused'; message: string; fields?: Record<string, string> }
  /** No answer, a time-out, or an answer of the wrong shape. */
  | { ok: false; kind: 'unreachable'; message: string };

/** `POST /booking-status`'s yes: the status as stored (`slettet`: the row is gone). */
export interface BookingStatusAnswer {
  bookingId: string;
  status: BookingStatus;
}

export type StaffApiResult<T> = { ok: true; value: T } | StaffApiFailure;

/** What a login sends beside the password: the device token the last login gave, a one-time code. */
export interface LoginDevice {
  deviceToken?: string | null;
  code?: string;
}

/** `POST /login`'s body: the password, and the device token and code only when there are any. */
export function loginBody(password: string, { deviceToken, code }: LoginDevice = {}) {
  return {
    password,
    ...(deviceToken ? { deviceToken } : {}),
    ...(code?.trim() ? { code: code.trim() } : {}),
  };
}

export interface StaffApiClient {
  login(password: string, device?: LoginDevice): Promise<StaffApiResult<LoginAnswer>>;
  /** A one-time code for a new device, for 10 minutes (`POST /device-code`). */
  deviceCode(token: string): Promise<StaffApiResult<DeviceCodeAnswer>>;
  dashboard(token: string): Promise<StaffApiResult<DashboardAnswer>>;
  setAvailability(token: string, id: string, isAvailable: boolean): Promise<StaffApiResult<PublicAgent>>;
  /** One page of the kept requests, newest first (`page` from 1). */
  bookings(token: string, page: number): Promise<StaffApiResult<BookingsAnswer>>;
  /** Moves a request along; `slettet` erases it on the server. */
  setBookingStatus(
    token: string,
    bookingId: string,
    status: BookingStatus,
  ): Promise<StaffApiResult<BookingStatusAnswer>>;
}

/**
 * The booking answers' checks arrive with the first booking call: the demo loads this module for
 * `askAgentAvailable`, and must not carry the booking contract and the calendar it shares with the form.
 */
const bookingChecks = () => import('./bookings-contract.mjs');

const fieldErrors = (body: object): Record<string, string> | null => {
  const { fields } = body as { fields?: unknown };
  if (typeof fields !== 'object' || fields === null) return null;
  const named = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return named.length > 0 ? Object.fromEntries(named) : null;
};

const numberField = (body: unknown, key: string): number | null => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
};

/**
 * A client for the staff API at `baseUrl` (no trailing slash).
 * @param fetcher injectable for tests; the browser's `fetch` otherwise
 */
export function createStaffApiClient(
  baseUrl: string,
  fetcher: typeof fetch = (...args) => fetch(...args),
): StaffApiClient {
  async function call<T>(
    route: StaffRoute,
    isAnswer: (value: unknown) => value is T,
    { token, body, query = '' }: { token?: string; body?: unknown; query?: string } = {},
  ): Promise<StaffApiResult<T>> {
    const { method, path } = staffRoutes[route];
    const headers: Record<string, string> = {};
    if (token !== undefined) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let status: number;
    let answer: unknown;
    try {
      const response = await fetcher(`${baseUrl}${path}${query}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        // The token is the only credential: no cookies go along, and none come back.
        credentials: 'omit',
        cache: 'no-store',
      });
      status = response.status;
      answer = await response.json();
    } catch {
      return { ok: false, kind: 'unreachable', message: unreachableMessage };
    }
    if (status === 200 && isAnswer(answer)) return { ok: true, value: answer };
    if (status === 401 && staffRoutes[route].token) {
      return { ok: false, kind: 'session-expired', message: staffMessages.sessionExpired };
    }
    // A login's 401 without attempts left is no wrong password: a one-time code the server does not know.
    const attemptsLeft = numberField(answer, 'attemptsLeft');
    if (status === 401 && route === 'login' && attemptsLeft !== null) {
      return { ok: false, kind: 'wrong-password', message: staffMessages.wrongPassword, attemptsLeft };
    }
    if (status === 429) {
      const retryAfterSeconds = numberField(answer, 'retryAfterSeconds') ?? 60;
      return {
        ok: false,
        kind: 'too-many-attempts',
        message: tooManyAttemptsMessage(retryAfterSeconds),
        retryAfterSeconds,
      };
    }
    if (status >= 400 && status < 600 && status !== 502 && status !== 504 && isErrorAnswer(answer)) {
      const fields = fieldErrors(answer);
      return { ok: false, kind: 'refused', message: answer.error, ...(fields ? { fields } : {}) };
    }
    return { ok: false, kind: 'unreachable', message: unreachableMessage };
  }

  async function withBookingChecks<T>(
    ask: (checks: Awaited<ReturnType<typeof bookingChecks>>) => Promise<StaffApiResult<T>>,
  ): Promise<StaffApiResult<T>> {
    let checks;
    try {
      checks = await bookingChecks();
    } catch {
      // The checks' own file did not load (the connection dropped): as good as no answer.
      return { ok: false, kind: 'unreachable', message: unreachableMessage };
    }
    return ask(checks);
  }

  return {
    login: (password, device) => call('login', isLoginAnswer, { body: loginBody(password, device) }),
    deviceCode: (token) => call('deviceCode', isDeviceCodeAnswer, { token, body: {} }),
    dashboard: (token) => call('dashboard', isDashboardAnswer, { token }),
    setAvailability: (token, id, isAvailable) =>
      call('availability', isAvailabilityAnswer, { token, body: { id, isAvailable } }),
    bookings: (token, page) =>
      withBookingChecks(({ isBookingsAnswer }) =>
        call('bookings', isBookingsAnswer, { token, query: `?page=${page}` }),
      ),
    setBookingStatus: (token, bookingId, status) =>
      withBookingChecks(({ isBookingStatusAnswer }) =>
        call('bookingStatus', isBookingStatusAnswer, { token, body: { bookingId, status } }),
      ),
  };
}

/**
 * Whether the agent named `agentName` takes calls, by `GET /agents` at `baseUrl`, waiting at most
 * `waitMs`. Null when the API gave no usable answer in time (the caller then uses its configured
 * default); an agent the answer does not name counts as unavailable. Apart from the client above, so
 * the demo's JavaScript carries only this one route.
 */
export async function askAgentAvailable(
  baseUrl: string,
  agentName: string,
  waitMs: number,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<boolean | null> {
  const { method, path } = staffRoutes.agents;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), waitMs);
  try {
    const response = await fetcher(`${baseUrl}${path}`, {
      method,
      headers: {},
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
    const answer: unknown = await response.json();
    if (response.status !== 200 || !isAgentsAnswer(answer)) return null;
    const wanted = agentName.trim().toLocaleLowerCase('da-DK');
    return answer.find((agent) => agent.name.toLocaleLowerCase('da-DK') === wanted)?.isAvailable ?? false;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The device token, kept in this browser (local storage, never a cookie) from one login to the next
 * so the server knows the device (src/lib/staff/device-contract.mjs). `Log ud` keeps it; `Glem denne
 * enhed` forgets it. Storage can throw (privacy modes): the device is then simply unknown.
 */
const DEVICE_KEY = 'fynbo:staff-device';

/** The kept device token, unless it has expired. */
export function readDeviceToken(now = Date.now()): string | null {
  try {
    const stored = window.localStorage.getItem(DEVICE_KEY);
    if (stored === null) return null;
    const { deviceToken, deviceExpiresAt } = JSON.parse(stored) as Record<string, unknown>;
    const valid = typeof deviceToken === 'string' && typeof deviceExpiresAt === 'string';
    return valid && Date.parse(deviceExpiresAt) > now ? deviceToken : null;
  } catch {
    return null;
  }
}

/** Keeps the device token a login answered with, in place of the one before (a backend may issue none). */
export function rememberDeviceToken({ deviceToken, deviceExpiresAt }: LoginAnswer): void {
  if (!deviceToken || !deviceExpiresAt) return;
  try {
    window.localStorage.setItem(DEVICE_KEY, JSON.stringify({ deviceToken, deviceExpiresAt }));
  } catch {
    // Without storage the next login is an unknown device's, as on a new browser.
  }
}

/** `Glem denne enhed`: the next login is an unknown device's. */
export function forgetDeviceToken(): void {
  try {
    window.localStorage.removeItem(DEVICE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
