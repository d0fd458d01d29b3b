/**
 * The login gate's state (docs/product.md#staff-login): the check in progress, the server's answer
 * to show, and the one-time code field. The login itself is `logIn` in ./staff.ts.
 */
import { atom } from 'nanostores';
import type { StaffApiFailure } from '../lib/staff/api-client';
import { deviceMessages } from '../lib/staff/device-contract.mjs';

export interface LoginState {
  checking: boolean;
  error: { text: string; detail: string | null } | null;
  /** The gate shows the one-time code field: asked for, or offered after a pause for a new device. */
  codeOffered: boolean;
  /** What is wrong with the typed one-time code, e.g. that the server knows no such code. */
  codeError: string | null;
}

export const idleLogin: LoginState = { checking: false, error: null, codeOffered: false, codeError: null };

export const $login = atom<LoginState>(idleLogin);

const attemptsLeftText = (left: number) => (left === 1 ? 'ét forsøg tilbage' : `${left} forsøg tilbage`);

/** `Jeg har en engangskode`: the gate shows the one-time code field. */
export function offerDeviceCode(): void {
  $login.set({ ...$login.get(), codeOffered: true });
}

/**
 * The gate after a refused login: an error about the code beside the code's field, every other one
 * with the password.
 * @param sent the code the login sent beside the password ('' for none)
 */
export function loginRefused(result: StaffApiFailure, sent: { code: string }): LoginState {
  const { codeOffered } = $login.get();
  const codeField = result.kind === 'refused' && sent.code ? (result.fields?.code ?? null) : null;
  if (codeField || (result.kind === 'refused' && result.message === deviceMessages.codeUnknown)) {
    return { checking: false, error: null, codeOffered: true, codeError: codeField ?? result.message };
  }
  const detail = result.kind === 'wrong-password' ? attemptsLeftText(result.attemptsLeft) : null;
  // A 400 names what is wrong with the password; its own `error` says only that the request was refused.
  const text = (result.kind === 'refused' && result.fields?.password) || result.message;
  // A code gets a new device past a pause, and so a kept token the server no longer knows (after a new
  // password): the browser cannot tell which pause it met, so any pause offers the field.
  const paused = result.kind === 'too-many-attempts';
  return { checking: false, error: { text, detail }, codeOffered: codeOffered || paused, codeError: null };
}
