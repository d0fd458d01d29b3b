// @ts-check
/**
 * The staff API's other routes on the running n8n: tokens missing, forged or expired, a toggle seen by
 * `GET /agents`, and the dashboard's figures from the provider's local stand-in.
 */
import { randomBytes } from 'node:crypto';
import { staffMessages, staffRoutes, TOKEN_LIFETIME_SECONDS } from '../../src/lib/staff/api-contract.mjs';
import { copenhagenMidnight } from '../../src/lib/staff/call-figures.mjs';
import { signStaffToken } from '../../src/lib/staff/jwt.mjs';
import { check, request, sleep } from './harness.mjs';

/** @typedef {import('./staff-login.mjs').StaffContext} StaffContext */

/**
 * Tokens on the staff routes, availability, and the dashboard's figures.
 * @param {StaffContext} context @param {string} token a valid token from the login
 */
export async function staffRoutesScenario({ siteOrigin, staffBase, jwtSecret, provider }, token) {
  const origin = { Origin: siteOrigin };
  // Tokens: missing, forged, from another secret, expired.
  const [head = '', body = '', signature = ''] = token.split('.');
  const forged = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
  const otherSecret = (await signStaffToken(randomBytes(32).toString('base64url'), new Date())).token;
  const expired = (await signStaffToken(jwtSecret, new Date(Date.now() - (TOKEN_LIFETIME_SECONDS + 60) * 1000))).token;
  for (const [label, auth] of [
    ['no token', undefined],
    ['a forged token', forged],
    ['a token from another secret', otherSecret],
    ['an expired token', expired],
  ]) {
    for (const route of /** @type {const} */ (['dashboard', 'availability'])) {
      const { method, path } = staffRoutes[route];
      const answer = await request(method, `${staffBase}${path}`, {
        headers: { ...origin, ...(auth ? { Authorization: `Bearer ${auth}` } : {}) },
        body: method === 'POST' ? { id: 'sofie', isAvailable: false } : undefined,
      });
      check(
        `token: ${label} on ${method} ${path} gets the JSON 401 (${answer.status})`,
        answer.status === 401 && answer.json?.error === staffMessages.sessionExpired,
        answer.text,
      );
    }
  }

  // Availability: a toggle seen by GET /agents; an unknown id; a bad body.
  const auth = { ...origin, Authorization: `Bearer ${token}` };
  const sofieOf = async () => {
    const agents = await request('GET', `${staffBase}/agents`, { headers: { Origin: 'https://any.example' } });
    return {
      answer: agents,
      sofie: Array.isArray(agents.json) ? agents.json.find((agent) => agent.id === 'sofie') : undefined,
    };
  };
  const before = await sofieOf();
  check(
    `agents: GET /agents answers any origin with three public agents (${before.answer.status})`,
    before.answer.status === 200 &&
      Array.isArray(before.answer.json) &&
      before.answer.json.length === 3 &&
      before.answer.json.every((agent) => Object.keys(agent).sort().join() === 'id,isAvailable,name') &&
      before.sofie?.isAvailable === true,
    before.answer.text,
  );
  const off = await request('POST', `${staffBase}/availability`, {
    headers: auth,
    body: { id: 'sofie', isAvailable: false },
  });
  check(
    `availability: switching Sofie off answers the stored agent (${off.status})`,
    off.status === 200 &&
      JSON.stringify(off.json) === JSON.stringify({ id: 'sofie', name: 'Sofie', isAvailable: false }),
    off.text,
  );
  const afterOff = await sofieOf();
  check(
    'availability: GET /agents then shows Sofie unavailable',
    afterOff.sofie?.isAvailable === false,
    afterOff.answer.text,
  );
  const on = await request('POST', `${staffBase}/availability`, {
    headers: auth,
    body: { id: 'sofie', isAvailable: true },
  });
  const afterOn = await sofieOf();
  check(
    'availability: switching her on again shows in GET /agents',
    on.status === 200 && afterOn.sofie?.isAvailable === true,
    { on: on.text, agents: afterOn.answer.text },
  );
  const unknown = await request('POST', `${staffBase}/availability`, {
    headers: auth,
    body: { id: 'olga', isAvailable: true },
  });
  check(
    `availability: an unknown id gets 404 (${unknown.status})`,
    unknown.status === 404 && unknown.json?.error === staffMessages.unknownAgent,
    unknown.text,
  );
  const badToggle = await request('POST', `${staffBase}/availability`, {
    headers: auth,
    body: { id: 'sofie', isAvailable: 'nej' },
  });
  check(
    `availability: a bad body gets 400 with a Danish error (${badToggle.status})`,
    badToggle.status === 400 && typeof badToggle.json?.fields?.isAvailable === 'string',
    badToggle.text,
  );

  // The dashboard: no figures while the provider is too slow, then the stand-in's figures, cached.
  provider.setProviderDelay(6000);
  const slow = await request('GET', `${staffBase}/dashboard`, { headers: auth });
  check(
    `dashboard: a provider slower than 5 s gives no figures and says so (${slow.status})`,
    slow.status === 200 &&
      slow.json?.live === false &&
      slow.json?.message === staffMessages.notConnected &&
      Array.isArray(slow.json?.agents) &&
      slow.json.agents.every(
        (/** @type {any} */ agent) => agent.currentCalls === null && agent.totalCallsToday === null,
      ),
    slow.text,
  );
  provider.setProviderDelay(0);
  // Today's calls need some time since midnight in Copenhagen to be spread over.
  if (Date.now() - copenhagenMidnight(new Date()).getTime() < 5000) await sleep(5000);
  const now = Date.now();
  const midnight = copenhagenMidnight(new Date(now)).getTime();
  // Spread over the time since midnight (at least a few seconds), newest first.
  const step = Math.max(1, Math.floor((now - midnight - 1000) / 1100));
  const at = (/** @type {number} */ i) => new Date(now - 500 - i * step).toISOString();
  const calls = [
    { id: 's1', assistantId: 'assistant-sofie', status: 'in-progress', createdAt: at(1) },
    { id: 's2', assistantId: 'assistant-sofie', status: 'ringing', createdAt: at(2) },
    { id: 's3', assistantId: 'assistant-sofie', status: 'ended', createdAt: at(3) },
    {
      id: 's0',
      assistantId: 'assistant-sofie',
      status: 'ended',
      createdAt: new Date(midnight - 3_600_000).toISOString(),
    },
    // 1,003 calls today for Magnus: more than one page of the provider's 1,000.
    ...Array.from({ length: 1003 }, (_, i) => ({
      id: `m${i}`,
      assistantId: 'assistant-magnus',
      status: i < 2 ? 'forwarding' : 'ended',
      createdAt: at(i + 4),
    })),
  ];
  provider.setProviderCalls(calls);
  const requestsBefore = provider.providerRequests();
  const live = await request('GET', `${staffBase}/dashboard`, { headers: auth });
  const figures = Array.isArray(live.json?.agents)
    ? live.json.agents.map(
        (/** @type {any} */ a) => `${a.id}:${a.connected}:${a.currentCalls}/${a.totalCallsToday}/${a.maxCalls}`,
      )
    : [];
  check(
    `dashboard: the figures the stand-in holds (${figures.join(' ')})`,
    live.status === 200 &&
      live.json?.live === true &&
      live.json?.message === null &&
      figures.join(' ') === 'sofie:true:2/3/10 magnus:true:2/1003/8 freja:false:null/null/12',
    live.text.slice(0, 2000),
  );
  const pages = provider.providerRequests() - requestsBefore;
  check(
    `dashboard: Magnus's 1,003 calls were read in two pages (${pages} provider requests for two agents)`,
    pages === 3,
  );
  const cached = await request('GET', `${staffBase}/dashboard`, { headers: auth });
  check(
    'dashboard: asked again within 30 s it answers from the cache, without asking the provider',
    cached.status === 200 &&
      cached.json?.readAt === live.json?.readAt &&
      provider.providerRequests() - requestsBefore === pages,
    { readAt: [live.json?.readAt, cached.json?.readAt], requests: provider.providerRequests() - requestsBefore },
  );
  const foreignDashboard = await request('GET', `${staffBase}/dashboard`, {
    headers: { Origin: 'https://elsewhere.example', Authorization: `Bearer ${token}` },
  });
  check(
    `dashboard: a foreign origin gets no figures (${foreignDashboard.status})`,
    foreignDashboard.status !== 200 && !/currentCalls/.test(foreignDashboard.text),
    foreignDashboard.text,
  );
}
