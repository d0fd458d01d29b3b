/** What the login gate shows for each refused login (src/stores/staff-login.ts, docs/product.md#staff-login). */
import { beforeEach, describe, expect, it } from 'vitest';
import { staffMessages, tooManyAttemptsMessage } from '../../../src/lib/staff/api-contract.mjs';
import { deviceMessages } from '../../../src/lib/staff/device-contract.mjs';
import { $login, idleLogin, loginRefused, offerDeviceCode } from '../../../src/stores/staff-login';

const noCode = { code: '' };
const paused = {
  ok: false,
  kind: 'too-many-attempts',
  message: tooManyAttemptsMessage(60),
  retryAfterSeconds: 60,
} as const;

beforeEach(() => $login.set(idleLogin));

describe('a refused login on the gate', () => {
  it('shows a wrong password with the attempts left', () => {
    const state = loginRefused(
      { ok: false, kind: 'wrong-password', message: staffMessages.wrongPassword, attemptsLeft: 1 },
      noCode,
    );
    expect(state.error).toEqual({ text: 'Forkert adgangskode', detail: 'ét forsøg tilbage' });
    expect(state.codeOffered).toBe(false);
  });

  it('offers the one-time code after a pause, which a new device or one the server no longer knows meets', () => {
    expect(loginRefused(paused, noCode)).toMatchObject({ codeOffered: true, error: { text: paused.message } });
  });

  it('keeps the code field once the employee asked for it', () => {
    offerDeviceCode();
    const wrong = { ok: false, kind: 'wrong-password', message: staffMessages.wrongPassword, attemptsLeft: 3 } as const;
    expect(loginRefused(wrong, noCode).codeOffered).toBe(true);
  });

  it('puts an unknown code and a code of the wrong form beside the code field, not the password', () => {
    const unknown = loginRefused(
      { ok: false, kind: 'refused', message: deviceMessages.codeUnknown },
      { code: 'ABCD-EFGH' },
    );
    expect(unknown).toEqual({ checking: false, error: null, codeOffered: true, codeError: deviceMessages.codeUnknown });
    const form = loginRefused(
      { ok: false, kind: 'refused', message: 'Ugyldig forespørgsel.', fields: { code: deviceMessages.codeFormat } },
      { code: 'ABCD' },
    );
    expect(form.codeError).toBe(deviceMessages.codeFormat);
  });

  it("names what is wrong with the password from the 400's fields", () => {
    const state = loginRefused(
      {
        ok: false,
        kind: 'refused',
        message: 'Ugyldig forespørgsel.',
        fields: { password: staffMessages.passwordCharacters },
      },
      noCode,
    );
    expect(state.error).toEqual({ text: staffMessages.passwordCharacters, detail: null });
  });
});
