import { describe, expect, it } from 'vitest';
import {
  isMicrophoneProblem,
  problemFromError,
  problemFromMediaError,
  transcriptFromMessage,
} from '../../../src/lib/demo/sdk-events';

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
    expect(problemFromError({ type: 'audio-processing-setup-error' })).toBeNull();
    expect(problemFromError({ type: 'audio-observer-setup-error' })).toBeNull();
  });
});
