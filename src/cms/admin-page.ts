/**
 * The admin's HTML page (dist/admin/index.html): its own Content-Security-Policy, kept out of search engines, with
 * the generated configuration as a JSON data block for ./admin.ts to read.
 */
export interface AdminPage {
  /** The browser tab's title. */
  title: string;
  /** The page's Content-Security-Policy (./settings.ts, `adminCsp`). */
  csp: string;
  /** The path of the bundled script, from the site's root (`/admin/assets/admin-….js`). */
  script: string;
  /** The CMS's configuration (./config.ts). */
  config: unknown;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end its script element early: every `<` is written as its escape. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export const adminPage = ({ title, csp, script, config }: AdminPage) => `<!doctype html>
<html lang="da">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="content-security-policy" content="${escapeHtml(csp)}" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${escapeHtml(title)}</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="application/json" id="cms-config">${scriptSafeJson(config)}</script>
    <script type="module" src="${escapeHtml(script)}"></script>
  </head>
  <body></body>
</html>
`;
