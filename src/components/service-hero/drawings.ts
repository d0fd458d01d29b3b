import type { AstroComponentFactory } from 'astro/runtime/server/index.js';
import type { ServiceDrawing } from '../../schemas/service-hero';
import Analysis from './compositions/Analysis.astro';
import Knowledge from './compositions/Knowledge.astro';
import Log from './compositions/Log.astro';
import Pipeline from './compositions/Pipeline.astro';
import Screen from './compositions/Screen.astro';
import Shield from './compositions/Shield.astro';
import Transcript from './compositions/Transcript.astro';
import Watch from './compositions/Watch.astro';

/**
 * Each family (the menu category) has a composition of its own, so pages of different families never
 * share a hero's shape: a live call (products; the chatbot instead shows the knowledge it answers from, as
 * its page already holds two chats), a question to the data (Data & AI), a change on its
 * way to production (software), a screen (digital experiences), the day's log (business), a board of
 * watched systems (cloud) and a security review's controls (security: the two halves of one menu category
 * drew one board and read as one). Each service fills it with its own words, in
 * content/service-heroes/<slug>.yaml (src/schemas/service-hero.ts), which names its composition as `family`.
 */
export const compositions: Record<ServiceDrawing['family'], AstroComponentFactory> = {
  transcript: Transcript,
  knowledge: Knowledge,
  analysis: Analysis,
  pipeline: Pipeline,
  screen: Screen,
  log: Log,
  watch: Watch,
  shield: Shield,
};
