/**
 * The sample call ships without the tags its recorder wrote (src/lib/audio-tags.mjs): the fixture's recording carries
 * the fixture's marker in its ID3 tags, and the audio frames stay byte for byte.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { withoutAudioTags } from '../../src/lib/audio-tags.mjs';

const recording = readFileSync('tests/fixtures/facts/sample-call/testsamtale.mp3');
const marker = readFileSync('tests/fixtures/facts/MARKER', 'utf8').trim();

describe('withoutAudioTags', () => {
  it('drops the ID3 tags of a recording and keeps its frames', () => {
    expect(recording.includes(marker)).toBe(true);
    const stripped = Buffer.from(withoutAudioTags(recording));
    expect(stripped.includes(marker)).toBe(false);
    expect(stripped.length).toBeGreaterThan(recording.length * 0.9);
    // An MPEG audio frame starts with 11 set bits.
    expect(stripped[0]).toBe(0xff);
    expect(stripped[1]! & 0xe0).toBe(0xe0);
    expect(recording.includes(stripped)).toBe(true);
  });

  it('drops an ID3v1 block at the end and leaves untagged audio as it is', () => {
    const frames = Uint8Array.from([0xff, 0xfb, 0x90, 0x64, 1, 2, 3]);
    const v1 = new Uint8Array(128);
    v1.set([0x54, 0x41, 0x47]);
    expect([...withoutAudioTags(Uint8Array.from([...frames, ...v1]))]).toEqual([...frames]);
    expect([...withoutAudioTags(frames)]).toEqual([...frames]);
  });
});
