import { useEffect, useId, useState, type SubmitEvent, type KeyboardEvent, type RefObject } from 'react';
import { MAX_MESSAGE_LENGTH, sendableText } from '../../lib/demo/chat-machine';
import { counterText } from '../../lib/demo/chat-text';
import { typedBeforeHydration } from '../shared/typed-before-hydration';

interface Props {
  /** The field's name and the words inside it, the button's words and its name. */
  texts: { label: string; placeholder: string; send: string; sendLabel: string };
  /** Sends the text; false when it was not sent (the field then keeps it). */
  onSend: (text: string) => boolean;
  /** An answer is arriving, or the conversation cannot go on: the field stays, sending waits. */
  canSend: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The field and its send button. Enter sends, Shift+Enter breaks the line; focus stays in the field
 * after sending, so the next message can be written while the answer arrives. The field is uncontrolled, as
 * the booking form's are: a message typed while the island loaded survives its hydration.
 */
export function ChatComposer({ texts, onSend, canSend, inputRef }: Props) {
  const [text, setText] = useState('');
  useEffect(() => setText(typedBeforeHydration(inputRef.current)), [inputRef]);
  const counterId = useId();
  const counter = counterText(text.length);
  const ready = canSend && sendableText(text) !== null;

  const submit = (event?: SubmitEvent) => {
    event?.preventDefault();
    if (ready && onSend(text)) {
      if (inputRef.current) inputRef.current.value = '';
      setText('');
    }
    inputRef.current?.focus({ preventScroll: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label className="sr-only" htmlFor={`${counterId}-field`}>
          {texts.label}
        </label>
        <textarea
          id={`${counterId}-field`}
          ref={inputRef}
          defaultValue=""
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={2}
          placeholder={texts.placeholder}
          aria-describedby={counter ? counterId : undefined}
          className="block w-full resize-none rounded-2xl border border-white/30 bg-white/10 px-3.5 py-2 text-left text-sm text-white placeholder:text-white/70"
        />
        {counter && (
          <p id={counterId} className="mt-1 text-right text-xs text-white/80 tabular-nums">
            {counter}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={!ready}
        aria-label={texts.sendLabel}
        className="shrink-0 rounded-full bg-white px-4 py-2.5 text-sm font-semibold text-brand-950 transition-colors duration-150 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {texts.send}
      </button>
    </form>
  );
}
