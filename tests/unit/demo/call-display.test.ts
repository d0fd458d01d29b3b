import { describe, expect, it } from 'vitest';
import {
  activeMeterBars,
  callStatusText,
  connectionError,
  formatCallTime,
  meterBars,
  microphoneError,
  problemMessage,
  speakingText,
  unavailableMessage,
} from '../../../src/lib/demo/call-display';
import { initialCallState } from '../../../src/lib/demo/call-machine';

describe('formatCallTime', () => {
  it.each([
    [0, '00:00'],
    [7, '00:07'],
    [59, '00:59'],
    [60, '01:00'],
    [75, '01:15'],
    [599, '09:59'],
    [3665, '61:05'],
    [-3, '00:00'],
    [12.9, '00:12'],
  ])('%s s → %s', (seconds, text) => expect(formatCallTime(seconds)).toBe(text));
});

describe('volume meter', () => {
  it('has ten bars, none lit in silence', () => {
    expect(meterBars(0)).toEqual(Array(10).fill(false));
    expect(activeMeterBars(Number.NaN)).toBe(0);
  });

  it.each([
    [0.01, 1],
    [0.1, 1],
    [0.11, 2],
    [0.45, 5],
    [0.99, 10],
    [1, 10],
    [4, 10],
  ])('volume %s lights %s bars from the bottom', (volume, bars) => {
    expect(activeMeterBars(volume)).toBe(bars);
    const flags = meterBars(volume);
    expect(flags).toHaveLength(10);
    expect(flags.filter(Boolean)).toHaveLength(bars);
    expect(flags.indexOf(false)).toBe(bars === 10 ? -1 : bars);
  });
});

describe('speaking text', () => {
  it('says the agent talks while there is any volume, otherwise that it listens', () => {
    expect(speakingText(0.2, 'Sofie')).toBe('Sofie taler');
    expect(speakingText(0.001, 'Sofie')).toBe('Sofie taler');
    expect(speakingText(0, 'Sofie')).toBe('Lytter...');
  });
});

describe('messages', () => {
  it('uses the error texts of docs/product.md#demo-texts', () => {
    expect(connectionError).toEqual({ title: 'Forbindelsesfejl', text: 'Der opstod en fejl. Prøv igen.' });
    expect(problemMessage('connection')).toBe(connectionError);
  });

  it('tells how to allow the microphone', () => {
    expect(problemMessage('microphone')).toBe(microphoneError);
    expect(microphoneError.text).toMatch(/Tillad ved Mikrofon/);
  });

  it('names every status in Danish', () => {
    const texts = (['idle', 'connecting', 'connected', 'ended', 'error'] as const).map((status) =>
      callStatusText({ ...initialCallState, status }, 'Sofie'),
    );
    expect(texts).toEqual([
      'Klar til opkald',
      'Forbinder til Sofie...',
      'Forbundet med Sofie',
      'Opkaldet er afsluttet',
      'Opkaldet blev afbrudt',
    ]);
  });

  it('says the agent is unavailable in its own name', () => {
    expect(unavailableMessage('Sofie')).toMatch(/^Hej, det er Sofie\. Jeg er desværre ikke tilgængelig/);
  });
});
