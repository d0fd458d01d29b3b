/** Theme colours a service gradient may use, and their Tailwind classes spelled out in full. */
export const gradientColors = [
  'brand',
  'accent',
  'sky',
  'indigo',
  'violet',
  'emerald',
  'amber',
  'rose',
  'cyan',
] as const;
export type GradientColor = (typeof gradientColors)[number];

export const gradientFrom: Record<GradientColor, string> = {
  brand: 'from-brand-700',
  accent: 'from-accent-600',
  sky: 'from-sky-700',
  indigo: 'from-indigo-700',
  violet: 'from-violet-700',
  emerald: 'from-emerald-700',
  amber: 'from-amber-700',
  rose: 'from-rose-700',
  cyan: 'from-cyan-700',
};

export const gradientTo: Record<GradientColor, string> = {
  brand: 'to-brand-900',
  accent: 'to-accent-800',
  sky: 'to-sky-900',
  indigo: 'to-indigo-900',
  violet: 'to-violet-900',
  emerald: 'to-emerald-900',
  amber: 'to-amber-900',
  rose: 'to-rose-900',
  cyan: 'to-cyan-900',
};
