// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig, fontProviders } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { loadEnv } from 'vite';
import { readEnv } from './src/config/env.ts';
import { cmsAdmin } from './src/cms/integration.mjs';
import { clientDirectives } from './src/directives/integration.mjs';
import { buildWarnings } from './src/lib/build-warnings.mjs';
import { stripAudioTags } from './src/lib/audio-tags.mjs';
import { missingFactsLine } from './src/entries/missing-facts.ts';

// The same .env files and precedence as Astro's own loader (variables set by the host win), so
// `site` (sitemap) and the CSP agree with the pages' canonical URLs, Open Graph and JSON-LD.
const rawEnv = loadEnv(process.env.NODE_ENV ?? 'production', fileURLToPath(new URL('.', import.meta.url)), '');
const env = readEnv(rawEnv);

// The booking webhook's origin joins connect-src, so a plain-http receiver (npm run webhook:dev,
// the end-to-end tests) is reachable too.
const bookingWebhookOrigin = env.bookingWebhookUrl ? new URL(env.bookingWebhookUrl).origin : '';
// Likewise the staff API's: the panel logs in and reads the dashboard there, and the demo asks it
// which agents take calls once the visitor presses call.
const staffApiOrigin = env.staffApiUrl ? new URL(env.staffApiUrl).origin : '';

// The hosts the voice demo reaches, only after the visitor presses call or sends a message, and only
// where the demo is set up (a key and an assistant id): the provider's API (PUBLIC_VAPI_API_URL)
// answers the written chat, and starts the call and answers with a Daily room; Daily's call client
// (call-object mode, no iframe) fetches from gs.daily.co (named in node_modules/@daily-co/daily-js)
// and talks to Daily's servers over HTTPS and WebSockets, including its signalling API on pluot.blue
// (Daily's older domain). Daily's CSP guide: https://docs.daily.co/guides/privacy-and-security/content-security-policy
const voiceConnectSources =
  env.vapiPublicKey && env.vapiAssistantId
    ? [new URL(env.vapiApiUrl).origin, 'https://*.daily.co', 'wss://*.daily.co', 'https://*.pluot.blue']
    : [];

/**
 * Warns once per build, before the pages render, about settings that will not work for visitors
 * (src/lib/build-warnings.mjs): no staff API, a stray STAFF_PASSWORD_HASH, or a public URL (the
 * webhook, the staff API, the voice provider's host) on a loopback address in a build for `dist/`
 * (`npm start` builds elsewhere, against its own backend and the local chat stand-in). Then it lists,
 * as information, the company's facts still missing or standard (src/entries/missing-facts.ts).
 * @param {import('./src/config/env.ts').EnvValues} values
 * @param {string} staffPasswordHash STAFF_PASSWORD_HASH from the environment
 * @returns {import('astro').AstroIntegration}
 */
export const buildChecks = (values, staffPasswordHash) => {
  let forDeploy = false;
  return {
    name: 'build-checks',
    hooks: {
      'astro:config:done': ({ config }) => {
        forDeploy = config.outDir.href === new URL('./dist/', config.root).href;
      },
      'astro:build:start': ({ logger }) => {
        const publicUrls = {
          PUBLIC_BOOKING_WEBHOOK_URL: values.bookingWebhookUrl,
          PUBLIC_STAFF_API_URL: values.staffApiUrl,
          PUBLIC_VAPI_API_URL: values.vapiApiUrl,
        };
        for (const warning of buildWarnings({
          publicUrls,
          staffApiUrl: values.staffApiUrl,
          staffPasswordHash,
          forDeploy,
        }))
          logger.warn(warning);
        // Information, not a warning: the site is whole without the facts only the company can give.
        const missing = missingFactsLine();
        if (missing) logger.info(missing);
      },
    },
  };
};

