// @ts-check
/**
 * `npm run test:n8n -- --store postgres`: the Postgres store (docs/n8n.md "The bookings store") on a real
 * Postgres and a real n8n that keeps its own data in that Postgres too, as most production installs do.
 *
 * Postgres from the Debian package (`apt-get install -y postgresql`; missing, the scenario fails with that line)
 * runs as a non-root user in a temporary folder on `pgPort`. A superuser makes n8n's own database and user and runs
 * the SQL `n8n:setup` prints for the DBA (the store's role, owning only its schema); then `npm run n8n:setup --
 * --store postgres` sets up a fresh n8n through its public API, the store's DDL run by n8n itself.
 *
 * The race: `pairs` pairs of one `bookingId` sent at the same moment (`inFlight` pairs at a time): every request
 * must get the contract's yes, and the table must hold one row per id, the mailbox one team mail and one receipt
 * per id. The negative control (`control`): the same race, the workflows replaced in place (`--update --store
 * datatable`) by the Data Table store on this n8n-on-Postgres, counted from its Data Table: it must double some,
 * or the race did not overlap and the first result proves nothing.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { isBookingAccepted } from '../../src/lib/booking/contract.mjs';
import { bookingsTable } from '../../src/lib/booking/workflow-rows.mjs';
import { bookingSchema, bookingStoreRoleSql } from '../n8n/booking-workflow/postgres-store.mjs';
import { validBooking } from './bookings.mjs';
import { check, log, request, root, run, sleep, waitFor } from './harness.mjs';
import { editorSession, n8nEnvironment, startN8n } from './instance.mjs';
import { ownersApiKey } from './setup-command.mjs';

/** The Debian package's binaries (the newest major installed), or null. */
function postgresBinaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const major = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return major ? join(base, major, 'bin') : null;
}

/**
 * A Postgres of its own in a temporary folder, as the `postgres` user when run as root (initdb refuses root).
 * @param {number} pgPort
 */
export async function startPostgres(pgPort) {
  const bin = postgresBinaries();
  if (!bin) throw new Error('Postgres is not installed: run `apt-get install -y postgresql` (as root) and again.');
  const folder = mkdtempSync(join(tmpdir(), 'fynbo-pg-'));
  chmodSync(folder, 0o777);
  const asRoot = process.getuid?.() === 0;
  const asUser = (/** @type {string} */ command) =>
    asRoot ? run('su', ['postgres', '-s', '/bin/sh', '-c', command]) : run('/bin/sh', ['-c', command]);
  const data = join(folder, 'data');
  await asUser(`${bin}/initdb -D ${data} -U postgres --auth=trust -E UTF8 >/dev/null`);
  /** SQL as the superuser, on a database; the output of psql. @param {string} database @param {string} sql */
  const psql = (database, sql, user = 'postgres', password = '') =>
    run(
      'psql',
      ['-h', '127.0.0.1', '-p', String(pgPort), '-U', user, '-d', database, '-v', 'ON_ERROR_STOP=1', '-qAt', '-c', sql],
      {
        env: { ...process.env, PGPASSWORD: password },
      },
    );
  /** Stops the server (fast: open connections cut), its data kept. */
  const halt = () => asUser(`${bin}/pg_ctl -D ${data} -m fast stop >/dev/null`);
  /** Starts it again on its data. */
  const resume = () =>
    asUser(
      `${bin}/pg_ctl -D ${data} -l ${folder}/postgres.log -w -o "-p ${pgPort} -k ${folder} -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null`,
    );
  const stop = async () => {
    await halt().catch(() => {});
    rmSync(folder, { recursive: true, force: true });
  };
  await resume();
  return { psql, stop, halt, resume, folder };
}

/** The race's visitor address of one id. @param {string} tag @param {string} id */
export const raceAddress = (tag, id) => `${tag}-${id.slice(0, 8)}@race-test.dk`;

/** @typedef {{ id: string, yes: boolean, status: number, ms: number, said?: string }} RaceAnswer `said`: a non-yes answer's body, cut to 120 characters */

