import { readFileSync } from 'node:fs';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import SampleCall from '../../src/components/sections/SampleCall.astro';
import { fill } from '../../src/lib/placeholders';
import { isSampleCallGiven, sampleCallSchema } from '../../src/schemas/sample-call';
import { demoCopy } from './fixtures/page-entries';

/** The fixture's made-up call (tests/fixtures/facts/sample-call.yaml), as the schema reads it. */
const fixtureCall = sampleCallSchema.parse(
  parse(readFileSync(new URL('../fixtures/facts/sample-call.yaml', import.meta.url), 'utf8')),
);
const words = demoCopy.sampleCall;

async function render() {
  const container = await AstroContainer.create();
  return container.renderToString(SampleCall, {
    props: {
      call: fixtureCall,
      audioUrl: '/_astro/testsamtale.abc123.mp3',
      recordedOn: fixtureCall.recordedOn!,
      seconds: 83,
      words,
    },
  });
}

describe('Lyt til en samtale', () => {
  it('ships without a call, so no player shows anywhere', () => {
    const shipped = sampleCallSchema.parse(parse(readFileSync('content/sample-call.yaml', 'utf8')) ?? {});
    expect(isSampleCallGiven(shipped)).toBe(false);
  });

  it('plays the recording only when asked, under its heading and with its day', async () => {
    const html = await render();
    expect(html).toMatch(new RegExp(`<h2[^>]*>${words.title}</h2>`));
    const audio = /<audio[^>]*>/.exec(html)![0];
    expect(audio).toContain('preload="none"');
    expect(audio).toContain('controls');
    expect(audio).toContain('src="/_astro/testsamtale.abc123.mp3"');
    expect(audio).toContain(`aria-label="${fill(words.playerLabel, { agent: 'Sofie' })}"`);
    expect(html).toContain(fill(words.text, { agent: 'Sofie', dato: '20.\u00a0januar\u00a02026' }));
  });

  // Issue #40: with preload="none" the browser's player said `0:00 / 0:00` until played.
  it('says how long the call is before anything is fetched, in text and for the machine, without a script', async () => {
    const html = await render();
    expect(html).toMatch(/<time datetime="PT83S"[^>]*>1:23<\/time>/);
    const said = /<span[^>]*data-sample-call-duration[^>]*>([\s\S]*?)<\/span>/.exec(html)![1]!.replace(/<[^>]+>/g, '');
    expect(said.trim()).toBe(fill(words.duration, { varighed: '1:23' }));
    expect(html).not.toContain('<script');
  });

  it('gives the whole transcript, turn by turn, behind one fold, with who speaks', async () => {
    const html = await render();
    expect(html).toMatch(new RegExp(`<details[^>]*>\\s*<summary[^>]*>${words.transcript}</summary>`));
    const turns = [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((match) =>
      match[1]!
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    expect(turns).toEqual(
      fixtureCall.transcript.map((turn) => `${turn.speaker === 'agent' ? 'Sofie' : words.caller}: ${turn.text}`),
    );
  });
});
