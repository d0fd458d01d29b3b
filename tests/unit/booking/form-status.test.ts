import { describe, expect, it } from 'vitest';
import {
  bookingErrorText,
  bookingFailureText,
  nextBookingStatus,
  type BookingStatus,
} from '../../../src/lib/booking/form-status';

describe('nextBookingStatus', () => {
  it('sends a valid form and refuses an invalid one', () => {
    expect(nextBookingStatus('editing', { type: 'submit', valid: true })).toBe('sending');
    expect(nextBookingStatus('editing', { type: 'submit', valid: false })).toBe('invalid');
  });

  it('ignores a second submit while sending', () => {
    expect(nextBookingStatus('sending', { type: 'submit', valid: true })).toBe('sending');
  });

  it('ends in sent on an ok answer and failed on any other', () => {
    expect(nextBookingStatus('sending', { type: 'answer', result: { kind: 'sent' } })).toBe('sent');
    expect(nextBookingStatus('sending', { type: 'answer', result: { kind: 'rejected', status: 500 } })).toBe('failed');
    expect(nextBookingStatus('sending', { type: 'answer', result: { kind: 'timeout' } })).toBe('failed');
    expect(nextBookingStatus('sending', { type: 'answer', result: { kind: 'network-error', error: null } })).toBe(
      'failed',
    );
  });

  it('says in Danish when a booking was too large to send, and the general error otherwise', () => {
    expect(bookingFailureText({ kind: 'too-large', bytes: 9000 })).toBe(
      'Bookingen er for stor til at blive sendt. Gør beskeden kortere, og prøv igen.',
    );
    expect(bookingFailureText({ kind: 'timeout' })).toBe(bookingErrorText);
    expect(bookingFailureText(undefined)).toBe(bookingErrorText);
    expect(nextBookingStatus('sending', { type: 'answer', result: { kind: 'too-large', bytes: 9000 } })).toBe('failed');
  });

  it('allows sending again after a failure', () => {
    expect(nextBookingStatus('failed', { type: 'submit', valid: true })).toBe('sending');
  });

  it('leaves the confirmation for an empty form on restart, and restarts nothing else', () => {
    expect(nextBookingStatus('sent', { type: 'restart' })).toBe('editing');
    const others: BookingStatus[] = ['editing', 'invalid', 'sending', 'failed'];
    for (const state of others) expect(nextBookingStatus(state, { type: 'restart' })).toBe(state);
  });

  it('ignores a stray answer when nothing is in flight', () => {
    const states: BookingStatus[] = ['editing', 'invalid', 'sent', 'failed'];
    for (const state of states)
      expect(nextBookingStatus(state, { type: 'answer', result: { kind: 'sent' } })).toBe(state);
  });
});
