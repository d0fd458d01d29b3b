import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { buttonClass } from '../../lib/button-styles';
import { cn } from '../../lib/cn';
import { $login, logIn, offerDeviceCode } from '../../stores/staff';
import { $knownDevice, forgetThisDevice } from '../../stores/staff-device';
import DeviceCodeField from './DeviceCodeField';
import GateCard from './GateCard';
import type { GateTexts } from './gate-texts';
import KnownDeviceNote from './KnownDeviceNote';
import { gateFieldClass } from './gate-field';

interface Props {
  /** False until the island has read session storage; a submit does nothing until then. */
  ready: boolean;
  /** True right after logging out or a refused token: focus moves to the field. */
  focusOnMount: boolean;
  /** Why the visitor is back at the gate, e.g. `Din session er udløbet. Log ind igen.` */
  notice: string | null;
  texts: GateTexts;
}

/**
 * The password form: the staff API checks the password and keeps the lock
 * (docs/product.md#staff-login); this form only reports what it answered. A browser the server
 * does not know as a device can add a one-time code, which gets it past a pause for new devices.
 */
export default function LoginGate({ ready, focusOnMount, notice, texts }: Props) {
  const { checking, error, codeOffered, codeError } = useStore($login);
  const { known, forgotten } = useStore($knownDevice);
  const inputRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const [codeAskedFor, setCodeAskedFor] = useState(false);
  const errorId = useId();
  const noticeId = useId();

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready || checking) return;
    // Read from the fields themselves: they are uncontrolled, so what was typed before hydration counts too.
    await logIn(inputRef.current?.value ?? '', codeRef.current?.value ?? '');
    const after = $login.get();
    if (after.codeError) codeRef.current?.select();
    else if (after.error) inputRef.current?.select();
  }

  function askForCode() {
    setCodeAskedFor(true);
    offerDeviceCode();
  }

  function forgetDevice() {
    forgetThisDevice(true);
    // The button just vanished: focus goes on to the next thing to do.
    inputRef.current?.focus();
  }

  const describedBy = [notice && noticeId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <GateCard title={texts.title}>
      {notice && (
        <p
          id={noticeId}
          role="alert"
          className="mt-4 rounded-xl border border-warning-300 bg-warning-50 p-4 text-sm font-semibold"
        >
          {notice}
        </p>
      )}
      <p className="mt-4 text-ink-muted">{texts.intro}</p>
      <form className="mt-6" onSubmit={handleSubmit}>
        <label htmlFor="staff-password" className="block font-semibold">
          {texts.password}
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
          className={gateFieldClass(error !== null)}
        />
        {error && (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger-700">
            {error.text}
            {error.detail && <span className="font-normal text-ink-muted"> – {error.detail}</span>}
          </p>
        )}
        {codeOffered ? (
          <DeviceCodeField
            inputRef={codeRef}
            error={codeError}
            readOnly={checking}
            focusOnMount={codeAskedFor}
            texts={texts}
          />
        ) : (
          !known && (
            <button
              type="button"
              onClick={askForCode}
              className="mt-4 block rounded-sm text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {texts.askCode}
            </button>
          )
        )}
        <button type="submit" disabled={checking} className={cn(buttonClass('primary', 'md'), 'mt-6 w-full')}>
          {checking ? texts.checking : texts.submit}
        </button>
      </form>
      <KnownDeviceNote known={known} forgotten={forgotten} onForget={forgetDevice} texts={texts} />
    </GateCard>
  );
}
