// @ts-check
/**
 * The local staff API's figures: the voice provider's stand-in (`GET <base>/provider/call`, whose
 * calls a test sets) and the dashboard's reading of it, cached as the n8n workflow caches it
 * (src/lib/staff/call-figures.mjs).
 */
import {
  PROVIDER_TIMEOUT_MS,
  copenhagenMidnight,
  countCallsByAssistant,
  isReadingFresh,
  readCallsSince,
} from '../src/lib/staff/call-figures.mjs';

/** The stand-in provider's key; the dashboard sends it as the provider's Bearer key. */
export const LOCAL_PROVIDER_KEY = 'local-provider-key';

/** @typedef {import('../src/lib/staff/api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {import('../src/lib/staff/api-contract.mjs').StoredAgent} StoredAgent */
/** @typedef {import('../src/lib/staff/call-figures.mjs').FiguresReading} FiguresReading */

/**
 * @param {object} options
 * @param {() => Date} options.clock
 * @param {(line: string) => void} options.log
 */
export function createFigures({ clock, log }) {
  /** @type {FiguresReading | undefined} */
  let cachedReading;
  /** @type {unknown[]} */
  let providerCalls = [];
  let providerDelayMs = 0;
  let providerRequests = 0;

  /**
   * The dashboard's figures: a fresh cached reading, or one read now; null without an answer.
   * @param {string} base the provider's base URL ('' or null: not connected)
   * @param {string} providerKey
   * @param {StoredAgent[]} agents
   * @returns {Promise<FiguresReading>}
   */
  async function read(base, providerKey, agents) {
    const at = clock();
    if (isReadingFresh(cachedReading, at)) return /** @type {FiguresReading} */ (cachedReading);
    if (!base || !providerKey) return null;
    const connected = agents.filter((agent) => agent.assistantId);
    const signal = AbortSignal.timeout(PROVIDER_TIMEOUT_MS);
    /** @param {string} url */
    const fetchPage = async (url) => {
      const response = await fetch(url, { headers: { Authorization: `Bearer ${providerKey}` }, signal });
      if (!response.ok) throw new Error(`provider answered ${response.status}`);
      return response.json();
    };
    try {
      const since = copenhagenMidnight(at);
      const lists = await Promise.all(
        connected.map((agent) => readCallsSince(fetchPage, base, agent.assistantId, since)),
      );
      cachedReading = { readAt: at.toISOString(), byAssistant: countCallsByAssistant(lists.flat()) };
      return cachedReading;
    } catch (error) {
      log(`Staff-API: ingen tal fra udbyderen (${error instanceof Error ? error.message : String(error)})`);
      return null;
    }
  }

  /**
   * The stand-in provider's `GET /call`: the set calls filtered as the real one filters them.
   * @param {URL} url
   * @param {import('node:http').IncomingMessage} request
   * @returns {Promise<StaffAnswer>}
   */
  async function providerListCalls(url, request) {
    providerRequests += 1;
    if (request.headers.authorization !== `Bearer ${LOCAL_PROVIDER_KEY}`) {
      return { status: 401, body: { message: 'Unauthorized' } };
    }
    if (providerDelayMs > 0) await new Promise((done) => setTimeout(done, providerDelayMs));
    const q = url.searchParams;
    const limit = Math.min(Number(q.get('limit') ?? 100), 1000);
    const ge = q.get('createdAtGe');
    const lt = q.get('createdAtLt');
    const list = /** @type {{ assistantId?: string, createdAt?: string }[]} */ (providerCalls)
      .filter((call) => !q.get('assistantId') || call.assistantId === q.get('assistantId'))
      .filter((call) => !ge || Date.parse(String(call.createdAt)) >= Date.parse(ge))
      .filter((call) => !lt || Date.parse(String(call.createdAt)) < Date.parse(lt))
      .sort((a, b) => Date.parse(String(b.createdAt)) - Date.parse(String(a.createdAt)))
      .slice(0, limit);
    return { status: 200, body: list };
  }

  return {
    read,
    providerListCalls,
    /** @param {unknown[]} calls the stand-in provider's calls from now on */
    setProviderCalls: (calls) => {
      providerCalls = [...calls];
      cachedReading = undefined;
    },
    /** @param {number} ms how long the stand-in provider waits before answering */
    setProviderDelay: (ms) => {
      providerDelayMs = ms;
    },
    providerRequests: () => providerRequests,
    reset: () => {
      providerRequests = 0;
      providerCalls = [];
      providerDelayMs = 0;
      cachedReading = undefined;
    },
  };
}
