// @ts-check
/**
 * Tokens and devices on the running n8n (docs/product.md#staff-login): a session token without `exp`,
 * of another lifetime or of the device subject gets the JSON 401; `POST /device-code` makes a
 * one-time code; a right login renews the device token. Then the guesser: first the hour pushed past
 * the global ceiling with 50 wrong passwords from 50 addresses, then four addresses sending a wrong
 * password every half second, while a known device logs in at the first try every time, a new device
 * with a one-time code gets in, and a new device without one is paused. The attempts table is
 * counted and login p50 measured before and after, with no empty 200 anywhere.
 */
import { staffMessages, staffClaims } from '../../src/lib/staff/api-contract.mjs';
import { deviceMessages, isDeviceCodeAnswer } from '../../src/lib/staff/device-contract.mjs';
import { signToken } from '../../src/lib/staff/jwt.mjs';
import { tables } from '../n8n/build-staff-workflow.mjs';
import { check, log, request, sleep } from './harness.mjs';
import { dataTableStorage, openDatabase } from './instance.mjs';

/** @typedef {import('./staff-login.mjs').StaffContext & { databaseFile: string }} DeviceContext */

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? NaN;

/** @param {{ status: number, text: string }} answer an empty or non-JSON 200 is never a login's answer */
const isEmpty200 = (answer) => answer.status === 200 && !/^\s*\{/.test(answer.text);

/**
 * @param {DeviceContext} context
 * @param {string} address
 * @param {Record<string, unknown>} body
 */
async function login({ staffBase, siteOrigin }, address, body) {
  const started = performance.now();
  const answer = await request('POST', `${staffBase}/login`, {
    headers: { Origin: siteOrigin, 'X-Real-IP': address },
    body,
    timeoutMs: 120_000,
  }).catch((error) => ({ status: 0, text: String(error), json: undefined, headers: new Headers() }));
  return { ...answer, ms: performance.now() - started };
}

/**
 * Runs `work` on the attempts table's storage in n8n's database, as a deployer could in the Data Table's editor.
 * @template T
 * @param {string} databaseFile
 * @param {(db: Awaited<ReturnType<typeof openDatabase>>, table: string) => T} work
 */
async function onAttempts(databaseFile, work) {
  const db = await openDatabase(databaseFile);
  try {
    return work(db, dataTableStorage(db, tables.attempts));
  } finally {
    db.close();
  }
}

/** @param {string} databaseFile */
const attemptRows = (databaseFile) =>
  onAttempts(
    databaseFile,
    (db, table) => /** @type {{ n: number }} */ (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()).n,
  );

/** Empties the attempts table. @param {string} databaseFile */
const clearAttempts = (databaseFile) => onAttempts(databaseFile, (db, table) => db.exec(`DELETE FROM ${table}`));

/**
 * Token claims and the one-time code route; returns a known device's token from a right login.
 * @param {DeviceContext} context @param {string} sessionToken
 */
export async function tokensScenario(context, sessionToken) {
  const { staffBase, siteOrigin, jwtSecret, password } = context;
  const now = new Date();
  const { iat } = staffClaims(now);
  for (const [label, claims] of /** @type {const} */ ([
    ['a token without exp', { sub: 'staff', iat }],
    ['a token of 24 hours', { sub: 'staff', iat, exp: iat + 24 * 3600 }],
    ['a device token', { sub: 'staff-device', jti: 'AAAAAAAAAAAAAAAAAAAAAA', pwh: 'x', iat, exp: iat + 7776000 }],
  ])) {
    const token = await signToken(jwtSecret, claims);
    const answer = await request('GET', `${staffBase}/dashboard`, {
      headers: { Origin: siteOrigin, Authorization: `Bearer ${token}` },
    });
    check(
      `token: ${label}, signed with the right secret, gets the JSON 401 on GET /dashboard (${answer.status})`,
      answer.status === 401 && answer.json?.error === staffMessages.sessionExpired,
      answer.text,
    );
  }
  const auth = { Origin: siteOrigin, Authorization: `Bearer ${sessionToken}` };
  const code = await request('POST', `${staffBase}/device-code`, { headers: auth, body: {} });
  check(
    `device code: POST /device-code gives a one-time code for 10 minutes (${code.status} ${code.json?.code})`,
    code.status === 200 &&
      isDeviceCodeAnswer(code.json) &&
      Math.abs(Date.parse(code.json.expiresAt) - Date.now() - 600_000) < 120_000,
    code.text,
  );
  const badCode = await request('POST', `${staffBase}/device-code`, { headers: auth, body: { x: 1 } });
  check(
    `device code: a body other than {} gets 400 (${badCode.status})`,
    badCode.status === 400 && badCode.json?.error === deviceMessages.codeBody,
    badCode.text,
  );
  const first = await login(context, '198.51.100.200', { password });
  // A token's times are in whole seconds: two logins within one second would get byte-identical tokens.
  await sleep(1100);
  const second = await login(context, '198.51.100.200', { password, deviceToken: first.json?.deviceToken });
  const claimsOf = (/** @type {string} */ token) =>
    JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString() || '{}');
  check(
    `device: a right login gives a device token, and the next login with it renews it for the same device (${first.status}, ${second.status})`,
    first.status === 200 &&
      second.status === 200 &&
      claimsOf(first.json?.deviceToken).jti === claimsOf(second.json?.deviceToken).jti &&
      claimsOf(second.json?.deviceToken).exp > claimsOf(first.json?.deviceToken).exp,
    { first: first.text, second: second.text },
  );
  return { deviceToken: String(second.json?.deviceToken ?? ''), code: String(code.json?.code ?? '') };
}

