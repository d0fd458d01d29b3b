import { fileURLToPath } from 'node:url';

/**
 * Registers `client:intent`: an island hydrates on the visitor's first pointer or focus
 * inside the element named by the directive's value (a CSS selector, default: the island's
 * parent), so a menu costs no JavaScript until someone reaches for it.
 * @returns {import('astro').AstroIntegration}
 */
export function intentDirective() {
  return {
    name: 'client-intent-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('./intent.ts', import.meta.url)),
        });
        // client:settled: illustrations hydrate after load, on screen, when idle (settled.ts).
        addClientDirective({ name: 'settled', entrypoint: fileURLToPath(new URL('./settled.ts', import.meta.url)) });
      },
    },
  };
}
