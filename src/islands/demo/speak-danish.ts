/** The unavailable message is spoken in Danish at rate 0.9 and pitch 1.1 (docs/product.md#unavailable-agent). */
const SPEECH = { lang: 'da-DK', rate: 0.9, pitch: 1.1 } as const;
/** Some browsers never report the end of an utterance; give up after a generous reading time. */
const MS_PER_CHARACTER = 70;
const EXTRA_MS = 3000;

export interface Speech {
  /** Settles when the message has been spoken, failed, or speech synthesis is missing. */
  done: Promise<void>;
  cancel: () => void;
}

/** Speaks `text` with the browser's speech synthesis; never rejects. */
export function speakDanish(text: string): Speech {
  const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  if (!synth || typeof SpeechSynthesisUtterance === 'undefined')
    return { done: Promise.resolve(), cancel: () => undefined };

  let finish = () => undefined as void;
  const done = new Promise<void>((resolve) => {
    const guard = window.setTimeout(resolve, (text.length * MS_PER_CHARACTER) / SPEECH.rate + EXTRA_MS);
    finish = () => {
      window.clearTimeout(guard);
      resolve();
    };
  });

  try {
    const utterance = new SpeechSynthesisUtterance(text);
    Object.assign(utterance, SPEECH);
    const danishVoice = synth.getVoices().find((voice) => voice.lang.toLowerCase().startsWith('da'));
    if (danishVoice) utterance.voice = danishVoice;
    utterance.onend = () => finish();
    utterance.onerror = () => finish();
    synth.cancel();
    synth.speak(utterance);
  } catch {
    finish();
  }

  return {
    done,
    cancel: () => {
      finish();
      synth.cancel();
    },
  };
}
