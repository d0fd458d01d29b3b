import type { ScreenDrawing } from '../types';

/** Digital experiences: the screen each service makes, in an example company's words. */
export const experienceDrawings: Record<string, ScreenDrawing> = {
  hjemmesider: {
    page: 'Forside',
    eyebrow: 'Rådgivning',
    headline: 'Vi gør det nemt at vælge jer',
    text: 'Se ydelser og priser, og book et møde på få minutter.',
    button: 'Book et møde',
    note: { title: 'Klar til lancering', items: ['Hurtig på mobilen', 'Tilgængelig', 'Let at redigere'] },
  },
  branding: {
    page: 'Designmanual',
    eyebrow: 'Tone of voice',
    headline: 'Klar. Varm. Aldrig kedelig.',
    text: 'Sådan lyder vi: korte sætninger, du-form og ingen fagord.',
    button: 'Hent logo og farver',
    note: { title: 'Brandets byggesten', items: ['Logo', 'Farver', 'Skrift'] },
  },
  'design-ux': {
    page: 'Prototype · trin 2 af 3',
    eyebrow: 'Bestilling',
    headline: 'Hvornår skal vi levere?',
    text: 'Vælg en dag. Du kan altid ændre den senere.',
    button: 'Næste: betaling',
    note: { title: 'Fra brugertesten', items: ['Knappen blev fundet', 'Teksten var klar', 'Trin 3 forenkles'] },
  },
  'digital-markedsforing': {
    page: 'Annonce i søgeresultat',
    eyebrow: 'Annonce',
    headline: 'Tømrer i Odense: få et tilbud på dit tag',
    text: 'Fast pris efter besigtigelse. Skriv, så ringer vi dig op.',
    button: 'Få et tilbud',
    note: { title: 'Kampagnen', items: ['Søgeord valgt', 'Annoncen kører', 'Leads måles hver uge'] },
  },
  'e-handel': {
    page: 'Webshop · Plaider',
    eyebrow: 'På lager',
    headline: 'Uldplaid i naturfarver',
    text: 'Bestil før kl. 15, så sender vi i dag.',
    button: 'Læg i kurv',
    note: { title: 'Én produktkilde', items: ['Beskrivelse og billeder', 'Pris', 'Lager fra ERP'] },
  },
  selvbetjening: {
    page: 'Mine sager',
    eyebrow: 'Ansøgning om byggetilladelse',
    headline: 'Din ansøgning behandles',
    text: 'Du får svar her og på mail. Du kan sende flere dokumenter når som helst.',
    button: 'Send dokument',
    note: { title: 'Døgnåbent', items: ['Ansøgning sendt', 'Tegninger modtaget', 'Svar på vej'] },
  },
};
