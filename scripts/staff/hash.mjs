#!/usr/bin/env node
/**
 * Prints the STAFF_PASSWORD_HASH for a password, and nothing else on stdout, so it can be piped
 * (into the preview build's environment, the local staff API's --staff-hash, or the n8n Data Table
 * staff_settings):
 *   npm run --silent staff:hash -- 'the password'
 * Uses the very module the staff panel checks passwords with, so the two cannot drift apart.
 */
import { checkLoginBody } from '../../src/lib/staff/api-contract.mjs';
import { hashPassword, MIN_ITERATIONS } from '../../src/lib/staff/password-hash.js';

const args = process.argv.slice(2);
const password = args[0];

if (args.length !== 1 || !password) {
  console.error("Usage: npm run --silent staff:hash -- 'the password'");
  console.error(`Prints a PBKDF2-SHA-256 hash (random salt, ${MIN_ITERATIONS} iterations) for STAFF_PASSWORD_HASH.`);
  process.exit(1);
}
// A password the login would refuse (too long, a control character) must not get a hash.
const checked = checkLoginBody({ password });
if (!checked.ok) {
  console.error(`The login would refuse this password: ${Object.values(checked.fields).join(' ')}`);
  process.exit(1);
}
if (password.length < 12) {
  console.error(
    'Warning: without PUBLIC_STAFF_API_URL the hash is published in the page and can be attacked offline. Use 12+ characters, ideally a long passphrase.',
  );
}

process.stdout.write((await hashPassword(password)) + '\n');
