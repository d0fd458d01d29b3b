import type { APIRoute } from 'astro';
import { siteUrl } from '../config/site';

/** robots.txt built from SITE_URL: everything is open except the employee panel. */
export const GET: APIRoute = () =>
  new Response(
    ['User-agent: *', 'Allow: /', 'Disallow: /staff', '', `Sitemap: ${siteUrl}/sitemap-index.xml`, ''].join('\n'),
    {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    },
  );
