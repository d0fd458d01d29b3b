import { readFileSync } from 'node:fs';
import * as nodeCrypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildStaffWorkflow,
  credentialNames,
  staffWorkflowJson,
  staffWorkflowOptionsProblem,
  staffWorkflowPath,
} from '../../../scripts/n8n/build-staff-workflow.mjs';
import {
  agentsAnswer,
  badRequestAnswer,
  checkAvailabilityBody,
  checkLoginBody,
  loginAnswer,
  AGENTS_CACHE_CONTROL,
  originRefusedAnswer,
  sessionExpiredAnswer,
  staffClaims,
  tooManyAttemptsAnswer,
  unknownAgentAnswer,
  wrongPasswordAnswer,
} from '../../../src/lib/staff/api-contract.mjs';
import { decideAttempt, type AttemptRecord } from '../../../src/lib/staff/attempts.mjs';
import { dashboardAnswer } from '../../../src/lib/staff/call-figures.mjs';
import { hashPassword, verifyPassword } from '../../../src/lib/staff/password-hash.js';
import { runCodeNodeScript } from '../fixtures/n8n-staff-run';

interface N8nNode {
  name: string;
  type: string;
  typeVersion: number;
  parameters: Record<string, unknown>;
  credentials?: Record<string, { id: string; name: string }>;
  onError?: string;
  alwaysOutputData?: boolean;
}
type Connections = Record<string, { main: { node: string; type: string; index: number }[][] }>;
type Workflow = { nodes: N8nNode[]; connections: Connections; settings: Record<string, unknown> };

const shipped = readFileSync(staffWorkflowPath, 'utf8');
const workflow = JSON.parse(shipped) as Workflow;
const byName = (name: string) => {
  const node = workflow.nodes.find((candidate) => candidate.name === name);
  if (!node) throw new Error(`no node named ${name}`);
  return node;
};
const ofType = (type: string) => workflow.nodes.filter((node) => node.type === `n8n-nodes-base.${type}`);
const outputs = (from: string) => workflow.connections[from]?.main.map((targets) => targets.map((t) => t.node)) ?? [];
const site = 'https://www.fynbo-ai.dk';

