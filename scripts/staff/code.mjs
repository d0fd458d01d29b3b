#!/usr/bin/env node
// @ts-check
/**
 * Makes a one-time code that lets a new device into the staff panel for 10 minutes, even while a
 * guesser keeps the login's global ceiling busy (src/lib/staff/device-contract.mjs). For a deployer
 * with no logged-in browser at hand; the staff API's `POST /device-code` gives a logged-in employee one.
 *
 *   npm run --silent staff:code                       the local backend's (.local/staff-codes.json)
 *   npm run --silent staff:code -- --file <path>      another local backend's codes file
 *   npm run --silent staff:code -- --n8n              the row to insert into n8n's Data Table
 *                                                     staff_device_codes, which the staff workflow reads
 *
 * The code is printed once and stored only as its digest; type it on the new device's login.
 */
import * as nodeCrypto from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { formatDeviceCode } from '../../src/lib/staff/device-contract.mjs';
import { deviceCodeRow, newDeviceCode } from '../../src/lib/staff/device-login.mjs';
import { DEFAULT_CODES_FILE, addCodeToFile } from '../local-backend/staff-codes.mjs';

/** The n8n Data Table that holds the codes (the local backend keeps them in its file). */
export const N8N_CODES_TABLE = 'staff_device_codes';

/**
 * Makes a code at `now`, stores its row in `file` (or leaves it to the deployer for n8n), and gives
 * the lines to print.
 * @param {{ now: Date, file: string | null }} target `file` null: n8n
 * @returns {string[]}
 */
export function makeStaffCode({ now, file }) {
  const code = newDeviceCode(nodeCrypto);
  const row = deviceCodeRow(code, now, nodeCrypto);
  const until = new Date(row.expiresAt).toLocaleTimeString('da-DK', { timeZone: 'Europe/Copenhagen' });
  const lines = [`Engangskode: ${formatDeviceCode(code)}  (gyldig til kl. ${until}, én gang)`];
  if (file === null) {
    lines.push(`Indsæt denne række i n8n-tabellen ${N8N_CODES_TABLE}:`, JSON.stringify(row));
  } else {
    addCodeToFile(file, row, now);
    lines.push(`Gemt i ${file}; den lokale backend kender den med det samme.`);
  }
  return lines;
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (runDirectly) {
  const { values } = parseArgs({
    options: { file: { type: 'string', default: DEFAULT_CODES_FILE }, n8n: { type: 'boolean', default: false } },
  });
  const file = values.n8n ? null : resolve(values.file);
  for (const line of makeStaffCode({ now: new Date(), file })) console.log(line);
}
