/**
 * The site's signature: the waveform of a voice agent speaking. One source for every place that draws
 * it (VoiceWave.astro on the pages, the agents' marks under public/avatars/, the share images), so the
 * same voice looks the same everywhere.
 */
import { demoAgent, voiceAgentById } from './voice-agents.mjs';

/** A voice: the id of the agent whose it is (src/lib/voice-agents.mjs, where each agent's phrase and mark live). */
export type Voice = string;

/** The agent a voice belongs to; a voice nobody has is a mistake in the calling page. */
function agentOf(voice: Voice) {
  const agent = voiceAgentById(voice);
  if (!agent) throw new Error(`No voice agent has the id "${voice}" (src/lib/voice-agents.mjs).`);
  return agent;
}

/**
 * `count` bar heights (0–1) of `voice` (by default the demo agent's, the site's signature): its phrase
 * repeated with a slow swell over the whole run, so a long wave (a hero's edge, a share image) reads as
 * speech rather than one stamp repeated.
 */
function waveHeights(count: number, voice: Voice = demoAgent.id): number[] {
  const { phrase } = agentOf(voice);
  return Array.from({ length: count }, (_, i) => {
    const swell = count > phrase.length ? 0.72 + 0.28 * Math.sin((i / count) * Math.PI * 2.6 + 0.6) : 1;
    return Math.max(0.12, phrase[i % phrase.length]! * swell);
  });
}

/** How strongly the track along a dark hero's edge (and a share image's) shows: white at this opacity. */
export const trackOpacity = 0.25;

/** The drawing grid, in viewBox units: bars 4 wide and 7 apart in a box 32 high (a 5-bar glyph is about square). */
export const waveGrid = { barWidth: 4, step: 7, boxHeight: 32 } as const;

export interface WaveBar {
  x: number;
  y: number;
  height: number;
}

/** The width of `count` bars on the grid. */
export const waveBoxWidth = (count: number): number => count * waveGrid.step - (waveGrid.step - waveGrid.barWidth);

/** `count` bars of `voice` (its five-bar mark when `glyph`), centred on the grid's middle line. */
export function waveBars(count: number, voice: Voice = demoAgent.id, glyph = false): WaveBar[] {
  const { barWidth, step, boxHeight } = waveGrid;
  return (glyph ? agentOf(voice).glyph : waveHeights(count, voice)).map((h, i) => {
    const height = Math.round(Math.max(barWidth, h * boxHeight) * 10) / 10;
    return { x: i * step, y: Math.round((boxHeight - height) * 50) / 100, height };
  });
}

/** A length in the path's units, rounded to the grid's hundredths, without trailing zeros. */
const unit = (value: number) => String(Math.round(value * 100) / 100);

/**
 * How the bars are drawn as paths: each bar's upper half (from half a unit below the middle line up, rounded by half
 * the bar's width: the top of a `<rect rx>`) in one path, drawn twice, once mirrored about the middle line by
 * `mirror`. The halves overlap by a unit, so no seam shows; give the pair one opacity (a group's), not one each.
 * A hero's 320-bar track is 0.9 KB gzip of the page this way, 2.9 KB as rects, 1.7 KB as whole columns in one
 * path (docs/performance.md#what-sets-the-largest-paint).
 */
export const waveHalves = {
  /** The transform that draws a half as the lower one. */
  mirror: `matrix(1 0 0 -1 0 ${waveGrid.boxHeight})`,
  /** Where each half starts, half a unit below the middle line. */
  base: waveGrid.boxHeight / 2 + 0.5,
} as const;

/** The upper halves of `bars` as one path (waveHalves says how it is drawn). */
export function waveHalfPath(bars: WaveBar[]): string {
  const radius = waveGrid.barWidth / 2;
  const { base } = waveHalves;
  let previous: WaveBar | undefined;
  return bars
    .map((bar) => {
      const move = previous ? `m${unit(bar.x - previous.x)} 0` : `M${unit(bar.x)} ${base}`;
      previous = bar;
      const side = unit(base - bar.y - radius);
      return `${move}v-${side}a${radius} ${radius} 0 0 1 ${waveGrid.barWidth} 0V${base}z`;
    })
    .join('');
}

/**
 * A whole wave as an SVG document, for what is not an Astro page (the share images): `played` as in
 * VoiceWave.astro, the bars after it pale.
 */
export function waveSvg(count: number, fill: string, played = 1, voice: Voice = demoAgent.id): string {
  const { barWidth, boxHeight } = waveGrid;
  const lastPlayed = Math.round(played * count);
  const rects = waveBars(count, voice)
    .map(
      (bar, i) =>
        `<rect x="${bar.x}" y="${bar.y}" width="${barWidth}" height="${bar.height}" rx="${barWidth / 2}"` +
        `${i >= lastPlayed ? ' opacity="0.35"' : ''}/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${waveBoxWidth(count)} ${boxHeight}" fill="${fill}">${rects}</svg>`;
}
