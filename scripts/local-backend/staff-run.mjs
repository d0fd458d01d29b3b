// @ts-check
/**
 * Runs one route of the staff program (src/lib/staff/api-program.mjs) as the n8n workflow runs its
 * nodes: the same steps in the same order, each Code step by the same function, the Data Table steps
 * on the local stores (./local-staff-store.mjs), the JWT steps with src/lib/staff/jwt.mjs (what n8n's
 * JWT node checks: the signature and `exp`), and the provider's calls by `fetch`. The request's body is
 * read only when the first step that reads it comes (the steps before it see the headers alone, as the
 * workflow's Set node leaves them).
 */
import * as nodeCrypto from 'node:crypto';
import { sessionExpiredStep, staffProgram } from '../../src/lib/staff/api-program.mjs';
import { PROVIDER_TIMEOUT_MS, readCallsSince } from '../../src/lib/staff/call-figures.mjs';
import { signToken, verifySignature } from '../../src/lib/staff/jwt.mjs';

/** @typedef {import('../../src/lib/staff/api-contract.mjs').StaffRoute} StaffRoute */
/** @typedef {import('../../src/lib/staff/api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {import('../../src/lib/staff/api-program.mjs').ProgramStep} ProgramStep */
/** @typedef {import('../../src/lib/staff/api-program.mjs').StepContext} StepContext */
/** @typedef {import('./json-body.mjs').ReadBody} ReadBody */
/** An item as n8n passes it between nodes. @typedef {{ json: any, error?: unknown }} Item */

/**
 * @typedef {object} RunOptions
 * @property {{ headers: Record<string, unknown>, query: Record<string, string> }} request the Webhook node's item, body aside
 * @property {() => Promise<ReadBody>} readBody reads the body once a step needs it
 * @property {Record<string, (args: Record<string, unknown>) => unknown[] | Promise<unknown[]>>} store the Data Table operations
 * @property {string} tokenSecret the JWT credential's secret
 * @property {{ baseUrl: string, key: string } | null} provider the voice provider's API; null: not connected
 * @property {{ siteOrigin: string, addressHeader: string }} settings
 * @property {Record<string, any>} cache the workflow's static data
 * @property {Date} now
 * @property {import('../../src/lib/staff/attempts.mjs').LoginLimits} [limits]
 * @property {(node: string) => void} [onStep] told each step's node as it runs
 */

/**
 * The answer to one request, and the body's reading when it was refused or malformed (the caller
 * answers those as the Webhook node would).
 * @typedef {{ kind: 'answer', answer: StaffAnswer, bodyRead: boolean } | { kind: 'body', read: Exclude<ReadBody, { kind: 'body' }> }} RunResult
 */

/**
 * @param {StaffRoute} route
 * @param {RunOptions} options
 * @returns {Promise<RunResult>}
 */
