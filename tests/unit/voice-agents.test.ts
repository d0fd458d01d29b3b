import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { voiceAgentNames as siteAgentNames } from '../../src/config/site';
import {
  defaultAvailability,
  demoAgentName,
  findVoiceAgent,
  voiceAgentById,
  voiceAgents,
} from '../../src/lib/voice-agents.mjs';
import { filesUnder, rel, root } from './fixtures/imports';

/**
 * Where each agent's name or id (in any case, inside a word too: `SofieSection`) stands in the files given,
 * as `file: word`. Tests and the n8n test harness (scripts/test-n8n/) state the agents they expect as test
 * data; content/ names the agent through the `{agent}` placeholder where it can.
 */
function agentMentions(files: { file: string; code: string }[]): string[] {
  const words = voiceAgents.flatMap((agent) => [agent.name, agent.id]);
  const pattern = new RegExp(words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'gi');
  return files.flatMap(({ file, code }) =>
    [...new Set(code.match(pattern) ?? [])].map((word) => `${rel(file)}: ${word}`),
  );
}

const home = join(root, 'src/lib/voice-agents.mjs');
const sourceFiles = [
  ...filesUnder(join(root, 'src'), /\.(ts|tsx|mjs|js|astro|css)$/),
  ...filesUnder(join(root, 'scripts'), /\.(mjs|js|ts)$/).filter((file) => !rel(file).startsWith('scripts/test-n8n/')),
  ...readdirSync(root)
    .filter((name) => /\.config\.(ts|mjs|js)$/.test(name))
    .map((name) => join(root, name)),
]
  .filter((file) => file !== home)
  .map((file) => ({ file, code: readFileSync(file, 'utf8') }));

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

  it('are named in src/lib/voice-agents.mjs only: no other file of src/ or scripts/ names one', () => {
    expect(sourceFiles.length).toBeGreaterThan(300);
    expect(agentMentions(sourceFiles)).toEqual([]);
  });

  it('would see a name or an id in another file (the check can fail)', () => {
    const [first, second] = voiceAgents;
    const file = join(root, 'src/lib/example.ts');
    expect(agentMentions([{ file, code: `// ${first!.name} and ${second!.id.toUpperCase()}Section` }])).toEqual([
      `src/lib/example.ts: ${first!.name}`,
      `src/lib/example.ts: ${second!.id.toUpperCase()}`,
    ]);
  });
});
