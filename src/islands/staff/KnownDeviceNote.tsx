import { buttonClass } from '../../lib/button-styles';
import type { GateTexts } from './gate-texts';

interface Props {
  known: boolean;
  /** `Glem denne enhed` was just pressed: said once in the live region. */
  forgotten: boolean;
  onForget: () => void;
  texts: Pick<GateTexts, 'knownDevice' | 'forgetDevice' | 'forgotten'>;
}

/**
 * Under the login form: whether this browser is a known device, and `Glem denne enhed` for a
 * browser others use too (docs/product.md#staff-login). `Log ud` keeps the device; only this forgets it.
 */
export default function KnownDeviceNote({ known, forgotten, onForget, texts }: Props) {
  return (
    <div className="mt-6 text-sm">
      {/* Always rendered, so a screen reader hears the line that appears once the device is forgotten. */}
      <p role="status" className="font-semibold">
        {forgotten ? texts.forgotten : ''}
      </p>
      {known && (
        <div className="border-t border-line pt-4">
          <p id="staff-known-device" className="text-ink-muted">
            {texts.knownDevice}
          </p>
          <button
            type="button"
            onClick={onForget}
            aria-describedby="staff-known-device"
            className={`${buttonClass('secondary', 'sm')} mt-3`}
          >
            {texts.forgetDevice}
          </button>
        </div>
      )}
    </div>
  );
}
