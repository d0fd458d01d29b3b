import { islandReadyMarker } from '../../directives/island-ready';
import { useHydrated } from '../shared/useHydrated';
import type { DemoLinks } from './links';
import { LivePhone } from './LivePhone';
import { NotConfigured } from './NotConfigured';
import { PhoneFrame } from './PhoneFrame';
import { createVapiAdapter, type VoiceAdapterFactory } from './voice-adapter';

interface Props {
  agentName: string;
  /** `PUBLIC_VAPI_PUBLIC_KEY` and `PUBLIC_VAPI_ASSISTANT_ID`; empty where the demo is not set up. */
  publicKey?: string;
  assistantId?: string;
  /** The company's phone, the booking page and the privacy policy, from the site config. */
  links: DemoLinks;
  /**
   * `PUBLIC_STAFF_API_URL`: asked whether the agent takes calls when the visitor presses call; ''
   * means the browser-only preview, where this browser's agents store decides.
   */
  staffApiUrl?: string;
  /** The agent's configured default availability, used when the staff API does not answer in time. */
  defaultAvailable?: boolean;
  /** Tests pass a fake; the page uses the real provider. */
  createAdapter?: VoiceAdapterFactory;
}

/** The voice demo: a phone the visitor calls the agent from, with live captions underneath. */
export default function DemoPhone({
  agentName,
  publicKey = '',
  assistantId = '',
  links,
  staffApiUrl = '',
  defaultAvailable = true,
  createAdapter = createVapiAdapter,
}: Props) {
  const configured = publicKey.trim() !== '' && assistantId.trim() !== '';
  // Tells client:intent the phone can take a call, so a tap made while it loaded is replayed now.
  const hydrated = useHydrated();
  return (
    <div className="mx-auto w-full max-w-sm" {...islandReadyMarker(hydrated)}>
      {configured ? (
        <LivePhone
          agentName={agentName}
          config={{ publicKey, assistantId }}
          createAdapter={createAdapter}
          links={links}
          availability={{ staffApiUrl, defaultAvailable }}
        />
      ) : (
        <PhoneFrame agentName={agentName}>
          <div className="mt-8">
            <NotConfigured agentName={agentName} bookingHref={links.bookingHref} />
          </div>
        </PhoneFrame>
      )}
    </div>
  );
}
