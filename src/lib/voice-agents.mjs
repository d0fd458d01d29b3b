// @ts-check
/**
 * The voice agents, once: who they are, what they handle, how many calls each takes at once and
 * whether each takes calls before anyone has switched it (docs/product.md#voice-agents).
 * Dependency-free plain JavaScript, so every reader runs the same list: the pages (through
 * src/config/site.ts), the staff panel and the demo in the browser, the local backend and the n8n
 * workflow generator in Node. What changes while the site runs (availability, live call figures)
 * is the staff API's, never this file's.
 */

/**
 * @typedef {object} VoiceAgentProfile
 * @property {string} id the staff API's key for the agent (lower case, stable)
 * @property {string} name the name visitors and employees see
 * @property {number} maxCalls the most calls the agent takes at once
 * @property {boolean} availableByDefault takes calls until an employee switches it off
 * @property {string} avatar the agent's self-hosted picture (a path under public/)
 * @property {readonly string[]} specialties what the agent handles, shown on its staff card
 */

/** @type {readonly Readonly<VoiceAgentProfile>[]} */
export const voiceAgents = Object.freeze([
  Object.freeze({
    id: 'sofie',
    name: 'Sofie',
    maxCalls: 10,
    availableByDefault: true,
    avatar: '/avatars/sofie.svg',
    specialties: Object.freeze(['Booking af aftaler', 'Kundeservice', 'Dansk og engelsk']),
  }),
  Object.freeze({
    id: 'magnus',
    name: 'Magnus',
    maxCalls: 8,
    availableByDefault: true,
    avatar: '/avatars/magnus.svg',
    specialties: Object.freeze(['Teknisk support', 'Fejlsøgning', 'Ordrestatus']),
  }),
  Object.freeze({
    id: 'freja',
    name: 'Freja',
    maxCalls: 12,
    availableByDefault: false,
    avatar: '/avatars/freja.svg',
    specialties: Object.freeze(['Salg og tilbud', 'Opfølgning', 'Flersproget']),
  }),
]);

/** The agent the demo calls. */
export const demoAgentName = 'Sofie';

/** The agents' names, in the panel's order. */
export const voiceAgentNames = voiceAgents.map((agent) => agent.name);

/** Availability before anyone has switched an agent: the staff API's starting state, by id. */
export const defaultAvailability = Object.freeze(
  Object.fromEntries(voiceAgents.map((agent) => [agent.id, agent.availableByDefault])),
);

/**
 * An agent by name, ignoring case (the demo knows its agent by name).
 * @param {string} name
 * @returns {Readonly<VoiceAgentProfile> | undefined}
 */
export function findVoiceAgent(name) {
  const wanted = name.trim().toLocaleLowerCase('da-DK');
  return voiceAgents.find((agent) => agent.name.toLocaleLowerCase('da-DK') === wanted);
}

/**
 * An agent by its id.
 * @param {string} id
 * @returns {Readonly<VoiceAgentProfile> | undefined}
 */
export const voiceAgentById = (id) => voiceAgents.find((agent) => agent.id === id);
