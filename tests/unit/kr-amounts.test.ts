import { describe, expect, it } from 'vitest';
import { formatKr, formatKrRange } from '../../src/lib/format';
import { resolvedFigures } from '../../src/entries/figures';
import { readableText, statedAmounts, unstatedAmounts } from './fixtures/kr-amounts';

/**
 * The walk the build test runs over every built page (tests/build/env-build.test.ts): here on small pages of
 * its own, so what it lets through and what it stops is plain.
 */
const stated = statedAmounts();
const check = (html: string) => unstatedAmounts(readableText(html), stated);
const content = resolvedFigures();
const price = (id: string) => content.prices.find((entry) => entry.id === id)!;
const example = content.savings.find((comparison) => comparison.id === 'phone-assistant')!;

describe('amounts in kroner on a built page', () => {
  it('pass where content/prices.yaml or content/figures.yaml states them, however the page binds them', () => {
    const phone = formatKr(price('phone-assistant').amount!);
    const project = price('typical-project');
    const [before, after, saved] = [example.before, example.after, example.saved].map((amount) =>
      formatKr(amount).replace('\u00a0', ' '),
    );
    const html = `<p>${phone}/md.</p><p>Typiske projekter koster ${formatKrRange(project.from!, project.to!)} ekskl. moms</p>
      <dd>${before!.replace(' ', '&nbsp;')}</dd><p>${before} − ${after} = ${saved}</p>`;
    expect(check(html)).toEqual({ found: 6, unstated: [] });
  });

  it('stop an amount neither entry states, in the text or in a label read aloud', () => {
    expect(check('<p>Fra 1.234 kr. om måneden</p>').unstated).toEqual(['1.234 kr.']);
    expect(check('<a aria-label="Spar 999 kr.">Læs mere</a>').unstated).toEqual(['999 kr.']);
    expect(check('<p>12,6 mio. kr.</p>').unstated).toEqual(['12,6 mio. kr.']);
  });

  it('stop a range whose ends are stated amounts but not a stated range', () => {
    expect(check('<p>899–36.000 kr.</p>').unstated).toEqual(['899–36.000 kr.']);
  });

  it("leave out an illustration's readouts and scripts, but not the page after them", () => {
    const island = (name: string, inner: string) =>
      `<astro-island uid="a" opts="{&quot;name&quot;:&quot;${name}&quot;,&quot;value&quot;:true}">${inner}</astro-island>`;
    const html = `${island('ExecutiveDashboard', '<p>Omsætning 12,6 mio. kr.</p>')}
      <script>const example = '5 kr.';</script><p>Efter tegningen 7 kr.</p>`;
    expect(check(html).unstated).toEqual(['7 kr.']);
    // Another island (the calculator) is read like the page around it.
    expect(check(island('SavingsCalculator', '<dd>77 kr./md.</dd>')).unstated).toEqual(['77 kr.']);
  });

  it('states the prices and the savings examples, each saving computed', () => {
    expect(stated.amounts).toContain(price('chatbot').amount);
    expect(stated.amounts).toContain(example.before - price('phone-assistant').amount!);
    expect(stated.ranges).toContain(`${price('app').from}–${price('app').to}`);
  });
});