export default defineConfig({
  site: env.siteUrl,
  trailingSlash: 'never',
  // /about.html rather than /about/index.html: links, canonical URLs and the sitemap all read /about.
  build: { format: 'file' },
  integrations: [
    react(),
    clientDirectives(),
    buildChecks(env, rawEnv.STAFF_PASSWORD_HASH?.trim() ?? ''),
    // The staff panel is for employees only, and the CMS's admin for editors (written after the sitemap, and only
    // with CMS_BACKEND set): keep both out of search engines' map of the site.
    sitemap({ filter: (page) => !['/staff', '/admin'].some((path) => new URL(page).pathname.startsWith(path)) }),
    // The CMS at /admin/ when CMS_BACKEND is set (docs/cms.md); its settings are build settings, read here only.
    cmsAdmin(rawEnv),
  ],
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        /** @type {`connect-src ${string}`} */ (
          ["connect-src 'self'", ...voiceConnectSources, bookingWebhookOrigin, staffApiOrigin].filter(Boolean).join(' ')
        ),
        "media-src 'self' blob:",
        "worker-src 'self' blob:",
        // No frame-src: call-object mode draws no Daily iframe, so default-src 'self' applies.
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ],
      scriptDirective: {
        // After the visitor presses call, Daily's call client loads its call machine from its CDN as a
        // script file (avoidEval, src/islands/demo/voice-adapter.ts), runs its audio worklets from
        // blob: URLs, and its noise filter compiles WebAssembly.
        resources: ["'self'", 'https://c.daily.co', 'blob:', "'wasm-unsafe-eval'"],
      },
      styleDirective: {
        // Stylesheets and inline <style> elements (by hash) go to style-src-elem; React and motion
        // set style attributes, allowed by style-src-attr alone. Both scoped, so no bare style-src.
        resources: [
          { resource: "'self'", kind: 'element' },
          { resource: "'unsafe-inline'", kind: 'attribute' },
        ],
      },
    },
  },
  // The brand font from the installed package (a remote provider would fetch at build time): only the
  // Latin file (æ, ø, å included), the weights in use, and fallbacks with Inter's metrics (src/styles/global.css).
  // Body text: not preloaded. BaseLayout keeps the first page of a visit in the fallback and fetches Inter after
  // it has loaded; later pages use it from the cache. `fallback`, not `swap`: on a later page the cached file
  // arrives within the 100 ms block period, so text never paints in the fallback first and then moves (with
  // `swap` it did, CLS 0.014–0.035 where Arial is not installed); `optional` would make Chrome keep the fallback.
  // Headings and display figures: the heading font, a 14 KB cut of the same Inter (one static semibold, the letters
  // a Danish heading uses; `npm run fonts:headings` writes it), inside every page as a data: URI (BaseLayout), so
  // every page, the first one too, paints them in Inter; hence `data:` in font-src.
  // docs/performance.md#fonts-and-the-first-paint has the measurements.
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Inter',
      cssVariable: '--font-inter',
      // The fallback faces are src/styles/global.css's, one per weight: Astro's own (one regular Arial face for
      // every weight) would set bold text in Arial's regular face.
      fallbacks: ['Inter fallback Arial', 'Inter fallback Roboto', 'sans-serif'],
      optimizedFallbacks: false,
      display: 'fallback',
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
    // The sample call's recording ships without the tags its recorder wrote (names, dates, devices, a place).
    plugins: [tailwindcss(), stripAudioTags()],
    build: {
      rolldownOptions: {
        output: {
          // The one class joiner rides in the chunk of the JSX runtime that every island loads: left
          // to itself the bundler splits it into a chunk of its own whenever one island does without
          // it, and each illustration then pays a request and its own import lines for 85 bytes.
          codeSplitting: {
            groups: [
              { name: 'jsx-runtime', test: /react[\\/](cjs[\\/]react-)?jsx-runtime|src[\\/]lib[\\/]cn\.ts/ },
              // Likewise the few bytes that fill an illustration's texts as it plays ride in the chunk of the
              // pause button, which every illustration loads, rather than cost each a request of its own.
              // The buttons' classes stand on their own: the chat and the forms take them without the pause button.
              { name: 'button-styles', test: /src[\\/]lib[\\/]button-styles\.ts/ },
              {
                name: 'play-pause',
                test: /src[\\/]islands[\\/](shared[\\/]PlayPauseButton\.tsx|animations[\\/]parts[\\/]fill-in\.ts)/,
              },
            ],
          },
        },
      },
    },
  },
});
