import type { ServiceDrawing } from '../../schemas/service-hero';

/**
 * What each family's hero composition shows (src/schemas/service-hero.ts, one entry per service page in
 * content/service-heroes/): only words of that service's daily work, so no line of a drawing is a
 * placeholder.
 */
type Words<Family extends ServiceDrawing['family']> = Omit<Extract<ServiceDrawing, { family: Family }>, 'family'>;

/** A status word in a pill; the tone says how it stands. */
export type Status = Words<'knowledge'>['status'];

/** Products: a call or chat as it happens, with the agent's wave, the timer and the live transcript. */
export type TranscriptDrawing = Words<'transcript'>;

/** The chatbot: the sources it answers from, each with where it stands, and who takes what they do not cover. */
export type KnowledgeDrawing = Words<'knowledge'>;

/** Data & AI: a question put to the data, and what it answered (in bars, or in words). */
export type AnalysisDrawing = Words<'analysis'>;

/** Software: one change on its way from code to production. */
export type PipelineDrawing = Words<'pipeline'>;

/** Digital experiences: the screen a visitor sees, and a note of what makes it work. */
export type ScreenDrawing = Words<'screen'>;

/** Business: the day's log of work done, optionally with a call under way on top. */
export type LogDrawing = Words<'log'>;

/** Cloud: the watched systems, each with its state, and the latest event. */
export type WatchDrawing = Words<'watch'>;

/** Security: a review's share of controls in place, and each control ticked or stopped. */
export type ShieldDrawing = Words<'shield'>;
