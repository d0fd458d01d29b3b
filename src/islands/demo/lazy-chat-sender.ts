import type { ChatProvider, ChatSender } from './chat-adapter';

/**
 * The provider's chat with its code (the adapter and its stream parser) fetched with the first
 * message, as the call's SDK is with the first press: the island itself stays small, and nothing of
 * the provider loads for a visitor who never writes.
 */
export function lazyChatSender(provider: ChatProvider): ChatSender {
  let loading: Promise<ChatSender> | null = null;
  return async (request, onEvent, signal) => {
    loading ??= import('./chat-adapter').then(({ createChatSender }) => createChatSender(provider));
    let send: ChatSender;
    try {
      send = await loading;
    } catch {
      // The code could not be fetched: the network is gone. The next message tries again.
      loading = null;
      if (!signal.aborted) onEvent({ type: 'failed', failure: 'offline' });
      return;
    }
    if (!signal.aborted) await send(request, onEvent, signal);
  };
}
