import { islandReadyMarker } from '../../directives/island-ready';
import { useHydrated } from '../shared/useHydrated';
import type { DemoLinks } from './links';
import { LivePhone } from './LivePhone';
import { createNotSetUpAdapter, createVapiAdapter, type VoiceAdapterFactory } from './voice-adapter';

interface Props {
  agentName: string;
  /** `PUBLIC_VAPI_PUBLIC_KEY` and `PUBLIC_VAPI_ASSISTANT_ID`; empty where the demo is not set up. */
  publicKey?: string;
  assistantId?: string;
  /** The company's phone, the booking page and the privacy policy, from the site config. */
  links: DemoLinks;
  /**
   * `PUBLIC_STAFF_API_URL`: asked whether the agent takes calls when the visitor presses call, with
   * or without a provider key; '' where the build has none (`defaultAvailable` then decides).
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
      {/* Without a key the phone still asks the staff API: an agent switched off gets the staged call. */}
      <LivePhone
        agentName={agentName}
        config={{ publicKey, assistantId }}
        createAdapter={configured ? createAdapter : createNotSetUpAdapter}
        links={links}
        availability={{ staffApiUrl, defaultAvailable }}
      />
    </div>
  );
}
