/**
 * A decorative icon: one stroked path in a 24 × 24 box (shapes from Lucide, ISC licence). Each
 * illustration keeps the paths it draws, so none ships another's icons; an icon library's runtime
 * would cost each illustration more than its own code.
 */
interface Props {
  /** The path, e.g. `M5 12h14`. */
  d: string;
  size?: number;
  strokeWidth?: number;
  className?: string;
}

/** A decorative icon: the text beside it always says what it means. */
export function Glyph({ d, size = 16, strokeWidth = 2, className }: Props) {
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
      <path d={d} />
    </svg>
  );
}
