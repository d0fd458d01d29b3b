import { useEffect, useRef, type RefObject } from 'react';
import { buttonClass } from '../../lib/button-styles';
import { canSend, limitReached, MAX_MESSAGES } from '../../lib/demo/chat-machine';
import type { ChatSuggestion } from '../../lib/demo/chat-suggestions';
import { chatFailureText, chatStatusText, limitText } from '../../lib/demo/chat-text';
import { formatSeconds } from '../../lib/demo/answer-latency';
import { fill } from '../../lib/placeholders';
import { ChatComposer } from './ChatComposer';
import { ChatFailureNotice } from './ChatFailureNotice';
import { ChatMessages } from './ChatMessages';
import { ChatNotice } from './ChatNotice';
import { ChatSuggestions } from './ChatSuggestions';
import type { DemoLinks } from './links';
import type { ChatDemoTexts } from './texts';
import type { DemoChat } from './useDemoChat';

interface Props {
  agentName: string;
  /** The conversation; null where writing is not set up (no key or assistant id). */
  chat: DemoChat | null;
  links: DemoLinks;
  suggestions: readonly ChatSuggestion[];
  inputRef: RefObject<HTMLTextAreaElement | null>;
  texts: ChatDemoTexts;
}

const notSetUp = (agentName: string) => chatFailureText('not-set-up', agentName);

/**
 * The written conversation: the notice and suggestions before the first message, the log, what went
 * wrong and the field. It fills the height it is given and scrolls inside, so the page never moves.
 */
export function ChatPanel({ agentName, chat, links, suggestions, inputRef, texts }: Props) {
  const log = useRef<HTMLDivElement>(null);
  const state = chat?.state;
  useEffect(() => {
    const box = log.current;
    if (!box) return;
    box.scrollTop = box.scrollHeight;
    // A phone's keyboard can push the page so the log sits under the fixed header. `nearest` moves the page
    // only then, and the page's scroll-padding keeps the newest entry clear of the header.
    if (state?.messages.length) [...box.querySelectorAll('li')].at(-1)?.scrollIntoView?.({ block: 'nearest' });
  }, [state?.messages, state?.status]);

  const started = (state?.messages.length ?? 0) > 0;
  const pick = (suggestion: ChatSuggestion) => {
    chat?.send(suggestion.message);
    inputRef.current?.focus({ preventScroll: true });
  };
  const restart = () => {
    chat?.newConversation();
    inputRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <p role="status" className="sr-only">
        {state ? chatStatusText(state.status, agentName) : ''}
      </p>
      {started && (
        <button
          type="button"
          onClick={restart}
          className="self-end rounded-full border border-white/40 px-3 py-1.5 text-sm font-semibold text-white hover:bg-white/10"
        >
          {texts.chat.newConversation}
        </button>
      )}
      <div
        ref={log}
        role="log"
        aria-label={fill(texts.chat.logLabel, { agent: agentName })}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- it scrolls: keyboard users must reach it
        tabIndex={0}
        className="min-h-0 flex-1 space-y-3 overflow-y-auto"
      >
        {!chat && <ChatFailureNotice message={notSetUp(agentName)} links={links} texts={texts.common} />}
        {state && !started && (
          <>
            <ChatNotice
              text={texts.chat.notice}
              agentName={agentName}
              linkText={texts.common.privacyLink}
              privacyHref={links.privacyHref}
            />
            <p className="text-left text-sm text-white/85">{texts.chat.pick}</p>
            <ChatSuggestions
              suggestions={suggestions}
              onPick={pick}
              align="start"
              label={texts.chat.suggestionsLabel}
            />
          </>
        )}
        {state && (
          <ChatMessages messages={state.messages} status={state.status} agentName={agentName} you={texts.common.you} />
        )}
        {state?.failure && (
          <ChatFailureNotice message={chatFailureText(state.failure, agentName)} links={links} texts={texts.common} />
        )}
      </div>
      {chat?.answerMs != null && (
        // The time this visitor waited, beside the claim of how fast the agent answers; above a second too.
        <p className="text-left text-xs text-white/85 tabular-nums" data-measured-answer>
          {fill(texts.common.measured, { sekunder: formatSeconds(chat.answerMs) })}
        </p>
      )}
      {chat && state && limitReached(state) && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-white/10 px-3.5 py-2.5 text-left">
          <p className="text-sm text-white/90">{limitText(MAX_MESSAGES)}</p>
          <a href={links.bookingHref} className={buttonClass('outlineOnDark', 'sm')}>
            {texts.common.bookMeeting}
          </a>
        </div>
      )}
      {chat && state && !limitReached(state) && (
        <ChatComposer
          texts={{
            label: fill(texts.chat.fieldLabel, { agent: agentName }),
            placeholder: fill(texts.chat.placeholder, { agent: agentName }),
            send: texts.chat.send,
            sendLabel: texts.chat.sendLabel,
          }}
          onSend={chat.send}
          canSend={canSend(state)}
          inputRef={inputRef}
        />
      )}
    </div>
  );
}
