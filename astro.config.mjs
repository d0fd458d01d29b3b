// @ts-check
import { defineConfig, fontProviders } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
import { intentDirective } from './src/directives/integration.mjs';

const site = process.env.SITE_URL || 'https://www.fynbo-ai.dk';

// The booking webhook's origin joins connect-src, so a plain-http receiver (npm run webhook:dev,
// the end-to-end tests) is reachable too; production webhooks are https and covered by `https:`.
const { PUBLIC_BOOKING_WEBHOOK_URL: bookingWebhookUrl } = loadEnv(
  process.env.NODE_ENV ?? 'production',
  process.cwd(),
  'PUBLIC_',
);
const bookingWebhookOrigin = bookingWebhookUrl ? new URL(bookingWebhookUrl).origin : '';

export default defineConfig({
  site,
  trailingSlash: 'never',
  // /about.html rather than /about/index.html: links, canonical URLs and the sitemap all read /about.
  build: { format: 'file' },
  integrations: [
    react(),
    mdx(),
    intentDirective(),
    // The staff panel is for employees only: keep it out of search engines' map of the site.
    sitemap({ filter: (page) => !new URL(page).pathname.startsWith('/staff') }),
  ],
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        // The voice SDK (only after the visitor presses call) and the booking webhook reach other hosts.
        /** @type {`connect-src ${string}`} */ (`connect-src 'self' https: wss: ${bookingWebhookOrigin}`.trim()),
        "media-src 'self' blob:",
        "worker-src 'self' blob:",
        'frame-src https:',
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ],
      scriptDirective: {
        // After the visitor presses call, the voice SDK's call client (Daily) loads its call machine
        // from its CDN as a script file, and its noise filter compiles WebAssembly.
        resources: ["'self'", 'https://c.daily.co', "'wasm-unsafe-eval'"],
      },
      styleDirective: {
        // React sets style attributes; inline <style> elements stay hash-only.
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  // The brand font from the installed package (a remote provider would fetch at build time): only the
  // Latin file (æ, ø, å included), the weights in use, and a fallback with Inter's metrics, so the page
  // paints at once in the fallback and the swap moves nothing.
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      fallbacks: ['Arial', 'sans-serif'],
      display: 'swap',
      options: {
        variants: [
          {
            src: ['@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'],
            weight: '400 700',
            style: 'normal',
            unicodeRange: [
              'U+0000-00FF',
              'U+0131',
              'U+0152-0153',
              'U+02BB-02BC',
              'U+02C6',
              'U+02DA',
              'U+02DC',
              'U+0304',
              'U+0308',
              'U+0329',
              'U+2000-206F',
              'U+20AC',
              'U+2122',
              'U+2191',
              'U+2193',
              'U+2212',
              'U+2215',
              'U+FEFF',
              'U+FFFD',
            ],
          },
        ],
      },
    },
  ],
  // No code blocks on this site; Shiki's inline styles would need 'unsafe-inline' under the CSP.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss()],
  },
});
