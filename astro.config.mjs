// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { intentDirective } from './src/directives/integration.mjs';

const site = process.env.SITE_URL || 'https://www.fynbo-ai.dk';

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
        "connect-src 'self' https: wss:",
        "media-src 'self' blob:",
        "worker-src 'self' blob:",
        "frame-src https:",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ],
      styleDirective: {
        // React and motion set style attributes; inline <style> elements stay hash-only.
        resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }],
      },
    },
  },
  // No code blocks on this site; Shiki's inline styles would need 'unsafe-inline' under the CSP.
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [tailwindcss()],
  },
});
