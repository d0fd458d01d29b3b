import { describe, expect, it } from 'vitest';
import { isMultiLineText, isPasswordText, isSingleLineText } from '../../src/lib/text-rules.mjs';

const controls = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  ...Array.from({ length: 0x21 }, (_, i) => String.fromCharCode(0x7f + i)),
];

describe('single-line text', () => {
  it('refuses every control character and both line separators, at the ends too', () => {
    for (const character of [...controls, '\u2028', '\u2029']) {
      for (const value of [`Anne${character}Hansen`, `Anne Hansen${character}`, `${character}Anne`]) {
        expect(isSingleLineText(value), JSON.stringify(value)).toBe(false);
      }
    }
  });

  it('keeps letters, spaces, accents and characters beyond the basic plane', () => {
    for (const value of ['Anne Hansen', '  Søren Ærø  ', 'Zoë 🙂 Müller', '李小龙', 'a"b\\c']) {
      expect(isSingleLineText(value), value).toBe(true);
    }
  });

  it('refuses half of a character (a lone surrogate)', () => {
    expect(isSingleLineText('Anne \ud83d')).toBe(false);
    expect(isSingleLineText('\ude42 Anne')).toBe(false);
  });
});

describe('multi-line text', () => {
  it('keeps line breaks and tabs, and refuses every other control character', () => {
    expect(isMultiLineText('Linje 1\nLinje 2\r\n\tLinje 3\u2028')).toBe(true);
    for (const character of controls.filter((c) => !'\t\n\r'.includes(c))) {
      expect(isMultiLineText(`Hej${character}`), JSON.stringify(character)).toBe(false);
    }
    expect(isMultiLineText('Hej \ud800')).toBe(false);
  });
});

describe('password text', () => {
  it('takes any typed character, not C0 control characters or lone surrogates', () => {
    expect(isPasswordText('en lang og hemmelig adgangssætning 🙂 \u0085')).toBe(true);
    expect(isPasswordText('tab\there')).toBe(false);
    expect(isPasswordText('\u0000')).toBe(false);
    expect(isPasswordText('\udfff')).toBe(false);
  });
});
