// @ts-check
/**
 * `npm run test:n8n -- --store postgres --queue`: the booking workflow on the Postgres store in n8n's queue mode,
 * as docs/n8n.md "Queue mode: the recipe" sets it up: Postgres (n8n's own database and the store's), Redis with
 * persistence, n8n's main process taking the webhooks and two `n8n worker` processes at their default concurrency
 * (10 each: nothing serialises the executions), all on one host with the variables the recipe lists.
 *
 * Redis from the Debian package (`apt-get install -y redis-server`; missing, the scenario fails with that line), in
 * a temporary folder on `redisPort`, `appendonly yes`, `appendfsync everysec`, as whoever runs the test (no system
 * service). Postgres as in scripts/test-n8n/postgres-store.mjs (a non-root user). Set up by `npm run n8n:setup --
 * --store postgres` through main's public API, as a deployer does.
 *
 * The scenarios, one after the other:
 * 1. the race: `pairs` pairs of one `bookingId` at the same moment, `inFlight` pairs at a time: every request told
 *    yes, one row, one team mail and one receipt per id (postgres-store.mjs's `checkedRace`);
 * 2. the load run (load.mjs; unless `load` is false): 300 new bookings at concurrency 20, the same 300 again, 5 to one address:
 *    305 rows, 305 team mails, 303 receipts; then (unless `bigTable` is false) the big table (big-table.mjs): 1,500 retained rows, 1,100 of them
 *    updated this hour, 20 owing their team mail, and 100 new bookings while the schedule runs;
 * 3. the fault scenarios `faults` names, in that order (none when `faultBookings` is 0), each with `faultBookings` new
 *    bookings, the fault done once a quarter of them are answered; each booking not told yes is sent again with its
 *    id, as the form's visitor does. Every id must end as one row, none told yes and then lost, and every one mailed
 *    at least once: a claim an execution cut off by the fault held is let go by the schedule after the stale window
 *    (20 minutes, docs/n8n.md "Mail is at least once"); the test ages such claims by 21 minutes in the table rather
 *    than wait, and counts them. Every answer but the contract's yes is one the form treats as a failure.
 *    - `worker`: worker 1 killed (SIGKILL), started again once all are answered;
 *    - `redis`: Redis stopped (SIGTERM, its append-only file flushed) for `redisDownSeconds`, then started again on
 *      the same folder (`stoppedFor`);
 *    - `redis-kill`: Redis killed (SIGKILL, as a crash or the OOM killer) for as long, started again the same way;
 *    - `postgres`: Postgres stopped (`pg_ctl stop -m fast`) for `pgDownSeconds`, then started again;
 *    then every n8n process must still be up;
 * 4. (unless `control` is false) the negative control (postgres-store.mjs's `dataTableControl`): the same race on the
 *    Data Table store, the workflows replaced in place, must double some ids, or the race did not overlap.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingsTable } from '../../src/lib/booking/workflow-rows.mjs';
import { bookingSchema } from '../n8n/booking-workflow/postgres-store.mjs';
import { check, log, request, run, sleep, waitFor } from './harness.mjs';
import { loadRun } from './load.mjs';
import { bigTableScenario, retainRowsOnPostgres } from './big-table.mjs';
import { editorSession, n8nEnvironment, startN8n } from './instance.mjs';
import {
  checkedRace,
  dataTableControl,
  mailsPerId,
  preparePostgres,
  raceBookings,
  setupCommand,
  startPostgres,
  storeCounts,
} from './postgres-store.mjs';
import { ownersApiKey } from './setup-command.mjs';

/** @typedef {{ psql: (database: string, sql: string) => Promise<string> }} Psql */
/** @typedef {Awaited<ReturnType<typeof startN8n>>} N8nProcess */

const redisBinary = '/usr/bin/redis-server';

/**
 * Redis with persistence in `folder` on `redisPort`, in the foreground as a child of the test; started again on the
 * same folder it loads its append-only file.
 * @param {number} redisPort @param {string} folder
 */
