import type { ClientDirective } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the page's load event, once the island is on screen and the browser is idle. */
    'client:settled'?: boolean;
  }
}

const afterLoad = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

const whenIdle = (callback: () => void) => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
};

/**
 * For illustrations: `client:visible` hydrates an island in the first viewport at once, so its
 * JavaScript competes with the page's own loading. This one waits for the load event, then for the
 * island to be on screen (no margin: one below the fold waits for the visitor to scroll), then for
 * an idle moment. Until then the server-rendered still frame stands in.
 */
const settledDirective: ClientDirective = (load, _options, island) => {
  const hydrate = async () => {
    const hydrator = await load();
    await hydrator();
  };
  void afterLoad().then(() => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenIdle(() => void hydrate());
    });
    // The island element itself is `display: contents`; its children have the boxes.
    for (const child of island.children) observer.observe(child);
  });
};

export default settledDirective;
