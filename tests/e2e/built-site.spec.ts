import { expect, test } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, htmlProblems } from '../unit/fixtures/html-validation';
import { E2E_OUT_DIR, STAFF_API_URL, WEBHOOK_URL } from './fixtures/test-env';

// These read the files the test build wrote (the webServer builds before any test runs).

/** The sources of each directive in a page's CSP <meta> tag. */
function cspOf(html: string): Map<string, string[]> {
  const content = html.match(/<meta http-equiv="content-security-policy" content="([^"]*)"/)?.[1] ?? '';
  return new Map(
    content
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

test('every built page is valid HTML', async () => {
  expect(builtPages(E2E_OUT_DIR).length).toBeGreaterThanOrEqual(34);
  expect(await htmlProblems(E2E_OUT_DIR)).toEqual([]);
});

test('the CSP of every page names the hosts it allows', () => {
  for (const page of builtPages(E2E_OUT_DIR)) {
    const csp = cspOf(readFileSync(page, 'utf8'));
    // Daily's call client runs its audio worklets from blob: URLs and loads its call machine from c.daily.co.
    expect(csp.get('script-src'), page).toEqual(
      expect.arrayContaining(["'self'", 'https://c.daily.co', 'blob:', "'wasm-unsafe-eval'"]),
    );
    expect(csp.get('script-src'), page).not.toContain("'unsafe-inline'");
    expect(csp.get('connect-src'), page).toEqual([
      "'self'",
      'https://api.vapi.ai',
      'https://*.daily.co',
      'wss://*.daily.co',
      'https://*.pluot.blue',
      new URL(WEBHOOK_URL).origin,
      new URL(STAFF_API_URL).origin,
    ]);
    expect(csp.has('frame-src'), page).toBe(false);
  }
});

test("the booking page's inline script (the date's minimum) is listed by hash in its CSP", () => {
  const html = readFileSync(join(E2E_OUT_DIR, 'booking.html'), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
  const dateScript = scripts.find((body) => body.includes('booking-date'));
  expect(dateScript).toBeDefined();
  const hash = `'sha256-${createHash('sha256').update(dateScript!).digest('base64')}'`;
  expect(cspOf(html).get('script-src')).toContain(hash);
});

test('the headers file sets isolation headers and keeps /staff out of search results', () => {
  const headers = readFileSync(join(E2E_OUT_DIR, '_headers'), 'utf8');
  expect(headers).toContain('Cross-Origin-Opener-Policy: same-origin');
  expect(headers).toContain('Cross-Origin-Resource-Policy: same-origin');
  expect(headers).toContain('X-Permitted-Cross-Domain-Policies: none');
  expect(headers).not.toContain('interest-cohort');
  expect(headers).toMatch(/^\/staff\n\s+X-Robots-Tag: noindex/m);
});
