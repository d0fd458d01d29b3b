import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { bookingWorkflowJson, workflowPath } from '../../../scripts/build-n8n-workflow.mjs';
import { bookingCalendar } from '../../../src/config/booking-calendar.mjs';
import { checkBookingBody } from '../../../src/lib/booking/contract.mjs';
import { checkBookingRequest } from '../../../src/lib/booking/webhook-check.mjs';

interface N8nNode {
  name: string;
  type: string;
  typeVersion: number;
  parameters: Record<string, unknown>;
  disabled?: boolean;
}
type Connections = Record<string, { main: { node: string; type: string; index: number }[][] }>;

const shipped = readFileSync(workflowPath, 'utf8');
const workflow = JSON.parse(shipped) as { nodes: N8nNode[]; connections: Connections };
const byType = (type: string) => workflow.nodes.filter((node) => node.type === `n8n-nodes-base.${type}`);
const only = (type: string) => {
  const nodes = byType(type);
  expect(nodes, type).toHaveLength(1);
  return nodes[0];
};
/** The names each output of `from` leads to. */
const outputs = (from: string) => workflow.connections[from]?.main.map((targets) => targets.map((t) => t.node)) ?? [];

describe('the shipped n8n workflow', () => {
  it('is current: npm run n8n:workflow writes exactly the shipped file', () => {
    expect(shipped).toBe(bookingWorkflowJson());
  });

  it('uses the node types and versions of n8n 2.x', () => {
    expect(workflow.nodes.map((node) => [node.type.replace('n8n-nodes-base.', ''), node.typeVersion]).sort()).toEqual(
      [
        ['code', 2],
        ['emailSend', 2.1],
        ['if', 2.2],
        ['removeDuplicates', 2],
        ['respondToWebhook', 1.4],
        ['respondToWebhook', 1.4],
        ['stickyNote', 1],
        ['webhook', 2.1],
      ].sort(),
    );
  });

  it('listens for POST /booking, answers through Respond to Webhook, and only from the site’s origin', () => {
    expect(only('webhook').parameters).toEqual({
      httpMethod: 'POST',
      path: 'booking',
      responseMode: 'responseNode',
      options: { allowedOrigins: 'https://www.fynbo-ai.dk' },
    });
  });

  it('checks, then answers 200 before any other step, or 400 with the field errors', () => {
    const webhook = only('webhook').name;
    const code = only('code').name;
    const decide = only('if').name;
    const [accepted, rejected] = byType('respondToWebhook');
    expect(outputs(webhook)).toEqual([[code]]);
    expect(outputs(code)).toEqual([[decide]]);
    expect(outputs(decide)).toEqual([[accepted.name], [rejected.name]]);
    expect(only('if').parameters.conditions).toMatchObject({
      conditions: [{ leftValue: '={{ $json.ok }}', operator: { type: 'boolean', operation: 'true' } }],
    });
    expect(accepted.parameters).toMatchObject({ respondWith: 'json', options: {} });
    expect(JSON.parse(String(accepted.parameters.responseBody))).toEqual({ ok: true });
    expect(rejected.parameters).toEqual({ respondWith: 'firstIncomingItem', options: { responseCode: 400 } });
    expect(outputs(rejected.name)).toEqual([]);
  });

  it('after answering, drops a bookingId seen before, then reaches the disabled e-mail step', () => {
    const dedupe = only('removeDuplicates');
    const notify = only('emailSend');
    expect(outputs(byType('respondToWebhook')[0].name)).toEqual([[dedupe.name]]);
    expect(dedupe.parameters).toMatchObject({
      operation: 'removeItemsSeenInPreviousExecutions',
      logic: 'removeItemsWithAlreadySeenKeyValues',
      dedupeValue: '={{ $json.bookingId || $execution.id }}',
    });
    expect(outputs(dedupe.name)).toEqual([[notify.name]]);
    expect(notify.disabled).toBe(true);
    expect(notify.parameters).toMatchObject({ fromEmail: '', toEmail: '', emailFormat: 'text' });
  });

  it('connects only nodes that exist', () => {
    const names = new Set(workflow.nodes.map((node) => node.name));
    for (const [from, { main }] of Object.entries(workflow.connections)) {
      expect(names.has(from), from).toBe(true);
      for (const target of main.flat()) expect(names.has(target.node), target.node).toBe(true);
    }
  });
});

describe('the Code node’s JavaScript agrees with the contract', () => {
  const code = String(only('code').parameters.jsCode);

  /** Runs the node's code as n8n does: an async function body, the webhook item as its one input. */
  async function runCodeNode(body: unknown, query: Record<string, unknown>, now: Date) {
    const item = { headers: { 'content-type': 'application/json' }, params: {}, query, body };
    const context = vm.createContext({
      $input: { first: () => ({ json: item }), all: () => [{ json: item }] },
      $now: { toJSDate: () => new Date(now) },
    });
    const output = await vm.runInContext(`(async () => {\n${code}\n})()`, context);
    return JSON.parse(JSON.stringify(output)) as { json: Record<string, unknown> }[];
  }

  // Tuesday 24 November 2026, 10:00 in Copenhagen.
  const now = new Date('2026-11-24T09:00:00Z');
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
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
    ['Kristi himmelfartsdag 2027', { ...good, preferredDate: '2027-05-06' }, {}],
    ['yesterday', { ...good, preferredDate: '2026-11-23' }, {}],
    ['today, too soon', { ...good, preferredDate: '2026-11-24', preferredTime: '11:30' }, {}],
    ['today, nothing left', { ...good, preferredDate: '2026-11-24' }, {}, new Date('2026-11-24T13:31:00Z')],
    ['not a slot', { ...good, preferredTime: '17:00' }, {}],
    ['not a date', { ...good, preferredDate: '2026-02-30' }, {}],
    ['bad name, email and phone', { ...good, name: 'A', email: 'a@b', phone: '123' }, {}],
    ['a long message', { ...good, message: 'm'.repeat(2001) }, {}],
    ['unknown and missing keys', { ...good, website: 'spam', phone: undefined }, {}],
    ['a number instead of text', { ...good, phone: 12345678 }, {}],
    ['an empty object', {}, {}],
    ['null', null, {}],
    ['an array', [good], {}],
    ['a string', 'booking', {}],
  ];

  it.each(rows)('%s', async (_, body, query, at = now) => {
    const [{ json }] = await runCodeNode(body, query, at);
    expect(json).toEqual(checkBookingRequest(body, query.bookingId, { now: at }));
    const contract = checkBookingBody(body, { now: at, calendar: bookingCalendar });
    const { bookingId: idError, ...fieldErrors } = (json.fields ?? {}) as Record<string, string>;
    expect(json.ok).toBe(contract.ok && idError === undefined);
    expect(contract.ok ? {} : contract.errors).toEqual(fieldErrors);
  });

  it('covers accepted and refused rows, including calendar refusals', async () => {
    const results = await Promise.all(rows.map(([, body, query, at = now]) => runCodeNode(body, query, at)));
    expect(results.filter(([{ json }]) => json.ok)).toHaveLength(3);
    expect(results[0][0].json).toMatchObject({
      ok: true,
      bookingId: id,
      requestedTime: 'torsdag den 3. december 2026 kl. 10:30',
    });
    expect(results[5][0].json.fields).toEqual({
      preferredDate: 'Vi holder lukket i weekenden. Vælg venligst en dag fra mandag til fredag.',
    });
  });
});
