/**
 * The route a page answers on, as links and canonical URLs write it: `/about`, `/services/apps`, `/`.
 * Pages are built as files (`about.html`), so the build-time pathname may end in `.html` or `/`.
 */
export function routePath(pathname: string): string {
  const path = pathname.replace(/(\/index)?\.html$/, '').replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
