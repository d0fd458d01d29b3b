import { describe, expect, it } from 'vitest';
import { voiceGlyphs, voicePhrases, waveBars, waveBoxWidth, waveGrid, waveSvg } from '../../src/lib/voice-wave';

describe('the voice wave', () => {
  it('keeps every bar inside its box, centred on the middle line', () => {
    for (const voice of Object.keys(voicePhrases) as (keyof typeof voicePhrases)[]) {
      for (const bar of waveBars(200, voice)) {
        expect(bar.height).toBeGreaterThanOrEqual(waveGrid.barWidth);
        expect(bar.height).toBeLessThanOrEqual(waveGrid.boxHeight);
        expect(bar.y * 2 + bar.height).toBeCloseTo(waveGrid.boxHeight, 1);
      }
    }
  });

  it("draws a voice's mark in five bars, different for each agent", () => {
    expect(waveBars(16, 'freja', true)).toHaveLength(5);
    expect(new Set(Object.values(voiceGlyphs).map((glyph) => glyph.join())).size).toBe(3);
  });

  it('draws the bars after `played` pale in an SVG document as wide as its bars', () => {
    const svg = waveSvg(10, '#fff', 0.6);
    expect(svg.match(/<rect /g)).toHaveLength(10);
    expect(svg.match(/opacity="0.35"/g)).toHaveLength(4);
    expect(svg).toContain(`viewBox="0 0 ${waveBoxWidth(10)} ${waveGrid.boxHeight}"`);
  });
});