async function startRedis(redisPort, folder) {
  if (!existsSync(redisBinary)) {
    throw new Error('Redis is not installed: run `apt-get install -y redis-server` (as root) and again.');
  }
  const logFd = openSync(join(folder, 'redis.log'), 'a');
  const child = spawn(
    redisBinary,
    [
      ...['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', folder],
      ...['--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '', '--daemonize', 'no'],
    ],
    { stdio: ['ignore', logFd, logFd] },
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const up = await waitFor(
    async () => (await run('redis-cli', ['-p', String(redisPort), 'ping'])).trim() === 'PONG',
    30_000,
    running,
  );
  if (!up) throw new Error(`Redis did not start: ${readFileSync(join(folder, 'redis.log'), 'utf8').slice(-1500)}`);
  /**
   * Ends it with `signal`: SIGTERM stops it as `redis-server` stops (the append-only file flushed), SIGKILL kills it as
   * a crash or the kernel's OOM killer does (the last second of writes can be lost, `appendfsync everysec`).
   */
  const stop = async (/** @type {NodeJS.Signals} */ signal = 'SIGTERM') => {
    if (!running()) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill(signal);
    await exited;
  };
  return { stop, running };
}

/**
 * A fault for `faultScenario`: `stop` ends the service named `name`, `seconds` later `start` starts it again; the
 * scenario's `recover` waits for that start.
 * @param {string} name @param {number} seconds @param {() => Promise<unknown>} stop @param {() => Promise<unknown>} start
 */
function stoppedFor(name, seconds, stop, start) {
  /** @type {Promise<void> | undefined} */
  let back;
  return {
    fault: async () => {
      log(`queue mode: ${name} stopped`);
      await stop();
      back = sleep(seconds * 1000).then(async () => {
        await start();
        log(`queue mode: ${name} started again`);
      });
    },
    recover: async () => {
      await back;
    },
  };
}

/**
 * New bookings, each id sent once (`inFlight` at a time), with `fault` done once a quarter of them are answered
 * and `recover` once all are; then each id not told yes is sent again (a visitor's retry with the same id).
 * Counted and checked: one row per id, none told yes and lost, every id mailed at least once (claims the fault left
 * aged past the stale window).
 * @param {{ url: string, siteOrigin: string, pg: Psql, mailbox: import('./mailbox.mjs').Mailbox, teamAddress: string,
 *   bookings: number, inFlight: number, tag: string, label: string, fault: () => Promise<void>,
 *   recover: () => Promise<void> }} options
 */
async function faultScenario({
  url,
  siteOrigin,
  pg,
  mailbox,
  teamAddress,
  bookings,
  inFlight,
  tag,
  label,
  fault,
  recover,
}) {
  const load = loadavg()[0];
  /** @type {Promise<void> | undefined} */
  let faulted;
  let faultAt = 0;
  const race = await raceBookings({
    url,
    siteOrigin,
    pairs: bookings,
    inFlight,
    tag,
    copies: 1,
    onAnswer: (_answer, answered) => {
      if (faulted || answered < Math.ceil(bookings / 4)) return;
      faultAt = answered;
      faulted = fault();
    },
  });
  await faulted;
  await recover();
  const firstYes = new Set(race.answers.filter((answer) => answer.yes).map((answer) => answer.id));
  /** @type {Record<string, number>} */
  const statuses = {};
  /** @type {Record<string, string>} what the first answer of each status not yes said */
  const said = {};
  for (const answer of race.answers.filter((one) => !one.yes)) {
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    said[answer.status] ??= answer.said ?? '';
  }
  const slow = race.answers.filter((answer) => answer.ms > 15_000).length;
  const again = race.ids.filter((id) => !firstYes.has(id));
  log(
    `${label}: ${firstYes.size} of ${bookings} told yes (answers not yes: ${JSON.stringify(statuses)}, saying ${JSON.stringify(said)}); ${again.length} sent again`,
  );
  // Told yes but not kept: a row missing for an id n8n said yes to, counted before any retry could add it.
  const lost = Number(
    firstYes.size === 0
      ? 0
      : await pg.psql(
          'fynbo',
          `SELECT ${firstYes.size} - count(DISTINCT "bookingId") FROM ${bookingSchema}.${bookingsTable} WHERE "bookingId" IN ('${[...firstYes].join("','")}')`,
        ),
  );
  const retry = again.length
    ? await raceBookings({ url, siteOrigin, pairs: again.length, inFlight: 5, tag, copies: 1, ids: again })
    : { answers: [] };
  const retriedYes = retry.answers.filter((answer) => answer.yes).length;
  const counts = await storeCounts(pg, race.ids);
  // The claims an execution on the killed worker (or one cut off from Redis) held stay until the stale window
  // (20 minutes) has passed; once every execution has had time to finish, age those by 21 minutes, as the clock would.
  await sleep(60_000);
  const held = `"bookingId" IN ('${race.ids.join("','")}') AND "mailClaimedAt" IS NOT NULL`;
  const aged = Number(
    await pg.psql(
      'fynbo',
      `WITH aged AS (UPDATE ${bookingSchema}.${bookingsTable} SET "mailClaimedAt" = "mailClaimedAt" - interval '21 minutes' WHERE ${held} RETURNING 1) SELECT count(*) FROM aged`,
    ),
  );
  const mails = await mailsPerId(mailbox, race.ids, teamAddress, tag, 300_000);
  const missing = mails.filter((one) => one.team === 0 || one.receipts === 0).length;
  const figures = {
    bookings,
    inFlight,
    faultAtAnswer: faultAt,
    toldYes: firstYes.size,
    notYes: statuses,
    over15s: slow,
    retried: again.length,
    retriedYes,
    toldYesLost: lost,
    rows: bookings - counts.notKept,
    doubledIds: counts.doubled,
    claimsAged: aged,
    teamMails: mails.reduce((sum, one) => sum + one.team, 0),
    receipts: mails.reduce((sum, one) => sum + one.receipts, 0),
    idsMailedTwice: mails.filter((one) => one.team > 1 || one.receipts > 1).length,
    missing,
    seconds: race.seconds,
    p50ms: race.p50,
    p95ms: race.p95,
    loadAverage: [load, loadavg()[0]].map((value) => Number(value.toFixed(1))),
  };
  check(
    `${label}: ${bookings} bookings, ${firstYes.size} told yes at once, ${again.length} sent again (${retriedYes} then told yes); ${lost} told yes and lost, ${figures.rows} ids kept, ${counts.doubled} ids doubled; ${aged} claims left by the fault aged past the stale window; ${figures.teamMails} team mails and ${figures.receipts} receipts, ${missing} ids short of a mail, ${figures.idsMailedTwice} mailed twice (at least once) (${race.seconds.toFixed(0)} s, p50 ${race.p50} ms, p95 ${race.p95} ms)`,
    lost === 0 && retriedYes === again.length && counts.notKept === 0 && counts.doubled === 0 && missing === 0,
    JSON.stringify(retry.answers.filter((answer) => !answer.yes).slice(0, 5)),
  );
  return figures;
}

/**
 * @param {{ n8nDir: string, port: number, brokerPort: number, pgPort: number, redisPort: number, workerPorts: number[],
 *   siteOrigin: string, providerUrl: string, smtpPort: number, mailbox: import('./mailbox.mjs').Mailbox, pairs: number,
 *   inFlight: number, faultBookings: number, faults: string[], redisDownSeconds: number, pgDownSeconds: number,
 *   load: boolean, bigTable: boolean, control: boolean }} options
 *   `workerPorts`: per worker its health port and its task broker's port; `faults`: which fault scenarios run, in
 *   order (worker, redis, redis-kill, postgres)
 * @returns {Promise<Record<string, unknown>>} the figures
 */
export async function queueScenario(options) {
  const { n8nDir, port, brokerPort, pgPort, redisPort, workerPorts, siteOrigin, providerUrl, smtpPort, mailbox } =
    options;
  /** @type {Record<string, unknown>} */
  const figures = {};
  const started = Date.now();
  const userFolder = mkdtempSync(join(tmpdir(), 'fynbo-n8n-queue-'));
  const logFile = join(userFolder, 'n8n.log');
  const pg = await startPostgres(pgPort).catch((/** @type {Error} */ error) => {
    check('queue mode: Postgres starts', false, error.message);
    return null;
  });
  if (!pg) return figures;
  /** @type {Awaited<ReturnType<typeof startRedis>> | null} */
  let redis = await startRedis(redisPort, userFolder).catch((/** @type {Error} */ error) => {
    check('queue mode: Redis starts', false, error.message);
    return null;
  });
  /** @type {N8nProcess | undefined} */
  let main;
  /** @type {(N8nProcess | undefined)[]} */
  const workers = [];
  const teamAddress = 'salg@fynbo-test.dk';
  try {
    if (!redis) return figures;
    const names = await preparePostgres(pg, pgPort);
    // The recipe's variables, the same for every process (docs/n8n.md "Queue mode: the recipe").
    const shared = {
      ...n8nEnvironment({ userFolder, port, brokerPort }),
      ...names.env,
      EXECUTIONS_MODE: 'queue',
      N8N_ENCRYPTION_KEY: randomBytes(24).toString('base64url'),
      QUEUE_BULL_REDIS_HOST: '127.0.0.1',
      QUEUE_BULL_REDIS_PORT: String(redisPort),
      // n8n exits when Redis stays unreachable longer than this (default 10 s); a Redis restart takes a few.
      QUEUE_BULL_REDIS_TIMEOUT_THRESHOLD: '60000',
      NODE_ENV: 'production',
      N8N_RUNNERS_TASK_TIMEOUT: '30',
    };
    log(`queue mode: Postgres on ${pgPort}, Redis on ${redisPort} (${userFolder}); n8n main on ${port}`);
    main = await startN8n({ n8nDir, env: shared, port, logFile });
    check(
      'queue mode: n8n main (EXECUTIONS_MODE=queue, DB_TYPE=postgresdb) starts',
      main.healthy,
      readFileSync(logFile, 'utf8').slice(-3000),
    );
    if (!main.healthy) return figures;
    const startWorker = (/** @type {number} */ index) => {
      const [healthPort, workerBroker] = workerPorts.slice(index * 2, index * 2 + 2);
      return startN8n({
        n8nDir,
        env: {
          ...shared,
          N8N_RUNNERS_BROKER_PORT: String(workerBroker),
          QUEUE_HEALTH_CHECK_ACTIVE: 'true',
          QUEUE_HEALTH_CHECK_PORT: String(healthPort),
          N8N_WORKER_SERVER_ADDRESS: '127.0.0.1',
        },
        port: healthPort,
        logFile: join(userFolder, `worker-${index + 1}.log`),
        command: 'worker',
      });
    };
    workers.push(...(await Promise.all([0, 1].map(startWorker))));
    check(
      `queue mode: two workers (n8n worker, concurrency 10) ready on ${workerPorts[0]} and ${workerPorts[2]}`,
      workers.every((worker) => worker?.healthy),
      readFileSync(join(userFolder, 'worker-1.log'), 'utf8').slice(-2000),
    );
    if (!workers.every((worker) => worker?.healthy)) return figures;

    const url = `http://127.0.0.1:${port}`;
    const apiKey = await ownersApiKey(port, await editorSession(port));
    const setup = setupCommand({
      url,
      siteOrigin,
      providerUrl,
      smtpPort,
      pgPort,
      apiKey,
      staffPassword: `q-${randomBytes(9).toString('base64url')}`,
      teamAddress,
      role: names.role,
      storePassword: names.storePassword,
    });
    // The schedule every minute (a deployer's default is 5), so a mail a fault left owing goes within the run.
    const done = await setup(['--store', 'postgres', '--retry-every-minutes', '1']);
    check(
      `queue mode: n8n:setup --store postgres sets up main, its DDL run by a worker (exit ${done.code})`,
      done.code === 0,
      done.output.slice(-2500),
    );
    if (done.code !== 0) return figures;
    await waitFor(async () => (await request('GET', `${url}/webhook/staff/agents`)).status === 200, 60_000);

    const { figures: raceFigures } = await checkedRace({
      url,
      siteOrigin,
      pairs: options.pairs,
      inFlight: options.inFlight,
      tag: 'qr',
      label: 'queue mode',
      pg,
      mailbox,
      teamAddress,
    });
    figures.queueRace = raceFigures;

    /** Every row of the store, as the load run and the big table count them. */
    const readRows = async () =>
      JSON.parse(
        (await pg.psql(
          'fynbo',
          `SELECT coalesce(json_agg(b ORDER BY id), '[]') FROM ${bookingSchema}.${bookingsTable} b`,
        )) || '[]',
      );
    if (options.load) {
      log('queue mode: the load run, 300 new bookings at concurrency 20, the same 300 again, 5 to one address');
      const loadStart = loadavg()[0];
      const loadStarted = Date.now();
      const loaded = await loadRun({
        siteOrigin,
        webhookBase: `${url}/webhook`,
        mailbox,
        mail: { teamAddress },
        readRows,
        timeoutMs: 120_000,
      });
      figures.queueLoad = {
        ...loaded,
        seconds: Math.round((Date.now() - loadStarted) / 1000),
        loadAverage: [loadStart, loadavg()[0]].map((value) => Number(value.toFixed(1))),
      };
    }
    if (options.bigTable) {
      const bigStart = loadavg()[0];
      const bigStarted = Date.now();
      const big = await bigTableScenario({
        siteOrigin,
        webhookBase: `${url}/webhook`,
        databaseFile: '',
        mailbox,
        mail: { teamAddress },
        n8nLog: [logFile, ...[1, 2].map((n) => join(userFolder, `worker-${n}.log`))],
        retain: (count, recent) => retainRowsOnPostgres(pg.psql, `${bookingSchema}.${bookingsTable}`, count, recent),
        readRows,
        timeoutMs: 120_000,
      });
      figures.queueBigTable = {
        ...big,
        seconds: Math.round((Date.now() - bigStarted) / 1000),
        loadAverage: [bigStart, loadavg()[0]].map((value) => Number(value.toFixed(1))),
      };
    }
    const faultRun = {
      url,
      siteOrigin,
      pg,
      mailbox,
      teamAddress,
      bookings: options.faultBookings,
      inFlight: 10,
    };
    const { redisDownSeconds, pgDownSeconds } = options;
    const restartRedis = async () => {
      redis = await startRedis(redisPort, userFolder);
    };
    /** Each fault scenario by its `--faults` name: its figures' key, tag, label and fault. */
    const faults = {
      worker: {
        key: 'workerKilled',
        tag: 'qk',
        label: 'queue mode, a worker killed',
        fault: async () => {
          log('queue mode: SIGKILL to worker 1');
          await workers[0]?.kill();
        },
        recover: async () => {
          workers[0] = await startWorker(0);
          log(`queue mode: worker 1 started again (ready: ${workers[0].healthy})`);
        },
      },
      redis: {
        key: 'redisRestarted',
        tag: 'qx',
        label: `queue mode, Redis stopped for ${redisDownSeconds} s`,
        ...stoppedFor('Redis (SIGTERM)', redisDownSeconds, () => redis?.stop('SIGTERM') ?? sleep(0), restartRedis),
      },
      'redis-kill': {
        key: 'redisKilled',
        tag: 'qy',
        label: `queue mode, Redis killed (SIGKILL) for ${redisDownSeconds} s`,
        ...stoppedFor('Redis (SIGKILL)', redisDownSeconds, () => redis?.stop('SIGKILL') ?? sleep(0), restartRedis),
      },
      postgres: {
        key: 'postgresRestarted',
        tag: 'qp',
        label: `queue mode, Postgres stopped for ${pgDownSeconds} s`,
        ...stoppedFor('Postgres (pg_ctl stop -m fast)', pgDownSeconds, pg.halt, pg.resume),
      },
    };
    const chosen = options.faultBookings > 0 ? options.faults : [];
    for (const name of chosen) {
      const one = faults[/** @type {keyof typeof faults} */ (name)];
      if (!one) throw new Error(`--faults: ${name} is none of ${Object.keys(faults).join(', ')}`);
      log(`${one.label}: ${options.faultBookings} bookings, the fault a quarter of the way in`);
      figures[one.key] = await faultScenario({ ...faultRun, ...one });
    }
    if (options.control) {
      // Last: it leaves the workflows on the Data Table store.
      const control = await dataTableControl({
        setup,
        url,
        siteOrigin,
        pairs: options.pairs,
        inFlight: options.inFlight,
        pg,
        label: 'queue mode',
      });
      if (control) figures.queueDataTableControl = control;
    }
    const alive = [main, ...workers].map((one) => Boolean(one?.running()));
    check(
      `queue mode: main and both workers still running after the faults (${chosen.join(', ') || 'none'}) (${alive.join(', ')})`,
      alive.every(Boolean),
      readFileSync(logFile, 'utf8').slice(-2000),
    );
    figures.queueMinutes = Number(((Date.now() - started) / 60_000).toFixed(1));
    return figures;
  } finally {
    await Promise.all(workers.map((worker) => worker?.stop()));
    await main?.stop();
    await redis?.stop();
    await pg.stop();
    if (!process.argv.includes('--keep')) rmSync(userFolder, { recursive: true, force: true });
    else log(`kept ${userFolder}`);
  }
}
