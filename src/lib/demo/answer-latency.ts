import { isLoopbackUrl } from '../build-warnings.mjs';
import { formatNumber } from '../format';

/**
 * The time a visitor waited for an answer in their own conversation, shown beside the claim of how fast the agent
 * answers (docs/product.md#measured-answer). Measured only against the real provider: the local stand-in
 * (`npm start`, a loopback host) answers from a script, so a time there would say nothing of the agent.
 */
export type ProviderMode = 'provider' | 'stand-in';

/** Which chat the island talks to, from the provider host it was given. */
export const providerMode = (apiUrl: string): ProviderMode => (isLoopbackUrl(apiUrl) ? 'stand-in' : 'provider');

/** Milliseconds as Danish seconds with one decimal: 840 → "0,8", 2350 → "2,4". */
export const formatSeconds = (ms: number): string => formatNumber(Math.max(0, ms) / 1000, 1);
