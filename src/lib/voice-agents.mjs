// @ts-check
/**
 * The voice agents, once: who they are, what they handle, how many calls each takes at once and
 * whether each takes calls before anyone has switched it (docs/product.md#voice-agents).
 * The only file that names them (tests/unit/voice-agents.test.ts fails on a name or id anywhere else in
 * src/ or scripts/). Dependency-free plain JavaScript, so every reader runs the same list: the pages (through
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
 * @property {readonly number[]} phrase the bar heights, 0–1, of one spoken phrase: the agent's waveform
 *   (src/lib/voice-wave.ts draws it on the pages and share images)
 * @property {readonly number[]} glyph the agent's mark in five bars (public/avatars/, beside an eyebrow,
 *   in a button): distinct shapes, so the agents tell apart without a face
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
    // The phrase the home hero has always shown; the mark rises to one peak.
    phrase: Object.freeze([
      0.19, 0.44, 0.69, 0.38, 0.88, 0.56, 1, 0.63, 0.81, 0.31, 0.56, 0.25, 0.44, 0.75, 0.38, 0.19,
    ]),
    glyph: Object.freeze([0.38, 0.72, 1, 0.62, 0.34]),
  }),
  Object.freeze({
    id: 'magnus',
    name: 'Magnus',
    maxCalls: 8,
    availableByDefault: true,
    avatar: '/avatars/magnus.svg',
    specialties: Object.freeze(['Teknisk support', 'Fejlsøgning', 'Ordrestatus']),
    // A steady voice; the mark holds level.
    phrase: Object.freeze([0.3, 0.5, 0.46, 0.62, 0.58, 0.66, 0.54, 0.6, 0.5, 0.56, 0.44, 0.5, 0.36, 0.42, 0.3, 0.24]),
    glyph: Object.freeze([0.56, 0.7, 0.62, 0.7, 0.56]),
  }),
  Object.freeze({
    id: 'freja',
    name: 'Freja',
    maxCalls: 12,
    availableByDefault: false,
    avatar: '/avatars/freja.svg',
    specialties: Object.freeze(['Salg og tilbud', 'Opfølgning', 'Flersproget']),
    // Two rises; the mark has two peaks.
    phrase: Object.freeze([0.22, 0.62, 0.94, 0.58, 0.26, 0.48, 0.86, 1, 0.7, 0.34, 0.2, 0.52, 0.78, 0.46, 0.28, 0.16]),
    glyph: Object.freeze([0.7, 0.34, 1, 0.34, 0.7]),
  }),
]);

/** The agent the demo calls, whose voice is the site's signature: the first. */
export const demoAgent = /** @type {Readonly<VoiceAgentProfile>} */ (voiceAgents[0]);

/** The demo agent's name. */
export const demoAgentName = demoAgent.name;

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