/**
 * `pairs` pairs of one id, each pair's two requests sent at the same moment, `inFlight` pairs at a time
 * (`copies` 1: each id sent once). A request that gets no answer at all (a refused or dropped connection, the
 * 120 s time-out) counts as status 0, not told yes. `ids` sends those ids again (a visitor's retry).
 * @param {{ url: string, siteOrigin: string, pairs: number, inFlight: number, tag: string, copies?: number,
 *   ids?: string[], onAnswer?: (answer: RaceAnswer, answered: number) => void }} race
 */
export async function raceBookings({ url, siteOrigin, pairs, inFlight, tag, copies = 2, ids: given, onAnswer }) {
  const ids = given ?? Array.from({ length: pairs }, () => crypto.randomUUID());
  /** @type {RaceAnswer[]} */
  const answers = [];
  let next = 0;
  const started = Date.now();
  const lane = async () => {
    while (next < ids.length) {
      const id = ids[next++];
      const body = validBooking({ email: raceAddress(tag, id) });
      const send = async () => {
        const t = Date.now();
        const answer = await request('POST', `${url}/webhook/booking?bookingId=${id}`, {
          headers: { Origin: siteOrigin },
          body,
          timeoutMs: 120_000,
        }).catch(() => ({ status: 0, json: undefined, text: '' }));
        const yes = isBookingAccepted(answer.status, answer.json, id);
        /** @type {RaceAnswer} */
        const one = { id, yes, status: answer.status, ms: Date.now() - t };
        if (!yes) one.said = answer.text.slice(0, 120);
        answers.push(one);
        onAnswer?.(one, answers.length);
      };
      await Promise.all(Array.from({ length: copies }, send));
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    ids,
    answers,
    seconds: (Date.now() - started) / 1000,
    p50: times[Math.floor(times.length / 2)],
    p95: times[Math.floor(times.length * 0.95)],
  };
}

/**
 * Rows in the store, ids kept more than once, and (given `ids`) how many of them have no row.
 * @param {{ psql: (database: string, sql: string) => Promise<string> }} pg @param {string[]} [ids]
 */
export async function storeCounts(pg, ids = []) {
  const table = `${bookingSchema}.${bookingsTable}`;
  const doubled = Number(
    await pg.psql('fynbo', `SELECT count(*) FROM (SELECT "bookingId" FROM ${table} GROUP BY 1 HAVING count(*) > 1) d`),
  );
  const rows = Number(await pg.psql('fynbo', `SELECT count(*) FROM ${table}`));
  const kept = ids.length
    ? Number(
        await pg.psql(
          'fynbo',
          `SELECT count(DISTINCT "bookingId") FROM ${table} WHERE "bookingId" IN ('${ids.join("','")}')`,
        ),
      )
    : 0;
  return { rows, doubled, notKept: ids.length - kept };
}

/**
 * Team mails and receipts per id, once `want` of them came or the time ran out.
 * @param {import('./mailbox.mjs').Mailbox} mailbox @param {string[]} ids @param {string} teamAddress @param {string} tag
 */
export async function mailsPerId(mailbox, ids, teamAddress, tag, waitMs = 240_000) {
  const count = async () => {
    const mails = await mailbox.received();
    return ids.map((id) => {
      const visitor = raceAddress(tag, id);
      return {
        team: mails.filter((mail) => mail.to.includes(teamAddress) && mail.text.includes(visitor)).length,
        receipts: mails.filter((mail) => mail.to.includes(visitor)).length,
      };
    });
  };
  await waitFor(async () => (await count()).every((one) => one.team >= 1 && one.receipts >= 1), waitMs);
  // A second mail of one id would come within moments of the first.
  await sleep(10_000);
  return count();
}

/**
 * The staff API's booking routes on the Postgres store: the list (one entry per id), `bekræftet` (one confirmation),
 * `slettet` (the row gone from Postgres) and an unknown id (404).
 * @param {{ url: string, siteOrigin: string, staffPassword: string, pg: { psql: (database: string, sql: string) => Promise<string> },
 *   mailbox: import('./mailbox.mjs').Mailbox, ids: string[] }} context
 */
async function staffRoutesOnPostgres({ url, siteOrigin, staffPassword, pg, mailbox, ids }) {
  const staffBase = `${url}/webhook/staff`;
  const login = await request('POST', `${staffBase}/login`, {
    headers: { Origin: siteOrigin, 'X-Real-IP': '198.51.100.251' },
    body: { password: staffPassword },
  });
  const token = typeof login.json?.token === 'string' ? login.json.token : '';
  const asStaff = { Origin: siteOrigin, Authorization: `Bearer ${token}` };
  const listed = await request('GET', `${staffBase}/bookings`, { headers: asStaff });
  /** @type {string[]} */
  const listedIds = (listed.json?.bookings ?? []).map((/** @type {any} */ item) => item.bookingId);
  check(
    `postgres store: GET /bookings (${listed.status}) lists ${listedIds.length} bookings, each id once, all from the race; ${listed.json?.unsentTeamMails} team mails unsent`,
    login.status === 200 &&
      listed.status === 200 &&
      listedIds.length === Math.min(50, ids.length) &&
      new Set(listedIds).size === listedIds.length &&
      listedIds.every((id) => ids.includes(id)) &&
      listed.json?.unsentTeamMails === 0,
    listed.text.slice(0, 1000),
  );
  const setStatus = (/** @type {string} */ bookingId, /** @type {string} */ status) =>
    request('POST', `${staffBase}/booking-status`, { headers: asStaff, body: { bookingId, status } });
  const [confirmId, eraseId] = ids;
  const confirmed = await setStatus(confirmId, 'bekræftet');
  const status = async () =>
    (
      await pg.psql(
        'fynbo',
        `SELECT coalesce(status, '') || '|' || ("confirmationSentAt" IS NOT NULL) FROM ${bookingSchema}.${bookingsTable} WHERE "bookingId" = '${confirmId}'`,
      )
    ).trim();
  await waitFor(async () => (await status()) === 'bekræftet|true', 60_000);
  await sleep(5000);
  const confirmations = (await mailbox.received()).filter(
    (mail) => mail.to.includes(`pg-${confirmId.slice(0, 8)}@race-test.dk`) && /bekræftet/.test(mail.subject),
  );
  check(
    `postgres store: bekræftet answers ${confirmed.status}, the row says ${await status()}, ${confirmations.length} confirmation sent`,
    confirmed.status === 200 && (await status()) === 'bekræftet|true' && confirmations.length === 1,
    confirmed.text,
  );
  const erased = await setStatus(eraseId, 'slettet');
  const unknown = await setStatus(crypto.randomUUID(), 'kontaktet');
  const left = Number(
    await pg.psql('fynbo', `SELECT count(*) FROM ${bookingSchema}.${bookingsTable} WHERE "bookingId" = '${eraseId}'`),
  );
  check(
    `postgres store: slettet answers ${erased.status} and erases the row (${left} left); an unknown id gets ${unknown.status}`,
    erased.status === 200 && left === 0 && unknown.status === 404,
    `${erased.text} ${unknown.text}`,
  );
}

/**
 * n8n's own database and user, the store's database, and the DBA's SQL exactly as `n8n:setup` prints it (the
 * password filled in), on a fresh Postgres; then n8n's environment on it (`DB_TYPE=postgresdb`, its pool and ping
 * time-out as docs/n8n.md's recipe sets them).
 * @param {{ psql: (database: string, sql: string) => Promise<string> }} pg @param {number} pgPort
 */
export async function preparePostgres(pg, pgPort) {
  const n8nPassword = randomBytes(12).toString('base64url');
  const storePassword = randomBytes(12).toString('base64url');
  const role = 'fynbo_booking';
  await pg.psql('postgres', `CREATE ROLE n8n LOGIN PASSWORD '${n8nPassword}'`);
  await pg.psql('postgres', 'CREATE DATABASE n8n OWNER n8n');
  await pg.psql('postgres', 'CREATE DATABASE fynbo');
  await pg.psql(
    'fynbo',
    bookingStoreRoleSql({ role, database: 'fynbo' }).replace('<a long random password>', storePassword),
  );
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    DB_TYPE: 'postgresdb',
    DB_POSTGRESDB_HOST: '127.0.0.1',
    DB_POSTGRESDB_PORT: String(pgPort),
    DB_POSTGRESDB_DATABASE: 'n8n',
    DB_POSTGRESDB_USER: 'n8n',
    DB_POSTGRESDB_PASSWORD: n8nPassword,
    // A pool of 2 connections (n8n's default) serves all of a process's work on its database, and its ping of the
    // database every 2 s waits for one of them; a ping not answered within DB_PING_TIMEOUT_MS (15,000 here,
    // instance.mjs) makes n8n answer every request `503 Database is not ready!` (docs/n8n.md "Queue mode: the recipe").
    DB_POSTGRESDB_POOL_SIZE: '10',
  };
  return { env, role, storePassword };
}

