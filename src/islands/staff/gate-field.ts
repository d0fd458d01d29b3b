import { cn } from '../../lib/cn';

/** A text field on the login gate, with the danger border while the server's answer says it is wrong. */
export const gateFieldClass = (invalid: boolean): string =>
  cn(
    'mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm',
    'focus-visible:border-brand-500',
    invalid ? 'border-danger-600' : 'border-line',
  );
