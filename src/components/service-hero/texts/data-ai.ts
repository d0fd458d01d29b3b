import type { AnalysisDrawing } from '../types';

/** Data & AI: the question each service answers, put to an example company's data. */
export const dataAiDrawings: Record<string, AnalysisDrawing> = {
  'kunstig-intelligens': {
    title: 'Indbakken sorteret',
    tag: { label: 'Model i drift', tone: 'done' },
    question: 'Hvad handler dagens mails om?',
    answer: [
      { label: 'Reklamation', share: 0.8, lead: true },
      { label: 'Levering', share: 0.55 },
      { label: 'Faktura', share: 0.35 },
    ],
    insight: 'Reklamationer går direkte til kundeservice',
  },
  forretningsintelligens: {
    title: 'Salg pr. region',
    tag: { label: 'Opdateret i nat', tone: 'done' },
    question: 'Hvor vokser salget mest i år?',
    answer: [
      { label: 'Fyn', share: 0.85, lead: true },
      { label: 'Online', share: 0.7 },
      { label: 'Sjælland', share: 0.6 },
      { label: 'Jylland', share: 0.45 },
    ],
    insight: 'Fyn vokser mest: se ordrerne pr. kunde',
  },
  dataplatforme: {
    title: 'Datakilder samlet',
    tag: { label: 'Hver nat', tone: 'busy' },
    question: 'Er alle kilder med i nattens kørsel?',
    answer: [
      { label: 'Økonomisystem', share: 1, lead: true },
      { label: 'Kundesystem', share: 1, lead: true },
      { label: 'Webshop', share: 1, lead: true },
      { label: 'Regneark', share: 0.4 },
    ],
    insight: 'Ét datagrundlag til rapporter og AI',
  },
  datastrategi: {
    title: 'Datamodenhed',
    tag: { label: 'Vurdering', tone: 'busy' },
    question: 'Hvor står vi i dag, og hvad kommer først?',
    answer: [
      { label: 'Sikkerhed', share: 0.7 },
      { label: 'Daglig brug', share: 0.55 },
      { label: 'Datakvalitet', share: 0.45 },
      { label: 'Ejerskab', share: 0.25, lead: true },
    ],
    insight: 'Først: én ansvarlig for hver datakilde',
  },
  procesudvikling: {
    title: 'Ordreflowet',
    tag: { label: 'Automatiseres', tone: 'busy' },
    question: 'Hvor venter ordrerne længst?',
    answer: [
      { label: 'Godkendelse', share: 0.9, lead: true },
      { label: 'Faktura', share: 0.35 },
      { label: 'Forsendelse', share: 0.3 },
      { label: 'Modtagelse', share: 0.15 },
    ],
    insight: 'Godkendelsen automatiseres først',
  },
  'ai-generation': {
    title: 'Produkttekster',
    tag: { label: 'Udkast', tone: 'wait' },
    question: 'Skriv en kort tekst om vores uldplaid til webshoppen.',
    answer: 'Blødt uldplaid i naturfarver, vævet til lange aftener i sofaen. Kan vaskes på uldprogram.',
    insight: 'Udkastet venter på jeres godkendelse',
  },
};
