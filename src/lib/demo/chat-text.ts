/** What the written conversation shows: answers as plain text and the Danish texts (docs/product.md#chat-texts). */
import { MAX_MESSAGE_LENGTH, type ChatFailure, type ChatStatus } from './chat-machine';

/**
 * An answer as plain text: Markdown's markers go (emphasis, headings, code, quotes; a link or an
 * image keeps its words, never its address), list bullets become `•`, and anything that looks like
 * an HTML tag is dropped. The result is only ever shown as text, so nothing in it becomes a link or markup.
 */
export function plainText(markdown: string): string {
  return (
    markdown
      // Images and links keep their words; the address is left out rather than shown as a link.
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<\/?[a-z][^>]*>/gi, '')
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s{0,3}>\s?/gm, '')
      .replace(/^(\s*)[-*+]\s+/gm, '$1• ')
      .replace(/^\s{0,3}([-*_])(\s*\1){2,}\s*$/gm, '')
      .replace(/```[^\n]*\n?/g, '')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(^|[^\w*])[*_](?=\S)([^*_\n]*?\S)[*_](?=[^\w*]|$)/g, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
      // A marker whose partner has not arrived yet (an answer still streaming) or never comes.
      .replace(/\*\*|__|~~|`/g, '')
  );
}

/** The counter under the field appears from this many characters on. */
export const COUNTER_FROM = 400;

/** `423 af 500 tegn` near the limit; null before it. */
export const counterText = (length: number): string | null =>
  length >= COUNTER_FROM ? `${length} af ${MAX_MESSAGE_LENGTH} tegn` : null;

/** What screen readers hear while an answer comes: once, not per fragment. */
export const chatStatusText = (status: ChatStatus, agentName: string): string =>
  status === 'sending' || status === 'streaming' ? `${agentName} skriver …` : '';

export interface ChatFailureText {
  title: string;
  text: string;
  /** The ways forward shown with it: always the booking; the phone too where the agent could have answered. */
  phone: boolean;
}

/** Every failure's Danish title and text (docs/product.md#chat-texts). */
export function chatFailureText(failure: ChatFailure, agentName: string): ChatFailureText {
  const texts: Record<ChatFailure, [title: string, text: string, phone: boolean]> = {
    'not-set-up': [
      'Skrive-demoen er ikke sat op',
      `Skrive-demoen er ikke sat op på denne side endnu. Book et møde, så viser vi dig ${agentName} i en personlig demo.`,
      false,
    ],
    unavailable: [
      `${agentName} er ikke tilgængelig`,
      `${agentName} er desværre ikke tilgængelig lige nu. Prøv igen lidt senere, eller book et møde, så viser vi dig gerne demoen personligt.`,
      false,
    ],
    key: [
      'Demoen kan ikke svare',
      `${agentName} kan ikke svare på skrift her lige nu. Ring til os, eller book et møde, så viser vi dig demoen.`,
      true,
    ],
    billing: [
      'Demoen holder pause',
      `Skrive-demoen holder pause lige nu. Ring til os, eller book et møde, så viser vi dig ${agentName} personligt.`,
      true,
    ],
    busy: [
      'Mange skriver lige nu',
      `Der er mange, der skriver med ${agentName} lige nu. Vent et øjeblik, og send beskeden igen, eller ring til os.`,
      true,
    ],
    provider: [
      'Intet svar',
      `${agentName} kunne ikke svare lige nu på grund af en fejl. Prøv igen om lidt, ring til os, eller book et møde.`,
      true,
    ],
    offline: [
      'Ingen forbindelse',
      'Beskeden kunne ikke sendes. Tjek din internetforbindelse, og prøv igen, eller ring til os.',
      true,
    ],
    timeout: [
      'Intet svar',
      `${agentName} svarede ikke inden for 20 sekunder. Prøv igen, ring til os, eller book et møde.`,
      true,
    ],
    'cut-off': [
      'Svaret stoppede',
      'Svaret stoppede, før det var færdigt. Send beskeden igen, ring til os, eller book et møde.',
      true,
    ],
    'lost-thread': [
      `${agentName} mistede tråden`,
      `${agentName} mistede tråden i samtalen og kan ikke huske, hvad I har skrevet. Start en ny samtale, eller book et møde.`,
      false,
    ],
  };
  const [title, text, phone] = texts[failure];
  return { title, text, phone };
}

/** Shown in place of the field once the visitor has sent the conversation's last message. */
export const limitText = (maxMessages: number): string =>
  `Samtalen har nået ${maxMessages} beskeder. Start en ny samtale, eller book et møde.`;
