import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { smtpCredential } from '../../../scripts/n8n/build-booking-workflow.mjs';
import { staffWorkflowPath } from '../../../scripts/n8n/build-staff-workflow.mjs';
import { mailDefaults } from '../../../scripts/n8n/booking-workflow/mail-settings.mjs';
import { confirmationMail } from '../../../src/lib/booking/mails.mjs';
import { recordFromRow } from '../../../src/lib/booking/workflow-rows.mjs';
import { sessionExpiredAnswer, staffClaims } from '../../../src/lib/staff/api-contract.mjs';
import { bookingStatusAnswer, unknownBookingAnswer } from '../../../src/lib/staff/bookings-contract.mjs';
import { bookingsAnswerFromRows } from '../../../src/lib/staff/workflow-bookings.mjs';

interface N8nNode {
  name: string;
  type: string;
  position: [number, number];
  parameters: Record<string, unknown>;
  credentials?: Record<string, { id: string; name: string }>;
  alwaysOutputData?: boolean;
}
type Workflow = { nodes: N8nNode[]; connections: Record<string, { main: { node: string }[][] }> };

const workflow = JSON.parse(readFileSync(staffWorkflowPath, 'utf8')) as Workflow;
const byName = (name: string) => {
  const node = workflow.nodes.find((candidate) => candidate.name === name);
  if (!node) throw new Error(`no node named ${name}`);
  return node;
};
const outputs = (from: string) => workflow.connections[from]?.main.map((targets) => targets.map((t) => t.node)) ?? [];

/** Runs a Code node as n8n's task runner does, with $input, $() and $now. */
async function jsonOf(name: string, input: unknown[], nodes: Record<string, unknown[]> = {}, now = new Date()) {
  const items = (list: unknown[]) => list.map((json) => ({ json }));
  const context = vm.createContext({
    $input: { first: () => items(input)[0], all: () => items(input) },
    $: (node: string) => {
      if (!(node in nodes)) throw new Error(`the test gave no output for node ${node}`);
      return { first: () => items(nodes[node])[0], all: () => items(nodes[node]) };
    },
    $now: { toJSDate: () => new Date(now) },
    Buffer,
  });
  const output = await vm.runInContext(`(async () => {\n${byName(name).parameters.jsCode}\n})()`, context);
  return (JSON.parse(JSON.stringify(output)) as { json: Record<string, unknown> }[]).map((item) => item.json);
}

const staff = { payload: staffClaims(new Date()) };
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
const row = {
  id: 4,
  createdAt: '2026-11-24T09:00:00.000Z',
  bookingId: id,
  name: 'Anne Hansen',
  email: 'anne@hansen.dk',
  emailKey: 'anne@hansen.dk',
  phone: '+45 12 34 56 78',
  company: '',
  preferredDate: '2026-12-03',
  preferredTime: '10:30',
  message: '',
  status: 'bekræftet',
  teamMailSentAt: '2026-11-24T09:00:01.000Z',
  teamMailTries: 1,
  receiptSentAt: '2026-11-24T09:00:01.000Z',
  receiptTries: 1,
  confirmationTries: 0,
};

describe('GET /bookings in the staff workflow', () => {
  it('verifies the token, reads the newest rows up to its page (at most 1,000) and answers it through the one Respond node', () => {
    expect(outputs('GET /bookings')).toEqual([['Headers of GET /bookings']]);
    expect(outputs('Headers of GET /bookings')).toEqual([['Read bookings request']]);
    expect(outputs('Bookings request ok?')).toEqual([['Verify bookings token'], ['Respond']]);
    expect(outputs('Verify bookings token')).toEqual([['Read bookings'], ['Session expired']]);
    const read = byName('Read bookings').parameters as Record<string, unknown>;
    expect(read).toMatchObject({
      operation: 'get',
      returnAll: false,
      orderBy: true,
      orderByColumn: 'id',
      orderByDirection: 'DESC',
      filters: { conditions: [{ keyName: 'bookingId', condition: 'isNotEmpty' }] },
    });
    // The limit, as n8n evaluates it for ?page=N: the pages up to N and one row more (hasMore), at most 1,000.
    const limitFor = (page: string | undefined) =>
      new Function('$', `return ${String(read.limit).replace(/^=\{\{|\}\}$/g, '')}`)(() => ({
        first: () => ({ json: { query: { page } } }),
      }));
    expect([undefined, '1', '2', '19', '20', '999999'].map(limitFor)).toEqual([51, 51, 101, 951, 1000, 1000]);
    expect(byName('Read bookings').alwaysOutputData).toBe(true);
    expect(outputs('Bookings answer')).toEqual([['Respond']]);
  });

  it('Bookings answer: the contract’s page from the rows, the page from the query', async () => {
    const rows = [row, { ...row, id: 5, bookingId: '0f8fad5b-d9cb-469f-a165-70867728950f' }];
    const nodes = { 'GET /bookings': [{ query: { page: '1' } }], 'Verify bookings token': [staff] };
    expect(await jsonOf('Bookings answer', rows, nodes)).toEqual([
      bookingsAnswerFromRows(staff.payload, rows, '1', new Date()),
    ]);
    const tooFar = { ...nodes, 'GET /bookings': [{ query: { page: 'nul' } }] };
    expect((await jsonOf('Bookings answer', rows, tooFar))[0].status).toBe(400);
    const stranger = { ...nodes, 'Verify bookings token': [{ payload: { sub: 'x' } }] };
    expect(await jsonOf('Bookings answer', rows, stranger)).toEqual([sessionExpiredAnswer]);
  });
});

