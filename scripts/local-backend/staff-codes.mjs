// @ts-check
/**
 * The local backend's one-time codes (src/lib/staff/device-login.mjs has their rules and row shape),
 * what the n8n Data Table `staff_device_codes` holds in production. With a file (`npm start` and
 * `npm run webhook:dev` use `.local/staff-codes.json`) they are read at every use, so a code that
 * `npm run staff:code` writes while the backend runs works at once; without one (a test) they live in
 * memory. Each row has an `id`, as the Data Table's rows do (a login deletes its code's row by it);
 * expired rows go whenever a code is made.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { liveDeviceCodes } from '../../src/lib/staff/device-login.mjs';

/** @typedef {import('../../src/lib/staff/device-login.mjs').DeviceCodeRow} DeviceCodeRow */
/** @typedef {DeviceCodeRow & { id: number }} StoredCodeRow */

export const CODES_FILE_NAME = 'staff-codes.json';
/** Where `npm start` and `npm run webhook:dev` keep the codes unless told otherwise. */
export const DEFAULT_CODES_FILE = `.local/${CODES_FILE_NAME}`;

/**
 * The rows with their ids; a row written without one (by an older `staff:code`) gets one after the others.
 * @param {DeviceCodeRow[]} rows
 * @returns {StoredCodeRow[]}
 */
function withIds(rows) {
  let next = Math.max(0, ...rows.map((row) => Number(/** @type {{ id?: unknown }} */ (row).id) || 0)) + 1;
  return rows.map((row) => {
    const id = /** @type {{ id?: unknown }} */ (row).id;
    return typeof id === 'number' ? /** @type {StoredCodeRow} */ (row) : { ...row, id: next++ };
  });
}

/**
 * @param {string} file
 * @returns {StoredCodeRow[]}
 */
function readRows(file) {
  if (!existsSync(file)) return [];
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(stored) ? withIds(stored) : [];
  } catch {
    // A file that cannot be read holds no usable code; the next write replaces it.
    return [];
  }
}

/**
 * The live rows and a new one with the next id.
 * @param {StoredCodeRow[]} rows
 * @param {DeviceCodeRow} row
 * @param {Date} now
 */
const rowsWith = (rows, row, now) => withIds([...liveDeviceCodes(rows, now), /** @type {any} */ ({ ...row })]);

/**
 * @param {string} file
 * @param {StoredCodeRow[]} rows
 */
function writeRows(file, rows) {
  mkdirSync(dirname(file), { recursive: true });
  // Write then rename, so the backend never reads half a file.
  writeFileSync(`${file}.tmp`, `${JSON.stringify(rows, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/**
 * Adds a code's row to a codes file, for `npm run staff:code` (no backend needs to run).
 * @param {string} file
 * @param {DeviceCodeRow} row
 * @param {Date} now
 */
export const addCodeToFile = (file, row, now) => writeRows(file, rowsWith(readRows(file), row, now));

/**
 * @param {string | undefined} file
 */
export function createCodeStore(file) {
  /** @type {StoredCodeRow[]} */
  let memory = [];
  const read = () => (file ? readRows(file) : memory);
  /** @param {StoredCodeRow[]} rows */
  const write = (rows) => {
    if (file) writeRows(file, rows);
    else memory = rows;
  };
  /** Deletes the rows `gone` picks and gives them back. @param {(row: StoredCodeRow) => boolean} gone */
  const removeWhere = (gone) => {
    const rows = read();
    write(rows.filter((row) => !gone(row)));
    return rows.filter(gone);
  };
  return {
    /** Every stored row, expired ones included (the login's check leaves those out). */
    rows: read,
    /** Adds a code's row and gives it back with its id. @param {DeviceCodeRow} row */
    add: (row) => {
      const rows = withIds([...read(), /** @type {any} */ ({ ...row })]);
      write(rows);
      return /** @type {StoredCodeRow} */ (rows.at(-1));
    },
    /** Uses a code up. @param {unknown} id */
    remove: (id) => removeWhere((row) => row.id === id),
    /** @param {number} at */
    removeExpired: (at) => removeWhere((row) => Number(row.expiresAt) <= at),
    clear: () => write([]),
  };
}

/** @typedef {ReturnType<typeof createCodeStore>} CodeStore */
