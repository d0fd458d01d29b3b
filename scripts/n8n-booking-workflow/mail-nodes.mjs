// @ts-check
/**
 * The mail step, as both workflows run it after claiming rows (a new booking, the schedule's round,
 * an employee's `bekræftet`): read the rows the caps are counted on → plan → Send Email for each mail
 * → note what came of each send → write every claimed row's mail columns back, which also lets go of
 * the row. A row with nothing to send skips Send Email and is written back straight away.
 */
import { bookingColumns, bookingsTable } from '../../src/lib/booking/workflow-rows.mjs';
import { codeNode, dataTable, getAllRows, ifTrue, link, node, updateRows } from '../n8n-staff-workflow/nodes.mjs';
import { mailOutcomesCode, planMailsCode } from './code.mjs';
import { mailSettings } from './mail-settings.mjs';
import { mailNodeNames, smtpCredential } from './names.mjs';

/** @typedef {import('../n8n-staff-workflow/nodes.mjs').NodeGroup} NodeGroup */
/** @typedef {import('../n8n-staff-workflow/nodes.mjs').Position} Position */
/** @typedef {import('../n8n-staff-workflow/nodes.mjs').ColumnType} ColumnType */
/** @typedef {import('./mail-settings.mjs').MailOptions} MailOptions */
/** @typedef {import('../../src/lib/booking/workflow-mails.mjs').MailOccasion} MailOccasion */

/** The columns the mail step writes back: when the booking came in, each mail's state, the claim. */
const stateColumns = bookingColumns.filter(([column]) =>
  /^(teamMail|receipt|confirmation)[A-Z]|^(receivedAt|mailClaimedAt)$/.test(column),
);

/**
 * The rows a visitor's mail is capped by, for one claimed row in `$json`: its address's rows, every
 * row touched this hour, and every row another execution is sending for.
 */
export const rowsForCaps = Object.freeze({
  operation: 'get',
  matchType: 'anyCondition',
  filters: {
    conditions: [
      { keyName: 'emailKey', condition: 'eq', keyValue: '={{ $json.emailKey }}' },
      { keyName: 'updatedAt', condition: 'gte', keyValue: "={{ $now.startOf('hour').toISO() }}" },
      { keyName: 'mailClaimedAt', condition: 'isNotEmpty' },
    ],
  },
  returnAll: true,
});

/** Every row, for the schedule, which decides for many rows at once. */
export const allRowsForCaps = getAllRows;

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
  return {
    nodes: [
      dataTable(names.readRows, bookingsTable, readRows, [x, y], { executeOnce: true, alwaysOutputData: true }),
      codeNode(names.plan, planMailsCode(occasion, claimNode, mailSettings(options)), [x + 220, y]),
      ifTrue(names.toSend, conditionNumber, 'send', [x + 440, y]),
      sendMail(names.send, options.sender, [x + 660, y - 100]),
      codeNode(names.outcomes, mailOutcomesCode(names.plan), [x + 880, y - 100]),
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
