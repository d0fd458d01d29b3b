// @ts-check
/**
 * The staff password hash: PBKDF2-HMAC-SHA-256. `hashPassword` makes one through Web Crypto
 * (scripts/staff/hash.mjs, `npm start`, `n8n:setup`); `verifyPassword` is the one check of a typed
 * password against it, run by the staff API's login step (./workflow-login.mjs) in the n8n Code
 * node and in the local backend alike. It uses the `crypto` functions passed in (`pbkdf2`,
 * `timingSafeEqual`): n8n's task runner has no Web Crypto, only `require('crypto')`
 * (NODE_FUNCTION_ALLOW_BUILTIN=crypto), and Node gives the same module as `node:crypto`.
 * Plain JavaScript with JSDoc types, so plain Node (the script, astro.config.mjs) imports it with
 * no build step or type stripping; TypeScript reads these types as if the file were .ts.
 *
 * Encoded form: `pbkdf2-sha256:<iterations>:<salt base64url>:<hash base64url>`. The separator is a
 * colon, not the `$` of PHC strings, because Vite's .env loader expands `$name` inside values (even
 * quoted ones) and would silently cut such a hash short.
 */

export const HASH_SCHEME = 'pbkdf2-sha256';
/** OWASP's current minimum for PBKDF2-HMAC-SHA-256. */
export const MIN_ITERATIONS = 600_000;
/** A ceiling so a typo (an extra zero or three) cannot freeze the login for minutes. */
export const MAX_ITERATIONS = 10_000_000;
export const SALT_BYTES = 16;
const HASH_BYTES = 32;

/**
 * @typedef {object} PasswordHash
 * @property {number} iterations
 * @property {Uint8Array<ArrayBuffer>} salt
 * @property {Uint8Array<ArrayBuffer>} hash
 */

/**
 * @typedef {{ ok: true, value: PasswordHash } | { ok: false, problem: string }} ParsedPasswordHash
 */

/** @param {Uint8Array} bytes */
function toBase64Url(bytes) {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * @param {string} text
 * @returns {Uint8Array<ArrayBuffer> | null} null when the text is not unpadded base64url
 */
function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]+$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * Reads an encoded hash, saying exactly what is wrong with it when it cannot be used.
 * @param {string | null | undefined} encoded
 * @returns {ParsedPasswordHash}
 */
export function parsePasswordHash(encoded) {
  if (!encoded || !encoded.trim()) return { ok: false, problem: 'no hash given' };
  const parts = encoded.trim().split(':');
  if (parts.length !== 4) {
    return {
      ok: false,
      problem: `expected 4 colon-separated parts (${HASH_SCHEME}:iterations:salt:hash), got ${parts.length}`,
    };
  }
  const [scheme, iterationsText, saltText, hashText] = /** @type {[string, string, string, string]} */ (parts);
  if (scheme !== HASH_SCHEME) return { ok: false, problem: `unknown scheme "${scheme}", expected "${HASH_SCHEME}"` };
  if (!/^[1-9]\d*$/.test(iterationsText))
    return { ok: false, problem: `iteration count "${iterationsText}" is not a whole number` };
  const iterations = Number(iterationsText);
  if (iterations < MIN_ITERATIONS) {
    return { ok: false, problem: `iteration count ${iterations} is below the minimum of ${MIN_ITERATIONS}` };
  }
  if (iterations > MAX_ITERATIONS) {
    return { ok: false, problem: `iteration count ${iterations} is above the maximum of ${MAX_ITERATIONS}` };
  }
  const salt = fromBase64Url(saltText);
  if (!salt || salt.length < SALT_BYTES)
    return { ok: false, problem: `salt must be at least ${SALT_BYTES} bytes of base64url` };
  const hash = fromBase64Url(hashText);
  if (!hash || hash.length !== HASH_BYTES)
    return { ok: false, problem: `hash must be exactly ${HASH_BYTES} bytes of base64url` };
  return { ok: true, value: { iterations, salt, hash } };
}

/**
 * @param {PasswordHash} value
 * @returns {string}
 */
export function encodePasswordHash({ iterations, salt, hash }) {
  return [HASH_SCHEME, String(iterations), toBase64Url(salt), toBase64Url(hash)].join(':');
}

/**
 * @param {string} password
 * @param {Uint8Array<ArrayBuffer>} salt
 * @param {number} iterations
 * @returns {Promise<Uint8Array<ArrayBuffer>>}
 */
async function derive(password, salt, iterations) {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BYTES * 8,
  );
  return new Uint8Array(bits);
}

/**
 * Hashes a password with a fresh random salt (or the given one, for reproducible tests).
 * @param {string} password
 * @param {{ iterations?: number, salt?: Uint8Array<ArrayBuffer> }} [options]
 * @returns {Promise<string>} the encoded hash
 */
export async function hashPassword(password, options = {}) {
  const iterations = options.iterations ?? MIN_ITERATIONS;
  if (!Number.isInteger(iterations) || iterations < MIN_ITERATIONS || iterations > MAX_ITERATIONS) {
    throw new RangeError(`iterations must be a whole number from ${MIN_ITERATIONS} to ${MAX_ITERATIONS}`);
  }
  const salt = options.salt ?? crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  if (salt.length < SALT_BYTES) throw new RangeError(`salt must be at least ${SALT_BYTES} bytes`);
  if (!password) throw new RangeError('password must not be empty');
  return encodePasswordHash({ iterations, salt, hash: await derive(password, salt, iterations) });
}

/**
 * The two functions of Node's `crypto` the check needs.
 * @typedef {Pick<typeof import('node:crypto'), 'pbkdf2' | 'timingSafeEqual'>} PasswordCrypto
 */

/**
 * Whether a typed password matches a parsed hash: PBKDF2 with the hash's salt and iterations, compared
 * in constant time (time that depends only on the length, so timing says nothing about how much matched).
 * @param {string} password
 * @param {PasswordHash} stored
 * @param {PasswordCrypto} nodeCrypto
 * @returns {Promise<boolean>}
 */
export async function passwordMatches(password, { iterations, salt, hash }, nodeCrypto) {
  if (!password) return false;
  /** @type {Uint8Array} */
  const derived = await new Promise((resolve, reject) =>
    nodeCrypto.pbkdf2(password, salt, iterations, hash.length, 'sha256', (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
  return derived.length === hash.length && nodeCrypto.timingSafeEqual(derived, hash);
}

/**
 * Checks a typed password against an encoded hash. A hash that cannot be parsed is a setup error,
 * not a wrong password, so it throws instead of answering false.
 * @param {string} password
 * @param {string} encoded
 * @param {PasswordCrypto} nodeCrypto
 * @returns {Promise<boolean>}
 */
export async function verifyPassword(password, encoded, nodeCrypto) {
  const parsed = parsePasswordHash(encoded);
  if (!parsed.ok) throw new Error(`Unusable password hash: ${parsed.problem}`);
  return passwordMatches(password, parsed.value, nodeCrypto);
}
