import type { TranscriptDrawing } from '../types';

/** The products' conversations: an example call and chat, as the agent handles them (docs/product.md#voice-agents). */
export const productDrawings: Record<string, TranscriptDrawing> = {
  'ai-telefonassistent': {
    channel: 'Opkald',
    seconds: 102,
    voice: true,
    lines: [
      { speaker: 'Kunde', text: 'Hej, kan jeg få en tid til service på bilen?' },
      { speaker: 'Sofie', text: 'Ja, torsdag kl. 10.30 er ledig. Skal jeg booke den?', agent: true },
    ],
    result: 'Tid booket: torsdag kl. 10.30',
  },
  'ai-agent': {
    channel: 'Chat på hjemmesiden',
    seconds: 48,
    voice: false,
    lines: [
      { speaker: 'Kunde', text: 'Har I åbent på lørdag?' },
      { speaker: 'Sofie', text: 'Ja, fra 10 til 14. Skal jeg booke en tid til dig?', agent: true },
      { speaker: 'Kunde', text: 'Gerne kl. 11.' },
    ],
    result: 'Tid booket: lørdag kl. 11.00',
  },
};
