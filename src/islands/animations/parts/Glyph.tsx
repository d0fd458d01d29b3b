/**
 * The few icons the illustrations draw, each as one stroked path (shapes from Lucide, ISC licence).
 * An icon library's runtime would cost each illustration more than its own code.
 */
const glyphs = {
  arrowDown: 'M12 5v14m7-7-7 7-7-7',
  arrowRight: 'M5 12h14m-7-7 7 7-7 7',
  arrowDownRight: 'm7 7 10 10M17 7v10H7',
  arrowUpRight: 'M7 7h10v10M7 17 17 7',
  minus: 'M5 12h14',
  check: 'M20 6 9 17l-5-5',
  circleCheck: 'M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0m14-3-5.5 5.5L8 12',
  circleDashed:
    'M10.1 2.182a10 10 0 0 1 3.8 0M13.9 21.818a10 10 0 0 1-3.8 0M17.609 3.721a10 10 0 0 1 2.69 2.7M2.182 13.9a10 10 0 0 1 0-3.8M20.279 17.609a10 10 0 0 1-2.7 2.69M21.818 10.1a10 10 0 0 1 0 3.8M3.721 6.391a10 10 0 0 1 2.7-2.69M6.391 20.279a10 10 0 0 1-2.69-2.7',
  loader: 'M12 2v4m4.2 1.8 2.9-2.9M18 12h4m-5.8 4.2 2.9 2.9M12 18v4m-7.1-2.9 2.9-2.9M2 12h4M4.9 4.9l2.9 2.9',
  zap: 'M15.914 4a1.5 1.5 0 0 0-2.474-1.561l-9 9A1.5 1.5 0 0 0 5.5 14h4.002a.5.5 0 0 1 .471.666L8.086 20a1.5 1.5 0 0 0 2.475 1.56l9-9A1.5 1.5 0 0 0 18.5 10h-3.997a.5.5 0 0 1-.472-.667z',
  rotateCcw: 'M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8M3 3v5h5',
  shoppingCart:
    'm2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25M16 20a2 2 0 1 0 4 0a2 2 0 1 0-4 0M6 20a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  trendingUp: 'M16 7h6v6m0-6-8.5 8.5-5-5L2 17',
  users:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M16 3.128a4 4 0 0 1 0 7.744M22 21v-2a4 4 0 0 0-3-3.87M5 7a4 4 0 1 0 8 0a4 4 0 1 0-8 0',
  wallet:
    'M19 7V4a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v4h-3a2 2 0 0 0 0 4h3a1 1 0 0 0 1-1v-2a1 1 0 0 0-1-1M3 5v14a2 2 0 0 0 2 2h15a1 1 0 0 0 1-1v-4',
} as const;

export type GlyphName = keyof typeof glyphs;

interface Props {
  name: GlyphName;
  size?: number;
  strokeWidth?: number;
  className?: string;
}

/** A decorative icon: the text beside it always says what it means. */
export function Glyph({ name, size = 16, strokeWidth = 2, className }: Props) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={glyphs[name]} />
    </svg>
  );
}
