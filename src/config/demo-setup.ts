import { isLoopbackUrl } from '../lib/build-warnings.mjs';
import { env } from './env';

/**
 * What the demo agent can do in this build, known when it is built (docs/product.md#demo-not-set-up): writing needs the
 * voice provider's public key and assistant id; calling needs them and a provider that takes calls, which the local
 * backend's chat stand-in (`npm start`, a loopback API host) does not. The phone and the chat show what is not set
 * up from their first paint, never a ready call button that then fails.
 */
export const demoSetup = {
  chat: env.vapiPublicKey !== '' && env.vapiAssistantId !== '',
  call: env.vapiPublicKey !== '' && env.vapiAssistantId !== '' && !isLoopbackUrl(env.vapiApiUrl),
} as const;
