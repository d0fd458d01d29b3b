/**
 * The staff panel's state and actions (docs/product.md#staff-panel): the login (with this browser's
 * device token, ./staff-device.ts, and the gate's state in ./staff-login.ts), the session, the
 * dashboard's last reading from the staff API, each switch's save and the refresh while the
 * dashboard is open.
 * The components render these stores and call these actions; every decision is the server's, and
 * what the API answered is all the panel shows. `Bookinger` keeps its own in ./staff-bookings.ts, and
 * which of the two views is shown is ./staff-view.ts.
 */
import { atom, map } from 'nanostores';
import { staffMessages, type DashboardAgent, type DashboardAnswer } from '../lib/staff/api-contract.mjs';
import { createStaffApiClient, type StaffApiClient } from '../lib/staff/api-client';
import { deviceMessages, normalizeDeviceCode } from '../lib/staff/device-contract.mjs';
import { deviceTokenForLogin, forgetThisDevice, keepDevice, readKnownDevice } from './staff-device';
import { $login, idleLogin, loginRefused } from './staff-login';
import {
  clearStaffToken,
  endStaffSession,
  onStaffSessionEndedElsewhere,
  readStaffToken,
  saveStaffToken,
} from './staff-storage';
import { refreshWhileShown } from './staff-refresh';

export { $login, offerDeviceCode } from './staff-login';

/** `starting` is the server render and the first client render, before session storage is read. */
export type StaffView = 'starting' | 'not-set-up' | 'gate' | 'dashboard';

export interface StaffSession {
  view: StaffView;
  token: string | null;
  /** Why the employee is back at the gate, e.g. `Din session er udløbet. Log ind igen.` */
  notice: string | null;
  /** A login, logout or refused token moved the employee: focus follows. Opening the page does not. */
  byVisitor: boolean;
}

export interface DashboardState {
  answer: DashboardAnswer | null;
  /** The last reading failed: the Danish sentence to show, and the status tile says so. */
  problem: string | null;
}

/** A switch's save in progress or its outcome. */
export interface SwitchSave {
  /** The state asked for, shown while the server has not confirmed it. */
  wanted: boolean;
  saving: boolean;
  error: string | null;
}

const startingSession: StaffSession = { view: 'starting', token: null, notice: null, byVisitor: false };

export const $staffSession = atom<StaffSession>(startingSession);
export const $dashboard = atom<DashboardState>({ answer: null, problem: null });
export const $switchSaves = map<Record<string, SwitchSave>>({});

let client: StaffApiClient | null = null;
let stopListening: () => void = () => undefined;

/**
 * Connects the panel to the staff API at `apiUrl` ('' where the build has none: not set up) and
 * reads this tab's session. Called once by the island after hydration.
 * @param fetcher injectable for tests
 */
export function openStaffPanel(apiUrl: string, fetcher?: typeof fetch): void {
  stopListening();
  client = apiUrl ? createStaffApiClient(apiUrl, fetcher) : null;
  if (!client) {
    $staffSession.set({ ...startingSession, view: 'not-set-up' });
    return;
  }
  const token = readStaffToken();
  readKnownDevice();
  $login.set(idleLogin);
  $staffSession.set({ ...startingSession, view: token ? 'dashboard' : 'gate', token });
  // `Log ud` in any tab ends the session in all of them.
  stopListening = onStaffSessionEndedElsewhere(() => backToGate(null, false));
}

function backToGate(notice: string | null, byVisitor: boolean): void {
  const { view } = $staffSession.get();
  if (view !== 'dashboard' && view !== 'gate') return;
  $staffSession.set({ view: 'gate', token: null, notice, byVisitor: byVisitor || view === 'dashboard' });
  $login.set(idleLogin);
  $dashboard.set({ answer: null, problem: null });
  $switchSaves.set({});
}

/**
 * Sends the password with this browser's device token and the one-time code, if any; the server
 * decides, and its answer (or lock) is what the gate shows.
 */
