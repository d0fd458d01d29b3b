import { describe, expect, it } from 'vitest';
import { fill, fillParts, placeholdersIn } from '../../src/lib/placeholders';
import { bookingPage } from '../../src/schemas/pages/booking';
import { bookingCopy } from './fixtures/page-entries';

describe('placeholders in content', () => {
  it('fills each named placeholder, Danish letters included', () => {
    expect(fill('Data går til {leverandør} i {sted}.', { leverandør: 'Vapi', sted: 'USA' })).toBe(
      'Data går til Vapi i USA.',
    );
    expect(fill('Opbevares i {dage} dage', { dage: 90 })).toBe('Opbevares i 90 dage');
    expect(placeholdersIn('{firma} og {agent}')).toEqual(['firma', 'agent']);
  });

  it('stops at a placeholder it has no value for, rather than show braces', () => {
    expect(() => fill('Hej {navn}', { firma: 'X' })).toThrow(/\{navn\}.*known: firma/);
  });

  it('cuts a text at its placeholders for the ones that become markup, keeping each value as it is', () => {
    const link = { href: '/privatliv' };
    expect(fillParts('Læs mere: {link}.', { link })).toEqual(['Læs mere: ', link, '.']);
    expect(fillParts('{a}{b}', { a: 1, b: 2 })).toEqual([1, 2]);
    expect(() => fillParts('Ring på {telefon}', { email: 'x' })).toThrow(/\{telefon\}.*known: email/);
  });

  it('refuses, in Danish, a placeholder the page does not fill, before the build shows braces', () => {
    const misspelt = { ...bookingCopy, form: { ...bookingCopy.form, failureContact: 'Ring på {tlf}.' } };
    const result = bookingPage.safeParse(misspelt);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Kun disse pladsholdere kan bruges her: {telefon}, {email}');
    expect(bookingPage.safeParse(bookingCopy).success).toBe(true);
  });
});
