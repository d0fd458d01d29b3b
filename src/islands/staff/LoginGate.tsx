import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { buttonClass } from '../../lib/button-styles';
import { cn } from '../../lib/cn';
import {
  attemptsLeft,
  initialLoginLock,
  isLocked,
  LOCK_DURATION_MS,
  lockSecondsLeft,
  nextLoginLock,
  type LoginLockEvent,
} from '../../lib/staff/login-lock';
import { verifyPassword } from '../../lib/staff/password-hash.js';
import { useInterval } from '../shared/useInterval';
import GateCard from './GateCard';
import { onLoginLockChange, readLoginLock, saveLoginLock } from './staff-storage';

interface Props {
  passwordHash: string;
  /** False until the island has read session storage; a submit does nothing until then. */
  ready: boolean;
  /** True right after logging out: focus moves to the field, which replaced the dashboard. */
  focusOnMount: boolean;
  onSuccess: () => void;
}

/** The password form: checks with Web Crypto, reports a wrong password and locks after five. */
export default function LoginGate({ passwordHash, ready, focusOnMount, onSuccess }: Props) {
  const [wrong, setWrong] = useState(false);
  const [checking, setChecking] = useState(false);
  const [unsupported, setUnsupported] = useState(false);
  const [lock, setLock] = useState(initialLoginLock);
  const [now, setNow] = useState(() => Date.now());
  const inputRef = useRef<HTMLInputElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const errorId = useId();
  const lockId = useId();
  const locked = isLocked(lock, now);
  const secondsLeft = lockSecondsLeft(lock, now);

  useEffect(() => {
    setLock(readLoginLock() ?? initialLoginLock);
    setNow(Date.now());
    // Another tab may lock the field, or open it again.
    return onLoginLockChange((stored) => {
      setLock(stored);
      setNow(Date.now());
    });
  }, []);

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  // From the stored lock, so guesses in every tab count towards one lock; this tab's copy when
  // nothing is stored (storage cleared or refused), so clearing it does not lift the lock here.
  function apply(event: LoginLockEvent) {
    const next = nextLoginLock(readLoginLock() ?? lock, event);
    saveLoginLock(next);
    setLock(next);
  }

  // A quarter-second tick keeps the whole-second countdown from skipping or repeating a number.
  useInterval(
    () => {
      const tick = Date.now();
      setNow(tick);
      apply({ type: 'tick', now: tick });
    },
    250,
    lock.lockedUntil !== null,
  );

  // Disabling the focused field drops focus to the page; keep it on the notice, then bring it back.
  // A lock found on arrival (kept from a reload) leaves focus alone: only a lock caused here moves it.
  const wasLocked = useRef(false);
  const failedHere = useRef(false);
  useEffect(() => {
    if (locked && failedHere.current) noticeRef.current?.focus();
    else if (!locked && wasLocked.current) {
      setWrong(false);
      // The notice just vanished; if focus went with it, put it where the next attempt starts.
      if (document.activeElement === document.body) inputRef.current?.focus();
    }
    wasLocked.current = locked;
  }, [locked]);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || checking || isLocked(lock, Date.now())) return;
    setChecking(true);
    setUnsupported(false);
    let correct: boolean;
    try {
      // Read from the field itself: it is uncontrolled, so what was typed before hydration counts too.
      correct = await verifyPassword(inputRef.current?.value ?? '', passwordHash);
    } catch {
      // Web Crypto exists only on https (and localhost); a plain-http deployment lands here.
      setChecking(false);
      setUnsupported(true);
      return;
    }
    setChecking(false);
    if (correct) {
      apply({ type: 'succeeded' });
      onSuccess();
      return;
    }
    const failedAt = Date.now();
    setNow(failedAt);
    failedHere.current = true;
    apply({ type: 'failed', now: failedAt });
    setWrong(true);
    inputRef.current?.select();
  }

  const describedBy = [wrong && errorId, locked && lockId].filter(Boolean).join(' ') || undefined;

  return (
    <GateCard>
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
          disabled={locked}
          readOnly={checking}
          aria-invalid={wrong || undefined}
          aria-describedby={describedBy}
          className={cn(
            'mt-2 block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm',
            'focus-visible:border-brand-500 disabled:cursor-not-allowed disabled:bg-surface-muted',
            wrong ? 'border-danger-600' : 'border-line',
          )}
        />
        {wrong && (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger-700">
            Forkert adgangskode
            {!locked && <span className="font-normal text-ink-muted"> – {attemptsLeftText(attemptsLeft(lock))}</span>}
          </p>
        )}
        {unsupported && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
            Browseren kan ikke kontrollere adgangskoden her. Panelet kræver en sikker forbindelse (https).
          </p>
        )}
        {locked && (
          <div
            ref={noticeRef}
            id={lockId}
            tabIndex={-1}
            className="mt-4 rounded-xl border border-warning-300 bg-warning-50 p-4 text-sm text-ink"
          >
            <p role="alert" className="font-semibold">
              For mange forkerte forsøg. Feltet er låst i {LOCK_DURATION_MS / 1000} sekunder.
            </p>
            {/* The countdown is not live: a screen reader would otherwise hear every second. */}
            <p className="mt-1">
              Prøv igen om <span className="font-semibold tabular-nums">{secondsLeft}</span> sekunder.
            </p>
          </div>
        )}
        <button type="submit" disabled={checking || locked} className={cn(buttonClass('primary', 'md'), 'mt-6 w-full')}>
          {checking ? 'Kontrollerer …' : 'Log ind'}
        </button>
      </form>
    </GateCard>
  );
}

function attemptsLeftText(left: number): string {
  return left === 1 ? 'ét forsøg tilbage, før feltet låses' : `${left} forsøg tilbage, før feltet låses`;
}
