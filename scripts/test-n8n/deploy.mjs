// @ts-check
/**
 * What a deployer does before and after starting n8n, done for the test: the credentials under the
 * names and ids the workflows refer to (JWT, the provider's Header Auth, the booking SMTP pointing at
 * the local mail server), both workflows generated for the test and imported and published; then,
 * as in the editor, each setup trigger run once, the password hash and two assistant ids filled in.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookingNodeNames, bookingWorkflowJson, smtpCredential } from '../n8n/build-booking-workflow.mjs';
import { credentialNames, staffNodeNames, staffWorkflowJson, tables } from '../n8n/build-staff-workflow.mjs';
import { bookingColumns, bookingsTable } from '../../src/lib/booking/workflow-rows.mjs';
import { LOCAL_PROVIDER_KEY } from '../local-backend/staff-api.mjs';
import { check, log, waitFor } from './harness.mjs';
import { dataTableStorage, openDatabase, runManualTrigger } from './instance.mjs';

export const workflowIds = Object.freeze({ booking: 'BookingWebhook01', staff: 'StaffApiWorkflow' });

/**
 * @param {{ n8n: (args: string[]) => Promise<string>, work: string, siteOrigin: string, providerUrl: string,
 *   smtpPort: number, jwtSecret: string, mail: import('../n8n/build-booking-workflow.mjs').MailOptions }} input
 */
export async function importAndPublish({ n8n, work, siteOrigin, providerUrl, smtpPort, jwtSecret, mail }) {
  mkdirSync(work, { recursive: true });
  writeFileSync(
    join(work, 'credentials.json'),
    JSON.stringify([
      {
        id: 'StaffApiJwt0001',
        name: credentialNames.jwt,
        type: 'jwtAuth',
        data: { keyType: 'passphrase', secret: jwtSecret, algorithm: 'HS256' },
      },
      {
        id: 'StaffApiVoice001',
        name: credentialNames.provider,
        type: 'httpHeaderAuth',
        data: { name: 'Authorization', value: `Bearer ${LOCAL_PROVIDER_KEY}` },
      },
      {
        ...smtpCredential,
        type: 'smtp',
        data: {
          user: '',
          password: '',
          host: '127.0.0.1',
          port: smtpPort,
          secure: false,
          disableStartTls: true,
          hostName: '',
        },
      },
    ]),
  );
  writeFileSync(join(work, 'booking.json'), bookingWorkflowJson({ origin: siteOrigin, mail }));
  writeFileSync(
    join(work, 'staff.json'),
    staffWorkflowJson({ origin: siteOrigin, addressHeader: 'x-real-ip', providerUrl, mail }),
  );
  log('importing the credentials and both workflows');
  await n8n(['import:credentials', `--input=${join(work, 'credentials.json')}`]);
  await n8n(['import:workflow', `--input=${join(work, 'booking.json')}`]);
  await n8n(['import:workflow', `--input=${join(work, 'staff.json')}`]);
  log('publishing them');
  await n8n(['publish:workflow', `--id=${workflowIds.booking}`]);
  await n8n(['publish:workflow', `--id=${workflowIds.staff}`]);
}

/**
 * The setup triggers, run as the editor runs them: `n8n execute` cannot, since the CLI command starts
 * without n8n's modules and a Data Table node then fails with "the module is disabled".
 * @param {{ port: number, cookie: string, databaseFile: string, passwordHash: string, running: () => boolean }} input
 * @returns {Promise<boolean>} whether the tables are ready
 */
export async function setUpTables({ port, cookie, databaseFile, passwordHash, running }) {
  log('running both setup triggers as the editor does');
  let setupError = null;
  try {
    await runManualTrigger(port, cookie, workflowIds.staff, staffNodeNames.setup);
    await runManualTrigger(port, cookie, workflowIds.booking, bookingNodeNames.setup);
  } catch (error) {
    setupError = String(error);
  }
  const db = await openDatabase(databaseFile);
  try {
    const rowsOf = (/** @type {string} */ name) => db.prepare(`SELECT * FROM ${dataTableStorage(db, name)}`).all();
    const seeded = () => {
      try {
        dataTableStorage(db, tables.attempts);
        dataTableStorage(db, bookingsTable);
        return rowsOf(tables.agents).length === 3 && rowsOf(tables.settings).length === 1;
      } catch {
        return false;
      }
    };
    const done = setupError === null && (await waitFor(seeded, 60_000, running));
    const settingRows = done ? rowsOf(tables.settings) : [];
    const agentRows = done ? rowsOf(tables.agents) : [];
    check(
      `setup: the trigger created ${tables.settings} with one empty row`,
      settingRows.length === 1 && settingRows[0].passwordHash === '',
      setupError ?? settingRows,
    );
    check(
      `setup: the trigger created ${tables.attempts} and seeded ${tables.agents} with the three agents`,
      agentRows.map((row) => `${row.agentId}:${row.isAvailable}:${row.maxCalls}`).join() ===
        'sofie:1:10,magnus:1:8,freja:0:12',
      setupError ?? agentRows,
    );
    const columns = done
      ? /** @type {{ name: string }[]} */ (
          db.prepare(`PRAGMA table_info(${dataTableStorage(db, bookingsTable)})`).all()
        ).map((c) => c.name)
      : [];
    check(
      `setup: the booking workflow's trigger created ${bookingsTable} with its ${bookingColumns.length} columns`,
      bookingColumns.every(([name]) => columns.includes(name)),
      setupError ?? columns,
    );
    if (!done) return false;
    // What the deployer fills in by hand: the password hash and the agents' assistant ids.
    db.prepare(`UPDATE ${dataTableStorage(db, tables.settings)} SET passwordHash = ?`).run(passwordHash);
    const setAssistant = db.prepare(
      `UPDATE ${dataTableStorage(db, tables.agents)} SET assistantId = ? WHERE agentId = ?`,
    );
    setAssistant.run('assistant-sofie', 'sofie');
    setAssistant.run('assistant-magnus', 'magnus');
    return true;
  } finally {
    db.close();
  }
}
