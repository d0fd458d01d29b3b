import { describe, expect, it } from 'vitest';
import { savings } from '../../../src/config/figures';
import { calculateSaving, formulaRule, parseKr } from '../../../src/lib/calculator/savings';
import { fill } from '../../../src/lib/placeholders';
import { calculatorTexts as texts } from '../fixtures/page-entries';

/** Figures keep their units with no-break spaces; the expectations are written with plain ones. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('parseKr', () => {
  it.each([
    ['36.000', 36_000],
    ['36000', 36_000],
    [' 36 000 kr. ', 36_000],
    ['36\u00a0000', 36_000],
    ['1.200.000', 1_200_000],
    ['899,00', 899],
    ['0', 0],
  ])('reads %j as %d', (text, value) => expect(parseKr(text)).toBe(value));

  it.each(['', 'kr.', 'tre tusind', '-500', '12,5', '1e6', '999.999.999'])('refuses %j', (text) =>
    expect(parseKr(text)).toBeUndefined(),
  );
});

describe('calculateSaving', () => {
  it.each(Object.entries(savings))('%s: at the example cost it gives the page its own saving', (_name, example) => {
    const result = calculateSaving(example, example.before);
    expect(result.saved).toBe(example.saved);
    expect(result.after).toBe(example.after);
  });

  it('takes the fixed monthly price off the cost where the solution has one', () => {
    expect(calculateSaving(savings.phoneAssistant, 20_000)).toMatchObject({ after: 899, saved: 19_101 });
    expect(plain(calculateSaving(savings.phoneAssistant, 20_000).formula)).toBe(
      '20.000 kr. \u2212 899 kr. = 19.101 kr.',
    );
  });

  it('shows a cost under the price as a loss, not as a saving', () => {
    const result = calculateSaving(savings.chatbot, 300);
    expect(result.saved).toBe(-199);
    expect(plain(result.formula)).toBe('300 kr. \u2212 499 kr. = \u2212199 kr.');
  });

  it("saves the example's share where the new cost grows with the old one", () => {
    // Automation: 28.000 of 40.000, 70 %.
    expect(calculateSaving(savings.automation, 10_000)).toMatchObject({ after: 3_000, saved: 7_000 });
    expect(plain(calculateSaving(savings.automation, 10_000).formula)).toBe('10.000 kr. \u00d7 70 % = 7.000 kr.');
  });

  it('says "about" where the printed share is rounded', () => {
    // 30.000 of 45.000 is two thirds, printed 66,7 %.
    const result = calculateSaving(savings.aiInformation, 45_000);
    expect(result.saved).toBe(30_000);
    expect(plain(result.formula)).toBe('45.000 kr. \u00d7 66,7 % \u2248 30.000 kr.');
  });
});

describe('formulaRule', () => {
  it('names the price or the share it uses, in words', () => {
    expect(formulaRule(savings.phoneAssistant, texts)).toBe(fill(texts.priceRule, { løsning: 'AI-telefonassistent' }));
    expect(formulaRule(savings.dataPlatform, texts)).toBe(texts.shareRule);
  });

  it('prints the share the data platform example saves, 55.000 of 80.000, rounded and marked so', () => {
    expect(plain(calculateSaving(savings.dataPlatform, 80_000).formula)).toBe(
      '80.000 kr. \u00d7 68,8 % \u2248 55.000 kr.',
    );
  });
});