/**
 * Login times of a known device's right password, `count` logins one after another.
 * @param {DeviceContext} context @param {{ deviceToken: string }} device @param {number} count
 */
async function loginTimes(context, device, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const answer = await login(context, '198.51.100.201', {
      password: context.password,
      deviceToken: device.deviceToken,
    });
    if (answer.status === 200) device.deviceToken = answer.json.deviceToken;
    times.push(answer.ms);
  }
  return times;
}

/**
 * Login p50 with the attempts table as it stands, beside its p50 with the table emptied. The machine is
 * shared and n8n is still busy for a while after a flood, so the two are measured interleaved after 5 s of
 * quiet: five rounds of three logins on the table as it stood (restored from a copy each round) and three
 * on the emptied table. A drift in the machine's load then weighs on both alike. The table is left as it
 * stood. @param {DeviceContext} context @param {{ deviceToken: string }} device
 */
async function tableAndEmptyMedians(context, device) {
  const { databaseFile } = context;
  const copy = `${tables.attempts}_test_copy`;
  await sleep(5000);
  await onAttempts(databaseFile, (db, table) =>
    db.exec(`DROP TABLE IF EXISTS ${copy}; CREATE TABLE ${copy} AS SELECT * FROM ${table}`),
  );
  const restore = () =>
    onAttempts(databaseFile, (db, table) =>
      db.exec(`DELETE FROM ${table}; INSERT INTO ${table} SELECT * FROM ${copy}`),
    );
  /** @type {number[]} */
  const asItStood = [];
  /** @type {number[]} */
  const emptied = [];
  for (let round = 0; round < 5; round++) {
    await restore();
    asItStood.push(...(await loginTimes(context, device, 3)));
    await clearAttempts(databaseFile);
    emptied.push(...(await loginTimes(context, device, 3)));
  }
  await restore();
  await onAttempts(databaseFile, (db) => db.exec(`DROP TABLE ${copy}`));
  return { table: median(asItStood), empty: median(emptied) };
}

/**
 * The guesser and the attempts at volume.
 * @param {DeviceContext} context
 * @param {{ deviceToken: string }} device from `tokensScenario`
 * @param {() => Promise<string>} newCode a fresh one-time code
 * @param {{ floodMs: number }} options
 */
