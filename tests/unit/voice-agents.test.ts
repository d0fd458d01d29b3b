import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { voiceAgentNames as siteAgentNames } from '../../src/config/site';
import {
  defaultAvailability,
  demoAgentName,
  findVoiceAgent,
  voiceAgentById,
  voiceAgents,
} from '../../src/lib/voice-agents.mjs';

describe('the voice agents, kept once', () => {
  it('are Sofie, Magnus and Freja with unique ids, and the site names the same', () => {
    expect(voiceAgents.map((agent) => agent.name)).toEqual(['Sofie', 'Magnus', 'Freja']);
    expect(new Set(voiceAgents.map((agent) => agent.id)).size).toBe(voiceAgents.length);
    expect(siteAgentNames).toEqual(voiceAgents.map((agent) => agent.name));
  });

  it('start with Sofie and Magnus taking calls and Freja switched off', () => {
    expect(defaultAvailability).toEqual({ sofie: true, magnus: true, freja: false });
  });

  it('each have a picture that exists under public/ and at least one specialty', () => {
    for (const agent of voiceAgents) {
      expect(existsSync(`public${agent.avatar}`), agent.avatar).toBe(true);
      expect(agent.specialties.length).toBeGreaterThan(0);
      expect(agent.maxCalls).toBeGreaterThan(0);
    }
  });

  it('find the demo agent by name in any case, and nobody else', () => {
    expect(findVoiceAgent(demoAgentName)?.id).toBe('sofie');
    expect(findVoiceAgent(' FREJA ')?.id).toBe('freja');
    expect(findVoiceAgent('Bent')).toBeUndefined();
    expect(voiceAgentById('magnus')?.name).toBe('Magnus');
  });
});
