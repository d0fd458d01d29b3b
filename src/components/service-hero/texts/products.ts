import type { KnowledgeDrawing, TranscriptDrawing } from '../types';

/** The phone assistant's hero: an example call, as the agent handles it (docs/product.md#voice-agents). */
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
};

/**
 * The chatbot's hero: what it answers from, not a third chat beside the page's example conversation and the
 * chat to try (docs/product.md#bespoke-service-pages).
 */
export const chatbotDrawings: Record<string, KnowledgeDrawing> = {
  'ai-agent': {
    title: 'Chatbottens viden',
    status: { label: 'Opdateret', tone: 'done' },
    sources: [
      {
        icon: 'globe',
        name: 'Jeres hjemmeside',
        covers: 'Åbningstider, adresse og ydelser',
        status: { label: 'Læst', tone: 'done' },
      },
      { icon: 'receipt', name: 'Prisliste', covers: 'Priser og pakker', status: { label: 'Læst', tone: 'done' } },
      {
        icon: 'file-text',
        name: 'Vilkår',
        covers: 'Aflysning og flytning af tider',
        status: { label: 'Læst', tone: 'done' },
      },
      {
        icon: 'calendar-check',
        name: 'Kalender',
        covers: 'Ledige tider til booking',
        status: { label: 'Forbundet', tone: 'busy' },
      },
    ],
    handover: 'Står svaret ikke i kilderne, går samtalen videre til en medarbejder.',
  },
};
