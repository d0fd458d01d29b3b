import { describe, expect, it } from 'vitest';
import { fill, placeholdersIn } from '../../src/lib/placeholders';

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
});
