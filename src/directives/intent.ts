import type { ClientDirective } from 'astro';

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** Hydrates on the first pointer, touch or focus inside the watched area. */
const intentDirective: ClientDirective = (load, options, island) => {
  const selector = typeof options.value === 'string' ? options.value : '';
  const area = (selector && island.closest(selector)) || island.parentElement || island;
  let started = false;

  const hydrateOnce = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) area.removeEventListener(type, hydrateOnce);
    const hydrate = await load();
    await hydrate();
  };

  for (const type of INTENT_EVENTS) area.addEventListener(type, hydrateOnce, { passive: true });
};

export default intentDirective;
