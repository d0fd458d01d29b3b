import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  bookingWorkflowJson,
  buildBookingWorkflow,
  smtpCredential,
  workflowPath,
} from '../../../scripts/n8n/build-booking-workflow.mjs';
import { mailDefaults, mailOptionsProblem } from '../../../scripts/n8n/booking-workflow/mail-settings.mjs';
import { bookingCalendar } from '../../../src/config/booking-calendar.mjs';
import { bookingMailLimits, bookingRetentionDays } from '../../../src/config/bookings.mjs';
import { BOOKING_MAX_BODY_BYTES, bookingFields, checkBookingBody } from '../../../src/lib/booking/contract.mjs';
import { checkRequestHeaders } from '../../../src/lib/request-limits.mjs';
import { bookingIntake } from '../../../src/lib/booking/workflow-intake.mjs';
import { bookingColumns } from '../../../src/lib/booking/workflow-rows.mjs';
import {
  longestSendSeconds,
  staleClaimMinutes,
  workflowExecutionSeconds,
} from '../../../src/lib/booking/workflow-mails.mjs';

/** A node's parameters as the generator writes them: JSON, read by path in these tests. */
interface Parameters {
  [key: string]: string | number | boolean | null | Parameters | Parameters[];
}
interface N8nNode {
  name: string;
  type: string;
  typeVersion: number;
  parameters: Parameters;
  credentials?: Record<string, { id: string; name: string }>;
  onError?: string;
}
type Connections = Record<string, { main: { node: string; type: string; index: number }[][] }>;
type Workflow = { nodes: N8nNode[]; connections: Connections; settings: Record<string, unknown> };

const shipped = readFileSync(workflowPath, 'utf8');
const workflow = JSON.parse(shipped) as Workflow;
const byName = (name: string, from: Workflow = workflow) => {
  const node = from.nodes.find((candidate) => candidate.name === name);
  if (!node) throw new Error(`no node named ${name}`);
  return node;
};
const ofType = (type: string, from: Workflow = workflow) =>
  from.nodes.filter((node) => node.type === `n8n-nodes-base.${type}`);
/** The names each output of `from` leads to. */
const outputs = (from: string) => workflow.connections[from]?.main.map((targets) => targets.map((t) => t.node)) ?? [];
/** The value at a path of dot-separated keys and indexes. */
const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce((part: unknown, key) => (part as Record<string, unknown> | undefined)?.[key], value);
const columnNames = (node: N8nNode) => Object.keys(at(node.parameters, 'columns.value') as object);

