import { describe, expect, it } from 'vitest';
import { voiceAgents } from '../../src/lib/voice-agents.mjs';
import { waveBars, waveBoxWidth, waveGrid, waveHalfPath, waveHalves, waveSvg } from '../../src/lib/voice-wave';

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

describe('the voice wave as mirrored half paths', () => {
  const radius = waveGrid.barWidth / 2;
  const round = (value: number) => Math.round(value * 100) / 100;
  /** Each half read back from the path: its left edge, its top (the arc's peak) and its bottom. */
  const halves = (d: string) => {
    let x = 0;
    return [...d.matchAll(/([Mm])(-?[\d.]+) (-?[\d.]+)v-([\d.]+)a2 2 0 0 1 4 0V([\d.]+)z/g)].map(
      ([, move, dx, y, side, bottom]) => {
        x = move === 'M' ? Number(dx) : x + Number(dx);
        if (move === 'M') expect(Number(y)).toBe(waveHalves.base);
        else expect(Number(y)).toBe(0);
        return { x: round(x), top: round(waveHalves.base - Number(side) - radius), bottom: Number(bottom) };
      },
    );
  };

  it("draws every bar where its rect was: the upper half to the bar's top, the mirror to its bottom", () => {
    for (const { id } of voiceAgents) {
      const bars = waveBars(320, id);
      const d = waveHalfPath(bars);
      expect(d.match(/z/g)).toHaveLength(bars.length);
      const drawn = halves(d);
      expect(drawn.map(({ x, top }) => ({ x, top }))).toEqual(bars.map((bar) => ({ x: bar.x, top: bar.y })));
      // The mirror (y → boxHeight − y) takes the top to the rect's bottom; the halves overlap across the middle.
      expect(waveHalves.mirror).toBe(`matrix(1 0 0 -1 0 ${waveGrid.boxHeight})`);
      for (const [i, half] of drawn.entries()) {
        expect(round(waveGrid.boxHeight - half.top)).toBe(round(bars[i]!.y + bars[i]!.height));
        expect(half.bottom).toBeGreaterThan(waveGrid.boxHeight / 2);
      }
    }
  });

  it('draws nothing for no bars', () => {
    expect(waveHalfPath([])).toBe('');
  });
});
