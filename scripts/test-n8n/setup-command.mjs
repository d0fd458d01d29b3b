// @ts-check
/**
 * `npm run n8n:setup` against a fresh, running n8n, as a deployer runs it (docs/n8n.md#production): the
 * owner account set up, an API key made with every scope the owner may give it, then the command,
 * which does everything through the public API, its secrets in the environment. In a checkout still on the
 * template's e-mail it must refuse; in a deployer's (their content/company.yaml, BOOKING_TEAM_EMAIL) the
 * site's three routes must answer as the contracts say and a booking's team mail reach the deployer's team
 * address; a second run must keep what exists, and `--update` replace the workflows in place (same ids,
 * same webhook) and the staff password.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isBookingAccepted } from '../../src/lib/booking/contract.mjs';
import { WEBHOOK_BASE } from '../n8n/build-staff-workflow.mjs';
import { validBooking } from './bookings.mjs';
import { check, log, request, root, run, waitFor } from './harness.mjs';
import { editorSession, n8nEnvironment, startN8n } from './instance.mjs';

/**
 * An API key of the owner's, made as Settings → n8n API makes it.
 * @param {number} port @param {string} cookie
 */
export async function ownersApiKey(port, cookie) {
  const rest = `http://127.0.0.1:${port}/rest/api-keys`;
  const headers = { 'browser-id': 'fynbo-test-n8n', 'Content-Type': 'application/json', Cookie: cookie };
  const scopes = (await (await fetch(`${rest}/scopes`, { headers })).json()).data;
  const answer = await fetch(rest, {
    method: 'POST',
    headers,
    body: JSON.stringify({ label: 'n8n-setup', scopes, expiresAt: null }),
  });
  const key = (await answer.json())?.data?.rawApiKey;
  if (typeof key !== 'string') throw new Error(`POST /rest/api-keys answered ${answer.status}`);
  return key;
}

/** The deployer of this scenario: their own facts in content/company.yaml, their team address in BOOKING_TEAM_EMAIL. */
const deployer = { name: 'Deployer Firma', email: 'kontakt@deployer-test.dk', phone: '+45 11 22 33 44' };
const teamAddress = 'salg@deployer-test.dk';

/**
 * @param {{ n8nDir: string, port: number, brokerPort: number, siteOrigin: string, providerUrl: string, smtpPort: number, mailbox: import('./mailbox.mjs').Mailbox }} options
 */
