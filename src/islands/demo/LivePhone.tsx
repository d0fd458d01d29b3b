import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import type { ChatSuggestion } from '../../lib/demo/chat-suggestions';
import type { ChatSender } from './chat-adapter';
import { CallView } from './CallView';
import { ChatPanel } from './ChatPanel';
import type { DemoLinks } from './links';
import { fill } from '../../lib/placeholders';
import { PhoneFrame } from './PhoneFrame';
import type { DemoTexts } from './texts';
import { Transcript } from './Transcript';
import type { AvailabilitySource } from './availability';
import { useDemoCall } from './useDemoCall';
import { useDemoChat } from './useDemoChat';
import type { VoiceAdapterFactory, VoiceConfig } from './voice-adapter';
import { WaySwitch, wayTabId, type Way } from './WaySwitch';

export interface ChatSetup {
  /** The provider's chat; null where writing is not set up (no key or assistant id). */
  sender: ChatSender | null;
  suggestions: readonly ChatSuggestion[];
  /** Whether the time to each answer is measured and shown: the real provider only, never the local stand-in. */
  measured: boolean;
}

interface Props {
  agentName: string;
  config: VoiceConfig;
  createAdapter: VoiceAdapterFactory;
  /**
   * Whether this build can make a call (a provider key and assistant id, and a provider that takes calls). Where it
   * cannot, the call is shown as not set up from the first paint, its button off, and the phone opens on `Skriv`
   * where writing works.
   */
  callSetUp?: boolean;
  links: DemoLinks;
  availability: AvailabilitySource;
  chat: ChatSetup;
  /**
   * `always` (on `/demo`, the captions card waits under the phone) or `once-called` (in the home hero, where an
   * empty card before any call would only make the hero taller; it appears when the first call starts).
   */
  captions?: Captions;
  /** The phones' size at every width (PhoneFrame), for a hero where the whole phone must be in the first screen. */
  compact?: boolean;
  /** The agent's avatar as the page inlines it (PhoneFrame). */
  avatarSrc?: string;
  texts: DemoTexts;
}

export type Captions = 'always' | 'once-called';

const noSender: ChatSender = async () => undefined;

/**
 * The phone with its two ways, `Ring` (the call, with captions under the phone) and `Skriv` (a
 * written conversation on the phone's screen). The call's view always takes its place, drawn
 * invisibly under the conversation, so the phone keeps one size whichever way is chosen.
 */
export function LivePhone({
  agentName,
  config,
  createAdapter,
  callSetUp = true,
  links,
  availability,
  chat: setup,
  captions = 'always',
  compact = false,
  avatarSrc,
  texts,
}: Props) {
  const call = useDemoCall(agentName, config, createAdapter, availability);
  const chat = useDemoChat(agentName, setup.sender ?? noSender, availability, setup.measured);
  const [way, setWay] = useState<Way>(callSetUp || !setup.sender ? 'call' : 'chat');
  const panelIds: Record<Way, string> = { call: useId(), chat: useId() };
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const focusField = useRef(false);
  const inCall = call.state.status === 'connecting' || call.state.status === 'connected';

  useEffect(() => {
    if (way === 'chat' && focusField.current) inputRef.current?.focus({ preventScroll: true });
    focusField.current = false;
  }, [way]);

  const startWriting = (suggestion: ChatSuggestion) => {
    if (setup.sender) chat.send(suggestion.message);
    focusField.current = true;
    setWay('chat');
  };

  const chatShown = way === 'chat';
  // No captions card waits for a call this build cannot make.
  const captionsShown =
    callSetUp && (captions === 'always' || call.state.status !== 'idle' || call.state.transcript.length > 0);
  return (
    <>
      <PhoneFrame
        agentName={agentName}
        avatarSrc={avatarSrc}
        role={texts.phone.role}
        compact={compact}
        top={
          <WaySwitch
            label={fill(texts.phone.waysLabel, { agent: agentName })}
            tabs={{ call: texts.phone.callTab, chat: texts.phone.chatTab }}
            way={way}
            onChange={setWay}
            panelIds={panelIds}
            chatDisabled={inCall}
          />
        }
      >
        <div className="relative">
          <div
            id={panelIds.call}
            role="tabpanel"
            aria-labelledby={wayTabId(panelIds.call)}
            aria-hidden={chatShown || undefined}
            inert={chatShown}
            className={cn(chatShown && 'invisible')}
          >
            <CallView
              agentName={agentName}
              call={call}
              setUp={callSetUp}
              canWrite={setup.sender !== null}
              links={links}
              suggestions={setup.suggestions}
              onPickSuggestion={startWriting}
              texts={texts}
            />
          </div>
          <div
            id={panelIds.chat}
            role="tabpanel"
            aria-labelledby={wayTabId(panelIds.chat)}
            hidden={!chatShown}
            className="absolute inset-0 pt-3 sm:pt-4"
          >
            {chatShown && (
              <ChatPanel
                agentName={agentName}
                chat={setup.sender ? chat : null}
                links={links}
                suggestions={setup.suggestions}
                inputRef={inputRef}
                texts={texts}
              />
            )}
          </div>
        </div>
      </PhoneFrame>
      {/* Captions belong to the call; while writing they are gone, box and all, so no blank card stands under the
          phone (the visitor's own press on Skriv is what moves what follows). Kept mounted: the call's lines stay. */}
      {captionsShown && (
        <div hidden={chatShown}>
          <Transcript
            lines={call.state.transcript}
            agentName={agentName}
            answerMs={call.state.answerMs}
            texts={texts}
          />
        </div>
      )}
    </>
  );
}
