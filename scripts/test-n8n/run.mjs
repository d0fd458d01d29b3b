// @ts-check
/**
 * `npm run test:n8n`: the two shipped n8n workflows (the booking webhook and the staff API) on a real
 * n8n, outside `npm test` (the first run installs about 3 GB and takes about 15 minutes).
 *
 * 1. Installs n8n into a cache folder (default ~/.cache/fynbo-n8n, `--n8n-dir` or FYNBO_N8N_DIR;
 *    reused when present). Starts a local SMTP server and a stand-in of the voice provider's `GET /call`.
 * 2. In a fresh temporary N8N_USER_FOLDER, as a deployer would (scripts/test-n8n/deploy.mjs): the
 *    credentials, both workflows generated for a test origin (1,000 receipts an hour, the schedule
 *    every minute), imported and published; n8n started; the setup triggers run from the editor.
 * 3. The scenarios, each check printed as PASS or FAIL: preflights and login; tokens without `exp`
 *    or of the wrong lifetime or subject, one-time codes and device tokens; hostile bodies (a burst
 *    nested 5,000 deep, gzip, chunked, 50 MB) and a booking and `GET /agents` within 2 s after them;
 *    a kept booking, its mails and calendar files, retries; the staff's booking routes and the
 *    confirmation; the mail server down and the schedule sending once it is back; the staff routes; a
 *    load run; `GET /agents` requests a second straight and behind nginx; the guesser against a known
 *    device and new devices with and without a code, with the attempts table counted and login p50
 *    before and after; 150,000 wrong passwords with login p50 at 0, a third of them (at most 50,000) and
 *    all, each beside the emptied table's, and 20 parallel wrong passwords still admitting 5; the nightly purge; no SMTP credential; the start-up 200 (a stand-in, and n8n
 *    restarting); a write fault (n8n restarted with its Data Tables' storage full); no execution
 *    data; last, `npm run n8n:setup` on a fresh n8n through its public API. It ends with
 *    `N passed, N failed` (exit code 1 on any failure).
 *
 * Ports: n8n 5690, its task broker 5691, the provider stand-in 5692, SMTP 5693, nginx 5694 (`--port`,
 * `--broker-port`, `--provider-port`, `--smtp-port`, `--nginx-port`). `--flood-seconds` (180) is how
 * long the guesser's four addresses keep at it, `--agents-seconds` (20) each `GET /agents` load run,
 * `--attempts` (150000; 0 skips it) how many wrong passwords the volume run sends, `--attempts-concurrency`
 * (16) how many at once. At n8n's pace on two cores (1.9 attempts a second) the default volume takes about
 * 22 hours; `--attempts 3000` about 26 minutes (docs/n8n.md).
 * `--limits-only` skips the kept-booking, mail, staff-route, load and purge scenarios (for a quick run of
 * the attack and fault scenarios); `--setup-only` runs only the last scenario, `npm run n8n:setup` on a
 * fresh n8n. `--store postgres` runs instead the Postgres store's proof (scripts/test-n8n/postgres-store.mjs):
 * Postgres from the Debian package started as a non-root user on `--pg-port` (5695), n8n on it set up by
 * `npm run n8n:setup -- --store postgres`, `--pairs` (100) pairs of one bookingId at the same moment with
 * `--pairs-in-flight` (5) pairs at a time, then the negative control on the Data Table store (`--skip-control`
 * skips it). `--store postgres --queue` runs instead queue mode's proof (scripts/test-n8n/queue.mjs): the same
 * Postgres, Redis from the Debian package on `--redis-port` (5689), n8n main and two `n8n worker` processes
 * (`--worker-ports`, each worker's health port and task broker port: 5684,5685,5686,5687), the race, the load run
 * (`--skip-load`), the big table (`--skip-big-table`), then the fault scenarios `--faults` names, in order (default
 * `worker,redis,redis-kill,postgres`), each with `--fault-bookings` (60) bookings: a worker killed, Redis stopped
 * and Redis killed for `--redis-down-seconds` (10), Postgres stopped for `--pg-down-seconds` (20)
 * (`--fault-bookings 0` skips them all), and last the negative control on the Data Table store (`--skip-control`).
 * One scenario alone, e.g. only the load run: `--store postgres --queue --pairs 10 --skip-big-table
 * --fault-bookings 0 --skip-control`. `--keep` leaves the user folder (database and n8n's log) for inspection.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { WEBHOOK_BASE } from '../n8n/build-staff-workflow.mjs';
import { mailDefaults } from '../n8n/booking-workflow/mail-settings.mjs';
import { startStaffApi } from '../local-backend/staff-api.mjs';
import { signStaffToken } from '../../src/lib/staff/jwt.mjs';
import { hashPassword } from '../../src/lib/staff/password-hash.js';
import { keptBookingScenario, repeatScenario } from './booking-scenario.mjs';
import { bookingRoutesScenario } from './booking-staff.mjs';
import { importAndPublish, setUpTables, workflowIds } from './deploy.mjs';
import { executionsScenario } from './executions.mjs';
import { check, log, request, run, tally, waitFor } from './harness.mjs';
import { editorSession, ensureInstalled, n8nBinary, n8nEnvironment, startN8n } from './instance.mjs';
import { loadRun } from './load.mjs';
import { bigTableScenario } from './big-table.mjs';
import { noMailAccountScenario, purgeScenario } from './mail-account.mjs';
import { startMailbox } from './mailbox.mjs';
import { afterOutage, outageScenario } from './outage.mjs';
import { staffLoginScenario } from './staff-login.mjs';
import { staffRoutesScenario } from './staff-routes.mjs';
import { writeFaultScenario } from './write-fault.mjs';
import { agentsCacheScenario } from './agents-cache.mjs';
import { guesserScenario, tokensScenario, volumeScenario } from './devices.mjs';
import { hostileBodiesScenario } from './hostile.mjs';
import { setupCommandScenario } from './setup-command.mjs';
import { postgresStoreScenario } from './postgres-store.mjs';
import { queueScenario } from './queue.mjs';
import { startupProbe, startupStandInScenario } from './startup.mjs';

export { N8N_VERSION } from './instance.mjs';

const { values: args } = parseArgs({
  options: {
    'n8n-dir': { type: 'string', default: process.env.FYNBO_N8N_DIR ?? join(homedir(), '.cache', 'fynbo-n8n') },
    port: { type: 'string', default: '5690' },
    'broker-port': { type: 'string', default: '5691' },
    'provider-port': { type: 'string', default: '5692' },
    'smtp-port': { type: 'string', default: '5693' },
    'nginx-port': { type: 'string', default: '5694' },
    'flood-seconds': { type: 'string', default: '180' },
    'agents-seconds': { type: 'string', default: '20' },
    attempts: { type: 'string', default: '150000' },
    'attempts-concurrency': { type: 'string', default: '16' },
    'limits-only': { type: 'boolean', default: false },
    'setup-only': { type: 'boolean', default: false },
    store: { type: 'string', default: 'datatable' },
    'pg-port': { type: 'string', default: '5695' },
    pairs: { type: 'string', default: '100' },
    'pairs-in-flight': { type: 'string', default: '5' },
    'skip-control': { type: 'boolean', default: false },
    queue: { type: 'boolean', default: false },
    'redis-port': { type: 'string', default: '5689' },
    'worker-ports': { type: 'string', default: '5684,5685,5686,5687' },
    'fault-bookings': { type: 'string', default: '60' },
    faults: { type: 'string', default: 'worker,redis,redis-kill,postgres' },
    'redis-down-seconds': { type: 'string', default: '10' },
    'pg-down-seconds': { type: 'string', default: '20' },
    'skip-load': { type: 'boolean', default: false },
    'skip-big-table': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const n8nDir = resolve(String(args['n8n-dir']));
const port = Number(args.port);
/** The browser origin the workflows are generated for (nothing is served there). */
const siteOrigin = 'http://127.0.0.1:5699';
const webhookBase = `http://127.0.0.1:${port}/webhook`;
const staffBase = `${webhookBase}/${WEBHOOK_BASE}`;
/** The mails as a deployer would set them, the hourly cap raised for the load run and the schedule every minute. */
const mail = { ...mailDefaults, teamAddress: 'salg@fynbo-test.dk', receiptsPerHour: 1000, retryEveryMinutes: 1 };

