import { decodeLoginLock, type LoginLockState } from '../../lib/staff/login-lock';

/**
 * Session storage for the panel: the login lasts until the tab closes, and the lock survives a
 * reload so reloading is not a way around it. Storage can throw (privacy modes, full quota); the
 * panel then simply forgets, which errs on the side of logging out.
 */
const SESSION_KEY = 'fynbo:staff-session';
const LOCK_KEY = 'fynbo:staff-lock';

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Nothing to do: without storage the state lives only as long as the page.
  }
}

/**
 * The session remembers which hash it logged in against, so a new password (a rebuild with a new
 * hash) ends every open session. This is not a secret: the hash is in the page anyway.
 */
export function hasStaffSession(passwordHash: string): boolean {
  return read(SESSION_KEY) === passwordHash;
}

export function startStaffSession(passwordHash: string): void {
  write(SESSION_KEY, passwordHash);
}

export function endStaffSession(): void {
  write(SESSION_KEY, null);
}

export function readLoginLock(): LoginLockState {
  return decodeLoginLock(read(LOCK_KEY));
}

export function saveLoginLock(lock: LoginLockState): void {
  write(LOCK_KEY, JSON.stringify(lock));
}
