import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import { buttonClass } from '../../lib/button-styles';
import { cn } from '../../lib/cn';
import { $login, logIn } from '../../stores/staff';
import GateCard from './GateCard';

interface Props {
  /** False until the island has read session storage; a submit does nothing until then. */
  ready: boolean;
  /** True right after logging out or a refused token: focus moves to the field. */
  focusOnMount: boolean;
  /** Why the visitor is back at the gate, e.g. `Din session er udløbet. Log ind igen.` */
  notice: string | null;
}

/**
 * The password form: the staff API checks the password and keeps the lock
 * (docs/product.md#staff-panel); this form only reports what it answered.
 */
export default function LoginGate({ ready, focusOnMount, notice }: Props) {
  const { checking, error } = useStore($login);
  const inputRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const noticeId = useId();

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || checking) return;
    // Read from the field itself: it is uncontrolled, so what was typed before hydration counts too.
    await logIn(inputRef.current?.value ?? '');
    if ($login.get().error) inputRef.current?.select();
  }

  const describedBy = [notice && noticeId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <GateCard>
      {notice && (
        <p
          id={noticeId}
          role="alert"
          className="mt-4 rounded-xl border border-warning-300 bg-warning-50 p-4 text-sm font-semibold"
        >
          {notice}
        </p>
      )}
      <p className="mt-4 text-ink-muted">Indtast medarbejderadgangskoden for at åbne panelet.</p>
      <form className="mt-6" onSubmit={handleSubmit}>
        <label htmlFor="staff-password" className="block font-semibold">
          Adgangskode
        </label>
        {/* No name attribute: if the form were ever submitted without JavaScript, the password stays out of the URL. */}
        <input
          ref={inputRef}
          id="staff-password"
          type="password"
          autoComplete="current-password"
          required
          readOnly={checking}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm',
            'focus-visible:border-brand-500',
            error ? 'border-danger-600' : 'border-line',
          )}
        />
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger-700">
            {error.text}
            {error.detail && <span className="font-normal text-ink-muted"> – {error.detail}</span>}
          </p>
        )}
        <button type="submit" disabled={checking} className={cn(buttonClass('primary', 'md'), 'mt-6 w-full')}>
          {checking ? 'Kontrollerer …' : 'Log ind'}
        </button>
      </form>
    </GateCard>
  );
}