/** The attack and load figures docs/n8n.md records, printed again at the end. @type {Record<string, unknown>} */
let figures = {};

async function main() {
  await ensureInstalled(n8nDir);
  if (args.queue && args.store !== 'postgres')
    throw new Error('--queue runs on the Postgres store: --store postgres --queue');
  if (args.store === 'postgres') {
    const provider = await startStaffApi({ port: Number(args['provider-port']), quiet: true });
    const mailbox = await startMailbox({ port: Number(args['smtp-port']), n8nDir });
    const close = () => Promise.all([provider.close(), mailbox.stop()]);
    // What the Postgres store's race and queue mode's proof both take.
    const postgresRun = {
      n8nDir,
      port,
      brokerPort: Number(args['broker-port']),
      pgPort: Number(args['pg-port']),
      siteOrigin,
      providerUrl: `${provider.url}/provider`,
      smtpPort: Number(args['smtp-port']),
      mailbox,
      pairs: Number(args.pairs),
      inFlight: Number(args['pairs-in-flight']),
    };
    if (args.queue) {
      figures = await queueScenario({
        ...postgresRun,
        redisPort: Number(args['redis-port']),
        workerPorts: String(args['worker-ports']).split(',').map(Number),
        faultBookings: Number(args['fault-bookings']),
        faults: String(args.faults).split(',').filter(Boolean),
        redisDownSeconds: Number(args['redis-down-seconds']),
        pgDownSeconds: Number(args['pg-down-seconds']),
        load: !args['skip-load'],
        bigTable: !args['skip-big-table'],
        control: !args['skip-control'],
      }).finally(close);
      return;
    }
    figures = await postgresStoreScenario({
      ...postgresRun,
      control: !args['skip-control'],
    }).finally(close);
    return;
  }
  if (args.store !== 'datatable') throw new Error('--store is datatable (the default) or postgres');
  if (args['setup-only']) {
    const provider = await startStaffApi({ port: Number(args['provider-port']), quiet: true });
    const mailbox = await startMailbox({ port: Number(args['smtp-port']), n8nDir });
    return setupCommand(`${provider.url}/provider`, mailbox).finally(() =>
      Promise.all([provider.close(), mailbox.stop()]),
    );
  }
  const userFolder = mkdtempSync(join(tmpdir(), 'fynbo-n8n-user-'));
  const n8nLog = join(userFolder, 'n8n.log');
  const databaseFile = join(userFolder, '.n8n', 'database.sqlite');
  const env = n8nEnvironment({ userFolder, port, brokerPort: Number(args['broker-port']) });
  const n8n = (/** @type {string[]} */ commandArgs) =>
    run(process.execPath, [n8nBinary(n8nDir), ...commandArgs], { env });
  const provider = await startStaffApi({ port: Number(args['provider-port']), quiet: true });
  const mailbox = await startMailbox({ port: Number(args['smtp-port']), n8nDir });
  /** @type {Awaited<ReturnType<typeof startN8n>> | undefined} */
  let server;
  try {
    const password = `test-${randomBytes(9).toString('base64url')}`;
    const jwtSecret = randomBytes(32).toString('base64url');
    log(`user folder ${userFolder}`);
    await importAndPublish({
      n8n,
      work: join(userFolder, 'import'),
      siteOrigin,
      providerUrl: `${provider.url}/provider`,
      smtpPort: Number(args['smtp-port']),
      jwtSecret,
      mail,
    });
    log('starting n8n (its first start migrates the database), sending bookings as the form does meanwhile');
    const firstStart = startupProbe(webhookBase);
    server = await startN8n({ n8nDir, env, port, logFile: n8nLog });
    await firstStart.stop();
    check('n8n starts', server.healthy, readFileSync(n8nLog, 'utf8').slice(-3000));
    if (!server.healthy) return;
    const { running } = server;
    const cookie = await editorSession(port);
    if (!(await setUpTables({ port, cookie, databaseFile, passwordHash: await hashPassword(password), running })))
      return;
    const up = await waitFor(
      async () => (await request('GET', `${staffBase}/agents`, { timeoutMs: 10_000 })).status === 200,
      60_000,
      running,
    );
    check('n8n serves the published staff webhooks', up, readFileSync(n8nLog, 'utf8').slice(-3000));
    if (!up) return;

    const staff = { siteOrigin, webhookBase, staffBase, password, jwtSecret, provider, userFolder, databaseFile };
    const bookings = { siteOrigin, webhookBase, staffBase, databaseFile, mailbox, mail };
    const token = await staffLoginScenario(staff);
    const device = await tokensScenario(staff, token);
    const hostile = await hostileBodiesScenario(staff);
    // The booking routes get a token signed with the JWT credential's secret, as the login signs it,
    // so their checks stand on their own.
    const staffToken = (await signStaffToken(jwtSecret, new Date())).token;
    const first = args['limits-only'] ? null : await keptBookingScenario(bookings);
    if (first) {
      await repeatScenario(bookings, first);
      await bookingRoutesScenario(bookings, staffToken, first);
      const outage = await outageScenario(bookings, staffToken);
      await staffRoutesScenario(staff, token);
      await afterOutage(bookings, outage);
      await loadRun(bookings);
      await bigTableScenario({ ...bookings, n8nLog });
    }
    const agents = await agentsCacheScenario(
      { staffBase, userFolder, port },
      { nginxPort: Number(args['nginx-port']), seconds: Number(args['agents-seconds']) },
    );
    const newCode = async () =>
      String(
        (
          await request('POST', `${staffBase}/device-code`, {
            headers: { Origin: siteOrigin, Authorization: `Bearer ${token}` },
            body: {},
          })
        ).json?.code,
      );
    const guesser = await guesserScenario(staff, device, newCode, { floodMs: Number(args['flood-seconds']) * 1000 });
    const volume =
      Number(args.attempts) > 0
        ? await volumeScenario(staff, device, guesser.secondDevice, {
            attempts: Number(args.attempts),
            concurrency: Number(args['attempts-concurrency']),
          })
        : log('volume: skipped (--attempts 0)');
    figures = { hostile, agents, guesser: { ...guesser, secondDevice: undefined }, volume };
    const editor = { port, cookie: await editorSession(port) };
    if (first) {
      await purgeScenario(bookings, editor);
      await noMailAccountScenario(bookings, staffToken, editor);
    }

    await startupStandInScenario();
    log(
      'restarting n8n with its Data Tables storage full (N8N_DATA_TABLES_MAX_SIZE_BYTES=1), sending bookings meanwhile',
    );
    await server.stop();
    const probe = startupProbe(webhookBase);
    server = await startN8n({ n8nDir, env: { ...env, N8N_DATA_TABLES_MAX_SIZE_BYTES: '1' }, port, logFile: n8nLog });
    const again =
      server.healthy &&
      (await waitFor(async () => (await request('GET', `${staffBase}/agents`)).status === 200, 60_000, server.running));
    await probe.stop();
    check('n8n starts again, its Data Tables full', again, readFileSync(n8nLog, 'utf8').slice(-3000));
    if (!again) return;
    await writeFaultScenario(bookings);

    // The schedule would keep reading the table into new executions; the check wants a quiet n8n.
    const session = await editorSession(port);
    await fetch(`http://127.0.0.1:${port}/rest/workflows/${workflowIds.booking}/deactivate`, {
      method: 'POST',
      headers: { 'browser-id': 'fynbo-test-n8n', 'Content-Type': 'application/json', Cookie: session },
      body: '{}',
    });
    await executionsScenario({
      databaseFile,
      workflowIds: Object.values(workflowIds),
      markers: [
        password,
        token,
        staffToken,
        'parallel-',
        first?.bookingId ?? 'parallel-',
        '@aeroe-test.dk',
        '@klik-test.dk',
        '@outage-test.dk',
        '@load-test.dk',
        '@mail-test.dk',
        '@storage-test.dk',
      ],
    });
    await server.stop();
    await setupCommand(`${provider.url}/provider`, mailbox);
  } finally {
    if (tally.failed > 0 && existsSync(n8nLog)) {
      console.log('--- the end of n8n.log ---');
      console.log(readFileSync(n8nLog, 'utf8').slice(-4000));
    }
    await server?.stop();
    await provider.close();
    await mailbox.stop();
    if (args.keep) log(`kept ${userFolder}`);
    else rmSync(userFolder, { recursive: true, force: true });
  }
}

/**
 * `npm run n8n:setup` on a fresh n8n of its own, on the main one's ports once it has stopped.
 * @param {string} providerUrl @param {import('./mailbox.mjs').Mailbox} mailbox
 */
const setupCommand = (providerUrl, mailbox) =>
  setupCommandScenario({
    n8nDir,
    port,
    brokerPort: Number(args['broker-port']),
    siteOrigin,
    providerUrl,
    smtpPort: Number(args['smtp-port']),
    mailbox,
  });

main()
  .catch((error) => {
    tally.failed += 1;
    console.log(`FAIL the run stopped: ${error instanceof Error ? error.stack : error}`);
  })
  .finally(() => {
    if (Object.keys(figures).length > 0) console.log(`[test:n8n] figures: ${JSON.stringify(figures)}`);
    console.log(`${tally.passed} passed, ${tally.failed} failed`);
    process.exit(tally.failed > 0 ? 1 : 0);
  });
