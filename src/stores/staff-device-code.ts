/**
 * A one-time code for a new device, asked for on the dashboard (`POST /device-code`,
 * docs/product.md#staff-login): the employee reads it to a colleague, who types it on the new
 * device's gate within 10 minutes. The code is shown until the session ends.
 */
import { atom } from 'nanostores';
import type { DeviceCodeAnswer } from '../lib/staff/device-contract.mjs';
import { $staffSession, sessionExpired, staffConnection } from './staff';

export interface NewDeviceCodeState {
  asking: boolean;
  /** The code and until when it works, as the server made them. */
  answer: DeviceCodeAnswer | null;
  /** Why no code came: the Danish sentence to show. */
  error: string | null;
}

const noCode: NewDeviceCodeState = { asking: false, answer: null, error: null };

export const $newDeviceCode = atom<NewDeviceCodeState>(noCode);

/** Asks the server for a new code; a refused token ends the session. */
export async function askNewDeviceCode(): Promise<void> {
  const connection = staffConnection();
  if (!connection || $newDeviceCode.get().asking) return;
  $newDeviceCode.set({ asking: true, answer: null, error: null });
  const result = await connection.client.deviceCode(connection.token);
  // A logout while the answer travelled: the code is not for the next person at this screen.
  if ($staffSession.get().token !== connection.token) return;
  if (result.ok) $newDeviceCode.set({ asking: false, answer: result.value, error: null });
  else if (result.kind === 'session-expired') sessionExpired();
  else $newDeviceCode.set({ asking: false, answer: null, error: `Kunne ikke lave en engangskode: ${result.message}` });
}

$staffSession.listen(({ token }) => {
  if (token === null) $newDeviceCode.set(noCode);
});
