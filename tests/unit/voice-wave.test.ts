import { describe, expect, it } from 'vitest';
import { voiceAgents } from '../../src/lib/voice-agents.mjs';
import { waveBars, waveBoxWidth, waveGrid, waveSvg } from '../../src/lib/voice-wave';

describe('the voice wave', () => {
  it('keeps every bar inside its box, centred on the middle line', () => {
    for (const { id } of voiceAgents) {
      for (const bar of waveBars(200, id)) {
        expect(bar.height).toBeGreaterThanOrEqual(waveGrid.barWidth);
        expect(bar.height).toBeLessThanOrEqual(waveGrid.boxHeight);
        expect(bar.y * 2 + bar.height).toBeCloseTo(waveGrid.boxHeight, 1);
      }
    }
  });

  it("draws a voice's mark in five bars, different for each agent", () => {
    for (const { id } of voiceAgents) expect(waveBars(16, id, true)).toHaveLength(5);
    expect(
      new Set(
        voiceAgents.map(({ id }) =>
          waveBars(5, id, true)
            .map((bar) => bar.height)
            .join(),
        ),
      ).size,
    ).toBe(voiceAgents.length);
  });

  it('draws no voice an agent does not have', () => {
    expect(() => waveBars(5, 'ingen')).toThrow('No voice agent has the id "ingen"');
  });

  it('draws the bars after `played` pale in an SVG document as wide as its bars', () => {
    const svg = waveSvg(10, '#fff', 0.6);
    expect(svg.match(/<rect /g)).toHaveLength(10);
    expect(svg.match(/opacity="0.35"/g)).toHaveLength(4);
    expect(svg).toContain(`viewBox="0 0 ${waveBoxWidth(10)} ${waveGrid.boxHeight}"`);
  });
});
