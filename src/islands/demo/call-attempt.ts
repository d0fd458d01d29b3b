/**
 * One press of the call button, with a voice SDK instance of its own. The SDK keeps its call in
 * instance fields and cleans up whatever call the instance holds when a start fails, so a shared
 * instance would let a slow, abandoned start tear down the next call. Once an attempt is over,
 * nothing it hears reaches the visitor.
 */
import type Vapi from '@vapi-ai/web';
import type { CallEvent, CallProblem } from '../../lib/demo/call-machine';
import {
  isServerEndMessage,
  mutedFromParticipant,
  outcomeOfError,
  problemFromError,
  problemFromMediaError,
  transcriptFromMessage,
  visitorStoppedSpeaking,
} from '../../lib/demo/sdk-events';

export type VoiceEvent = Extract<
  CallEvent,
  {
    type:
      | 'call-started'
      | 'agent-speech-start'
      | 'agent-speech-end'
      | 'volume'
      | 'transcript'
      | 'answer-time'
      | 'mute-changed'
      | 'call-ended'
      | 'failed';
  }
>;

/**
 * How long a call may stay connecting (until the agent first speaks: docs/product.md#demo-call-states)
 * before the visitor is told it failed. It bounds what has no limit of its own: a hanging
 * `POST /call/web`, Daily's bundle download (3 × 20 s), an assistant that never speaks first, audio
 * levels that never arrive.
 */
export const CONNECT_TIMEOUT_MS = 30_000;

export class CallAttempt {
  private vapi: Vapi | null = null;
  /** Daily has joined the room: from here the microphone can be muted. */
  private joined = false;
  /** The agent has spoken, so the call counts as connected. */
  private connected = false;
  /** The microphone state the phone shows, so only changes are reported. */
  private muted = false;
  private over = false;
  /** When the visitor last stopped speaking, as the SDK reports it; cleared by the agent's answer. */
  private visitorStoppedAt: number | null = null;
  private readonly watchdog: ReturnType<typeof setTimeout>;

  /** @param connectTimeoutMs what is left of the connect time-out, which counts from the visitor's press */
  constructor(
    private readonly report: (event: VoiceEvent) => void,
    connectTimeoutMs = CONNECT_TIMEOUT_MS,
  ) {
    this.watchdog = setTimeout(() => this.fail('connection'), connectTimeoutMs);
  }

  /** Starts the assistant on `vapi`; every outcome arrives as events. */
  async run(vapi: Vapi, assistantId: string): Promise<void> {
    if (this.over) return;
    this.vapi = this.listen(vapi);
    const call = await vapi.start(assistantId);
    // Abandoned while the SDK was still joining: leave what it has joined since.
    if (this.over) this.release();
    else if (call === null) this.fail('connection');
  }

  /** The visitor hung up or left, or the next call is starting: end quietly. */
  end(): void {
    if (this.over) return;
    this.over = true;
    clearTimeout(this.watchdog);
    this.release();
  }

  fail(problem: CallProblem): void {
    this.finish({ type: 'failed', problem });
  }

  /**
   * Asks for the microphone state and returns it: Daily applies it a moment later, and its
   * participant update then confirms or corrects what the phone shows. False without a room.
   */
  setMuted(muted: boolean): boolean {
    if (!this.vapi || !this.joined || this.over) return false;
    try {
      this.vapi.setMuted(muted);
      this.muted = muted;
    } catch {
      this.muted = this.vapi.isMuted();
    }
    return this.muted;
  }

  private emit(event: VoiceEvent): void {
    if (!this.over) this.report(event);
  }

  private finish(event: VoiceEvent): void {
    this.emit(event);
    this.end();
  }

  private release(): void {
    this.vapi?.stop().catch(() => undefined);
  }

  /** The call ended without the visitor hanging up; one that ends before the agent ever spoke failed. */
  private callEnded(): void {
    if (this.connected) this.finish({ type: 'call-ended' });
    else this.fail('connection');
  }

  private joinedRoom(): void {
    this.joined = true;
    this.emit({ type: 'call-started' });
  }

  private onError(payload: unknown): void {
    const outcome = outcomeOfError(payload);
    if (outcome === 'server-ended') this.callEnded();
    else if (outcome !== 'call-goes-on') this.fail(outcome);
  }

  private listen(vapi: Vapi): Vapi {
    // Daily allows one call object per page: an abandoned start gives its up the moment it exists.
    vapi.on('call-start-progress', ({ stage, status }) => {
      if (this.over && stage === 'daily-call-object-creation' && status === 'completed') this.release();
    });
    vapi.on('call-start-success', () => this.joinedRoom());
    vapi.on('call-start', () => this.joinedRoom());
    vapi.on('speech-start', () => {
      this.connected = true;
      clearTimeout(this.watchdog);
      this.emit({ type: 'agent-speech-start' });
      // The agent's first audio after the visitor spoke: the wait they heard (docs/product.md#measured-answer).
      if (this.visitorStoppedAt !== null) this.emit({ type: 'answer-time', ms: Date.now() - this.visitorStoppedAt });
      this.visitorStoppedAt = null;
    });
    vapi.on('speech-end', () => this.emit({ type: 'agent-speech-end' }));
    vapi.on('volume-level', (level) => this.emit({ type: 'volume', level }));
    vapi.on('daily-participant-updated', (participant) => {
      const muted = mutedFromParticipant(participant);
      if (muted === null || !this.joined || muted === this.muted) return;
      this.muted = muted;
      this.emit({ type: 'mute-changed', muted });
    });
    vapi.on('message', (message) => {
      if (visitorStoppedSpeaking(message)) this.visitorStoppedAt = Date.now();
      const line = transcriptFromMessage(message);
      if (line) this.emit({ type: 'transcript', ...line });
      else if (isServerEndMessage(message)) this.callEnded();
    });
    vapi.on('call-end', () => this.callEnded());
    vapi.on('call-start-failed', (failure) => this.fail(problemFromError(failure)));
    vapi.on('error', (error) => this.onError(error));
    vapi.on('camera-error', (error) => {
      const problem = problemFromMediaError(error);
      if (problem) this.fail(problem);
    });
    return vapi;
  }
}
