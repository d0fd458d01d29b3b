import type { IconName } from '../../lib/icons';

/**
 * What each family's hero composition shows: only words of that service's daily work, so no line of a
 * drawing is a placeholder. Times and numbers are an example day's (a call's running time, an invoice's
 * number), never a claim about customers or results.
 */

/** A status word in a pill; the tone says how it stands. */
export interface Status {
  label: string;
  tone: 'done' | 'busy' | 'wait' | 'stop';
}

/** Products: a call or chat as it happens, with the agent's wave, the timer and the live transcript. */
export interface TranscriptDrawing {
  channel: string;
  /** The conversation's running time in seconds. */
  seconds: number;
  /** A call shows the agent's voice; a chat shows the agent typing. */
  voice: boolean;
  lines: { speaker: string; text: string; agent?: boolean }[];
  result: string;
}

/** The chatbot: the sources it answers from, each with where it stands, and who takes what they do not cover. */
export interface KnowledgeDrawing {
  title: string;
  status: Status;
  sources: { icon: IconName; name: string; covers: string; status: Status }[];
  handover: string;
}

/** Data & AI: a question put to the data, and what it answered. */
export interface AnalysisDrawing {
  title: string;
  tag: Status;
  question: string;
  /** Shares 0–1 by label, the one marked `lead` standing out; or the model's answer in words. */
  answer: { label: string; share: number; lead?: boolean }[] | string;
  insight: string;
}

/** Software: one change on its way from code to production. */
export interface PipelineDrawing {
  change: string;
  code: string[];
  steps: { label: string; done: boolean }[];
}

/** Digital experiences: the screen a visitor sees, and a note of what makes it work. */
export interface ScreenDrawing {
  page: string;
  eyebrow: string;
  headline: string;
  text: string;
  button: string;
  note: { title: string; items: string[] };
}

/** Business: the day's log of work done, optionally with a call under way on top. */
export interface LogDrawing {
  title: string;
  live?: { speaker: string; text: string; seconds: number };
  rows: { time: string; text: string; status: Status }[];
}

/** Cloud and security: the watched systems, each with its state, and the latest event. */
export interface WatchDrawing {
  title: string;
  tiles: { label: string; status: Status }[];
  event: { time: string; text: string; status: Status };
}
