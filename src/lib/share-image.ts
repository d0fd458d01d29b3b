import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { trackOpacity, waveBoxWidth, waveGrid, waveSvg } from './voice-wave';
import { SHARE_IMAGE, type ShareCard } from './share-cards';

export interface ShareImageAssets {
  /** Colour tokens by name (see theme-colors.ts). */
  colours: Map<string, string>;
  /** Inter regular and bold as .woff or .ttf (satori cannot read woff2). */
  fonts: { regular: Buffer; bold: Buffer };
  companyName: string;
  /** The host the image names at the bottom, e.g. `www.fynbo-ai.dk`. */
  host: string;
}

type Node = {
  type: string;
  props: { style?: Record<string, unknown>; children?: Node[] | string; [key: string]: unknown };
};
const box = (style: Record<string, unknown>, children: Node[] | string = []): Node => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

const svgUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The logo mark of Logo.astro, inverted for a dark background: a white tile, a brand-blue F and its voice. */
const logoMark = (tile: string, letter: string, voice: string) =>
  svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${tile}"/>` +
      `<path d="M9 22V10h9M9 16h7" stroke="${letter}" stroke-width="3" stroke-linecap="round" fill="none"/>` +
      `<path d="M21 17.5v3M24 14.5v9M27 16.5v5" stroke="${voice}" stroke-width="2.2" stroke-linecap="round"/></svg>`,
  );

/** Bars of the wave along the bottom edge: as many as fill the width at the heroes' 40 px-high track, scaled up. */
const trackBars = 100;
const trackHeight = 64;
const trackWidth = Math.round((waveBoxWidth(trackBars) / waveGrid.boxHeight) * trackHeight);

/**
 * Draws a page's share image in the site's motif: the company mark on top, label (after the voice's mark)
 * and title on the brand gradient, and the wave of every hero along the bottom edge.
 */
export async function renderShareImage(card: ShareCard, assets: ShareImageAssets): Promise<Uint8Array<ArrayBuffer>> {
  const colour = (name: string) => {
    const value = assets.colours.get(name);
    if (!value) throw new Error(`Share image: no colour token "${name}" in src/styles/global.css`);
    return value;
  };
  const titleSize = card.title.length > 40 ? 64 : 76;

  const content = box(
    {
      position: 'absolute',
      inset: 0,
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px 128px',
    },
    [
      box({ alignItems: 'center', gap: 20 }, [
        {
          type: 'img',
          props: { src: logoMark(colour('white'), colour('brand-700'), colour('accent-500')), width: 64, height: 64 },
        },
        box({ fontSize: 36, fontWeight: 700 }, assets.companyName),
      ]),
      box({ flexDirection: 'column', maxWidth: 800 }, [
        box({ alignItems: 'center', gap: 16 }, [
          { type: 'img', props: { src: svgUri(waveSvg(5, colour('accent-200'))), width: 30, height: 30 } },
          box(
            {
              fontSize: 28,
              fontWeight: 700,
              letterSpacing: 2,
              textTransform: 'uppercase',
              color: colour('accent-200'),
            },
            card.label,
          ),
        ]),
        box({ marginTop: 20, fontSize: titleSize, fontWeight: 700, lineHeight: 1.08, letterSpacing: -1.5 }, card.title),
      ]),
      box({ fontSize: 28, color: colour('brand-100') }, `${assets.host} · Book et møde`),
    ],
  );
  const track: Node = {
    type: 'img',
    props: {
      src: svgUri(waveSvg(trackBars, colour('white'), 0.38)),
      width: trackWidth,
      height: trackHeight,
      style: { position: 'absolute', left: 0, bottom: 28, opacity: trackOpacity },
    },
  };

  const tree = box(
    {
      position: 'relative',
      width: '100%',
      height: '100%',
      fontFamily: 'Inter',
      color: colour('white'),
      backgroundImage: `linear-gradient(135deg, ${colour('brand-700')}, ${colour('brand-950')})`,
    },
    [track, content],
  );

  const svg = await satori(tree as Parameters<typeof satori>[0], {
    ...SHARE_IMAGE,
    fonts: [
      { name: 'Inter', data: assets.fonts.regular, weight: 400, style: 'normal' },
      { name: 'Inter', data: assets.fonts.bold, weight: 700, style: 'normal' },
    ],
  });
  // A copy on a plain ArrayBuffer: what a Response body accepts.
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_IMAGE.width } }).render().asPng());
}