describe('POST /booking-status in the staff workflow', () => {
  it('erases the row for slettet, else stores the status; answers before the confirmation is sent', () => {
    expect(outputs('Booking-status body ok?')).toEqual([['Erase the booking?'], ['Respond']]);
    expect(outputs('Erase the booking?')).toEqual([['Delete booking'], ['Update booking status']]);
    expect(byName('Delete booking').parameters).toMatchObject({
      operation: 'deleteRows',
      filters: { conditions: [{ keyName: 'bookingId', condition: 'eq' }] },
    });
    const { columns } = byName('Update booking status').parameters as { columns: { value: object } };
    expect(Object.keys(columns.value)).toEqual(['status', 'mailOpen']);
    expect(outputs('Update booking status')).toEqual([['Booking-status answer', 'Confirmation due?']]);
    // n8n runs sibling branches top to bottom: the answer first.
    expect(byName('Booking-status answer').position[1]).toBeLessThan(byName('Confirmation due?').position[1]);
    expect(outputs('Confirmation due?')).toEqual([['Claim row (confirmation)']]);
    expect(
      (
        byName('Claim row (confirmation)').parameters as { filters: { conditions: { keyName: string }[] } }
      ).filters.conditions.map((condition) => condition.keyName),
    ).toEqual(['bookingId', 'mailClaimedAt', 'confirmationSentAt']);
    expect(outputs('Claim row (confirmation)')).toEqual([['Read rows for the caps (confirmation)']]);
    expect(byName('Send mail (confirmation)').credentials).toEqual({ smtp: smtpCredential });
  });

  it('Check booking-status body: the contract’s check after the token’s subject', async () => {
    const check = (body: unknown, verified = staff) =>
      jsonOf('Check booking-status body', [verified], { 'POST /booking-status': [{ body }] });
    expect(await check({ bookingId: id, status: 'slettet' })).toEqual([
      { ok: true, bookingId: id, status: 'slettet', erase: true },
    ]);
    expect((await check({ bookingId: id, status: 'klar' }))[0]).toMatchObject({ ok: false, status: 400 });
    expect(await check({ bookingId: id, status: 'ny' }, { payload: { sub: 'x', iat: 1, exp: 2 } })).toEqual([
      { ok: false, ...sessionExpiredAnswer },
    ]);
  });

  it('Booking-status answer: the status as stored, or 404 when no row matched', async () => {
    const nodes = { 'Check booking-status body': [{ ok: true, bookingId: id, status: 'bekræftet', erase: false }] };
    expect(await jsonOf('Booking-status answer', [row], nodes)).toEqual([bookingStatusAnswer(id, 'bekræftet')]);
    expect(await jsonOf('Booking-status answer', [{}], nodes)).toEqual([{ ...unknownBookingAnswer }]);
  });

  it('Plan mails (confirmation): the confirmation of mails.mjs, once the row is claimed', async () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const claimed = { ...row, mailClaimedAt: now.toISOString() };
    const [planned] = await jsonOf(
      'Plan mails (confirmation)',
      [claimed],
      { 'Claim row (confirmation)': [claimed] },
      now,
    );
    const { ics: _, ...mail } = confirmationMail(recordFromRow(claimed), mailDefaults.company, now);
    expect(planned).toMatchObject({ send: true, kind: 'confirmation', ...mail });
  });
});
