import { persistentAtom } from '@nanostores/persistent';
import { demoAgentName, voiceAgentNames } from '../lib/voice-agents';

/** A voice agent as shown in the staff panel (docs/product.md#voice-agents). */
export interface VoiceAgent {
  id: string;
  name: string;
  /** Self-hosted image path. */
  avatar: string;
  isAvailable: boolean;
  currentCalls: number;
  maxCalls: number;
  totalCallsToday: number;
  specialties: string[];
}

/**
 * How each agent looks in the panel, by id: its drawing and specialties. The staff API gives the
 * rest (name, availability, capacity, figures); the preview's fixed figures are in `defaultAgents`.
 */
export const agentProfiles: Readonly<Record<string, Pick<VoiceAgent, 'avatar' | 'specialties'>>> = {
  sofie: { avatar: '/avatars/sofie.svg', specialties: ['Booking af aftaler', 'Kundeservice', 'Dansk og engelsk'] },
  magnus: { avatar: '/avatars/magnus.svg', specialties: ['Teknisk support', 'Fejlsøgning', 'Ordrestatus'] },
  freja: { avatar: '/avatars/freja.svg', specialties: ['Salg og tilbud', 'Opfølgning', 'Flersproget'] },
};

/** The preview's agents, with the fixed example figures (docs/product.md#staff-panel). */
export const defaultAgents: VoiceAgent[] = [
  {
    id: 'sofie',
    name: demoAgentName,
    ...agentProfiles.sofie,
    isAvailable: true,
    currentCalls: 3,
    maxCalls: 10,
    totalCallsToday: 47,
  },
  {
    id: 'magnus',
    name: voiceAgentNames[1],
    ...agentProfiles.magnus,
    isAvailable: true,
    currentCalls: 1,
    maxCalls: 8,
    totalCallsToday: 32,
  },
  {
    id: 'freja',
    name: voiceAgentNames[2],
    ...agentProfiles.freja,
    isAvailable: false,
    currentCalls: 0,
    maxCalls: 12,
    totalCallsToday: 28,
  },
];

/** Bump when the stored shape changes: older stored data is then replaced by the defaults. */
export const AGENTS_STORAGE_KEY = 'fynbo:agents:v1';

function isVoiceAgent(value: unknown): value is VoiceAgent {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  return (
    typeof a.id === 'string' &&
    typeof a.name === 'string' &&
    // Self-hosted paths only: stored data must not make the page load an image from another host.
    typeof a.avatar === 'string' &&
    /^\/[^/\\]/.test(a.avatar) &&
    typeof a.isAvailable === 'boolean' &&
    Number.isInteger(a.currentCalls) &&
    Number.isInteger(a.maxCalls) &&
    Number.isInteger(a.totalCallsToday) &&
    (a.currentCalls as number) >= 0 &&
    (a.maxCalls as number) > 0 &&
    (a.currentCalls as number) <= (a.maxCalls as number) &&
    (a.totalCallsToday as number) >= 0 &&
    Array.isArray(a.specialties) &&
    a.specialties.every((s) => typeof s === 'string')
  );
}

const nameList = (agents: VoiceAgent[]) => JSON.stringify(agents.map((agent) => agent.name).sort());

/**
 * Reads stored agents; anything corrupt, of another shape, or naming other agents than
 * `voiceAgentNames` falls back to the defaults. The demo finds its agent by name, so a list stored before an agent
 * was renamed would otherwise make that agent unknown, and its demo unavailable, for good.
 */
export function decodeAgents(raw: string | undefined): VoiceAgent[] {
  if (!raw) return defaultAgents;
  try {
    const parsed: unknown = JSON.parse(raw);
    const valid =
      Array.isArray(parsed) &&
      parsed.length > 0 &&
      parsed.every(isVoiceAgent) &&
      new Set(parsed.map((agent) => agent.id)).size === parsed.length &&
      nameList(parsed) === nameList(defaultAgents);
    return valid ? parsed : defaultAgents;
  } catch {
    return defaultAgents;
  }
}

export const $agents = persistentAtom<VoiceAgent[]>(AGENTS_STORAGE_KEY, defaultAgents, {
  encode: JSON.stringify,
  decode: decodeAgents,
});

/** Flips an agent's availability; making it unavailable resets its current calls to 0. */
export function toggleAgentAvailability(id: string): void {
  // An unknown id changes nothing, so it must not write to storage or wake subscribers either.
  if (!$agents.get().some((agent) => agent.id === id)) return;
  $agents.set(
    $agents
      .get()
      .map((agent) =>
        agent.id === id
          ? { ...agent, isAvailable: !agent.isAvailable, currentCalls: agent.isAvailable ? 0 : agent.currentCalls }
          : agent,
      ),
  );
}

/** Replaces the whole list (a list naming other agents than `voiceAgentNames` is not kept across a reload). */
export function replaceAgents(agents: VoiceAgent[]): void {
  $agents.set(agents);
}

/** Finds an agent by name, ignoring case. */
export function findAgentByName(name: string, agents: VoiceAgent[] = $agents.get()): VoiceAgent | undefined {
  const wanted = name.trim().toLocaleLowerCase('da-DK');
  return agents.find((agent) => agent.name.toLocaleLowerCase('da-DK') === wanted);
}

/** An unknown name counts as unavailable. */
export function isAgentAvailable(name: string, agents: VoiceAgent[] = $agents.get()): boolean {
  return findAgentByName(name, agents)?.isAvailable ?? false;
}
