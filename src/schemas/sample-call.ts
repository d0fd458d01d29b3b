import { z } from 'astro/zod';

/**
 * A real call with the demo agent (content/sample-call.yaml), for the visitor without a microphone: empty
 * until the company records one and the caller agrees; an empty entry shows no player anywhere.
 */
export const sampleCallSchema = z.object({
  // The recording (MP3, at most 5 MB).
  audio: z
    .string()
    .default('')
    .meta({
      label: 'Lydfil',
      hint: 'MP3, højst 5 MB: en rigtig samtale med demo-agenten.',
      widget: 'file',
      accept: ['audio/mpeg'],
      maxBytes: 5_000_000,
    }),
  // What was said, turn by turn.
  transcript: z
    .array(
      z.object({
        speaker: z.enum(['agent', 'caller']).meta({ label: 'Hvem taler' }),
        text: z.string().trim().min(1).max(600).meta({ label: 'Replik', widget: 'text' }),
      }),
    )
    .default([])
    .meta({ label: 'Udskrift', hint: 'Samtalen replik for replik, som den lyder i optagelsen.' }),
  // The day of the call.
  recordedOn: z.coerce.date().optional().meta({ label: 'Optaget den' }),
  // The day the caller agreed in writing to the call being published.
  consentDate: z.coerce.date().optional().meta({
    label: 'Samtykke givet',
    hint: 'Datoen, hvor den der ringede, skriftligt sagde ja til at samtalen vises.',
  }),
});

export type SampleCall = z.infer<typeof sampleCallSchema>;

/** A sample call shows only with its recording, its transcript and the caller's consent. */
export const isSampleCallGiven = (call: SampleCall) =>
  call.audio !== '' && call.transcript.length > 0 && call.consentDate !== undefined;
