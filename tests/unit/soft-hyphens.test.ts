import { describe, expect, it } from 'vitest';
import { softHyphenate } from '../../src/lib/soft-hyphens';

const shown = (text: string) => text.replace(/\u00ad/g, '|');

describe('softHyphenate', () => {
  it('marks the joints of the long compounds in service titles', () => {
    expect(shown(softHyphenate('Applikationstjenester'))).toBe('Applikations|tjenester');
    expect(shown(softHyphenate('Forretningsintelligens og analyse'))).toBe('Forretnings|intelligens og analyse');
    expect(shown(softHyphenate('Integrationsplatforme'))).toBe('Integrations|platforme');
    expect(shown(softHyphenate('Softwareudvikling'))).toBe('Software|udvikling');
  });

  it('leaves short words, whole heads and words that only contain a head alone', () => {
    expect(softHyphenate('Software og data')).toBe('Software og data');
    expect(softHyphenate('Kunstig intelligens')).toBe('Kunstig intelligens');
    expect(softHyphenate('Metadata')).toBe('Metadata');
  });

  it('keeps the first letter as written', () => {
    expect(shown(softHyphenate('god dataplatform'))).toBe('god data|platform');
  });
});
