// @ts-check
/**
 * The local staff API's availability: one boolean per voice agent, in a JSON file a restart keeps
 * (the n8n Data Table `voice_agents` in production), given as that table's rows.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { defaultAvailability, voiceAgents } from '../../src/lib/voice-agents.mjs';
import { storedAgents } from '../../src/lib/staff/workflow-agents.mjs';

/**
 * @param {string | undefined} stateFile without one, availability lives in memory
 * @param {Record<string, string>} assistantIds agent id → assistant id ('' = not connected)
 */
export function createAvailability(stateFile, assistantIds) {
  /** @returns {Record<string, boolean>} */
  const read = () => {
    if (stateFile && existsSync(stateFile)) {
      try {
        const stored = JSON.parse(readFileSync(stateFile, 'utf8'));
        if (stored && typeof stored === 'object') return { ...defaultAvailability, ...stored };
      } catch {
        // An unreadable file counts as no file: the defaults, written again on the next change.
      }
    }
    return { ...defaultAvailability };
  };
  let availability = read();
  /** @param {Record<string, boolean>} next */
  const write = (next) => {
    availability = next;
    if (!stateFile) return;
    // Write then rename, so a crash mid-write never leaves half a file.
    writeFileSync(`${stateFile}.tmp`, `${JSON.stringify(next, null, 2)}\n`);
    renameSync(`${stateFile}.tmp`, stateFile);
  };

  /** The rows of `voice_agents`. */
  const rows = () =>
    voiceAgents.map((agent) => ({
      agentId: agent.id,
      name: agent.name,
      isAvailable: availability[agent.id] === true,
      maxCalls: agent.maxCalls,
      assistantId: assistantIds[agent.id] ?? '',
    }));

  return {
    rows,
    /** The agents as the staff API reads them from the rows. */
    agents: () => storedAgents(rows()),
    /** @param {string} id */
    isKnown: (id) => voiceAgents.some((agent) => agent.id === id),
    /** @param {string} id @param {boolean} isAvailable */
    set: (id, isAvailable) => write({ ...availability, [id]: isAvailable }),
    reset: () => write({ ...defaultAvailability }),
  };
}