describe('the shipped booking workflow', () => {
  it('is current: npm run n8n:workflow writes exactly the shipped file', () => {
    expect(shipped).toBe(bookingWorkflowJson());
  });

  it('uses the node types and versions of n8n 2.x', () => {
    const types = new Set(
      workflow.nodes.map((node) => `${node.type.replace('n8n-nodes-base.', '')}@${node.typeVersion}`),
    );
    expect([...types].sort()).toEqual(
      [
        'code@2',
        'crypto@2',
        'dataTable@1',
        'emailSend@2.1',
        'if@2.2',
        'manualTrigger@1',
        'respondToWebhook@1.4',
        'scheduleTrigger@1.3',
        'set@3.4',
        'stickyNote@1',
        'webhook@2.1',
      ].sort(),
    );
  });

  it('saves no execution data, so a booking is only in the table and the mails; it runs in Copenhagen time, 5 minutes at most', () => {
    expect(workflow.settings).toEqual({
      executionOrder: 'v1',
      timezone: 'Europe/Copenhagen',
      saveDataSuccessExecution: 'none',
      saveDataErrorExecution: 'none',
      saveManualExecutions: false,
      saveExecutionProgress: false,
      executionTimeout: 300,
    });
  });

  it('lets go of a claim only after the longest execution, the longest send under way at its end and a margin', () => {
    expect(workflowExecutionSeconds).toBe(300);
    expect(longestSendSeconds).toBe(750);
    expect(staleClaimMinutes).toBe(20);
    expect(staleClaimMinutes * 60).toBeGreaterThan(workflowExecutionSeconds + longestSendSeconds);
    expect(byName('Release stale claims').parameters).toMatchObject({
      filters: {
        conditions: [
          { keyName: 'mailClaimedAt', condition: 'lt', keyValue: '={{ $now.minus({ minutes: 20 }).toISO() }}' },
        ],
      },
    });
    const staff = JSON.parse(readFileSync('integrations/n8n/staff-api.json', 'utf8')) as Workflow;
    expect(staff.settings.executionTimeout).toBe(300);
  });

  it('listens for POST /booking, answers through Respond to Webhook, and only from the site’s origin', () => {
    const [webhook] = ofType('webhook');
    expect(ofType('webhook')).toHaveLength(1);
    expect(webhook.parameters).toEqual({
      httpMethod: 'POST',
      path: 'booking',
      responseMode: 'responseNode',
      options: { allowedOrigins: 'https://www.fynbo-ai.dk' },
    });
    // Only the headers reach the first Code node: n8n has parsed the body already, and a deeply nested
    // one handed to the task runner overflows n8n's serialiser and holds a runner slot for minutes.
    expect(outputs(webhook.name)).toEqual([['Headers of the booking']]);
    expect(byName('Headers of the booking').parameters).toMatchObject({
      includeOtherFields: false,
      assignments: { assignments: [{ name: 'headers', value: '={{ $json.headers }}', type: 'object' }] },
    });
    expect(outputs('Headers of the booking')).toEqual([['Check booking headers']]);
    expect(outputs('Check booking headers')).toEqual([['Booking headers ok?']]);
    expect(outputs('Booking headers ok?')).toEqual([['New booking id'], ['Respond 413/415']]);
    expect(byName('Respond 413/415').parameters).toMatchObject({
      responseBody: '={{ JSON.stringify($json.body) }}',
      options: { responseCode: '={{ $json.status }}' },
    });
    expect(byName('New booking id').parameters).toEqual({
      action: 'generate',
      dataPropertyName: 'serverBookingId',
      encodingType: 'uuid',
    });
    expect(outputs('New booking id')).toEqual([['Check booking']]);
  });

  it('keeps the booking by an upsert on bookingId before answering 200, else 503; 400 for a bad one', () => {
    expect(outputs('Check booking')).toEqual([['Valid booking?']]);
    expect(outputs('Valid booking?')).toEqual([['Keep booking'], ['Respond 400 with field errors']]);
    const keep = byName('Keep booking');
    expect(keep.parameters).toMatchObject({
      resource: 'row',
      operation: 'upsert',
      dataTableId: { __rl: true, mode: 'name', value: 'bookings' },
      matchType: 'allConditions',
      filters: { conditions: [{ keyName: 'bookingId', condition: 'eq', keyValue: '={{ $json.bookingId }}' }] },
    });
    // Never the status or a mail's state: a retry leaves them as they are.
    expect(columnNames(keep).sort()).toEqual(['bookingId', ...bookingFields, 'emailKey', 'deleteAfter'].sort());
    expect(keep.onError).toBe('continueErrorOutput');
    expect(outputs('Keep booking')).toEqual([['Booking kept?'], ['Respond 503 (not kept)']]);
    expect(at(byName('Booking kept?').parameters, 'conditions.conditions.0.leftValue')).toMatch(
      /typeof \$json\.id === 'number'/,
    );
    expect(outputs('Booking kept?')).toEqual([['Respond 200'], ['Respond 503 (not kept)']]);
    expect(byName('Respond 200').parameters).toEqual({
      respondWith: 'json',
      responseBody: '={{ JSON.stringify($("Check booking").first().json.accepted) }}',
      options: { responseHeaders: { entries: [{ name: 'Cache-Control', value: 'no-store' }] } },
    });
    expect(byName('Respond 503 (not kept)').parameters).toMatchObject({
      responseBody: '={{ JSON.stringify($("Check booking").first().json.notKept) }}',
      options: { responseCode: 503 },
    });
    expect(byName('Respond 400 with field errors').parameters).toMatchObject({
      responseBody: '={{ JSON.stringify($json) }}',
      options: { responseCode: 400 },
    });
    expect(outputs('Respond 400 with field errors')).toEqual([]);
    expect(outputs('Respond 503 (not kept)')).toEqual([]);
  });

  it('after the 200, claims the mails of a row only while never claimed, so a retry sends nothing', () => {
    expect(outputs('Respond 200')).toEqual([["Claim the new booking's mails"]]);
    const claim = byName("Claim the new booking's mails");
    expect(claim.parameters).toMatchObject({
      operation: 'update',
      matchType: 'allConditions',
      filters: {
        conditions: [
          { keyName: 'bookingId', condition: 'eq' },
          { keyName: 'teamMailTries', condition: 'isEmpty' },
          { keyName: 'mailClaimedAt', condition: 'isEmpty' },
        ],
      },
    });
    expect(at(claim.parameters, 'columns.value')).toMatchObject({ status: 'ny', mailClaimedAt: '={{ $now.toISO() }}' });
    expect(outputs("Claim the new booking's mails")).toEqual([['Read rows for the caps (new booking)']]);
  });

  it('sends each mail as plain text with its calendar file, From the company, by the one SMTP credential, no footer', () => {
    const sends = ofType('emailSend');
    expect(sends.map((node) => node.name)).toEqual(['Send mail (new booking)', 'Send mail (schedule)']);
    for (const send of sends) {
      expect(send.parameters).toEqual({
        fromEmail: 'Fynbo AI <kontakt@fynbo-ai.dk>',
        toEmail: '={{ $json.to }}',
        subject: '={{ $json.subject }}',
        emailFormat: 'text',
        text: '={{ $json.text }}',
        options: { appendAttribution: false, replyTo: '={{ $json.replyTo }}', fileAttachments: 'ics' },
      });
      expect(send.credentials).toEqual({ smtp: smtpCredential });
      expect(send.onError).toBe('continueRegularOutput');
    }
    for (const step of ['new booking', 'schedule']) {
      expect(outputs(`Plan mails (${step})`)).toEqual([[`Mail to send? (${step})`]]);
      expect(outputs(`Mail to send? (${step})`)).toEqual([[`Send mail (${step})`], [`Save mail state (${step})`]]);
      expect(outputs(`Send mail (${step})`)).toEqual([[`Mail outcomes (${step})`]]);
      expect(outputs(`Mail outcomes (${step})`)).toEqual([[`Save mail state (${step})`]]);
      const save = byName(`Save mail state (${step})`);
      expect(columnNames(save)).toEqual(
        bookingColumns
          .map(([name]) => name)
          .filter((name) => /^(teamMail|receipt|confirmation)[A-Z]|^(receivedAt|mailClaimedAt|mailOpen)$/.test(name)),
      );
      expect(columnNames(save)).not.toContain('status');
    }
  });

  it('re-sends every few minutes what failed, letting go of dead claims first; deletes expired rows at night', () => {
    expect(byName('Every few minutes: unsent mails').parameters).toEqual({
      rule: { interval: [{ field: 'minutes', minutesInterval: bookingMailLimits.retryEveryMinutes }] },
    });
    expect(outputs('Every few minutes: unsent mails')).toEqual([['Release stale claims']]);
    expect(outputs('Release stale claims')).toEqual([['Read bookings (schedule)']]);
    expect(outputs('Rows with mail due')).toEqual([['Claim row (schedule)']]);
    expect(outputs('Claim row (schedule)')).toEqual([['Read rows for the caps (schedule)']]);
    expect(byName('Every night: expired bookings').parameters).toEqual({
      rule: { interval: [{ field: 'days', daysInterval: 1, triggerAtHour: 3, triggerAtMinute: 0 }] },
    });
    expect(byName('Delete expired bookings').parameters).toMatchObject({
      operation: 'deleteRows',
      filters: { conditions: [{ keyName: 'deleteAfter', condition: 'lt', keyValue: '={{ $now.toISODate() }}' }] },
    });
  });

  it('creates the bookings table with every column in its setup, and refers to it only by name', () => {
    expect(outputs('Set up the bookings table (run once after import)')).toEqual([['Create bookings']]);
    expect(byName('Create bookings').parameters).toEqual({
      resource: 'table',
      operation: 'create',
      tableName: 'bookings',
      columns: { column: bookingColumns.map(([name, type]) => ({ name, type })) },
      options: { createIfNotExists: true },
    });
    for (const node of ofType('dataTable').filter((candidate) => candidate.parameters.resource === 'row')) {
      expect(node.parameters.dataTableId, node.name).toEqual({ __rl: true, mode: 'name', value: 'bookings' });
      if (node.parameters.filters)
        expect(node.parameters.matchType, node.name).toMatch(/^(allConditions|anyCondition)$/);
    }
  });

  it('connects only nodes that exist, and names only nodes that exist in its expressions and code', () => {
    const names = new Set(workflow.nodes.map((node) => node.name));
    for (const [from, { main }] of Object.entries(workflow.connections)) {
      expect(names.has(from), from).toBe(true);
      for (const target of main.flat()) expect(names.has(target.node), target.node).toBe(true);
    }
    for (const match of shipped.matchAll(/\$\(\\?['"]([^'"\\]+)\\?['"]\)/g))
      expect(names.has(match[1]), match[1]).toBe(true);
  });

  it('takes the mail settings and the schedule from the generator’s options', () => {
    const mail = {
      ...mailDefaults,
      teamAddress: 'salg@example.dk',
      sender: 'Eks <post@example.dk>',
      receiptsPerHour: 1000,
      retryEveryMinutes: 1,
    };
    const custom = buildBookingWorkflow({ origin: 'https://example.dk', mail }) as unknown as Workflow;
    expect(at(byName('Every few minutes: unsent mails', custom).parameters, 'rule.interval.0.minutesInterval')).toBe(1);
    expect(ofType('emailSend', custom).map((node) => node.parameters.fromEmail)).toEqual([
      'Eks <post@example.dk>',
      'Eks <post@example.dk>',
    ]);
    const plan = String(byName('Plan mails (new booking)', custom).parameters.jsCode);
    expect(plan).toContain('"teamAddress":"salg@example.dk"');
    expect(plan).toContain('"receiptsPerHour":1000');
    expect(mailOptionsProblem(mail)).toBeNull();
    expect(mailOptionsProblem({ ...mail, teamAddress: 'a@b.dk, c@d.dk' })).toMatch(/team-email/);
    expect(mailOptionsProblem({ ...mail, sender: 'Eks <nope>' })).toMatch(/mail-from/);
    expect(mailOptionsProblem({ ...mail, receiptsPerHour: 0 })).toMatch(/receipts-per-hour/);
    expect(mailOptionsProblem({ ...mail, retryEveryMinutes: 60 })).toMatch(/retry-every-minutes/);
  });
});

