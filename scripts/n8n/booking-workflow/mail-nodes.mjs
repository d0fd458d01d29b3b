// @ts-check
/**
 * The mail step, as both workflows run it after claiming rows (a new booking, the schedule's round,
 * an employee's `bekræftet`): read the rows the caps are counted on → plan → Send Email for each mail
 * → note what came of each send → write every claimed row's mail columns back, which also lets go of
 * the row. A row with nothing to send skips Send Email and is written back straight away.
 */
import { bookingColumns, bookingsTable } from '../../../src/lib/booking/workflow-rows.mjs';
import { codeNode, dataTable, ifTrue, link, node, updateRows } from '../staff-workflow/nodes.mjs';
import { mailOutcomesCode, planMailsCode } from './code.mjs';
import { mailSettings } from './mail-settings.mjs';
import { mailNodeNames, smtpCredential } from './names.mjs';

/** @typedef {import('../staff-workflow/nodes.mjs').NodeGroup} NodeGroup */
/** @typedef {import('../staff-workflow/nodes.mjs').Position} Position */
/** @typedef {import('../staff-workflow/nodes.mjs').ColumnType} ColumnType */
/** @typedef {import('./mail-settings.mjs').MailOptions} MailOptions */
/** @typedef {import('../../../src/lib/booking/workflow-mails.mjs').MailOccasion} MailOccasion */

/** The columns the mail step writes back: when the booking came in, each mail's state, the claim, the open flag. */
const stateColumns = bookingColumns.filter(([column]) =>
  /^(teamMail|receipt|confirmation)[A-Z]|^(receivedAt|mailClaimedAt|mailOpen)$/.test(column),
);

/**
 * The most rows one Data Table read takes: n8n's node reads 1,000 rows a page and, past one page, reads
 * the next and throws `result count changed during pagination` when a row changed between them. A read
 * with a limit of at most this is one query and cannot die halfway.
 */
export const maxReadRows = 1000;

/**
 * One read of at most `limit` rows (≤ `maxReadRows`), in row order (oldest first unless `newestFirst`).
 * @param {object} filter `matchType` and `filters` @param {number | string} limit @param {boolean} [newestFirst]
 */
export const limitedRead = (filter, limit, newestFirst = false) => ({
  operation: 'get',
  ...filter,
  returnAll: false,
  limit,
  orderBy: true,
  orderByColumn: 'id',
  orderByDirection: newestFirst ? 'DESC' : 'ASC',
});

/**
 * A read of the rows that match any of `conditions`, oldest first, at most `maxReadRows`.
 * @param {object[]} conditions
 */
const rowsMatchingAny = (conditions) =>
  Object.freeze(limitedRead({ matchType: 'anyCondition', filters: { conditions } }, maxReadRows));

/**
 * The rows a visitor's mail is capped by, for one claimed row in `$json`: its address's rows (the day's cap),
 * every receipt sent this hour, every row written this hour (a waiting receipt counts for later ones), and
 * every row another execution is sending for; oldest first, at most 1,000 (the highest hourly cap the
 * generator takes). Rows only touched this hour (a status, a team mail's retry) are not read.
 */
export const rowsForCaps = rowsMatchingAny([
  { keyName: 'emailKey', condition: 'eq', keyValue: '={{ $json.emailKey }}' },
  { keyName: 'receiptSentAt', condition: 'gte', keyValue: "={{ $now.startOf('hour').toISO() }}" },
  { keyName: 'createdAt', condition: 'gte', keyValue: "={{ $now.startOf('hour').toISO() }}" },
  { keyName: 'mailClaimedAt', condition: 'isNotEmpty' },
]);

/**
 * The same for the schedule, which decides for many claimed rows at once (their addresses unknown to the read):
 * the day's receipts and confirmations sent, the day's rows, the rows being sent for; oldest first, at most
 * 1,000 (the rows cut on a day of more are the newest, whose waiting receipts count for none of the older due rows).
 */
