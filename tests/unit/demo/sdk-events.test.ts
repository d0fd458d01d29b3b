import { describe, expect, it } from 'vitest';
import {
  isMicrophoneProblem,
  isServerEndMessage,
  microphoneMediaErrorTypes,
  mutedFromParticipant,
  outcomeOfError,
  problemFromError,
  problemFromMediaError,
  transcriptFromMessage,
} from '../../../src/lib/demo/sdk-events';

/** Daily's `camera-error` event as the SDK passes it on: its own event wrapped in `error`. */
const cameraError = (type: string) => ({
  type: 'camera-error',
  error: {
    message: { type, msg: 'x' },
    action: 'camera-error',
    errorMsg: { errorMsg: 'x', audioOk: false },
    error: { type, msg: 'x' },
  },
});

describe('transcriptFromMessage', () => {
  it('reads final lines of both sides', () => {
    expect(
      transcriptFromMessage({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hej!' }),
    ).toEqual({
      speaker: 'agent',
      text: 'Hej!',
    });
    expect(
      transcriptFromMessage({
        type: 'transcript[transcriptType="final"]',
        role: 'user',
        transcriptType: 'final',
        transcript: ' Ja tak ',
      }),
    ).toEqual({ speaker: 'visitor', text: 'Ja tak' });
  });

  it('skips partial lines, other messages and odd shapes', () => {
    expect(
      transcriptFromMessage({ type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'Ja' }),
    ).toBeNull();
    expect(transcriptFromMessage({ type: 'status-update', status: 'ended' })).toBeNull();
    expect(
      transcriptFromMessage({ type: 'transcript', role: 'system', transcriptType: 'final', transcript: 'x' }),
    ).toBeNull();
    expect(
      transcriptFromMessage({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: '  ' }),
    ).toBeNull();
    expect(transcriptFromMessage(null)).toBeNull();
    expect(transcriptFromMessage('transcript')).toBeNull();
  });
});

describe('microphone problems', () => {
  it('recognises the browser refusing or missing the microphone', () => {
    expect(
      isMicrophoneProblem({
        type: 'start-method-error',
        error: { name: 'NotAllowedError', message: 'Permission denied' },
      }),
    ).toBe(true);
    expect(isMicrophoneProblem({ stage: 'unknown', error: 'NotFoundError: Requested device not found' })).toBe(true);
  });

  it('recognises the call client media errors as the SDK wraps them', () => {
    const wrapped = {
      type: 'camera-error',
      error: { message: 'x', action: 'camera-error', error: { type: 'permissions', blockedBy: 'user' } },
    };
    expect(problemFromMediaError(wrapped)).toBe('microphone');
    expect(problemFromMediaError({ type: 'camera-error', error: { error: { type: 'not-found' } } })).toBe('microphone');
    expect(problemFromMediaError({ type: 'camera-error', error: { error: { type: 'cam-in-use' } } })).toBeNull();
  });

  it('counts every media error type that can leave the visitor without a microphone', () => {
    expect([...microphoneMediaErrorTypes].sort()).toEqual(
      [
        'cam-mic-in-use',
        'constraints',
        'mic-in-use',
        'not-found',
        'permissions',
        'undefined-mediadevices',
        'unknown',
      ].sort(),
    );
    for (const type of microphoneMediaErrorTypes) expect(problemFromMediaError(cameraError(type))).toBe('microphone');
    expect(problemFromMediaError(cameraError('cam-in-use'))).toBeNull();
  });

  it('recognises a microphone the operating system holds or cannot satisfy', () => {
    expect(isMicrophoneProblem({ error: { name: 'NotReadableError', message: 'Could not start audio source' } })).toBe(
      true,
    );
    expect(isMicrophoneProblem({ error: { name: 'OverconstrainedError' } })).toBe(true);
  });

  it('does not mistake a refused room for a refused microphone', () => {
    expect(problemFromError({ type: 'daily-error', error: { message: 'not-allowed', type: 'not-allowed' } })).toBe(
      'connection',
    );
  });
});

describe('problemFromError', () => {
  it('treats failures to reach the provider as connection errors', () => {
    expect(
      problemFromError({ type: 'start-method-error', error: { message: 'Failed to fetch', name: 'TypeError' } }),
    ).toBe('connection');
    expect(problemFromError(new Error('Voice SDK did not load'))).toBe('connection');
    expect(problemFromError(undefined)).toBe('connection');
  });

  it('lets the call go on after the errors the SDK itself calls non-critical', () => {
    expect(outcomeOfError({ type: 'audio-processing-setup-error' })).toBe('call-goes-on');
    expect(outcomeOfError({ type: 'audio-observer-setup-error' })).toBe('call-goes-on');
  });

  it('lets the call go on when the browser blocks playback, although the error is a NotAllowedError', () => {
    const blocked = { type: 'audio-start-failed', error: { name: 'NotAllowedError', message: 'play() failed' } };
    expect(outcomeOfError(blocked)).toBe('call-goes-on');
  });

  it('reads Daily ejecting the visitor as the server ending the call', () => {
    const ejected = {
      type: 'daily-error',
      error: {
        message: { type: 'ejected', msg: 'Meeting has ended' },
        action: 'error',
        errorMsg: 'Meeting has ended',
        error: { type: 'ejected', msg: 'Meeting has ended' },
      },
    };
    expect(outcomeOfError(ejected)).toBe('server-ended');
    expect(outcomeOfError({ type: 'daily-error', error: { error: { type: 'exp-room' } } })).toBe('connection');
    expect(outcomeOfError({ type: 'daily-error', error: { error: { type: 'not-allowed' } } })).toBe('connection');
  });
});

describe('isServerEndMessage', () => {
  it('is true only for a status update that says ended', () => {
    expect(isServerEndMessage({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' })).toBe(
      true,
    );
    expect(isServerEndMessage({ type: 'status-update', status: 'in-progress' })).toBe(false);
    expect(isServerEndMessage({ type: 'transcript', status: 'ended' })).toBe(false);
    expect(isServerEndMessage('ended')).toBe(false);
  });
});

describe('mutedFromParticipant', () => {
  const local = (state: string) => ({ local: true, session_id: 'me', tracks: { audio: { state } } });

  it('reads the local microphone as daily-js localAudio() does', () => {
    expect(mutedFromParticipant(local('off'))).toBe(true);
    expect(mutedFromParticipant(local('blocked'))).toBe(true);
    expect(mutedFromParticipant(local('playable'))).toBe(false);
    expect(mutedFromParticipant(local('sendable'))).toBe(false);
  });

  it('ignores other participants and unknown shapes', () => {
    expect(mutedFromParticipant({ ...local('off'), local: false })).toBeNull();
    expect(mutedFromParticipant({ local: true })).toBeNull();
    expect(mutedFromParticipant(null)).toBeNull();
  });
});