/** A Code node's output item: the json read by path, and a mail's calendar file. */
interface CodeItem {
  json: Record<string, unknown>;
  binary?: { ics: { data: string; mimeType: string; fileName: string } };
}

/** Runs a Code node as n8n's task runner does: an async function body, with $input, $() and $now. */
async function runCode(name: string, input: unknown[], nodes: Record<string, unknown[]> = {}, now = new Date()) {
  const items = (list: unknown[]) => list.map((json) => ({ json }));
  const context = vm.createContext({
    $input: { first: () => items(input)[0], all: () => items(input) },
    $: (node: string) => ({ first: () => items(nodes[node])[0], all: () => items(nodes[node]) }),
    $now: { toJSDate: () => new Date(now) },
    Buffer,
  });
  const output = await vm.runInContext(`(async () => {\n${byName(name).parameters.jsCode}\n})()`, context);
  return JSON.parse(JSON.stringify(output)) as CodeItem[];
}

describe('the Check booking node agrees with the contract', () => {
  // Tuesday 24 November 2026, 10:00 in Copenhagen.
  const now = new Date('2026-11-24T09:00:00Z');
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const serverBookingId = '9b2e1c4d-3f5a-4b6c-8d7e-0a1b2c3d4e5f';
  const good = {
    name: 'Søren Ærø Åberg',
    email: 'soren@aeroe.dk',
    phone: '+45 12 34 56 78',
    company: 'Ærø El & VVS',
    preferredDate: '2026-12-03',
    preferredTime: '10:30',
    message: 'Linje 1\nLinje 2 <script>alert(1)</script>',
  };
  const rows: [string, unknown, Record<string, unknown>, Date?][] = [
    ['a good booking with an id', good, { bookingId: id }],
    ['a good booking without an id', good, {}],
    ['today, at least two hours ahead', { ...good, preferredDate: '2026-11-24', preferredTime: '12:00' }, {}],
    ['a malformed id', good, { bookingId: 'abc' }],
    ['a repeated query parameter', good, { bookingId: [id, id] }],
    ['a Saturday', { ...good, preferredDate: '2026-11-28' }, {}],
    ['juledag', { ...good, preferredDate: '2026-12-25' }, {}],
    ['Kristi himmelfartsdag 2027', { ...good, preferredDate: '2027-05-06' }, {}, new Date('2027-04-20T08:00:00Z')],
    ['more than 90 days ahead', { ...good, preferredDate: '2027-02-23' }, {}],
    ['yesterday', { ...good, preferredDate: '2026-11-23' }, {}],
    ['today, too soon', { ...good, preferredDate: '2026-11-24', preferredTime: '11:30' }, {}],
    ['today, nothing left', { ...good, preferredDate: '2026-11-24' }, {}, new Date('2026-11-24T13:31:00Z')],
    ['not a slot', { ...good, preferredTime: '17:00' }, {}],
    ['not a date', { ...good, preferredDate: '2026-02-30' }, {}],
    ['bad name, email and phone', { ...good, name: 'A', email: 'a@b', phone: '123' }, {}],
    ['a display name in the address', { ...good, email: 'Søren <soren@aeroe.dk>' }, {}],
    ['a long message', { ...good, message: 'm'.repeat(2001) }, {}],
    ['unknown and missing keys', { ...good, website: 'spam', phone: undefined }, {}],
    ['a number instead of text', { ...good, phone: 12345678 }, {}],
    ['an empty object', {}, {}],
    ['null', null, {}],
    ['an array', [good], {}],
    ['a string', 'booking', {}],
  ];
  const check = (body: unknown, query: Record<string, unknown>, at: Date) =>
    runCode(
      'Check booking',
      [{ ok: true, serverBookingId }],
      { 'Booking webhook': [{ headers: {}, params: {}, query, body }] },
      at,
    );

  it.each(rows)('%s', async (_, body, query, at = now) => {
    const [{ json }] = await check(body, query, at);
    const request = { body, query };
    expect(json).toEqual(
      bookingIntake(request, serverBookingId, {
        now: at,
        retentionDays: bookingRetentionDays,
        calendar: bookingCalendar,
      }),
    );
    const contract = checkBookingBody(body, { now: at, calendar: bookingCalendar });
    const { bookingId: idError, ...fieldErrors } = (json.fields ?? {}) as Record<string, string>;
    expect(json.ok).toBe(contract.ok && idError === undefined);
    expect(contract.ok ? {} : contract.errors).toEqual(fieldErrors);
  });

  it('covers accepted and refused rows, including calendar refusals', async () => {
    const results = await Promise.all(rows.map(([, body, query, at = now]) => check(body, query, at)));
    expect(results.filter(([{ json }]) => json.ok)).toHaveLength(3);
    expect(results[0][0].json).toMatchObject({ ok: true, bookingId: id, accepted: { ok: true, bookingId: id } });
    expect(results[1][0].json).toMatchObject({ ok: true, bookingId: serverBookingId });
    expect(results[5][0].json.fields).toEqual({
      preferredDate: 'Vi holder lukket i weekenden. Vælg venligst en dag fra mandag til fredag.',
    });
    expect(at(results[7][0].json, 'fields.preferredDate')).toMatch(/Kristi himmelfartsdag/);
    expect(results[8][0].json.fields).toEqual({ preferredDate: 'Vælg en dato højst 90 dage frem.' });
  });
});