export const dayRowsForCaps = rowsMatchingAny([
  { keyName: 'receiptSentAt', condition: 'gte', keyValue: "={{ $now.startOf('day').toISO() }}" },
  { keyName: 'createdAt', condition: 'gte', keyValue: "={{ $now.startOf('day').toISO() }}" },
  { keyName: 'confirmationSentAt', condition: 'gte', keyValue: "={{ $now.startOf('day').toISO() }}" },
  { keyName: 'mailClaimedAt', condition: 'isNotEmpty' },
]);

/**
 * What a mail step's node becomes on the Postgres store, beyond a Data Table node's statement (`onPostgres` in
 * ./postgres-store.mjs): the caps read becomes the caps counted (`capsCount`), the plan takes the counts (`parameters`).
 * A symbol: the Data Table workflow's JSON never shows it.
 */
export const onPostgresStore = Symbol('the node on the Postgres store');

/**
 * @typedef {{ capsCount: { claimNode: string, maxTries: number } } | { parameters: Record<string, unknown> }} PostgresVariant
 */

/**
 * Send Email with the booking SMTP credential, one mail per item: plain text with the calendar file
 * attached, From the company, Reply-To as planned, without n8n's attribution line.
 * @param {string} name @param {string} sender @param {Position} position
 */
const sendMail = (name, sender, position) =>
  node(
    name,
    'emailSend',
    2.1,
    position,
    {
      fromEmail: sender,
      toEmail: '={{ $json.to }}',
      subject: '={{ $json.subject }}',
      emailFormat: 'text',
      text: '={{ $json.text }}',
      options: { appendAttribution: false, replyTo: '={{ $json.replyTo }}', fileAttachments: 'ics' },
    },
    {
      credentials: { smtp: { ...smtpCredential } },
      // A failed send comes out as an item with `error`; the row records it and the schedule tries again.
      onError: 'continueRegularOutput',
    },
  );

/**
 * @param {{ occasion: MailOccasion, label: string, claimNode: string, readRows: object, options: MailOptions,
 *   position: Position, conditionNumber: number }} step `readRows`: the Data Table read for the caps
 * @returns {NodeGroup}
 */
export function mailStepGroup({ occasion, label, claimNode, readRows, options, position, conditionNumber }) {
  const names = mailNodeNames(label);
  const [x, y] = position;
  /** @type {Record<string, [string, ColumnType]>} */
  const written = Object.fromEntries(
    stateColumns.map(([column, type]) => [column, [`={{ $json.columns.${column} }}`, type]]),
  );
  const settings = mailSettings(options);
  /** @type {PostgresVariant} */
  const countedRead = { capsCount: { claimNode, maxTries: settings.limits.maxTries } };
  /** @type {PostgresVariant} */
  const countedPlan = { parameters: { jsCode: planMailsCode(occasion, claimNode, settings, true) } };
  return {
    nodes: [
      Object.assign(
        dataTable(names.readRows, bookingsTable, readRows, [x, y], { executeOnce: true, alwaysOutputData: true }),
        { [onPostgresStore]: countedRead },
      ),
      Object.assign(codeNode(names.plan, planMailsCode(occasion, claimNode, settings), [x + 220, y]), {
        [onPostgresStore]: countedPlan,
      }),
      ifTrue(names.toSend, conditionNumber, 'send', [x + 440, y]),
      sendMail(names.send, options.sender, [x + 660, y - 100]),
      codeNode(names.outcomes, mailOutcomesCode(names.plan, settings.limits.maxTries), [x + 880, y - 100]),
      dataTable(
        names.save,
        bookingsTable,
        updateRows([{ keyName: 'bookingId', condition: 'eq', keyValue: '={{ $json.bookingId }}' }], written),
        [x + 1100, y],
      ),
    ],
    connections: {
      [claimNode]: { main: [link(names.readRows)] },
      [names.readRows]: { main: [link(names.plan)] },
      [names.plan]: { main: [link(names.toSend)] },
      [names.toSend]: { main: [link(names.send), link(names.save)] },
      [names.send]: { main: [link(names.outcomes)] },
      [names.outcomes]: { main: [link(names.save)] },
    },
  };
}

/** The rows the schedule looks at: those whose mail step left a mail open, or that no mail step has written yet. */
export const openRows = rowsMatchingAny([
  { keyName: 'mailOpen', condition: 'isTrue' },
  { keyName: 'mailOpen', condition: 'isEmpty' },
]);