export async function logIn(password: string, typedCode = ''): Promise<void> {
  if (!client || $staffSession.get().view !== 'gate' || $login.get().checking) return;
  const code = typedCode.trim();
  if (code && normalizeDeviceCode(code) === null) {
    $login.set({ ...$login.get(), error: null, codeError: deviceMessages.codeFormat });
    return;
  }
  $login.set({ ...$login.get(), checking: true, error: null, codeError: null });
  const deviceToken = deviceTokenForLogin();
  let result = await client.login(password, { deviceToken, code });
  if (!result.ok && result.kind === 'refused' && deviceToken && result.fields?.deviceToken) {
    // A token the server cannot read at all is no use to anyone: go on as a new device.
    forgetThisDevice(false);
    result = await client.login(password, { code });
  }
  if (result.ok) {
    saveStaffToken(result.value.token, result.value.expiresAt);
    keepDevice(result.value);
    $login.set(idleLogin);
    $staffSession.set({ view: 'dashboard', token: result.value.token, notice: null, byVisitor: true });
    return;
  }
  $login.set(loginRefused(result, { code }));
}

/** `Log ud`: ends the session in this tab and every other tab of the panel. */
export function logOut(): void {
  endStaffSession();
  backToGate(null, true);
}

/** The staff API and this tab's token, for the panel's other stores; null while nobody is logged in. */
export function staffConnection(): { client: StaffApiClient; token: string } | null {
  const { token } = $staffSession.get();
  return client && token ? { client, token } : null;
}

/** The server refused the token: back to the gate with `staffMessages.sessionExpired`. */
export function sessionExpired(): void {
  clearStaffToken();
  backToGate(staffMessages.sessionExpired, true);
}

/**
 * How many switch saves have ended: a dashboard read sent before a save ended may answer after it with the
 * switch as it was, so its answer is dropped (the save reads the dashboard again once it has ended).
 */
let savesEnded = 0;

/** Reads the dashboard once; a refused token ends the session. */
export async function refreshDashboard(): Promise<void> {
  const { token } = $staffSession.get();
  if (!client || !token) return;
  const savesBefore = savesEnded;
  const result = await client.dashboard(token);
  // A logout while the answer travelled: nothing to show any more.
  if ($staffSession.get().token !== token) return;
  // A save ended while the answer travelled: it may show the switch as it was before.
  if (result.ok && savesBefore !== savesEnded) return;
  if (result.ok) $dashboard.set({ answer: result.value, problem: null });
  else if (result.kind === 'session-expired') sessionExpired();
  else $dashboard.set({ ...$dashboard.get(), problem: result.message });
}

/** Switches an agent on or off on the server; shown as saved only with what the server stored. */
export async function toggleAgent(agent: DashboardAgent): Promise<void> {
  const { token } = $staffSession.get();
  if (!client || !token) return;
  const wanted = !agent.isAvailable;
  $switchSaves.setKey(agent.id, { wanted, saving: true, error: null });
  const result = await client.setAvailability(token, agent.id, wanted);
  savesEnded += 1;
  if (!result.ok && result.kind === 'session-expired') {
    sessionExpired();
    return;
  }
  if (result.ok) {
    const stored = result.value;
    const { answer } = $dashboard.get();
    if (answer) {
      const agents = answer.agents.map((a) => (a.id === stored.id ? { ...a, isAvailable: stored.isAvailable } : a));
      $dashboard.set({ ...$dashboard.get(), answer: { ...answer, agents } });
    }
    $switchSaves.setKey(agent.id, { wanted, saving: false, error: null });
  } else {
    const error = `Kunne ikke gemme valget for ${agent.name}: ${result.message}`;
    $switchSaves.setKey(agent.id, { wanted, saving: false, error });
  }
  // The server's state wins over a second tab or a slow answer.
  void refreshDashboard();
}

// While something shows the dashboard, it reads the API every 30 s (src/stores/staff-refresh.ts).
refreshWhileShown($dashboard, refreshDashboard, $staffSession);
