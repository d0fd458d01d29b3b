/**
 * Browser storage for the staff panel's session. The login lasts until the tab closes (session
 * storage), and `Log ud` in one tab ends it in every tab. Storage can throw (privacy modes, full
 * quota); the session then simply ends, which errs on the side of logging out. The login lock is
 * the staff API's alone.
 */
/** The staff API's token and its expiry, for this tab only. */
const TOKEN_KEY = 'fynbo:staff-token';
const LOGOUT_CHANNEL = 'fynbo:staff-logout';

type Area = 'sessionStorage';

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

/** The stored token, unless it has expired (the server would refuse it anyway). */
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

/** Keeps the token for this tab only (session storage), never in a cookie or the URL. */
export function saveStaffToken(token: string, expiresAt: string): void {
  write('sessionStorage', TOKEN_KEY, JSON.stringify({ token, expiresAt }));
}

/** Forgets the token, e.g. when the server said it has expired. */
export function clearStaffToken(): void {
  write('sessionStorage', TOKEN_KEY, null);
}

/** Ends the session here and tells the panel's other tabs to end theirs. */
export function endStaffSession(): void {
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
    clearStaffToken();
    onEnded();
  };
  return () => channel.close();
}