/**
 * `npm run n8n:setup` against the n8n at `url` with the store's connection in the environment, as a deployer runs it;
 * `extra` its further options (`--store`, `--update`). Resolves with its exit code and output.
 * @param {{ url: string, siteOrigin: string, providerUrl: string, smtpPort: number, pgPort: number, apiKey: string,
 *   staffPassword: string, teamAddress: string, role: string, storePassword: string }} deployer
 */
export const setupCommand =
  ({ url, siteOrigin, providerUrl, smtpPort, pgPort, apiKey, staffPassword, teamAddress, role, storePassword }) =>
  (/** @type {string[]} */ extra) =>
    run(
      process.execPath,
      [
        join(root, 'scripts', 'n8n', 'setup.mjs'),
        ...['--url', url, '--origin', siteOrigin, '--team-email', teamAddress, '--allow-template-address'],
        ...['--receipts-per-hour', '1000', '--provider-url', providerUrl],
        ...['--smtp-host', '127.0.0.1', '--smtp-port', String(smtpPort)],
        ...extra,
      ],
      {
        env: {
          ...process.env,
          N8N_API_KEY: apiKey,
          STAFF_PASSWORD: staffPassword,
          BOOKING_PG_HOST: '127.0.0.1',
          BOOKING_PG_PORT: String(pgPort),
          BOOKING_PG_DATABASE: 'fynbo',
          BOOKING_PG_USER: role,
          BOOKING_PG_PASSWORD: storePassword,
          DB_POSTGRESDB_USER: 'n8n',
        },
      },
    ).then(
      (output) => ({ code: 0, output }),
      (/** @type {Error} */ error) => ({ code: 1, output: error.message }),
    );

