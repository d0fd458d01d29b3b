import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import SampleCall from '../../src/components/sections/SampleCall.astro';
import { fill } from '../../src/lib/placeholders';
import { isSampleCallGiven, sampleCallSchema } from '../../src/schemas/sample-call';
import { islandContainer } from './fixtures/island-container';
import { demoCopy } from './fixtures/page-entries';

/** The fixture's made-up call (tests/fixtures/facts/sample-call.yaml), as the schema reads it. */
const fixtureCall = sampleCallSchema.parse(
  parse(readFileSync(new URL('../fixtures/facts/sample-call.yaml', import.meta.url), 'utf8')),
);
const words = demoCopy.sampleCall;

async function render() {
  const container = await islandContainer();
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
    const audios = [...html.matchAll(/<audio[^>]*>/g)].map((match) => match[0]);
    // The player's own, and the browser's in its place without scripts: neither fetches before it is played.
    expect(audios).toHaveLength(2);
    for (const audio of audios) {
      expect(audio).toContain('preload="none"');
      expect(audio).toContain('src="/_astro/testsamtale.abc123.mp3"');
    }
    expect(html).toContain(fill(words.text, { agent: 'Sofie', dato: '20.\u00a0januar\u00a02026' }));
  });

  // Look review 3: the browser's own player looked unfinished in the styled card and said `0:00 / 0:00`.
  it("plays from a button of the card's own, named in Danish, with the time played of the whole said before anything is fetched", async () => {
    const html = await render();
    const player = /<div[^>]*role="group"[^>]*>[\s\S]*?<\/astro-island>/.exec(html)![0];
    expect(player).toContain(`aria-label="${fill(words.playerLabel, { agent: 'Sofie' })}"`);
    expect(player).toMatch(new RegExp(`<button[^>]*aria-label="${words.play}"`));
    expect(player).not.toMatch(/<audio[^>]*controls/);
    expect(player).toContain('0:00 / 1:23');
    const seek = /<input[^>]*type="range"[^>]*>/.exec(player)![0];
    expect(seek).toContain(`aria-label="${words.seek}"`);
    expect(seek).toContain('max="83"');
    expect(seek).toContain(`aria-valuetext="${fill(words.position, { tid: '0:00', varighed: '1:23' })}"`);
    // Hidden where scripts are off, where the browser's player stands instead.
    expect(player).toContain('noscript:hidden');
  });

  it('loads its script only when the visitor reaches for it, replaying a press made before', async () => {
    const html = await render();
    const island = /<astro-island[^>]*>/.exec(html)![0];
    expect(island).toContain('client="intent"');
    expect(island).toMatch(/opts="[^"]*SamplePlayer/);
    expect(island).toContain('replay');
  });

  // Issue #40: with preload="none" the browser's player said `0:00 / 0:00` until played.
  it('without scripts, gives the browser’s own player, named, with how long the call is beside it', async () => {
    const html = await render();
    const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)![1]!;
    const audio = /<audio[^>]*>/.exec(noscript)![0];
    expect(audio).toContain('controls');
    expect(audio).toContain(`aria-label="${fill(words.playerLabel, { agent: 'Sofie' })}"`);
    expect(noscript).toMatch(/<time datetime="PT83S"[^>]*>1:23<\/time>/);
    const said = /<span[^>]*data-sample-call-duration[^>]*>([\s\S]*?)<\/span>/
      .exec(noscript)![1]!
      .replace(/<[^>]+>/g, '');
    expect(said.trim()).toBe(fill(words.duration, { varighed: '1:23' }));
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
