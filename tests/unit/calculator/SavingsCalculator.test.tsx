// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import SavingsCalculator from '../../../src/islands/calculator/SavingsCalculator';
import { savings } from '../../../src/config/figures';
import { fill } from '../../../src/lib/placeholders';
import { calculatorTexts as texts } from '../fixtures/page-entries';

afterEach(cleanup);

/** Figures keep their units with no-break spaces; the expectations are written with plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
const field = () => screen.getByLabelText(texts.field);
const result = () => plain(document.querySelector('[aria-live="polite"]')!.textContent);

describe('SavingsCalculator (docs/product.md#savings-calculator)', () => {
  it("renders the page's example on the server: the starting value, its saving and the formula", () => {
    const html = plain(renderToString(<SavingsCalculator example={savings.automation} texts={texts} />));
    expect(html).toContain('value="40.000"');
    expect(html).toContain('28.000 kr./md.');
    expect(html).toContain('40.000 kr. × 70 % = 28.000 kr.');
    expect(html).not.toContain('data-island-ready');
  });

  it("counts the visitor's own cost and says when it cannot read one", async () => {
    const user = userEvent.setup();
    render(
      <SavingsCalculator
        example={savings.phoneAssistant}
        texts={texts}
        subtitle="AI-telefonassistent mod receptionist"
      />,
    );
    await user.clear(field());
    await user.type(field(), '20.000');
    expect(result()).toBe(`AI-telefonassistent899 kr./md.${texts.saving}19.101 kr./md.`);
    expect(plain(document.body.textContent)).toContain('20.000 kr. − 899 kr. = 19.101 kr.');

    await user.clear(field());
    await user.type(field(), 'tyve');
    expect(field()).toHaveProperty('ariaInvalid', 'true');
    expect(field().getAttribute('aria-describedby')).toBe(screen.getByText(texts.unreadable).id);
    expect(result()).toBe(`AI-telefonassistent–${texts.saving}–`);
  });

  it('says plainly that a cost below the price saves nothing, never a negative saving', async () => {
    const user = userEvent.setup();
    render(<SavingsCalculator example={savings.phoneAssistant} texts={texts} />);
    await user.clear(field());
    await user.type(field(), '650');
    expect(result()).toBe(`AI-telefonassistent899 kr./md.${texts.noSaving}0 kr./md.`);
    const body = plain(document.body.textContent);
    expect(body).toContain(plain(fill(texts.belowPrice, { udgift: '650 kr./md.', pris: '899 kr./md.' })));
    expect(body).not.toContain('−249');
    // The amounts end in "md.": the sentence adds no second full stop.
    expect(body).not.toMatch(/md\.\./u);
  });

  it('marks itself ready once hydrated, for client:intent', () => {
    render(<SavingsCalculator example={savings.chatbot} texts={texts} />);
    expect(document.querySelector('[data-island-ready]')).not.toBeNull();
  });
});