export async function guesserScenario(context, device, newCode, { floodMs }) {
  const { databaseFile, password } = context;
  await clearAttempts(databaseFile);
  const emptyP50 = median(await loginTimes(context, device, 9));
  log(
    `login p50 on an empty ${tables.attempts}: ${Math.round(emptyP50)} ms (a known device's right password, 9 logins)`,
  );

  let empty200 = 0;
  let sent = 0;
  /** @typedef {Awaited<ReturnType<typeof login>>} LoginAnswer */
  const tally = (/** @type {LoginAnswer} */ answer) => {
    sent += 1;
    if (isEmpty200(answer)) empty200 += 1;
    return answer;
  };
  const ceiling = [];
  for (let i = 0; i < 50; i += 5) {
    const batch = Array.from({ length: 5 }, (_, j) =>
      login(context, `192.0.2.${i + j + 1}`, { password: `gæt-${i + j}` }),
    );
    ceiling.push(...(await Promise.all(batch)).map(tally));
  }
  const newDevice = tally(await login(context, '203.0.113.77', { password }));
  check(
    `guesser: 50 wrong passwords from 50 addresses pass the hour's ceiling (${ceiling.filter((a) => a.status === 401).length} checked), then a new device without a code is paused (${newDevice.status})`,
    newDevice.status === 429,
    newDevice.text,
  );

  log(`guesser: four addresses send a wrong password every half second for ${Math.round(floodMs / 1000)} s`);
  const until = Date.now() + floodMs;
  const guessers = Array.from({ length: 4 }, async (_, g) => {
    for (let n = 0; Date.now() < until; n++) {
      const started = Date.now();
      tally(await login(context, `198.18.0.${g + 1}`, { password: `flood-${g}-${n}` }));
      await sleep(Math.max(0, started + 500 - Date.now()));
    }
  });
  /** @type {LoginAnswer[]} */
  const known = [];
  const employee = (async () => {
    while (Date.now() < until - 5000) {
      const answer = tally(await login(context, '198.51.100.202', { password, deviceToken: device.deviceToken }));
      if (answer.status === 200) device.deviceToken = answer.json.deviceToken;
      known.push(answer);
      await sleep(8000);
    }
  })();
  const newcomers = (async () => {
    await sleep(Math.min(30_000, floodMs / 3));
    const withCode = tally(await login(context, '203.0.113.88', { password, code: await newCode() }));
    const withoutCode = tally(await login(context, '203.0.113.89', { password }));
    return { withCode, withoutCode };
  })();
  const [{ withCode, withoutCode }] = await Promise.all([newcomers, employee, ...guessers]);
  check(
    `guesser: the known device logs in at the first try every time (${known.filter((a) => a.status === 200).length} of ${known.length}, p50 ${Math.round(median(known.map((a) => a.ms)))} ms)`,
    known.length > 0 && known.every((answer) => answer.status === 200),
    known.map((answer) => `${answer.status} ${Math.round(answer.ms)} ms`),
  );
  check(
    `guesser: a new device with a one-time code gets in (${withCode.status}); one without is paused (${withoutCode.status})`,
    withCode.status === 200 && typeof withCode.json?.deviceToken === 'string' && withoutCode.status === 429,
    { withCode: withCode.text, withoutCode: withoutCode.text },
  );
  const rows = await attemptRows(databaseFile);
  check(
    `attempts: after ${sent} attempts ${tables.attempts} holds ${rows} rows: the checked ones and successes, every refused one deleted at once`,
    rows <= 50 + 2 * (9 + known.length) + 10 + Math.ceil(floodMs / 60_000) + 1,
    rows,
  );
  const { table: afterP50, empty: emptyAgainP50 } = await tableAndEmptyMedians(context, device);
  check(
    `attempts: login p50 ${Math.round(afterP50)} ms with the table as the flood left it, ${Math.round(emptyAgainP50)} ms on it emptied, measured interleaved (within 20 %; ${Math.round(emptyP50)} ms empty before the flood)`,
    afterP50 <= emptyAgainP50 * 1.2,
    { emptyP50, afterP50, emptyAgainP50 },
  );
  check(`attempts: no login answered an empty 200 (${empty200} of ${sent})`, empty200 === 0);
  const secondDevice = { deviceToken: String(withCode.json?.deviceToken ?? '') };
  return { sent, rows, emptyP50, afterP50, emptyAgainP50, secondDevice };
}

