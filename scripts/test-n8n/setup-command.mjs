// @ts-check
/**
 * `npm run n8n:setup` against a fresh, running n8n, as a deployer runs it (docs/n8n.md#production): the
 * owner account set up, an API key made with every scope the owner may give it, then the command,
 * which does everything through the public API. The site's three routes must answer as the contracts
 * say afterwards, and a second run must keep what exists and still end ready.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isBookingAccepted } from '../../src/lib/booking/contract.mjs';
import { WEBHOOK_BASE } from '../build-n8n-staff-workflow.mjs';
import { validBooking } from './bookings.mjs';
import { check, log, request, run, waitFor } from './harness.mjs';
import { editorSession, n8nEnvironment, startN8n } from './instance.mjs';

/**
 * An API key of the owner's, made as Settings → n8n API makes it.
 * @param {number} port @param {string} cookie
 */
async function ownersApiKey(port, cookie) {
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

/**
 * @param {{ n8nDir: string, port: number, brokerPort: number, siteOrigin: string, providerUrl: string, smtpPort: number }} options
 */
export async function setupCommandScenario({ n8nDir, port, brokerPort, siteOrigin, providerUrl, smtpPort }) {
  const userFolder = mkdtempSync(join(tmpdir(), 'fynbo-n8n-setup-'));
  const logFile = join(userFolder, 'n8n.log');
  const env = n8nEnvironment({ userFolder, port, brokerPort });
  log('n8n:setup: a fresh n8n with nothing imported, then the command through the public API');
  const server = await startN8n({ n8nDir, env, port, logFile });
  try {
    check('n8n:setup: a fresh n8n starts', server.healthy, readFileSync(logFile, 'utf8').slice(-3000));
    if (!server.healthy) return;
    const apiKey = await ownersApiKey(port, await editorSession(port));
    const password = `setup-${randomBytes(9).toString('base64url')}`;
    const url = `http://127.0.0.1:${port}`;
    const command = () =>
      run(
        process.execPath,
        [
          'scripts/n8n-setup.mjs',
          ...['--url', url, '--api-key', apiKey, '--origin', siteOrigin, '--password', password],
          ...['--provider-url', providerUrl, '--smtp-host', '127.0.0.1', '--smtp-port', String(smtpPort)],
        ],
        { quiet: true },
      ).then(
        (output) => ({ code: 0, output }),
        (/** @type {Error} */ error) => ({ code: 1, output: error.message }),
      );
    const first = await command();
    check(
      `n8n:setup: the command sets up a fresh n8n and ends ready (exit ${first.code})`,
      first.code === 0 && /n8n is ready/.test(first.output),
      first.output.slice(-2000),
    );
    const staffBase = `${url}/webhook/${WEBHOOK_BASE}`;
    const agents = await waitFor(
      async () => (await request('GET', `${staffBase}/agents`)).status === 200,
      60_000,
      server.running,
    );
    const login = await request('POST', `${staffBase}/login`, {
      headers: { Origin: siteOrigin, 'X-Real-IP': '198.51.100.250' },
      body: { password },
    });
    const bookingId = crypto.randomUUID();
    const booking = await request('POST', `${url}/webhook/booking?bookingId=${bookingId}`, {
      headers: { Origin: siteOrigin },
      body: validBooking({ email: 'setup@setup-test.dk' }),
    });
    check(
      `n8n:setup: then GET /agents (${agents ? 200 : 'no 200'}), the staff password's login (${login.status}) and a booking (${booking.status}) answer as their contracts say`,
      agents &&
        login.status === 200 &&
        typeof login.json?.token === 'string' &&
        isBookingAccepted(booking.status, booking.json, bookingId),
      { login: login.text.slice(0, 300), booking: booking.text.slice(0, 300) },
    );
    const second = await command();
    check(
      `n8n:setup: run again, it keeps what exists and ends ready (exit ${second.code}, ${(second.output.match(/: kept/g) ?? []).length} kept)`,
      second.code === 0 && /n8n is ready/.test(second.output) && !/created/.test(second.output),
      second.output.slice(-2000),
    );
  } finally {
    await server.stop();
    rmSync(userFolder, { recursive: true, force: true });
  }
}