/**
 * The race on the Postgres store, counted and checked: every request told yes, one row per id, one team mail and one
 * receipt per id. Returns its figures.
 * @param {{ url: string, siteOrigin: string, pairs: number, inFlight: number, tag: string, label: string,
 *   pg: { psql: (database: string, sql: string) => Promise<string> }, mailbox: import('./mailbox.mjs').Mailbox,
 *   teamAddress: string }} options
 */
export async function checkedRace({ url, siteOrigin, pairs, inFlight, tag, label, pg, mailbox, teamAddress }) {
  log(`${label}: ${pairs} pairs of one bookingId at the same moment, ${inFlight} pairs in flight`);
  const load = loadavg()[0];
  const race = await raceBookings({ url, siteOrigin, pairs, inFlight, tag });
  const { rows, doubled } = await storeCounts(pg);
  const yes = race.answers.filter((answer) => answer.yes).length;
  const mails = await mailsPerId(mailbox, race.ids, teamAddress, tag);
  const doubleTeam = mails.filter((one) => one.team > 1).length;
  const doubleReceipts = mails.filter((one) => one.receipts > 1).length;
  const missing = mails.filter((one) => one.team === 0 || one.receipts === 0).length;
  const figures = {
    pairs,
    inFlight,
    yes,
    requests: race.answers.length,
    rows,
    doubledIds: doubled,
    doubleTeam,
    doubleReceipts,
    missing,
    seconds: race.seconds,
    p50ms: race.p50,
    p95ms: race.p95,
    over15s: race.answers.filter((answer) => answer.ms > 15_000).length,
    loadAverage: [load, loadavg()[0]].map((value) => Number(value.toFixed(1))),
  };
  check(
    `${label}: ${pairs} pairs at the same moment: ${yes} of ${race.answers.length} told yes, ${rows} rows, ${doubled} ids doubled; ${doubleTeam} double team mails, ${doubleReceipts} double receipts, ${missing} ids short of a mail (${race.seconds.toFixed(0)} s, p50 ${race.p50} ms, p95 ${race.p95} ms)`,
    yes === race.answers.length &&
      rows === pairs &&
      doubled === 0 &&
      doubleTeam === 0 &&
      doubleReceipts === 0 &&
      missing === 0,
    JSON.stringify(race.answers.filter((answer) => !answer.yes).slice(0, 5)),
  );
  return { race, figures };
}

