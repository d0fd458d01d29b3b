/**
 * Whether the demo agent takes calls and conversations, as the staff API says when the visitor acts
 * (docs/product.md#demo-call-states), shared by the call and the chat without either's code.
 */

/** How long the demo waits for the staff API's `GET /agents` (docs/product.md#demo-timings). */
export const AVAILABILITY_WAIT_MS = 2000;

/**
 * Where the demo learns whether its agent is available: the staff API, asked when the visitor
 * presses call or sends a conversation's first message, and the configured default when it does
 * not answer in time.
 */
export interface AvailabilitySource {
  /** `PUBLIC_STAFF_API_URL`; '' where the build has none (the configured default then decides). */
  staffApiUrl: string;
  /** The agent's configured default availability. */
  defaultAvailable: boolean;
}
