/**
 * Reads the voice SDK's loosely typed payloads (`message`, `error`, `call-start-failed`,
 * `camera-error`) into call-machine terms. Pure, so every shape is unit-tested.
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

/** Browser (getUserMedia) error names and the call client's media error types that mean "no microphone for us". */
const microphoneErrorNames = ['NotAllowedError', 'NotFoundError', 'PermissionDeniedError', 'SecurityError'];
const microphoneErrorTypes = ['permissions', 'not-found', 'undefined-mediadevices'];

/** Looks through the nested error objects the SDK wraps around the browser's own error. */
export function isMicrophoneProblem(payload: unknown, depth = 0): boolean {
  if (depth > 4) return false;
  if (typeof payload === 'string') return microphoneErrorNames.some((name) => payload.includes(name));
  if (!isObject(payload)) return false;
  if (typeof payload.name === 'string' && microphoneErrorNames.includes(payload.name)) return true;
  if (typeof payload.type === 'string' && microphoneErrorTypes.includes(payload.type)) return true;
  if (
    typeof payload.message === 'string' &&
    microphoneErrorNames.some((name) => (payload.message as string).includes(name))
  ) {
    return true;
  }
  return ['error', 'errorMsg', 'cause'].some((field) => isMicrophoneProblem(payload[field], depth + 1));
}

/**
 * SDK `error` types it reports while the call carries on (noise cancellation, level observer,
 * recording): the SDK itself treats them as non-critical, so the call must not end over them.
 */
const nonFatalErrorTypes = [
  'audio-processing-setup-error',
  'audio-processor-recovery-error',
  'audio-observer-setup-error',
  'video-recording-setup-error',
];

/** What a reported failure means for the call; null when the call goes on. */
export function problemFromError(payload: unknown): CallProblem | null {
  if (isObject(payload) && typeof payload.type === 'string' && nonFatalErrorTypes.includes(payload.type)) return null;
  return isMicrophoneProblem(payload) ? 'microphone' : 'connection';
}

/** The call client's media errors (`camera-error`): only a missing or refused microphone stops the call. */
export function problemFromMediaError(payload: unknown): CallProblem | null {
  return isMicrophoneProblem(payload) ? 'microphone' : null;
}
