/**
 * The voice agents' names: the three shown in the staff panel, and the one the demo calls. Plain
 * data shared by the pages (through src/config/site.ts) and the agents store in the browser, so it
 * lives outside src/config/, which only the server reads.
 */
export const voiceAgentNames = ['Sofie', 'Magnus', 'Freja'] as const;
export const demoAgentName: (typeof voiceAgentNames)[number] = 'Sofie';
