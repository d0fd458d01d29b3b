/**
 * The site's signature: the waveform of a voice agent speaking. One source for every place that draws
 * it (VoiceWave.astro on the pages, the agents' marks under public/avatars/, the share images), so the
 * same voice looks the same everywhere.
 */

/** Bar heights, 0–1, of one spoken phrase per agent: Sofie's is the one the home hero has always shown. */
export const voicePhrases = {
  sofie: [0.19, 0.44, 0.69, 0.38, 0.88, 0.56, 1, 0.63, 0.81, 0.31, 0.56, 0.25, 0.44, 0.75, 0.38, 0.19],
  magnus: [0.3, 0.5, 0.46, 0.62, 0.58, 0.66, 0.54, 0.6, 0.5, 0.56, 0.44, 0.5, 0.36, 0.42, 0.3, 0.24],
  freja: [0.22, 0.62, 0.94, 0.58, 0.26, 0.48, 0.86, 1, 0.7, 0.34, 0.2, 0.52, 0.78, 0.46, 0.28, 0.16],
} as const;

export type Voice = keyof typeof voicePhrases;

/**
 * Each voice in five bars: its mark (public/avatars/, beside an eyebrow, in a button). Distinct shapes,
 * so the three agents tell apart without a face: Sofie rises to one peak, Magnus holds steady, Freja has two.
 */
export const voiceGlyphs = {
  sofie: [0.38, 0.72, 1, 0.62, 0.34],
  magnus: [0.56, 0.7, 0.62, 0.7, 0.56],
  freja: [0.7, 0.34, 1, 0.34, 0.7],
} as const satisfies Record<Voice, readonly number[]>;

/**
 * `count` bar heights (0–1) of `voice`: the phrase repeated with a slow swell over the whole run, so a
 * long wave (a hero's edge, a share image) reads as speech rather than one stamp repeated.
 */
export function waveHeights(count: number, voice: Voice = 'sofie'): number[] {
  const phrase = voicePhrases[voice];
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
export function waveBars(count: number, voice: Voice = 'sofie', glyph = false): WaveBar[] {
  const { barWidth, step, boxHeight } = waveGrid;
  return (glyph ? voiceGlyphs[voice] : waveHeights(count, voice)).map((h, i) => {
    const height = Math.round(Math.max(barWidth, h * boxHeight) * 10) / 10;
    return { x: i * step, y: Math.round((boxHeight - height) * 50) / 100, height };
  });
}

/**
 * A whole wave as an SVG document, for what is not an Astro page (the share images): `played` as in
 * VoiceWave.astro, the bars after it pale.
 */
export function waveSvg(count: number, fill: string, played = 1, voice: Voice = 'sofie'): string {
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
