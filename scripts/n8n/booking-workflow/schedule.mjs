// @ts-check
/**
 * The booking workflow's two clocks: every few minutes, the mails that failed or waited (claims of
 * executions that died are let go first), and every night the rows past their `deleteAfter`
 * (docs/product.md#kept-bookings). Both run in the workflow's time zone, Copenhagen.
 */
import { staleClaimMinutes } from '../../../src/lib/booking/workflow-mails.mjs';
import { bookingsTable } from '../../../src/lib/booking/workflow-rows.mjs';
import { codeNode, dataTable, link, node, updateRows } from '../staff-workflow/nodes.mjs';
import { openRows } from './mail-nodes.mjs';
import { dueRowsCode } from './code.mjs';
import { mailSettings } from './mail-settings.mjs';
import { bookingNodeNames as names } from './names.mjs';

/** @typedef {import('../staff-workflow/nodes.mjs').NodeGroup} NodeGroup */
/** @typedef {import('./mail-settings.mjs').MailOptions} MailOptions */

/** @param {MailOptions} options @returns {NodeGroup} */
export const scheduleGroup = (options) => ({
  nodes: [
    node(names.schedule, 'scheduleTrigger', 1.3, [0, 600], {
      rule: { interval: [{ field: 'minutes', minutesInterval: options.retryEveryMinutes }] },
    }),
    dataTable(
      names.releaseStale,
      bookingsTable,
      updateRows(
        [
          {
            keyName: 'mailClaimedAt',
            condition: 'lt',
            keyValue: `={{ $now.minus({ minutes: ${staleClaimMinutes} }).toISO() }}`,
          },
        ],
        { mailClaimedAt: ['={{ null }}', 'date'] },
      ),
      [220, 600],
      { alwaysOutputData: true },
    ),
    dataTable(names.readDue, bookingsTable, openRows, [440, 600], { executeOnce: true, alwaysOutputData: true }),
    codeNode(names.dueRows, dueRowsCode(mailSettings(options).limits), [660, 600]),
    dataTable(
      names.claimDue,
      bookingsTable,
      updateRows(
        [
          { keyName: 'bookingId', condition: 'eq', keyValue: '={{ $json.bookingId }}' },
          { keyName: 'mailClaimedAt', condition: 'isEmpty' },
        ],
        { mailClaimedAt: ['={{ $now.toISO() }}', 'date'] },
      ),
      [880, 600],
    ),
  ],
  connections: {
    [names.schedule]: { main: [link(names.releaseStale)] },
    [names.releaseStale]: { main: [link(names.readDue)] },
    [names.readDue]: { main: [link(names.dueRows)] },
    [names.dueRows]: { main: [link(names.claimDue)] },
  },
});

/** @returns {NodeGroup} */
export const purgeGroup = () => ({
  nodes: [
    node(names.daily, 'scheduleTrigger', 1.3, [0, 1000], {
      rule: { interval: [{ field: 'days', daysInterval: 1, triggerAtHour: 3, triggerAtMinute: 0 }] },
    }),
    dataTable(
      names.purge,
      bookingsTable,
      {
        operation: 'deleteRows',
        matchType: 'allConditions',
        // `deleteAfter` is the last day kept, as YYYY-MM-DD, so the text compares as the date.
        filters: { conditions: [{ keyName: 'deleteAfter', condition: 'lt', keyValue: '={{ $now.toISODate() }}' }] },
        options: {},
      },
      [220, 1000],
    ),
  ],
  connections: { [names.daily]: { main: [link(names.purge)] } },
});
