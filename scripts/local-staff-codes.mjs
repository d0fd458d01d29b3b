// @ts-check
/**
 * The local backend's one-time codes (src/lib/staff/device-login.mjs has their rules and row shape),
 * what the n8n Data Table `staff_device_codes` holds in production. With a file (`npm start` and
 * `npm run webhook:dev` use `.local/staff-codes.json`) they are read at every use, so a code that
 * `npm run staff:code` writes while the backend runs works at once; without one (a test) they live in
 * memory. Expired rows go at every write.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { liveDeviceCodes } from '../src/lib/staff/device-login.mjs';

/** @typedef {import('../src/lib/staff/device-login.mjs').DeviceCodeRow} DeviceCodeRow */

export const CODES_FILE_NAME = 'staff-codes.json';
/** Where `npm start` and `npm run webhook:dev` keep the codes unless told otherwise. */
export const DEFAULT_CODES_FILE = `.local/${CODES_FILE_NAME}`;

/**
 * @param {string} file
 * @returns {DeviceCodeRow[]}
 */
function readRows(file) {
  if (!existsSync(file)) return [];
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(stored) ? stored : [];
  } catch {
    // A file that cannot be read holds no usable code; the next write replaces it.
    return [];
  }
}

/**
 * @param {string} file
 * @param {DeviceCodeRow[]} rows
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
export const addCodeToFile = (file, row, now) => writeRows(file, [...liveDeviceCodes(readRows(file), now), row]);

/**
 * @param {string | undefined} file
 */
export function createCodeStore(file) {
  /** @type {DeviceCodeRow[]} */
  let memory = [];
  const read = () => (file ? readRows(file) : memory);
  /** @param {DeviceCodeRow[]} rows */
  const write = (rows) => {
    if (file) writeRows(file, rows);
    else memory = rows;
  };
  return {
    /** Every stored row, expired ones included (the login's check leaves those out). */
    rows: read,
    /** @param {DeviceCodeRow} row @param {Date} now */
    add: (row, now) => write([...liveDeviceCodes(read(), now), row]),
    /** Uses a code up. @param {unknown} codeDigest */
    remove: (codeDigest) => write(read().filter((row) => row.codeDigest !== codeDigest)),
    clear: () => write([]),
  };
}

/** @typedef {ReturnType<typeof createCodeStore>} CodeStore */
