import { getCollection } from 'astro:content';
import { isSampleCallGiven, type SampleCall } from '../schemas/sample-call.ts';

/** A sample call as the player shows it: the entry, its recording's built address, and the day it was recorded. */
export interface GivenSampleCall {
  call: SampleCall;
  audioUrl: string;
  recordedOn: Date;
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
  return { call, audioUrl, recordedOn: call.recordedOn };
}
