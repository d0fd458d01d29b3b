import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import Analysis from './compositions/Analysis.astro';
import Knowledge from './compositions/Knowledge.astro';
import Log from './compositions/Log.astro';
import Pipeline from './compositions/Pipeline.astro';
import Screen from './compositions/Screen.astro';
import Transcript from './compositions/Transcript.astro';
import Watch from './compositions/Watch.astro';
import { businessDrawings } from './texts/business';
import { cloudSecurityDrawings } from './texts/cloud-security';
import { dataAiDrawings } from './texts/data-ai';
import { experienceDrawings } from './texts/experiences';
import { chatbotDrawings, productDrawings } from './texts/products';
import { softwareDrawings } from './texts/software';

/** One service's hero: its family's composition and the words of that service's work it shows. */
export interface HeroDrawing {
  /** The family's composition, by the name of what it shows. */
  family: string;
  Composition: AstroComponentFactory;
  words: object;
}

/**
 * Each family (the menu category) has a composition of its own, so pages of different families never
 * share a hero's shape: a live call (products; the chatbot instead shows the knowledge it answers from, as
 * its page already holds two chats), a question to the data (Data & AI), a change on its
 * way to production (software), a screen (digital experiences), the day's log (business) and a board of
 * watched systems (cloud and security). Each service fills it with its own words.
 */
const families: [string, AstroComponentFactory, Record<string, object>][] = [
  ['transcript', Transcript, productDrawings],
  ['knowledge', Knowledge, chatbotDrawings],
  ['analysis', Analysis, dataAiDrawings],
  ['pipeline', Pipeline, softwareDrawings],
  ['screen', Screen, experienceDrawings],
  ['log', Log, businessDrawings],
  ['watch', Watch, cloudSecurityDrawings],
];

/**
 * The hero drawing of each service page, by the page's slug (its file name in content/services). Adding a
 * service page means writing its words in its family's file under ./texts. A unit test names any service
 * without a drawing, and the build stops with the slug's name.
 */
export const heroDrawings: Record<string, HeroDrawing> = Object.fromEntries(
  families.flatMap(([family, Composition, texts]) =>
    Object.entries(texts).map(([slug, words]) => [slug, { family, Composition, words }]),
  ),
);

export function heroDrawingFor(slug: string): HeroDrawing {
  const drawing = heroDrawings[slug];
  if (!drawing) {
    throw new Error(`The service "${slug}" has no hero drawing: add one to src/components/service-hero/texts/.`);
  }
  return drawing;
}
