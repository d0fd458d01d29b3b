import { useMemo } from 'react';
import { islandReadyMarker } from '../../directives/island-ready';
import { providerMode } from '../../lib/demo/answer-latency';
import type { ChatSuggestion } from '../../lib/demo/chat-suggestions';
import { useHydrated } from '../shared/useHydrated';
import type { ChatProvider, ChatSender } from './chat-adapter';
import { lazyChatSender } from './lazy-chat-sender';
import type { DemoLinks } from './links';
import { LivePhone, type Captions } from './LivePhone';
import type { DemoTexts } from './texts';
import { createNotSetUpAdapter, createVapiAdapter, type VoiceAdapterFactory } from './voice-adapter';

interface Props {
  agentName: string;
  /** `PUBLIC_VAPI_PUBLIC_KEY` and `PUBLIC_VAPI_ASSISTANT_ID`; empty where the demo is not set up. */
  publicKey?: string;
  assistantId?: string;
  /** `PUBLIC_VAPI_API_URL`: the provider's API host, for the call and the chat alike. */
  apiUrl?: string;
  /**
   * The provider is the local backend's chat stand-in (`npm start`), which takes no calls: the phone opens on
   * writing, and its call says from the first paint that the live demo is not set up (docs/product.md#demo-not-set-up).
   */
  chatOnly?: boolean;
  /** The company's phone, the booking page and the privacy policy, from the site config. */
  links: DemoLinks;
  /**
   * `PUBLIC_STAFF_API_URL`: asked whether the agent takes calls when the visitor presses call or sends
   * a conversation's first message, with or without a provider key; '' where the build has none
   * (`defaultAvailable` then decides).
   */
  staffApiUrl?: string;
  /** The agent's configured default availability, used when the staff API does not answer in time. */
  defaultAvailable?: boolean;
  /** `Det kan du prøve`, each with the first message it sends. */
  suggestions?: readonly ChatSuggestion[];
  /** Tests pass fakes; the page uses the real provider. */
  createAdapter?: VoiceAdapterFactory;
  createSender?: (provider: ChatProvider) => ChatSender;
  /** When the captions card under the phone shows (LivePhone). */
  captions?: Captions;
  /** The phones' size at every width, where the whole phone must stand in a hero's first screen (LivePhone). */
  compact?: boolean;
  /** The agent's avatar as the page inlines it (PhoneFrame). */
  avatarSrc?: string;
  /** The phone's and the chat's words, from content/pages/demo.yaml (./texts.ts). */
  texts: DemoTexts;
}

/** The voice demo: a phone the visitor calls or writes to the agent from, with the call's captions underneath. */
export default function DemoPhone({
  agentName,
  publicKey = '',
  assistantId = '',
  apiUrl = 'https://api.vapi.ai',
  chatOnly = false,
  links,
  staffApiUrl = '',
  defaultAvailable = true,
  suggestions = [],
  createAdapter = createVapiAdapter,
  createSender = lazyChatSender,
  captions,
  compact,
  avatarSrc,
  texts,
}: Props) {
  const configured = publicKey.trim() !== '' && assistantId.trim() !== '';
  const sender = useMemo(
    () => (configured ? createSender({ apiUrl, publicKey, assistantId }) : null),
    [configured, createSender, apiUrl, publicKey, assistantId],
  );
  // Tells client:intent the phone can take a call, so a tap made while it loaded is replayed now.
  const hydrated = useHydrated();
  // Where no call can be made here, the phone says so from its first paint and offers writing first.
  const callSetUp = configured && !chatOnly;
  return (
    <div className="mx-auto w-full max-w-sm" {...islandReadyMarker(hydrated)}>
      <LivePhone
        agentName={agentName}
        config={{ publicKey, assistantId, apiUrl }}
        createAdapter={callSetUp ? createAdapter : createNotSetUpAdapter}
        callSetUp={callSetUp}
        links={links}
        availability={{ staffApiUrl, defaultAvailable }}
        chat={{ sender, suggestions, measured: !chatOnly && providerMode(apiUrl) === 'provider' }}
        captions={captions}
        compact={compact}
        avatarSrc={avatarSrc}
        texts={texts}
      />
    </div>
  );
}
