import { getCollection } from 'astro:content';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mp3Duration } from '../lib/audio-tags.mjs';
import { isSampleCallGiven, type SampleCall } from '../schemas/sample-call.ts';

/** A sample call as the player shows it: the entry, its recording's built address, and the day it was recorded. */
export interface GivenSampleCall {
  call: SampleCall;
  audioUrl: string;
  recordedOn: Date;
  /** How long the recording plays, in whole seconds, read from its frames at build time. */
  seconds: number;
}

// The recordings the CMS uploads (content/sample-call/), each built to a file of its own under /_astro/.
const recordings = import.meta.glob<string>('/content/sample-call/*.mp3', {
  query: '?url',
  import: 'default',
  eager: true,
});

/**
 * The sample call (content/sample-call.yaml) where the company has given one, with its recording and the caller's
 * consent; undefined otherwise, and no player shows anywhere. A named recording that is not there, or a call
 * without its day, stops the build.
 */
export async function givenSampleCall(): Promise<GivenSampleCall | undefined> {
  const [entry] = await getCollection('sample-call');
  const call = entry?.data;
  if (!call || !isSampleCallGiven(call)) return undefined;
  const audioUrl = recordings[call.audio];
  if (!audioUrl)
    throw new Error(`content/sample-call.yaml: the recording ${call.audio} is not in content/sample-call/.`);
  if (!call.recordedOn) throw new Error('content/sample-call.yaml: "Optaget den" is missing.');
  // The player says how long the call is before anything is fetched (preload="none"): counted here, once.
  const seconds = mp3Duration(readFileSync(join(process.cwd(), call.audio)));
  if (seconds === undefined) throw new Error(`content/sample-call.yaml: ${call.audio} holds no MP3 audio.`);
  return { call, audioUrl, recordedOn: call.recordedOn, seconds: Math.round(seconds) };
}
