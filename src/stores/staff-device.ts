/**
 * This browser as a known device of the staff API (docs/product.md#staff-login). Every login keeps
 * the device token it answered with in local storage (src/lib/staff/api-client.ts) and sends it with
 * the next login, so a guesser who keeps the login paused for everyone else cannot keep this browser
 * out. `Log ud` keeps it; `Glem denne enhed` forgets it, after which the next login here is a new
 * device's.
 */
import { atom } from 'nanostores';
import { forgetDeviceToken, readDeviceToken, rememberDeviceToken } from '../lib/staff/api-client';
import type { LoginAnswer } from '../lib/staff/api-contract.mjs';

export interface KnownDevice {
  /** A device token is kept here; false in the server render, before local storage is read. */
  known: boolean;
  /** The employee just pressed `Glem denne enhed`: the gate says it is done. */
  forgotten: boolean;
}

export const $knownDevice = atom<KnownDevice>({ known: false, forgotten: false });

/** Reads what this browser keeps, when the panel opens. */
export function readKnownDevice(): void {
  $knownDevice.set({ known: readDeviceToken() !== null, forgotten: false });
}

/** The kept device token for the next login, or null; the gate follows what storage holds. */
export function deviceTokenForLogin(): string | null {
  const deviceToken = readDeviceToken();
  if ($knownDevice.get().known !== (deviceToken !== null))
    $knownDevice.set({ known: deviceToken !== null, forgotten: false });
  return deviceToken;
}

/** Keeps the device token of a successful login in place of the one before. */
export function keepDevice(answer: LoginAnswer): void {
  rememberDeviceToken(answer);
  $knownDevice.set({ known: readDeviceToken() !== null, forgotten: false });
}

/**
 * Forgets the device token: `Glem denne enhed` (`byVisitor`), or a token the server could not read
 * at all, which the login then simply goes on without.
 */
export function forgetThisDevice(byVisitor: boolean): void {
  forgetDeviceToken();
  $knownDevice.set({ known: false, forgotten: byVisitor });
}
