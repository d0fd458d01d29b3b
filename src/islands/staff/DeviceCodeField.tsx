import { useEffect, useId, type RefObject } from 'react';
import { DEVICE_CODE_MAX_INPUT } from '../../lib/staff/device-contract.mjs';
import { gateFieldClass } from './gate-field';
import type { GateTexts } from './gate-texts';

interface Props {
  inputRef: RefObject<HTMLInputElement | null>;
  /** What is wrong with the typed code, e.g. that the server knows no such code. */
  error: string | null;
  readOnly: boolean;
  /** The employee asked for the field: focus moves into it. Offered after a pause, it does not. */
  focusOnMount: boolean;
  texts: Pick<GateTexts, 'code' | 'codeHint'>;
}

/**
 * The one-time code a new device logs in with while the login is paused for new devices
 * (docs/product.md#staff-login). Uncontrolled like the password: the gate reads it on submit.
 */
export default function DeviceCodeField({ inputRef, error, readOnly, focusOnMount, texts }: Props) {
  const hintId = useId();
  const errorId = useId();

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount, inputRef]);

  return (
    <div className="mt-5">
      <label htmlFor="staff-device-code" className="block font-semibold">
        {texts.code}
      </label>
      <p id={hintId} className="mt-1 text-sm text-ink-muted">
        {texts.codeHint}
      </p>
      <input
        ref={inputRef}
        id="staff-device-code"
        type="text"
        maxLength={DEVICE_CODE_MAX_INPUT}
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        className={gateFieldClass(error !== null)}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
