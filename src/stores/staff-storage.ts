import { decodeLoginLock, type LoginLockState } from '../../lib/staff/login-lock';

/**
 * Browser storage for the panel. The login lasts until the tab closes (session storage), and
 * `Log ud` in one tab ends it in every tab. The login lock, with its expiry, is shared by every
 * tab of the browser (local storage), so neither a new tab nor clearing session storage lifts
 * it. Storage can throw (privacy modes, full quota); the session then simply ends, which errs on
 * the side of logging out, and the lock lives in the page that set it.
 */
const SESSION_KEY = 'fynbo:staff-session';
/** API mode: the staff API's token and its expiry, for this tab only. */
const TOKEN_KEY = 'fynbo:staff-token';
const LOCK_KEY = 'fynbo:staff-lock';
const LOGOUT_CHANNEL = 'fynbo:staff-logout';

type Area = 'sessionStorage' | 'localStorage';

function read(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

function write(area: Area, key: string, value: string | null): void {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    // Nothing to do: without storage the state lives only as long as the page.
  }
}

/**
 * The session remembers which hash it logged in against, so a new password (a rebuild with a new
 * hash) ends every open session. This is not a secret: the hash is in the page anyway.
 */
export function hasStaffSession(passwordHash: string): boolean {
  return read('sessionStorage', SESSION_KEY) === passwordHash;
}

export function startStaffSession(passwordHash: string): void {
  write('sessionStorage', SESSION_KEY, passwordHash);
}

/** API mode: the stored token, unless it has expired (the server would refuse it anyway). */
export function readStaffToken(now = Date.now()): string | null {
  const stored = read('sessionStorage', TOKEN_KEY);
  if (stored === null) return null;
  try {
    const { token, expiresAt } = JSON.parse(stored) as { token?: unknown; expiresAt?: unknown };
    return typeof token === 'string' && typeof expiresAt === 'string' && Date.parse(expiresAt) > now ? token : null;
  } catch {
    return null;
  }
}

/** API mode: keeps the token for this tab only (session storage), never in a cookie or the URL. */
export function saveStaffToken(token: string, expiresAt: string): void {
  write('sessionStorage', TOKEN_KEY, JSON.stringify({ token, expiresAt }));
}

/** API mode: forgets the token, e.g. when the server said it has expired. */
export function clearStaffToken(): void {
  write('sessionStorage', TOKEN_KEY, null);
}

/** Ends the session here and tells the panel's other tabs to end theirs. */
export function endStaffSession(): void {
  write('sessionStorage', SESSION_KEY, null);
  clearStaffToken();
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(LOGOUT_CHANNEL);
  channel.postMessage('logout');
  channel.close();
}

/** Calls `onEnded` when another tab logs out, after ending this tab's session too. */
export function onStaffSessionEndedElsewhere(onEnded: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(LOGOUT_CHANNEL);
  channel.onmessage = () => {
    write('sessionStorage', SESSION_KEY, null);
    clearStaffToken();
    onEnded();
  };
  return () => channel.close();
}

/** The lock as the browser's tabs keep it, or null when none is stored or storage is unavailable. */
export function readLoginLock(): LoginLockState | null {
  const stored = read('localStorage', LOCK_KEY);
  return stored === null ? null : decodeLoginLock(stored);
}

export function saveLoginLock(lock: LoginLockState): void {
  write('localStorage', LOCK_KEY, JSON.stringify(lock));
}

/** Calls `onChange` with the lock whenever another tab stores a new one. */
export function onLoginLockChange(onChange: (lock: LoginLockState) => void): () => void {
  const listener = (event: StorageEvent) => {
    const lock = event.key === LOCK_KEY ? readLoginLock() : null;
    if (lock) onChange(lock);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
