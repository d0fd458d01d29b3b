import { createHash } from 'node:crypto';

/**
 * The CSP source for an inline script (or style) whose text is exactly `code` (written out with `set:html`, so
 * the hashed text and the page's text cannot drift apart). Pass it to `Astro.csp.insertScriptHash` (or
 * `insertStyleHash`) in a page's or layout's frontmatter, which runs before the policy is written into the page's
 * <head>.
 */
export const inlineScriptHash = (code: string): `sha256-${string}` =>
  `sha256-${createHash('sha256').update(code).digest('base64')}`;
