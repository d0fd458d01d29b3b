// @ts-check
/**
 * The three voice agents as the staff API stores them: id, name and capacity (the most calls an
 * agent takes at once). Dependency-free, so the local backend and the n8n workflow generator
 * (plain Node) read the same list; the names must equal `voiceAgentNames` in ./site.ts, and the
 * capacities the staff panel's, which a unit test checks. Server-side only: the panel receives the
 * agents from the API, never from this file.
 */

/** @type {readonly { id: string, name: string, maxCalls: number }[]} */
export const voiceAgents = Object.freeze([
  Object.freeze({ id: 'sofie', name: 'Sofie', maxCalls: 10 }),
  Object.freeze({ id: 'magnus', name: 'Magnus', maxCalls: 8 }),
  Object.freeze({ id: 'freja', name: 'Freja', maxCalls: 12 }),
]);

/** Availability before anyone has switched an agent (the panel's starting state). */
export const defaultAvailability = Object.freeze({ sofie: true, magnus: true, freja: false });
