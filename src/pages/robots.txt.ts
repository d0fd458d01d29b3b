import type { APIRoute } from 'astro';
import { siteUrl } from '../config/site';

/**
 * robots.txt built from SITE_URL. Nothing is disallowed, not even /staff: a crawler must be allowed
 * to fetch the staff page to read its noindex (meta tag and X-Robots-Tag header), which is what
 * keeps it out of search results; a Disallow would leave the bare URL indexable.
 */
export const GET: APIRoute = () =>
  new Response(['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}/sitemap-index.xml`, ''].join('\n'), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
