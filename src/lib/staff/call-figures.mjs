// @ts-check
/**
 * The dashboard's call figures from the voice provider, and the dashboard answer built from them.
 *
 * Today's calls of one assistant come from the provider's `GET /call?assistantId=…&createdAtGe=
 * <midnight in Copenhagen>&limit=1000`. The provider returns at most 1,000 calls per request, so a
 * full page is followed by another with `createdAtLt` set to the oldest `createdAt` seen so far,
 * until a page comes back short. A call is current while its status is `ringing`, `in-progress` or
 * `forwarding`; today's total counts every call created since midnight.
 *
 * Never a made-up number: without the provider's key, or when it does not answer within 5 seconds,
 * the answer holds no figures at all and says so in Danish. An agent without an assistant id is
 * shown as `ikke forbundet`, with no figures. Figures are read at most every 30 seconds (cached).
 */
import { slotStart, todayInCopenhagen } from '../booking/calendar.mjs';
import { staffMessages } from './api-contract.mjs';

/** The most calls the provider returns for one request. */
export const PROVIDER_PAGE_LIMIT = 1000;
/** How long the provider may take to answer before the dashboard shows no figures. */
export const PROVIDER_TIMEOUT_MS = 5000;
/** How long read figures are shown before the provider is asked again. */
export const FIGURES_CACHE_MS = 30_000;
/** A safety stop for paging: 20 pages are 20,000 calls in one day for one assistant. */
export const PROVIDER_MAX_PAGES = 20;
/** The statuses of a call that is going on now. */
export const CURRENT_CALL_STATUSES = Object.freeze(['ringing', 'in-progress', 'forwarding']);

/**
 * Midnight at the start of `now`'s day in Copenhagen, as an instant. Right on both clock changes:
 * Denmark switches at 02:00 and 03:00, never at midnight, so the day's midnight always exists once.
 * @param {Date} now
 */
export const copenhagenMidnight = (now) => slotStart(todayInCopenhagen(now), '00:00');

/**
 * The provider's list request for one assistant's calls since `since`, older than `before` if given.
 * @param {string} baseUrl e.g. `https://api.vapi.ai` (no trailing slash needed)
 * @param {string} assistantId
 * @param {Date} since
 * @param {string | null} [before] the `createdAtLt` of a following page
 */
export function callListUrl(baseUrl, assistantId, since, before = null) {
  const query = new URLSearchParams({
    assistantId,
    createdAtGe: since.toISOString(),
    limit: String(PROVIDER_PAGE_LIMIT),
  });
  if (before) query.set('createdAtLt', before);
  return `${baseUrl.replace(/\/+$/, '')}/call?${query}`;
}

/**
 * A call as the provider lists it (only the fields used here).
 * @typedef {{ id?: unknown, assistantId?: unknown, status?: unknown, createdAt?: unknown }} ProviderCall
 */

/**
 * The `createdAtLt` for the page after `page`, or null when `page` was the last one.
 * @param {readonly ProviderCall[]} page
 */
export function nextPageBefore(page) {
  if (page.length < PROVIDER_PAGE_LIMIT) return null;
  const times = page.map((call) => call.createdAt).filter((value) => typeof value === 'string');
  if (times.length === 0) return null;
  return /** @type {string} */ (
    times.reduce((oldest, time) => (Date.parse(time) < Date.parse(oldest) ? time : oldest))
  );
}

/**
 * @typedef {{ currentCalls: number, totalCallsToday: number }} CallFigures
 */

/**
 * Counts current and total calls per assistant id. Calls listed twice (on two pages) count once.
 * @param {readonly ProviderCall[]} calls
 * @returns {Record<string, CallFigures>}
 */
export function countCallsByAssistant(calls) {
  /** @type {Record<string, CallFigures>} */
  const figures = {};
  const seen = new Set();
  for (const call of calls) {
    if (typeof call?.assistantId !== 'string') continue;
    if (call.id !== undefined) {
      if (seen.has(call.id)) continue;
      seen.add(call.id);
    }
    const entry = (figures[call.assistantId] ??= { currentCalls: 0, totalCallsToday: 0 });
    entry.totalCallsToday += 1;
    if (typeof call.status === 'string' && CURRENT_CALL_STATUSES.includes(call.status)) entry.currentCalls += 1;
  }
  return figures;
}

/**
 * Reads every call of one assistant since `since`, page after page.
 * @param {(url: string) => Promise<unknown>} fetchPage resolves to the provider's JSON body; rejects on any failure
 * @param {string} baseUrl
 * @param {string} assistantId
 * @param {Date} since
 * @returns {Promise<ProviderCall[]>}
 */
export async function readCallsSince(fetchPage, baseUrl, assistantId, since) {
  /** @type {ProviderCall[]} */
  const calls = [];
  /** @type {string | null} */
  let before = null;
  for (let page = 0; page < PROVIDER_MAX_PAGES; page++) {
    const body = await fetchPage(callListUrl(baseUrl, assistantId, since, before));
    if (!Array.isArray(body)) throw new Error('the provider did not answer with a list of calls');
    calls.push(...body);
    before = nextPageBefore(body);
    if (!before) return calls;
  }
  throw new Error(`more than ${PROVIDER_MAX_PAGES} pages of calls`);
}

/** @typedef {import('./api-contract.mjs').StoredAgent} StoredAgent */
/** @typedef {import('./api-contract.mjs').DashboardAnswer} DashboardAnswer */

/**
 * A reading of the provider: when, and each assistant's figures. Null when there is none.
 * @typedef {{ readAt: string, byAssistant: Record<string, CallFigures> } | null} FiguresReading
 */

/**
 * Whether a reading made at `readAt` may still be shown at `now`.
 * @param {FiguresReading | undefined} reading
 * @param {Date} now
 */
export const isReadingFresh = (reading, now) =>
  !!reading &&
  now.getTime() - Date.parse(reading.readAt) < FIGURES_CACHE_MS &&
  Date.parse(reading.readAt) <= now.getTime();

/**
 * `GET /dashboard`'s body. With a reading, each connected agent has its figures (0 when the
 * provider listed no calls for it); without one, no agent has any figures.
 * @param {readonly StoredAgent[]} agents
 * @param {FiguresReading} reading
 * @returns {DashboardAnswer}
 */
export function dashboardAnswer(agents, reading) {
  const live = reading !== null && agents.some((agent) => agent.assistantId);
  return {
    agents: agents.map((agent) => {
      const connected = agent.assistantId !== '';
      const figures =
        live && connected ? (reading.byAssistant[agent.assistantId] ?? { currentCalls: 0, totalCallsToday: 0 }) : null;
      return {
        id: agent.id,
        name: agent.name,
        isAvailable: agent.isAvailable,
        maxCalls: agent.maxCalls,
        connected,
        currentCalls: figures ? figures.currentCalls : null,
        totalCallsToday: figures ? figures.totalCallsToday : null,
      };
    }),
    live,
    readAt: live ? reading.readAt : null,
    message: live ? null : staffMessages.notConnected,
  };
}