/**
 * The negative control: the workflows replaced in place by the Data Table store (`--update --store datatable`) on this
 * n8n-on-Postgres, the same race, counted from its Data Table in n8n's database. It passes when some ids are doubled:
 * otherwise the race did not overlap and the Postgres store's 0 doubles prove nothing. The workflows stay on the Data
 * Table store afterwards. Returns its figures, or null when the set-up failed.
 * @param {{ setup: (extra: string[]) => Promise<{ code: number, output: string }>, url: string, siteOrigin: string,
 *   pairs: number, inFlight: number, pg: { psql: (database: string, sql: string) => Promise<string> }, label: string }} options
 */
export async function dataTableControl({ setup, url, siteOrigin, pairs, inFlight, pg, label }) {
  log(`${label}: the negative control, the Data Table store on this n8n-on-Postgres (--update --store datatable)`);
  const control = await setup(['--store', 'datatable', '--update']);
  check(
    `${label}: the control's set-up, the Data Table store (exit ${control.code})`,
    control.code === 0,
    control.output.slice(-2000),
  );
  if (control.code !== 0) return null;
  await sleep(3000);
  const load = loadavg()[0];
  const race = await raceBookings({ url, siteOrigin, pairs, inFlight, tag: 'dt' });
  const storage = (await pg.psql('n8n', `SELECT id FROM data_table WHERE name = '${bookingsTable}'`)).trim();
  const doubled = Number(
    await pg.psql(
      'n8n',
      `SELECT count(*) FROM (SELECT "bookingId" FROM "data_table_user_${storage}" GROUP BY 1 HAVING count(*) > 1) d`,
    ),
  );
  const yes = race.answers.filter((answer) => answer.yes).length;
  check(
    `${label}: the control doubles on the Data Table store (${doubled} of ${pairs} ids doubled, ${yes} of ${race.answers.length} told yes): the race overlaps`,
    doubled > 0,
  );
  return {
    pairs,
    inFlight,
    yes,
    doubledIds: doubled,
    seconds: race.seconds,
    p50ms: race.p50,
    p95ms: race.p95,
    loadAverage: [load, loadavg()[0]].map((value) => Number(value.toFixed(1))),
  };
}

/**
 * @param {{ n8nDir: string, port: number, brokerPort: number, pgPort: number, siteOrigin: string, providerUrl: string,
 *   smtpPort: number, mailbox: import('./mailbox.mjs').Mailbox, pairs: number, inFlight: number, control: boolean }} options
 * @returns {Promise<Record<string, unknown>>} the figures
 */