describe('the shipped staff API workflow', () => {
  it('is current: npm run n8n:workflow writes exactly the shipped file', () => {
    expect(shipped).toBe(staffWorkflowJson());
  });

  it('saves no execution data, so no password, token or header lands in n8n’s history', () => {
    expect(workflow.settings).toMatchObject({
      saveDataSuccessExecution: 'none',
      saveDataErrorExecution: 'none',
      saveManualExecutions: false,
      saveExecutionProgress: false,
    });
  });

  it('listens on seven static webhook paths; the staff routes only for the site’s origin', () => {
    expect(
      ofType('webhook').map(({ parameters: p }) => [
        p.httpMethod,
        p.path,
        p.responseMode,
        (p.options as { allowedOrigins: string }).allowedOrigins,
      ]),
    ).toEqual([
      ['POST', 'staff/login', 'responseNode', site],
      ['GET', 'staff/agents', 'responseNode', '*'],
      ['GET', 'staff/dashboard', 'responseNode', site],
      ['POST', 'staff/availability', 'responseNode', site],
      ['GET', 'staff/bookings', 'responseNode', site],
      ['POST', 'staff/booking-status', 'responseNode', site],
      ['POST', 'staff/device-code', 'responseNode', site],
    ]);
  });

  it('keeps only the headers right after each Webhook node, so no body reaches a Code node before its size is checked', () => {
    for (const hook of ofType('webhook')) {
      const [[next]] = outputs(hook.name);
      expect(byName(next)).toMatchObject({
        type: 'n8n-nodes-base.set',
        parameters: {
          mode: 'manual',
          includeOtherFields: false,
          assignments: { assignments: [{ name: 'headers', value: '={{ $json.headers }}', type: 'object' }] },
        },
      });
    }
  });

  it('answers as JSON with the status the Code nodes set: no-store, but GET /agents briefly cacheable for any origin', () => {
    const answer = (entries: unknown[]) => ({
      respondWith: 'json',
      responseBody: '={{ JSON.stringify($json.body) }}',
      options: { responseCode: '={{ $json.status }}', responseHeaders: { entries } },
    });
    expect(ofType('respondToWebhook').map((node) => [node.name, node.typeVersion, node.parameters])).toEqual([
      [
        'Respond to GET /agents',
        1.4,
        answer([
          { name: 'Access-Control-Allow-Origin', value: '*' },
          { name: 'Cache-Control', value: `={{ $json.status === 200 ? '${AGENTS_CACHE_CONTROL}' : 'no-store' }}` },
        ]),
      ],
      ['Respond', 1.4, answer([{ name: 'Cache-Control', value: 'no-store' }])],
    ]);
    expect(outputs('Agents answer')).toEqual([['Respond to GET /agents']]);
  });

  it('signs at login and verifies on every route with a token with one JWT credential, HS256; a failed check goes to the JSON 401', () => {
    const jwtNodes = ofType('jwt');
    expect(jwtNodes.map((node) => [node.name, node.parameters.operation ?? 'sign'])).toEqual([
      ['Verify device token', 'verify'],
      ['Sign token', 'sign'],
      ['Sign device token', 'sign'],
      ['Verify dashboard token', 'verify'],
      ['Verify availability token', 'verify'],
      ['Verify bookings token', 'verify'],
      ['Verify booking-status token', 'verify'],
      ['Verify device-code token', 'verify'],
    ]);
    for (const node of jwtNodes) {
      expect(node.credentials).toEqual({ jwtAuth: { id: expect.any(String), name: credentialNames.jwt } });
      expect(node.parameters.options).toEqual({ algorithm: 'HS256' });
    }
    // A device token that does not verify makes the login an unknown device's, never a 401.
    expect(byName('Verify device token').onError).toBe('continueRegularOutput');
    expect(outputs('Verify device token')).toEqual([['Read password hash']]);
    expect(byName('Sign token').parameters.claimsJson).toBe(
      "={{ JSON.stringify($('Check password').first().json.claims.session) }}",
    );
    expect(byName('Sign device token').parameters.claimsJson).toBe(
      "={{ JSON.stringify($('Check password').first().json.claims.device) }}",
    );
    for (const verify of jwtNodes.filter(
      (node) => node.name.startsWith('Verify ') && node.name !== 'Verify device token',
    )) {
      expect(verify.onError).toBe('continueErrorOutput');
      expect(outputs(verify.name)[1]).toEqual(['Session expired']);
    }
    expect(new Set(jwtNodes.map((node) => node.credentials?.jwtAuth.id)).size).toBe(1);
  });

  it('refers to every Data Table by name, never by id', () => {
    const rowNodes = ofType('dataTable').filter((node) => node.parameters.resource === 'row');
    expect(rowNodes.length).toBeGreaterThan(5);
    for (const node of rowNodes) {
      expect(node.parameters.dataTableId).toEqual({
        __rl: true,
        mode: 'name',
        value: expect.stringMatching(
          /^(voice_agents|staff_login_attempts|staff_settings|staff_device_codes|bookings)$/,
        ),
      });
    }
    const created = ofType('dataTable').filter((node) => node.parameters.resource === 'table');
    expect(created.map((node) => [node.parameters.tableName, node.parameters.options])).toEqual([
      ['voice_agents', { createIfNotExists: true }],
      ['staff_login_attempts', { createIfNotExists: true }],
      ['staff_settings', { createIfNotExists: true }],
      ['staff_device_codes', { createIfNotExists: true }],
    ]);
    expect(created[1].parameters.columns).toEqual({
      column: [
        { name: 'address', type: 'string' },
        { name: 'device', type: 'string' },
        { name: 'at', type: 'number' },
        { name: 'kind', type: 'string' },
      ],
    });
    expect(created[3].parameters.columns).toEqual({
      column: [
        { name: 'codeDigest', type: 'string' },
        { name: 'expiresAt', type: 'number' },
      ],
    });
    expect(created[0].parameters.columns).toEqual({
      column: [
        { name: 'agentId', type: 'string' },
        { name: 'name', type: 'string' },
        { name: 'isAvailable', type: 'boolean' },
        { name: 'maxCalls', type: 'number' },
        { name: 'assistantId', type: 'string' },
      ],
    });
  });

  it('identifies the login, records its attempt before deciding it, decides before any hashing, and deletes a refused attempt at once', () => {
    expect(outputs('Login request ok?')[0]).toEqual(['Verify device token']);
    expect(outputs('Read password hash')).toEqual([['Read live device codes']]);
    expect(outputs('Read live device codes')).toEqual([['Identify login']]);
    expect(outputs('Identified?')).toEqual([['Record attempt'], ['Respond']]);
    expect(outputs('Record attempt')).toEqual([['Read recent attempts']]);
    expect(outputs('Read recent attempts')).toEqual([['Decide attempt']]);
    expect(outputs('Decide attempt')[0]).toContain('Admitted?');
    expect(outputs('Admitted?')).toEqual([['Check password'], ['Respond', 'Delete refused attempt']]);
    expect(byName('Delete refused attempt').parameters).toMatchObject({
      operation: 'deleteRows',
      dataTableId: { value: 'staff_login_attempts' },
      filters: { conditions: [{ keyName: 'id', condition: 'eq', keyValue: '={{ $json.attemptId }}' }] },
    });
    expect(byName('Record attempt').parameters.columns).toMatchObject({
      value: { kind: 'try', device: '={{ $json.device }}' },
    });
    expect(outputs('Right password?')).toEqual([['Sign token'], ['Respond']]);
    expect(outputs('Record success')).toEqual([['Delete used code']]);
    expect(byName('Delete used code').parameters).toMatchObject({ dataTableId: { value: 'staff_device_codes' } });
  });

  it('POST /device-code: headers, origin and token, the session claims, then the code’s digest stored and expired codes dropped', () => {
    expect(outputs('Device-code request ok?')).toEqual([['Verify device-code token'], ['Respond']]);
    expect(outputs('Verify device-code token')).toEqual([['Make device code'], ['Session expired']]);
    expect(outputs('Device code made?')).toEqual([['Insert device code'], ['Respond']]);
    expect(outputs('Insert device code')).toEqual([['Delete expired codes']]);
    expect(outputs('Delete expired codes')).toEqual([['Device-code answer']]);
    expect(byName('Insert device code').parameters.columns).toMatchObject({
      value: { codeDigest: '={{ $json.row.codeDigest }}', expiresAt: '={{ $json.row.expiresAt }}' },
    });
  });

  it('reads the provider with the Header Auth credential, a 5 s time-out and createdAtLt paging', () => {
    const [http] = ofType('httpRequest');
    expect(http.typeVersion).toBe(4.2);
    expect(http.parameters).toMatchObject({
      url: 'https://api.vapi.ai/call',
      authentication: 'genericCredentialType',
      genericAuthType: 'httpHeaderAuth',
      options: {
        timeout: 5000,
        pagination: {
          pagination: {
            paginationMode: 'updateAParameterInEachRequest',
            parameters: { parameters: [{ type: 'qs', name: 'createdAtLt' }] },
            paginationCompleteWhen: 'other',
          },
        },
      },
    });
    expect(http.credentials).toEqual({ httpHeaderAuth: { id: expect.any(String), name: credentialNames.provider } });
    expect(http.onError).toBe('continueRegularOutput');
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

  it('takes the client-address header, origin and provider from the generator’s options', async () => {
    const cloudflare = buildStaffWorkflow({
      addressHeader: 'cf-connecting-ip',
      origin: 'https://example.dk',
      providerUrl: 'https://p.example/',
    }) as unknown as Workflow;
    const cloudflareLogin = async (headers: Record<string, string>) => {
      const [json] = await jsonOf('Read login request', {
        workflow: cloudflare,
        nodes: { 'POST /login': [{ headers, body: { password: 'x' } }] },
      });
      return json;
    };
    expect(await cloudflareLogin({ origin: 'https://example.dk', 'cf-connecting-ip': '198.51.100.7' })).toMatchObject({
      ok: true,
      address: '198.51.100.7',
    });
    expect(await cloudflareLogin({ origin: 'https://example.dk', 'x-real-ip': '198.51.100.7' })).toMatchObject({
      ok: true,
      address: '',
    });
    expect(await cloudflareLogin({ origin: site, 'cf-connecting-ip': '198.51.100.7' })).toEqual({
      ok: false,
      ...originRefusedAnswer,
    });
    for (const route of ['dashboard', 'availability']) {
      const body = route === 'availability' ? { 'content-type': 'application/json', 'content-length': '40' } : {};
      const [json] = await jsonOf(`Read ${route} request`, {
        workflow: cloudflare,
        input: [{ headers: { ...body, origin: site, authorization: 'Bearer a.b.c' } }],
      });
      expect(json, route).toEqual({ ok: false, ...originRefusedAnswer });
    }
    const http = cloudflare.nodes.find((node) => node.type === 'n8n-nodes-base.httpRequest');
    expect(http?.parameters.url).toBe('https://p.example/call');
    const hooks = cloudflare.nodes.filter((node) => node.type === 'n8n-nodes-base.webhook');
    expect(hooks.map((node) => (node.parameters.options as { allowedOrigins: string }).allowedOrigins)).toEqual([
      'https://example.dk',
      '*',
      'https://example.dk',
      'https://example.dk',
      'https://example.dk',
      'https://example.dk',
      'https://example.dk',
    ]);
    expect(
      staffWorkflowOptionsProblem({
        origin: site,
        addressHeader: 'x-forwarded-for',
        providerUrl: 'https://api.vapi.ai',
      }),
    ).toMatch(/address-header/);
    expect(
      staffWorkflowOptionsProblem({
        origin: `${site}/`,
        addressHeader: 'x-real-ip',
        providerUrl: 'https://api.vapi.ai',
      }),
    ).toMatch(/origin/);
    expect(
      staffWorkflowOptionsProblem({
        origin: site,
        addressHeader: 'CF-Connecting-IP',
        providerUrl: 'https://api.vapi.ai',
      }),
    ).toBeNull();
  });

  it('holds no password hash', () => {
    expect(shipped).not.toMatch(/pbkdf2-sha256:\d+:[A-Za-z0-9_-]{16,}/);
  });
});

/**
 * Runs a Code node as n8n's task runner does: an async function body in its own context, with
 * $input, $(), $now, static data, require for the allowed builtin, and the runner's native globals.
 */
async function runCode(
  name: string,
  {
    workflow: from = workflow,
    input = [],
    nodes = {},
    now = new Date('2026-11-25T09:00:00Z'),
    staticData = {},
  }: {
    workflow?: Workflow;
    input?: unknown[];
    nodes?: Record<string, unknown[]>;
    now?: Date;
    staticData?: Record<string, unknown>;
  } = {},
) {
  const node = from.nodes.find((candidate) => candidate.name === name);
  if (!node) throw new Error(`no node named ${name}`);
  const code = String(node.parameters.jsCode);
  const items = (list: unknown[]) =>
    list.map((json) => (json && typeof json === 'object' && 'error' in json && 'json' in json ? json : { json }));
  const ref = (list: unknown[]) => ({ first: () => items(list)[0], all: () => items(list) });
  return runCodeNodeScript(code, {
    $input: ref(input),
    $: (node: string) => {
      if (!(node in nodes)) throw new Error(`the test gave no output for node ${node}`);
      return ref(nodes[node]);
    },
    now,
    staticData,
  });
}
const jsonOf = async (...args: Parameters<typeof runCode>) => (await runCode(...args)).map((item) => item.json);

describe('the Code nodes agree with the contract', { timeout: 60_000 }, () => {
  const headers = { origin: site, 'x-real-ip': '203.0.113.9', 'content-type': 'application/json' };

  it.each([
    ['a good login', { password: 'hemmelig' }],
    ['no password', {}],
    ['an extra key', { password: 'x', admin: true }],
    ['a number', { password: 1 }],
    ['null', null],
    ['an array', ['x']],
  ])('Read login request: %s', async (_, body) => {
    const [json] = await jsonOf('Read login request', { nodes: { 'POST /login': [{ headers, body }] } });
    const checked = checkLoginBody(body);
    if (checked.ok) {
      expect(json).toEqual({
        ok: true,
        address: '203.0.113.9',
        at: Date.parse('2026-11-25T09:00:00Z'),
        password: checked.password,
        deviceToken: null,
        code: null,
      });
    } else {
      expect(json).toEqual({ ok: false, ...badRequestAnswer(checked) });
    }
  });

  it('Read login request: another origin is refused; a missing or odd address header means no address', async () => {
    expect(
      await jsonOf('Read login request', {
        nodes: {
          'POST /login': [{ headers: { ...headers, origin: 'https://evil.example' }, body: { password: 'x' } }],
        },
      }),
    ).toEqual([{ ok: false, ...originRefusedAnswer }]);
    const { 'x-real-ip': _, ...noAddress } = headers;
    for (const sent of [
      noAddress,
      { ...noAddress, 'cf-connecting-ip': '1.2.3.4' },
      { ...headers, 'x-real-ip': 'a b' },
    ]) {
      const [json] = await jsonOf('Read login request', {
        nodes: { 'POST /login': [{ headers: sent, body: { password: 'x' } }] },
      });
      expect(json.address).toBe('');
    }
  });

  it('Decide attempt: the same decision as the contract’s, from Data Table rows', async () => {
    const at = Date.parse('2026-11-25T09:00:00Z');
    const rows = (count: number, address = '203.0.113.9') =>
      Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        address,
        at: at + i,
        kind: 'try',
        createdAt: '',
        updatedAt: '',
      }));
    for (const count of [1, 4, 5, 6, 9]) {
      const table = rows(count);
      const own = table[count - 1];
      const [json] = await jsonOf('Decide attempt', { input: table, nodes: { 'Record attempt': [own] } });
      const records: AttemptRecord[] = table.map(({ id, address, at: time, kind }) => ({
        id,
        address,
        at: time,
        kind: kind as 'try',
      }));
      const decision = decideAttempt(records, own.id);
      const deleteBefore = at - 2 * 3600_000;
      expect(json).toEqual(
        decision.admitted
          ? { admitted: true, attemptId: own.id, deleteBefore, attemptsLeft: decision.attemptsLeft }
          : { admitted: false, attemptId: own.id, deleteBefore, ...tooManyAttemptsAnswer(decision.retryAfterSeconds) },
      );
    }
    // Rows without an address (no proxy header) are stored as ''.
    const [anonymous] = await jsonOf('Decide attempt', {
      input: rows(1, ''),
      nodes: { 'Record attempt': [rows(1, '')[0]] },
    });
    expect(anonymous).toMatchObject({ admitted: true, attemptsLeft: null });
  });

  it('Check password: PBKDF2 in the staff:hash format, the same verdict as the site’s module', async () => {
    const passwordHash = await hashPassword('den rigtige adgangskode');
    const now = new Date('2026-11-25T09:00:00Z');
    const run = (password: string, hash: string | null = passwordHash, deviceId: string | null = null) =>
      jsonOf('Check password', {
        input: [{ admitted: true }],
        nodes: {
          'Read password hash': [hash === null ? {} : { passwordHash: hash }],
          'Read login request': [{ password }],
          'Decide attempt': [{ attemptsLeft: 2 }],
          'Identify login': [{ deviceId }],
        },
        now,
      });
    const iat = now.getTime() / 1000;
    const device = { sub: 'staff-device', pwh: expect.stringMatching(/^[\w-]{16}$/), iat, exp: iat + 90 * 24 * 3600 };
    expect(await run('den rigtige adgangskode')).toEqual([
      {
        right: true,
        claims: {
          session: { sub: 'staff', iat, exp: iat + 8 * 3600 },
          device: { ...device, jti: expect.stringMatching(/^[\w-]{22}$/) },
        },
      },
    ]);
    const known = 'AAAAAAAAAAAAAAAAAAAAAA';
    expect((await run('den rigtige adgangskode', passwordHash, known))[0]).toMatchObject({
      claims: { device: { ...device, jti: known } },
    });
    expect(await verifyPassword('den rigtige adgangskode', passwordHash, nodeCrypto)).toBe(true);
    for (const wrong of ['den rigtige adgangskodE', 'x', 'den rigtige adgangskode ']) {
      expect(await verifyPassword(wrong, passwordHash, nodeCrypto)).toBe(false);
      expect(await run(wrong)).toEqual([{ right: false, ...wrongPasswordAnswer(2) }]);
    }
    const notSetUp = {
      right: false,
      status: 503,
      body: { error: 'Personale-API’et er ikke sat op: adgangskoden mangler på serveren.' },
    };
    const [scheme, iterations, salt, hash] = passwordHash.split(':');
    for (const bad of [
      null,
      '',
      'pbkdf2-sha256:1000:abc:def',
      passwordHash.replace('pbkdf2-sha256', 'md5'),
      [scheme, iterations, salt.slice(0, 8), hash].join(':'),
      [scheme, iterations, salt, hash.slice(0, 20)].join(':'),
    ]) {
      expect(await run('x', bad)).toEqual([notSetUp]);
    }
  });

  it('Login answer: the signed session and device tokens and their expiry', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdGFmZiJ9.c2ln';
    const deviceToken = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdGFmZi1kZXZpY2UifQ.c2ln';
    const claims = { session: { exp: 1_800_000_000 }, device: { exp: 1_807_776_000 } };
    const [json] = await jsonOf('Login answer', {
      nodes: {
        'Sign token': [{ token }],
        'Sign device token': [{ token: deviceToken }],
        'Check password': [{ right: true, claims }],
      },
    });
    expect(json).toEqual(loginAnswer(token, 1_800_000_000, deviceToken, 1_807_776_000));
  });

  it('Agents answer: id, name, isAvailable in the site’s order, from the table’s rows', async () => {
    const rows = [
      { id: 3, agentId: 'freja', name: 'Freja', isAvailable: false, maxCalls: 12, assistantId: '' },
      { id: 1, agentId: 'sofie', name: 'Sofie', isAvailable: true, maxCalls: 10, assistantId: 'a-1' },
      { id: 2, agentId: 'magnus', name: 'Magnus', isAvailable: true, maxCalls: 8, assistantId: 'a-2' },
      { id: 4, agentId: 'ole', name: 'Ole', isAvailable: true, maxCalls: 1, assistantId: '' },
    ];
    const nodes = { 'Headers of GET /agents': [{ headers: {} }] };
    expect(
      await jsonOf('Agents answer', {
        input: rows,
        nodes: { 'Headers of GET /agents': [{ headers: { 'content-length': '9' } }] },
      }),
    ).toEqual([{ status: 413, body: { error: 'Denne forespørgsel skal sendes uden indhold.' } }]);
    expect(await jsonOf('Agents answer', { input: rows, nodes })).toEqual([
      agentsAnswer([
        { id: 'sofie', name: 'Sofie', isAvailable: true },
        { id: 'magnus', name: 'Magnus', isAvailable: true },
        { id: 'freja', name: 'Freja', isAvailable: false },
      ]),
    ]);
    expect(await jsonOf('Agents answer', { input: [{}], nodes })).toEqual([agentsAnswer([])]);
  });

  it.each([
    'Read dashboard request',
    'Read availability request',
    'Read bookings request',
    'Read booking-status request',
    'Read device-code request',
  ])('%s: headers, origin, then a bearer token or the JSON 401', async (name) => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdGFmZiJ9.c2ln';
    const isPost = !/dashboard|bookings request/.test(name);
    const body = isPost ? { 'content-type': 'application/json', 'content-length': '40' } : {};
    expect(
      await jsonOf(name, { input: [{ headers: { ...body, origin: site, authorization: `Bearer ${token}` } }] }),
    ).toEqual([{ ok: true, token }]);
    for (const authorization of [undefined, token, 'Bearer x']) {
      expect(await jsonOf(name, { input: [{ headers: { ...body, origin: site, authorization } }] })).toEqual([
        { ok: false, ...sessionExpiredAnswer },
      ]);
    }
    expect(
      await jsonOf(name, {
        input: [{ headers: { ...body, origin: 'https://evil.example', authorization: `Bearer ${token}` } }],
      }),
    ).toEqual([{ ok: false, ...originRefusedAnswer }]);
    const [encoded] = await jsonOf(name, {
      input: [{ headers: { ...body, 'content-encoding': 'gzip', origin: site, authorization: `Bearer ${token}` } }],
    });
    expect(encoded).toMatchObject({ ok: false, status: isPost ? 415 : 413 });
  });

  it.each([
    ['a good body', { id: 'sofie', isAvailable: false }],
    ['an unknown id', { id: 'ole', isAvailable: true }],
    ['no keys', {}],
    ['a string boolean', { id: 'sofie', isAvailable: 'true' }],
    ['an extra key', { id: 'sofie', isAvailable: true, x: 1 }],
    ['null', null],
  ])('Check availability body: %s', async (_, body) => {
    const [json] = await jsonOf('Check availability body', {
      input: [{ payload: staffClaims(new Date('2026-11-25T09:00:00Z')) }],
      nodes: { 'POST /availability': [{ headers: {}, body }] },
    });
    const checked = checkAvailabilityBody(body);
    expect(json).toEqual(
      checked.ok
        ? { ok: true, agentId: checked.id, isAvailable: checked.isAvailable }
        : { ok: false, ...badRequestAnswer(checked) },
    );
  });

  it('Check availability body: a token for another subject is a 401', async () => {
    const [json] = await jsonOf('Check availability body', {
      input: [{ payload: { sub: 'someone' } }],
      nodes: { 'POST /availability': [{ body: { id: 'sofie', isAvailable: true } }] },
    });
    expect(json).toEqual({ ok: false, ...sessionExpiredAnswer });
  });

  it('Availability answer: the agent as stored, or 404 when no row matched', async () => {
    const nodes = { 'Check availability body': [{ ok: true, agentId: 'sofie', isAvailable: false }] };
    const row = { id: 1, agentId: 'sofie', name: 'Sofie', isAvailable: false, maxCalls: 10, assistantId: 'a' };
    expect(await jsonOf('Availability answer', { input: [row], nodes })).toEqual([
      { status: 200, body: { id: 'sofie', name: 'Sofie', isAvailable: false } },
    ]);
    expect(await jsonOf('Availability answer', { input: [{}], nodes })).toEqual([{ ...unknownAgentAnswer }]);
  });

  const tableRows = [
    { id: 1, agentId: 'sofie', name: 'Sofie', isAvailable: true, maxCalls: 10, assistantId: 'as-1' },
    { id: 2, agentId: 'magnus', name: 'Magnus', isAvailable: false, maxCalls: 8, assistantId: ' as-2 ' },
    { id: 3, agentId: 'freja', name: 'Freja', isAvailable: true, maxCalls: 12, assistantId: '' },
  ];
  const stored = [
    { id: 'sofie', name: 'Sofie', isAvailable: true, maxCalls: 10, assistantId: 'as-1' },
    { id: 'magnus', name: 'Magnus', isAvailable: false, maxCalls: 8, assistantId: 'as-2' },
    { id: 'freja', name: 'Freja', isAvailable: true, maxCalls: 12, assistantId: '' },
  ];
  const verified = { 'Verify dashboard token': [{ payload: staffClaims(new Date('2026-11-25T09:00:00Z')) }] };

  it('Plan figures: one request per connected agent since Copenhagen midnight, or the cached reading within 30 s', async () => {
    const now = new Date('2026-11-25T09:00:00Z');
    expect(await jsonOf('Plan figures', { input: tableRows, nodes: verified, now })).toEqual(
      ['as-1', 'as-2'].map((assistantId) => ({
        done: false,
        assistantId,
        createdAtGe: '2026-11-24T23:00:00.000Z',
        agents: stored,
      })),
    );
    const reading = {
      readAt: '2026-11-25T08:59:45.000Z',
      byAssistant: { 'as-1': { currentCalls: 1, totalCallsToday: 4 } },
    };
    expect(
      await jsonOf('Plan figures', { input: tableRows, nodes: verified, now, staticData: { staffReading: reading } }),
    ).toEqual([{ done: true, status: 200, body: dashboardAnswer(stored, reading) }]);
    const none = tableRows.map((row) => ({ ...row, assistantId: '' }));
    const [unconnected] = await jsonOf('Plan figures', { input: none, nodes: verified, now });
    expect(unconnected).toMatchObject({ done: true, status: 200, body: { live: false, readAt: null } });
    expect(
      await jsonOf('Plan figures', { input: tableRows, nodes: { 'Verify dashboard token': [{ payload: {} }] } }),
    ).toEqual([{ done: true, ...sessionExpiredAnswer }]);
  });

  it('Count calls: today’s figures per agent, stored for 30 s; any failed request means no numbers at all', async () => {
    const now = new Date('2026-11-25T09:00:00Z');
    const nodes = { 'Plan figures': [{ done: false, assistantId: 'as-1', agents: stored }] };
    const calls = [
      { id: 'c1', assistantId: 'as-1', status: 'in-progress', createdAt: '2026-11-25T08:55:00Z' },
      { id: 'c2', assistantId: 'as-1', status: 'ended', createdAt: '2026-11-25T07:00:00Z' },
      { id: 'c3', assistantId: 'as-2', status: 'forwarding', createdAt: '2026-11-25T08:59:00Z' },
    ];
    const staticData: Record<string, unknown> = {};
    const [live] = await jsonOf('Count calls', { input: calls, nodes, now, staticData });
    const reading = {
      readAt: now.toISOString(),
      byAssistant: { 'as-1': { currentCalls: 1, totalCallsToday: 2 }, 'as-2': { currentCalls: 1, totalCallsToday: 1 } },
    };
    expect(live).toEqual({ status: 200, body: dashboardAnswer(stored, reading) });
    expect(staticData.staffReading).toEqual(reading);
    // No calls today: the HTTP node's one empty item.
    const [quiet] = await jsonOf('Count calls', { input: [{}], nodes, now });
    expect(quiet).toEqual({
      status: 200,
      body: dashboardAnswer(stored, { readAt: now.toISOString(), byAssistant: {} }),
    });
    for (const failure of [
      [...calls, { error: { message: 'timeout of 5000ms exceeded' } }],
      [{ error: 'Credentials not found' }],
    ]) {
      const [json] = await jsonOf('Count calls', { input: failure, nodes, now });
      expect(json).toEqual({ status: 200, body: dashboardAnswer(stored, null) });
    }
  });

  it('Check login headers: the contract’s 413 and 415 from the headers alone', async () => {
    const json = { 'content-type': 'application/json' };
    expect(
      await jsonOf('Check login headers', { input: [{ headers: { ...json, 'content-length': '4096' } }] }),
    ).toEqual([{ ok: true }]);
    expect(
      await jsonOf('Check login headers', { input: [{ headers: { ...json, 'content-length': '4097' } }] }),
    ).toEqual([{ ok: false, status: 413, body: { error: 'Forespørgslen er for stor: højst 4096 byte.' } }]);
    expect(
      (
        await jsonOf('Check login headers', {
          input: [{ headers: { 'content-length': '10', 'content-type': 'text/plain' } }],
        })
      )[0],
    ).toMatchObject({ ok: false, status: 415 });
  });

  it('Identify login: a known device, a live code, a wrong code (401), or an unknown device', async () => {
    const now = new Date('2026-11-25T09:00:00Z');
    const storedHash = await hashPassword('x');
    const request = { address: '203.0.113.9', at: now.getTime(), code: null };
    const iat = now.getTime() / 1000 - 60;
    const pwh = nodeCrypto.createHash('sha256').update(storedHash).digest('base64url').slice(0, 16);
    const device = { sub: 'staff-device', jti: 'AAAAAAAAAAAAAAAAAAAAAA', pwh, iat, exp: iat + 7_776_000 };
    const digest = nodeCrypto.createHash('sha256').update('ABCDEFGH').digest('base64url');
    const run = (verified: unknown, code: string | null, rows: unknown[] = [{}]) =>
      jsonOf('Identify login', {
        input: rows,
        nodes: {
          'Read login request': [{ ...request, code }],
          'Verify device token': [verified],
          'Read password hash': [{ passwordHash: storedHash }],
        },
        now,
      });
    expect(await run({ payload: device }, null)).toEqual([
      {
        ok: true,
        address: '203.0.113.9',
        at: now.getTime(),
        device: device.jti,
        deviceId: device.jti,
        codeRowId: null,
      },
    ]);
    expect(await run({ password: 'x' }, null)).toEqual([
      { ok: true, address: '203.0.113.9', at: now.getTime(), device: '', deviceId: null, codeRowId: null },
    ]);
    const live = [{ id: 7, codeDigest: digest, expiresAt: now.getTime() + 60_000 }];
    expect((await run({}, 'ABCDEFGH', live))[0]).toMatchObject({
      ok: true,
      device: `code:${digest.slice(0, 16)}`,
      codeRowId: 7,
    });
    expect((await run({}, 'ABCDEFGJ', live))[0]).toMatchObject({ ok: false, status: 401 });
  });

  it('Make device code: session claims, the body {}, then the code and only its digest to store', async () => {
    const now = new Date('2026-11-25T09:00:00Z');
    const run = (payload: unknown, body: unknown) =>
      jsonOf('Make device code', { input: [{ payload }], nodes: { 'POST /device-code': [{ body }] }, now });
    const [made] = await run(staffClaims(now), {});
    expect(made).toMatchObject({ ok: true, status: 200, row: { expiresAt: now.getTime() + 600_000 } });
    const code = String((made.body as { code: string }).code).replace('-', '');
    expect((made.row as { codeDigest: string }).codeDigest).toBe(
      nodeCrypto.createHash('sha256').update(code).digest('base64url'),
    );
    expect((await run(staffClaims(now), { x: 1 }))[0]).toMatchObject({ ok: false, status: 400 });
    expect(await run({ sub: 'staff', iat: now.getTime() / 1000 }, {})).toEqual([
      { ok: false, ...sessionExpiredAnswer },
    ]);
    expect(await jsonOf('Device-code answer', { input: [{}], nodes: { 'Make device code': [made] } })).toEqual([
      { status: 200, body: made.body },
    ]);
  });

  it('Session expired: the contract’s JSON 401', async () => {
    expect(await jsonOf('Session expired', { input: [{}] })).toEqual([{ ...sessionExpiredAnswer }]);
  });

  it('Setup: seeds the three agents that are missing, with an empty assistant id, and one empty settings row', async () => {
    expect(await jsonOf('Agents missing from the table', { input: [{}] })).toEqual([
      { agentId: 'sofie', name: 'Sofie', isAvailable: true, maxCalls: 10, assistantId: '' },
      { agentId: 'magnus', name: 'Magnus', isAvailable: true, maxCalls: 8, assistantId: '' },
      { agentId: 'freja', name: 'Freja', isAvailable: false, maxCalls: 12, assistantId: '' },
    ]);
    expect(
      (await jsonOf('Agents missing from the table', { input: tableRows.slice(0, 2) })).map((row) => row.agentId),
    ).toEqual(['freja']);
    expect(await jsonOf('Settings row missing', { input: [{}] })).toEqual([{ passwordHash: '' }]);
    expect(await jsonOf('Settings row missing', { input: [{ id: 1, passwordHash: 'x' }] })).toEqual([]);
  });
});