describe('the mail step’s Code nodes', () => {
  const now = new Date('2026-11-24T09:30:00Z');
  const row = {
    id: 1,
    createdAt: '2026-11-24T09:29:59.000Z',
    bookingId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    name: 'Anne Hansen',
    email: 'anne@hansen.dk',
    emailKey: 'anne@hansen.dk',
    phone: '+45 12 34 56 78',
    company: '',
    preferredDate: '2026-12-03',
    preferredTime: '10:30',
    message: '',
    status: 'ny',
    teamMailTries: 0,
    receiptTries: 0,
    mailClaimedAt: '2026-11-24T09:30:00.000Z',
  };

  it('plan: each mail an item for Send Email, its calendar file the binary ics', async () => {
    const planned = await runCode('Plan mails (new booking)', [row], { "Claim the new booking's mails": [row] }, now);
    expect(planned.map((item) => [item.json.kind, item.json.to])).toEqual([
      ['teamMail', mailDefaults.teamAddress],
      ['receipt', 'anne@hansen.dk'],
    ]);
    for (const item of planned) {
      expect(item.binary?.ics).toMatchObject({ mimeType: 'text/calendar', fileName: 'booking-2026-12-03.ics' });
      const ics = Buffer.from(item.binary?.ics.data ?? '', 'base64').toString('utf8');
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics).toContain(`UID:booking-${row.bookingId}@fynbo-ai.dk`);
      expect(item.json).not.toHaveProperty('ics');
    }
  });

  it('outcomes: one item of columns per row, from the Send Email node’s output', async () => {
    const planned = (
      await runCode('Plan mails (new booking)', [row], { "Claim the new booking's mails": [row] }, now)
    ).map((item) => item.json);
    const [outcome] = await runCode(
      'Mail outcomes (new booking)',
      [{ messageId: '<1@x>' }, { error: 'connect ECONNREFUSED' }],
      { 'Plan mails (new booking)': planned },
      now,
    );
    expect(outcome.json).toMatchObject({
      bookingId: row.bookingId,
      columns: {
        teamMailSentAt: now.toISOString(),
        teamMailTries: 1,
        receiptError: 'connect ECONNREFUSED',
        receiptTries: 1,
        mailClaimedAt: null,
      },
    });
  });
});