export async function postgresStoreScenario(options) {
  const { n8nDir, port, brokerPort, pgPort, siteOrigin, providerUrl, smtpPort, mailbox, pairs, inFlight } = options;
  /** @type {Record<string, unknown>} */
  const figures = {};
  const pg = await startPostgres(pgPort).catch((/** @type {Error} */ error) => {
    check('postgres store: Postgres starts', false, error.message);
    return null;
  });
  if (!pg) return figures;
  const userFolder = mkdtempSync(join(tmpdir(), 'fynbo-n8n-pg-'));
  const logFile = join(userFolder, 'n8n.log');
  const teamAddress = 'salg@fynbo-test.dk';
  const staffPassword = `pg-${randomBytes(9).toString('base64url')}`;
  /** @type {Awaited<ReturnType<typeof startN8n>> | undefined} */
  let server;
  try {
    const names = await preparePostgres(pg, pgPort);
    const { role, storePassword } = names;
    const env = { ...n8nEnvironment({ userFolder, port, brokerPort }), ...names.env };
    log(
      `postgres store: Postgres on ${pgPort} (${pg.folder}); n8n on Postgres, fresh, then n8n:setup --store postgres`,
    );
    server = await startN8n({ n8nDir, env, port, logFile });
    check('postgres store: n8n on Postgres starts', server.healthy, readFileSync(logFile, 'utf8').slice(-3000));
    if (!server.healthy) return figures;
    const apiKey = await ownersApiKey(port, await editorSession(port));
    const url = `http://127.0.0.1:${port}`;
    const setup = setupCommand({
      url,
      siteOrigin,
      providerUrl,
      smtpPort,
      pgPort,
      apiKey,
      staffPassword,
      teamAddress,
      role,
      storePassword,
    });
    const first = await setup(['--store', 'postgres']);
    const columns = await pg.psql(
      'fynbo',
      `SELECT count(*) FROM information_schema.columns WHERE table_schema = '${bookingSchema}' AND table_name = '${bookingsTable}'`,
    );
    check(
      `postgres store: n8n:setup --store postgres sets up a fresh n8n, prints the DBA's SQL, and n8n made the table (${columns.trim()} columns) (exit ${first.code})`,
      first.code === 0 && /CREATE SCHEMA IF NOT EXISTS fynbo_booking/.test(first.output) && Number(columns) > 20,
      first.output.slice(-2500),
    );
    if (first.code !== 0) return figures;
    const again = await setup(['--store', 'postgres', '--update']);
    check(
      `postgres store: a second run with --update runs the DDL again and replaces the workflows in place (exit ${again.code})`,
      again.code === 0 && /replaced in place/.test(again.output),
      again.output.slice(-2000),
    );
    // Postgres lets any role connect to a database by default; what matters is that it reads none of n8n's tables.
    const rights = await pg
      .psql('n8n', 'SELECT count(*) FROM public.credentials_entity', role, storePassword)
      .then(() => "reads n8n's credentials")
      .catch((/** @type {Error} */ error) =>
        /permission denied/.test(error.message) ? 'permission denied' : error.message,
      );
    check(
      `postgres store: the store's role reads none of n8n's own tables (${rights})`,
      rights === 'permission denied',
    );
    await waitFor(async () => (await request('GET', `${url}/webhook/staff/agents`)).status === 200, 60_000);

    const { race, figures: raceFigures } = await checkedRace({
      url,
      siteOrigin,
      pairs,
      inFlight,
      tag: 'pg',
      label: 'postgres store',
      pg,
      mailbox,
      teamAddress,
    });
    figures.postgresRace = raceFigures;
    await staffRoutesOnPostgres({ url, siteOrigin, staffPassword, pg, mailbox, ids: race.ids });
    if (!options.control) return figures;

    const control = await dataTableControl({ setup, url, siteOrigin, pairs, inFlight, pg, label: 'postgres store' });
    if (control) figures.dataTableControl = control;
    return figures;
  } finally {
    await server?.stop();
    await pg.stop();
    rmSync(userFolder, { recursive: true, force: true });
  }
}
