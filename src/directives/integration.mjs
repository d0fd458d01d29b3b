import { fileURLToPath } from 'node:url';

/**
 * Registers the site's two client directives:
 * - `client:intent`: an island hydrates on the visitor's first pointer or focus inside the
 *   element named by the directive's value (a CSS selector, default: the island's parent), so a
 *   menu costs no JavaScript until someone reaches for it (intent.ts);
 * - `client:settled`: illustrations hydrate after load, on screen, when idle (settled.ts).
 * @returns {import('astro').AstroIntegration}
 */
export function clientDirectives() {
  return {
    name: 'client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'intent',
          entrypoint: fileURLToPath(new URL('./intent.ts', import.meta.url)),
        });
        addClientDirective({ name: 'settled', entrypoint: fileURLToPath(new URL('./settled.ts', import.meta.url)) });
      },
    },
  };
}