export async function setupCommandScenario({ n8nDir, port, brokerPort, siteOrigin, providerUrl, smtpPort, mailbox }) {
  const userFolder = mkdtempSync(join(tmpdir(), 'fynbo-n8n-setup-'));
  const logFile = join(userFolder, 'n8n.log');
  // The deployer's checkout: content/company.yaml with their facts (the command reads content/ in its folder).
  const site = join(userFolder, 'site');
  mkdirSync(join(site, 'content'), { recursive: true });
  writeFileSync(
    join(site, 'content', 'company.yaml'),
    Object.entries(deployer)
      .map(([key, value]) => `${key}: '${value}'`)
      .join('\n'),
  );
  const env = n8nEnvironment({ userFolder, port, brokerPort });
  log('n8n:setup: a fresh n8n with nothing imported, then the command through the public API');
  const server = await startN8n({ n8nDir, env, port, logFile });
  try {
    check('n8n:setup: a fresh n8n starts', server.healthy, readFileSync(logFile, 'utf8').slice(-3000));
    if (!server.healthy) return;
    const apiKey = await ownersApiKey(port, await editorSession(port));
    const password = `setup-${randomBytes(9).toString('base64url')}`;
    const url = `http://127.0.0.1:${port}`;
    /** The command as a deployer runs it: secrets in the environment, never among the arguments. */
    const command = (/** @type {{ cwd?: string, extra?: string[], env?: Record<string, string> }} */ how = {}) =>
      run(
        process.execPath,
        [
          join(root, 'scripts', 'n8n', 'setup.mjs'),
          ...['--url', url, '--origin', siteOrigin],
          ...['--provider-url', providerUrl, '--smtp-host', '127.0.0.1', '--smtp-port', String(smtpPort)],
          ...(how.extra ?? []),
        ],
        {
          quiet: true,
          cwd: how.cwd ?? site,
          env: {
            ...process.env,
            N8N_API_KEY: apiKey,
            STAFF_PASSWORD: password,
            BOOKING_TEAM_EMAIL: teamAddress,
            ...how.env,
          },
        },
      ).then(
        (output) => ({ code: 0, output }),
        (/** @type {Error} */ error) => ({ code: 1, output: error.message }),
      );
    const template = await command({ cwd: root, env: { BOOKING_TEAM_EMAIL: '' } });
    check(
      `n8n:setup: in a checkout still on the template's e-mail it refuses before touching n8n (exit ${template.code})`,
      template.code !== 0 && /To \(team mail\), From, Reply-To would be the template's address/.test(template.output),
      template.output.slice(-1500),
    );
    const first = await command();
    check(
      `n8n:setup: the command sets up a fresh n8n, prints the deployer's settings and ends ready (exit ${first.code})`,
      first.code === 0 &&
        /n8n is ready/.test(first.output) &&
        first.output.includes(`Team mail to ${teamAddress}; From ${deployer.name} <${deployer.email}>`),
      first.output.slice(-2000),
    );
    const staffBase = `${url}/webhook/${WEBHOOK_BASE}`;
    const agents = await waitFor(
      async () => (await request('GET', `${staffBase}/agents`)).status === 200,
      60_000,
      server.running,
    );
    const login = (/** @type {string} */ word) =>
      request('POST', `${staffBase}/login`, {
        headers: { Origin: siteOrigin, 'X-Real-IP': '198.51.100.250' },
        body: { password: word },
      });
    const firstLogin = await login(password);
    /** A booking, and the team mail it gives, found at `to`. @param {string} to */
    const book = async (to) => {
      const bookingId = crypto.randomUUID();
      const visitor = `setup-${bookingId.slice(0, 8)}@setup-test.dk`;
      const answer = await request('POST', `${url}/webhook/booking?bookingId=${bookingId}`, {
        headers: { Origin: siteOrigin },
        body: validBooking({ email: visitor }),
      });
      const ours = (/** @type {import('./mailbox.mjs').ReceivedMail} */ mail) =>
        mail.text.includes(bookingId) || mail.to.includes(visitor);
      const found = await waitFor(
        async () => {
          const mails = (await mailbox.received()).filter(ours);
          return mails.some((mail) => mail.to.includes(to)) && mails.some((mail) => mail.to.includes(visitor));
        },
        30_000,
        server.running,
      );
      const mails = (await mailbox.received()).filter(ours);
      const receipt = mails.find((mail) => mail.to.includes(visitor));
      return {
        accepted: isBookingAccepted(answer.status, answer.json, bookingId),
        found,
        mails,
        receipt,
        text: answer.text,
      };
    };
    const booked = await book(teamAddress);
    check(
      `n8n:setup: then GET /agents (${agents ? 200 : 'no 200'}), the staff password's login (${firstLogin.status}) and a booking answer as their contracts say; its team mail reaches ${teamAddress}, From and Reply-To the deployer's (${booked.mails.length} mails)`,
      agents &&
        firstLogin.status === 200 &&
        typeof firstLogin.json?.token === 'string' &&
        booked.accepted &&
        booked.found &&
        booked.mails.every((mail) => mail.from.includes(deployer.email)) &&
        booked.receipt?.replyTo.includes(deployer.email) === true,
      {
        login: firstLogin.text.slice(0, 300),
        booking: booked.text.slice(0, 300),
        mails: booked.mails.map((mail) => [mail.to, mail.from, mail.replyTo]),
      },
    );
    const second = await command();
    const ids = (/** @type {string} */ output) => [...output.matchAll(/published \((\w+)\)/g)].map((match) => match[1]);
    check(
      `n8n:setup: run again, it keeps what exists and ends ready (exit ${second.code}, ${(second.output.match(/: kept/g) ?? []).length} kept)`,
      second.code === 0 && /n8n is ready/.test(second.output) && !/created|replaced/.test(second.output),
      second.output.slice(-2000),
    );
    // An older table: staff_login_attempts without its later column `device`, which --update adds back.
    const publicApi = async (/** @type {string} */ method, /** @type {string} */ path) => {
      const answer = await fetch(`${url}/api/v1${path}`, { method, headers: { 'X-N8N-API-KEY': apiKey } });
      const text = await answer.text();
      return text ? JSON.parse(text) : null;
    };
    const attempts = (await publicApi('GET', '/data-tables?limit=100')).data.find(
      (/** @type {any} */ table) => table.name === 'staff_login_attempts',
    );
    const device = (await publicApi('GET', `/data-tables/${attempts.id}/columns`)).find(
      (/** @type {any} */ column) => column.name === 'device',
    );
    await publicApi('DELETE', `/data-tables/${attempts.id}/columns/${device.id}`);
    const newPassword = `${password}-2`;
    const update = await command({
      extra: ['--update', '--team-email', 'leads@deployer-test.dk'],
      env: { STAFF_PASSWORD: newPassword },
    });
    const [oldLogin, newLogin] = [await login(password), await login(newPassword)];
    const rebooked = await book('leads@deployer-test.dk');
    check(
      `n8n:setup --update: replaces both workflows in place (ids ${ids(first.output).join(', ')} → ${ids(update.output).join(', ')}), adds the missing column device and replaces the staff password; the same webhook takes a booking whose team mail goes to the new address; the old password ${oldLogin.status}, the new ${newLogin.status} (exit ${update.code})`,
      update.code === 0 &&
        /n8n is ready/.test(update.output) &&
        (update.output.match(/replaced in place/g) ?? []).length === 2 &&
        /the staff password replaced/.test(update.output) &&
        /staff_login_attempts exists: kept, columns added: device/.test(update.output) &&
        !/created/.test(update.output) &&
        JSON.stringify(ids(update.output)) === JSON.stringify(ids(first.output)) &&
        ids(first.output).length === 2 &&
        oldLogin.status === 401 &&
        newLogin.status === 200 &&
        rebooked.accepted &&
        rebooked.found,
      update.output.slice(-2500),
    );
  } finally {
    await server.stop();
    rmSync(userFolder, { recursive: true, force: true });
  }
}
