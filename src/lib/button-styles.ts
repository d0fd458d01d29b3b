/** Button variants as one typed map, shared by Astro links and React islands. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark' | 'outlineOnDark';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 no-underline';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  secondary: 'border border-brand-200 bg-white text-brand-800 hover:border-brand-300 hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
  onDark: 'bg-white text-brand-900 shadow-sm hover:bg-brand-50',
  outlineOnDark: 'border border-white/60 text-white hover:bg-white/10',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5 text-base',
  lg: 'px-7 py-3.5 text-lg',
};

export const buttonClass = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md'): string =>
  `${base} ${variants[variant]} ${sizes[size]}`;