export async function runStaffRoute(route, options) {
  const program = staffProgram[route];
  const { request, store, tokenSecret, now, onStep = () => {} } = options;
  /** @type {Map<string, Item[]>} */
  const outputs = new Map();
  const webhookItem = {
    headers: request.headers,
    query: request.query,
    params: {},
    body: /** @type {unknown} */ (undefined),
  };
  outputs.set(program.webhook, [{ json: webhookItem }]);
  outputs.set(program.headers, [{ json: { headers: request.headers } }]);
  let bodyRead = false;

  /** @param {Item[]} items @returns {StepContext} */
  const contextFor = (items) => ({
    rows: items.map((item) => item.json),
    items,
    first: (node) => {
      const out = outputs.get(node);
      if (!out) throw new Error(`the staff program's step read ${node} before it ran`);
      return out[0]?.json;
    },
    now,
    settings: options.settings,
    cache: options.cache,
    crypto: nodeCrypto,
    limits: options.limits,
  });
  /** A Data Table node's output: an empty result is one empty item (`alwaysOutputData`). @param {unknown[]} rows */
  const asItems = (rows) => (rows.length > 0 ? rows : [{}]).map((json) => ({ json }));
  /** @param {import('../../src/lib/staff/api-program.mjs').StoreStep} step @param {Item[]} items */
  const runStore = async (step, items) => {
    onStep(step.node);
    const op = store[step.store];
    if (!op) throw new Error(`the local stores have no operation ${step.store}`);
    // A Data Table node runs once per item; every store step here gets one.
    const rows = await op(step.with ? step.with(contextFor(items)) : {});
    const out = asItems(rows);
    outputs.set(step.node, out);
    return out;
  };
  /** @param {Item[]} items @returns {StaffAnswer} */
  const answerOf = (items) => {
    const { status, body } = items[0].json;
    return { status, body };
  };

  /** @type {Item[]} */
  let items = outputs.get(program.headers) ?? [];
  for (const step of program.steps) {
    if ('code' in step) {
      if (step.body && !bodyRead) {
        const read = await options.readBody();
        if (read.kind !== 'body') return { kind: 'body', read };
        webhookItem.body = read.body;
        bodyRead = true;
      }
      onStep(step.node);
      const out = (await step.code(contextFor(items))).map((json) => ({ json }));
      outputs.set(step.node, out);
      if (step.alongside) await runStore(step.alongside, out);
      items = out;
    } else if ('gate' in step) {
      onStep(step.node);
      const answered = items.filter((item) => Boolean(item.json[step.gate]) === step.answerWhen);
      items = items.filter((item) => Boolean(item.json[step.gate]) !== step.answerWhen);
      outputs.set(step.node, items);
      if (answered.length > 0) {
        const answer = answerOf(answered);
        if (step.onAnswer) await runStore(step.onAnswer, answered);
        return { kind: 'answer', answer, bodyRead };
      }
    } else if ('choose' in step) {
      onStep(step.node);
      items = await runStore(items[0].json[step.choose] ? step.then : step.otherwise, items);
    } else if ('verify' in step) {
      onStep(step.node);
      const checked = await verifySignature(tokenSecret, step.token(contextFor(items)), now);
      if (!checked.ok && step.verify === 'session') {
        return {
          kind: 'answer',
          answer: answerOf((await sessionExpiredStep.code(contextFor(items))).map((json) => ({ json }))),
          bodyRead,
        };
      }
      items = [{ json: checked.ok ? { payload: checked.claims } : { error: 'invalid token' } }];
      outputs.set(step.node, items);
    } else if ('sign' in step) {
      onStep(step.node);
      items = [{ json: { token: await signToken(tokenSecret, step.sign(contextFor(items))) } }];
      outputs.set(step.node, items);
    } else if ('provider' in step) {
      onStep(step.node);
      items = await providerCalls(items, options.provider);
      outputs.set(step.node, items);
    } else {
      items = await runStore(step, items);
    }
  }
  return { kind: 'answer', answer: answerOf(items), bodyRead };
}

/**
 * What n8n's HTTP Request node gives for the plan's requests: each call an item, one empty item for an
 * assistant without calls, an item with `error` for a failed request (no provider, an error status, no
 * answer in time).
 * @param {Item[]} plan items `{ assistantId, createdAtGe }`
 * @param {{ baseUrl: string, key: string } | null} provider
 * @returns {Promise<Item[]>}
 */
export async function providerCalls(plan, provider) {
  const lists = await Promise.all(
    plan.map(async ({ json: { assistantId, createdAtGe } }) => {
      if (!provider) return [{ json: { error: 'the provider is not connected' } }];
      const signal = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
      /** @param {string} url */
      const fetchPage = async (url) => {
        const response = await fetch(url, { headers: { Authorization: `Bearer ${provider.key}` }, signal });
        if (!response.ok) throw new Error(`provider answered ${response.status}`);
        return response.json();
      };
      try {
        const calls = await readCallsSince(fetchPage, provider.baseUrl, assistantId, new Date(createdAtGe));
        return calls.length > 0 ? calls.map((call) => ({ json: call })) : [{ json: {} }];
      } catch (error) {
        return [{ json: { error: error instanceof Error ? error.message : String(error) } }];
      }
    }),
  );
  return lists.flat();
}
