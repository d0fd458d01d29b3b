import { useMemo, useRef } from 'react';
import { islandReadyMarker } from '../../directives/island-ready';
import type { ChatSuggestion } from '../../lib/demo/chat-suggestions';
import { providerMode } from '../../lib/demo/answer-latency';
import { findVoiceAgent } from '../../lib/voice-agents.mjs';
import { useHydrated } from '../shared/useHydrated';
import type { ChatProvider, ChatSender } from './chat-adapter';
import { ChatPanel } from './ChatPanel';
import { lazyChatSender } from './lazy-chat-sender';
import type { DemoLinks } from './links';
import { useDemoChat } from './useDemoChat';
import type { AvailabilitySource } from './availability';
import type { ChatDemoTexts } from './texts';

interface Props {
  agentName: string;
  /** `PUBLIC_VAPI_API_URL`, `PUBLIC_VAPI_PUBLIC_KEY` and `PUBLIC_VAPI_ASSISTANT_ID`; key and id empty where not set up. */
  provider: ChatProvider;
  links: DemoLinks;
  availability: AvailabilitySource;
  suggestions: readonly ChatSuggestion[];
  /** Tests pass a fake; the page uses the provider's chat. */
  createSender?: (provider: ChatProvider) => ChatSender;
  /** The chat's words, from content/pages/demo.yaml (./texts.ts). */
  texts: ChatDemoTexts;
}

/** The chatbot to try on its own page: a written conversation with the demo agent (docs/product.md#demo-chat). */
export default function ChatDemo({
  agentName,
  provider,
  links,
  availability,
  suggestions,
  createSender = lazyChatSender,
  texts,
}: Props) {
  const sender = useMemo(() => createSender(provider), [createSender, provider]);
  const chat = useDemoChat(agentName, sender, availability, providerMode(provider.apiUrl) === 'provider');
  const configured = provider.publicKey.trim() !== '' && provider.assistantId.trim() !== '';
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const hydrated = useHydrated();
  return (
    <div
      className="on-dark flex h-[32rem] w-full max-w-md flex-col rounded-[2rem] border-[6px] border-ink bg-gradient-to-b from-brand-900 to-brand-950 px-4 pt-4 pb-4 text-white shadow-2xl"
      {...islandReadyMarker(hydrated)}
    >
      <div className="mb-3 flex items-center gap-3 border-b border-white/15 pb-4 text-left">
        <img
          src={findVoiceAgent(agentName)?.avatar ?? '/favicon.svg'}
          alt=""
          width={40}
          height={40}
          className="size-10 rounded-full ring-2 ring-white/15"
        />
        <div>
          <p className="font-bold">{agentName}</p>
          <p className="text-xs text-white/75">{texts.chat.role}</p>
        </div>
      </div>
      <div className="min-h-0 flex-1">
        <ChatPanel
          agentName={agentName}
          chat={configured ? chat : null}
          links={links}
          suggestions={suggestions}
          inputRef={inputRef}
          texts={texts}
        />
      </div>
    </div>
  );
}
