import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** The attributes that tie a control to its label, hint and error message. */
export interface FieldControlProps {
  id: string;
  required: boolean;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  className: string;
}

interface Props {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  /** Text under the control, read with it (e.g. the message counter). */
  hint?: ReactNode;
  /** Announce the error when it appears, for a message shown while the visitor edits rather than on submit. */
  announce?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

// Inputs and the select share one height (browsers draw a select shorter), so side-by-side errors line up.
const controlClass =
  'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm transition-colors placeholder:text-ink-muted focus:border-brand-500 disabled:bg-surface-muted [&:is(input,select)]:h-12.5';

/** One labelled form control with its Danish error message beside it. */
export function BookingField({ id, label, required = false, error, hint, announce, className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-fejl` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-brand-700">
            *
          </span>
        )}
      </label>
      {children({
        id,
        required,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        className: cn(controlClass, error ? 'border-danger-600' : 'border-line hover:border-brand-300'),
      })}
      {error && (
        <p id={errorId} role={announce ? 'alert' : undefined} className="mt-1.5 text-sm font-medium text-danger-700">
          <span aria-hidden="true">! </span>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      )}
    </div>
  );
}
