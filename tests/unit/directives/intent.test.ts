// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import intentDirective from '../../../src/directives/intent';
import { ISLAND_READY_ATTRIBUTE } from '../../../src/directives/island-ready';

/** A server-rendered island with a two-field form, as on /booking before hydration. */
function renderIsland(value: unknown) {
  document.body.innerHTML = `
    <nav data-area><astro-island>
      <form><input name="name"><input name="email"><button type="button">Book møde</button></form>
    </astro-island></nav>`;
  const island = document.querySelector('astro-island') as HTMLElement;
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  void intentDirective(load, { name: 'BookingForm', value: value as string }, island);
  const form = island.querySelector('form')!;
  return {
    island,
    form,
    button: island.querySelector('button')!,
    input: island.querySelector('input')!,
    load,
    hydrate,
  };
}

/** What the hydrated island does once it can act: mark itself ready. */
async function markReady(island: HTMLElement) {
  island.querySelector('form')!.setAttribute(ISLAND_READY_ATTRIBUTE, '');
  // The directive hears of it through a MutationObserver, which reports after a microtask.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const press = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('client:intent', () => {
  it('loads nothing until a pointer, touch or focus reaches the watched area, then hydrates once', async () => {
    const { island, load, hydrate } = renderIsland('[data-area]');
    expect(load).not.toHaveBeenCalled();
    island.closest('nav')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    island.closest('nav')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without replay leaves presses alone (the mega menu)', () => {
    const { button } = renderIsland('[data-area]');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('with replay holds a press made before the island is ready and replays it exactly once', async () => {
    const { island, button, load } = renderIsland({ replay: true });
    const handled = vi.fn();
    button.addEventListener('click', handled);

    expect(press(button)).toBe(false);
    press(button);
    expect(handled).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    await markReady(island);
    expect(handled).toHaveBeenCalledTimes(1);
    // Once ready, presses go straight through.
    press(button);
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it('turns Enter in a field into one submit after the island is ready, and never lets a native submit through', async () => {
    const { island, form, input } = renderIsland({ replay: true });
    const submits = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submits);

    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    const early = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(submits).not.toHaveBeenCalled();

    await markReady(island);
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('lets typing through before the island is ready', () => {
    const { input } = renderIsland({ replay: true });
    const key = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    input.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(false);
  });
});
