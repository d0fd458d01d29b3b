// @ts-check
/**
 * The local staff API's figures: the voice provider's stand-in (`GET <base>/provider/call`, whose
 * calls a test sets), and the workflow's static data, where the dashboard's steps keep their last
 * reading (src/lib/staff/workflow-figures.mjs).
 */

/** The stand-in provider's key; the dashboard sends it as the provider's Bearer key. */
export const LOCAL_PROVIDER_KEY = 'local-provider-key';

/** @typedef {import('../../src/lib/staff/api-contract.mjs').StaffAnswer} StaffAnswer */
/** @typedef {import('../../src/lib/staff/workflow-figures.mjs').FiguresCache} FiguresCache */

export function createFigures() {
  /** The workflow's static data: the last reading. @type {FiguresCache} */
  const cache = {};
  /** @type {unknown[]} */
  let providerCalls = [];
  let providerDelayMs = 0;
  let providerRequests = 0;

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
    cache,
    providerListCalls,
    /** @param {unknown[]} calls the stand-in provider's calls from now on */
    setProviderCalls: (calls) => {
      providerCalls = [...calls];
      delete cache.staffReading;
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
      delete cache.staffReading;
    },
  };
}
