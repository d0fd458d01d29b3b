import { useState } from 'react';
import { cn } from '../../lib/cn';
import { CHAT_RESTART_MS, chatAnimation } from '../../lib/animations/chat-conversation';
import type { WordsOf } from '../../schemas/illustrations';
import { useAnimation } from '../shared/useAnimation';
import { IllustrationFrame, type Controls } from './parts/IllustrationFrame';
import { useLoop } from './parts/useLoop';
import { useTickAnimation } from './parts/useTickAnimation';

type Words = WordsOf<'chatbot-conversation'>;

/**
 * The column slides up as a message or the typing line joins it, without fading, so the text keeps
 * full contrast: one shared animation per change (useTickAnimation). No wait is longer than the restart.
 */
const slideUp: Keyframe = { transform: 'translateY(16px)' };
const blink: Keyframe[] = [{ opacity: 0.3 }, { opacity: 1 }, { opacity: 0.3 }];
const blinkTiming = (i: number): KeyframeAnimationOptions => ({
  duration: 1000,
  // Negative, so all three start at once (the first still leads): a delay ending costs a main frame.
  delay: (i - 2) * 200,
});

function TypingIndicator({ running, text }: { running: boolean; text: string }) {
  const dots = useLoop<HTMLSpanElement>(running, blink, blinkTiming);
  return (
    <div
      className="flex items-center gap-2 self-start rounded-2xl rounded-bl-sm bg-white px-4 py-3 text-sm text-ink-muted shadow-sm"
      data-chat-typing
    >
      <span ref={dots} className="flex gap-1">
        {[0, 1, 2].map((dot) => (
          <span key={dot} className="size-2 rounded-full bg-ink-muted opacity-60" />
        ))}
      </span>
      {text}
    </div>
  );
}

/**
 * The scripted booking chat of the AI agent page. Screen readers get the whole conversation
 * as a list once; the animated copy beside it is hidden from them so no tick is announced.
 */
export default function ChatbotConversation({ words, controls }: { words: Words; controls: Controls }) {
  const [animation] = useState(() => chatAnimation(words.messages.map((message) => message.sender)));
  const playback = useAnimation(animation);
  const { messages, senders } = words;
  const { state } = playback;
  const column = useTickAnimation<HTMLDivElement>(state, playback.running, slideUp, 300, CHAT_RESTART_MS);

  return (
    <IllustrationFrame
      playback={playback}
      controls={controls}
      subject={words.subject}
      variant="flush"
      title={
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 place-items-center rounded-full bg-accent-100 font-bold text-accent-800"
          >
            {words.avatar}
          </span>
          <div>
            <p className="font-semibold">{words.title}</p>
            <p className="text-sm text-ink-muted">{words.subtitle}</p>
          </div>
        </div>
      }
    >
      <ol className="sr-only" aria-label={words.transcript}>
        {messages.map((message, index) => (
          <li key={index}>
            {senders[message.sender]}: {message.text}
          </li>
        ))}
      </ol>

      <div aria-hidden="true" className="h-[26rem] overflow-hidden bg-surface-muted">
        <div ref={column} className="flex h-full flex-col justify-end gap-3 px-4 py-5 sm:px-6">
          {messages.slice(0, state.visible).map((message, index) => (
            <div
              key={index}
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm shadow-sm',
                message.sender === 'bot'
                  ? 'self-start rounded-bl-sm bg-white text-ink'
                  : 'self-end rounded-br-sm bg-brand-700 text-white',
              )}
              data-chat-message={message.sender}
            >
              <p>{message.text}</p>
              <p className={cn('mt-1 text-xs', message.sender === 'bot' ? 'text-ink-muted' : 'text-brand-100')}>
                {senders[message.sender]} · {message.time}
              </p>
            </div>
          ))}
          {state.typing && <TypingIndicator running={playback.running} text={words.typing} />}
        </div>
      </div>
    </IllustrationFrame>
  );
}
