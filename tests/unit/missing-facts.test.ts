import { describe, expect, it } from 'vitest';
import { missingFactsLine } from '../../src/entries/missing-facts';

describe('the facts the company has not given', () => {
  it('are listed for the shipped content: the registration, people, references and the standard contact lines', () => {
    const line = missingFactsLine() ?? '';
    expect(line).toMatch(/^Mangler: /);
    for (const part of ['CVR', 'adresse', 'medarbejdere (0)', 'referencer (0)', 'standardværdi: telefon, e-mail']) {
      expect(line).toContain(part);
    }
  });
});
