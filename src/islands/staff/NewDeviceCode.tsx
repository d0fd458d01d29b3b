import { useStore } from '@nanostores/react';
import { KeyRound } from 'lucide-react';
import { buttonClass } from '../../lib/button-styles';
import { formatClockTime } from '../../lib/format-time';
import { $newDeviceCode, askNewDeviceCode } from '../../stores/staff-device-code';

/**
 * `Ny enhed` on the dashboard: a one-time code that lets a new computer or phone log in once, also
 * while the login is paused for new devices (docs/product.md#staff-login).
 */
export default function NewDeviceCode() {
  const { asking, answer, error } = useStore($newDeviceCode);
  return (
    <section aria-labelledby="staff-device-title">
      <h2 id="staff-device-title" className="text-2xl font-bold tracking-tight">
        Ny enhed
      </h2>
      <p className="mt-2 text-ink-muted">
        Skal en ny computer eller telefon logge ind, mens login er sat på pause for nye enheder? Lav en engangskode, og
        skriv den i feltet Engangskode på den nye enhed. Koden virker én gang i 10 minutter.
      </p>
      <button
        type="button"
        onClick={() => void askNewDeviceCode()}
        disabled={asking}
        className={`${buttonClass('secondary', 'md')} mt-4`}
      >
        <KeyRound className="size-4" aria-hidden="true" />
        {asking ? 'Laver engangskode …' : 'Lav engangskode'}
      </button>
      <div role="status" className="mt-4">
        {answer && (
          <p className="rounded-xl border border-line bg-surface-muted p-4">
            Engangskode: <strong className="font-mono text-xl tracking-widest">{answer.code}</strong>
            <span className="block text-sm text-ink-muted">
              Virker én gang, til kl. <span className="tabular-nums">{formatClockTime(answer.expiresAt)}</span>.
            </span>
          </p>
        )}
      </div>
      {error && (
        <p
          role="alert"
          className="mt-4 rounded-xl border border-danger-600 bg-white p-4 text-sm font-semibold text-danger-700"
        >
          {error}
        </p>
      )}
    </section>
  );
}