describe('the booking webhook’s header check agrees with the contract', () => {
  it.each([
    ['a JSON body of 7,680 bytes', { 'content-type': 'application/json', 'content-length': '7680' }],
    ['one byte more', { 'content-type': 'application/json', 'content-length': '7681' }],
    ['gzip', { 'content-type': 'application/json', 'content-length': '100', 'content-encoding': 'gzip' }],
    ['chunked', { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }],
    ['octet-stream', { 'content-type': 'application/octet-stream', 'content-length': '52428800' }],
  ])('%s', async (_, headers) => {
    const [{ json }] = await runCode('Check booking headers', [{ headers }]);
    expect(json).toEqual(checkRequestHeaders(headers, BOOKING_MAX_BODY_BYTES));
  });
});

describe('the reads on bookings (no read that can die halfway)', () => {
  const staff = JSON.parse(readFileSync('integrations/n8n/staff-api.json', 'utf8')) as Workflow;
  const reads = [workflow, staff].flatMap((from) =>
    from.nodes.filter(
      (node) =>
        node.type === 'n8n-nodes-base.dataTable' &&
        node.parameters.operation === 'get' &&
        (node.parameters.dataTableId as Parameters).value === 'bookings',
    ),
  );

  it('each has a filter and a limit of at most 1,000, in row order: one query, never a second page', () => {
    expect(reads.map((node) => node.name).sort()).toEqual([
      'Read bookings',
      'Read bookings (schedule)',
      'Read rows for the caps (confirmation)',
      'Read rows for the caps (new booking)',
      'Read rows for the caps (schedule)',
    ]);
    for (const node of reads) {
      const { returnAll, limit, orderBy, orderByColumn, filters } = node.parameters;
      expect({ name: node.name, returnAll, orderBy, orderByColumn }).toEqual({
        name: node.name,
        returnAll: false,
        orderBy: true,
        orderByColumn: 'id',
      });
      expect((filters as { conditions: Parameters[] }).conditions.length).toBeGreaterThan(0);
      if (typeof limit === 'number') expect(limit).toBeLessThanOrEqual(1000);
      else expect(String(limit)).toMatch(/Math\.min\(1000,/);
    }
    // Oldest first, except the staff list, which shows the newest first.
    expect(reads.filter((node) => node.parameters.orderByDirection === 'DESC').map((node) => node.name)).toEqual([
      'Read bookings',
    ]);
  });

  it('the schedule finds open rows through the flag the mail step writes, not by reading finished ones', () => {
    expect(byName('Read bookings (schedule)').parameters).toMatchObject({
      matchType: 'anyCondition',
      filters: {
        conditions: [
          { keyName: 'mailOpen', condition: 'isTrue' },
          { keyName: 'mailOpen', condition: 'isEmpty' },
        ],
      },
    });
    const saved = byName('Save mail state (schedule)').parameters.columns as { value: Record<string, string> };
    expect(saved.value.mailOpen).toBe('={{ $json.columns.mailOpen }}');
    expect(bookingColumns).toContainEqual(['mailOpen', 'boolean']);
  });

  it('the generator refuses more receipts an hour than one read takes', () => {
    expect(mailOptionsProblem({ ...mailDefaults, receiptsPerHour: 1001 })).toMatch(/from 1 to 1000/);
    expect(mailOptionsProblem({ ...mailDefaults, receiptsPerHour: 1000 })).toBeNull();
  });
});