/**
 * Attempts at volume (docs/product.md#staff-login): `attempts` wrong passwords from ever new addresses,
 * `concurrency` at a time, with a known device's login p50 measured on the empty table, after 50,000 and
 * after all of them. Every refused row is deleted at once and every older one by the next attempt, so the
 * table, and the read each login makes of it, stays the same size at any volume. Then 20 parallel wrong
 * passwords from a second known device still admit exactly 5, and no answer was ever an empty 200.
 * @param {DeviceContext} context
 * @param {{ deviceToken: string }} device the known device that measures
 * @param {{ deviceToken: string }} secondDevice another known device, for the parallel check
 * @param {{ attempts: number, concurrency: number }} options
 */
export async function volumeScenario(context, device, secondDevice, { attempts, concurrency }) {
  const { databaseFile } = context;
  await clearAttempts(databaseFile);
  /** @type {Record<number, number>} login p50 by attempts sent, with the table as the attempts left it */
  const p50 = { 0: median(await loginTimes(context, device, 9)) };
  /** @type {Record<number, number>} login p50 at the same moment with the table emptied, measured interleaved */
  const emptied = { 0: p50[0] };
  const marks = [...new Set([Math.min(50_000, Math.round(attempts / 3)), attempts])];
  let sent = 0;
  let empty200 = 0;
  /** @type {Record<number, number>} */
  const statuses = {};
  let maxRows = 0;
  const started = Date.now();
  log(`volume: ${attempts} wrong passwords from new addresses, ${concurrency} at a time`);
  for (const mark of marks) {
    const senders = Array.from({ length: concurrency }, async () => {
      while (sent < mark) {
        const n = sent++;
        const answer = await login(context, `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, {
          password: `volume-${n}`,
        });
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        if (isEmpty200(answer)) empty200 += 1;
        if (n % 1000 === 999) {
          maxRows = Math.max(maxRows, await attemptRows(databaseFile));
          log(`volume: ${n + 1} sent in ${Math.round((Date.now() - started) / 1000)} s, ${maxRows} rows at most`);
        }
      }
    });
    await Promise.all(senders);
    maxRows = Math.max(maxRows, await attemptRows(databaseFile));
    ({ table: p50[mark], empty: emptied[mark] } = await tableAndEmptyMedians(context, device));
    log(
      `volume: login p50 after ${mark} attempts ${Math.round(p50[mark])} ms, ${Math.round(emptied[mark])} ms emptied (${JSON.stringify(statuses)})`,
    );
  }
  const seconds = (Date.now() - started) / 1000;
  await clearAttempts(databaseFile);
  check(
    `volume: ${sent} attempts in ${Math.round(seconds)} s (${(sent / seconds).toFixed(1)} a second); ${tables.attempts} never held more than ${maxRows} rows`,
    sent >= attempts && maxRows <= 200,
    { statuses, maxRows },
  );
  check(
    `volume: login p50 ${Math.round(p50[0])} ms empty before; ${marks.map((m) => `${Math.round(p50[m] ?? NaN)} ms after ${m} (${Math.round(emptied[m] ?? NaN)} ms emptied)`).join(', ')}: each within 20 % of the emptied table's, measured interleaved`,
    marks.every((m) => (p50[m] ?? Infinity) <= (emptied[m] ?? NaN) * 1.2),
    { p50, emptied },
  );
  const parallel = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      login(context, '198.51.100.203', { password: `parallel-volume-${i}`, deviceToken: secondDevice.deviceToken }),
    ),
  );
  const checked = parallel.filter((answer) => answer.status === 401).length;
  const refused = parallel.filter((answer) => answer.status === 429).length;
  check(
    `volume: then 20 parallel wrong passwords from a known device: ${checked} checked (401), ${refused} refused (429)`,
    checked === 5 && refused === 15,
    parallel.map((answer) => answer.status),
  );
  check(
    `volume: no login answered an empty 200 (${empty200 + parallel.filter(isEmpty200).length} of ${sent + 20})`,
    empty200 === 0 && !parallel.some(isEmpty200),
  );
  return { sent, seconds: Math.round(seconds), maxRows, p50, emptied };
}
