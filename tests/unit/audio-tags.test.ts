/**
 * The sample call ships without the tags its recorder wrote (src/lib/audio-tags.mjs): the fixture's recording carries
 * the fixture's marker in its ID3 tags, and the audio frames stay byte for byte.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { mp3Duration, withoutAudioTags } from '../../src/lib/audio-tags.mjs';

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

describe('mp3Duration', () => {
  /** `count` frames of MPEG-1 Layer III at 128 kbit/s, 44.1 kHz: 417 bytes (418 padded), 1,152 samples each. */
  const frames = (count: number, padded = false) => {
    const length = padded ? 418 : 417;
    const bytes = new Uint8Array(count * length);
    for (let i = 0; i < count; i++) bytes.set([0xff, 0xfb, padded ? 0x92 : 0x90, 0x64], i * length);
    return bytes;
  };

  it('counts a recording frame by frame, past its tags', () => {
    expect(mp3Duration(frames(100))).toBeCloseTo((100 * 1152) / 44100, 6);
    expect(mp3Duration(frames(50, true))).toBeCloseTo((50 * 1152) / 44100, 6);
    const tagged = Uint8Array.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 4, 0xff, 0xfb, 0x90, 0x64, ...frames(10)]);
    expect(mp3Duration(tagged)).toBeCloseTo((10 * 1152) / 44100, 6);
  });

  it("leaves out the encoder's Info frame, which holds no sound", () => {
    const withInfo = frames(11);
    withInfo.set(new TextEncoder().encode('Info'), 36);
    expect(mp3Duration(withInfo)).toBeCloseTo((10 * 1152) / 44100, 6);
  });

  it("reads the fixture's recording as the 22 s it is (MPEG-2 at 24 kHz), and nothing from bytes without audio", () => {
    expect(mp3Duration(recording)).toBeGreaterThan(21.5);
    expect(mp3Duration(recording)).toBeLessThan(22.5);
    expect(mp3Duration(new Uint8Array(64))).toBeUndefined();
  });
});
