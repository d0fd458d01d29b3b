// @ts-check
/**
 * The booking workflow's deployer-facing part: the note on what to do before publishing, and the
 * setup trigger that creates the `bookings` Data Table (run by hand once after import; again at any
 * time, it only creates what is missing).
 */
import { bookingColumns, bookingsTable } from '../../../src/lib/booking/workflow-rows.mjs';
import { createTable, link, node } from '../staff-workflow/nodes.mjs';
import { bookingRetentionDays } from './mail-settings.mjs';
import { bookingNodeNames as names, smtpCredential } from './names.mjs';
import { staleClaimMinutes } from '../../../src/lib/booking/workflow-mails.mjs';
import { bookingSchema, postgresCredential } from './postgres-store.mjs';

/** @typedef {import('../staff-workflow/nodes.mjs').NodeGroup} NodeGroup */
/** @typedef {import('./mail-settings.mjs').MailOptions} MailOptions */

/** Where the rows live, as the note says it: the Data Table (n8n on SQLite) or the Postgres store. */
const storeLines = {
  datatable: {
    setup: `run **${names.setup}** once in the editor (\`n8n execute\` cannot run Data Table nodes). No other Data Table's name may contain \`${bookingsTable}\`.`,
    table: `\`${bookingsTable}\``,
    database:
      'run it on n8n with SQLite (on Postgres two rows can come of one booking: generate it with `--store postgres`)',
  },
  postgres: {
    setup: `create the credential **${postgresCredential.name}** (a role that owns only the schema \`${bookingSchema}\`; docs/n8n.md) and run **${names.setup}** once in the editor (it creates or completes the table).`,
    table: `\`${bookingSchema}.${bookingsTable}\` (one row per booking: a unique index on bookingId)`,
    database: 'it runs on n8n with SQLite or Postgres, and in queue mode',
  },
};

/** @param {{ origin: string, store?: string } & MailOptions} settings */
const noteText = ({ origin, store = 'datatable', teamAddress, sender, receiptsPerHour, retryEveryMinutes }) => {
  const where = store === 'postgres' ? storeLines.postgres : storeLines.datatable;
  return `## Before you publish
1. Credential **${smtpCredential.name}** (SMTP): your mail server, user and password. Mails go From \`${sender}\`; the team's to \`${teamAddress}\`. Without it bookings are still kept, and the staff panel says mail is not set up.
2. Import this workflow, then ${where.setup}
3. **${names.webhook}** → Options → **Allowed Origins (CORS)** answers only \`${origin}\`: scheme and host, no trailing slash. Your own values: \`npm run n8n:workflow -- --out <folder> --origin … --team-email … --mail-from …\` (or \`npm run n8n:setup\`; the team address also from \`BOOKING_TEAM_EMAIL\`).
4. Set \`EXECUTIONS_DATA_PRUNE_HARD_DELETE_INTERVAL=1\` on the instance (n8n holds a running execution's data until its sweep, every 15 minutes by default). Publish; use the **Production URL** as \`PUBLIC_BOOKING_WEBHOOK_URL\`.

It answers 200 only once the booking is in ${where.table} (else 503), then mails the team and the visitor (at most ${receiptsPerHour} receipts an hour). Every ${retryEveryMinutes} minutes it re-sends what failed (mail is at least once: a mail sent by an execution stopped before it saved goes again after ${staleClaimMinutes} minutes); ${where.database}; every night it deletes rows ${bookingRetentionDays} days after the later of arrival and meeting day. It saves no executions: a booking's personal data is only in the table and the mails, and a visitor's request to be deleted (\`slettet\` in the staff panel) leaves no copy in n8n's history.`;
};

/** @param {{ origin: string, store?: string } & MailOptions} settings @returns {NodeGroup} */
export const noteGroup = (settings) => ({
  nodes: [
    node(names.note, 'stickyNote', 1, [-80, -620], { content: noteText(settings), height: 480, width: 760, color: 3 }),
  ],
  connections: {},
});

/** @returns {NodeGroup} */
export const setupGroup = () => ({
  nodes: [
    node(names.setup, 'manualTrigger', 1, [0, -1000], {}),
    createTable(names.createBookings, bookingsTable, bookingColumns, [220, -1000]),
  ],
  connections: { [names.setup]: { main: [link(names.createBookings)] } },
});
