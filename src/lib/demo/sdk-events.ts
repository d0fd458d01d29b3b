/**
 * Reads the voice SDK's loosely typed payloads (`message`, `error`, `call-start-failed`,
 * `camera-error`, `daily-participant-updated`) into call-machine terms. Pure, so every shape is
 * unit-tested.
 */
import type { CallProblem, Speaker } from './call-machine';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** A final transcript line of either side; partial lines and other messages give null. */
export function transcriptFromMessage(message: unknown): { speaker: Speaker; text: string } | null {
  if (!isObject(message) || typeof message.type !== 'string' || !message.type.startsWith('transcript')) return null;
  const final = message.transcriptType === 'final' || message.type === 'transcript[transcriptType="final"]';
  if (!final || typeof message.transcript !== 'string' || !message.transcript.trim()) return null;
  if (message.role === 'assistant') return { speaker: 'agent', text: message.transcript.trim() };
  if (message.role === 'user') return { speaker: 'visitor', text: message.transcript.trim() };
  return null;
}

/**
 * The server's `speech-update` message saying the visitor (role `user`) stopped speaking: where the SDK reports it,
 * the start of the wait for the agent's answer.
 */
export const visitorStoppedSpeaking = (message: unknown): boolean =>
  isObject(message) && message.type === 'speech-update' && message.role === 'user' && message.status === 'stopped';

/** The server's in-call `status-update` message with status `ended` says the call is over. */
export const isServerEndMessage = (message: unknown): boolean =>
  isObject(message) && message.type === 'status-update' && message.status === 'ended';

/**
 * Whether Daily's local participant is muted, read the way daily-js's own `localAudio()` reads it;
 * null for a remote participant or an unknown shape.
 */
export function mutedFromParticipant(participant: unknown): boolean | null {
  if (!isObject(participant) || participant.local !== true) return null;
  const tracks = isObject(participant.tracks) ? participant.tracks : null;
  const state = tracks && isObject(tracks.audio) ? tracks.audio.state : undefined;
  return typeof state === 'string' ? state === 'off' || state === 'blocked' : null;
}

/** Tests the payload and every error object the SDK and the call client nest inside it. */
function anyLayer(payload: unknown, test: (layer: Json | string) => boolean, depth = 0): boolean {
  if (depth > 4) return false;
  if (typeof payload === 'string') return test(payload);
  if (!isObject(payload)) return false;
  return test(payload) || ['error', 'errorMsg', 'cause'].some((field) => anyLayer(payload[field], test, depth + 1));
}

const hasType = (payload: unknown, types: readonly string[]): boolean =>
  anyLayer(
    payload,
    (layer) => typeof layer !== 'string' && typeof layer.type === 'string' && types.includes(layer.type),
  );

/** Browser (getUserMedia) error names that mean "no microphone for us". */
const microphoneErrorNames = [
  'NotAllowedError',
  'NotFoundError',
  'NotReadableError',
  'OverconstrainedError',
  'PermissionDeniedError',
  'SecurityError',
];

const namesMicrophoneError = (layer: Json | string): boolean => {
  const texts = typeof layer === 'string' ? [layer] : [layer.name, layer.message];
  return texts.some((text) => typeof text === 'string' && microphoneErrorNames.some((name) => text.includes(name)));
};

/**
 * Daily's media error types that leave the visitor without a working microphone.
 * Only `cam-in-use` is about the camera alone, which the demo never asks for.
 */
export const microphoneMediaErrorTypes = [
  'mic-in-use',
  'cam-mic-in-use',
  'permissions',
  'not-found',
  'constraints',
  'undefined-mediadevices',
  'unknown',
] as const;

export const isMicrophoneProblem = (payload: unknown): boolean =>
  anyLayer(payload, namesMicrophoneError) || hasType(payload, microphoneMediaErrorTypes);

/**
 * SDK `error` types it reports while the call carries on. Noise cancellation, the level observer
 * and recording are extras; `audio-start-failed` is blocked playback (autoplay policy), which the
 * SDK itself calls recoverable, and its `NotAllowedError` is not about the microphone.
 */
const nonFatalErrorTypes = [
  'audio-processing-setup-error',
  'audio-processor-recovery-error',
  'audio-observer-setup-error',
  'video-recording-setup-error',
  'audio-start-failed',
];

/** What an SDK `error` means: the call goes on, the server ended it, or it failed. */
export type ErrorOutcome = 'call-goes-on' | 'server-ended' | CallProblem;

export function outcomeOfError(payload: unknown): ErrorOutcome {
  if (isObject(payload) && typeof payload.type === 'string' && nonFatalErrorTypes.includes(payload.type)) {
    return 'call-goes-on';
  }
  // Daily ejects the visitor from the room ("Meeting has ended") when the server ends the call.
  if (hasType(payload, ['ejected'])) return 'server-ended';
  return problemFromError(payload);
}

/** The problem to show for a failure that certainly ends the call (a failed start, a thrown error). */
export const problemFromError = (payload: unknown): CallProblem =>
  isMicrophoneProblem(payload) ? 'microphone' : 'connection';

/** The call client's media errors (`camera-error`): any that leaves the visitor without a microphone stops the call. */
export function problemFromMediaError(payload: unknown): CallProblem | null {
  return isMicrophoneProblem(payload) ? 'microphone' : null;
}
